// The reader's zones come from Profile's notification settings, kept in the page's one cache of API
// answers: read once for the page, and read again when Profile saves them (it refreshes the call).
import { useEffect } from 'react';
import { call } from '@academy/shared/api/call';
import { afterFirstScreen } from '@academy/shared/api/after-first-screen';
import { useEndpoint } from '@academy/shared/api/queries';
import { browserTimeZone } from '@academy/contract/rules/time-zones';

function useNoticeSettings() {
  // a failed read leaves the browser's zone: the times stay readable, so no failure toast
  return useEndpoint('getNoticeSettings', {}, { staleTime: Infinity }).data;
}

/** The zone the signed-in reader chose in Profile, else the browser's: the zone they read and type times in. */
export function useReaderTimeZone(): string {
  return useNoticeSettings()?.time_zone ?? browserTimeZone();
}

/** The academy's zone (ACADEMY_TIME_ZONE), once known: forms preview a typed moment in it. */
export function useAcademyTimeZone(): string | null {
  return useNoticeSettings()?.academy_time_zone ?? null;
}

/**
 * Tells the API the zone this browser reports when it is not the one kept there, once the first
 * screen is done: mails to a reader who chose no zone are then written in it. A failure (offline)
 * is left for the next page load.
 */
export function useReportBrowserZone(): void {
  const settings = useNoticeSettings();
  const kept = settings?.browser_time_zone;
  useEffect(() => {
    if (kept === undefined || kept === browserTimeZone()) return;
    afterFirstScreen(() => void call('recordBrowserTimeZone', { body: { time_zone: browserTimeZone() } }).catch(() => undefined));
  }, [kept]);
}
