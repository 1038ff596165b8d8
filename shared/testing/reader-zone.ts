/**
 * Profile's notification settings as the API answers them, and the zones a screen reads times in:
 * `mockReaderZone('Africa/Lagos')` (null: the reader chose none, so the browser's zone).
 */
import type { CallAnswer } from '@academy/shared/api/call';
import { browserTimeZone } from '@academy/contract/rules/time-zones';
import { mockEndpoint } from '@academy/shared/testing/api-mocks';

type NoticeSettings = CallAnswer<'getNoticeSettings'>;

/** No zone chosen, the browser's already kept by the API, no kind of notice, with `changes`. */
export function noticeSettings(changes: Partial<NoticeSettings> = {}): NoticeSettings {
  return { time_zone: null, browser_time_zone: browserTimeZone(), academy_time_zone: 'UTC', kinds: [], calendar_url: '', ...changes };
}

export function mockReaderZone(timeZone: string | null, academyTimeZone = 'UTC') {
  return mockEndpoint('getNoticeSettings', noticeSettings({ time_zone: timeZone, academy_time_zone: academyTimeZone }));
}
