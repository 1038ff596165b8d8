// The API's own words (mails, notices, calendar labels) in the reader's language: a catalog per
// language in api/src/locales, ICU MessageFormat as the front ends' catalogs, compiled once when the
// API starts by Lingui's compiler, the one the front ends' build uses (docs/toolchain.md, "The API's
// messages"). The check of every catalog (shared/src/i18n/catalogs.test.ts) reads them too.
import { setupI18n, type I18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { DEFAULT_LOCALE, isLocale, pathIn, writtenIn, type Locale } from '@academy/contract/rules/locales';
import english from '../locales/en.json';
import arabic from '../locales/ar.json';
import spanish from '../locales/es.json';
import french from '../locales/fr.json';
import portuguese from '../locales/pt.json';

export type ApiMessageKey = keyof typeof english;

/** Every language of contract/src/rules/locales.ts has its catalog here (a new one does not compile without it). */
const CATALOGS: Record<Locale, Record<ApiMessageKey, string>> = { en: english, fr: french, es: spanish, pt: portuguese, ar: arabic };

const instances = new Map<Locale, I18n>();

function instanceFor(locale: Locale): I18n {
  let instance = instances.get(locale);
  if (!instance) {
    const compiled = Object.fromEntries(Object.entries(CATALOGS[locale]).map(([key, text]) => [key, compileMessage(text)]));
    instance = setupI18n({ locale, messages: { [locale]: compiled } });
    instances.set(locale, instance);
  }
  return instance;
}

/** The language a person reads the API's words in: their account's (or invitation's), English when none is chosen. */
export function readerLocale(value: string | null | undefined): Locale {
  return isLocale(value) ? value : DEFAULT_LOCALE;
}

/** The public site's page at English address `path` (with its query) in the reader's language, for a mailed link: `/es/invitation?token=...`. */
export function publicPageFor(reader: { locale: string | null }, publicAppUrl: string, path: string): string {
  return `${publicAppUrl}${pathIn(readerLocale(reader.locale), path)}`;
}

/** The message `key` in `locale`, its ICU arguments filled from `values`. */
export function say(locale: Locale, key: ApiMessageKey, values?: Record<string, unknown>): string {
  return instanceFor(locale)._(key, values);
}

/** `<html lang dir>` of a mail's HTML part, and its Content-Language header. */
export function htmlLanguage(locale: Locale): string {
  const { lang, dir } = writtenIn(locale);
  return `lang="${lang}" dir="${dir}"`;
}

export function languageHeaders(locale: Locale): Record<string, string> {
  return { 'Content-Language': locale };
}
