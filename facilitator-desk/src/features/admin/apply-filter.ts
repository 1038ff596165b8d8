/**
 * Applies a list's filter when its Search or Filter is pressed: a new filter loads its answer (the
 * data layer keys it by the filter); the same filter again asks the API again, as new entries may
 * have come since.
 */
export function applyFilter<Q>(next: Q, current: Q, setQuery: (query: Q) => void, refetch: () => Promise<unknown>): void {
  if (JSON.stringify(next) === JSON.stringify(current)) void refetch();
  else setQuery(next);
}
