import english from './locales/en.json';
import { areaMessages } from '@academy/shared/i18n/messages';

// the desk's messages (docs/languages.md): English with the code, each other language a chunk
export const { useT } = areaMessages(
  'facilitator-desk',
  english,
  (locale) => import(/* webpackChunkName: "locale-facilitator-desk-[request]", webpackExclude: /en\.json$/ */ `./locales/${locale}.json`),
);

/** The desk's `t`, for a helper that a component hands it to. */
export type DeskT = ReturnType<typeof useT>;

/** A key of the desk's own catalog, for a table of texts the component translates. */
export type DeskKey = keyof typeof english;
