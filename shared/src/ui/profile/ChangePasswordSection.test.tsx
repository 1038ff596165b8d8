import { act, screen, waitFor } from '@testing-library/react';
import { setLocale } from '@academy/shared/i18n/locale';
import { mockEndpoint, fieldRefusal, invalidFields } from '@academy/shared/testing/api-mocks';
import { renderScreen } from '@academy/shared/testing/render-screen';
import { studentUser } from '@academy/shared/testing/users';
import ChangePasswordSection from '@academy/shared/ui/profile/ChangePasswordSection';

const CHANGED = 'Your password has been changed. Every other session of your account was signed out.';

async function fillIn(user: ReturnType<typeof renderScreen>['user'], current: string, password: string, confirmation = password) {
  await user.type(screen.getByLabelText('Current password'), current);
  await user.type(screen.getByLabelText('New password'), password);
  await user.type(screen.getByLabelText('Confirm new password'), confirmation);
  await user.click(screen.getByRole('button', { name: 'Change password' }));
}

test('every field is needed and the new password twice, before anything is sent', async () => {
  const { user } = renderScreen(<ChangePasswordSection />, { signedIn: studentUser() });
  await user.click(screen.getByRole('button', { name: 'Change password' }));
  expect(screen.getByLabelText('Current password')).toHaveAccessibleDescription('Current password is required.');
  expect(screen.getByLabelText('Current password')).toHaveFocus();
  await fillIn(user, 'old-secret', 'lantern-orchard-psalm-71', 'lantern-orchard-psalm-72');
  expect(screen.getByLabelText('Confirm new password')).toHaveAccessibleDescription('Passwords do not match');
  // no mock answers changePassword: a request would fail the test
});

test('a change sends the three fields, says it is done and empties the form', async () => {
  const changed = mockEndpoint('changePassword', { message: CHANGED }).received;
  const { user } = renderScreen(<ChangePasswordSection />, { signedIn: studentUser() });
  await fillIn(user, 'old-secret', 'lantern-orchard-psalm-71');
  expect(await screen.findByText(CHANGED)).toBeInTheDocument();
  expect(changed.map((request) => request.body)).toEqual([
    { current_password: 'old-secret', password: 'lantern-orchard-psalm-71', password_confirmation: 'lantern-orchard-psalm-71' },
  ]);
  expect(screen.getByLabelText('Current password')).toHaveValue('');
  // the emptied form takes the keyboard at its heading, not the page's top
  expect(screen.getByRole('heading', { name: 'Change password' })).toHaveFocus();
});

test('a wrong current password is told in words, and what was typed stays', async () => {
  mockEndpoint('changePassword', fieldRefusal('The current password is not correct.', { current_password: ['is not correct'] }), 400);
  const { user } = renderScreen(<ChangePasswordSection />, { signedIn: studentUser() });
  await fillIn(user, 'not-it', 'lantern-orchard-psalm-71');
  expect(await screen.findByRole('alert')).toHaveTextContent('The current password is not correct.');
  expect(screen.getByLabelText('New password')).toHaveValue('lantern-orchard-psalm-71');
});

test("the server's refusal of the new password is said under it, which takes the focus; what was typed stays", async () => {
  const common = 'The password is one of the most common passwords; choose a less guessable one.';
  mockEndpoint('changePassword', invalidFields(common, { password: ['password_common'] }), 400);
  const { user } = renderScreen(<ChangePasswordSection />, { signedIn: studentUser() });
  await fillIn(user, 'old-secret', 'password123');
  const newPassword = screen.getByLabelText('New password');
  await waitFor(() => expect(newPassword).toHaveFocus());
  expect(newPassword).toHaveAccessibleDescription(expect.stringContaining(common));
  expect(newPassword).toHaveAttribute('aria-invalid', 'true');
  expect(newPassword).toHaveValue('password123');
  expect(screen.getByLabelText('Current password')).not.toHaveAttribute('aria-invalid');
});

test('in French, what a field lacks names the field in French', async () => {
  await act(() => setLocale('fr'));
  try {
    const { user } = renderScreen(<ChangePasswordSection />, { signedIn: studentUser() });
    await user.click(await screen.findByRole('button', { name: 'Changer le mot de passe' }));
    expect(screen.getByLabelText('Nouveau mot de passe')).toHaveAccessibleDescription(/«\sNouveau mot de passe\s»/);
    expect(screen.getByLabelText('Confirmer le nouveau mot de passe')).toHaveAccessibleDescription(/«\sConfirmer le nouveau mot de passe\s»/);
  } finally {
    await act(() => setLocale('en'));
  }
});

test('without a current password, a link to choose one is sent to the account’s own address, in the reader’s language', async () => {
  const sent = mockEndpoint('requestPasswordReset', { message: 'If an account exists for that address, a link is on its way.' }).received;
  const { user } = renderScreen(<ChangePasswordSection />, { signedIn: studentUser({ email: 'lucia@example.org' }) });
  await user.click(screen.getByRole('button', { name: 'E-mail me a link' }));
  expect(await screen.findByText('A link to choose a new password is on its way to lucia@example.org.')).toBeInTheDocument();
  expect(sent.map((request) => request.body)).toEqual([{ email: 'lucia@example.org', locale: 'en' }]);
});

test('in French, the change is confirmed in French (the server answers in English)', async () => {
  mockEndpoint('changePassword', { message: CHANGED });
  await act(() => setLocale('fr'));
  try {
    const { user } = renderScreen(<ChangePasswordSection />, { signedIn: studentUser() });
    await user.type(screen.getByLabelText('Mot de passe actuel'), 'old-secret');
    await user.type(screen.getByLabelText('Nouveau mot de passe'), 'lantern-orchard-psalm-71');
    await user.type(screen.getByLabelText('Confirmer le nouveau mot de passe'), 'lantern-orchard-psalm-71');
    await user.click(screen.getByRole('button', { name: 'Changer le mot de passe' }));
    expect(await screen.findByText('Votre mot de passe a été changé. Toutes les autres sessions de votre compte ont été fermées.')).toBeInTheDocument();
  } finally {
    await act(() => setLocale('en'));
  }
});
