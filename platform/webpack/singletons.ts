/**
 * What Module Federation shares between the areas of a page: only what must exist once per page,
 * because it holds identity (a React, a router context, a store, a client, a queue, a cache that
 * one area fills and another reads). Everything else is bundled into the area that uses it
 * (docs/federation.md, "Shared singletons", says how to decide for a new module). Each shared
 * module is one more request on a first visit and one more version to keep compatible.
 *
 * Adding one is one line here: a package by its import name (the version is read from the lock),
 * a module of `shared` by the request the code imports it by.
 */

/** Packages: request -> why a page must have only one copy. */
const SINGLETON_LIBRARIES = {
  react: 'hooks and contexts work only within one copy of React',
  'react/jsx-runtime': "the elements it creates belong to that React's copy",
  'react-dom': 'one renderer for the one React',
  'react-dom/client': "the shell's root renders every area",
  'react-router-dom': "the shell's router context reaches every area's routes (shared as platform/webpack/react-router-dom.js)",
  zustand: 'the session store is made with it',
  'react-toastify': "areas raise toasts that the shell's one container shows: its queue is module state",
  '@tanstack/react-query': "the portal frame's QueryClientProvider context (the shell's) reaches every area's data hooks",
};

/** Modules of `shared`: request -> what identity they hold. */
const SINGLETON_MODULES = {
  '@academy/shared/session/store': 'the session store: a sign-in in one area is seen by every area',
  '@academy/shared/api/query-client': "the page's one cache of API answers: what one area loads or changes, another reads or refreshes",
  '@academy/shared/api/client':
    'the API client: the token and the 401 handling that ends the session for the whole page (axios is used through it only, and comes with its first call)',
  '@academy/shared/config/app-config': "the runtime configuration the shell reads once and every area's API calls use",
  '@academy/shared/session/portal-access': "the note of a chosen logout, made by an area's Logout and read by the shell's portal guard",
  '@academy/shared/i18n/locale':
    "the page's language and the one instance every area's messages are loaded into: the shell and every area switch together (Lingui comes with it)",
};

export { SINGLETON_LIBRARIES, SINGLETON_MODULES };
