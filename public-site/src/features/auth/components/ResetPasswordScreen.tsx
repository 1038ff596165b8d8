import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { toast } from '@academy/shared/feedback/toast';
import { call } from '@academy/shared/api/call';
import { errorCodeOf } from '@academy/shared/api/client';
import { fieldRefusals } from '@academy/shared/api/error-message';
import { useFormFields } from '@academy/shared/forms/use-form-fields';
import { useSingleSubmit } from '@academy/shared/forms/use-single-submit';
import { compactErrors, newPasswordErrors, type FieldErrors } from '@academy/shared/forms/validation';
import { ACCOUNT_PATHS, type LoginRouteState } from '@academy/shared/routing/account-routes';
import FormAlert from '@academy/shared/ui/forms/FormAlert';
import PasswordField from '@academy/shared/ui/forms/PasswordField';
import NewPasswordField from '@academy/shared/ui/forms/NewPasswordField';
import SubmitButton from '@academy/shared/ui/forms/SubmitButton';
import { useDelayedRedirect } from '../use-delayed-redirect';
import '../auth.css';
import { ACADEMY_NAME } from '../../../config/academy';
import PageMeta from '../../../app/PageMeta';
import { useT } from '../../../i18n';
import { useLocalPath } from '@academy/shared/i18n/local-path';
import { useFailureText } from '../../../app/failure-text';

type ResetField = 'password' | 'confirmation';

const RESET_FIELDS: readonly ResetField[] = ['password', 'confirmation'];

/** The API's names of a new password's fields: its refusal of one is said under it (`fieldRefusals`). */
export const NEW_PASSWORD_API_FIELDS: Record<string, ResetField> = { password: 'password', password_confirmation: 'confirmation' };

export function validateReset(password: string, confirmation: string, labels: Record<ResetField, string>): FieldErrors<ResetField> {
  return compactErrors<ResetField>(newPasswordErrors(password, confirmation, labels));
}

/** The labels of a new password typed twice, in the page's language. */
export function useNewPasswordLabels(): Record<ResetField, string> {
  const t = useT();
  return { password: t('site.password.new'), confirmation: t('site.password.confirmation') };
}

/** /reset-password?token=... (docs/requirements.md §2.3): sets a new password with the e-mailed token. */
export default function ResetPasswordScreen() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const t = useT();
  const localPath = useLocalPath();
  const failureText = useFailureText();
  const labels = useNewPasswordLabels();
  const token = searchParams.get('token');
  const { formRef, values, checkFields, showErrors, fieldProps } = useFormFields<Record<ResetField, string>>(
    { password: '', confirmation: '' },
    ({ password, confirmation }) => validateReset(password, confirmation, labels),
    RESET_FIELDS,
  );
  const [formError, setFormError] = useState<string | null>(null);
  // a link used or expired meanwhile: its reason and the way to a new one, instead of the form
  const [linkRefusal, setLinkRefusal] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const loginPath = localPath(ACCOUNT_PATHS.login);
  const redirectToLogin = useDelayedRedirect(loginPath);

  useEffect(() => {
    if (token) return;
    // shown by /login itself: a visitor who only opened a link has not caused a toast container yet
    const state: LoginRouteState = { message: t('site.login.invalidReset') };
    navigate(loginPath, { replace: true, state });
  }, [token, navigate, loginPath, t]);

  const { busy, run } = useSingleSubmit(async () => {
    if (!token) return;
    setFormError(null);
    try {
      await call('resetPassword', { body: { token, password: values.password } });
      setDone(true);
      toast.success(t('site.reset.done'));
      redirectToLogin();
    } catch (error) {
      const refusals = fieldRefusals(error, NEW_PASSWORD_API_FIELDS);
      if (errorCodeOf(error) === 'reset_link_invalid') setLinkRefusal(failureText(error, 'site.reset.failed'));
      else if (refusals) showErrors(refusals);
      else setFormError(failureText(error, 'site.reset.failed'));
    }
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!done && checkFields()) void run();
  }

  // rendered with or without a token: the server answers the path alone, so the page it prerenders
  // (and hydrates) is the form, and a link without a token moves on to /login from the effect above
  return (
    <section className="form-card" aria-labelledby="reset-title">
      <PageMeta title={`${t('site.reset.title')} | ${ACADEMY_NAME}`} description={t('site.reset.description')} />
      <h1 id="reset-title">{t('site.reset.title')}</h1>
      {linkRefusal ? (
        <>
          <FormAlert message={linkRefusal} />
          <p className="auth-links">
            <Link to={localPath(ACCOUNT_PATHS.forgotPassword)}>{t('site.reset.askAgain')}</Link>
          </p>
        </>
      ) : (
        <>
          <FormAlert message={formError} />
          <form ref={formRef} method="post" onSubmit={onSubmit} noValidate>
            <NewPasswordField {...fieldProps('password', labels.password)} />
            <PasswordField {...fieldProps('confirmation', labels.confirmation)} autoComplete="new-password" />
            <SubmitButton busy={busy} busyText={t('site.reset.busy')} disabled={done}>
              {t('site.reset.submit')}
            </SubmitButton>
          </form>
        </>
      )}
    </section>
  );
}
