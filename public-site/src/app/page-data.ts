import { createContext, useCallback, useContext, useEffect, useState } from 'react';
import { appConfig } from '@academy/shared/config/app-config';

/**
 * Content a page loads from the API, by name (docs/architecture.md, "First visit: Data"). The
 * server render loads it before rendering and the document carries it, so the browser hydrates
 * the same markup without asking again.
 */
export type PageData = Record<string, unknown>;

/** A page's content: its name in PageData and how to load it. */
export interface PageContent<T> {
  key: string;
  load: (apiBaseUrl: string) => Promise<T>;
}

/** The id of the JSON data block the document carries a prerendered page's content in (build/document.js). */
export const PAGE_DATA_ELEMENT_ID = 'page-data';

/** What the server render loaded for the page; null in browsers. */
export const PageDataContext = createContext<PageData | null>(null);

let embedded: PageData | undefined;

function embeddedPageData(): PageData {
  if (!embedded) {
    const element = typeof document === 'undefined' ? null : document.getElementById(PAGE_DATA_ELEMENT_ID);
    embedded = element?.textContent ? (JSON.parse(element.textContent) as PageData) : {};
  }
  return embedded;
}

export type PageContentState<T> = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; data: T };

function initialState<T>(content: PageContent<T>, rendered: PageData | null): PageContentState<T> {
  const source = rendered ?? embeddedPageData();
  return content.key in source ? { status: 'ready', data: source[content.key] as T } : { status: 'loading' };
}

/**
 * The page's content: what the server rendered with (on the server, and in the browser for the
 * first page, once), else loaded from the API, with `retry` after a failure.
 */
export function usePageContent<T>(content: PageContent<T>): { state: PageContentState<T>; retry: () => void } {
  const rendered = useContext(PageDataContext);
  const [state, setState] = useState(() => initialState(content, rendered));
  const [attempt, setAttempt] = useState(0);
  const prerendered = attempt === 0 && state.status === 'ready';

  useEffect(() => {
    // the document's copy serves the hydration only: coming back to the page later loads it afresh
    if (prerendered) {
      delete embeddedPageData()[content.key];
      return;
    }
    let current = true;
    setState({ status: 'loading' });
    content.load(appConfig().apiBaseUrl).then(
      (data) => {
        if (current) setState({ status: 'ready', data });
      },
      () => {
        if (current) setState({ status: 'failed' });
      },
    );
    return () => {
      current = false;
    };
    // loads once per visit and per retry; `prerendered` only tells the first run apart
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the content of a page does not change
  }, [attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}
