import { PASSWORD_LENGTH } from '@academy/contract/rules/limits';
import { useT } from '@academy/shared/i18n/messages';
import PasswordField, { type PasswordFieldProps } from '@academy/shared/ui/forms/PasswordField';

/**
 * A password being chosen (sign-up, reset, invitation, Profile): the browser may offer one, and the
 * hint says the academy's rule, its length the one the API holds.
 */
export default function NewPasswordField(props: Omit<PasswordFieldProps, 'hint' | 'autoComplete'>) {
  const t = useT();
  return <PasswordField {...props} autoComplete="new-password" hint={t('forms.password.newHint', { min: PASSWORD_LENGTH.min })} />;
}
