import { listSubmissions } from '@academy/shared/api/submissions';
import type { Submission } from '@academy/shared/domain/types';
import { useAsyncData } from '@academy/shared/hooks/use-async-data';
import { useSessionStore } from '@academy/shared/session/store';

const SUBMISSIONS_FETCH_FAILED = 'Failed to load submissions. Please try again.';

/**
 * The signed-in user's submissions: a facilitator's unmarked ones, a student's marked ones (the
 * server decides by role). `update` changes the list in place (drops a card once it is marked).
 */
export function useSubmissions() {
  const userId = useSessionStore((state) => state.user?.id ?? null);
  return useAsyncData<Submission[]>(() => (userId === null ? Promise.resolve([]) : listSubmissions(userId)), SUBMISSIONS_FETCH_FAILED, [userId]);
}
