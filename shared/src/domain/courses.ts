// docs/requirements.md §2.7: courses by category and by status, and what travels with a course between screens.
import type { Course, CourseCategory, Topic } from '@academy/shared/domain/types';
import type { SharedMessageKey } from '@academy/shared/i18n/messages';
import { portalPath } from '@academy/shared/routing/portal-screens';
import { isRecord } from '@academy/shared/routing/router-state';

export type CourseStatus = 'active' | 'pending' | 'done';

/** The tabs of the course list, each label a message. */
export const COURSE_CATEGORY_TABS: readonly { value: CourseCategory; label: SharedMessageKey }[] = [
  { value: 'program', label: 'courses.tab.program' },
  { value: 'extra', label: 'courses.tab.extra' },
];

export const COURSE_STATUS_TABS: readonly { value: CourseStatus; label: SharedMessageKey }[] = [
  { value: 'active', label: 'courses.tab.active' },
  { value: 'pending', label: 'courses.tab.pending' },
  { value: 'done', label: 'courses.tab.done' },
];

/** docs/requirements.md §2.7: the status tabs open on Done. */
export const DEFAULT_COURSE_STATUS: CourseStatus = 'done';

/** docs/requirements.md §8: what a course list or course lookup says when the server cannot answer (messages). */
export const COURSE_FETCH_FAILED_TOAST = 'courses.fetchFailed.toast';
export const COURSE_FETCH_FAILED_TEXT = 'courses.fetchFailed.text';

/** Portal paths of the course screens (absolute: the shell and the standalone remotes both mount at /portal). */
export const COURSE_PATHS = {
  list: portalPath('courses'),
  details: (id: number) => portalPath('courseDetails', { id }),
  form: portalPath('courseForm'),
  topicForm: (courseId: number) => `${portalPath('topicForm')}?courseId=${courseId}`,
} as const;

/**
 * Active = started and not ended, Pending = not started, Done = ended; `today` and the course
 * dates are ISO calendar dates, so comparing the strings compares the days.
 */
export function courseStatus(course: Pick<Course, 'start_date' | 'end_date'>, today: string): CourseStatus {
  if (course.start_date > today) return 'pending';
  if (course.end_date < today) return 'done';
  return 'active';
}

export function coursesIn<T extends Pick<Course, 'category' | 'start_date' | 'end_date'>>(
  courses: readonly T[],
  category: CourseCategory,
  status: CourseStatus,
  today: string,
): T[] {
  return courses.filter((course) => (course.category ?? 'program') === category && courseStatus(course, today) === status);
}

/** docs/requirements.md §2.7: a duplicated course's name. */
export function duplicateCourseName(name: string): string {
  return `Copy of ${name}`;
}

/** Router state of the course screens: the course (and, for the topic form, the topic being edited). */
export interface CourseRouteState {
  course: Course;
}

export type CourseFormMode = 'add' | 'edit' | 'duplicate';

const COURSE_FORM_TITLES: Record<CourseFormMode, SharedMessageKey> = {
  add: 'portal.form.createCourse',
  edit: 'portal.form.editCourse',
  duplicate: 'portal.form.duplicateCourse',
};

/** The course form's name in a mode (its message): its heading, the top bar and the tab. */
export function courseFormTitle(mode: CourseFormMode): SharedMessageKey {
  return COURSE_FORM_TITLES[mode];
}

/** The topic form's name (its message): its heading, the top bar and the tab. */
export function topicFormTitle(editing: boolean): SharedMessageKey {
  return editing ? 'portal.form.editTopic' : 'portal.form.addTopic';
}

export interface CourseFormRouteState {
  mode: Exclude<CourseFormMode, 'add'>;
  course: Course;
}

export interface TopicFormRouteState {
  course: Course;
  topic?: Topic;
}

function isCourse(value: unknown): value is Course {
  return isRecord(value) && typeof value.id === 'number' && typeof value.name === 'string';
}

/** The course a screen was given in router state, or null (opened by URL, or reloaded without state). */
export function courseFromState(state: unknown): Course | null {
  return isRecord(state) && isCourse(state.course) ? state.course : null;
}

/** The course form's mode and starting course from router state; 'add' without one. */
export function courseFormFromState(state: unknown): { mode: CourseFormMode; course: Course | null } {
  const course = courseFromState(state);
  if (!course || !isRecord(state)) return { mode: 'add', course: null };
  return state.mode === 'edit' || state.mode === 'duplicate' ? { mode: state.mode, course } : { mode: 'add', course: null };
}

export function topicFromState(state: unknown): Topic | null {
  if (!isRecord(state) || !isRecord(state.topic)) return null;
  const topic = state.topic;
  return typeof topic.id === 'number' && typeof topic.name === 'string' ? (topic as unknown as Topic) : null;
}

/** A positive integer id from a route parameter or query value, or null. */
export function parseId(value: string | null | undefined): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
