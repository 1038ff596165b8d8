import { useEffect, useRef, useState, type FormEvent } from 'react';
import { toast } from '@academy/shared/feedback/toast';
import { call } from '@academy/shared/api/call';
import { errorMessage, fieldRefusals } from '@academy/shared/api/error-message';
import { useFormFields } from '@academy/shared/forms/use-form-fields';
import { useSingleSubmit } from '@academy/shared/forms/use-single-submit';
import { compactErrors, newPasswordErrors, requiredError } from '@academy/shared/forms/validation';
import { useT } from '@academy/shared/i18n/messages';
import { useReaderLocale } from '@academy/shared/i18n/local-path';
import { useSessionStore } from '@academy/shared/session/store';
import FormAlert from '@academy/shared/ui/forms/FormAlert';
import PasswordField from '@academy/shared/ui/forms/PasswordField';
import NewPasswordField from '@academy/shared/ui/forms/NewPasswordField';
import SubmitButton from '@academy/shared/ui/forms/SubmitButton';
import '@academy/shared/styles/account-security.css';

interface PasswordValues {
  current_password: string;
  password: string;
  password_confirmation: string;
}

const EMPTY: PasswordValues = { current_password: '', password: '', password_confirmation: '' };
const FIELDS = ['current_password', 'password', 'password_confirmation'] as const;

function validate(values: PasswordValues, labels: Record<keyof PasswordValues, string>) {
  const { password, confirmation } = newPasswordErrors(values.password, values.password_confirmation, {
    password: labels.password,
    confirmation: labels.password_confirmation,
  });
  return compactErrors({ current_password: requiredError(values.current_password, labels.current_password), password, password_confirmation: confirmation });
}

/** Profile: a new password, with the current one; the server signs every other session out. */
export default function ChangePasswordSection() {
  // A new key empties the form after a change.
  const [formKey, setFormKey] = useState(0);
  return <ChangePasswordForm key={formKey} afterChange={formKey > 0} onChanged={() => setFormKey((key) => key + 1)} />;
}

function ChangePasswordForm({ onChanged, afterChange }: { onChanged: () => void; afterChange: boolean }) {
  const t = useT();
  const heading = useRef<HTMLHeadingElement>(null);
  // the form the focus was in is gone: the emptied one takes the keyboard at its heading
  useEffect(() => {
    if (afterChange) heading.current?.focus();
  }, [afterChange]);
  const labels = { current_password: t('profile.password.current'), password: t('profile.password.new'), password_confirmation: t('profile.password.confirm') };
  const { formRef, values, checkFields, showErrors, fieldProps } = useFormFields<PasswordValues>(EMPTY, (typed) => validate(typed, labels), FIELDS);
  const [formError, setFormError] = useState<string | null>(null);

  const { busy, run } = useSingleSubmit(async () => {
    setFormError(null);
    try {
      await call('changePassword', { body: values });
      toast.success(t('profile.password.changed'));
      onChanged();
    } catch (error) {
      const refusals = fieldRefusals(error, FIELDS);
      if (refusals) showErrors(refusals);
      else setFormError(errorMessage(error, t('profile.password.failed')));
    }
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (checkFields()) void run();
  }

  return (
    <section className="account-security" aria-labelledby="change-password-title">
      <h2 id="change-password-title" ref={heading} tabIndex={-1}>
        {t('profile.password.change')}
      </h2>
      <FormAlert message={formError} />
      <form ref={formRef} onSubmit={onSubmit} noValidate>
        <PasswordField {...fieldProps('current_password', labels.current_password)} autoComplete="current-password" />
        <NewPasswordField {...fieldProps('password', labels.password)} />
        <PasswordField {...fieldProps('password_confirmation', labels.password_confirmation)} autoComplete="new-password" />
        <SubmitButton busy={busy} busyText={t('profile.password.busy')}>
          {t('profile.password.change')}
        </SubmitButton>
      </form>
      <NoCurrentPassword onFailed={setFormError} />
    </section>
  );
}

/**
 * For a reader without a current password to give: an account made through the academy's
 * identity provider has one nobody chose, and a forgotten one is as good as none. The reset link
 * goes to the account's own address, as "Forgot password?" would send it.
 */
function NoCurrentPassword({ onFailed }: { onFailed: (message: string | null) => void }) {
  const t = useT();
  const locale = useReaderLocale();
  const email = useSessionStore((state) => state.user?.email);
  const { busy, run } = useSingleSubmit(async () => {
    onFailed(null);
    try {
      await call('requestPasswordReset', { body: { email: email!, locale } });
      toast.success(t('profile.password.linkSent', { email: email! }));
    } catch (error) {
      onFailed(errorMessage(error, t('profile.password.linkFailed')));
    }
  });
  if (!email) return null;
  return (
    <p className="account-security__aside">
      {t('profile.password.noCurrent')}{' '}
      <button type="button" className="btn btn--secondary" disabled={busy} onClick={() => void run()}>
        {busy ? t('profile.password.linkBusy') : t('profile.password.sendLink')}
      </button>
    </p>
  );
}
