import { useEffect, useState } from 'react';
import { useT } from '@academy/shared/i18n/messages';
import { duePassedWhileWaiting, type QueuedHandIn } from '@academy/shared/offline/outbox';
import '@academy/shared/styles/offline.css';

/** Longest wait a timer takes (about 24.8 days); a due moment further off is checked again then. */
const LONGEST_TIMER_MS = 2 ** 31 - 1;

/** Whether the due moment passed while `item` waited, turning true at that moment on a page left open. */
export function useDuePassed(item: QueuedHandIn): boolean {
  const [now, setNow] = useState(Date.now);
  const passed = duePassedWhileWaiting(item, now);
  useEffect(() => {
    if (passed || !item.dueAt) return;
    const timer = setTimeout(() => setNow(Date.now()), Math.min(Math.max(Date.parse(item.dueAt) - Date.now(), 0), LONGEST_TIMER_MS));
    return () => clearTimeout(timer);
  }, [passed, item.dueAt, now]);
  return passed;
}

/**
 * The due moment passed while it waited: said before it is sent, the server judging it late on
 * arrival. `announce`: read out when it appears (the outbox, on every screen, does; the
 * assignment's own notice beside it does not, so it is not heard twice).
 */
export function DuePassedWarning({ item, announce = false }: { item: QueuedHandIn; announce?: boolean }) {
  const t = useT();
  if (!useDuePassed(item)) return null;
  return (
    <span role={announce ? 'alert' : undefined} className="offline-reason offline-reason--warning">
      {t('offline.duePassed')}
    </span>
  );
}

/** An assignment's hand-in (or new link) kept on the device: what waits, and when it leaves. */
export default function WaitingHandIn({ item }: { item: QueuedHandIn }) {
  const t = useT();
  return (
    <div className="offline-notice">
      <p role="status" className="offline-notice__status">
        {t('offline.waiting')}
        <span className="offline-reason">{t(item.replaces === undefined ? 'offline.waiting.handIn' : 'offline.waiting.replace', { link: item.link })}</span>
      </p>
      <DuePassedWarning item={item} />
    </div>
  );
}
