// Passkeys and how a session was signed in: the values the API and the screens both use.

/** How a session was opened: a password, a passkey, or the academy's identity provider. */
export const AUTH_METHODS = ['password', 'passkey', 'provider'] as const;
export type AuthMethod = (typeof AUTH_METHODS)[number];

/**
 * A sign-in this recent counts as the password asked again: adding or removing a passkey within
 * it needs no password (a staff member sent to add one right after signing in types it once).
 */
export const FRESH_SIGN_IN_MINUTES = 10;

/** How long a passkey challenge may be answered; each is used once. */
export const PASSKEY_CHALLENGE_SECONDS = 300;
