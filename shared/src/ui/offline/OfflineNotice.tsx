import { useCallback, useSyncExternalStore } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { dateTimeFormat, describeMoment, describeTime } from '@academy/contract/rules/time-zones';
import { useOnline } from '@academy/shared/hooks/use-online';
import { useLocale, useT } from '@academy/shared/i18n/messages';
import { useReaderTimeZone } from '@academy/shared/notifications/reader-zone';
import { shownAnswersSavedAt } from '@academy/shared/offline/answers-cache';
import '@academy/shared/styles/offline.css';

/** "10:42 AM GMT+1 (Africa/Lagos)" today, with the day before, in the reader's zone and language. */
function savedMoment(at: number, zone: string, locale: string): string {
  const day = (moment: Date) => dateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(moment);
  const saved = new Date(at);
  return day(saved) === day(new Date()) ? describeTime(saved, zone, locale) : describeMoment(saved, zone, locale);
}

/** shownAnswersSavedAt, again whenever a screen starts or stops observing an answer, or one changes: a screen arriving later (its code lazy) changes it. */
function useShownAnswersSavedAt(client: QueryClient): number | null {
  const subscribe = useCallback((changed: () => void) => client.getQueryCache().subscribe(changed), [client]);
  return useSyncExternalStore(
    subscribe,
    () => shownAnswersSavedAt(client),
    () => null,
  );
}

/** Offline, the portal says so above its screen, and since when what it shows was saved, when all of it was. */
export default function OfflineNotice() {
  const t = useT();
  const online = useOnline();
  const locale = useLocale();
  const zone = useReaderTimeZone();
  const savedAt = useShownAnswersSavedAt(useQueryClient());
  if (online) return null;
  return (
    <p role="status" className="offline-notice">
      {savedAt === null ? t('offline.noticeWithoutTime') : t('offline.notice', { time: savedMoment(savedAt, zone, locale) })}
    </p>
  );
}
