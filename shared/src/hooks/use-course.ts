import { useEffect } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { toast } from '@academy/shared/feedback/toast';
import { errorMessage, isNotFound } from '@academy/shared/api/error-message';
import { useEndpoint } from '@academy/shared/api/queries';
import { COURSE_FETCH_FAILED_TOAST } from '@academy/shared/domain/courses';
import type { Course } from '@academy/shared/domain/types';
import { useT } from '@academy/shared/i18n/messages';

export type CourseLoad =
  { status: 'loading' } | { status: 'ready'; course: Course } | { status: 'not-found' } | { status: 'failed'; message: string; retry: () => void };

/** Only the server's 404 is "not found"; a course it sent, or else the one handed over, is shown. */
function courseLoadOf(query: UseQueryResult<Course>, seed: Course | null, failed: string): CourseLoad {
  if (isNotFound(query.error)) return { status: 'not-found' };
  const course = query.data ?? seed;
  if (course) return { status: 'ready', course };
  if (query.status === 'error') return { status: 'failed', message: errorMessage(query.error, failed), retry: () => void query.refetch() };
  return { status: 'loading' };
}

/**
 * One course by id. A course handed over in router state shows at once and is refreshed quietly
 * (its counts may be stale after a back navigation); without one (URL opened directly, reload)
 * it is fetched, and a failure toasts.
 */
export function useCourse(id: number | null, given: Course | null): CourseLoad {
  const t = useT();
  const failed = t(COURSE_FETCH_FAILED_TOAST);
  const query = useEndpoint('getCourse', { params: { id: id ?? 0 } }, { enabled: id !== null });
  const load: CourseLoad = id === null ? { status: 'not-found' } : courseLoadOf(query, given?.id === id ? given : null, failed);

  useEffect(() => {
    if (load.status === 'failed') toast.error(failed, { toastId: COURSE_FETCH_FAILED_TOAST });
  }, [load.status, failed]);
  return load;
}
