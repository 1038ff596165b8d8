import { AxiosError, AxiosHeaders, type AxiosResponse } from 'axios';
import { errorMessage } from '@academy/shared/api/error-message';
import { setLocale } from '@academy/shared/i18n/locale';

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

test("says the server did not answer when there is no response at all, in the page's language", async () => {
  const noResponse = new AxiosError('Network Error', 'ERR_NETWORK', { headers: new AxiosHeaders() }, {});
  expect(errorMessage(noResponse, FALLBACK)).toBe('No response from server. Please check your internet connection.');
  await setLocale('fr');
  try {
    expect(errorMessage(noResponse, FALLBACK)).toBe('Pas de réponse du serveur. Veuillez vérifier votre connexion Internet.');
  } finally {
    await setLocale('en');
  }
});

test('falls back to the screen text for an answer without details or a non-HTTP failure', () => {
  expect(errorMessage(failedWith(500, 'Internal'), FALLBACK)).toBe(FALLBACK);
  expect(errorMessage(failedWith(422, { errors: {} }), FALLBACK)).toBe(FALLBACK);
  expect(errorMessage(new Error('boom'), FALLBACK)).toBe(FALLBACK);
});

describe("an answer's code, in the page's language", () => {
  const wrongPassword = () => failedWith(401, { error: 'The e-mail address or password is not correct.', code: 'wrong_credentials' });
  const fieldProblems = () =>
    failedWith(400, {
      error: 'The name is too long (maximum is 100 characters).\nThe e-mail address must be a valid e-mail address.',
      code: 'invalid_fields',
      errors: { name: ['is too long (maximum is 100 characters)'], email: ['must be a valid e-mail address'] },
      field_codes: { name: [{ code: 'too_long', params: { maximum: 100 } }], email: [{ code: 'invalid_email' }] },
    });

  afterEach(() => setLocale('en'));

  test('in English is the sentence the API wrote', () => {
    expect(errorMessage(wrongPassword(), FALLBACK)).toBe('The e-mail address or password is not correct.');
    expect(errorMessage(fieldProblems(), FALLBACK)).toBe(
      'The name is too long (maximum is 100 characters).\nThe e-mail address must be a valid e-mail address.',
    );
  });

  test('in French says the reason and each field in French, with no field name as sent', async () => {
    await setLocale('fr');
    expect(errorMessage(wrongPassword(), FALLBACK)).toBe('L’adresse e-mail ou le mot de passe est incorrect.');
    expect(errorMessage(fieldProblems(), FALLBACK)).toBe(
      'Le champ «\u00a0nom\u00a0» est trop long (100 caractères au maximum).\nLe champ «\u00a0adresse e-mail\u00a0» doit être une adresse e-mail valide.',
    );
  });

  test('in Arabic gives the values of the message', async () => {
    await setLocale('ar');
    const tooWide = failedWith(400, {
      error: 'Line 3 has 12 cells; at most 10 are read. Nothing was stored.',
      code: 'csv_row_too_wide',
      params: { line: 3, cells: 12, max: 10 },
    });
    expect(errorMessage(tooWide, FALLBACK)).toBe('في السطر \u20683\u2069 \u200f\u206812\u2069 خلية؛ يُقرأ \u206810\u2069 منها على الأكثر. لم يُحفظ شيء.');
  });

  test('a code this page does not know yet shows the English sentence', async () => {
    await setLocale('fr');
    expect(errorMessage(failedWith(409, { error: 'Something new.', code: 'from_a_newer_api' }), FALLBACK)).toBe('Something new.');
  });
});
