import { screen, within } from '@testing-library/react';
import type { Notification } from '@academy/contract/schemas/notices';
import { mockEndpoint } from '@academy/shared/testing/api-mocks';
import { renderScreen } from '@academy/shared/testing/render-screen';
import NotificationBell from '@academy/shared/ui/notifications/NotificationBell';
import { mockReaderZone, noticeSettings } from '@academy/shared/testing/reader-zone';

beforeEach(() => {
  mockReaderZone(null);
});

const notice = (id: number, title: string, read: boolean): Notification => ({
  id,
  kind: 'class_reminder',
  title,
  body: `${title} body`,
  lang: 'en',
  link: '/portal/events',
  at: '2026-03-03T06:00:00.000Z',
  read,
});

test('shows the unread count, lists the notices, and marks one read when it is opened', async () => {
  let readIds: number[] = [];
  mockEndpoint('listNotifications', () => ({
    unread: readIds.includes(2) ? 0 : 1,
    notifications: [notice(2, 'In one hour: Prayer', readIds.includes(2)), notice(1, 'New live class: Prayer', true)],
  }));
  const marked = mockEndpoint('markNotificationRead', ({ params }) => {
    readIds = [...readIds, params.id];
    return null;
  });
  const { user } = renderScreen(<NotificationBell />);
  const bell = await screen.findByRole('button', { name: 'Notifications 1 unread' });
  expect(bell).toHaveAttribute('aria-expanded', 'false');
  await user.click(bell);
  const panel = screen.getByRole('region', { name: 'Notifications' });
  expect(
    within(panel)
      .getAllByRole('listitem')
      .map((item) => item.querySelector('summary')?.textContent),
  ).toEqual([expect.stringContaining('Unread: In one hour: Prayer'), expect.stringContaining('New live class: Prayer')]);
  await user.click(within(panel).getByText('In one hour: Prayer'));
  expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
  expect(marked.received.map((request) => request.params)).toEqual([{ id: 2 }]);
});

test('a notice runs in the direction of its own words: one written in English keeps its order in an Arabic page', async () => {
  mockEndpoint('listNotifications', { unread: 0, notifications: [notice(1, 'New weekly live class: Prayer', true)] });
  const { user } = renderScreen(<NotificationBell />);
  await user.click(await screen.findByRole('button', { name: 'Notifications' }));
  const panel = screen.getByRole('region', { name: 'Notifications' });
  expect(within(panel).getByText('New weekly live class: Prayer')).toHaveAttribute('dir', 'ltr');
  expect(within(panel).getByText('New weekly live class: Prayer body')).toHaveAttribute('dir', 'ltr');
});

test('says so when there are none', async () => {
  mockEndpoint('listNotifications', { unread: 0, notifications: [] });
  const { user } = renderScreen(<NotificationBell />);
  await user.click(await screen.findByRole('button', { name: 'Notifications' }));
  expect(await screen.findByText('No notifications yet.')).toBeInTheDocument();
});

test('says the notices could not be loaded when the server fails', async () => {
  mockEndpoint('listNotifications', { error: 'Something went wrong on our side. Please try again.' }, 500);
  const { user } = renderScreen(<NotificationBell />);
  await user.click(screen.getByRole('button', { name: 'Notifications' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Notifications could not be loaded. They are tried again in a minute.');
});

test("the closed bell asks only for the notices: the reader's settings (their time zone) are read when the list opens", async () => {
  mockEndpoint('listNotifications', { unread: 1, notifications: [notice(2, 'In one hour: Prayer', false)] });
  const settings = mockEndpoint('getNoticeSettings', noticeSettings({ time_zone: 'Africa/Nairobi' }));
  const { user } = renderScreen(<NotificationBell />);
  const bell = await screen.findByRole('button', { name: 'Notifications 1 unread' });
  expect(settings.received).toHaveLength(0);
  await user.click(bell);
  expect(await screen.findByText(/Mar/)).toBeInTheDocument();
  expect(settings.received).toHaveLength(1);
});

test('a notice reads in the direction of the language it was written in, even when it starts with a name in another script', async () => {
  const arabic: Notification = {
    ...notice(3, 'حصة مباشرة جديدة: Prayer', false),
    body: 'Prayer (Leadership) الخميس، 10 ديسمبر 2026، مقرّرة في الساعة 10:00',
    lang: 'ar',
  };
  mockEndpoint('listNotifications', { unread: 1, notifications: [arabic] });
  const { user } = renderScreen(<NotificationBell />);
  await user.click(await screen.findByRole('button', { name: 'Notifications 1 unread' }));
  const body = screen.getByText(arabic.body);
  expect(body).toHaveAttribute('dir', 'rtl');
  expect(body).toHaveAttribute('lang', 'ar');
  expect(screen.getByText(arabic.title)).toHaveAttribute('dir', 'rtl');
});
