// What a failed API call was, told from the error itself: read by the client's instance
// (http-client.ts) and by screens, through client.ts, without loading axios.
import type { AxiosError } from 'axios';
import type { ErrorCode } from '@academy/contract/rules/error-codes';

/**
 * Whether `error` is a failed API call (its `response`, when the server answered): an error of
 * axios, which marks its own with `isAxiosError`. Screens ask this module rather than axios: axios
 * then comes once, with the page's one client, and only once a call needs it.
 */
export function isApiError(error: unknown): error is AxiosError {
  return typeof error === 'object' && error !== null && (error as { isAxiosError?: unknown }).isAxiosError === true;
}

/** Whether `error` is the API's answer with status 403 and `code`. */
function refusedWith(error: unknown, code: ErrorCode): boolean {
  return isApiError(error) && error.response?.status === 403 && (error.response.data as { code?: unknown } | undefined)?.code === code;
}

/** Whether `error` is the API's "awaiting approval" answer: the portal shows its own notice instead of a failure. */
export function isAwaitingApproval(error: unknown): boolean {
  return refusedWith(error, 'awaiting_approval');
}

/** Whether `error` is the API's "staff must add a passkey" answer: the desk shows the screen that adds one instead of a failure. */
export function isPasskeyRequired(error: unknown): boolean {
  return refusedWith(error, 'passkey_required');
}

/** The API's code for the failure `error` is, if the server answered with one. */
export function errorCodeOf(error: unknown): ErrorCode | undefined {
  return isApiError(error) ? (error.response?.data as { code?: ErrorCode } | undefined)?.code : undefined;
}
