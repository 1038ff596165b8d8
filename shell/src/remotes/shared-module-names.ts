// What each shared singleton of platform/webpack/singletons.ts is, as a kind of thing a visitor
// understands, for the area's error screen when an area needs another version of it than the page has.
const KINDS: Record<string, ModuleKind> = {
  react: 'display',
  'react/jsx-runtime': 'display',
  'react-dom': 'display',
  'react-dom/client': 'display',
  'react-router-dom': 'router',
  zustand: 'sessionLibrary',
  'react-toastify': 'toasts',
  '@tanstack/react-query': 'cache',
  '@academy/shared/session/store': 'session',
  '@academy/shared/api/query-client': 'cache',
  '@academy/shared/api/client': 'server',
  '@academy/shared/config/app-config': 'settings',
  '@academy/shared/session/portal-access': 'signOut',
  '@academy/shared/i18n/locale': 'language',
};

/** A shared module in plain words: its name is the page's words for the kind (area-words.ts). */
export type ModuleKind = 'display' | 'router' | 'sessionLibrary' | 'toasts' | 'cache' | 'session' | 'server' | 'settings' | 'signOut' | 'language' | 'shared';

/** The kinds of the modules, each once, in the order first met. */
export function moduleKindsOf(modules: string[]): ModuleKind[] {
  return [...new Set(modules.map((module) => KINDS[module] ?? 'shared'))];
}
