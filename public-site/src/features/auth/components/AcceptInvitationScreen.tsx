import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { toast } from '@academy/shared/feedback/toast';
import { call } from '@academy/shared/api/call';
import { errorCodeOf } from '@academy/shared/api/client';
import { fieldRefusals } from '@academy/shared/api/error-message';
import type { ErrorCode } from '@academy/contract/rules/error-codes';
import { useEndpoint } from '@academy/shared/api/queries';
import { DataLayer } from '@academy/shared/api/data-layer';
import { useFormFields } from '@academy/shared/forms/use-form-fields';
import { useSingleSubmit } from '@academy/shared/forms/use-single-submit';
import { ACCOUNT_PATHS, landingPathFor } from '@academy/shared/routing/account-routes';
import { useSessionStore } from '@academy/shared/session/store';
import FormAlert from '@academy/shared/ui/forms/FormAlert';
import PasswordField from '@academy/shared/ui/forms/PasswordField';
import NewPasswordField from '@academy/shared/ui/forms/NewPasswordField';
import SubmitButton from '@academy/shared/ui/forms/SubmitButton';
import LoadingPlaceholder from '@academy/shared/ui/states/LoadingPlaceholder';
import { useHydrating } from '@academy/shared/hooks/use-hydrating';
import PageMeta from '../../../app/PageMeta';
import { ACADEMY_NAME } from '../../../config/academy';
import { NEW_PASSWORD_API_FIELDS, useNewPasswordLabels, validateReset } from './ResetPasswordScreen';
import { useT } from '../../../i18n';
import { useLocalPath } from '@academy/shared/i18n/local-path';
import { useFailureText } from '../../../app/failure-text';
import '../auth.css';

type Field = 'password' | 'confirmation';
const FIELDS: readonly Field[] = ['password', 'confirmation'];

/** Refusals of the link itself: used (in another tab, say), withdrawn or expired while the form was open. */
const LINK_REFUSALS: readonly (ErrorCode | undefined)[] = ['invitation_unknown', 'invitation_used', 'invitation_withdrawn', 'invitation_expired'];

/** /invitation?token=... (docs/requirements.md §11): the invitee chooses a password and lands in their portal. */
export default function AcceptInvitationScreen() {
  // the screen loads through the data layer, which the public pages around it go without
  return (
    <DataLayer>
      <AcceptInvitationScreenContent />
    </DataLayer>
  );
}

function AcceptInvitationScreenContent() {
  const navigate = useNavigate();
  const t = useT();
  const localPath = useLocalPath();
  const failureText = useFailureText();
  const labels = useNewPasswordLabels();
  const token = useSearchParams()[0].get('token') ?? '';
  // the reason of a refused link is the page's one message, so no failure toast beside it
  const invitation = useEndpoint('getInvitation', { body: { token } }, { enabled: token !== '' });
  // a link cut short in the mail (no token) is refused without asking the server, once hydrated:
  // the prerendered page, made without the query string, shows the check under way
  const hydrating = useHydrating();
  const linkCutShort = token === '' && !hydrating;
  // a link refused when the form is sent is refused as when the page opened: its reason, no form
  const [refusedOnAccept, setRefusedOnAccept] = useState<unknown>(null);
  const refusedBy = invitation.status === 'error' ? invitation.error : refusedOnAccept;
  const refusal = linkCutShort ? t('site.invitation.invalid') : refusedBy ? failureText(refusedBy, 'site.invitation.invalid') : null;
  // used: the account exists (a sign-in through the provider may have made it, with no password chosen)
  const used = !linkCutShort && errorCodeOf(refusedBy) === 'invitation_used';
  const { formRef, values, checkFields, showErrors, fieldProps } = useFormFields<Record<Field, string>>(
    { password: '', confirmation: '' },
    ({ password, confirmation }) => validateReset(password, confirmation, labels),
    FIELDS,
  );
  const [formError, setFormError] = useState<string | null>(null);

  const { busy, run } = useSingleSubmit(async () => {
    setFormError(null);
    try {
      const session = await call('acceptInvitation', { body: { token, password: values.password, password_confirmation: values.confirmation } });
      useSessionStore.getState().signIn(session.token, session.user);
      // a message of an earlier screen does not follow the user into the portal
      toast.dismiss();
      toast.success(t('site.invitation.signedIn', { name: session.user.name }));
      navigate(landingPathFor(session.user), { replace: true });
    } catch (error) {
      const refusals = fieldRefusals(error, NEW_PASSWORD_API_FIELDS);
      if (LINK_REFUSALS.includes(errorCodeOf(error))) setRefusedOnAccept(error);
      else if (refusals) showErrors(refusals);
      else setFormError(failureText(error, 'site.invitation.failed'));
    }
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (checkFields()) void run();
  }

  return (
    <section className="form-card" aria-labelledby="invitation-title">
      <PageMeta title={`${t('site.invitation.title')} | ${ACADEMY_NAME}`} description={t('site.invitation.description')} />
      <h1 id="invitation-title">{t('site.invitation.title')}</h1>
      {!refusal && invitation.status === 'pending' && <LoadingPlaceholder label={t('site.invitation.checking')} shape="detail" />}
      {refusal && (
        <>
          <FormAlert message={refusal} />
          <p className="auth-links">{t('site.invitation.chosen', { link: <Link to={localPath(ACCOUNT_PATHS.login)}>{t('site.nav.login')}</Link> })}</p>
          {used && (
            <p className="auth-links">
              {t('site.invitation.noPassword', { link: <Link to={localPath(ACCOUNT_PATHS.forgotPassword)}>{t('site.login.forgot')}</Link> })}
            </p>
          )}
        </>
      )}
      {!refusal && invitation.status === 'success' && (
        <>
          <p>
            {invitation.data.cohort_name
              ? t('site.invitation.welcomeCohort', { name: invitation.data.name, email: invitation.data.email, cohort: invitation.data.cohort_name })
              : t('site.invitation.welcome', { name: invitation.data.name, email: invitation.data.email })}
          </p>
          <FormAlert message={formError} />
          <form ref={formRef} onSubmit={onSubmit} noValidate>
            <NewPasswordField {...fieldProps('password', labels.password)} />
            <PasswordField {...fieldProps('confirmation', labels.confirmation)} autoComplete="new-password" />
            <SubmitButton busy={busy} busyText={t('site.invitation.busy')}>
              {t('site.invitation.submit')}
            </SubmitButton>
          </form>
        </>
      )}
    </section>
  );
}
