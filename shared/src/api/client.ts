// eslint-disable-next-line @typescript-eslint/no-restricted-imports -- the one module that uses axios (platform/webpack/singletons.ts)
import axios from 'axios';
import { appConfig } from '@academy/shared/config/app-config';
import type { ErrorCode } from '@academy/contract/rules/error-codes';
import { useSessionStore } from '@academy/shared/session/store';
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

/**
 * Whether `error` is a failed API call (its `response`, when the server answered). Screens ask
 * this module rather than axios: axios then comes once, with the page's one client.
 */
export const isApiError = axios.isAxiosError;

/** Whether `error` is the API's "awaiting approval" answer: the portal shows its own notice instead of a failure. */
export function isAwaitingApproval(error: unknown): boolean {
  return (
    axios.isAxiosError(error) &&
    error.response?.status === 403 &&
    (error.response.data as { code?: unknown } | undefined)?.code === ('awaiting_approval' satisfies ErrorCode)
  );
}

/** Whether `error` is the API's "staff must add a passkey" answer: the desk shows the screen that adds one instead of a failure. */
export function isPasskeyRequired(error: unknown): boolean {
  return (
    axios.isAxiosError(error) &&
    error.response?.status === 403 &&
    (error.response.data as { code?: unknown } | undefined)?.code === ('passkey_required' satisfies ErrorCode)
  );
}

/** The one HTTP client of the page. docs/requirements.md §7: no default timeout. */
export const apiClient = axios.create();

apiClient.interceptors.request.use((config) => {
  // read per call, so that loading the runtime config does not pull axios into the first page
  config.baseURL = appConfig().apiBaseUrl;
  const { token } = useSessionStore.getState();
  if (token) config.headers.set('Authorization', `Bearer ${token}`);
  return config;
});

apiClient.interceptors.response.use(undefined, (error: unknown) => {
  // The server no longer accepts our token (expired or revoked elsewhere): end the session, and
  // the portal guard sends the user to /login with the session-expired message, or the server's
  // own sentence when the account was deactivated (docs/api.md, errors).
  if (axios.isAxiosError(error) && error.response?.status === 401 && error.config?.headers?.has('Authorization')) {
    const body = error.response.data as { error?: unknown; code?: unknown } | undefined;
    const deactivated = body?.code === ('account_deactivated' satisfies ErrorCode) && typeof body.error === 'string';
    useSessionStore.getState().clear(deactivated ? (body.error as string) : undefined);
  }
  if (isAwaitingApproval(error)) useSessionStore.getState().markAwaitingApproval();
  if (isPasskeyRequired(error)) useSessionStore.getState().setPasskeyRequired(true);
  return Promise.reject(error);
});
