import { isApiError } from '@academy/shared/api/client';
import { useCallback, useEffect, useState } from 'react';
import { toast } from 'react-toastify';
import { getAssignment, listAssignments } from '@academy/shared/api/assignments';
import type { Assignment } from '@academy/shared/domain/types';
import { useAsyncData } from '@academy/shared/hooks/use-async-data';

const ASSIGNMENTS_FETCH_FAILED = 'Failed to fetch assignments. Please try again.';

/** The caller's assignments (of one course when `courseId` is given); a failure toasts. */
export function useAssignments(courseId: number | null) {
  return useAsyncData(() => listAssignments(courseId ?? undefined), ASSIGNMENTS_FETCH_FAILED, [courseId]);
}

export type AssignmentLoad = { status: 'loading' } | { status: 'not-found' } | { status: 'failed' } | { status: 'ready'; assignment: Assignment };

/**
 * One assignment by id, always from the server, so a reload shows what the server holds. A 404
 * (no such assignment, or not the caller's) is 'not-found'; any other failure toasts.
 */
export function useAssignment(id: number | null) {
  const [load, setLoad] = useState<AssignmentLoad>(id === null ? { status: 'not-found' } : { status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (id === null) {
      setLoad({ status: 'not-found' });
      return;
    }
    let current = true;
    setLoad({ status: 'loading' });
    getAssignment(id).then(
      (assignment) => {
        if (current) setLoad({ status: 'ready', assignment });
      },
      (error: unknown) => {
        if (!current) return;
        if (isApiError(error) && error.response?.status === 404) {
          setLoad({ status: 'not-found' });
          return;
        }
        setLoad({ status: 'failed' });
        toast.error(ASSIGNMENTS_FETCH_FAILED, { toastId: ASSIGNMENTS_FETCH_FAILED });
      },
    );
    return () => {
      current = false;
    };
  }, [id, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  /** Replaces the shown assignment (after the student submitted it). */
  const replace = useCallback((assignment: Assignment) => setLoad({ status: 'ready', assignment }), []);
  return { load, reload, replace };
}
