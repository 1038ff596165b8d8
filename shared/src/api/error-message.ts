import axios from 'axios';

export const NO_RESPONSE_MESSAGE = 'No response from server. Please check your internet connection.';

interface ErrorBody {
  error?: unknown;
  errors?: unknown;
}

function joinFieldErrors(errors: Record<string, unknown>): string {
  return Object.entries(errors)
    .map(([field, messages]) => `${field}: ${Array.isArray(messages) ? messages.join(', ') : String(messages)}`)
    .join('\n');
}

/**
 * docs/requirements.md §8 form error rule: the response's error string if present, else its errors object as
 * 'field: messages' lines, else (no response at all) the no-response text; otherwise `fallback`.
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (!axios.isAxiosError(error)) return fallback;
  if (!error.response) return NO_RESPONSE_MESSAGE;
  const body = (error.response.data ?? {}) as ErrorBody;
  if (typeof body.error === 'string' && body.error.trim()) return body.error;
  if (body.errors && typeof body.errors === 'object' && Object.keys(body.errors).length > 0) {
    return joinFieldErrors(body.errors as Record<string, unknown>);
  }
  return fallback;
}
