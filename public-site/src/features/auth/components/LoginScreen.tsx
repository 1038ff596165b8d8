import { useRef, useState, type FormEvent } from 'react';
import axios from 'axios';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { toast } from 'react-toastify';
import { signIn } from '@academy/shared/api/auth';
import { errorMessage } from '@academy/shared/api/error-message';
import { focusField } from '@academy/shared/forms/focus';
import { useSingleSubmit } from '@academy/shared/forms/use-single-submit';
import { compactErrors, emailError, firstError, requiredError, type FieldErrors } from '@academy/shared/forms/validation';
import { ACCOUNT_PATHS, landingPathFor, loginMessageFrom } from '@academy/shared/routing/account-routes';
import { useSessionStore } from '@academy/shared/session/store';
import CheckboxField from '@academy/shared/ui/forms/CheckboxField';
import FormAlert from '@academy/shared/ui/forms/FormAlert';
import PasswordField from '@academy/shared/ui/forms/PasswordField';
import SubmitButton from '@academy/shared/ui/forms/SubmitButton';
import TextField from '@academy/shared/ui/forms/TextField';
import '../auth.css';

type LoginField = 'email' | 'password';

const LOGIN_FAILED = 'Login failed. Please check your credentials.';

/**
 * /login (SPEC 2.4). 'Remember me' keeps the session for its 7 days across browser restarts (a copy
 * in local storage); unticked, the session ends when the tab is closed.
 */
export default function LoginScreen() {
  const navigate = useNavigate();
  const location = useLocation();
  const arrivalMessage = loginMessageFrom(location.state);
  const formRef = useRef<HTMLFormElement>(null);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors<LoginField>>({});
  const [formError, setFormError] = useState<string | null>(null);

  const { busy, run } = useSingleSubmit(async () => {
    setFormError(null);
    try {
      const answer = await signIn(email.trim(), password);
      if (!answer?.token || !answer.user) {
        setFormError('Authentication failed');
        return;
      }
      useSessionStore.getState().signIn(answer.token, answer.user, { remember });
      toast.success('Login successful!');
      navigate(landingPathFor(answer.user), { replace: true });
    } catch (error) {
      // Refused credentials get the SPEC 8 login text; anything else (bad input, rate limit, no
      // answer) follows the form error rule with that text as its default.
      const refused = axios.isAxiosError(error) && error.response?.status === 401;
      setFormError(refused ? LOGIN_FAILED : errorMessage(error, LOGIN_FAILED));
    }
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const errors = compactErrors<LoginField>({
      email: firstError(requiredError(email, 'Email'), emailError(email)),
      password: requiredError(password, 'Password'),
    });
    setFieldErrors(errors);
    const firstInvalid = Object.keys(errors)[0];
    if (firstInvalid) {
      focusField(formRef.current, firstInvalid);
      return;
    }
    void run();
  }

  return (
    <section className="auth-card" aria-labelledby="login-title">
      <h1 id="login-title">Login</h1>
      <FormAlert message={arrivalMessage} tone="info" />
      <FormAlert message={formError} />
      <form ref={formRef} onSubmit={onSubmit} noValidate>
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          required
          value={email}
          error={fieldErrors.email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <PasswordField
          label="Password"
          name="password"
          autoComplete="current-password"
          required
          value={password}
          error={fieldErrors.password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <CheckboxField
          label="Remember me"
          name="remember"
          hint="Stay signed in on this device for 7 days, even after closing the browser."
          checked={remember}
          onChange={(event) => setRemember(event.target.checked)}
        />
        <SubmitButton busy={busy} busyText="Logging in...">
          Login
        </SubmitButton>
      </form>
      <p className="auth-links">
        <Link to={ACCOUNT_PATHS.forgotPassword}>Forgot password?</Link>
      </p>
    </section>
  );
}
