import { isApiError } from '@academy/shared/api/client';
import { useEffect, useState } from 'react';
import { toast } from 'react-toastify';
import { getCourse } from '@academy/shared/api/courses';
import { errorMessage } from '@academy/shared/api/error-message';
import { COURSE_FETCH_FAILED_TOAST } from '@academy/shared/domain/courses';
import type { Course } from '@academy/shared/domain/types';

export type CourseLoad = { status: 'loading' } | { status: 'ready'; course: Course } | { status: 'not-found' } | { status: 'failed'; message: string };

/**
 * One course by id. A course handed over in router state shows at once and is refreshed quietly
 * (its counts may be stale after a back navigation); without one (URL opened directly, reload)
 * it is fetched. Only the server's 404 means the course does not exist for this user.
 */
export function useCourse(id: number | null, given: Course | null): CourseLoad {
  const initial: CourseLoad = id === null ? { status: 'not-found' } : given && given.id === id ? { status: 'ready', course: given } : { status: 'loading' };
  const [load, setLoad] = useState<CourseLoad>(initial);

  useEffect(() => {
    if (id === null) {
      setLoad({ status: 'not-found' });
      return;
    }
    const hadCourse = Boolean(given && given.id === id);
    // another course opened in the same screen: never show the previous one meanwhile
    setLoad(given && hadCourse ? { status: 'ready', course: given } : { status: 'loading' });
    let current = true;
    getCourse(id)
      .then((course) => {
        if (current) setLoad({ status: 'ready', course });
      })
      .catch((error: unknown) => {
        if (!current) return;
        if (isApiError(error) && error.response?.status === 404) {
          setLoad({ status: 'not-found' });
        } else if (!hadCourse) {
          toast.error(COURSE_FETCH_FAILED_TOAST, { toastId: COURSE_FETCH_FAILED_TOAST });
          setLoad({ status: 'failed', message: errorMessage(error, COURSE_FETCH_FAILED_TOAST) });
        }
      });
    return () => {
      current = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `given` only seeds the first render; a new id is what triggers a fetch
  }, [id]);

  return load;
}
