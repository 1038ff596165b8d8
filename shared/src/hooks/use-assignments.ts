import { useEffect } from 'react';
import { toast } from 'react-toastify';
import { isNotFound } from '@academy/shared/api/error-message';
import { useEndpoint } from '@academy/shared/api/queries';

const ASSIGNMENTS_FETCH_FAILED = 'Failed to fetch assignments. Please try again.';

/** The caller's assignments (of one course when `courseId` is given); a failure toasts. */
export function useAssignments(courseId: number | null) {
  return useEndpoint('listAssignments', { query: courseId === null ? {} : { cla_course_id: courseId } }, { failureToast: ASSIGNMENTS_FETCH_FAILED });
}

/**
 * One assignment by id (null: none asked). A 404 (no such assignment, or not the caller's) is
 * `notFound`, for the screen to say so; any other failure toasts.
 */
export function useAssignment(id: number | null) {
  const query = useEndpoint('getAssignment', { params: { id: id ?? 0 } }, { enabled: id !== null });
  const notFound = id === null || isNotFound(query.error);
  const failed = query.status === 'error' && !notFound;
  useEffect(() => {
    if (failed) toast.error(ASSIGNMENTS_FETCH_FAILED, { toastId: ASSIGNMENTS_FETCH_FAILED });
  }, [failed]);
  return { query, notFound };
}
