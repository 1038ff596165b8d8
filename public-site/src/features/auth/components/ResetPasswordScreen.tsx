import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { toast } from 'react-toastify';
import { call } from '@academy/shared/api/call';
import { errorMessage } from '@academy/shared/api/error-message';
import { useFormFields } from '@academy/shared/forms/use-form-fields';
import { useSingleSubmit } from '@academy/shared/forms/use-single-submit';
import { NEW_PASSWORD_HINT, NEW_PASSWORD_LABELS, compactErrors, newPasswordErrors, type FieldErrors } from '@academy/shared/forms/validation';
import { ACCOUNT_PATHS, type LoginRouteState } from '@academy/shared/routing/account-routes';
import FormAlert from '@academy/shared/ui/forms/FormAlert';
import PasswordField from '@academy/shared/ui/forms/PasswordField';
import SubmitButton from '@academy/shared/ui/forms/SubmitButton';
import { useDelayedRedirect } from '../use-delayed-redirect';
import '../auth.css';
import { ACADEMY_NAME } from '../../../config/academy';
import PageMeta from '../../../app/PageMeta';

type ResetField = 'password' | 'confirmation';

const RESET_FIELDS: readonly ResetField[] = ['password', 'confirmation'];
const LABELS: Record<ResetField, string> = NEW_PASSWORD_LABELS;

export function validateReset(password: string, confirmation: string): FieldErrors<ResetField> {
  return compactErrors<ResetField>(newPasswordErrors(password, confirmation));
}

/** /reset-password?token=... (docs/requirements.md §2.3): sets a new password with the e-mailed token. */
export default function ResetPasswordScreen() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const { formRef, values, checkFields, fieldProps } = useFormFields<Record<ResetField, string>>(
    { password: '', confirmation: '' },
    ({ password, confirmation }) => validateReset(password, confirmation),
    RESET_FIELDS,
  );
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const redirectToLogin = useDelayedRedirect(ACCOUNT_PATHS.login);

  useEffect(() => {
    if (token) return;
    // shown by /login itself: a visitor who only opened a link has not caused a toast container yet
    const state: LoginRouteState = { message: 'Invalid reset link' };
    navigate(ACCOUNT_PATHS.login, { replace: true, state });
  }, [token, navigate]);

  const { busy, run } = useSingleSubmit(async () => {
    if (!token) return;
    setFormError(null);
    try {
      await call('resetPassword', { body: { token, password: values.password } });
      setDone(true);
      toast.success('Password has been reset successfully!');
      redirectToLogin();
    } catch (error) {
      setFormError(errorMessage(error, 'Failed to reset password. Please try again.'));
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
      <PageMeta title={`Reset password | ${ACADEMY_NAME}`} description="Set a new password for your academy account." />
      <h1 id="reset-title">Reset password</h1>
      <FormAlert message={formError} />
      <form ref={formRef} method="post" onSubmit={onSubmit} noValidate>
        <PasswordField {...fieldProps('password', LABELS.password)} autoComplete="new-password" hint={NEW_PASSWORD_HINT} />
        <PasswordField {...fieldProps('confirmation', LABELS.confirmation)} autoComplete="new-password" />
        <SubmitButton busy={busy} busyText="Resetting..." disabled={done}>
          Reset Password
        </SubmitButton>
      </form>
    </section>
  );
}
