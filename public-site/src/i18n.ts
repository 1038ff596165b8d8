import english from './locales/en.json';
import { areaMessages } from '@academy/shared/i18n/messages';

// the public site's messages (docs/languages.md): English with the code, each other language a chunk
export const { useT } = areaMessages(
  'public-site',
  english,
  (locale) => import(/* webpackChunkName: "locale-public-site-[request]", webpackExclude: /en\.json$/ */ `./locales/${locale}.json`),
);

/** A message of the public site's catalog. */
export type SiteMessageKey = keyof typeof english;
