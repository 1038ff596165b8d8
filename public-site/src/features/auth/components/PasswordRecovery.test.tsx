import { setLocale } from '@academy/shared/i18n/locale';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { dropEndpoint, fieldRefusal, mockEndpoint, invalidFields } from '@academy/shared/testing/api-mocks';
import Toasts from '@academy/shared/ui/Toasts';
import ForgotPasswordScreen from './ForgotPasswordScreen';
import ResetPasswordScreen from './ResetPasswordScreen';

/** A 400 whose body has no `error`: the screen falls back to its own words. */
const WITHOUT_ERROR = {} as { error: string };

function LoginProbe() {
  const location = useLocation();
  return <p>{`login page ${(location.state as { message?: string } | null)?.message ?? ''}`.trim()}</p>;
}

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/forgot-password" element={<ForgotPasswordScreen />} />
        <Route path="/reset-password" element={<ResetPasswordScreen />} />
        <Route path="/login" element={<LoginProbe />} />
      </Routes>
      <Toasts />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  jest.useRealTimers();
});

test('forgot password: Back to Login goes to /login', async () => {
  renderAt('/forgot-password');
  await userEvent.click(screen.getByRole('button', { name: 'Back to Login' }));
  expect(screen.getByText('login page')).toBeInTheDocument();
});

test('forgot password: an empty or malformed email is refused in plain words, focused, and nothing is sent', async () => {
  renderAt('/forgot-password');
  await userEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
  expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email is required.');
  expect(screen.getByLabelText('Email')).toHaveFocus();
  await userEvent.type(screen.getByLabelText('Email'), 'ada.example.org');
  await userEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
  expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Enter a valid email address.');
  // no mock answers requestPasswordReset: a request would fail the test
});

test('forgot password: a refused address shows the sentence, not the field; no answer at all says so', async () => {
  mockEndpoint('requestPasswordReset', fieldRefusal('Enter a valid email address.', { email: ['must match format "email"'] }), 400);
  renderAt('/forgot-password');
  await userEvent.type(screen.getByLabelText('Email'), 'ada@example.org');
  await userEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(/^Enter a valid email address\.$/);
  dropEndpoint('requestPasswordReset');
  await userEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('No response from server. Please check your internet connection.');
  expect(screen.getByLabelText('Email')).toHaveValue('ada@example.org');
});

test('forgot password: the server error field, else the default text', async () => {
  mockEndpoint('requestPasswordReset', { error: 'Too many requests' }, 400);
  renderAt('/forgot-password');
  await userEvent.type(screen.getByLabelText('Email'), 'ada@example.org');
  await userEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests');
  mockEndpoint('requestPasswordReset', WITHOUT_ERROR, 400);
  await userEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Failed to send reset link. Please try again.');
});

test('forgot password: success toasts, then goes to /login after 3 seconds', async () => {
  jest.useFakeTimers();
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  const requested = mockEndpoint('requestPasswordReset', { message: 'sent' }).received;
  renderAt('/forgot-password');
  await user.type(screen.getByLabelText('Email'), 'ada@example.org');
  await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
  expect(await screen.findByText('Reset link has been sent to your email!')).toBeInTheDocument();
  expect(requested.map((request) => request.body)).toEqual([{ email: 'ada@example.org' }]);
  expect(screen.queryByText('login page')).not.toBeInTheDocument();
  act(() => jest.advanceTimersByTime(3000));
  expect(screen.getByText('login page')).toBeInTheDocument();
});

test("forgot password on a French page names the page's language, for an account that has chosen none", async () => {
  const requested = mockEndpoint('requestPasswordReset', { message: 'sent' }).received;
  await act(() => setLocale('fr'));
  try {
    renderAt('/forgot-password');
    await userEvent.type(await screen.findByLabelText('E-mail'), 'ada@example.org');
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer le lien' }));
    await waitFor(() => expect(requested.map((request) => request.body)).toEqual([{ email: 'ada@example.org', locale: 'fr' }]));
  } finally {
    await act(() => setLocale('en'));
  }
});

test('reset password without a token: Invalid reset link and off to /login', async () => {
  renderAt('/reset-password');
  expect(await screen.findByText('login page Invalid reset link')).toBeInTheDocument();
});

test("reset password: both as long as the academy asks, as the field's hint says, and equal", async () => {
  renderAt('/reset-password?token=abc');
  expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(/at least 8 characters/);
  await userEvent.type(screen.getByLabelText('New password'), '1234567');
  await userEvent.type(screen.getByLabelText('Confirm new password'), '1234567');
  await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
  expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(/New password must be at least 8 characters\./);
  expect(screen.getByLabelText('Confirm new password')).toHaveAccessibleDescription('Confirm new password must be at least 8 characters.');

  await userEvent.type(screen.getByLabelText('New password'), '8');
  await userEvent.type(screen.getByLabelText('Confirm new password'), '9');
  await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
  expect(screen.getByLabelText('Confirm new password')).toHaveAccessibleDescription('Passwords do not match');
  // no mock answers resetPassword: a request would fail the test
});

test('reset password: the server error field, else the default text', async () => {
  mockEndpoint('resetPassword', { error: 'This reset link has expired' }, 400);
  renderAt('/reset-password?token=abc');
  await userEvent.type(screen.getByLabelText('New password'), 'secret-one');
  await userEvent.type(screen.getByLabelText('Confirm new password'), 'secret-one');
  await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('This reset link has expired');
  mockEndpoint('resetPassword', WITHOUT_ERROR, 400);
  await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Failed to reset password. Please try again.');
});

test('reset password: a used or expired link gives way to its reason and a link to ask for a new one', async () => {
  const reason = 'This reset link is invalid, has expired or was already used. Please ask for a new one.';
  mockEndpoint('resetPassword', { error: reason, code: 'reset_link_invalid' }, 400);
  renderAt('/reset-password?token=abc');
  await userEvent.type(screen.getByLabelText('New password'), 'secret-one');
  await userEvent.type(screen.getByLabelText('Confirm new password'), 'secret-one');
  await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(reason);
  expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('link', { name: 'Ask for a new link' }));
  expect(screen.getByRole('heading', { name: 'Forgot password' })).toBeInTheDocument();
});

test('reset password: a refused password shows the sentence, not the field; no answer at all says so', async () => {
  mockEndpoint('resetPassword', fieldRefusal('The password must be at least 6 characters.', { password: ['must NOT have fewer than 6 characters'] }), 400);
  renderAt('/reset-password?token=abc');
  await userEvent.type(screen.getByLabelText('New password'), 'secret-one');
  await userEvent.type(screen.getByLabelText('Confirm new password'), 'secret-one');
  await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(/^The password must be at least 6 characters\.$/);
  dropEndpoint('resetPassword');
  await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('No response from server. Please check your internet connection.');
});

test("reset password: the server's refusal of the password, by its code, is said under the field, which takes the focus", async () => {
  const common = 'The password is one of the most common passwords; choose a less guessable one.';
  mockEndpoint('resetPassword', invalidFields(common, { password: ['password_common'] }), 400);
  renderAt('/reset-password?token=abc');
  await userEvent.type(screen.getByLabelText('New password'), 'password123');
  await userEvent.type(screen.getByLabelText('Confirm new password'), 'password123');
  await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
  const password = screen.getByLabelText('New password');
  await waitFor(() => expect(password).toHaveFocus());
  expect(password).toHaveAccessibleDescription(expect.stringContaining(common));
});

test('reset password: sends the token and the new password, then /login after 3 seconds', async () => {
  jest.useFakeTimers();
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  const reset = mockEndpoint('resetPassword', { message: 'ok' }).received;
  renderAt('/reset-password?token=abc');
  await user.type(screen.getByLabelText('New password'), 'secret-one');
  await user.type(screen.getByLabelText('Confirm new password'), 'secret-one');
  await user.click(screen.getByRole('button', { name: 'Reset Password' }));
  expect(await screen.findByText('Password has been reset successfully!')).toBeInTheDocument();
  expect(reset.map((request) => request.body)).toEqual([{ token: 'abc', password: 'secret-one' }]);
  act(() => jest.advanceTimersByTime(3000));
  expect(screen.getByText('login page')).toBeInTheDocument();
});
