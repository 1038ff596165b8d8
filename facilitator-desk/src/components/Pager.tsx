import { useState } from 'react';
import { useNetworkReason } from '@academy/shared/ui/forms/use-network-reason';
import './pager.css';

/** A list's words for its pager, in the reader's language: its name, its two buttons, the rows shown, the end. */
export interface PagerWords {
  label: string;
  previous: string;
  next: string;
  shown: (from: number, to: number) => string;
  none: string;
}

/** Where a list's pages stand: the page asked for (from 0), its size, and the steps to the others. */
export interface Pages {
  index: number;
  /** the page still shown while the one asked for is on its way (`busy`) */
  before?: number;
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
  const [{ index, before }, setPlace] = useState({ index: 0, before: 0 });
  const go = (to: number) => setPlace({ index: to, before: index });
  return {
    page: { limit: size, offset: index * size },
    index,
    before,
    size,
    next: () => go(index + 1),
    previous: () => go(Math.max(0, index - 1)),
    restart: () => go(0),
  };
}

/**
 * Previous and next buttons around the numbers of the rows shown; a full page may have more after
 * it. Another page needs the network: without one, both wait, the reason read with them.
 */
export default function Pager({ pages, shown, words, busy = false }: PagerProps) {
  const { waiting, describedBy, reason } = useNetworkReason();
  const index = busy ? (pages.before ?? pages.index) : pages.index;
  const from = index * pages.size + 1;
  if (index === 0 && shown < pages.size) return null;
  // unavailable rather than disabled at either end and while a page loads: the button pressed keeps the focus
  const step = (go: () => void, atEnd: boolean) => {
    const unavailable = busy || waiting || atEnd;
    return { 'aria-disabled': unavailable || undefined, 'aria-describedby': describedBy, onClick: () => !unavailable && go() };
  };
  return (
    <nav className="fd-pager" aria-label={words.label} aria-busy={busy}>
      <button type="button" className="btn btn--secondary" {...step(pages.previous, index === 0)}>
        {words.previous}
      </button>
      <p className="fd-pager__shown" aria-live="polite">
        {shown === 0 ? words.none : words.shown(from, from + shown - 1)}
      </p>
      <button type="button" className="btn btn--secondary" {...step(pages.next, shown < pages.size)}>
        {words.next}
      </button>
      {reason}
    </nav>
  );
}
