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
