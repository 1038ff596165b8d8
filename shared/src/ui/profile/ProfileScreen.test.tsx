import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { signOut } from '@academy/shared/api/auth';
import { createQueryClient } from '@academy/shared/api/query-client';
import { downloadMyData, requestAccountDeletion } from '@academy/shared/api/personal-data';
import { useSessionStore } from '@academy/shared/session/store';
import { mockEndpoint } from '@academy/shared/testing/api-mocks';
import { studentUser } from '@academy/shared/testing/users';
import Toasts from '@academy/shared/ui/Toasts';
import ProfileScreen from '@academy/shared/ui/profile/ProfileScreen';

jest.mock('@academy/shared/api/auth', () => ({ signOut: jest.fn(async () => undefined), listSessions: jest.fn(async () => []) }));
jest.mock('@academy/shared/api/personal-data', () => ({
  downloadMyData: jest.fn(async () => undefined),
  requestAccountDeletion: jest.fn(async () => ({ message: 'Your request is with the academy. An administrator will confirm it.' })),
}));

const student = studentUser({ id: 42, name: 'Ada Student', birthday: '2024-03-05', phone_number: '+254 700 000 000' });

function LocationProbe() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname} ${JSON.stringify(location.state)}`}</p>;
}

/** Renders the profile and waits until its sections (notices, sessions) have loaded. */
async function renderProfile() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={['/portal/profile']}>
        <Routes>
          <Route path="/portal/profile" element={<ProfileScreen />} />
          <Route path="*" element={<LocationProbe />} />
        </Routes>
        <Toasts />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  await waitFor(() => expect(screen.queryByText(/^Loading/)).not.toBeInTheDocument());
}

function detail(term: string): string | null {
  const row = screen.getByText(term, { selector: 'dt' }).parentElement as HTMLElement;
  return within(row).getByRole('definition').textContent;
}

beforeEach(() => {
  mockEndpoint('getNoticeSettings', {
    time_zone: null,
    academy_time_zone: 'UTC',
    kinds: [{ kind: 'class_reminder', label: 'One hour before a live class', email: true }],
    calendar_url: 'https://api.academy.example.org/api/v1/calendar/secret.ics',
  });
  useSessionStore.getState().clear();
  jest.mocked(signOut).mockClear();
});

test('shows the student id, email, phone, the formatted birthday, cohort and the certificate link', async () => {
  useSessionStore.getState().signIn('tok', student);
  await renderProfile();
  expect(detail('Student ID')).toBe('42');
  expect(detail('Email')).toBe('ada@example.org');
  expect(detail('Phone')).toBe('+254 700 000 000');
  expect(detail('Birthday')).toBe('5th Mar 2024');
  expect(detail('Cohort')).toBe('Cohort 3');
  expect(screen.getByRole('link', { name: 'Download Certificate' })).toHaveAttribute('href', '/certificate');
});

test('missing phone, birthday and cohort read Not set and Not assigned', async () => {
  useSessionStore.getState().signIn('tok', { ...student, phone_number: null, birthday: null, cla_cohort_id: null, cla_cohort_name: null });
  await renderProfile();
  expect(detail('Phone')).toBe('Not set');
  expect(detail('Birthday')).toBe('Not set');
  expect(detail('Cohort')).toBe('Not assigned');
});

test('Edit Profile opens the account form in edit mode with the user data', async () => {
  useSessionStore.getState().signIn('tok', student);
  await renderProfile();
  await userEvent.click(screen.getByRole('button', { name: 'Edit Profile' }));
  expect(screen.getByTestId('where')).toHaveTextContent('/JJRSFCLA {"mode":"edit","user":{"id":42');
});

test('Logout asks first; Cancel keeps the session and returns focus', async () => {
  useSessionStore.getState().signIn('tok', student);
  await renderProfile();
  const logoutButton = screen.getByRole('button', { name: 'Logout' });
  await userEvent.click(logoutButton);
  const dialog = screen.getByRole('alertdialog', { name: 'Log out?' });
  expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();

  await userEvent.keyboard('{Escape}');

  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  expect(logoutButton).toHaveFocus();
  expect(signOut).not.toHaveBeenCalled();
  expect(sessionStorage.getItem('authToken')).toBe('tok');
});

test('confirmed Logout revokes the token, clears all storage and goes to /login', async () => {
  useSessionStore.getState().signIn('tok', student, { remember: true });
  localStorage.setItem('something-else', 'x');
  await renderProfile();
  await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
  await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Logout' }));

  expect(await screen.findByText('Logged out successfully!')).toBeInTheDocument();
  expect(signOut).toHaveBeenCalledWith('tok');
  expect(await screen.findByTestId('where')).toHaveTextContent('/login null');
  expect(sessionStorage.length).toBe(0);
  expect(localStorage.length).toBe(0);
  expect(useSessionStore.getState().token).toBeNull();
});

test('downloads the data, and asks for deletion only after a confirmation, then says it was sent', async () => {
  useSessionStore.getState().signIn('tok', student);
  await renderProfile();
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Download my data' }));
  expect(downloadMyData).toHaveBeenCalledTimes(1);
  expect(screen.getByRole('link', { name: 'How the academy uses your data' })).toHaveAttribute('href', '/privacy');

  await user.click(screen.getByRole('button', { name: 'Delete my account' }));
  const dialog = screen.getByRole('alertdialog', { name: 'Delete your account?' });
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(requestAccountDeletion).not.toHaveBeenCalled();

  await user.click(screen.getByRole('button', { name: 'Delete my account' }));
  await user.click(screen.getByRole('button', { name: 'Ask to delete my account' }));
  expect(requestAccountDeletion).toHaveBeenCalledTimes(1);
  expect(await screen.findByText(/An administrator will confirm it/)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Delete my account' })).toBeDisabled();
});

test('the notification settings save the zone and the kinds that send no e-mail', async () => {
  useSessionStore.getState().signIn('tok', student);
  const saved = mockEndpoint('saveNoticeSettings', ({ body }) => ({
    time_zone: body.time_zone,
    academy_time_zone: 'UTC',
    kinds: [{ kind: 'class_reminder' as const, label: 'One hour before a live class', email: !body.email_off.includes('class_reminder') }],
    calendar_url: 'https://api.academy.example.org/api/v1/calendar/secret.ics',
  }));
  await renderProfile();
  await userEvent.type(screen.getByLabelText('Your time zone'), 'Africa/Lagos');
  await userEvent.click(screen.getByRole('checkbox', { name: 'One hour before a live class' }));
  await userEvent.click(screen.getByRole('button', { name: 'Save notification settings' }));
  expect(await screen.findByText('Notification settings saved.')).toBeInTheDocument();
  expect(saved.received.map((request) => request.body)).toEqual([{ time_zone: 'Africa/Lagos', email_off: ['class_reminder'] }]);
});

test('notification settings that cannot be loaded say so', async () => {
  useSessionStore.getState().signIn('tok', student);
  mockEndpoint('getNoticeSettings', { error: 'down' }, 500);
  await renderProfile();
  expect(screen.getByText('Your notification settings could not be loaded.')).toBeInTheDocument();
});
