import english from './locales/en.json';
import { areaMessages } from '@academy/shared/i18n/messages';

// the area's messages (docs/languages.md): English with the code, each other language a chunk
export const { useT } = areaMessages(
  'student-portal',
  english,
  (locale) => import(/* webpackChunkName: "locale-student-portal-[request]", webpackExclude: /en\.json$/ */ `./locales/${locale}.json`),
);
