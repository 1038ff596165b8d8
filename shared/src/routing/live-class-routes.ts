import type { Course, LiveClass } from '@academy/shared/domain/types';
import type { SharedMessageKey } from '@academy/shared/i18n/messages';
import { portalPath } from '@academy/shared/routing/portal-screens';
import { isRecord } from '@academy/shared/routing/router-state';

/** Paths of the live class, attendance and desk screens (both portal remotes link to them). */
export const LIVE_CLASS_PATHS = {
  list: portalPath('events'),
  form: portalPath('liveClassForm'),
  attendance: portalPath('attendance'),
} as const;

/** The live class form's name (its message): its heading, the top bar and the tab. */
export function liveClassFormTitle(editing: boolean): SharedMessageKey {
  return editing ? 'portal.form.editLiveClass' : 'portal.form.scheduleLiveClass';
}

/** /portal/events showing one course's classes (the course details' 'View Live Classes'). */
export function liveClassesOfCoursePath(courseId: number): string {
  return `${LIVE_CLASS_PATHS.list}?course=${courseId}`;
}

/**
 * Router state of /portal/event/new: a class to edit, or the course to schedule one for (as a
 * course object or its id).
 */
export interface LiveClassFormRouteState {
  liveClass?: LiveClass;
  course?: Pick<Course, 'id'> & Partial<Course>;
  courseId?: number;
}

export function editedLiveClassFrom(state: unknown): LiveClass | null {
  return isRecord(state) && isRecord(state.liveClass) && typeof state.liveClass.id === 'number' ? (state.liveClass as unknown as LiveClass) : null;
}

/** The course a new class is scheduled for: from router state, else from ?courseId= or ?course=. */
export function preselectedCourseIdFrom(state: unknown, search: URLSearchParams): number | null {
  if (isRecord(state)) {
    if (isRecord(state.course) && typeof state.course.id === 'number') return state.course.id;
    if (typeof state.courseId === 'number') return state.courseId;
  }
  const fromQuery = Number(search.get('courseId') ?? search.get('course'));
  return Number.isInteger(fromQuery) && fromQuery > 0 ? fromQuery : null;
}
