/**
 * How long a sign-in lasts: the API ends its session then, and the page forgets its stored copy
 * then (docs/requirements.md §9: seven days after login).
 */
export const SESSION_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;
