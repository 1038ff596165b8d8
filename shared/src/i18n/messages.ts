/**
 * Messages in React: `const t = useT()` then `t('portal.menu')` or `t('profile.sessions.lastUsed', { time })`,
 * in the page's language (docs/languages.md). A component re-renders when the language changes;
 * one whose catalog in that language has not arrived yet waits for it (Suspense). Keys are typed by
 * the English catalog, so an unknown key does not compile, and `catalogs.test.ts` fails while a
 * key is missing in a language, unused, or has other ICU arguments there.
 */
import { createElement, Fragment, isValidElement, use, useSyncExternalStore, type ReactElement, type ReactNode } from 'react';
import {
  catalogLoad,
  getLocale,
  onLocaleChange,
  registerCatalog,
  translate as translateText,
  type Catalog,
  type CatalogLoader,
  type PageLocale,
} from '@academy/shared/i18n/locale';
import type sharedEnglish from '@academy/shared/locales/en.json';
import type { ErrorMessageKey } from '@academy/shared/api/error-keys';

/** A message of shared UI's catalog (shared/src/locales). */
export type SharedMessageKey = keyof typeof sharedEnglish;

type Value = string | number | Date;

export interface Translate<Key extends string> {
  (key: Key, values?: Record<string, Value>): string;
  /** With an element among the values (a name in <strong>): the message's text around it. */
  (key: Key, values: Record<string, Value | ReactElement>): ReactNode;
}

/** Stands for an element inside a message while it is formatted as text. */
const ELEMENT_MARK = '\uE000';

function translateWithElements(key: string, values: Record<string, Value | ReactElement>): ReactNode {
  const elements: ReactElement[] = [];
  const marked = Object.fromEntries(
    Object.entries(values).map(([name, value]) => [name, isValidElement(value) ? `${ELEMENT_MARK}${elements.push(value) - 1}${ELEMENT_MARK}` : value]),
  );
  // "Signed in as \uE0000\uE000 (Student)": the odd parts are the elements' places
  return translateText(key, marked)
    .split(ELEMENT_MARK)
    .map((part, index) => (index % 2 === 1 ? createElement(Fragment, { key: index }, elements[Number(part)]) : part));
}

function translate(key: string, values?: Record<string, Value | ReactElement>): ReactNode {
  return values && Object.values(values).some(isValidElement) ? translateWithElements(key, values) : translateText(key, values);
}

// one function per language, so what a component memoizes with it is made again when the language changes
const translators = new Map<PageLocale, typeof translate>();

function translatorIn(locale: PageLocale): typeof translate {
  let translator = translators.get(locale);
  if (!translator) {
    translator = (key, values) => translate(key, values);
    translators.set(locale, translator);
  }
  return translator;
}

/** The page's language; the component renders again when it changes. */
export function useLocale(): PageLocale {
  return useSyncExternalStore(onLocaleChange, getLocale, getLocale);
}

function useCatalogs<Key extends string>(catalogs: string[]): Translate<Key> {
  const locale = useLocale();
  for (const catalog of catalogs) {
    const load = catalogLoad(catalog, locale);
    if (load) use(load);
  }
  return translatorIn(locale) as Translate<Key>;
}

/**
 * The sentences of the API's error codes (shared/src/api/locales), for a screen that says one
 * itself; `errorMessage` says an answer's. The API client registers their catalog: a screen that
 * shows them calls the API, so it has loaded the client.
 */
export function useErrorT(): Translate<ErrorMessageKey> {
  return useCatalogs<ErrorMessageKey>(['errors']);
}

/** Shared UI's messages (the portal frame, Profile, the states every area shows). */
export function useT(): Translate<SharedMessageKey> {
  return useCatalogs<SharedMessageKey>(['shared']);
}

/** An area's messages, as `areaMessages` gives them: its `useT`, and the catalogs it reads. */
export interface AreaMessages<Key extends string> {
  /** The catalogs (by name) whose keys `useT` takes, besides shared UI's. */
  readonly catalogs: readonly string[];
  useT(): Translate<Key | SharedMessageKey>;
}

/**
 * An area's messages: its catalog `english` (its src/locales/en.json, which the build compiles) and
 * `load` for the other languages. Its `useT` takes the area's keys and shared UI's, and those of
 * the messages in `reads`: a part of an area whose catalog loads only with it (the desk's
 * administration) also reads the area's.
 */
export function areaMessages<English extends object, ReadKey extends string = never>(
  area: string,
  english: English,
  load: CatalogLoader,
  reads: readonly AreaMessages<ReadKey>[] = [],
): AreaMessages<(keyof English & string) | ReadKey> {
  registerCatalog(area, english as unknown as Catalog, load);
  const catalogs = [area, ...reads.flatMap((messages) => messages.catalogs)];
  function useAreaT(): Translate<(keyof English & string) | ReadKey | SharedMessageKey> {
    return useCatalogs([...catalogs, 'shared']);
  }
  return { catalogs, useT: useAreaT };
}
