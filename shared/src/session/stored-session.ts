import type { User } from '@academy/shared/domain/types';

/** docs/requirements.md §9: the sign-in token lives in session storage under this key. */
export const AUTH_TOKEN_KEY = 'authToken';
/** The stored session copy (token, user, expiry). */
export const SESSION_COPY_KEY = 'academySession';

export interface StoredSession {
  token: string;
  user: User;
  expiresAt: number;
}

/**
 * The session copy `storage` holds, null when none or unreadable. Constants and reading only: the
 * session itself is the store's (`@academy/shared/session/store`, a singleton); this module may be
 * bundled anywhere, e.g. into the shell's first script, which runs before any singleton is there.
 */
export function readCopy(storage: Storage): StoredSession | null {
  try {
    const raw = storage.getItem(SESSION_COPY_KEY);
    return raw ? (JSON.parse(raw) as StoredSession) : null;
  } catch {
    return null;
  }
}

/** The session as the store holds it: null fields when signed out. */
export type SessionFields = { [K in keyof StoredSession]: StoredSession[K] | null };

export const SIGNED_OUT: SessionFields = { token: null, user: null, expiresAt: null };

/**
 * The session as storage holds it now. The token in session storage is what counts as signed in
 * (docs/requirements.md §4); without one, a remembered copy in local storage that has not expired restores it.
 */
export function readSession(now = Date.now()): SessionFields {
  const tabToken = sessionStorage.getItem(AUTH_TOKEN_KEY);
  const copy = tabToken ? readCopy(sessionStorage) : readCopy(localStorage);
  const copyIsLive = copy !== null && copy.expiresAt > now && (!tabToken || copy.token === tabToken);
  if (tabToken) {
    return copyIsLive ? { token: tabToken, user: copy.user, expiresAt: copy.expiresAt } : { ...SIGNED_OUT, token: tabToken };
  }
  return copyIsLive ? { token: copy.token, user: copy.user, expiresAt: copy.expiresAt } : SIGNED_OUT;
}
