import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSessionStore } from '@academy/shared/session/store';
import { mockEndpoint, invalidFields } from '@academy/shared/testing/api-mocks';
import { renderScreen } from '@academy/shared/testing/render-screen';
import { studentUser } from '@academy/shared/testing/users';
import AcceptInvitationScreen from './AcceptInvitationScreen';

const USED = 'This invitation was already used. Sign in with your e-mail address and the password you chose.';

function renderInvitation(url = '/invitation?token=tok-1') {
  renderScreen(<AcceptInvitationScreen />, { path: '/invitation', url, otherPaths: ['/portal'] });
}

test('shows who the link is for, checks the password twice, then signs the new account in and lands in the portal', async () => {
  const asked = mockEndpoint('getInvitation', { name: 'Abena Owusu', email: 'abena@example.org', role: 'student', cohort_name: '2027 Intake' }).received;
  const user = studentUser({ name: 'Abena Owusu', email: 'abena@example.org' });
  const accepted = mockEndpoint('acceptInvitation', { token: 'session-1', user }).received;
  renderInvitation();
  expect(await screen.findByText('Welcome, Abena Owusu. Choose a password for abena@example.org (2027 Intake).')).toBeInTheDocument();
  expect(asked.map((request) => request.body)).toEqual([{ token: 'tok-1' }]);

  await userEvent.type(screen.getByLabelText('New password'), 'Harvest-river-stone-27');
  await userEvent.type(screen.getByLabelText('Confirm new password'), 'Harvest-river-stone-2');
  await userEvent.click(screen.getByRole('button', { name: 'Set password and sign in' }));
  expect(screen.getByLabelText('Confirm new password')).toHaveAccessibleDescription('Passwords do not match');

  await userEvent.type(screen.getByLabelText('Confirm new password'), '7');
  await userEvent.click(screen.getByRole('button', { name: 'Set password and sign in' }));
  expect(await screen.findByText('Now at /portal')).toBeInTheDocument();
  expect(accepted.map((request) => request.body)).toEqual([
    { token: 'tok-1', password: 'Harvest-river-stone-27', password_confirmation: 'Harvest-river-stone-27' },
  ]);
  expect(useSessionStore.getState()).toMatchObject({ token: 'session-1', user: { email: 'abena@example.org' } });
});

test("a refused link shows the server's reason, no form, and the way to Login", async () => {
  mockEndpoint('getInvitation', { error: USED }, 400);
  renderInvitation();
  expect(await screen.findByRole('alert')).toHaveTextContent(USED);
  expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
});

test('a used link says so, and shows the way to a first password for an account made through the academy account', async () => {
  mockEndpoint('getInvitation', { error: USED, code: 'invitation_used' }, 400);
  renderInvitation();
  expect(await screen.findByRole('alert')).toHaveTextContent(USED);
  expect(screen.getByText(/Signed in with your academy account and never chose a password\?/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
});

test('a link without its token is not valid, said without asking the server', async () => {
  const asked = mockEndpoint('getInvitation', { error: 'The link must not be empty.' }, 400).received;
  renderInvitation('/invitation');
  expect(await screen.findByRole('alert')).toHaveTextContent('This invitation link is not valid.');
  expect(screen.queryByText('Checking the invitation...')).not.toBeInTheDocument();
  expect(asked).toEqual([]);
});

const ABENA = { name: 'Abena Owusu', email: 'abena@example.org', role: 'student', cohort_name: '2027 Intake' } as const;

async function choosePassword(password: string) {
  await userEvent.type(await screen.findByLabelText('New password'), password);
  await userEvent.type(screen.getByLabelText('Confirm new password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Set password and sign in' }));
}

test("a link used meanwhile (in another tab) gives way to the used link's page: the reason, no form, the way to Login", async () => {
  mockEndpoint('getInvitation', ABENA);
  mockEndpoint('acceptInvitation', { error: USED, code: 'invitation_used' }, 400);
  renderInvitation();
  await choosePassword('Harvest-river-stone-27');
  expect(await screen.findByRole('alert')).toHaveTextContent(USED);
  expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
  expect(screen.queryByText(/Welcome, Abena Owusu/)).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
});

test("the server's refusal of the password is said under it, which takes the focus", async () => {
  const common = 'The password is one of the most common passwords; choose a less guessable one.';
  mockEndpoint('getInvitation', ABENA);
  mockEndpoint('acceptInvitation', invalidFields(common, { password: ['password_common'] }), 400);
  renderInvitation();
  await choosePassword('password123');
  const password = screen.getByLabelText('New password');
  await waitFor(() => expect(password).toHaveFocus());
  expect(password).toHaveAccessibleDescription(expect.stringContaining(common));
  expect(password).toHaveAttribute('aria-invalid', 'true');
});
