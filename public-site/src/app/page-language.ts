import { DEFAULT_LOCALE, LOCALE_CODES, LOCALES, isLocale, pathIn, type Locale } from '@academy/contract/rules/locales';

/**
 * The public site's addresses per language (docs/languages.md, "The public site"): English at
 * today's paths (/about), every other language under its code (/fr/about, its home /fr/).
 */

/** The language of a public address, and the English address of the same page. */
export function languageOfPath(pathname: string): { locale: Locale; path: string } {
  const [, first = '', ...rest] = pathname.split('/');
  if (first === DEFAULT_LOCALE || !isLocale(first)) return { locale: DEFAULT_LOCALE, path: pathname };
  return { locale: first, path: `/${rest.join('/')}` };
}

/** `locale`'s writing direction, for `<html dir>`. */
export function directionOf(locale: Locale): 'ltr' | 'rtl' {
  return LOCALES[locale].direction;
}

/** The same page in every language (hreflang code and address), English first, for `<link rel="alternate">` and the sitemap. */
export function addressesOf(path: string): { hreflang: Locale; path: string }[] {
  return LOCALE_CODES.map((locale) => ({ hreflang: locale, path: pathIn(locale, path) }));
}
