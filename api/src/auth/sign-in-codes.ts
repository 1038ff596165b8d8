// One-time sign-in codes: what a redirect hands the browser instead of a session token (a URL is
// kept in histories, logs and Referer headers). A code lives a minute, is stored as its hash only,
// and is taken at its first exchange, answered or not: POST /auth/sign_in_code.
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { hashToken, looksLikeToken, newToken } from './tokens';

export const SIGN_IN_CODE_LIFETIME_MS = 60 * 1000;

/** What a code stands for: a session of an account, or a sign-up that starts with this name and address. */
export type SignInCodeGrant = { kind: 'session'; userId: number; rememberMe?: boolean } | { kind: 'sign_up'; name: string; email: string };

/** A new code for `grant`, to put in a redirect. */
export async function issueSignInCode(db: Kysely<DB>, grant: SignInCodeGrant, now = new Date()): Promise<string> {
  const code = newToken();
  await db.deleteFrom('sign_in_codes').where('expires_at', '<', now).execute();
  await db
    .insertInto('sign_in_codes')
    .values({
      code_hash: hashToken(code),
      kind: grant.kind,
      user_id: grant.kind === 'session' ? grant.userId : null,
      details: JSON.stringify(grant.kind === 'session' ? { remember_me: grant.rememberMe ?? false } : { name: grant.name, email: grant.email }),
      expires_at: new Date(now.getTime() + SIGN_IN_CODE_LIFETIME_MS),
    })
    .execute();
  return code;
}

/** What `code` stands for, taking it (a second exchange finds nothing); null when unknown, used or expired. */
export async function redeemSignInCode(db: Kysely<DB>, code: string, now = new Date()): Promise<SignInCodeGrant | null> {
  if (!looksLikeToken(code)) return null;
  const row = await db.deleteFrom('sign_in_codes').where('code_hash', '=', hashToken(code)).returningAll().executeTakeFirst();
  if (!row || row.expires_at.getTime() <= now.getTime()) return null;
  const details = row.details;
  if (row.kind === 'session' && row.user_id !== null) return { kind: 'session', userId: row.user_id, rememberMe: details.remember_me === true };
  return { kind: 'sign_up', name: String(details.name ?? ''), email: String(details.email ?? '') };
}
