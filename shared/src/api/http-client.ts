// The page's one axios instance, loaded with the first call that goes to the API (client.ts,
// apiClient): a first visit whose reads the portal document asked for paints without it.
// eslint-disable-next-line @typescript-eslint/no-restricted-imports -- the one module that uses axios (platform/webpack/singletons.ts)
import axios from 'axios';
import { appConfig } from '@academy/shared/config/app-config';
import type { ErrorCode } from '@academy/contract/rules/error-codes';
import { useSessionStore } from '@academy/shared/session/store';
import { ERROR_MESSAGE_KEYS } from '@academy/shared/api/error-keys';
import { catalogLoad, getLocale, translate } from '@academy/shared/i18n/locale';
import { isApiError, isAwaitingApproval, isPasskeyRequired } from '@academy/shared/api/api-errors';

/** The one HTTP client of the page. docs/requirements.md §7: no default timeout. */
export const httpClient = axios.create();

httpClient.interceptors.request.use((config) => {
  // read per call: the runtime config may be loaded after this module
  config.baseURL = appConfig().apiBaseUrl;
  const { token } = useSessionStore.getState();
  if (token) config.headers.set('Authorization', `Bearer ${token}`);
  return config;
});

/** The academy's sentence for a deactivated account in the page's language (English when its catalog cannot load). */
async function deactivatedSentence(): Promise<string> {
  await catalogLoad('errors', getLocale())?.catch(() => undefined);
  return translate(ERROR_MESSAGE_KEYS.account_deactivated);
}

httpClient.interceptors.response.use(undefined, async (error: unknown) => {
  // The server no longer accepts our token (expired or revoked elsewhere): end the session, and
  // the portal guard sends the user to /login with the session-expired message, or the academy's
  // sentence when the account was deactivated (docs/api.md, errors).
  if (isApiError(error) && error.response?.status === 401 && error.config?.headers?.has('Authorization')) {
    const body = error.response.data as { code?: unknown } | undefined;
    const deactivated = body?.code === ('account_deactivated' satisfies ErrorCode);
    // a deactivated account cannot sign in again to send what waits on the device: nothing stays
    if (deactivated) useSessionStore.getState().clear(await deactivatedSentence());
    else useSessionStore.getState().clear(undefined, { keepWaitingWork: true });
  }
  if (isAwaitingApproval(error)) useSessionStore.getState().markAwaitingApproval();
  if (isPasskeyRequired(error)) useSessionStore.getState().setPasskeyRequired(true);
  return Promise.reject(error);
});
