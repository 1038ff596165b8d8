// The page's one axios instance, loaded with the first call that goes to the API (client.ts,
// apiClient): a first visit whose reads the portal document asked for paints without it.
// eslint-disable-next-line @typescript-eslint/no-restricted-imports -- the one module that uses axios (platform/webpack/singletons.ts)
import axios from 'axios';
import { appConfig } from '@academy/shared/config/app-config';
import type { ErrorCode } from '@academy/contract/rules/error-codes';
import { useSessionStore } from '@academy/shared/session/store';
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

httpClient.interceptors.response.use(undefined, (error: unknown) => {
  // The server no longer accepts our token (expired or revoked elsewhere): end the session, and
  // the portal guard sends the user to /login with the session-expired message, or the server's
  // own sentence when the account was deactivated (docs/api.md, errors).
  if (isApiError(error) && error.response?.status === 401 && error.config?.headers?.has('Authorization')) {
    const body = error.response.data as { error?: unknown; code?: unknown } | undefined;
    const deactivated = body?.code === ('account_deactivated' satisfies ErrorCode) && typeof body.error === 'string';
    useSessionStore.getState().clear(deactivated ? (body.error as string) : undefined);
  }
  if (isAwaitingApproval(error)) useSessionStore.getState().markAwaitingApproval();
  if (isPasskeyRequired(error)) useSessionStore.getState().setPasskeyRequired(true);
  return Promise.reject(error);
});
