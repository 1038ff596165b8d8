import { useQueryClient } from '@tanstack/react-query';
import { useEndpoint } from '@academy/shared/api/queries';
import { queryKey } from '@academy/shared/api/query-key';
import type { Submission } from '@academy/shared/domain/types';
import { useT } from '@academy/shared/i18n/messages';
import { useSessionStore } from '@academy/shared/session/store';

/**
 * The signed-in user's submissions: a facilitator's unmarked ones, a student's marked ones (the
 * server decides by role). `drop` takes one off the list at once (it was marked).
 */
export function useSubmissions() {
  const t = useT();
  const userId = useSessionStore((state) => state.user?.id ?? null);
  const client = useQueryClient();
  const input = { query: { cla_user_id: userId ?? 0 } };
  const query = useEndpoint('listSubmissions', input, { enabled: userId !== null, failureToast: t('submissions.fetchFailed') });
  const drop = (id: number) =>
    client.setQueryData<Submission[]>(queryKey('listSubmissions', input), (list) => list?.filter((submission) => submission.id !== id));
  return { query, drop };
}
