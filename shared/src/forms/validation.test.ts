import { compactErrors, emailError, firstError, minLengthError, passwordsMatchError, requiredError } from '@academy/shared/forms/validation';

test('required, minimum length and e-mail shape', () => {
  expect(requiredError('  ', 'Name')).toBe('Name is required.');
  expect(requiredError('Ada', 'Name')).toBeNull();
  expect(minLengthError('12345', 'Password', 6)).toBe('Password must be at least 6 characters.');
  expect(minLengthError('123456', 'Password', 6)).toBeNull();
  expect(minLengthError('', 'Password', 6)).toBeNull();
  expect(emailError('ada@example')).toBe('Enter a valid email address.');
  expect(emailError('ada@example.org')).toBeNull();
});

test('passwords must match, and the first applicable message wins', () => {
  expect(passwordsMatchError('secret1', 'secret2')).toBe('Passwords do not match');
  expect(passwordsMatchError('secret1', 'secret1')).toBeNull();
  expect(firstError(null, 'second', 'third')).toBe('second');
  expect(compactErrors({ a: null, b: 'wrong' })).toEqual({ b: 'wrong' });
});
