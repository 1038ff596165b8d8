import { useSessionStore } from '@academy/shared/session/store';

/**
 * Forgets the session in this browser at once, then revokes its token on the server (so a copied
 * token stops working). A server that is down or slow never keeps anyone signed in.
 */
export async function logout(): Promise<void> {
  const { token } = useSessionStore.getState();
  useSessionStore.getState().clear();
  if (!token) return;
  // loaded on demand: the header's Logout link is on every page, the HTTP client need not be
  const [{ apiClient }, { ENDPOINT_ROUTES }] = await Promise.all([import('@academy/shared/api/client'), import('@academy/contract/endpoint-routes')]);
  const { method, path } = ENDPOINT_ROUTES.signOut;
  // The token goes by hand: the page has already forgotten it, so the client would send none.
  await apiClient.request({ method, url: path, headers: { Authorization: `Bearer ${token}` } }).catch(() => undefined);
}
