import { screen, waitFor } from '@testing-library/react';
import type { NoticeSettings } from '@academy/contract/schemas/notices';
import { browserTimeZone } from '@academy/contract/rules/time-zones';
import { useAcademyTimeZone, useReaderTimeZone, useReportBrowserZone } from '@academy/shared/notifications/reader-zone';
import { mockEndpoint } from '@academy/shared/testing/api-mocks';
import { renderScreen } from '@academy/shared/testing/render-screen';
import { studentUser } from '@academy/shared/testing/users';
import NoticeSettingsSection from '@academy/shared/ui/profile/NoticeSettingsSection';
import { noticeSettings } from '@academy/shared/testing/reader-zone';

// typing through user-event on a busy 2-core machine can pass the 5 s default; nothing here is timed
jest.setTimeout(30_000);

function settings(timeZone: string | null): NoticeSettings {
  return noticeSettings({ time_zone: timeZone, academy_time_zone: 'Africa/Lagos', calendar_url: 'https://example.org/calendar/abc.ics' });
}

/** Times shown in three parts of a page, each reading the zones. */
function ZonedParts() {
  const reader = useReaderTimeZone();
  const academy = useAcademyTimeZone();
  return (
    <ul>
      {['card', 'bell', 'form'].map((part) => (
        <li key={part}>
          {part}: {reader} (academy {academy ?? 'unknown'})
        </li>
      ))}
    </ul>
  );
}

test("the zones are read once for every part of the page: the reader's choice and the academy's", async () => {
  const { received } = mockEndpoint('getNoticeSettings', settings('Asia/Manila'));
  renderScreen(<ZonedParts />, { signedIn: studentUser() });
  expect(await screen.findByText('bell: Asia/Manila (academy Africa/Lagos)')).toBeInTheDocument();
  expect(screen.getByText('card: Asia/Manila (academy Africa/Lagos)')).toBeInTheDocument();
  expect(received).toHaveLength(1);
});

test("a reader who chose no zone, or whose settings cannot be read, reads the browser's", async () => {
  mockEndpoint('getNoticeSettings', settings(null));
  const { unmount } = renderScreen(<ZonedParts />, { signedIn: studentUser() });
  expect(await screen.findByText(`card: ${browserTimeZone()} (academy Africa/Lagos)`)).toBeInTheDocument();
  unmount();

  const failed = mockEndpoint('getNoticeSettings', { error: 'Something went wrong on our side. Please try again.' }, 500);
  const { queryClient } = renderScreen(<ZonedParts />, { signedIn: studentUser() });
  await waitFor(() => expect(queryClient.getQueryState(['getNoticeSettings', {}])?.status).toBe('error'));
  expect(failed.received).toHaveLength(1);
  expect(screen.getByText(`card: ${browserTimeZone()} (academy unknown)`)).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('a zone saved in Profile is the one the page reads from then on', async () => {
  mockEndpoint('getNoticeSettings', settings(null));
  const saved = mockEndpoint('saveNoticeSettings', ({ body }) => {
    mockEndpoint('getNoticeSettings', settings(body.time_zone));
    return settings(body.time_zone);
  });
  const { user } = renderScreen(
    <>
      <ZonedParts />
      <NoticeSettingsSection />
    </>,
    { signedIn: studentUser() },
  );
  await user.type(await screen.findByLabelText('Your time zone'), 'Asia/Tokyo');
  await user.click(screen.getByRole('button', { name: 'Save notification settings' }));
  expect(await screen.findByText('card: Asia/Tokyo (academy Africa/Lagos)')).toBeInTheDocument();
  expect(saved.received.map((request) => request.body.time_zone)).toEqual(['Asia/Tokyo']);
});

/** A page's frame: it reports the browser's zone. */
function Frame() {
  useReportBrowserZone();
  return <p>frame</p>;
}

test("the page tells the API the browser's zone when the one kept differs, once the first screen is done, and only then", async () => {
  mockEndpoint('getNoticeSettings', noticeSettings({ browser_time_zone: null }));
  const recorded = mockEndpoint('recordBrowserTimeZone', null);
  const { unmount } = renderScreen(<Frame />, { signedIn: studentUser() });
  await waitFor(() => expect(recorded.received.map((request) => request.body.time_zone)).toEqual([browserTimeZone()]));
  unmount();

  mockEndpoint('getNoticeSettings', noticeSettings());
  const kept = mockEndpoint('recordBrowserTimeZone', null);
  const { queryClient } = renderScreen(<Frame />, { signedIn: studentUser() });
  await waitFor(() => expect(queryClient.getQueryState(['getNoticeSettings', {}])?.status).toBe('success'));
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(kept.received).toEqual([]);
});
