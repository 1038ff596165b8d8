import { signOut } from '@academy/shared/api/auth';
import { useSessionStore } from '@academy/shared/session/store';

/**
 * Forgets the session in this browser at once, then revokes its token on the server (so a copied
 * token stops working). A server that is down or slow never keeps anyone signed in.
 */
export async function logout(): Promise<void> {
  const { token } = useSessionStore.getState();
  useSessionStore.getState().clear();
  if (token) await signOut(token).catch(() => undefined);
}
