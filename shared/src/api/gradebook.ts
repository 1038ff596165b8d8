import { apiClient } from '@academy/shared/api/client';
import type { Gradebook, Grades } from '@academy/shared/domain/types';

export interface GradebookQuery {
  cla_cohort_id: number;
  cla_course_id?: number;
}

export async function getGradebook(query: GradebookQuery): Promise<Gradebook> {
  const { data } = await apiClient.get<Gradebook>('/cla_gradebook', { params: query });
  return data;
}

/** The signed-in student's own grades by course. */
export async function getMyGrades(): Promise<Grades> {
  const { data } = await apiClient.get<Grades>('/cla_gradebook/mine');
  return data;
}
