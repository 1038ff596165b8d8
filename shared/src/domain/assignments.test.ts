import { FACILITATOR_ASSIGNMENT_TABS, STUDENT_ASSIGNMENT_TABS, assignmentsInTab, submissionBlockedReason } from '@academy/shared/domain/assignments';
import type { Assignment } from '@academy/shared/domain/types';

function assignment(id: number, submitted: boolean): Assignment {
  return {
    id,
    name: `A${id}`,
    description: '',
    due_date: null,
    due_at: null,
    past_due: false,
    weight: 1,
    cla_course_id: 1,
    cla_user_id: 2,
    course_name: 'C',
    submitted,
    missing: false,
    locked: false,
  };
}

const list = [assignment(1, false), assignment(2, true), assignment(3, false)];

test('students have Pending then Submitted; facilitators one ALL tab', () => {
  expect(STUDENT_ASSIGNMENT_TABS.map((tab) => tab.value)).toEqual(['pending', 'submitted']);
  expect(FACILITATOR_ASSIGNMENT_TABS.map((tab) => tab.value)).toEqual(['all']);
});

test('submitted false is pending, true is submitted, ALL is everything', () => {
  expect(assignmentsInTab(list, 'pending').map((a) => a.id)).toEqual([1, 3]);
  expect(assignmentsInTab(list, 'submitted').map((a) => a.id)).toEqual([2]);
  expect(assignmentsInTab(list, 'all').map((a) => a.id)).toEqual([1, 2, 3]);
});

test('the form is blocked for submitted or locked assignments, and says why', () => {
  expect(submissionBlockedReason({ submitted: false, locked: false })).toBeNull();
  expect(submissionBlockedReason({ submitted: true, locked: false })).toBe('assignments.blocked.submitted');
  expect(submissionBlockedReason({ submitted: false, locked: true })).toBe('assignments.blocked.locked');
  expect(submissionBlockedReason({ submitted: true, locked: true })).toBe('assignments.blocked.submitted');
});
