import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { createQueryClient } from '@academy/shared/api/query-client';
import type { User } from '@academy/shared/domain/types';
import { useSessionStore } from '@academy/shared/session/store';
import { dropEndpoint, mockEndpoint } from '@academy/shared/testing/api-mocks';
import { studentUser } from '@academy/shared/testing/users';
import StandaloneApp from '@academy/shared/ui/standalone/StandaloneApp';
import { noticeSettings } from '@academy/shared/testing/reader-zone';

// the portal frame asks for the user's notices and time zone once signed in
beforeEach(() => {
  mockEndpoint('listNotifications', { unread: 0, notifications: [] });
  mockEndpoint(
    'getNoticeSettings',
    noticeSettings({ academy_time_zone: 'Africa/Lagos', calendar_url: 'https://api.academy.example.org/api/v1/calendar/secret.ics' }),
  );
});

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
  useSessionStore.getState().clear();
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
  // no mock answers signIn: a request would fail the test
});

test('signing in stores the session and shows the side navigation with the area routes', async () => {
  const signedIn = mockEndpoint('signIn', { token: 'tok-1', user: student }).received;
  renderStudentArea('/portal/courses');
  await fillAndSubmit('ada@example.org', 'secret1');

  expect(await screen.findByText('student screens')).toBeInTheDocument();
  expect(signedIn.map((request) => request.body)).toEqual([{ user: { email: 'ada@example.org', password: 'secret1', remember_me: false } }]);
  expect(sessionStorage.getItem('authToken')).toBe('tok-1');
  const nav = screen.getByRole('navigation', { name: 'Portal' });
  expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/portal/dashboard');
  expect(within(nav).getByRole('link', { name: 'Courses' })).toHaveAttribute('aria-current', 'page');
  expect(screen.getByText(/Team preview: the student portal running alone, signed in as Ada/)).toBeInTheDocument();
});

test('a refused sign-in shows the server error through the shared error rule', async () => {
  mockEndpoint('signIn', { error: 'The e-mail address or password is not correct.' }, 401);
  renderStudentArea();
  await fillAndSubmit('ada@example.org', 'wrong-password');
  expect(await screen.findByRole('alert')).toHaveTextContent('The e-mail address or password is not correct.');
  expect(useSessionStore.getState().token).toBeNull();
});

test('no answer from the API shows the no-response text', async () => {
  dropEndpoint('signIn');
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
  const signedOut = mockEndpoint('signOut', null).received;
  useSessionStore.getState().signIn('tok-1', student);
  renderStudentArea();
  await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
  expect(await screen.findByRole('heading', { name: 'Sign in to work on this area' })).toBeInTheDocument();
  await waitFor(() => expect(signedOut).toHaveLength(1));
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
