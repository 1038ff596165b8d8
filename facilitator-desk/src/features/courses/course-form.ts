import type { CourseInput } from '@academy/shared/domain/types';
import { attendanceWeightFor } from '@academy/contract/rules/grade-weighting';
import { endsBeforeStart } from '@academy/contract/rules/date-range';
import { duplicateCourseName, type CourseFormMode } from '@academy/shared/domain/courses';
import type { Course, CourseCategory } from '@academy/shared/domain/types';
import { compactErrors, percentError, requiredError, type FieldErrors } from '@academy/shared/forms/validation';
import { deskTranslate, fieldName, nameError } from '../../i18n';

export interface CourseFormValues {
  name: string;
  description: string;
  start_date: string;
  end_date: string;
  cla_cohort_id: string;
  category: CourseCategory;
  /** '' = none: the course opens on its start date */
  prerequisite_course_id: string;
  /** 'cohort': the course takes its cohort's weighting; 'own': assignments_weight, and attendance the rest of 100 */
  weighting: 'cohort' | 'own';
  assignments_weight: string;
  /** '' = none */
  pass_mark: string;
}

export type CourseFormField = keyof CourseFormValues;

/** Each option's label is a message key. */
export const CATEGORY_OPTIONS = [
  { value: 'program', label: 'courseForm.category.program' },
  { value: 'extra', label: 'courseForm.category.extra' },
] as const satisfies { value: CourseCategory; label: string }[];

/** The attendance weight the form's assignments weight leaves (null while that is not a percentage). */
export function attendanceWeightOf(values: CourseFormValues): number | null {
  return attendanceWeightFor(values.assignments_weight);
}

/** The form's starting values: empty to add, the course to edit, a renamed copy to duplicate. */
export function initialCourseValues(mode: CourseFormMode, course: Course | null): CourseFormValues {
  if (!course || mode === 'add') {
    return {
      name: '',
      description: '',
      start_date: '',
      end_date: '',
      cla_cohort_id: '',
      category: 'program',
      prerequisite_course_id: '',
      weighting: 'cohort',
      assignments_weight: '100',
      pass_mark: '',
    };
  }
  return {
    name: mode === 'duplicate' ? duplicateCourseName(course.name) : course.name,
    description: course.description,
    start_date: course.start_date,
    end_date: course.end_date,
    cla_cohort_id: String(course.cla_cohort_id),
    category: course.category ?? 'program',
    prerequisite_course_id: course.prerequisite_course_id === null ? '' : String(course.prerequisite_course_id),
    weighting: course.own_grade_weights ? 'own' : 'cohort',
    assignments_weight: String(course.grade_weights.assignments),
    pass_mark: course.pass_mark === null ? '' : String(course.pass_mark),
  };
}

/** The courses that may be the prerequisite: the others of the chosen cohort. */
export function prerequisiteOptions(courses: Course[], cohortId: string, editedId: number | null): { value: string; label: string }[] {
  return courses.filter((c) => String(c.cla_cohort_id) === cohortId && c.id !== editedId).map((c) => ({ value: String(c.id), label: c.name }));
}

/** docs/requirements.md §5: name, description, start and end date, cohort are required; the course cannot end before it starts. */
export function validateCourse(values: CourseFormValues): FieldErrors<CourseFormField> {
  return compactErrors<CourseFormField>({
    name: nameError(values.name),
    description: requiredError(values.description, fieldName('description')),
    start_date: requiredError(values.start_date, fieldName('startDate')),
    end_date:
      requiredError(values.end_date, fieldName('endDate')) ??
      (endsBeforeStart(values.start_date, values.end_date) ? deskTranslate('check.endBeforeStart') : null),
    cla_cohort_id: requiredError(values.cla_cohort_id, fieldName('cohort')),
    category: values.category === 'program' || values.category === 'extra' ? null : requiredError('', fieldName('category')),
    prerequisite_course_id: null,
    weighting: null,
    assignments_weight:
      values.weighting === 'own'
        ? (requiredError(values.assignments_weight, fieldName('assignmentsWeight')) ?? percentError(values.assignments_weight, fieldName('assignmentsWeight')))
        : null,
    pass_mark: percentError(values.pass_mark, fieldName('passMark')),
  });
}

/** Every field of the body, the optional ones too: a field added to the contract does not compile until the form sends it. */
export function coursePayload(values: CourseFormValues, userId: number): Required<CourseInput> {
  return {
    name: values.name.trim(),
    description: values.description.trim(),
    start_date: values.start_date,
    end_date: values.end_date,
    cla_cohort_id: Number(values.cla_cohort_id),
    cla_user_id: userId,
    category: values.category,
    prerequisite_course_id: values.prerequisite_course_id ? Number(values.prerequisite_course_id) : null,
    grade_weights: values.weighting === 'own' ? { assignments: Number(values.assignments_weight), attendance: 100 - Number(values.assignments_weight) } : null,
    pass_mark: values.pass_mark.trim() === '' ? null : Number(values.pass_mark),
  };
}
