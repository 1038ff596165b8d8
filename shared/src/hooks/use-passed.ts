import { useEffect, useState } from 'react';

/** setTimeout's longest wait (about 24.8 days); a due moment further away is waited for in steps. */
const LONGEST_WAIT_MS = 2 ** 31 - 1;

/**
 * Has the moment `at` (ISO 8601) passed? Followed as time goes by, to the second it passes: a
 * hand-in form says from then on that work counts as late, an attendance sheet opens as its class starts.
 */
export function usePassed(at: string | null): boolean {
  const due = at === null ? null : Date.parse(at);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (due === null || due <= now) return undefined;
    const timer = window.setTimeout(() => setNow(Date.now()), Math.min(due - Date.now(), LONGEST_WAIT_MS));
    return () => window.clearTimeout(timer);
  }, [due, now]);
  return due !== null && due <= now;
}
