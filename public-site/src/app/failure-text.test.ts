import { AxiosError, AxiosHeaders } from 'axios';
import { setLocale, translate } from '@academy/shared/i18n/locale';
import type { SiteMessageKey } from '../i18n';
import { failureText } from './failure-text';

function answered(status: number, data: object): AxiosError {
  const config = { headers: new AxiosHeaders() };
  return new AxiosError('failed', 'ERR_BAD_REQUEST', config, null, { status, statusText: '', data, headers: {}, config });
}

const noAnswer = new AxiosError('Network Error', 'ERR_NETWORK', { headers: new AxiosHeaders() }, {});
const t = (key: SiteMessageKey) => translate(key);

afterEach(() => setLocale('en'));

test("in English, the form error rule: the API's sentence, else the fallback", () => {
  const inEnglish = t;
  expect(failureText(answered(422, { error: 'Email has already been taken' }), 'en', inEnglish, 'site.account.failed')).toBe('Email has already been taken');
  expect(failureText(answered(500, {}), 'en', inEnglish, 'site.account.failed')).toBe('Something went wrong. Please try again.');
  expect(failureText(noAnswer, 'en', inEnglish, 'site.account.failed')).toBe('No response from server. Please check your internet connection.');
});

test("in another language, the answer's status in the page's language, never the API's English", async () => {
  await setLocale('fr');
  expect(failureText(answered(422, { error: 'Email has already been taken' }), 'fr', t, 'site.account.failed')).toBe(
    'Une erreur s’est produite. Veuillez réessayer.',
  );
  expect(failureText(answered(429, { error: 'Too many requests' }), 'fr', t, 'site.login.failed')).toBe(
    'Trop de tentatives. Veuillez patienter quelques minutes puis réessayer.',
  );
  expect(failureText(noAnswer, 'fr', t, 'site.login.failed')).toBe('Pas de réponse du serveur. Veuillez vérifier votre connexion Internet.');
  expect(failureText(new Error('not a call'), 'fr', t, 'site.contact.failed')).toBe('Votre message n’a pas pu être envoyé. Veuillez réessayer.');
});

test("in another language, a refusal the page knows by its code is said in the page's language: a common password on sign-up", async () => {
  await setLocale('fr');
  const refusal = answered(400, {
    error: 'Password is one of the most common passwords; choose a less guessable one.',
    code: 'invalid_fields',
    errors: { password: ['is one of the most common passwords; choose a less guessable one'] },
    field_codes: { password: [{ code: 'password_common' }] },
  });
  expect(failureText(refusal, 'fr', t, 'site.account.failed')).toBe(
    'Le champ «\u00a0mot de passe\u00a0» est l’un des mots de passe les plus courants\u00a0; choisissez-en un plus difficile à deviner.',
  );
});
