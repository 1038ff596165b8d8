// The English phrase of each field problem code (contract/src/rules/error-codes.ts): what a 400's
// `errors` says of a field, its `field_codes` saying the same as codes. Shared UI's catalog has the
// same phrases in every language (a test holds the English ones equal).
import type { ErrorParams, FieldErrorCode, FieldProblem, PasswordWeakness } from '@academy/contract/rules/error-codes';

/** A problem as route code writes it: the code alone, or with its values. */
export type FieldProblemInput = FieldErrorCode | FieldProblem;

/** Field name as sent -> its problems. */
export type FieldProblems = Record<string, FieldProblem[]>;

/** zxcvbn's warnings, in the words a user reads under the field. */
export const PASSWORD_WEAKNESS_PHRASES: Record<PasswordWeakness, string> = {
  personal: "is built on your name, your birthday, your e-mail address or the academy's name",
  near_common: 'is close to one of the most common passwords',
  common: 'is one of the most common passwords',
  sequence: 'is a simple sequence such as abcdefgh or 12345678',
  keyboard_row: 'is a row of keys on the keyboard',
  keyboard_pattern: 'is a pattern of keys on the keyboard',
  repeat: 'repeats the same characters',
  repeated_words: 'repeats the same letters or words',
  date: 'is a date or a year, which is easy to guess',
  recent_year: 'is a recent year, which is easy to guess',
  guessable: 'is too easy to guess',
};

const value = (params: ErrorParams | undefined, name: string) => String(params?.[name] ?? '');

const PHRASES: Record<FieldErrorCode, (params?: ErrorParams) => string> = {
  required: () => 'is required',
  not_allowed: () => 'is not allowed',
  empty: () => 'must not be empty',
  too_short: (p) => `is too short (minimum is ${value(p, 'minimum')} characters)`,
  too_long: (p) => `is too long (maximum is ${value(p, 'maximum')} characters)`,
  invalid_email: () => 'must be a valid e-mail address',
  invalid_date: () => 'must be a valid date (YYYY-MM-DD)',
  invalid_time: () => 'must be a valid time (HH:MM)',
  invalid_url: () => 'must be a valid web address starting with http:// or https://',
  https_url_required: () => 'must be a web address starting with https://',
  plain_url_required: () => 'must be a plain web address: no user name or password, spaces or backslashes',
  invalid_time_zone: () => 'must be a valid time zone such as Africa/Lagos',
  one_line: () => 'must be one line of text without control characters',
  one_line_not_blank: () => 'must be one line of text, not only spaces, without control characters',
  not_blank: () => 'must be text that is not only spaces',
  invalid_phone: () => 'must be a phone number (digits, spaces and + ( ) - . /)',
  invalid_cohort_id_text: () => 'must be a cohort id written as text, such as "1"',
  invalid_form: () => 'is not in the expected form',
  not_text: () => 'must be text',
  not_integer: () => 'must be a whole number',
  not_number: () => 'must be a number',
  not_boolean: () => 'must be true or false',
  too_small: (p) => `must be at least ${value(p, 'minimum')}`,
  too_large: (p) => `must be at most ${value(p, 'maximum')}`,
  not_object: () => 'must be an object',
  not_list: () => 'must be a list',
  not_value: (p) => `must be ${value(p, 'value')}`,
  not_option: (p) => `must be one of ${value(p, 'options')}`,
  wrong_type: () => 'has the wrong type',
  not_null: () => 'must be null',
  invalid: () => 'is not valid',
  nul_character: () => 'must not contain a NUL character (U+0000)',
  broken_character: () => 'holds a broken character (half of a pair that makes one character); please type it again',
  password_mismatch: () => 'does not match the password',
  password_incorrect: () => 'is not correct',
  password_common: () => 'is one of the most common passwords; choose a less guessable one',
  password_weak: (p) =>
    `${PASSWORD_WEAKNESS_PHRASES[value(p, 'why') as PasswordWeakness] ?? PASSWORD_WEAKNESS_PHRASES.guessable}; try three or four words that do not belong together, or a longer mix of letters, numbers and signs`,
  unknown_role: () => 'is not a known role',
  unknown_cohort: () => 'is not a known cohort',
  cohort_closed: () => 'is closed',
  required_for_students: () => 'is required for students',
  cohort_only_for_students: () => 'can only be changed for a student',
  cohort_not_assigned: () => 'is not one of the cohorts assigned to you',
  not_course_cohort: () => 'must be the cohort of the course',
  not_class_cohort: () => 'must be the cohort of the class',
  not_class_student: () => "must be a student of the class's cohort",
  not_class_students: () => "must be students of the class's cohort",
  duplicate_students: () => 'name each student once',
  before_start_date: () => 'must not be before the start date',
  date_passed: () => 'must be today or later',
  not_all_facilitators: () => 'must all be facilitators',
  facilitator_not_assigned: () => "must be an active facilitator assigned to the course's cohort",
  required_with_course_filter: () => 'is required with filter=course',
  class_not_held_yet: () => 'can be added once the class has taken place',
  prerequisite_not_sibling: () => 'must be another course of the same cohort',
  prerequisite_cycle: () => 'must not be a course that waits for this one',
  weights_not_100: () => 'must add up to 100',
  incomplete_order: () => 'must name every item once',
  birthday_in_future: () => 'must not be in the future',
  birthday_too_early: () => 'must be after 1900',
};

export function fieldProblem(input: FieldProblemInput): FieldProblem {
  return typeof input === 'string' ? { code: input } : input;
}

/** The English phrase of one problem: 'is too long (maximum is 200 characters)'. */
export function fieldPhrase(problem: FieldProblem): string {
  return PHRASES[problem.code](problem.params);
}

/** The spec's `errors`: field -> its phrases. */
export function fieldMessages(problems: FieldProblems): Record<string, string[]> {
  return Object.fromEntries(Object.entries(problems).map(([field, list]) => [field, list.map(fieldPhrase)]));
}
