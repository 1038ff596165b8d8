import { AxiosError, AxiosHeaders, type AxiosResponse } from 'axios';
import { errorMessage, NO_RESPONSE_MESSAGE } from '@academy/shared/api/error-message';

const FALLBACK = 'Something went wrong. Please try again.';

function failedWith(status: number, data: unknown): AxiosError {
  const config = { headers: new AxiosHeaders() };
  const response = { status, data, statusText: '', headers: {}, config } as AxiosResponse;
  return new AxiosError('Request failed', 'ERR_BAD_REQUEST', config, {}, response);
}

test('uses the error string of the response', () => {
  expect(errorMessage(failedWith(401, { error: 'Invalid email or password' }), FALLBACK)).toBe('Invalid email or password');
});

test('shows the plain sentence the API sends beside the field messages', () => {
  const error = failedWith(400, {
    error: 'The cohort is not one of the cohorts assigned to you.',
    errors: { cla_cohort_id: ['is not one of the cohorts assigned to you'] },
  });
  expect(errorMessage(error, FALLBACK)).toBe('The cohort is not one of the cohorts assigned to you.');
});

test('writes an errors object without an error as one field: messages line per field (the spec rule)', () => {
  const error = failedWith(400, { errors: { email: ['is invalid', 'is taken'], name: ["can't be blank"] } });
  expect(errorMessage(error, FALLBACK)).toBe("email: is invalid, is taken\nname: can't be blank");
});

test('prefers the error string over the errors object', () => {
  expect(errorMessage(failedWith(400, { error: 'Plain', errors: { a: ['b'] } }), FALLBACK)).toBe('Plain');
});

test('says the server did not answer when there is no response at all', () => {
  const noResponse = new AxiosError('Network Error', 'ERR_NETWORK', { headers: new AxiosHeaders() }, {});
  expect(errorMessage(noResponse, FALLBACK)).toBe(NO_RESPONSE_MESSAGE);
});

test('falls back to the screen text for an answer without details or a non-HTTP failure', () => {
  expect(errorMessage(failedWith(500, 'Internal'), FALLBACK)).toBe(FALLBACK);
  expect(errorMessage(failedWith(422, { errors: {} }), FALLBACK)).toBe(FALLBACK);
  expect(errorMessage(new Error('boom'), FALLBACK)).toBe(FALLBACK);
});
