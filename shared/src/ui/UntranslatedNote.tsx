import { ORIGINAL_CONTENT_LOCALE } from '@academy/contract/rules/content-languages';
import type { Locale } from '@academy/contract/rules/locales';
import { useReaderLocale } from '@academy/shared/i18n/local-path';

/** An item the academy's staff wrote: its version in the page's language, or the original where it has none (`lang`). */
interface Versioned {
  lang?: Locale | undefined;
}

/**
 * On a page in another language than the original's, says (`text`, in the page's words) that some
 * of the items below have no version in it yet and are shown as written; nothing otherwise.
 */
export default function UntranslatedNote({ items, text }: { items: readonly Versioned[]; text: string }) {
  const page = useReaderLocale();
  const untranslated = items.some((item) => (item.lang ?? ORIGINAL_CONTENT_LOCALE) !== page);
  return untranslated ? <p className="untranslated-note">{text}</p> : null;
}
