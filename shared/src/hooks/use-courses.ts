import { listCourses, type CourseScope } from '@academy/shared/api/courses';
import { COURSE_FETCH_FAILED_TOAST } from '@academy/shared/domain/courses';
import type { Course } from '@academy/shared/domain/types';
import { useAsyncData } from '@academy/shared/hooks/use-async-data';

export type CoursesLoad = { status: 'loading' } | { status: 'ready'; courses: Course[] } | { status: 'failed' };

const WAITING_FOR_SCOPE = new Promise<never>(() => undefined);

/** The caller's courses (docs/requirements.md §7: a student's cohort, or a facilitator's own); null scope waits; a failure toasts. */
export function useCourses(scope: CourseScope | null): CoursesLoad {
  const key = scope ? JSON.stringify(scope) : null;
  const { state } = useAsyncData(() => (scope ? listCourses(scope) : WAITING_FOR_SCOPE), COURSE_FETCH_FAILED_TOAST, [key]);
  return state.status === 'ready' ? { status: 'ready', courses: state.data } : state;
}
