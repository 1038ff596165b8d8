import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { toast } from 'react-toastify';
import { call } from '@academy/shared/api/call';
import { errorMessage } from '@academy/shared/api/error-message';
import { useEndpoint } from '@academy/shared/api/queries';
import { DataLayer } from '@academy/shared/api/data-layer';
import { useFormFields } from '@academy/shared/forms/use-form-fields';
import { useSingleSubmit } from '@academy/shared/forms/use-single-submit';
import { NEW_PASSWORD_HINT, NEW_PASSWORD_LABELS } from '@academy/shared/forms/validation';
import { ACCOUNT_PATHS, landingPathFor } from '@academy/shared/routing/account-routes';
import { useSessionStore } from '@academy/shared/session/store';
import FormAlert from '@academy/shared/ui/forms/FormAlert';
import PasswordField from '@academy/shared/ui/forms/PasswordField';
import SubmitButton from '@academy/shared/ui/forms/SubmitButton';
import LoadingPlaceholder from '@academy/shared/ui/states/LoadingPlaceholder';
import { useHydrating } from '@academy/shared/hooks/use-hydrating';
import PageMeta from '../../../app/PageMeta';
import { ACADEMY_NAME } from '../../../config/academy';
import { validateReset } from './ResetPasswordScreen';
import '../auth.css';

type Field = 'password' | 'confirmation';
const FIELDS: readonly Field[] = ['password', 'confirmation'];
const INVALID_LINK = 'This invitation link is not valid.';

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
  const token = useSearchParams()[0].get('token') ?? '';
  // the reason of a refused link is the page's one message, so no failure toast beside it
  const invitation = useEndpoint('getInvitation', { body: { token } }, { enabled: token !== '' });
  // a link cut short in the mail (no token) is refused without asking the server, once hydrated:
  // the prerendered page, made without the query string, shows the check under way
  const hydrating = useHydrating();
  const linkCutShort = token === '' && !hydrating;
  const refusal = linkCutShort ? INVALID_LINK : invitation.status === 'error' ? errorMessage(invitation.error, INVALID_LINK) : null;
  const { formRef, values, checkFields, fieldProps } = useFormFields<Record<Field, string>>(
    { password: '', confirmation: '' },
    ({ password, confirmation }) => validateReset(password, confirmation),
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
      toast.success(`Welcome, ${session.user.name}!`);
      navigate(landingPathFor(session.user), { replace: true });
    } catch (error) {
      setFormError(errorMessage(error, 'Could not accept the invitation. Please try again.'));
    }
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (checkFields()) void run();
  }

  return (
    <section className="form-card" aria-labelledby="invitation-title">
      <PageMeta title={`Accept your invitation | ${ACADEMY_NAME}`} description="Choose a password for the account the academy made for you." />
      <h1 id="invitation-title">Accept your invitation</h1>
      {!refusal && invitation.status === 'pending' && <LoadingPlaceholder label="Checking the invitation..." shape="detail" />}
      {refusal && (
        <>
          <FormAlert message={refusal} />
          <p className="auth-links">
            Already chose your password? <Link to={ACCOUNT_PATHS.login}>Login</Link>
          </p>
        </>
      )}
      {invitation.status === 'success' && (
        <>
          <p>
            Welcome, {invitation.data.name}. Choose a password for {invitation.data.email}
            {invitation.data.cohort_name ? ` (${invitation.data.cohort_name})` : ''}.
          </p>
          <FormAlert message={formError} />
          <form ref={formRef} onSubmit={onSubmit} noValidate>
            <PasswordField {...fieldProps('password', NEW_PASSWORD_LABELS.password)} autoComplete="new-password" hint={NEW_PASSWORD_HINT} />
            <PasswordField {...fieldProps('confirmation', NEW_PASSWORD_LABELS.confirmation)} autoComplete="new-password" />
            <SubmitButton busy={busy} busyText="Setting up...">
              Set password and sign in
            </SubmitButton>
          </form>
        </>
      )}
    </section>
  );
}
