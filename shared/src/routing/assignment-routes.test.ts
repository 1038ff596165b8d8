import { assignmentFormStateFrom, assignmentPath, courseAssignmentsPath } from '@academy/shared/routing/assignment-routes';
import type { Assignment } from '@academy/shared/domain/types';

const assignment: Assignment = {
  id: 7,
  name: 'Essay',
  description: 'Write it',
  due_date: null,
  due_at: null,
  past_due: false,
  weight: 1,
  cla_course_id: 3,
  cla_user_id: 2,
  course_name: 'Leadership',
  submitted: false,
  missing: false,
  locked: false,
};

test('paths of one assignment and of a course', () => {
  expect(assignmentPath(7)).toBe('/portal/assignments/7');
  expect(courseAssignmentsPath(3)).toBe('/portal/assignments?course=3');
});

test('form state: edit an assignment, preselect a course, or nothing', () => {
  expect(assignmentFormStateFrom({ assignment })).toEqual({ assignment, courseId: 3 });
  expect(assignmentFormStateFrom({ courseId: 5 })).toEqual({ assignment: null, courseId: 5 });
  expect(assignmentFormStateFrom(null)).toEqual({ assignment: null, courseId: null });
  expect(assignmentFormStateFrom({ assignment: { name: 'no id' }, courseId: -1 })).toEqual({ assignment: null, courseId: null });
});
