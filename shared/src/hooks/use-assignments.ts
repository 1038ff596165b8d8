import { useEffect } from 'react';
import { toast } from '@academy/shared/feedback/toast';
import { isNotFound } from '@academy/shared/api/error-message';
import { useEndpoint } from '@academy/shared/api/queries';
import { useT } from '@academy/shared/i18n/messages';

/** The caller's assignments (of one course when `courseId` is given); a failure toasts. */
export function useAssignments(courseId: number | null) {
  const t = useT();
  return useEndpoint('listAssignments', { query: courseId === null ? {} : { cla_course_id: courseId } }, { failureToast: t('assignments.fetchFailed') });
}

/**
 * One assignment by id (null: none asked). A 404 (no such assignment, or not the caller's) is
 * `notFound`, for the screen to say so; any other failure toasts.
 */
export function useAssignment(id: number | null) {
  const t = useT();
  const query = useEndpoint('getAssignment', { params: { id: id ?? 0 } }, { enabled: id !== null });
  const notFound = id === null || isNotFound(query.error);
  const failed = query.status === 'error' && !notFound;
  useEffect(() => {
    if (failed) toast.error(t('assignments.fetchFailed'), { toastId: 'assignments.fetchFailed' });
  }, [failed, t]);
  return { query, notFound };
}
