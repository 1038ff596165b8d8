import english from './locales/en.json';
import { areaMessages } from '@academy/shared/i18n/messages';
import { translate } from '@academy/shared/i18n/locale';
import { TEXT_LIMITS } from '@academy/contract/rules/limits';
import { firstError, maxLengthError, requiredError } from '@academy/shared/forms/validation';

// the desk's messages (docs/languages.md): English with the code, each other language a chunk
export const deskMessages = areaMessages(
  'facilitator-desk',
  english,
  (locale) => import(/* webpackChunkName: "locale-facilitator-desk-[request]", webpackExclude: /en\.json$/ */ `./locales/${locale}.json`),
);

export const { useT } = deskMessages;

/** The desk's `t`, for a helper that a component hands it to. */
export type DeskT = ReturnType<typeof useT>;

/** A key of the desk's own catalog, for a table of texts the component translates. */
export type DeskKey = keyof typeof english;

/** The desk's message `key` in the page's language, for a form's checks that run outside a component. */
export function deskTranslate(key: DeskKey, values?: Record<string, unknown>): string {
  return translate(key, values);
}

/** A field a form's checks name (`check.field`'s cases). */
export type CheckedField =
  | 'name'
  | 'description'
  | 'startDate'
  | 'endDate'
  | 'cohort'
  | 'category'
  | 'dueDate'
  | 'dueTime'
  | 'course'
  | 'className'
  | 'date'
  | 'time'
  | 'duration'
  | 'zoomLink'
  | 'email'
  | 'role'
  | 'assignmentsWeight'
  | 'passMark'
  | 'weight';

/** A field's name in a check's sentence ("Name is required."), in the page's language. */
export function fieldName(field: CheckedField): string {
  return deskTranslate('check.field', { field });
}

/** A course's, topic's, assignment's or class's name (`field`, as its form labels it): given, and at most as long as the academy keeps. */
export function nameError(value: string, field: CheckedField = 'name'): string | null {
  return firstError(requiredError(value, fieldName(field)), maxLengthError(value, fieldName(field), TEXT_LIMITS.name));
}
