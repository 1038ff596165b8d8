import { act, screen, waitFor } from '@testing-library/react';
import { setLocale } from '@academy/shared/i18n/locale';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import type { User } from '@academy/shared/domain/types';
import { useSessionStore } from '@academy/shared/session/store';
import { mockEndpoint, fieldRefusal, invalidFields } from '@academy/shared/testing/api-mocks';
import { renderScreen } from '@academy/shared/testing/render-screen';
import { studentUser } from '@academy/shared/testing/users';
import AccountScreen from './AccountScreen';

const user = studentUser({ id: 42, name: 'Ada Student', birthday: '2000-03-05', phone_number: '0700' });

function LoginProbe() {
  const location = useLocation();
  return <p>{`login page: ${(location.state as { message?: string } | null)?.message ?? ''}`}</p>;
}

function renderAccount(state?: unknown, signedIn?: User) {
  return renderScreen(
    <Routes>
      <Route path="/JJRSFCLA" element={<AccountScreen />} />
      <Route path="/login" element={<LoginProbe />} />
      <Route path="/portal/profile" element={<p>profile page</p>} />
    </Routes>,
    { path: '/*', url: '/JJRSFCLA', state, signedIn },
  );
}

async function fillSignUp(password = 'secret-one', confirmation = 'secret-one') {
  await userEvent.type(screen.getByLabelText('Name'), 'Ada Student');
  await userEvent.type(screen.getByLabelText('Email'), 'ada@example.org');
  await userEvent.type(screen.getByLabelText('Phone number'), '0700');
  await userEvent.type(screen.getByLabelText('Birthday'), '2000-03-05');
  await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.type(screen.getByLabelText('Confirm password'), confirmation);
  await userEvent.selectOptions(screen.getByLabelText('Role'), '1');
  await userEvent.selectOptions(screen.getByLabelText('Cohort'), '3');
}

beforeEach(() => {
  mockEndpoint('listRoles', [
    { id: 1, name: 'student', sign_up: true },
    { id: 2, name: 'facilitator', sign_up: false },
  ]);
  mockEndpoint('listCohorts', [{ id: 3, name: 'Cohort 3' }]);
});

test('the drop-downs show id and name of each role and cohort, and a link goes back to /login', async () => {
  mockEndpoint('listRoles', [
    { id: 1, name: 'student', sign_up: true },
    { id: 2, name: 'facilitator', sign_up: true },
  ]);
  renderAccount();
  expect(await screen.findByRole('option', { name: '2 - facilitator' })).toHaveValue('2');
  expect(screen.getByRole('option', { name: '3 - Cohort 3' })).toHaveValue('3');
  expect(screen.getByLabelText('Role')).not.toHaveAccessibleDescription();
  expect(screen.getByRole('link', { name: /login/i })).toHaveAttribute('href', '/login');
});

test('in Portuguese the roles are named in Portuguese beside their id', async () => {
  mockEndpoint('listRoles', [
    { id: 1, name: 'student', sign_up: true },
    { id: 2, name: 'facilitator', sign_up: true },
  ]);
  await act(() => setLocale('pt'));
  try {
    renderAccount();
    expect(await screen.findByRole('option', { name: '1 - aluno' })).toHaveValue('1');
    expect(screen.getByRole('option', { name: '2 - facilitador' })).toHaveValue('2');
  } finally {
    await act(() => setLocale('en'));
  }
});

test('a role the server does not accept at sign-up is not offered, and the form says so before submit', async () => {
  renderAccount();
  expect(await screen.findByRole('option', { name: '1 - student' })).toHaveValue('1');
  expect(screen.queryByRole('option', { name: '2 - facilitator' })).not.toBeInTheDocument();
  expect(screen.getByLabelText('Role')).toHaveAccessibleDescription('Facilitator accounts are created by the academy: ask the academy for one.');
});

test('every field is required', async () => {
  renderAccount();
  await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
  for (const label of ['Name', 'Email', 'Phone number', 'Birthday', 'Password', 'Confirm password', 'Role', 'Cohort']) {
    expect(screen.getByLabelText(label)).toHaveAccessibleDescription(expect.stringContaining(`${label} is required.`));
  }
  expect(screen.getByLabelText('Name')).toHaveFocus();
  // no mock answers signUp: a request would fail the test
});

test('mismatched passwords say so and send nothing', async () => {
  renderAccount();
  await screen.findByRole('option', { name: '3 - Cohort 3' });
  await fillSignUp('secret-one', 'secret-two');
  await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
  expect(screen.getByLabelText('Confirm password')).toHaveAccessibleDescription('Passwords do not match');
});

test('a sign-up sends integer ids and goes to /login with a message', async () => {
  const signedUp = mockEndpoint('signUp', { message: 'User created successfully' }).received;
  renderAccount();
  await screen.findByRole('option', { name: '3 - Cohort 3' });
  await fillSignUp();
  await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));

  expect(await screen.findByText(/^login page: Welcome, Ada Student!/)).toBeInTheDocument();
  expect(await screen.findByText('Account created successfully!')).toBeInTheDocument();
  expect(signedUp.map((request) => request.body)).toEqual([
    {
      user: {
        name: 'Ada Student',
        email: 'ada@example.org',
        phone_number: '0700',
        birthday: '2000-03-05',
        password: 'secret-one',
        password_confirmation: 'secret-one',
        cla_role_id: 1,
        cla_cohort_id: 3,
      },
    },
  ]);
});

test('a refused sign-up shows the server errors as sentences, else the default', async () => {
  mockEndpoint('signUp', fieldRefusal('The e-mail address has already been taken.', { email: ['has already been taken'] }), 400);
  renderAccount();
  await screen.findByRole('option', { name: '3 - Cohort 3' });
  await fillSignUp();
  await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('The e-mail address has already been taken.');

  mockEndpoint('signUp', { message: 'something else' });
  await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong. Please try again.');
});

test("the server's refusal of the password is said under it, which takes the focus: not at the top of a long form on a phone", async () => {
  const common = 'The password is one of the most common passwords; choose a less guessable one.';
  mockEndpoint('signUp', invalidFields(common, { password: ['password_common'] }), 400);
  renderAccount();
  await screen.findByRole('option', { name: '3 - Cohort 3' });
  await fillSignUp();
  await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
  const password = screen.getByLabelText('Password');
  await waitFor(() => expect(password).toHaveFocus());
  expect(password).toHaveAccessibleDescription(expect.stringContaining(common));
  expect(password).toHaveAttribute('aria-invalid', 'true');
});

test('edit mode shows only the profile fields and sends them without id or passwords', async () => {
  const listsAsked = [mockEndpoint('listRoles', []).received, mockEndpoint('listCohorts', []).received];
  const edited = mockEndpoint('editProfile', ({ body }) => ({ message: 'Profile updated successfully', user: { ...user, ...body.user } })).received;
  renderAccount({ mode: 'edit', user }, user);

  expect(screen.getByLabelText('Name')).toHaveValue('Ada Student');
  expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
  expect(screen.queryByLabelText('Role')).not.toBeInTheDocument();
  expect(screen.queryByLabelText('Cohort')).not.toBeInTheDocument();

  await userEvent.clear(screen.getByLabelText('Name'));
  await userEvent.type(screen.getByLabelText('Name'), 'Ada Lovelace');
  await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));

  expect(await screen.findByText('profile page')).toBeInTheDocument();
  expect(await screen.findByText('Profile updated successfully!')).toBeInTheDocument();
  expect(edited).toEqual([
    { params: {}, query: { id: 42 }, body: { user: { name: 'Ada Lovelace', email: 'ada@example.org', phone_number: '0700', birthday: '2000-03-05' } } },
  ]);
  expect(listsAsked).toEqual([[], []]);
  expect(useSessionStore.getState().user?.name).toBe('Ada Lovelace');
  expect(JSON.parse(sessionStorage.getItem('academySession') ?? '{}').user.name).toBe('Ada Lovelace');
});

test('edit mode keeps the old e-mail address until the link mailed to the new one is opened, and says so', async () => {
  mockEndpoint('editProfile', { message: 'Profile updated successfully', user, pending_email: 'ada.new@example.org' });
  renderAccount({ mode: 'edit', user }, user);
  await userEvent.clear(screen.getByLabelText('Email'));
  await userEvent.type(screen.getByLabelText('Email'), 'ada.new@example.org');
  await userEvent.type(await screen.findByLabelText('Current password'), 'secret-one');
  await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));

  expect(await screen.findByText('We sent a link to ada.new@example.org: your e-mail address changes when you open it.')).toBeInTheDocument();
  expect(useSessionStore.getState().user?.email).toBe('ada@example.org');
});

test("opened after a sign-in through the academy's identity provider found no account, sign-up starts with its name and address", async () => {
  renderAccount({ signUpStart: { name: 'Amina Diallo', email: 'amina@example.org' } });
  expect(await screen.findByText(/Your name and e-mail address come from your academy account/)).toBeInTheDocument();
  expect(screen.getByLabelText('Name')).toHaveValue('Amina Diallo');
  expect(screen.getByLabelText('Email')).toHaveValue('amina@example.org');
  expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
  expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('The address of your academy account: it cannot be changed here.');
  expect(screen.getByLabelText('Password')).toHaveValue('');
});

test('a sign-up that began with the academy account ends by pointing back to it, as well as to the password', async () => {
  mockEndpoint('signUp', { message: 'User created successfully' });
  renderAccount({ signUpStart: { name: 'Amina Diallo', email: 'amina@example.org' } });
  await screen.findByRole('option', { name: '3 - Cohort 3' });
  await userEvent.type(screen.getByLabelText('Phone number'), '0700');
  await userEvent.type(screen.getByLabelText('Birthday'), '2000-03-05');
  await userEvent.type(screen.getByLabelText('Password'), 'lantern-orchard-psalm-71');
  await userEvent.type(screen.getByLabelText('Confirm password'), 'lantern-orchard-psalm-71');
  await userEvent.selectOptions(screen.getByLabelText('Role'), '1');
  await userEvent.selectOptions(screen.getByLabelText('Cohort'), '3');
  await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
  expect(
    await screen.findByText(/^login page: Welcome, Amina Diallo! .*log in with your academy account, or with your email and password\.$/),
  ).toBeInTheDocument();
});
