import english from './locales/en.json';
import { areaMessages } from '@academy/shared/i18n/messages';

// the shell's messages (docs/languages.md): English with the code, each other language a chunk; only
// the portal frame and the certificate page read them, so a public page does not load the language module for them
export const { useT } = areaMessages(
  'shell',
  english,
  (locale) => import(/* webpackChunkName: "locale-shell-[request]", webpackExclude: /en\.json$/ */ `./locales/${locale}.json`),
);
