import { call } from '@academy/shared/api/call';
import type { Cohort } from '@academy/shared/domain/types';

/** The cohorts the signed-in user's forms offer: a facilitator's assigned ones, every cohort for an administrator. */
export function listMyCohorts(): Promise<Cohort[]> {
  return call('listMyCohorts');
}
