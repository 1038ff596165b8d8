import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AxiosError, AxiosHeaders } from 'axios';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { createQueryClient } from '@academy/shared/api/query-client';
import { signIn, signOut } from '@academy/shared/api/auth';
import type { User } from '@academy/shared/domain/types';
import { useSessionStore } from '@academy/shared/session/store';
import { mockEndpoint } from '@academy/shared/testing/api-mocks';
import { studentUser } from '@academy/shared/testing/users';
import StandaloneApp from '@academy/shared/ui/standalone/StandaloneApp';

jest.mock('@academy/shared/api/auth', () => ({ signIn: jest.fn(), signOut: jest.fn(async () => undefined) }));
const mockedSignIn = jest.mocked(signIn);

const student = studentUser();
const facilitator: User = { ...student, id: 2, name: 'Fay', cla_role_id: 2, cla_role_name: 'facilitator' };

function StudentScreens() {
  return <h2>student screens</h2>;
}
function CertificateScreens() {
  return <h2>certificate screens</h2>;
}

function renderStudentArea(path = '/portal') {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <StandaloneApp
          areaName="student portal"
          portal={{ role: 'student', routes: StudentScreens }}
          routes={[{ path: '/certificate/*', component: CertificateScreens }]}
        />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

async function fillAndSubmit(email: string, password: string) {
  await userEvent.type(screen.getByLabelText('Email'), email);
  await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

beforeEach(() => {
  // the portal frame asks for the user's notices and time zone once signed in
  mockEndpoint('listNotifications', { unread: 0, notifications: [] });
  mockEndpoint('getNoticeSettings', { time_zone: null, academy_time_zone: 'UTC', kinds: [], calendar_url: '' });
  useSessionStore.getState().clear();
  mockedSignIn.mockReset();
  jest.mocked(signOut).mockClear();
});

test('without a session the portal shows the team sign-in form and no portal screen', () => {
  renderStudentArea();
  expect(screen.getByRole('heading', { level: 1, name: 'Sign in to work on this area' })).toBeInTheDocument();
  expect(screen.getByText(/running alone on its own port/)).toBeInTheDocument();
  expect(screen.queryByRole('navigation', { name: 'Portal' })).not.toBeInTheDocument();
  expect(screen.queryByText('student screens')).not.toBeInTheDocument();
});

test('empty fields are refused before any call, the first one focused', async () => {
  renderStudentArea();
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
  expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email is required.');
  expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Password is required.');
  expect(screen.getByLabelText('Email')).toHaveFocus();
  expect(mockedSignIn).not.toHaveBeenCalled();
});

test('signing in stores the session and shows the side navigation with the area routes', async () => {
  mockedSignIn.mockResolvedValue({ token: 'tok-1', user: student });
  renderStudentArea('/portal/courses');
  await fillAndSubmit('ada@example.org', 'secret1');

  expect(mockedSignIn).toHaveBeenCalledWith('ada@example.org', 'secret1', false);
  expect(await screen.findByText('student screens')).toBeInTheDocument();
  expect(sessionStorage.getItem('authToken')).toBe('tok-1');
  const nav = screen.getByRole('navigation', { name: 'Portal' });
  expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/portal/dashboard');
  expect(within(nav).getByRole('link', { name: 'Courses' })).toHaveAttribute('aria-current', 'page');
  expect(screen.getByText(/Team preview: the student portal running alone, signed in as Ada/)).toBeInTheDocument();
});

test('a refused sign-in shows the server error through the shared error rule', async () => {
  const config = { headers: new AxiosHeaders() };
  const data = { error: 'The e-mail address or password is not correct.' };
  mockedSignIn.mockRejectedValue(new AxiosError('failed', 'ERR_BAD_REQUEST', config, {}, { status: 401, statusText: '', data, headers: {}, config }));
  renderStudentArea();
  await fillAndSubmit('ada@example.org', 'wrong-password');
  expect(await screen.findByRole('alert')).toHaveTextContent('The e-mail address or password is not correct.');
  expect(useSessionStore.getState().token).toBeNull();
});

test('no answer from the API shows the no-response text', async () => {
  mockedSignIn.mockRejectedValue(new AxiosError('Network Error', 'ERR_NETWORK', { headers: new AxiosHeaders() }, {}));
  renderStudentArea();
  await fillAndSubmit('ada@example.org', 'secret1');
  expect(await screen.findByRole('alert')).toHaveTextContent('No response from server. Please check your internet connection.');
});

test('a user of the other role is told this area is not theirs and may sign in again', () => {
  useSessionStore.getState().signIn('tok-f', facilitator);
  renderStudentArea();
  expect(screen.getByRole('status')).toHaveTextContent('This area is for students; you are signed in as a facilitator.');
  expect(screen.queryByText('student screens')).not.toBeInTheDocument();
});

test('Sign out ends the session and brings the form back', async () => {
  useSessionStore.getState().signIn('tok-1', student);
  renderStudentArea();
  await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
  expect(await screen.findByRole('heading', { name: 'Sign in to work on this area' })).toBeInTheDocument();
  expect(signOut).toHaveBeenCalled();
  expect(sessionStorage.getItem('authToken')).toBeNull();
});

test('other routes of the area need no portal session', () => {
  renderStudentArea('/certificate');
  expect(screen.getByText('certificate screens')).toBeInTheDocument();
});

test('an unknown path lands on the portal', () => {
  renderStudentArea('/somewhere');
  expect(screen.getByRole('heading', { name: 'Sign in to work on this area' })).toBeInTheDocument();
});
