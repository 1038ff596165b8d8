import { isApiError } from '@academy/shared/api/client';

export const NO_RESPONSE_MESSAGE = 'No response from server. Please check your internet connection.';

interface ErrorBody {
  error?: unknown;
  errors?: unknown;
}

/** The spec's lines for an `errors` object without an `error` beside it: one 'field: messages' line per field. */
function fieldLines(errors: Record<string, unknown>): string {
  return Object.entries(errors)
    .map(([field, messages]) => `${field}: ${(Array.isArray(messages) ? messages : [messages]).map(String).join(', ')}`)
    .join('\n');
}

/**
 * docs/requirements.md §8.1, the form error rule: the response's error string if present (the API
 * sends one beside every `errors`, the field messages in plain words), else its errors object as
 * one 'field: messages' line per field, else (no response at all) the no-response text; otherwise
 * `fallback`.
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (!isApiError(error)) return fallback;
  if (!error.response) return NO_RESPONSE_MESSAGE;
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
