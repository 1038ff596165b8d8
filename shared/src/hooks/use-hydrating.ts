import { useSyncExternalStore } from 'react';

const NO_CHANGES = () => () => undefined;

/**
 * True while React hydrates the server's markup, and on the server: such a render must match what
 * the server knew (no storage, no query string). React reads the server's snapshot only then.
 */
export function useHydrating(): boolean {
  return useSyncExternalStore(
    NO_CHANGES,
    () => false,
    () => true,
  );
}
