/**
 * The zones a screen reads times in, as Profile's notification settings give them:
 * `mockReaderZone('Africa/Lagos')` (null: the reader chose none, so the browser's zone).
 */
import { mockEndpoint } from '@academy/shared/testing/api-mocks';

export function mockReaderZone(timeZone: string | null, academyTimeZone = 'UTC') {
  return mockEndpoint('getNoticeSettings', { time_zone: timeZone, academy_time_zone: academyTimeZone, kinds: [], calendar_url: '' });
}
