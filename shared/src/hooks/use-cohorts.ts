import type { UseQueryResult } from '@tanstack/react-query';
import { useEndpoint } from '@academy/shared/api/queries';
import type { Cohort } from '@academy/shared/domain/types';

export const COHORTS_FETCH_FAILED = 'Failed to fetch cohorts';

const NO_COHORTS_ASSIGNED = 'No cohort is assigned to you yet. The academy assigns cohorts to facilitators; write to it to be given one.';

/** What a cohort drop-down reads of `useCohorts()`. */
export type CohortsQuery = Pick<UseQueryResult<Cohort[]>, 'status' | 'data'>;

/**
 * The cohorts the signed-in user may choose (a facilitator's own, every cohort for an
 * administrator), for a cohort drop-down; a failure toasts COHORTS_FETCH_FAILED.
 */
export function useCohorts() {
  return useEndpoint('listMyCohorts', {}, { failureToast: COHORTS_FETCH_FAILED });
}

/** What a cohort drop-down says under itself: that there is nothing to choose, once that is known. */
export function cohortsHint(cohorts: CohortsQuery): string | undefined {
  return cohorts.data?.length === 0 ? NO_COHORTS_ASSIGNED : undefined;
}
