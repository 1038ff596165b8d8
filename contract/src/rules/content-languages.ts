// Content the academy's staff write (the FAQ, the faculty's titles and biographies, the standing
// notes, announcements) is written once in the academy's language and may get a version in each
// other language. A reader gets their language's version when there is one, the original
// otherwise, with the language of what they got, so a page can mark it (`lang`).
import { DEFAULT_LOCALE, isLocale, LOCALE_CODES, type Locale } from '@academy/contract/rules/locales';

/** The language every original is written in. */
export const ORIGINAL_CONTENT_LOCALE: Locale = DEFAULT_LOCALE;

/** The languages an item may have a version in: every language but the original's. */
export const VERSION_LOCALES = LOCALE_CODES.filter((code) => code !== ORIGINAL_CONTENT_LOCALE);

/** The kinds of content that have versions, each with the fields a version gives. */
export const VERSIONED_CONTENT = {
  faq_item: ['question', 'answer'],
  faculty_member: ['title', 'biography'],
  standing_note: ['text'],
  announcement: ['title', 'body'],
} as const satisfies Record<string, readonly string[]>;

export type VersionedKind = keyof typeof VERSIONED_CONTENT;

/** The language a reader asks content in: the page's or account's, the original's for anything else (the pseudo-locale, none yet). */
export function readerLanguage(locale: string | null | undefined): Locale {
  return isLocale(locale) ? locale : ORIGINAL_CONTENT_LOCALE;
}
