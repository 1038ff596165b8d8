import { createContext } from 'react';
import { moduleKindsOf, type ModuleKind } from './shared-module-names';

/** The shell's words around an area: its loading placeholder and what it says when the area cannot load. */
export interface AreaWords {
  /** The language the words are in, for the list of module names. */
  locale: string;
  loading: string;
  failed: string;
  /** That the area was released for another version of `names` (a list in words) than the page has. */
  otherVersion: (names: string) => string;
  reload: string;
  retry: string;
  moduleName: (kind: ModuleKind) => string;
}

const ENGLISH_MODULE_NAMES: Record<ModuleKind, string> = {
  display: 'the display library (React)',
  router: 'the navigation (router)',
  sessionLibrary: 'the library the sign-in module is built with',
  toasts: 'the pop-up messages',
  cache: 'the cache of loaded data',
  session: 'the sign-in module (session store)',
  server: "the connection to the academy's server",
  settings: "the page's settings",
  signOut: 'the sign-out record',
  language: "the page's language",
  shared: 'a part every area of the page shares',
};

/**
 * The words in English, as the shell's catalog has them: a public page has no language module to
 * read the catalog with (docs/languages.md), so these are its words; the portal frame gives the
 * catalog's in the page's language (PortalAreaWords), and a test holds the two alike.
 */
export const ENGLISH_AREA_WORDS: AreaWords = {
  locale: 'en',
  loading: 'Loading...',
  failed: 'This part of the site could not be loaded.',
  otherVersion: (names) => `It was released for another version of ${names} than this page has. Reload the page to get the matching version.`,
  reload: 'Reload',
  retry: 'Retry',
  moduleName: (kind) => ENGLISH_MODULE_NAMES[kind],
};

export const AreaWordsContext = createContext(ENGLISH_AREA_WORDS);

/** The modules in plain words, each named once, joined as a sentence of the words' language lists them. */
export function plainNamesOf(modules: string[], words: AreaWords): string {
  return new Intl.ListFormat(words.locale, { type: 'conjunction' }).format(moduleKindsOf(modules).map(words.moduleName));
}
