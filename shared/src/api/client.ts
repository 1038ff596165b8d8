import type { AxiosInstance } from 'axios';
import { registerCatalog, type Catalog } from '@academy/shared/i18n/locale';
// compiled by the build (platform/webpack/catalogs.ts), as every catalog
import errorsEnglish from '@academy/shared/api/locales/en.json';

// The sentences of the API's error codes (errorMessage, error-keys.ts) come with the client that
// receives them, not with every page: a page that never calls the API never loads them.
registerCatalog(
  'errors',
  errorsEnglish as unknown as Catalog,
  (locale) => import(/* webpackChunkName: "locale-errors-[request]", webpackExclude: /en\.json$/ */ `./locales/${locale}.json`),
);

export { errorCodeOf, isApiError, isAwaitingApproval, isPasskeyRequired } from '@academy/shared/api/api-errors';

let client: Promise<AxiosInstance> | undefined;

/**
 * The one HTTP client of the page (http-client.ts: the token, and the 401 that ends the session),
 * loaded with the first call that needs it: a first visit whose reads the portal document asked
 * for (early-answers.ts) paints its screen before axios has arrived.
 */
export function apiClient(): Promise<AxiosInstance> {
  client ??= import('@academy/shared/api/http-client').then(({ httpClient }) => httpClient);
  return client;
}
