import { useRef, useState, type FormEvent } from 'react';
import { signIn } from '@academy/shared/api/auth';
import { errorMessage } from '@academy/shared/api/error-message';
import type { RoleName } from '@academy/shared/domain/types';
import { focusField } from '@academy/shared/forms/focus';
import { useSingleSubmit } from '@academy/shared/forms/use-single-submit';
import { compactErrors, emailError, firstError, requiredError, type FieldErrors } from '@academy/shared/forms/validation';
import { useSessionStore } from '@academy/shared/session/store';
import FormAlert from '@academy/shared/ui/forms/FormAlert';
import PasswordField from '@academy/shared/ui/forms/PasswordField';
import SubmitButton from '@academy/shared/ui/forms/SubmitButton';
import TextField from '@academy/shared/ui/forms/TextField';
import '@academy/shared/styles/standalone.css';

type SignInField = 'email' | 'password';

const SIGN_IN_FAILED = 'Sign-in failed. Please try again.';

export interface StandaloneSignInProps {
  /** The area being worked on, as the note names it ('student portal'). */
  areaName: string;
  /** The role whose screens this area serves. */
  role: RoleName;
  /** Why the session held now is not enough (expired, no cohort), shown above the form. */
  notice?: string | null;
}

/**
 * A portal remote served alone has no public site and no shell, and session storage belongs to
 * its own origin: this form signs a team member in through the shared API call and store.
 */
export default function StandaloneSignIn({ areaName, role, notice }: StandaloneSignInProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors<SignInField>>({});
  const [formError, setFormError] = useState<string | null>(null);

  const { busy, run } = useSingleSubmit(async () => {
    setFormError(null);
    try {
      const answer = await signIn(email.trim(), password);
      if (!answer?.token || !answer.user) {
        setFormError(SIGN_IN_FAILED);
        return;
      }
      useSessionStore.getState().signIn(answer.token, answer.user);
    } catch (error) {
      setFormError(errorMessage(error, SIGN_IN_FAILED));
    }
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const errors = compactErrors<SignInField>({
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
    <main id="main">
      <section className="standalone-card" aria-labelledby="standalone-sign-in-title">
        <h1 id="standalone-sign-in-title">Sign in to work on this area</h1>
        <p className="standalone-note">
          The {areaName} is running alone on its own port, for the team that builds it. Sign in with a {role} account of
          the API it uses. Visitors sign in on the main site.
        </p>
        <FormAlert message={notice} tone="info" />
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
          <SubmitButton busy={busy} busyText="Signing in...">
            Sign in
          </SubmitButton>
        </form>
      </section>
    </main>
  );
}
