import { useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from 'react-toastify';
import { call } from '@academy/shared/api/call';
import { errorMessage } from '@academy/shared/api/error-message';
import { useEarlyInput } from '@academy/shared/forms/early-input';
import { focusField } from '@academy/shared/forms/focus';
import { useSingleSubmit } from '@academy/shared/forms/use-single-submit';
import { emailError, firstError, requiredError } from '@academy/shared/forms/validation';
import { ACCOUNT_PATHS } from '@academy/shared/routing/account-routes';
import FormAlert from '@academy/shared/ui/forms/FormAlert';
import SubmitButton from '@academy/shared/ui/forms/SubmitButton';
import TextField from '@academy/shared/ui/forms/TextField';
import { useDelayedRedirect } from '../use-delayed-redirect';
import '../auth.css';
import { ACADEMY_NAME } from '../../../config/academy';
import PageMeta from '../../../app/PageMeta';
import { NOT_SENT_YET, useFormEcho } from '../../../app/page-data';

/** /forgot-password (docs/requirements.md §2.3): asks the API to e-mail a reset link. */
export default function ForgotPasswordScreen() {
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const echo = useFormEcho();
  const [email, setEmail] = useState(echo?.email ?? '');
  useEarlyInput(formRef, (input) => typeof input.email === 'string' && setEmail(input.email));
  const [emailProblem, setEmailProblem] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(echo ? NOT_SENT_YET : null);
  const [sent, setSent] = useState(false);
  const redirectToLogin = useDelayedRedirect(ACCOUNT_PATHS.login);

  const { busy, run } = useSingleSubmit(async () => {
    setFormError(null);
    try {
      const answer = await call('requestPasswordReset', { body: { email: email.trim() } });
      if (!answer) throw new Error('empty answer');
      setSent(true);
      toast.success('Reset link has been sent to your email!');
      redirectToLogin();
    } catch (error) {
      setFormError(errorMessage(error, 'Failed to send reset link. Please try again.'));
    }
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sent) return;
    const problem = firstError(requiredError(email, 'Email'), emailError(email));
    setEmailProblem(problem);
    if (problem) {
      focusField(formRef.current, 'email');
      return;
    }
    void run();
  }

  return (
    <section className="form-card" aria-labelledby="forgot-title">
      <PageMeta title={`Forgot password | ${ACADEMY_NAME}`} description="Get a link to set a new password for your academy account." />
      <h1 id="forgot-title">Forgot password</h1>
      <p className="auth-intro">Enter the email of your account and we will send you a link to set a new password.</p>
      <FormAlert message={formError} />
      <form ref={formRef} method="post" onSubmit={onSubmit} noValidate>
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          required
          value={email}
          error={emailProblem}
          onChange={(event) => setEmail(event.target.value)}
        />
        <div className="auth-actions">
          <SubmitButton busy={busy} busyText="Sending..." disabled={sent}>
            Send Reset Link
          </SubmitButton>
          <button type="button" className="btn btn--secondary" onClick={() => navigate(ACCOUNT_PATHS.login)}>
            Back to Login
          </button>
        </div>
      </form>
    </section>
  );
}
