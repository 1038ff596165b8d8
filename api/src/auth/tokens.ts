// Opaque bearer and reset tokens: 32 random bytes (base64url) handed to the client once; only their
// SHA-256 is stored, so a database leak does not leak usable tokens.
import { createHash, randomBytes } from 'node:crypto';

export const RESET_TOKEN_LIFETIME_MS = 30 * 60 * 1000;
export const EMAIL_CHANGE_TOKEN_LIFETIME_MS = 24 * 60 * 60 * 1000;

export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** Cheap shape check before touching the database. */
export function looksLikeToken(token: string): boolean {
  return /^[A-Za-z0-9_-]{43}$/.test(token);
}
