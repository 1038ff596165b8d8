import { useState, type FormEvent, type ReactNode } from 'react';
import { call } from '@academy/shared/api/call';
import type { SignedIn } from '@academy/contract/schemas/accounts';
import { useFormFields } from '@academy/shared/forms/use-form-fields';
import { useSingleSubmit } from '@academy/shared/forms/use-single-submit';
import { compactErrors, emailError, firstError, requiredError } from '@academy/shared/forms/validation';
import { useT } from '@academy/shared/i18n/messages';
import FormAlert from '@academy/shared/ui/forms/FormAlert';
import PasswordField from '@academy/shared/ui/forms/PasswordField';
import SubmitButton from '@academy/shared/ui/forms/SubmitButton';
import TextField from '@academy/shared/ui/forms/TextField';

interface Credentials {
  email: string;
  password: string;
}

const FIELD_ORDER = ['email', 'password'] as const;

function validateCredentials({ email, password }: Credentials, labels: Credentials) {
  return compactErrors<keyof Credentials>({
    email: firstError(requiredError(email, labels.email), emailError(email)),
    password: requiredError(password, labels.password),
  });
}

export interface SignInFormProps {
  submitText: string;
  busyText: string;
  /** Shown when the server answers without a token or user. */
  incompleteAnswerText: string;
  /** The text for a sign-in call that failed. */
  failureText: (error: unknown) => string;
  onSignedIn: (answer: SignedIn) => void;
  /** Fields between the password and the submit button (Remember me). */
  children?: ReactNode;
  /** Asks the server to keep the session without an idle timeout. */
  rememberMe?: boolean;
  /** The e-mail address typed before (a post the page answered before its scripts ran). */
  initialEmail?: string;
  /** The e-mail field also offers the browser's passkeys for this site (WebAuthn's conditional UI). */
  passkeyAutofill?: boolean;
}

/**
 * Email and password, checked in the browser (required, e-mail shape) before the sign-in call,
 * which runs once at a time. The public login page and a portal remote served alone both use it.
 */
export default function SignInForm({
  submitText,
  busyText,
  incompleteAnswerText,
  failureText,
  onSignedIn,
  children,
  rememberMe = false,
  initialEmail = '',
  passkeyAutofill = false,
}: SignInFormProps) {
  const t = useT();
  const labels = { email: t('signIn.email'), password: t('signIn.password') };
  const { formRef, values, checkFields, fieldProps } = useFormFields<Credentials>(
    { email: initialEmail, password: '' },
    (typed) => validateCredentials(typed, labels),
    FIELD_ORDER,
  );
  const [formError, setFormError] = useState<string | null>(null);

  const { busy, run } = useSingleSubmit(async () => {
    setFormError(null);
    try {
      // read as possibly incomplete: an answer without a token or user is told apart (incompleteAnswerText)
      const answer: Partial<SignedIn> | undefined = await call('signIn', {
        // the page's language (its <html lang>), which an account without one keeps
        body: { user: { email: values.email.trim(), password: values.password, remember_me: rememberMe, locale: document.documentElement.lang || undefined } },
      });
      if (!answer?.token || !answer.user) {
        setFormError(incompleteAnswerText);
        return;
      }
      onSignedIn({ token: answer.token, user: answer.user });
    } catch (error) {
      setFormError(failureText(error));
    }
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // a new try: the last one's refusal no longer stands beside this one's field messages
    setFormError(null);
    if (checkFields()) void run();
  }

  return (
    <>
      <FormAlert message={formError} />
      <form ref={formRef} method="post" onSubmit={onSubmit} noValidate>
        <TextField {...fieldProps('email', labels.email)} type="email" autoComplete={passkeyAutofill ? 'username webauthn' : 'email'} />
        <PasswordField {...fieldProps('password', labels.password)} autoComplete="current-password" />
        {children}
        <SubmitButton busy={busy} busyText={busyText}>
          {submitText}
        </SubmitButton>
      </form>
    </>
  );
}
