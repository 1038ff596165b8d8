import { useEffect, useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '@academy/shared/feedback/toast';
import { errorMessage } from '@academy/shared/api/error-message';
import { useT } from '@academy/shared/i18n/messages';
import { sendWaiting, subscribeToOutbox, waitingHandIns, type QueuedHandIn, type SendOutcome } from '@academy/shared/offline/outbox';
import { useSessionStore } from '@academy/shared/session/store';
import { DuePassedWarning } from '@academy/shared/ui/offline/WaitingHandIn';
import '@academy/shared/styles/offline.css';

/** The signed-in student's hand-ins waiting on this device. */
export function useWaitingHandIns(): QueuedHandIn[] {
  const userId = useSessionStore((state) => state.user?.id ?? null);
  const items = useSyncExternalStore(subscribeToOutbox, waitingHandIns, waitingHandIns);
  return items.filter((item) => item.userId === userId);
}

/** What a hand-in's answer changes: refreshed once it has arrived (the dashboard: its submitted work and what is due). */
export const HAND_IN_CHANGES = ['getAssignment', 'listAssignments', 'getMyGrades', 'getStudentDashboard'] as const;

/** Tells the student what became of what was waiting, and refreshes what it changed. */
function useReportOutcomes() {
  const t = useT();
  const client = useQueryClient();
  return (outcomes: SendOutcome[]) => {
    for (const outcome of outcomes) {
      if (outcome.kind === 'sent') toast.success(t('offline.sent', { assignment: outcome.item.assignmentName }));
      if (outcome.kind === 'failed') toast.error(t('offline.refused', { assignment: outcome.item.assignmentName, reason: errorMessage(outcome.error, '') }));
    }
    if (outcomes.some((outcome) => outcome.kind !== 'waiting')) {
      void Promise.all(HAND_IN_CHANGES.map((name) => client.invalidateQueries({ queryKey: [name], refetchType: 'all' })));
    }
  };
}

/**
 * The small outbox of the student's portal: lists what waits to be sent, and sends it when the
 * portal starts and when the network comes back.
 */
export default function Outbox() {
  const t = useT();
  const userId = useSessionStore((state) => state.user?.id ?? null);
  const waiting = useWaitingHandIns();
  const report = useReportOutcomes();

  useEffect(() => {
    if (userId === null) return;
    let retry: ReturnType<typeof setTimeout> | undefined;
    // a network just back may drop the first requests: what still waits is tried again, 2, 4 and 8 s later
    const sendNow = (attempt = 0) =>
      void sendWaiting(userId).then((outcomes) => {
        report(outcomes);
        if (attempt < 3 && navigator.onLine && outcomes.some((outcome) => outcome.kind === 'waiting'))
          retry = setTimeout(() => sendNow(attempt + 1), 2000 * 2 ** attempt);
      });
    const onOnline = () => sendNow();
    sendNow();
    window.addEventListener('online', onOnline);
    return () => {
      clearTimeout(retry);
      window.removeEventListener('online', onOnline);
    };
    // report is made anew each render; what it does depends on nothing that changes
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [userId]);

  if (waiting.length === 0) return null;
  return (
    <section className="offline-outbox" aria-labelledby="offline-outbox-title">
      <h2 id="offline-outbox-title">{t('offline.outbox.title', { count: waiting.length })}</h2>
      <ul>
        {waiting.map((item) => (
          <li key={item.key}>
            {item.replaces === undefined
              ? `${item.assignmentName}: ${item.link}`
              : t('offline.outbox.newLink', { assignment: item.assignmentName, link: item.link })}
            <DuePassedWarning item={item} announce />
          </li>
        ))}
      </ul>
    </section>
  );
}
