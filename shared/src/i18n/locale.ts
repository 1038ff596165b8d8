/**
 * The page's language: one per page (a Module Federation singleton, platform/webpack/singletons.ts), so
 * the shell and every area switch together, without a reload. It holds the one Lingui instance,
 * into which each area's catalog is loaded: English comes with the code, every other language is a
 * chunk of its own, loaded for every area of the page before the page switches to it.
 */
import { setupI18n, type Messages } from '@lingui/core';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@academy/contract/rules/locales';
// compiled by the build (platform/webpack/catalogs.ts): TypeScript sees the JSON, the code gets the compiled messages
import sharedEnglish from '@academy/shared/locales/en.json';

/** Longer, accented English for finding clipped text and words left out of the catalogs (development only). */
export const PSEUDO_LOCALE = 'en-XA';

/** A language a page can be shown in: the academy's, and in development the pseudo-locale. */
export type PageLocale = Locale | typeof PSEUDO_LOCALE;

/** A catalog as the build makes it: every message compiled, so no ICU parser runs in the browser. */
export type Catalog = Messages;

/** An area's catalog in one language: `(locale) => import(`./locales/${locale}.json`)`, a chunk per language. */
export type CatalogLoader = (locale: Locale) => Promise<{ default: Catalog }>;

interface Area {
  english: Catalog;
  load: CatalogLoader;
  /** Each language's catalog as it loads (or has loaded) into the instance. */
  loads: Map<PageLocale, Promise<void>>;
  loaded: Set<PageLocale>;
}

const DEVELOPMENT = process.env.NODE_ENV !== 'production';

const i18n = setupI18n({ locale: DEFAULT_LOCALE, messages: { [DEFAULT_LOCALE]: {} } });
const areas = new Map<string, Area>();
const listeners = new Set<() => void>();
let current: PageLocale = DEFAULT_LOCALE;
/** The language asked for last (null before any): a switch that ends after a later one does not apply. */
let wanted: PageLocale | null = null;

function loadInto(area: Area, locale: PageLocale): Promise<void> {
  let load = area.loads.get(locale);
  if (!load) {
    // the test written out, so a production build leaves the pseudo-locale's code out
    const messages: Promise<Catalog> =
      process.env.NODE_ENV !== 'production' && locale === PSEUDO_LOCALE
        ? import('@academy/shared/i18n/pseudo-locale').then(({ pseudoCatalog }) => pseudoCatalog(area.english))
        : area.load(locale as Locale).then((module) => module.default);
    load = messages.then(
      (catalog) => {
        i18n.load(locale, catalog);
        area.loaded.add(locale);
      },
      (error: unknown) => {
        // a chunk that did not arrive may arrive on the next try
        area.loads.delete(locale);
        throw error;
      },
    );
    area.loads.set(locale, markedForUse(load));
  }
  return load;
}

/**
 * Adds an area's catalog (by its name, once: a second copy of the same area adds nothing). Its
 * English is there at once; the page's language, when another, starts loading.
 */
export function registerCatalog(name: string, english: Catalog, load: CatalogLoader): void {
  if (areas.has(name)) return;
  i18n.load(DEFAULT_LOCALE, english);
  const area: Area = { english, load, loads: new Map([[DEFAULT_LOCALE, Promise.resolve()]]), loaded: new Set([DEFAULT_LOCALE]) };
  areas.set(name, area);
  if (current !== DEFAULT_LOCALE) void loadInto(area, current).catch(() => undefined);
}

/** `promise` marked once fulfilled as React marks the promises `use` tracks, so a `use` of it then returns at once. */
export function markedForUse(promise: Promise<void>): Promise<void> {
  const marked = promise as Promise<void> & { status?: 'fulfilled' };
  void promise.then(
    () => {
      marked.status = 'fulfilled';
    },
    () => undefined,
  );
  return promise;
}

/**
 * The load of the area's catalog in `locale`, for React's `use`, loaded or not (null in English,
 * which comes with the code). Its part calls `use` with it on every render in that language, not
 * only while it loads: a `use` called on React's first try of a part and skipped when React tries
 * it again in place (the catalog arrived meanwhile) leaves React reading the hooks after it as
 * ones it has seen, and the part fails ("Update hook called on initial render").
 */
export function catalogLoad(name: string, locale: PageLocale): Promise<void> | null {
  const area = areas.get(name);
  return !area || locale === DEFAULT_LOCALE ? null : loadInto(area, locale);
}

/** Which way a language's text runs (the pseudo-locale's, as English, left to right). */
export function directionOf(locale: PageLocale): 'ltr' | 'rtl' {
  return locale === PSEUDO_LOCALE ? 'ltr' : LOCALES[locale].direction;
}

export function getLocale(): PageLocale {
  return current;
}

/** Whether anything asked for a language in this page yet (a page's address, an account, the reader). */
export function languageAsked(): boolean {
  return wanted !== null;
}

/** The languages a person may choose here, each by its name in itself; in development also the pseudo-locale (no name). */
export function choosableLocales(): { locale: PageLocale; name?: string }[] {
  const locales = Object.entries(LOCALES).map(([locale, { name }]) => ({ locale: locale as Locale, name }));
  return DEVELOPMENT ? [...locales, { locale: PSEUDO_LOCALE }] : locales;
}

/**
 * Shows the page in `locale`: every area's catalog in it loads first, then the page switches at
 * once (`<html lang dir>` with it). Rejects, and the page stays as it was, when a catalog cannot load.
 */
export async function setLocale(locale: PageLocale): Promise<void> {
  wanted = locale;
  await Promise.all([...areas.values()].map((area) => loadInto(area, locale)));
  if (wanted !== locale || current === locale) return;
  current = locale;
  i18n.activate(locale);
  if (typeof document !== 'undefined') {
    document.documentElement.lang = locale;
    document.documentElement.dir = directionOf(locale);
  }
  for (const listener of listeners) listener();
}

/** Calls `listener` whenever the page's language changes; gives back the call that stops it. */
export function onLocaleChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The message `key` in the page's language, its ICU arguments filled from `values`. */
export function translate(key: string, values?: Record<string, unknown>): string {
  return i18n._(key, values);
}

// shared UI's own catalog: the portal frame, Profile and the states every area shows
registerCatalog(
  'shared',
  sharedEnglish as unknown as Catalog,
  // a chunk per language; English comes with this module
  (locale) => import(/* webpackChunkName: "locale-shared-[request]", webpackExclude: /en\.json$/ */ `../locales/${locale}.json`),
);
