import { listCohorts } from '@academy/shared/api/reference-data';
import { useAsyncData } from '@academy/shared/hooks/use-async-data';

export const COHORTS_FETCH_FAILED = 'Failed to fetch cohorts';

/** Every cohort, for a cohort drop-down; a failure toasts COHORTS_FETCH_FAILED. */
export function useCohorts() {
  return useAsyncData(listCohorts, COHORTS_FETCH_FAILED, []).state;
}
