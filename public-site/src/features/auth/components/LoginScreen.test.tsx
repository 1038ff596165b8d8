import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AxiosError, AxiosHeaders } from 'axios';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { signIn } from '@academy/shared/api/auth';
import type { User } from '@academy/shared/domain/types';
import { SESSION_COPY_KEY, useSessionStore } from '@academy/shared/session/store';
import { studentUser } from '@academy/shared/testing/users';
import Toasts from '@academy/shared/ui/Toasts';
import LoginScreen from './LoginScreen';
import { FORM_ECHO_KEY, PageDataContext } from '../../../app/page-data';

jest.mock('@academy/shared/api/auth', () => ({ signIn: jest.fn() }));
const mockedSignIn = jest.mocked(signIn);

const student = studentUser();

function httpError(status: number, data: unknown): AxiosError {
  const config = { headers: new AxiosHeaders() };
  return new AxiosError('failed', 'ERR_BAD_REQUEST', config, {}, { status, statusText: '', data, headers: {}, config });
}

function renderLogin(state?: unknown) {
  return render(
    <MemoryRouter initialEntries={[{ pathname: '/login', state }]}>
      <Routes>
        <Route path="/login" element={<LoginScreen />} />
        <Route path="/portal" element={<p>Portal home</p>} />
        <Route path="/portal/instructorDesk" element={<p>Instructor desk</p>} />
      </Routes>
      <Toasts />
    </MemoryRouter>,
  );
}

async function fillAndSubmit(email = 'ada@example.org', password = 'secret1') {
  if (email) await userEvent.type(screen.getByLabelText('Email'), email);
  if (password) await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Login' }));
}

beforeEach(() => {
  useSessionStore.getState().clear();
  mockedSignIn.mockReset();
});

test('shows the message passed in from registration', () => {
  renderLogin({ message: 'Your account is ready' });
  expect(screen.getByRole('status')).toHaveTextContent('Your account is ready');
});

test('email and password are required; focus goes to the first missing one', async () => {
  renderLogin();
  await userEvent.click(screen.getByRole('button', { name: 'Login' }));
  expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email is required.');
  expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Password is required.');
  expect(screen.getByLabelText('Email')).toHaveFocus();
  expect(mockedSignIn).not.toHaveBeenCalled();
});

test('a student lands on /portal with the session stored for the tab only', async () => {
  mockedSignIn.mockResolvedValue({ token: 'tok-1', user: student });
  renderLogin();
  await fillAndSubmit();
  expect(await screen.findByText('Portal home')).toBeInTheDocument();
  expect(await screen.findByText('Login successful!')).toBeInTheDocument();
  // Without Remember me the server ends the session after a day unused.
  expect(mockedSignIn).toHaveBeenCalledWith('ada@example.org', 'secret1', false);
  expect(sessionStorage.getItem('authToken')).toBe('tok-1');
  expect(localStorage.getItem(SESSION_COPY_KEY)).toBeNull();
});

test('Remember me keeps the 7-day copy in local storage; a facilitator lands on the desk', async () => {
  mockedSignIn.mockResolvedValue({ token: 'tok-2', user: { ...student, cla_role_id: 2, cla_role_name: 'facilitator' } });
  renderLogin();
  await userEvent.click(screen.getByLabelText('Remember me'));
  await fillAndSubmit();
  expect(await screen.findByText('Instructor desk')).toBeInTheDocument();
  expect(JSON.parse(localStorage.getItem(SESSION_COPY_KEY) ?? '{}').token).toBe('tok-2');
  expect(mockedSignIn).toHaveBeenCalledWith('ada@example.org', 'secret1', true);
});

test('an answer without a token says Authentication failed and stores nothing', async () => {
  mockedSignIn.mockResolvedValue({ user: student });
  renderLogin();
  await fillAndSubmit();
  expect(await screen.findByRole('alert')).toHaveTextContent('Authentication failed');
  expect(sessionStorage.getItem('authToken')).toBeNull();
});

test('refused credentials give the login text; other failures the server error, else the login text', async () => {
  mockedSignIn.mockRejectedValueOnce(httpError(401, { error: 'The e-mail address or password is not correct.' }));
  renderLogin();
  await fillAndSubmit();
  expect(await screen.findByRole('alert')).toHaveTextContent('Login failed. Please check your credentials.');

  mockedSignIn.mockRejectedValueOnce(httpError(429, { error: 'Too many attempts' }));
  await userEvent.click(screen.getByRole('button', { name: 'Login' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts');

  mockedSignIn.mockRejectedValueOnce(httpError(500, {}));
  await userEvent.click(screen.getByRole('button', { name: 'Login' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Login failed. Please check your credentials.');
});

test('no answer at all gives the no-response text', async () => {
  mockedSignIn.mockRejectedValue(new AxiosError('Network Error', 'ERR_NETWORK', { headers: new AxiosHeaders() }, {}));
  renderLogin();
  await fillAndSubmit();
  expect(await screen.findByRole('alert')).toHaveTextContent('No response from server. Please check your internet connection.');
});

test('a double click sends one sign-in while the button shows its loading text', async () => {
  let answer: (value: { token: string; user: User }) => void = () => undefined;
  mockedSignIn.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
  renderLogin();
  await userEvent.type(screen.getByLabelText('Email'), 'ada@example.org');
  await userEvent.type(screen.getByLabelText('Password'), 'secret1');
  await userEvent.dblClick(screen.getByRole('button', { name: 'Login' }));
  expect(screen.getByRole('button', { name: 'Logging in...' })).toBeDisabled();
  expect(mockedSignIn).toHaveBeenCalledTimes(1);
  answer({ token: 'tok', user: student });
  expect(await screen.findByText('Portal home')).toBeInTheDocument();
});

test('a login the page answered before its scripts ran keeps the e-mail and says to try again', () => {
  render(
    <PageDataContext value={{ [FORM_ECHO_KEY]: { email: 'ada@example.org' } }}>
      <MemoryRouter initialEntries={['/login']}>
        <LoginScreen />
      </MemoryRouter>
    </PageDataContext>,
  );
  expect(screen.getByLabelText('Email')).toHaveValue('ada@example.org');
  expect(screen.getByLabelText('Password')).toHaveValue('');
  expect(screen.getByRole('status')).toHaveTextContent('nothing was sent');
});
