import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { listNotifications, markNotificationRead, type Notification } from '@academy/shared/api/notifications';
import NotificationBell from '@academy/shared/ui/notifications/NotificationBell';

jest.mock('@academy/shared/api/notifications', () => ({
  listNotifications: jest.fn(),
  markNotificationRead: jest.fn(async () => undefined),
  getNoticeSettings: jest.fn(async () => ({ time_zone: null, kinds: [], calendar_url: '' })),
}));

const user = userEvent.setup({ delay: null });
const notice = (id: number, title: string, read: boolean): Notification => ({
  id,
  kind: 'class_reminder',
  title,
  body: `${title} body`,
  link: '/portal/events',
  at: '2026-03-03T06:00:00.000Z',
  read,
});

test('shows the unread count, lists the notices, and marks one read when it is opened', async () => {
  jest
    .mocked(listNotifications)
    .mockResolvedValueOnce({ unread: 1, notifications: [notice(2, 'In one hour: Prayer', false), notice(1, 'New live class: Prayer', true)] })
    .mockResolvedValue({ unread: 0, notifications: [notice(2, 'In one hour: Prayer', true), notice(1, 'New live class: Prayer', true)] });
  render(
    <MemoryRouter>
      <NotificationBell />
    </MemoryRouter>,
  );
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
  expect(markNotificationRead).toHaveBeenCalledWith(2);
  expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
});

test('says so when there are none', async () => {
  jest.mocked(listNotifications).mockResolvedValue({ unread: 0, notifications: [] });
  render(
    <MemoryRouter>
      <NotificationBell />
    </MemoryRouter>,
  );
  await user.click(await screen.findByRole('button', { name: 'Notifications' }));
  expect(await screen.findByText('No notifications yet.')).toBeInTheDocument();
});
