import { studentUser } from '@academy/shared/testing/users';
import { translate } from '@academy/shared/i18n/locale';
import '../../i18n';
import {
  ACCOUNT_FIELD_LABELS,
  EMPTY_ACCOUNT_FORM,
  toProfilePayload,
  toSignUpPayload,
  validateAccountForm as validateWithLabels,
  valuesFromUser,
  type AccountFormMode,
  type AccountFormValues,
} from './account-form';

// the labels as the English page shows them
const LABELS = Object.fromEntries(Object.entries(ACCOUNT_FIELD_LABELS).map(([field, key]) => [field, translate(key)])) as Record<
  keyof typeof ACCOUNT_FIELD_LABELS,
  string
>;
const validateAccountForm = (values: AccountFormValues, mode: AccountFormMode, originalEmail?: string) =>
  validateWithLabels(values, mode, originalEmail, LABELS);

const filled: AccountFormValues = {
  name: ' Ada Student ',
  email: 'ada@example.org',
  phone_number: '0700000000',
  birthday: '2000-03-05',
  password: 'secret-one',
  password_confirmation: 'secret-one',
  cla_role_id: '1',
  cla_cohort_id: '3',
  current_password: '',
};

test('sign-up requires every field', () => {
  expect(Object.keys(validateAccountForm(EMPTY_ACCOUNT_FORM, 'sign-up')).sort()).toEqual(
    ['birthday', 'cla_cohort_id', 'cla_role_id', 'email', 'name', 'password', 'password_confirmation', 'phone_number'].sort(),
  );
  expect(validateAccountForm(filled, 'sign-up')).toEqual({});
});

test("passwords need the academy's 8 characters and must match", () => {
  expect(validateAccountForm({ ...filled, password: '1234567', password_confirmation: '1234567' }, 'sign-up')).toEqual({
    password: 'Password must be at least 8 characters.',
    password_confirmation: 'Confirm password must be at least 8 characters.',
  });
  expect(validateAccountForm({ ...filled, password_confirmation: 'secret-two' }, 'sign-up')).toEqual({
    password_confirmation: 'Passwords do not match',
  });
});

test('edit mode checks only the four profile fields', () => {
  const values = { ...EMPTY_ACCOUNT_FORM, name: 'Ada', email: 'ada@example.org', phone_number: '1', birthday: '2000-01-01' };
  expect(validateAccountForm(values, 'edit')).toEqual({});
  expect(validateAccountForm({ ...values, email: 'not-an-email' }, 'edit')).toEqual({ email: 'Enter a valid email address.' });
});

test('the sign-up payload sends role and cohort ids as integers', () => {
  expect(toSignUpPayload(filled)).toEqual({
    name: 'Ada Student',
    email: 'ada@example.org',
    phone_number: '0700000000',
    birthday: '2000-03-05',
    password: 'secret-one',
    password_confirmation: 'secret-one',
    cla_role_id: 1,
    cla_cohort_id: 3,
  });
});

test('an unparsable cohort id is sent as null', () => {
  expect(toSignUpPayload({ ...filled, cla_cohort_id: 'none' }).cla_cohort_id).toBeNull();
});

test('the edit payload has no password fields, no id, no role', () => {
  const user = studentUser({ id: 9, cla_cohort_name: 'C3' });
  const values = valuesFromUser(user);
  expect(values.phone_number).toBe('');
  expect(toProfilePayload({ ...values, password: 'x', password_confirmation: 'x' })).toEqual({
    name: 'Ada',
    email: 'ada@example.org',
    phone_number: '',
    birthday: '',
  });
});

test('edit mode asks for the current password only when the e-mail address changes, and sends it only then', () => {
  const user = studentUser({ phone_number: '+254 700 000 000', birthday: '2000-03-05' });
  const unchanged = { ...valuesFromUser(user), email: ` ${user.email.toUpperCase()} ` };
  expect(validateAccountForm(unchanged, 'edit', user.email)).toEqual({});
  expect(toProfilePayload(unchanged, user.email)).not.toHaveProperty('current_password');

  const changed = { ...valuesFromUser(user), email: 'new-address@example.org' };
  expect(validateAccountForm(changed, 'edit', user.email)).toEqual({ current_password: 'Current password is required.' });
  expect(toProfilePayload({ ...changed, current_password: 'my-password' }, user.email)).toMatchObject({
    email: 'new-address@example.org',
    current_password: 'my-password',
  });
});
