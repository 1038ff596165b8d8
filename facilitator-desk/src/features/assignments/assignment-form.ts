import type { AssignmentInput } from '@academy/shared/domain/types';
import type { Assignment } from '@academy/shared/domain/types';
import { DEFAULT_DUE_TIME } from '@academy/contract/rules/due';
import { instantIn, wallClockIn, wholeWallClock } from '@academy/contract/rules/time-zones';
import { ASSIGNMENT_WEIGHT } from '@academy/contract/rules/grade-weighting';
import { compactErrors, requiredError, type FieldErrors } from '@academy/shared/forms/validation';
import { fieldName, nameError } from '../../i18n';
import { translate } from '@academy/shared/i18n/locale';

export interface AssignmentFormValues {
  name: string;
  description: string;
  due_date: string;
  /** 'HH:MM' in the facilitator's own zone */
  due_time: string;
  cla_course_id: string;
  /** its weight among the course's assignments in the weighted total */
  weight: string;
}

export type AssignmentField = keyof AssignmentFormValues;

/** The order the fields appear in, so the first invalid one gets focus. */
export const ASSIGNMENT_FIELDS: readonly AssignmentField[] = ['name', 'description', 'due_date', 'due_time', 'cla_course_id', 'weight'];

/** The form's values; an edited assignment's due moment as it reads in `zone`, where the facilitator types. */
export function initialAssignmentValues(assignment: Assignment | null, courseId: number | null, zone: string): AssignmentFormValues {
  const due = assignment?.due_at ? wallClockIn(new Date(assignment.due_at), zone) : { date: assignment?.due_date ?? '', time: DEFAULT_DUE_TIME };
  return {
    name: assignment?.name ?? '',
    description: assignment?.description ?? '',
    due_date: due.date,
    due_time: due.time,
    cla_course_id: courseId !== null ? String(courseId) : '',
    weight: String(assignment?.weight ?? ASSIGNMENT_WEIGHT.default),
  };
}

/** A weight is a whole number from ASSIGNMENT_WEIGHT.min to .max. */
function weightError(value: string): string | null {
  const text = value.trim();
  const fits = /^\d{1,3}$/.test(text) && Number(text) >= ASSIGNMENT_WEIGHT.min && Number(text) <= ASSIGNMENT_WEIGHT.max;
  return fits ? null : translate('validation.wholeNumber', { label: fieldName('weight'), min: ASSIGNMENT_WEIGHT.min, max: ASSIGNMENT_WEIGHT.max });
}

/** docs/requirements.md §5: name, description, due date and course are required. */
export function validateAssignment(values: AssignmentFormValues): FieldErrors<AssignmentField> {
  return compactErrors({
    name: nameError(values.name),
    description: requiredError(values.description, fieldName('description')),
    due_date: requiredError(values.due_date, fieldName('dueDate')),
    due_time: requiredError(values.due_time, fieldName('dueTime')),
    cla_course_id: requiredError(values.cla_course_id, fieldName('course')),
    weight: weightError(values.weight),
  });
}

/** The due moment typed (in `zone`) has already passed: work handed in from now on is late. */
export function duePassed({ due_date, due_time }: AssignmentFormValues, zone: string, now = Date.now()): boolean {
  return wholeWallClock(due_date, due_time) && instantIn(due_date, due_time, zone).getTime() <= now;
}

/** `zone`: the one the date and time were typed in. */
export function assignmentPayload(values: AssignmentFormValues, facilitatorId: number, zone: string): Required<AssignmentInput> {
  return {
    name: values.name.trim(),
    description: values.description.trim(),
    due_date: values.due_date,
    due_time: values.due_time,
    time_zone: zone,
    cla_course_id: Number(values.cla_course_id),
    cla_user_id: facilitatorId,
    weight: Number(values.weight),
  };
}
