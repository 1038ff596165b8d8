import { acceptedLocale, type Locale } from '@academy/contract/rules/locales';
import { languageAsked } from '@academy/shared/i18n/locale';

/**
 * The first of the academy's languages the reader's browser asks for (English otherwise), as the
 * page's link preview reads Accept-Language, when nothing has asked this page for a language yet
 * (no address, account or choice named one): a page without an address per language opens in it.
 * Null once something has: a page keeps the language it is in.
 */
export function openingLocale(): Locale | null {
  return languageAsked() ? null : acceptedLocale(navigator.languages?.join(','));
}
