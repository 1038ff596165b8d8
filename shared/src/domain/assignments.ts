import type { Assignment } from '@academy/shared/domain/types';

/** docs/requirements.md §2.8: students see Pending and Submitted (Pending first), facilitators one ALL tab. */
export type AssignmentTab = 'pending' | 'submitted' | 'all';

export interface AssignmentTabItem {
  value: AssignmentTab;
  label: string;
}

export const STUDENT_ASSIGNMENT_TABS: readonly AssignmentTabItem[] = [
  { value: 'pending', label: 'Pending' },
  { value: 'submitted', label: 'Submitted' },
];

export const FACILITATOR_ASSIGNMENT_TABS: readonly AssignmentTabItem[] = [{ value: 'all', label: 'ALL' }];

/** docs/requirements.md §4: submitted false is pending, submitted true is submitted. */
export function assignmentsInTab(assignments: readonly Assignment[], tab: AssignmentTab): Assignment[] {
  if (tab === 'all') return [...assignments];
  const submitted = tab === 'submitted';
  return assignments.filter((assignment) => assignment.submitted === submitted);
}

/** docs/requirements.md §2.8: 'No {tab} assignments available.' with the tab's label in lower case. */
export function emptyAssignmentsText(tab: AssignmentTabItem): string {
  return `No ${tab.label.toLowerCase()} assignments available.`;
}

/** Why a student cannot submit this assignment, or null when the form applies. */
export function submissionBlockedReason(assignment: Pick<Assignment, 'locked' | 'submitted'>): string | null {
  if (assignment.submitted) return 'You have already submitted this assignment. Your work is waiting to be marked.';
  if (assignment.locked) return 'This assignment is locked. Complete the earlier course work first.';
  return null;
}
