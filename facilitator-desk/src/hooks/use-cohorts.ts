import { useState } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useEndpoint } from '@academy/shared/api/queries';
import type { Cohort } from '@academy/shared/domain/types';
import { useT, type DeskT } from '../i18n';

/** What a cohort drop-down reads of `useCohorts()`. */
export type CohortsQuery = Pick<UseQueryResult<Cohort[]>, 'status' | 'data'>;

/**
 * The cohorts the signed-in user may choose (a facilitator's own, every cohort for an
 * administrator), for a cohort drop-down; a failure toasts that they could not be fetched.
 */
export function useCohorts() {
  const t = useT();
  return useEndpoint('listMyCohorts', {}, { failureToast: t('cohort.fetchFailed') });
}

/** What a cohort drop-down says under itself: that there is nothing to choose, once that is known. */
export function cohortsHint(cohorts: CohortsQuery, t: DeskT): string | undefined {
  return cohorts.data?.length === 0 ? t('cohort.noneAssigned') : undefined;
}

/**
 * The cohort a screen's drop-down has chosen, as the value of its option: until one is chosen, the
 * user's only cohort when they have one (nothing to choose between), else none ('').
 */
export function useChosenCohort(cohorts: CohortsQuery): [string, (id: string) => void] {
  const [chosen, setChosen] = useState<string | null>(null);
  const only = cohorts.data?.length === 1 ? String(cohorts.data[0]!.id) : '';
  return [chosen ?? only, setChosen];
}
