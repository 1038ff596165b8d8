import { useEffect, useState } from 'react';

/** setTimeout's longest wait (about 24.8 days); a due moment further away is waited for in steps. */
const LONGEST_WAIT_MS = 2 ** 31 - 1;

/**
 * Has the moment `dueAt` passed? Followed as time goes by, to the second it passes: work sent from
 * then on counts as late, and the form says so before it is sent.
 */
export function usePastDue(dueAt: string | null): boolean {
  const due = dueAt === null ? null : Date.parse(dueAt);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (due === null || due <= now) return undefined;
    const timer = window.setTimeout(() => setNow(Date.now()), Math.min(due - Date.now(), LONGEST_WAIT_MS));
    return () => window.clearTimeout(timer);
  }, [due, now]);
  return due !== null && due <= now;
}
