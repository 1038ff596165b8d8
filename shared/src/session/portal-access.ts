import { isRoleName } from '@academy/contract/rules/roles';
import type { SessionState } from '@academy/shared/session/store';

/** What the portal guard says, as keys of the shared catalog: said in the reader's language (their English is docs/requirements.md §4's). */
export const SESSION_EXPIRED_MESSAGE = 'portal.access.sessionExpired';
export const ROLE_NOT_FOUND_MESSAGE = 'portal.access.roleNotFound';
export const COHORT_NOT_FOUND_MESSAGE = 'portal.access.cohortNotFound';
export const LIMITED_FEATURES_WARNING = 'portal.access.limitedFeatures';

type GuardKey = typeof SESSION_EXPIRED_MESSAGE | typeof ROLE_NOT_FOUND_MESSAGE | typeof COHORT_NOT_FOUND_MESSAGE;

/** A refusal: the guard's own sentence (a catalog key), or the one the session ended with (said already, in the reader's language). */
export type PortalRefusal = { key: GuardKey } | { said: string };

/** A refusal in words, `say` giving a catalog key's sentence in the reader's language. */
export function refusalText(refusal: PortalRefusal, say: (key: GuardKey) => string): string {
  return 'key' in refusal ? say(refusal.key) : refusal.said;
}

export type PortalAccess = { allowed: true; warning: typeof LIMITED_FEATURES_WARNING | null } | { allowed: false; message: PortalRefusal };

/**
 * The portal guard's decision (docs/requirements.md §4 and §8). A 401 from the API clears the store, so it ends up
 * here as a missing token.
 */
export function decidePortalAccess(
  session: Pick<SessionState, 'token' | 'user' | 'expiresAt'> & Partial<Pick<SessionState, 'endedBecause'>>,
  now = Date.now(),
): PortalAccess {
  const { token, user, expiresAt } = session;
  if (!token || !user?.id || !expiresAt || expiresAt <= now) {
    return { allowed: false, message: session.endedBecause ? { said: session.endedBecause } : { key: SESSION_EXPIRED_MESSAGE } };
  }
  if (!isRoleName(user.cla_role_name)) {
    return { allowed: false, message: { key: ROLE_NOT_FOUND_MESSAGE } };
  }
  // an administrator belongs to no cohort
  if (!user.cla_cohort_id && user.cla_role_name !== 'admin') {
    return user.cla_role_name === 'student'
      ? { allowed: false, message: { key: COHORT_NOT_FOUND_MESSAGE } }
      : { allowed: true, warning: LIMITED_FEATURES_WARNING };
  }
  return { allowed: true, warning: null };
}

/** How long a chosen logout explains a session that just ended. */
const INTENTIONAL_LOGOUT_WINDOW_MS = 10_000;
let intentionalLogoutAt: number | null = null;

/**
 * Call before a logout the user chose inside the portal (the profile's Logout): the guard then
 * sends them to /login without calling it an expired session. This module is a singleton shared
 * by every remote, so the note reaches the shell's guard.
 */
export function noteIntentionalLogout(now = Date.now()): void {
  intentionalLogoutAt = now;
}

/** True (once) when the session ended because the user logged out a moment ago. */
export function takeIntentionalLogout(now = Date.now()): boolean {
  const noted = intentionalLogoutAt !== null && now - intentionalLogoutAt < INTENTIONAL_LOGOUT_WINDOW_MS;
  intentionalLogoutAt = null;
  return noted;
}
