import { createContext, useCallback, useContext, useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router-dom';
import { DOCUMENT_BLOCKS } from '@academy/contract/rules/document-blocks';
import { appConfig } from '@academy/shared/config/app-config';
import type { Locale } from '@academy/contract/rules/locales';
import { usePageLanguage } from './use-page-language';

/**
 * Content a page loads from the API, by name (docs/first-visit.md, "Data"). The
 * server render loads it before rendering and the document carries it, so the browser hydrates
 * the same markup without asking again.
 */
export type PageData = Record<string, unknown>;

/** The route's parameters (`:id` of /faculty/:id). */
export type RouteParams = Readonly<Record<string, string | undefined>>;

/** A page's content: its name in PageData and how to load it, for the route's parameters and the page's language. */
export interface PageContent<T> {
  key: (params: RouteParams, locale: Locale) => string;
  load: (apiBaseUrl: string, params: RouteParams, locale: Locale) => Promise<T>;
}

/** The id of the JSON data block the document carries a prerendered page's content in. */
export const PAGE_DATA_ELEMENT_ID = DOCUMENT_BLOCKS.pageData;

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

/**
 * `key`'s content as the copy of this page the service worker kept carries it (docs/offline.md),
 * or undefined: no copy, or none with it.
 */
async function savedPageData(key: string): Promise<unknown> {
  if (typeof caches === 'undefined') return undefined;
  try {
    const saved = await caches.match(`${window.location.origin}${window.location.pathname}`);
    if (!saved) return undefined;
    const document = new DOMParser().parseFromString(await saved.text(), 'text/html');
    const block = document.getElementById(PAGE_DATA_ELEMENT_ID)?.textContent;
    return block ? (JSON.parse(block) as PageData)[key] : undefined;
  } catch {
    return undefined;
  }
}

export type PageContentState<T> = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; data: T };
type KeyedState<T> = PageContentState<T> & { key: string };

const LOADING = { status: 'loading' } as const;

/**
 * The page's content: what the server rendered with (on the server, and in the browser for the
 * first page, once), else loaded from the API, with `retry` after a failure.
 */
export function usePageContent<T>(content: PageContent<T>): { state: PageContentState<T>; retry: () => void } {
  const rendered = useContext(PageDataContext);
  const params = useParams();
  const locale = usePageLanguage();
  const key = content.key(params, locale);
  const [state, setState] = useState<KeyedState<T>>(() => {
    const source = rendered ?? embeddedPageData();
    return key in source ? { key, status: 'ready', data: source[key] as T } : { key, ...LOADING };
  });
  const fromDocument = useRef(state.status === 'ready');
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    // the document's copy serves the hydration only: coming back to the page later loads it afresh
    if (fromDocument.current) {
      fromDocument.current = false;
      delete embeddedPageData()[key];
      return;
    }
    let current = true;
    setState({ key, ...LOADING });
    content
      .load(appConfig().apiBaseUrl, params, locale)
      // offline (or the API away), a page read once is read again from the copy of it the site's service worker kept
      .catch(async (error: unknown) => {
        const saved = await savedPageData(key);
        if (saved === undefined) throw error;
        return saved as T;
      })
      .then(
        (data) => {
          if (current) setState({ key, status: 'ready', data });
        },
        () => {
          if (current) setState({ key, status: 'failed' });
        },
      );
    return () => {
      current = false;
    };
    // the key stands for the content and its parameters
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `content` and `params` are new objects each render
  }, [key, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  // another member's page in the same component: not the previous one's content while it loads
  return { state: state.key === key ? state : LOADING, retry };
}

/** The page data key of a form's echo (see render.tsx and platform/server/serve.ts). */
export const FORM_ECHO_KEY = 'form-echo';

/** The field a form posts only from a browser that runs no scripts at all (NoScriptsMark), not merely not yet. */
export const NO_SCRIPTS_FIELD = 'no_scripts';

/** The fields a natively posted form gets back (never a password). */
export type FormEcho = Partial<Record<'email' | 'name' | 'phone_number' | 'birthday' | 'fullName' | 'whatsapp' | 'message' | typeof NO_SCRIPTS_FIELD, string>>;

/** What a page says of a form it echoed: the form needs scripts this browser does not run, or it was posted before they ran. */
export function echoMessage(echo: FormEcho): 'site.form.needsScripts' | 'site.form.notSentYet' {
  return echo[NO_SCRIPTS_FIELD] ? 'site.form.needsScripts' : 'site.form.notSentYet';
}

/**
 * What the form on this page had typed when it was posted before its scripts ran: the server
 * answered the post with the same page, this echo in its data; null on any other visit.
 */
export function useFormEcho(): FormEcho | null {
  const rendered = useContext(PageDataContext);
  const [echo] = useState(() => ((rendered ?? embeddedPageData())[FORM_ECHO_KEY] as FormEcho | undefined) ?? null);
  // it answers that one post: coming back to the page later starts empty
  useEffect(() => {
    delete embeddedPageData()[FORM_ECHO_KEY];
  }, []);
  return echo;
}
