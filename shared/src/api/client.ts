import axios from 'axios';
import { useSessionStore } from '@academy/shared/session/store';

export const DEFAULT_API_BASE_URL = 'http://localhost:4000/api/v1';

/** The one HTTP client of the page. SPEC 7: no default timeout. */
export const apiClient = axios.create({ baseURL: DEFAULT_API_BASE_URL });

export function configureApiClient({ baseURL }: { baseURL: string }): void {
  apiClient.defaults.baseURL = baseURL;
}

apiClient.interceptors.request.use((config) => {
  const { token } = useSessionStore.getState();
  if (token) config.headers.set('Authorization', `Bearer ${token}`);
  return config;
});

apiClient.interceptors.response.use(undefined, (error: unknown) => {
  // The server no longer accepts our token (expired or revoked elsewhere): end the session, and
  // the portal guard sends the user to /login with the session-expired message.
  if (axios.isAxiosError(error) && error.response?.status === 401 && error.config?.headers?.has('Authorization')) {
    useSessionStore.getState().clear();
  }
  return Promise.reject(error);
});
