import type { Assignment } from '@academy/shared/domain/types';
import type { SharedMessageKey } from '@academy/shared/i18n/messages';

/** docs/requirements.md §2.8: students see Pending and Submitted (Pending first), facilitators one ALL tab. */
export type AssignmentTab = 'pending' | 'submitted' | 'all';

export interface AssignmentTabItem {
  value: AssignmentTab;
  /** the tab's name, a message */
  label: SharedMessageKey;
}

export const STUDENT_ASSIGNMENT_TABS: readonly AssignmentTabItem[] = [
  { value: 'pending', label: 'assignments.tab.pending' },
  { value: 'submitted', label: 'assignments.tab.submitted' },
];

export const FACILITATOR_ASSIGNMENT_TABS: readonly AssignmentTabItem[] = [{ value: 'all', label: 'assignments.tab.all' }];

/** docs/requirements.md §4: submitted false is pending, submitted true is submitted. */
export function assignmentsInTab(assignments: readonly Assignment[], tab: AssignmentTab): Assignment[] {
  if (tab === 'all') return [...assignments];
  const submitted = tab === 'submitted';
  return assignments.filter((assignment) => assignment.submitted === submitted);
}

/** Why a student cannot submit this assignment (its message), or null when the form applies. */
export function submissionBlockedReason(assignment: Pick<Assignment, 'locked' | 'submitted'>): SharedMessageKey | null {
  if (assignment.submitted) return 'assignments.blocked.submitted';
  if (assignment.locked) return 'assignments.blocked.locked';
  return null;
}
