/**
 * The languages the academy is read in, one line each: the API keeps an account's choice from this
 * list, and every front-end area has a catalog per language (`src/locales/<code>.json`). Adding a
 * language is a line here and those catalogs (docs/languages.md).
 */
export const LOCALES = {
  en: { name: 'English', direction: 'ltr' },
  fr: { name: 'Français', direction: 'ltr' },
  es: { name: 'Español', direction: 'ltr' },
  pt: { name: 'Português', direction: 'ltr' },
  ar: { name: 'العربية', direction: 'rtl' },
} as const satisfies Record<string, { name: string; direction: 'ltr' | 'rtl' }>;

export type Locale = keyof typeof LOCALES;

export const LOCALE_CODES = Object.keys(LOCALES) as Locale[];

/** The source language: today's texts, and what a page is in until a language is chosen. */
export const DEFAULT_LOCALE: Locale = 'en';

/** The `lang` and `dir` of a text written in `locale`, whatever the language of the page around it. */
export function writtenIn(locale: Locale): { lang: Locale; dir: 'ltr' | 'rtl' } {
  return { lang: locale, dir: LOCALES[locale].direction };
}

/** A language's name as a sentence in the reader's language says it: "French" in English, "français" in French (`LOCALES`' names are each in itself, for pickers). */
export function languageNameIn(locale: Locale, reader: string): string {
  return new Intl.DisplayNames([reader, DEFAULT_LOCALE], { type: 'language' }).of(locale) ?? LOCALES[locale].name;
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && Object.hasOwn(LOCALES, value);
}

/** The public page at English address `path` (maybe with ?query) in `locale`: /fr/about, the home /fr/, /es/invitation?token=...; English keeps the path. */
export function pathIn(locale: Locale, path: string): string {
  return locale === DEFAULT_LOCALE ? path : `/${locale}${path}`;
}

/**
 * The first of the academy's languages an `Accept-Language` header asks for (`fr-CA;q=0.8` asks for
 * French), by its weights; English when it asks for none of them.
 */
export function acceptedLocale(header: string | undefined): Locale {
  const asked = (header ?? '')
    .split(',')
    .map((part, order) => {
      const [range = '', ...parameters] = part.trim().split(';');
      const weight = parameters.map((parameter) => /^\s*q=([\d.]+)\s*$/.exec(parameter)?.[1]).find((value) => value !== undefined);
      return { language: range.trim().toLowerCase().split('-')[0], weight: weight === undefined ? 1 : Number(weight), order };
    })
    .filter(({ weight }) => weight > 0)
    .sort((a, b) => b.weight - a.weight || a.order - b.order);
  return asked.map(({ language }) => language).find(isLocale) ?? DEFAULT_LOCALE;
}
