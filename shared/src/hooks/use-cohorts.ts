import { listMyCohorts } from '@academy/shared/api/reference-data';
import type { Cohort } from '@academy/shared/domain/types';
import { useAsyncData, type AsyncData } from '@academy/shared/hooks/use-async-data';

export const COHORTS_FETCH_FAILED = 'Failed to fetch cohorts';

export const NO_COHORTS_ASSIGNED = 'No cohort is assigned to you yet. The academy assigns cohorts to facilitators; write to it to be given one.';

/**
 * The cohorts the signed-in user may choose (a facilitator's own, every cohort for an
 * administrator), for a cohort drop-down; a failure toasts COHORTS_FETCH_FAILED.
 */
export function useCohorts() {
  return useAsyncData(listMyCohorts, COHORTS_FETCH_FAILED, []).state;
}

/** What a cohort drop-down says under itself: that there is nothing to choose, once that is known. */
export function cohortsHint(cohorts: AsyncData<Cohort[]>): string | undefined {
  return cohorts.status === 'ready' && cohorts.data.length === 0 ? NO_COHORTS_ASSIGNED : undefined;
}
