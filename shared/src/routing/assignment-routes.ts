import type { Assignment } from '@academy/shared/domain/types';
import type { SharedMessageKey } from '@academy/shared/i18n/messages';
import { portalPath } from '@academy/shared/routing/portal-screens';
import { isRecord } from '@academy/shared/routing/router-state';

/** Portal paths of the assignment and submission screens (both roles). */
export const ASSIGNMENT_PATHS = {
  list: portalPath('assignments'),
  form: portalPath('assignmentForm'),
  submissions: portalPath('submissions'),
} as const;

export function assignmentPath(id: number): string {
  return portalPath('assignmentDetails', { id });
}

/** 'See Assignments' from a course: the list filtered to that course. */
export function courseAssignmentsPath(courseId: number): string {
  return `${ASSIGNMENT_PATHS.list}?course=${courseId}`;
}

/**
 * Router state of /portal/assignment/new: `assignment` opens it to edit that assignment,
 * `courseId` preselects the course of a new one (as 'Add Assignment' on a course does).
 */
export interface AssignmentFormRouteState {
  assignment?: Assignment;
  courseId?: number;
}

/** The assignment form's name (its message): its heading, the top bar and the tab. */
export function assignmentFormTitle(editing: boolean): SharedMessageKey {
  return editing ? 'portal.form.editAssignment' : 'portal.form.newAssignment';
}

export function assignmentFormStateFrom(state: unknown): { assignment: Assignment | null; courseId: number | null } {
  if (!isRecord(state)) return { assignment: null, courseId: null };
  const assignment = isRecord(state.assignment) && typeof state.assignment.id === 'number' ? (state.assignment as unknown as Assignment) : null;
  const courseId = typeof state.courseId === 'number' && state.courseId > 0 ? state.courseId : null;
  return { assignment, courseId: courseId ?? assignment?.cla_course_id ?? null };
}
