import { ENDPOINT_ROUTES } from '@academy/contract/endpoint-routes';
import { appConfig } from '@academy/shared/config/app-config';
import { useSessionStore } from '@academy/shared/session/store';

/** How long a logout waits for the server's answer; the revoke goes on without the page. */
const REVOKE_WAIT_MS = 3000;

/**
 * Sends the revoke of this session's token first, as a keepalive request that outlives a
 * navigation or a closed tab, then forgets the session in this browser at once, then waits a
 * little for the server. So no navigation that follows leaves the token valid, and a server that
 * is down or slow never keeps anyone signed in.
 */
export async function logout(): Promise<void> {
  const { token } = useSessionStore.getState();
  const revoked = token ? revokeSession(token) : null;
  useSessionStore.getState().clear();
  if (revoked) await Promise.race([revoked, new Promise((resolve) => setTimeout(resolve, REVOKE_WAIT_MS))]);
}

/**
 * Ends a session on the server. fetch, not the API client: the request must leave now, without
 * loading anything first. Without a network it goes again when the browser is back online, while
 * the page is open; the token is kept for that in this page's memory only, never stored.
 */
export function revokeSession(token: string): Promise<void> {
  const { method, path } = ENDPOINT_ROUTES.signOut;
  return fetch(`${appConfig().apiBaseUrl}${path}`, { method, keepalive: true, headers: { Authorization: `Bearer ${token}` } }).then(
    () => undefined,
    () => window.addEventListener('online', () => void revokeSession(token), { once: true }),
  );
}
