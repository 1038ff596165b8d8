import { useCallback, useEffect, useState, type DependencyList } from 'react';
import { toast } from 'react-toastify';
import { isAwaitingApproval } from '@academy/shared/api/client';

export type AsyncData<T> = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; data: T };

/**
 * Loads data for a screen: `loading` until `load` settles, then `ready` or `failed` (with the
 * failure toast `failureMessage`, or the one it gives for the error; none while the caller awaits approval). Runs again when `deps`
 * change or `reload` is called; an answer that arrives after the screen moved on is dropped.
 */
export function useAsyncData<T>(load: () => Promise<T>, failureMessage: string | ((error: unknown) => string), deps: DependencyList) {
  const [state, setState] = useState<AsyncData<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    load().then(
      (data) => {
        if (current) setState({ status: 'ready', data });
      },
      (error: unknown) => {
        if (!current) return;
        setState({ status: 'failed' });
        // the portal shows the awaiting-approval notice instead of the screen: no failure toast
        if (isAwaitingApproval(error)) return;
        const message = typeof failureMessage === 'string' ? failureMessage : failureMessage(error);
        // the id keeps a double effect run (StrictMode) from stacking two equal toasts
        toast.error(message, { toastId: message });
      },
    );
    return () => {
      current = false;
    };
    // `load` is a new closure each render; `deps` say when it loads something else
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller's deps stand for load's inputs
  }, [...deps, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  /** Changes the loaded data in place (e.g. drops a deleted item) without loading again. */
  const update = useCallback((change: (data: T) => T) => {
    setState((previous) => (previous.status === 'ready' ? { status: 'ready', data: change(previous.data) } : previous));
  }, []);

  return { state, reload, update };
}
