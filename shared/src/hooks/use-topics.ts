import { listTopics } from '@academy/shared/api/topics';
import { COURSE_FETCH_FAILED_TOAST } from '@academy/shared/domain/courses';
import type { Topic } from '@academy/shared/domain/types';
import { useAsyncData, type AsyncData } from '@academy/shared/hooks/use-async-data';

export type TopicsLoad = AsyncData<Topic[]>;

const WAITING_FOR_COURSE = new Promise<never>(() => undefined);

/**
 * A course's topics (null course: still loading it), with `reload` for after a topic changed.
 * Topics are the course's content, so their failure toasts the course fetch failure of docs/requirements.md §8.
 */
export function useTopics(courseId: number | null): { load: TopicsLoad; reload: () => void } {
  const { state, reload } = useAsyncData(() => (courseId === null ? WAITING_FOR_COURSE : listTopics(courseId)), COURSE_FETCH_FAILED_TOAST, [courseId]);
  return { load: state, reload };
}
