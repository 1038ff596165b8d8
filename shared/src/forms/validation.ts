import { isEmailAddress } from '@academy/contract/rules/email-address';
import { PASSWORD_LENGTH } from '@academy/contract/rules/limits';
import { translate } from '@academy/shared/i18n/locale';

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

// The messages are in the page's language (docs/languages.md); `label` is the field's, as the form shows it.

/** The message for an empty required field, or null. */
export function requiredError(value: string, label: string): string | null {
  return value.trim() ? null : translate('validation.required', { label });
}

/** The message for a value shorter than `min` characters, or null (empty values are `requiredError`'s job). */
export function minLengthError(value: string, label: string, min: number): string | null {
  return value && value.length < min ? translate('validation.minLength', { label, min }) : null;
}

/** The message for a value longer than `max` characters once trimmed, or null. */
export function maxLengthError(value: string, label: string, max: number): string | null {
  return value.trim().length > max ? translate('validation.maxLength', { label, max }) : null;
}

/** The message for text that is not shaped like an e-mail address, or null. */
export function emailError(value: string): string | null {
  return value.trim() && !isEmailAddress(value.trim()) ? translate('validation.email') : null;
}

/** The message for text that is not a whole number from 0 to 100, or null (empty is `requiredError`'s job). */
export function percentError(value: string, label: string): string | null {
  const text = value.trim();
  return text === '' || (/^\d{1,3}$/.test(text) && Number(text) <= 100) ? null : translate('validation.percent', { label });
}

/** The first message that applies, or null. */
export function firstError(...messages: (string | null)[]): string | null {
  return messages.find((message) => message !== null) ?? null;
}

/** Drops the fields without an error, so an empty object means the form is valid. */
export function compactErrors<K extends string>(errors: Record<K, string | null>): FieldErrors<K> {
  const result: FieldErrors<K> = {};
  for (const key of Object.keys(errors) as K[]) {
    const message = errors[key];
    if (message) result[key] = message;
  }
  return result;
}

export function hasErrors<K extends string>(errors: FieldErrors<K>): boolean {
  return Object.keys(errors).length > 0;
}

/** docs/requirements.md §5 and §8: a password and its confirmation must be equal. */
export function passwordsMatchError(password: string, confirmation: string): string | null {
  return password && confirmation && password !== confirmation ? translate('validation.passwordsMatch') : null;
}

/**
 * The checks of a new password typed twice (docs/requirements.md): both required, the same, and as
 * long as the academy asks (its 8 rather than the 6 there, which would let the form send 6 or 7
 * characters only for the server to refuse them under a hint that asks for 8). Each message names
 * its field as the form labels it.
 */
export function newPasswordErrors(
  password: string,
  confirmation: string,
  labels: { password: string; confirmation: string },
): { password: string | null; confirmation: string | null } {
  return {
    password: firstError(requiredError(password, labels.password), minLengthError(password, labels.password, PASSWORD_LENGTH.min)),
    confirmation: firstError(
      requiredError(confirmation, labels.confirmation),
      minLengthError(confirmation, labels.confirmation, PASSWORD_LENGTH.min),
      passwordsMatchError(password, confirmation),
    ),
  };
}
