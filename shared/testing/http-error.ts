/** An API error answer for the front ends' unit tests: `import { httpError } from '@academy/shared/testing/http-error'`. */
import { AxiosError, AxiosHeaders } from 'axios';

/** The error axios throws for an answer of `status` with the body `data`. */
export function httpError(status: number, data: unknown = {}): AxiosError {
  const config = { headers: new AxiosHeaders() };
  return new AxiosError('failed', 'ERR_BAD_RESPONSE', config, null, { status, statusText: '', headers: {}, config, data });
}
