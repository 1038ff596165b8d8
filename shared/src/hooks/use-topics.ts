import { useEndpoint } from '@academy/shared/api/queries';
import { COURSE_FETCH_FAILED_TOAST } from '@academy/shared/domain/courses';
import { useT } from '@academy/shared/i18n/messages';

/**
 * A course's topics (null course: not asked yet). Topics are the course's content, so their
 * failure toasts the course fetch failure of docs/requirements.md §8.
 */
export function useTopics(courseId: number | null) {
  const t = useT();
  return useEndpoint('listTopics', { query: { cla_course_id: courseId ?? 0 } }, { enabled: courseId !== null, failureToast: t(COURSE_FETCH_FAILED_TOAST) });
}
