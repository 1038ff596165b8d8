import type { ErrorCode, ErrorParams, FieldProblem } from '@academy/contract/rules/error-codes';
import { isApiError } from '@academy/shared/api/client';
import { ERROR_MESSAGE_KEYS, FIELD_PROBLEM_KEYS, FIELD_WORD_KEYS } from '@academy/shared/api/error-keys';
import { translate } from '@academy/shared/i18n/locale';

export const NO_RESPONSE_MESSAGE = 'No response from server. Please check your internet connection.';

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

/** The answer's reason in the page's language, from its code; null without an answer or for a code this page does not know. */
export function translatedError(error: unknown): string | null {
  return isApiError(error) && error.response ? translatedReason((error.response.data ?? {}) as ErrorBody) : null;
}

/**
 * docs/requirements.md §8.1, the form error rule: the response's reason in the page's language (its
 * `code`, which the shared catalog says in every language: in English the API's own sentence), or
 * its error string if present (a code this page does not know yet), else its errors object as one
 * 'field: messages' line per field, else (no response at all) the no-response text; otherwise `fallback`.
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (!isApiError(error)) return fallback;
  if (!error.response) return NO_RESPONSE_MESSAGE;
  const translated = translatedError(error);
  if (translated) return translated;
  const body = (error.response.data ?? {}) as ErrorBody;
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
