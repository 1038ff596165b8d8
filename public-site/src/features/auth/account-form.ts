import type { EditProfileBody, SignUpBody } from '@academy/contract/schemas/accounts';
import { PASSWORD_LENGTH } from '@academy/contract/rules/limits';
import type { User } from '@academy/shared/domain/types';
import { compactErrors, emailError, firstError, minLengthError, passwordsMatchError, requiredError, type FieldErrors } from '@academy/shared/forms/validation';
import type { SiteMessageKey } from '../../i18n';

/** /JJRSFCLA either creates an account or edits the signed-in user's profile (docs/requirements.md §2.5). */
export type AccountFormMode = 'sign-up' | 'edit';

/**
 * The form's inputs as typed (every value is text until it is sent): the sign-up's fields, and
 * `current_password`, which the server asks for in edit mode when the e-mail address changes.
 */
export type AccountFormValues = Record<keyof SignUpFields | 'current_password', string>;

/** What the person types: the page's language goes beside it, not in a field. */
type SignUpFields = Omit<SignUpBody['user'], 'locale'>;
/** `current_password` only when the e-mail address changes. */
type ProfileFields = EditProfileBody['user'];

export type AccountField = keyof AccountFormValues;

/** Each field's label, a key of the public site's catalog. */
export const ACCOUNT_FIELD_LABELS: Record<AccountField, SiteMessageKey> = {
  name: 'site.account.name',
  email: 'site.account.email',
  phone_number: 'site.account.phone',
  birthday: 'site.account.birthday',
  password: 'site.account.password',
  password_confirmation: 'site.account.confirmation',
  cla_role_id: 'site.account.role',
  cla_cohort_id: 'site.account.cohort',
  current_password: 'site.account.currentPassword',
};

/** Fields in the order the form shows them, per mode: edit mode has no password, role or cohort. */
export const ACCOUNT_FIELDS: Record<AccountFormMode, AccountField[]> = {
  'sign-up': ['name', 'email', 'phone_number', 'birthday', 'password', 'password_confirmation', 'cla_role_id', 'cla_cohort_id'],
  edit: ['name', 'email', 'phone_number', 'birthday', 'current_password'],
};

export const EMPTY_ACCOUNT_FORM: AccountFormValues = {
  name: '',
  email: '',
  phone_number: '',
  birthday: '',
  password: '',
  password_confirmation: '',
  cla_role_id: '',
  cla_cohort_id: '',
  current_password: '',
};

/** Edit mode starts from the user's data as the profile passed it. */
export function valuesFromUser(user: User): AccountFormValues {
  return {
    ...EMPTY_ACCOUNT_FORM,
    name: user.name ?? '',
    email: user.email ?? '',
    phone_number: user.phone_number ?? '',
    birthday: user.birthday ?? '',
  };
}

/** Whether an edit changes the e-mail address the account had (`original`), so the current password is needed. */
export function emailChanges(values: AccountFormValues, original: string | undefined): boolean {
  return original !== undefined && values.email.trim().toLowerCase() !== original.trim().toLowerCase();
}

/**
 * docs/requirements.md §5: every field of the mode is required; passwords at least PASSWORD_LENGTH.min characters and equal. In edit
 * mode the current password is required only when the e-mail address changes from `originalEmail`. `labels` are the
 * fields' labels as the form shows them.
 */
export function validateAccountForm(
  values: AccountFormValues,
  mode: AccountFormMode,
  originalEmail: string | undefined,
  labels: Record<AccountField, string>,
): FieldErrors<AccountField> {
  const errors = {} as Record<AccountField, string | null>;
  for (const field of ACCOUNT_FIELDS[mode]) {
    if (field === 'current_password' && !emailChanges(values, originalEmail)) continue;
    errors[field] = requiredError(values[field], labels[field]);
  }
  errors.email = firstError(errors.email, emailError(values.email));
  if (mode === 'sign-up') {
    errors.password = firstError(errors.password, minLengthError(values.password, labels.password, PASSWORD_LENGTH.min));
    errors.password_confirmation = firstError(
      errors.password_confirmation,
      minLengthError(values.password_confirmation, labels.password_confirmation, PASSWORD_LENGTH.min),
      passwordsMatchError(values.password, values.password_confirmation),
    );
  }
  return compactErrors(errors);
}

/** An id typed as text, as an integer; null when it is not one. */
export function parseId(text: string): number | null {
  const id = Number.parseInt(text, 10);
  return Number.isNaN(id) ? null : id;
}

/** docs/requirements.md §5: role and cohort ids go as integers, the cohort as null when unparsable. */
export function toSignUpPayload(values: AccountFormValues): SignUpFields {
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    phone_number: values.phone_number.trim(),
    birthday: values.birthday,
    password: values.password,
    password_confirmation: values.password_confirmation,
    cla_role_id: parseId(values.cla_role_id) ?? 0,
    cla_cohort_id: parseId(values.cla_cohort_id),
  };
}

/**
 * docs/requirements.md §5: edit mode sends only the profile fields: no new password, no id (the id goes in the
 * query); the current password only when the e-mail address changes.
 */
export function toProfilePayload(values: AccountFormValues, originalEmail?: string): ProfileFields {
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    phone_number: values.phone_number.trim(),
    birthday: values.birthday,
    ...(emailChanges(values, originalEmail) ? { current_password: values.current_password } : {}),
  };
}
