import { apiClient } from '@academy/shared/api/client';
import type { Assignment } from '@academy/shared/domain/types';

export type AssignmentPayload = Pick<Assignment, 'name' | 'description' | 'due_date' | 'cla_course_id' | 'cla_user_id'> & {
  /** 'HH:MM' on due_date, in time_zone */
  due_time?: string;
  /** the zone date and time were typed in */
  time_zone?: string;
};

/** Without a course id: every assignment the caller can see. */
export async function listAssignments(courseId?: number): Promise<Assignment[]> {
  const params = courseId === undefined ? {} : { cla_course_id: courseId };
  const { data } = await apiClient.get<Assignment[]>('/cla_assignments', { params });
  return data;
}

export async function getAssignment(id: number): Promise<Assignment> {
  const { data } = await apiClient.get<Assignment>(`/cla_assignments/${id}`);
  return data;
}

export async function createAssignment(assignment: AssignmentPayload): Promise<Assignment> {
  const { data } = await apiClient.post<Assignment>('/cla_assignments', { cla_assignment: assignment });
  return data;
}

export async function updateAssignment(id: number, assignment: AssignmentPayload): Promise<Assignment> {
  const { data } = await apiClient.put<Assignment>(`/cla_assignments/${id}`, { cla_assignment: assignment });
  return data;
}

export async function deleteAssignment(id: number): Promise<void> {
  await apiClient.delete(`/cla_assignments/${id}`);
}
