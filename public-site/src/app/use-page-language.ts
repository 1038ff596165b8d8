import { use } from 'react';
import { useLocation } from 'react-router-dom';
import { DEFAULT_LOCALE, type Locale } from '@academy/contract/rules/locales';
import { ORIGINAL_CONTENT_LOCALE } from '@academy/contract/rules/content-languages';
import { getLocale, markedForUse, setLocale } from '@academy/shared/i18n/locale';
import { useReaderLocale } from '@academy/shared/i18n/local-path';
import { languageOfPath } from './page-language';

/** The last switch to each language, kept once done (see useAddressLanguage). */
const switches = new Map<Locale, { switching: Promise<void>; done: boolean }>();

/** The switch of the page to `locale`: the one under way, or a new one, its catalogs loading first. */
function switchingTo(locale: Locale): Promise<void> {
  const last = switches.get(locale);
  if (last && !last.done) return last.switching;
  const next = { switching: markedForUse(setLocale(locale)), done: false };
  next.switching.then(
    () => (next.done = true),
    () => switches.delete(locale),
  );
  switches.set(locale, next);
  return next.switching;
}

/**
 * Whether `locale` is the language of the address the browser shows now. A page left by a link to
 * another language is still on screen (and may render again) until the new one is ready; it must
 * not switch the page back, or the two would take turns until React gives up waiting (seconds).
 */
function isAddressNow(locale: Locale): boolean {
  return typeof window === 'undefined' || languageOfPath(window.location.pathname).locale === locale;
}

/**
 * The language of the page's address (/fr/about: French), which the page is shown in: until the
 * page has switched to it, the component waits (Suspense), so a prerendered page hydrates in its
 * own language and a link to another language changes every word at once.
 */
export function useAddressLanguage(): Locale {
  const { locale } = languageOfPath(useLocation().pathname);
  // once switched, the switch is passed to `use` again: React, trying the page again in place after
  // waiting for it, needs the same `use` calls as the first time (locale.ts, catalogLoad)
  const switching = getLocale() === locale || !isAddressNow(locale) ? switches.get(locale)?.switching : switchingTo(locale);
  if (switching) use(switching);
  return locale;
}

/** The page's language: its address's, which the public site switches the page to (useAddressLanguage). */
export function usePageLanguage(): Locale {
  return useReaderLocale();
}

/**
 * The page's language for a call that keeps it (a sign-up, a reset's mail, a provider's sign-in),
 * left out in English, the API's default: an English page's calls are as they always were.
 */
export function useLanguageToSend(): Locale | undefined {
  const language = usePageLanguage();
  return language === DEFAULT_LOCALE ? undefined : language;
}

/**
 * The attributes of what the API gives a page without versions in other languages (the intakes'
 * names): written in the academy's language, English, whatever the page's, so marked `lang="en"`
 * on a page in another language.
 */
export function useContentLanguage(): { lang?: Locale } {
  return usePageLanguage() === DEFAULT_LOCALE ? {} : { lang: DEFAULT_LOCALE };
}

/**
 * The language an item of content is written in, as its `lang` attribute: the version of the
 * page's language the API gave, or the original's (English) where the item has none. Always
 * written, so a French version inside a French page says so as much as an English original does.
 */
export function contentLang(item: { lang?: Locale | undefined }): { lang: Locale } {
  return { lang: item.lang ?? ORIGINAL_CONTENT_LOCALE };
}
