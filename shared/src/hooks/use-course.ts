import { useEffect } from 'react';
import { toast } from 'react-toastify';
import { errorMessage, isNotFound } from '@academy/shared/api/error-message';
import { useEndpoint } from '@academy/shared/api/queries';
import { COURSE_FETCH_FAILED_TOAST } from '@academy/shared/domain/courses';
import type { Course } from '@academy/shared/domain/types';

export type CourseLoad = { status: 'loading' } | { status: 'ready'; course: Course } | { status: 'not-found' } | { status: 'failed'; message: string };

/**
 * One course by id. A course handed over in router state shows at once and is refreshed quietly
 * (its counts may be stale after a back navigation); without one (URL opened directly, reload)
 * it is fetched. Only the server's 404 means the course does not exist for this user.
 */
export function useCourse(id: number | null, given: Course | null): CourseLoad {
  const seed = given && given.id === id ? given : null;
  const query = useEndpoint('getCourse', { params: { id: id ?? 0 } }, { enabled: id !== null });
  const load: CourseLoad =
    id === null || isNotFound(query.error)
      ? { status: 'not-found' }
      : query.data
        ? { status: 'ready', course: query.data }
        : seed
          ? { status: 'ready', course: seed }
          : query.status === 'error'
            ? { status: 'failed', message: errorMessage(query.error, COURSE_FETCH_FAILED_TOAST) }
            : { status: 'loading' };

  useEffect(() => {
    if (load.status === 'failed') toast.error(COURSE_FETCH_FAILED_TOAST, { toastId: COURSE_FETCH_FAILED_TOAST });
  }, [load.status]);
  return load;
}
