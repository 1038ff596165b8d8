import { apiClient } from '@academy/shared/api/client';
import type { AssignmentStats, AttendanceStats, CourseStats, DeskStats, NextUp, ScoreStats, StudentListItem } from '@academy/shared/domain/types';

async function getStats<T>(name: string, params: Record<string, number | undefined>): Promise<T> {
  const { data } = await apiClient.get<T>(`/cla_dashboards/${name}`, { params });
  return data;
}

export const getCourseStats = (cohortId: number, userId: number) => getStats<CourseStats>('course_stats', { cla_cohort_id: cohortId, cla_user_id: userId });

export const getScoreStats = (userId: number) => getStats<ScoreStats>('score_stats', { cla_user_id: userId });

export const getAssignmentStats = (userId: number) => getStats<AssignmentStats>('assignment_stats', { cla_user_id: userId });

export const getAttendanceStats = (userId: number) => getStats<AttendanceStats>('attendance_stats', { cla_user_id: userId });

/** Without a cohort: every cohort the facilitator teaches. */
export const getDeskStats = (cohortId?: number) => getStats<DeskStats>('desk_stats', { cla_cohort_id: cohortId });

export const getStudentList = (cohortId?: number) => getStats<StudentListItem[]>('student_list', { cla_cohort_id: cohortId });

/** The calling student's next class, work due in the next 7 days and recently marked work. */
export const getNextUp = () => getStats<NextUp>('next_up', {});
