import { useEndpoint } from '@academy/shared/api/queries';
import { COURSE_FETCH_FAILED_TOAST } from '@academy/shared/domain/courses';
import type { CourseListQuery } from '@academy/shared/domain/types';
import type { LoadingPlaceholderProps } from '@academy/shared/ui/states/LoadingPlaceholder';

/** The placeholder of a course list while it loads. */
export const COURSES_LOADING: LoadingPlaceholderProps = { label: 'Loading courses...', shape: 'list' };

/**
 * The caller's courses (docs/requirements.md §7: students pass their cohort, facilitators their own
 * id, an administrator reading nothing: every course); null scope waits; a failure toasts.
 */
export function useCourses(scope: CourseListQuery | null) {
  return useEndpoint('listCourses', { query: scope ?? {} }, { enabled: scope !== null, failureToast: COURSE_FETCH_FAILED_TOAST });
}
