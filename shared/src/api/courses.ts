import { apiClient } from '@academy/shared/api/client';
import type { Course, CourseCategory } from '@academy/shared/domain/types';

export interface CoursePayload {
  name: string;
  description: string;
  cla_cohort_id: number;
  start_date: string;
  end_date: string;
  cla_user_id: number;
  category: CourseCategory;
  /** the course a student must complete first; null: it opens on its start date */
  prerequisite_course_id?: number | null;
}

/** Students pass their cohort, facilitators their own id (docs/requirements.md §7). A cohort's courses, a facilitator's own, or (empty: an administrator reading) every course. */
export type CourseScope = { cohort_id: number } | { cla_user_id: number } | Record<string, never>;

export async function listCourses(scope: CourseScope): Promise<Course[]> {
  const { data } = await apiClient.get<Course[]>('/cla_courses/', { params: scope });
  return data;
}

export async function getCourse(id: number): Promise<Course> {
  const { data } = await apiClient.get<Course>(`/cla_courses/${id}`);
  return data;
}

export async function createCourse(course: CoursePayload): Promise<Course> {
  const { data } = await apiClient.post<Course>('/cla_courses', { cla_course: course });
  return data;
}

export async function updateCourse(id: number, course: CoursePayload): Promise<Course> {
  const { data } = await apiClient.put<Course>(`/cla_courses/${id}`, { cla_course: course });
  return data;
}

export async function deleteCourse(id: number): Promise<void> {
  await apiClient.delete(`/cla_courses/${id}`);
}

export async function listCourseIds(cohortId: number): Promise<number[]> {
  const { data } = await apiClient.get<{ course_ids: number[] }>('/cla_courses/get_course_ids', {
    params: { cla_cohort_id: cohortId },
  });
  return data.course_ids;
}

/** A new course from `course` with copies of the topics and assignments of course `sourceId` (due dates shifted). */
export async function copyCourse(sourceId: number, course: CoursePayload): Promise<Course> {
  const { data } = await apiClient.post<Course>(`/cla_courses/${sourceId}/copy`, { cla_course: course });
  return data;
}
