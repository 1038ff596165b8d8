// What each shared singleton of platform/webpack/singletons.ts is, in words a visitor understands, for the
// area's error screen when an area needs another version of it than the page has.
const PLAIN_NAMES: Record<string, string> = {
  react: 'the display library (React)',
  'react/jsx-runtime': 'the display library (React)',
  'react-dom': 'the display library (React)',
  'react-dom/client': 'the display library (React)',
  'react-router-dom': 'the navigation (router)',
  zustand: 'the library the sign-in module is built with',
  'react-toastify': 'the pop-up messages',
  '@tanstack/react-query': 'the cache of loaded data',
  '@academy/shared/session/store': 'the sign-in module (session store)',
  '@academy/shared/api/query-client': 'the cache of loaded data',
  '@academy/shared/api/client': "the connection to the academy's server",
  '@academy/shared/config/app-config': "the page's settings",
  '@academy/shared/session/portal-access': 'the sign-out record',
  '@academy/shared/i18n/locale': "the page's language",
};

/** The modules in plain words, each named once, joined as a sentence lists them. */
export function plainNamesOf(modules: string[]): string {
  const names = new Set(modules.map((module) => PLAIN_NAMES[module] ?? 'a part every area of the page shares'));
  return new Intl.ListFormat('en', { type: 'conjunction' }).format([...names]);
}
