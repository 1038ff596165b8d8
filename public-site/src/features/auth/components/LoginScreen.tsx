import { isApiError } from '@academy/shared/api/client';
import { useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { toast } from 'react-toastify';
import { errorMessage } from '@academy/shared/api/error-message';
import { ACCOUNT_PATHS, afterLoginPathFor, loginMessageFrom } from '@academy/shared/routing/account-routes';
import { useSessionStore } from '@academy/shared/session/store';
import { useEarlyInput } from '@academy/shared/forms/early-input';
import CheckboxField from '@academy/shared/ui/forms/CheckboxField';
import FormAlert from '@academy/shared/ui/forms/FormAlert';
import type { SignedIn } from '@academy/contract/schemas/accounts';
import SignInForm from '@academy/shared/ui/forms/SignInForm';
import '../auth.css';
import { ACADEMY_NAME } from '../../../config/academy';
import PageMeta from '../../../app/PageMeta';
import { INTAKES_CONTENT } from '../../../app/intakes';
import { NOT_SENT_YET, useFormEcho, usePageContent } from '../../../app/page-data';

/** New here? The sign-up link, while the academy's sign-up is open (asked in the browser; its line is kept, so nothing moves when it comes). */
function SignUpLink() {
  const { state } = usePageContent(INTAKES_CONTENT);
  const open = state.status === 'ready' && state.data.sign_up_open;
  return (
    <p className="auth-links auth-links--sign-up">
      {open && (
        <span>
          New here? <Link to={ACCOUNT_PATHS.account}>Create a student account</Link>
        </span>
      )}
    </p>
  );
}

const LOGIN_FAILED = 'Login failed. Please check your credentials.';

// Refused credentials get the docs/requirements.md §8 login text; anything else (bad input, rate limit, no answer)
// follows the form error rule with that text as its default.
function loginFailureText(error: unknown): string {
  const refused = isApiError(error) && error.response?.status === 401;
  return refused ? LOGIN_FAILED : errorMessage(error, LOGIN_FAILED);
}

/**
 * /login (docs/requirements.md §2.4). 'Remember me' keeps the session for its 7 days across browser restarts (a copy
 * in local storage); unticked, the session ends when the tab is closed.
 */
export default function LoginScreen() {
  const navigate = useNavigate();
  const location = useLocation();
  const echo = useFormEcho();
  const arrivalMessage = echo ? NOT_SENT_YET : loginMessageFrom(location.state);
  const [remember, setRemember] = useState(false);
  // the e-mail and password are SignInForm's own; the box ticked before the page came alive is this screen's
  const card = useRef<HTMLElement>(null);
  useEarlyInput(card, (input) => typeof input.remember === 'boolean' && setRemember(input.remember));

  function onSignedIn({ token, user }: SignedIn) {
    useSessionStore.getState().signIn(token, user, { remember });
    // a message of an earlier screen ("Account created") does not follow the user into the portal
    toast.dismiss();
    toast.success('Login successful!');
    navigate(afterLoginPathFor(user, location.state), { replace: true });
  }

  return (
    <section ref={card} className="form-card" aria-labelledby="login-title">
      <PageMeta title={`Login | ${ACADEMY_NAME}`} description="Sign in to the student and facilitator portal of the academy." />
      <h1 id="login-title">Login</h1>
      <FormAlert message={arrivalMessage} tone="info" />
      <SignInForm
        submitText="Login"
        busyText="Logging in..."
        incompleteAnswerText="Authentication failed"
        failureText={loginFailureText}
        onSignedIn={onSignedIn}
        rememberMe={remember}
        initialEmail={echo?.email}
      >
        <CheckboxField
          label="Remember me"
          name="remember"
          hint="Stay signed in on this device for 7 days, even after closing the browser."
          checked={remember}
          onChange={(event) => setRemember(event.target.checked)}
        />
      </SignInForm>
      <p className="auth-links">
        <Link to={ACCOUNT_PATHS.forgotPassword}>Forgot password?</Link>
      </p>
      <SignUpLink />
    </section>
  );
}
