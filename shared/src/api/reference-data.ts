import { apiClient } from '@academy/shared/api/client';
import type { Cohort, Role } from '@academy/shared/domain/types';

export async function listCohorts(): Promise<Cohort[]> {
  const { data } = await apiClient.get<Cohort[]>('/cla_cohorts');
  return data;
}

/** The cohorts the signed-in user's forms offer: a facilitator's assigned ones, every cohort for an administrator. */
export async function listMyCohorts(): Promise<Cohort[]> {
  const { data } = await apiClient.get<Cohort[]>('/cla_cohorts/mine');
  return data;
}

export async function listRoles(): Promise<Role[]> {
  const { data } = await apiClient.get<Role[]>('/cla_roles');
  return data;
}
