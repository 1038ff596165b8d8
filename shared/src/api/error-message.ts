import type { ErrorCode, ErrorParams, FieldProblem } from '@academy/contract/rules/error-codes';
import { isApiError } from '@academy/shared/api/client';
import { ERROR_MESSAGE_KEYS, FIELD_PROBLEM_KEYS, FIELD_WORD_KEYS, type ErrorMessageKey } from '@academy/shared/api/error-keys';
import { translate } from '@academy/shared/i18n/locale';

/** docs/requirements.md §8.1, said when no answer came at all (in English 'No response from server. Please check your internet connection.'). */
const NO_RESPONSE = 'error.no_response' satisfies ErrorMessageKey;

interface ErrorBody {
  error?: unknown;
  errors?: unknown;
  code?: unknown;
  params?: ErrorParams;
  field_codes?: Record<string, FieldProblem[]>;
}

/** The spec's lines for an `errors` object without an `error` beside it: one 'field: messages' line per field. */
function fieldLines(errors: Record<string, unknown>): string {
  return Object.entries(errors)
    .map(([field, messages]) => `${field}: ${(Array.isArray(messages) ? messages : [messages]).map(String).join(', ')}`)
    .join('\n');
}

function isKnown<K extends string>(table: Partial<Record<K, unknown>>, code: unknown): code is K {
  return typeof code === 'string' && Object.hasOwn(table, code);
}

/** One field's problems as a sentence in the page's language: "Le champ « nom » ne doit pas être vide." */
function fieldSentence(field: string, problems: FieldProblem[]): string | null {
  if (!problems.every((problem) => isKnown(FIELD_PROBLEM_KEYS, problem.code))) return null;
  const phrases = problems.map((problem) => translate(FIELD_PROBLEM_KEYS[problem.code], problem.params));
  const joined = phrases.reduce((first, second) => translate('error.field.and', { first, second }));
  const word = FIELD_WORD_KEYS[field] ?? FIELD_WORD_KEYS[field.split('.').pop() ?? ''];
  const sentence = word
    ? translate('error.field.sentence', { field: translate(word), problems: joined })
    : translate('error.field.unnamed', { problems: joined });
  return sentence.charAt(0).toUpperCase() + sentence.slice(1);
}

/** The answer's reason in the page's language, from its code (and field codes); null when a code is not known here. */
function translatedReason(body: ErrorBody): string | null {
  if (body.code === ('invalid_fields' satisfies ErrorCode) && body.field_codes) {
    const lines = Object.entries(body.field_codes).map(([field, problems]) => fieldSentence(field, problems));
    return lines.length > 0 && lines.every((line) => line !== null) ? lines.join('\n') : null;
  }
  return isKnown(ERROR_MESSAGE_KEYS, body.code) ? translate(ERROR_MESSAGE_KEYS[body.code], body.params) : null;
}

/**
 * The API's refusal of fields of a form, each field's problems as a sentence in the page's language
 * (in English the API's own), under the form's name of the field (`formName`: the API's name of each
 * field, the last part of a nested one, to the form's; or the form's fields, where they have the API's
 * names). Null unless the answer refuses fields only,
 * each of them on the form, for reasons this page can say: the form then says it as a whole.
 */
export function fieldRefusals<F extends string>(error: unknown, formName: Partial<Record<string, F>> | readonly F[]): Partial<Record<F, string>> | null {
  if (!isApiError(error)) return null;
  const body = (error.response?.data ?? {}) as ErrorBody;
  if (body.code !== ('invalid_fields' satisfies ErrorCode) || !body.field_codes) return null;
  const refusals: Partial<Record<F, string>> = {};
  for (const [field, problems] of Object.entries(body.field_codes)) {
    const apiName = field.split('.').pop() ?? field;
    const name = isFieldList(formName) ? formName.find((formField) => formField === apiName) : formName[apiName];
    const sentence = fieldSentence(field, problems);
    if (!name || !sentence) return null;
    refusals[name] = sentence;
  }
  return Object.keys(refusals).length > 0 ? refusals : null;
}

function isFieldList<F extends string>(formName: Partial<Record<string, F>> | readonly F[]): formName is readonly F[] {
  return Array.isArray(formName);
}

/** The failure in the page's language: no answer at all, or the answer's reason from its code; null for a code this page does not know. */
export function translatedError(error: unknown): string | null {
  if (!isApiError(error)) return null;
  return error.response ? translatedReason((error.response.data ?? {}) as ErrorBody) : translate(NO_RESPONSE);
}

/**
 * docs/requirements.md §8.1, the form error rule, in the page's language: with no response at all
 * the no-response text, else the response's reason from its `code` (which the errors catalog says
 * in every language: in English the API's own sentence), else its error string (a code this page
 * does not know yet), else its errors object as one 'field: messages' line per field; otherwise `fallback`.
 */
export function errorMessage(error: unknown, fallback: string): string {
  const translated = translatedError(error);
  if (translated) return translated;
  if (!isApiError(error)) return fallback;
  const body = (error.response?.data ?? {}) as ErrorBody;
  if (typeof body.error === 'string' && body.error.trim()) return body.error;
  if (body.errors && typeof body.errors === 'object' && Object.keys(body.errors).length > 0) {
    return fieldLines(body.errors as Record<string, unknown>);
  }
  return fallback;
}

/** Whether the API answered 404: the object does not exist for this caller (a screen says "not found"). */
export function isNotFound(error: unknown): boolean {
  return isApiError(error) && error.response?.status === 404;
}

/** Whether no answer came at all (the signal dropped): the change may or may not have reached the API. */
export function isUnanswered(error: unknown): boolean {
  return isApiError(error) && !error.response;
}
