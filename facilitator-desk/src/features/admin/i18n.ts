import english from './locales/en.json';
import { areaMessages } from '@academy/shared/i18n/messages';
import { deskMessages } from '../../i18n';

// the administration's own messages (docs/languages.md), which load with its screens, not with the
// desk's first visit; its screens also say the desk's
export const { useT } = areaMessages(
  'facilitator-desk-admin',
  english,
  (locale) => import(/* webpackChunkName: "locale-facilitator-desk-admin-[request]", webpackExclude: /en\.json$/ */ `./locales/${locale}.json`),
  [deskMessages],
);

/** A key of the administration's own catalog, for a table of texts its screens translate. */
export type AdminKey = keyof typeof english;
