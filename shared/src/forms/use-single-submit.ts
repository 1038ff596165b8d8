import { useCallback, useRef, useState } from 'react';

/**
 * Runs an async action at most once at a time. The ref, not the `busy` state, is the guard: two
 * clicks in the same tick both see the old state, but only the first one finds the ref clear.
 */
export function useSingleSubmit<A extends unknown[]>(action: (...args: A) => Promise<void>) {
  const inFlight = useRef(false);
  const [busy, setBusy] = useState(false);
  const run = useCallback(
    async (...args: A) => {
      if (inFlight.current) return;
      inFlight.current = true;
      setBusy(true);
      try {
        await action(...args);
      } finally {
        inFlight.current = false;
        setBusy(false);
      }
    },
    [action],
  );
  return { busy, run };
}
