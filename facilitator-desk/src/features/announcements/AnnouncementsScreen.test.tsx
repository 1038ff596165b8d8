import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { onlineManager } from '@tanstack/react-query';
import { ANNOUNCEMENT_PAGE } from '@academy/contract/rules/announcements';
import type { Announcement } from '@academy/contract/schemas/announcements';
import { mockEndpoint } from '@academy/shared/testing/api-mocks';
import { mockReaderZone } from '@academy/shared/testing/reader-zone';
import { twoCohorts } from '@academy/shared/testing/cohorts';
import { renderScreen } from '@academy/shared/testing/render-screen';
import { facilitatorUser } from '@academy/shared/testing/users';
import AnnouncementsScreen from './AnnouncementsScreen';

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30000);

function announcement(id: number, title: string): Announcement {
  return { id, cla_cohort_id: 2, title, body: `${title} text`, pinned: false, ends_on: null, author_name: 'Grace', created_at: '2026-11-23T08:00:00Z' };
}

/** The cohort's announcements as the server holds them: posted and withdrawn ones change the next list. */
function mockAnnouncements(initial: Announcement[]) {
  let held = initial;
  const listed = mockEndpoint('listAnnouncements', () => held);
  const posted = mockEndpoint('postAnnouncement', ({ body }) => {
    const created = { ...announcement(9, body.title), body: body.body, pinned: body.pinned ?? false };
    held = [created, ...held];
    return created;
  });
  const withdrawn = mockEndpoint('deleteAnnouncement', ({ params }) => {
    held = held.filter((a) => a.id !== params.id);
    return null;
  });
  return { listed, posted, withdrawn };
}

function renderAnnouncements() {
  return renderScreen(<AnnouncementsScreen />, { path: '/portal/announcements', signedIn: facilitatorUser() });
}

beforeEach(() => mockEndpoint('listMyCohorts', twoCohorts()));

test('asks for a cohort, then lists its announcements; posting one shows it in the list', async () => {
  const { listed, posted } = mockAnnouncements([announcement(1, 'Class moved')]);
  const { user } = renderAnnouncements();
  expect(screen.getByText('Choose a cohort to see its announcements.')).toBeInTheDocument();
  await user.selectOptions(screen.getByLabelText('Cohort'), await screen.findByRole('option', { name: 'Cohort 2' }));
  expect(await screen.findByRole('heading', { name: 'Class moved' })).toBeInTheDocument();
  expect(listed.received[0]?.query).toEqual({ cla_cohort_id: 2 });

  await user.type(screen.getByLabelText('Title'), 'Bring your notes');
  await user.type(screen.getByLabelText('Text'), 'Tonight at 7 pm.');
  await user.click(screen.getByRole('checkbox', { name: 'Pin it above the others' }));
  await user.click(screen.getByRole('button', { name: 'Post announcement' }));
  expect(await screen.findByText('Posted "Bring your notes".')).toBeInTheDocument();
  expect(posted.received.map((request) => request.body)).toEqual([
    { cla_cohort_id: 2, title: 'Bring your notes', body: 'Tonight at 7 pm.', pinned: true, ends_on: null },
  ]);
  expect(await screen.findByRole('heading', { name: 'Bring your notes Pinned' })).toBeInTheDocument();
  expect(screen.getByLabelText('Title')).toHaveValue('');
});

test('a facilitator of one cohort sees its announcements at once, without choosing it', async () => {
  mockEndpoint('listMyCohorts', twoCohorts().slice(1));
  const { listed } = mockAnnouncements([announcement(1, 'Class moved')]);
  renderAnnouncements();
  expect(await screen.findByRole('heading', { name: 'Class moved' })).toBeInTheDocument();
  expect(screen.getByLabelText('Cohort')).toHaveValue('2');
  expect(listed.received.map((request) => request.query)).toEqual([{ cla_cohort_id: 2 }]);
});

test('a post without a cohort or a text is refused before it is sent: each problem under its field, the cohort focused; the cohort chosen, its sentence goes', async () => {
  const { posted } = mockAnnouncements([]);
  const { user } = renderAnnouncements();
  await user.type(screen.getByLabelText('Title'), 'Hello');
  await user.click(screen.getByRole('button', { name: 'Post announcement' }));
  // each problem under its field, the first of them (the cohort, above the form) focused
  expect(screen.getByLabelText('Cohort')).toHaveAccessibleDescription(expect.stringContaining('Choose the cohort to post to.'));
  expect(screen.getByLabelText('Cohort')).toHaveFocus();
  expect(screen.getByLabelText('Text')).toHaveAccessibleDescription(expect.stringContaining('Text is required.'));
  await user.selectOptions(screen.getByLabelText('Cohort'), await screen.findByRole('option', { name: 'Cohort 2' }));
  expect(screen.queryByText('Choose the cohort to post to.')).toBeNull();
  await user.click(screen.getByRole('button', { name: 'Post announcement' }));
  expect(screen.getByLabelText('Text')).toHaveFocus();
  expect(posted.received).toEqual([]);
  // the text typed, its sentence goes before the next press
  await user.type(screen.getByLabelText('Text'), 'Bring your Bible.');
  expect(screen.queryByText('Text is required.')).toBeNull();
  expect(screen.getByLabelText('Text')).not.toHaveAttribute('aria-invalid');
});

test('a last day to show it that has passed in the academy is refused on the field before it is sent', async () => {
  // the academy's day: 14 hours ahead of UTC, so yesterday there may still be today here
  mockReaderZone(null, 'Pacific/Kiritimati');
  const { posted } = mockAnnouncements([]);
  const { user } = renderAnnouncements();
  await user.selectOptions(screen.getByLabelText('Cohort'), await screen.findByRole('option', { name: 'Cohort 2' }));
  await user.type(screen.getByLabelText('Title'), 'Too late');
  await user.type(screen.getByLabelText('Text'), 'Nobody would see this.');
  const academyToday = new Intl.DateTimeFormat('en-CA', { timeZone: 'Pacific/Kiritimati' }).format(new Date());
  const showUntil = screen.getByLabelText('Show until');
  await waitFor(() => expect(showUntil).toHaveAttribute('min', academyToday));
  const dayBefore = new Date(Date.parse(`${academyToday}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
  fireEvent.change(showUntil, { target: { value: dayBefore } });
  await user.click(screen.getByRole('button', { name: 'Post announcement' }));
  expect(showUntil).toHaveAccessibleDescription(expect.stringContaining('That day has passed: choose today or a later day.'));
  expect(posted.received).toEqual([]);

  fireEvent.change(showUntil, { target: { value: academyToday } });
  await user.click(screen.getByRole('button', { name: 'Post announcement' }));
  expect(await screen.findByText('Posted "Too late".')).toBeInTheDocument();
  expect(posted.received.map((request) => request.body.ends_on)).toEqual([academyToday]);
});

test('Withdraw asks first; confirmed, it removes the announcement from the list', async () => {
  const { withdrawn } = mockAnnouncements([announcement(1, 'Class moved'), announcement(2, 'Room changed')]);
  const { user } = renderAnnouncements();
  await user.selectOptions(screen.getByLabelText('Cohort'), await screen.findByRole('option', { name: 'Cohort 2' }));
  await user.click(await screen.findByRole('button', { name: 'Withdraw Class moved' }));
  const asking = screen.getByRole('alertdialog', { name: 'Withdraw the announcement Class moved?' });
  expect(asking).toHaveTextContent('Its cohort will no longer see it. This cannot be undone.');
  await user.click(within(asking).getByRole('button', { name: 'Cancel' }));
  expect(withdrawn.received).toEqual([]);

  await user.click(screen.getByRole('button', { name: 'Withdraw Class moved' }));
  await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Withdraw' }));
  expect(await screen.findByText('The announcement was withdrawn.')).toBeInTheDocument();
  expect(withdrawn.received.map((request) => request.params)).toEqual([{ id: 1 }]);
  expect(await screen.findByRole('button', { name: 'Withdraw Room changed' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Withdraw Class moved' })).not.toBeInTheDocument();
});

test('offline, the withdrawal cannot be confirmed and says why; nothing is withdrawn once the network is back', async () => {
  const { withdrawn } = mockAnnouncements([announcement(1, 'Class moved')]);
  const network = (online: boolean) => {
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
    act(() => onlineManager.setOnline(online));
  };
  try {
    const { user } = renderAnnouncements();
    await user.selectOptions(screen.getByLabelText('Cohort'), await screen.findByRole('option', { name: 'Cohort 2' }));
    await user.click(await screen.findByRole('button', { name: 'Withdraw Class moved' }));
    network(false);
    const asking = screen.getByRole('alertdialog', { name: 'Withdraw the announcement Class moved?' });
    const confirm = within(asking).getByRole('button', { name: 'Withdraw' });
    expect(confirm).toBeDisabled();
    expect(confirm).toHaveAccessibleDescription('You are offline: this needs a connection.');
    await user.click(within(asking).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    network(true);
    expect(await screen.findByRole('button', { name: 'Withdraw Class moved' })).toBeInTheDocument();
    expect(withdrawn.received).toEqual([]);
  } finally {
    network(true);
  }
});

test('a withdrawal the server refuses says why', async () => {
  mockAnnouncements([announcement(1, 'Class moved')]);
  mockEndpoint('deleteAnnouncement', { error: 'You are not allowed to do this.', code: 'forbidden' }, 403);
  const { user } = renderAnnouncements();
  await user.selectOptions(screen.getByLabelText('Cohort'), await screen.findByRole('option', { name: 'Cohort 2' }));
  await user.click(await screen.findByRole('button', { name: 'Withdraw Class moved' }));
  await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Withdraw' }));
  expect(await screen.findByText('Your account is not allowed to do this.')).toBeInTheDocument();
});

test('announcements that cannot be loaded say so; Retry asks again', async () => {
  mockEndpoint('listAnnouncements', { error: 'down' }, 500);
  const { user } = renderAnnouncements();
  await user.selectOptions(screen.getByLabelText('Cohort'), await screen.findByRole('option', { name: 'Cohort 1' }));
  const failure = await screen.findByText('Failed to load the announcements.', { selector: '.form-alert p' });
  mockAnnouncements([]);
  await user.click(within(failure.parentElement!).getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('No announcements yet.')).toBeInTheDocument();
});

test('shows a page of announcements at a time, with the older ones a press away', async () => {
  const all = Array.from({ length: ANNOUNCEMENT_PAGE + 3 }, (_, i) => announcement(i + 1, `Note ${i + 1}`));
  const listed = mockEndpoint('listAnnouncements', ({ query }) => all.slice(query.offset ?? 0, (query.offset ?? 0) + ANNOUNCEMENT_PAGE));
  const { user } = renderAnnouncements();
  await user.selectOptions(screen.getByLabelText('Cohort'), await screen.findByRole('option', { name: 'Cohort 2' }));
  expect(await screen.findByRole('heading', { name: 'Note 1' })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: `Note ${ANNOUNCEMENT_PAGE + 1}` })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Newer announcements' })).not.toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Older announcements' }));
  expect(await screen.findByRole('heading', { name: `Note ${ANNOUNCEMENT_PAGE + 3}` })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Note 1' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Older announcements' })).not.toBeInTheDocument();
  expect(listed.received.map((request) => request.query)).toEqual([{ cla_cohort_id: 2 }, { cla_cohort_id: 2, offset: ANNOUNCEMENT_PAGE }]);

  await user.click(screen.getByRole('button', { name: 'Newer announcements' }));
  expect(await screen.findByRole('heading', { name: 'Note 1' })).toBeInTheDocument();
});

test("the cohort's announcements come under a heading of their own, so their titles follow the page's outline", async () => {
  mockAnnouncements([announcement(1, 'Bring your notes')]);
  const { user } = renderAnnouncements();
  await user.selectOptions(screen.getByLabelText('Cohort'), await screen.findByRole('option', { name: 'Cohort 2' }));
  expect(await screen.findByRole('heading', { level: 3, name: /Bring your notes/ })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: 'Posted to this cohort' })).toBeInTheDocument();
});
