import { isLocale, type Locale } from '@academy/contract/rules/locales';

/**
 * The language of the page being read: its `<html lang>`, which the page's language sets (and a
 * page is written with). A plain module: a public page's sign-in sends it without loading the catalogs.
 */
export function pageLanguage(): Locale | undefined {
  const lang = document.documentElement.lang;
  return isLocale(lang) ? lang : undefined;
}
