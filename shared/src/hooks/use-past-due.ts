import { useNow } from '@academy/shared/hooks/use-now';

/** Has the moment `dueAt` passed? Followed as time goes by: work sent from then on counts as late. */
export function usePastDue(dueAt: string | null): boolean {
  const now = useNow();
  return dueAt !== null && Date.parse(dueAt) <= now.getTime();
}
