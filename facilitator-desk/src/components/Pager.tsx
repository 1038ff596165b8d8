import { useState } from 'react';
import './pager.css';

/** A list's words for its pager, in the reader's language: its name, its two buttons, the rows shown, the end. */
export interface PagerWords {
  label: string;
  previous: string;
  next: string;
  shown: (from: number, to: number) => string;
  none: string;
}

/** Where a list's pages stand: the page shown (from 0), its size, and the steps to the others. */
export interface Pages {
  index: number;
  size: number;
  previous: () => void;
  next: () => void;
}

interface PagerProps {
  pages: Pages;
  /** the rows of the page shown */
  shown: number;
  words: PagerWords;
  /** another page is on its way: a press waits for it */
  busy?: boolean;
}

/**
 * Pages of a list the API pages by limit and offset, in its order: the page to ask for, and the
 * steps to the next and previous ones; `restart` goes back to the first (a new filter).
 */
export function useOffsetPages(size: number) {
  const [index, setIndex] = useState(0);
  return {
    page: { limit: size, offset: index * size },
    index,
    size,
    next: () => setIndex(index + 1),
    previous: () => setIndex(Math.max(0, index - 1)),
    restart: () => setIndex(0),
  };
}

/** Previous and next buttons around the numbers of the rows shown; a full page may have more after it. */
export default function Pager({ pages, shown, words, busy = false }: PagerProps) {
  const from = pages.index * pages.size + 1;
  if (pages.index === 0 && shown < pages.size) return null;
  // unavailable rather than disabled at either end and while a page loads: the button pressed keeps the focus
  const step = (go: () => void, unavailable: boolean) => ({
    'aria-disabled': busy || unavailable || undefined,
    onClick: () => !busy && !unavailable && go(),
  });
  return (
    <nav className="fd-pager" aria-label={words.label} aria-busy={busy}>
      <button type="button" className="btn btn--secondary" {...step(pages.previous, pages.index === 0)}>
        {words.previous}
      </button>
      <p className="fd-pager__shown" aria-live="polite">
        {shown === 0 ? words.none : words.shown(from, from + shown - 1)}
      </p>
      <button type="button" className="btn btn--secondary" {...step(pages.next, shown < pages.size)}>
        {words.next}
      </button>
    </nav>
  );
}
