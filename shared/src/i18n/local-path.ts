import { useCallback } from 'react';
import { DEFAULT_LOCALE, isLocale, pathIn, type Locale } from '@academy/contract/rules/locales';
import { useLocale } from '@academy/shared/i18n/messages';

/** The reader's language among the academy's (the development pseudo-locale has English's addresses). */
export function useReaderLocale(): Locale {
  const locale = useLocale();
  return isLocale(locale) ? locale : DEFAULT_LOCALE;
}

/**
 * Gives a public page's English address (/login) in the reader's language (/fr/login), for links and
 * redirects: the public site shows a page in the language of its address.
 */
export function useLocalPath(): (path: string) => string {
  const locale = useReaderLocale();
  return useCallback((path: string) => pathIn(locale, path), [locale]);
}
