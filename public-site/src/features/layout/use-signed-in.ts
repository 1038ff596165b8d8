import { useEffect, useSyncExternalStore } from 'react';
import { AUTH_TOKEN_KEY, LOGOUT_EVENT, useSessionStore } from '@academy/shared/session/store';

function holdsToken(): boolean {
  return useSessionStore.getState().token !== null;
}

function signedOutOnServer(): boolean {
  return false;
}

function recheck(): void {
  useSessionStore.getState().syncFromStorage();
}

function onStorage(event: StorageEvent): void {
  // key is null when a storage area was cleared as a whole
  if (event.key === null || event.key === AUTH_TOKEN_KEY) recheck();
}

/**
 * docs/requirements.md §4: signed in while a token is held. Follows the shared session store, and re-reads storage
 * on load, on storage changes of the token or a full clear, and on the user-logout event.
 */
export function useSignedIn(): boolean {
  // a prerendered page shows nobody signed in; the held session appears once the page is live,
  // so hydration matches the server's HTML
  const signedIn = useSyncExternalStore(useSessionStore.subscribe, holdsToken, signedOutOnServer);
  useEffect(() => {
    recheck();
    window.addEventListener('storage', onStorage);
    window.addEventListener(LOGOUT_EVENT, recheck);
    return () => {
      window.removeEventListener('storage', onStorage);
      window.removeEventListener(LOGOUT_EVENT, recheck);
    };
  }, []);
  return signedIn;
}
