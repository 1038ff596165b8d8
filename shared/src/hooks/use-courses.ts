import { useEndpoint } from '@academy/shared/api/queries';
import { COURSE_FETCH_FAILED_TOAST } from '@academy/shared/domain/courses';
import type { CourseListQuery } from '@academy/shared/domain/types';
import { useT, type SharedMessageKey, type Translate } from '@academy/shared/i18n/messages';
import type { LoadingPlaceholderProps } from '@academy/shared/ui/states/LoadingPlaceholder';

/** The placeholder of a course list while it loads, in the page's language. */
export function coursesLoading(t: Translate<SharedMessageKey>): LoadingPlaceholderProps {
  return { label: t('courses.loading'), shape: 'list' };
}

/**
 * The caller's courses (docs/requirements.md §7: students pass their cohort, facilitators their own
 * id, an administrator reading nothing: every course); null scope waits; a failure toasts.
 */
export function useCourses(scope: CourseListQuery | null) {
  const t = useT();
  return useEndpoint('listCourses', { query: scope ?? {} }, { enabled: scope !== null, failureToast: t(COURSE_FETCH_FAILED_TOAST) });
}
