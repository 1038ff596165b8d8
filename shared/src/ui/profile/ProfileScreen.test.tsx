import { act, screen, waitFor, within } from '@testing-library/react';
import { onlineManager } from '@tanstack/react-query';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import type { User } from '@academy/shared/domain/types';
import { DATA_SAVER_KEY } from '@academy/shared/offline/data-saver-key';
import { handIn, waitingHandIns } from '@academy/shared/offline/outbox';
import { useSessionStore } from '@academy/shared/session/store';
import { mockEndpoint, type MockedRequest } from '@academy/shared/testing/api-mocks';
import { renderScreen } from '@academy/shared/testing/render-screen';
import { studentUser } from '@academy/shared/testing/users';
import ProfileScreen from '@academy/shared/ui/profile/ProfileScreen';
import { setLocale } from '@academy/shared/i18n/locale';
import { noticeSettings } from '@academy/shared/testing/reader-zone';
import { browserTimeZone } from '@academy/contract/rules/time-zones';

beforeEach(() => {
  mockEndpoint(
    'getNoticeSettings',
    noticeSettings({
      academy_time_zone: 'Africa/Lagos',
      kinds: [{ kind: 'class_reminder', label: 'One hour before a live class', email: true }],
      calendar_url: 'https://api.academy.example.org/api/v1/calendar/secret.ics',
    }),
  );
});

const student = studentUser({ id: 42, name: 'Ada Student', birthday: '2024-03-05', phone_number: '+254 700 000 000' });

function LocationProbe() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname} ${JSON.stringify(location.state)}`}</p>;
}

/** Renders the profile of `user`, signed in, and waits until its sections (notices, sessions) have loaded. */
async function renderProfile(user: User) {
  renderScreen(
    <Routes>
      <Route path="/portal/profile" element={<ProfileScreen />} />
      <Route path="*" element={<LocationProbe />} />
    </Routes>,
    { path: '/*', url: '/portal/profile', signedIn: user },
  );
  await waitFor(() => expect(screen.queryByText(/^Loading/)).not.toBeInTheDocument());
}

function detail(term: string): string | null {
  const row = screen.getByText(term, { selector: 'dt' }).parentElement as HTMLElement;
  return within(row).getByRole('definition').textContent;
}

let signedOut: MockedRequest<'signOut'>[];

beforeEach(() => {
  useSessionStore.getState().clear();
  mockEndpoint('listSessions', []);
  mockEndpoint('listPasskeys', []);
  mockEndpoint('getAccountDeletionRequest', { requested_at: null });
  signedOut = mockEndpoint('signOut', null).received;
});

test('shows the student id, email, phone, the formatted birthday, cohort and the certificate link', async () => {
  await renderProfile(student);
  expect(detail('Student ID')).toBe('42');
  expect(detail('Email')).toBe('ada@example.org');
  expect(detail('Phone')).toBe('+254 700 000 000');
  expect(detail('Birthday')).toBe('5th Mar 2024');
  expect(detail('Cohort')).toBe('Cohort 3');
  expect(screen.getByRole('link', { name: 'Download Certificate' })).toHaveAttribute('href', '/certificate');
});

test('missing phone, birthday and cohort read Not set and Not assigned', async () => {
  await renderProfile({ ...student, phone_number: null, birthday: null, cla_cohort_id: null, cla_cohort_name: null });
  expect(detail('Phone')).toBe('Not set');
  expect(detail('Birthday')).toBe('Not set');
  expect(detail('Cohort')).toBe('Not assigned');
});

test('Edit Profile opens the account form in edit mode with the user data', async () => {
  await renderProfile(student);
  await userEvent.click(screen.getByRole('button', { name: 'Edit Profile' }));
  expect(screen.getByTestId('where')).toHaveTextContent('/JJRSFCLA {"mode":"edit","user":{"id":42');
});

test('Logout asks first; Cancel keeps the session and returns focus', async () => {
  await renderProfile(student);
  const logoutButton = screen.getByRole('button', { name: 'Logout' });
  await userEvent.click(logoutButton);
  const dialog = screen.getByRole('alertdialog', { name: 'Log out?' });
  expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();

  await userEvent.keyboard('{Escape}');

  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  expect(logoutButton).toHaveFocus();
  expect(signedOut).toHaveLength(0);
  expect(sessionStorage.getItem('authToken')).toBe('test-token');
});

test('with work waiting to send, Logout names how much would be lost; Cancel keeps it waiting', async () => {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
  try {
    mockEndpoint('submitAssignment', { error: 'no network' }, 503);
    await renderProfile(student);
    for (const assignmentId of [9, 10]) {
      const link = `https://docs.example.org/work-${assignmentId}`;
      await act(() => handIn({ userId: student.id, assignmentId, assignmentName: 'Essay', facilitatorId: 2, link }));
    }
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Log out?' });
    expect(dialog).toHaveAccessibleDescription(
      'You will need to log in again to use the portal. 2 hand-ins waiting to send on this device will be lost: they have not reached the academy yet.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(waitingHandIns()).toHaveLength(2);
    expect(signedOut).toHaveLength(0);
  } finally {
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => true });
  }
});

test('data saver follows the browser until chosen, applies at once and outlives a sign-out', async () => {
  Object.defineProperty(navigator, 'connection', { configurable: true, value: { effectiveType: '2g' } });
  try {
    await renderProfile(student);
    const box = screen.getByRole('checkbox', { name: 'Load videos only when I tap them' });
    expect(box).toBeChecked();
    expect(box).toHaveAccessibleDescription(expect.stringContaining('On by default here'));
    await userEvent.click(box);
    expect(box).not.toBeChecked();
    expect(box).toHaveAccessibleDescription(expect.not.stringContaining('On by default here'));
    expect(localStorage.getItem(DATA_SAVER_KEY)).toBe('off');
    act(() => useSessionStore.getState().clear());
    expect(localStorage.getItem(DATA_SAVER_KEY)).toBe('off');
  } finally {
    delete (navigator as { connection?: unknown }).connection;
    localStorage.removeItem(DATA_SAVER_KEY);
  }
});

test('offline, every action of Profile that needs the server is disabled with the reason read with it; Logout is not', async () => {
  mockEndpoint('listSessions', [
    { id: 1, current: true, user_agent: 'Firefox', signed_in_at: '2026-03-01T10:00:00.000Z', last_used_at: '2026-03-05T10:00:00.000Z' },
    { id: 2, current: false, user_agent: 'Chrome', signed_in_at: '2026-03-01T10:00:00.000Z', last_used_at: '2026-03-04T10:00:00.000Z' },
  ]);
  await renderProfile(student);
  act(() => onlineManager.setOnline(false));
  try {
    for (const name of [/^Save/, 'Reset calendar link', 'Download my data', 'Delete my account', 'Sign out all other sessions']) {
      for (const button of screen.getAllByRole('button', { name })) {
        expect([String(name), button]).toEqual([String(name), expect.objectContaining({ disabled: true })]);
        expect(button).toHaveAccessibleDescription('You are offline: this needs a connection.');
      }
    }
    expect(screen.getByRole('button', { name: 'Logout' })).toBeEnabled();
  } finally {
    act(() => onlineManager.setOnline(true));
  }
});

test('Reset calendar link asks first, as every subscribed calendar stops updating: Cancel sends nothing, the confirmed reset is done once', async () => {
  const reset = mockEndpoint('resetCalendarUrl', noticeSettings({ calendar_url: 'https://api.academy.example.org/api/v1/calendar/new.ics' })).received;
  await renderProfile(student);
  await userEvent.click(screen.getByRole('button', { name: 'Reset calendar link' }));
  const dialog = screen.getByRole('alertdialog', { name: 'Reset the calendar link?' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(reset).toHaveLength(0);

  await userEvent.click(screen.getByRole('button', { name: 'Reset calendar link' }));
  await userEvent.click(within(screen.getByRole('alertdialog', { name: 'Reset the calendar link?' })).getByRole('button', { name: 'Reset calendar link' }));
  expect(await screen.findByText('A new calendar link is ready; the old one no longer works.')).toBeInTheDocument();
  expect(reset).toHaveLength(1);
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
});

test('confirmed Logout revokes the token, clears all storage and goes to /login', async () => {
  localStorage.setItem('something-else', 'x');
  await renderProfile(student);
  await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
  await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Logout' }));

  expect(await screen.findByText('Logged out successfully!')).toBeInTheDocument();
  await waitFor(() => expect(signedOut).toHaveLength(1));
  expect(await screen.findByTestId('where')).toHaveTextContent('/login null');
  expect(sessionStorage.length).toBe(0);
  expect(localStorage.length).toBe(0);
  expect(useSessionStore.getState().token).toBeNull();
});

test('downloads the data, and asks for deletion only after a confirmation, then says it was sent', async () => {
  const downloaded = mockEndpoint('downloadMyData', { exported_at: '2026-11-26T02:00:00.000Z', user: { id: 42 } }).received;
  const asked = mockEndpoint('requestAccountDeletion', { message: 'Your request is with the academy. An administrator will confirm it.' }).received;
  const saved = jest.fn((_: Blob | MediaSource) => 'blob:my-data');
  Object.assign(URL, { createObjectURL: saved, revokeObjectURL: jest.fn() });
  await renderProfile(student);
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Download my data' }));
  await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
  expect(JSON.parse(await (saved.mock.calls[0]![0] as Blob).text())).toEqual({ exported_at: '2026-11-26T02:00:00.000Z', user: { id: 42 } });
  expect(downloaded).toHaveLength(1);
  expect(screen.getByRole('link', { name: 'How the academy uses your data' })).toHaveAttribute('href', '/privacy');

  await user.click(screen.getByRole('button', { name: 'Delete my account' }));
  const dialog = screen.getByRole('alertdialog', { name: 'Delete your account?' });
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(asked).toHaveLength(0);

  await user.click(screen.getByRole('button', { name: 'Delete my account' }));
  await user.click(screen.getByRole('button', { name: 'Ask to delete my account' }));
  expect(await screen.findByText(/An administrator will confirm it/)).toBeInTheDocument();
  expect(asked).toHaveLength(1);
  expect(screen.getByRole('button', { name: 'Delete my account' })).toBeDisabled();
  // its button is disabled: the keyboard goes on from what was asked, not the page's top
  await waitFor(() => expect(screen.getByText(/An administrator will confirm it/)).toHaveFocus());
});

test('a deletion asked for earlier, on this device or another, is said again and not offered twice', async () => {
  mockEndpoint('getAccountDeletionRequest', { requested_at: '2026-12-07T18:00:00.000Z' });
  await renderProfile(student);
  expect(await screen.findByText(/Your request is with the academy\. An administrator will confirm it/)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Delete my account' })).toBeDisabled();
});

/** Runs `check` with the page in French, and puts English back after it. */
async function inFrench(check: () => Promise<void>) {
  await act(() => setLocale('fr'));
  try {
    await check();
  } finally {
    await act(() => setLocale('en'));
  }
}

test('in French, the kinds of notice whose e-mails a reader turns on or off are named in French', () =>
  inFrench(async () => {
    await renderProfile(student);
    expect(await screen.findByRole('checkbox', { name: 'Une heure avant un cours en direct' })).toBeChecked();
    expect(screen.queryByText('One hour before a live class')).not.toBeInTheDocument();
  }));

test('in French, Edit Profile opens the French account form', () =>
  inFrench(async () => {
    await renderProfile(student);
    await userEvent.click(screen.getByRole('button', { name: 'Modifier le profil' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/fr/JJRSFCLA {"mode":"edit","user":{"id":42');
  }));

test('in French, the privacy link and the deletion request are French', () =>
  inFrench(async () => {
    mockEndpoint('requestAccountDeletion', { message: 'Your request is with the academy. An administrator will confirm it.' });
    await renderProfile(student);
    expect(screen.getByRole('link', { name: 'Comment l’académie utilise vos données' })).toHaveAttribute('href', '/fr/privacy');
    await userEvent.click(screen.getByRole('button', { name: 'Supprimer mon compte' }));
    await userEvent.click(screen.getByRole('button', { name: 'Demander la suppression de mon compte' }));
    expect(await screen.findByText(/Un administrateur la confirmera/)).toBeInTheDocument();
    expect(screen.queryByText(/Your request/)).not.toBeInTheDocument();
  }));

test('in French, a confirmed Logout lands on the French login page', () =>
  inFrench(async () => {
    await renderProfile(student);
    await userEvent.click(screen.getByRole('button', { name: 'Se déconnecter' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Se déconnecter' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/fr/login null');
  }));

test('a time zone that is not one says so on its field, sends nothing, and the message goes once a real zone is saved', async () => {
  const saved = mockEndpoint('saveNoticeSettings', noticeSettings({ time_zone: 'America/Sao_Paulo' })).received;
  await renderProfile(student);
  const zone = screen.getByRole('combobox', { name: 'Your time zone' });
  await userEvent.type(zone, 'Paris');
  await userEvent.click(screen.getByRole('button', { name: 'Save notification settings' }));
  expect(zone).toHaveAttribute('aria-invalid', 'true');
  const inUse = `Left empty, your browser's is used: ${browserTimeZone()}.`;
  expect(zone).toHaveAccessibleDescription(`${inUse} Choose a zone from the list, such as ${browserTimeZone()}.`);
  expect(zone).toHaveFocus();
  expect(saved).toEqual([]);

  await userEvent.clear(zone);
  await userEvent.type(zone, 'America/Sao_Paulo');
  await userEvent.click(screen.getByRole('button', { name: 'Save notification settings' }));
  await waitFor(() => expect(saved.map((request) => request.body?.time_zone)).toEqual(['America/Sao_Paulo']));
  expect(zone).not.toHaveAttribute('aria-invalid');
  // the zone in use when the field is empty, in full under it (a placeholder was cut off on a phone)
  expect(zone).toHaveAccessibleDescription(inUse);
});
