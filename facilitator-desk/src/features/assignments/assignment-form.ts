import type { AssignmentPayload } from '@academy/shared/api/assignments';
import type { Assignment } from '@academy/shared/domain/types';
import { compactErrors, requiredError, type FieldErrors } from '@academy/shared/forms/validation';

export interface AssignmentFormValues {
  name: string;
  description: string;
  due_date: string;
  cla_course_id: string;
}

export type AssignmentField = keyof AssignmentFormValues;

/** The order the fields appear in, so the first invalid one gets focus. */
export const ASSIGNMENT_FIELDS: readonly AssignmentField[] = ['name', 'description', 'due_date', 'cla_course_id'];

export function initialAssignmentValues(assignment: Assignment | null, courseId: number | null): AssignmentFormValues {
  return {
    name: assignment?.name ?? '',
    description: assignment?.description ?? '',
    due_date: assignment?.due_date ?? '',
    cla_course_id: courseId !== null ? String(courseId) : '',
  };
}

/** docs/requirements.md §5: name, description, due date and course are required. */
export function validateAssignment(values: AssignmentFormValues): FieldErrors<AssignmentField> {
  return compactErrors({
    name: requiredError(values.name, 'Name'),
    description: requiredError(values.description, 'Description'),
    due_date: requiredError(values.due_date, 'Due date'),
    cla_course_id: requiredError(values.cla_course_id, 'Course'),
  });
}

export function assignmentPayload(values: AssignmentFormValues, facilitatorId: number): AssignmentPayload {
  return {
    name: values.name.trim(),
    description: values.description.trim(),
    due_date: values.due_date,
    cla_course_id: Number(values.cla_course_id),
    cla_user_id: facilitatorId,
  };
}
