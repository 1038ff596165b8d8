// Sign-in sessions: a row per issued token (hash only), valid for 7 days unless revoked, and ended
// earlier when unused for longer than its idle timeout (none with "Remember me").
import { sql, type Kysely } from 'kysely';
import type { RoleName } from '@academy/contract/rules/roles';
import type { DB } from '../db/schema';
import { activeAccount, sessionIsLive } from '../queries/scope';
import { SESSION_LIFETIME_MS } from '@academy/contract/rules/session';
import { hashToken, newToken } from './tokens';
import type { AuthMethod } from '@academy/contract/rules/passkeys';

/**
 * SQL condition over the session `s` and its user's role `r`: a facilitator or administrator signed
 * in with a password alone, while the academy requires a passkey (or its provider) for staff, and
 * no passkey was added in this session since.
 */
const staffPasskeyMissing = sql<boolean>`(r.name in ('facilitator', 'admin') and s.auth_method = 'password'
  and coalesce((select staff_passkey_required from academy_settings), false)
  and not exists (select 1 from passkeys p where p.session_id = s.id))`;

/** Who is calling: set on `request.user` by `app.authenticate`. */
export interface AuthUser {
  id: number;
  name: string;
  email: string;
  roleId: number;
  role: RoleName;
  cohortId: number | null;
  /** A self-signed-up student the academy has not approved yet: kept from their cohort (queries/scope.ts). */
  awaitingApproval: boolean;
  sessionId: number;
  /** How this session was signed in to. */
  authMethod: AuthMethod;
  /**
   * Staff whose session was opened by a password alone while the academy requires more (and who have
   * not added a passkey in it since): the desk's calls refuse them with `passkey_required`.
   */
  passkeyRequired: boolean;
}

export interface NewSession {
  /** The browser's User-Agent, shown to the owner in their sessions list. */
  userAgent?: string | null;
  /** Ends the session when unused this long; null: only the 7-day lifetime. */
  idleTimeoutSeconds?: number | null;
  /** How the person proved who they are; a password unless said. */
  authMethod?: AuthMethod;
}

export async function createSession(db: Kysely<DB>, userId: number, options: NewSession = {}): Promise<{ token: string; expiresAt: Date; sessionId: number }> {
  const token = newToken();
  const expiresAt = new Date(Date.now() + SESSION_LIFETIME_MS);
  const row = await db
    .insertInto('sessions')
    .values({
      user_id: userId,
      token_hash: hashToken(token),
      expires_at: expiresAt,
      user_agent: options.userAgent?.replace(/\p{Cc}/gu, '').slice(0, 300) || null,
      idle_timeout_seconds: options.idleTimeoutSeconds ?? null,
      auth_method: options.authMethod ?? 'password',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { token, expiresAt, sessionId: row.id };
}

/**
 * The caller of a live session, recording its use, in one statement. `tokenHash` is hashToken()
 * of a token that looksLikeToken().
 */
export async function useSession(db: Kysely<DB>, tokenHash: string): Promise<AuthUser | null> {
  const row = await db
    .updateTable('sessions as s')
    .from(['users as u', 'roles as r'])
    .set({ last_used_at: sql`now()` })
    .whereRef('u.id', '=', 's.user_id')
    .whereRef('r.id', '=', 'u.role_id')
    .where('s.token_hash', '=', tokenHash)
    .where(sessionIsLive)
    .where(activeAccount('u'))
    .returning(['s.id as session_id', 'u.id', 'u.name', 'u.email', 'u.role_id', 'r.name as role', 'u.cohort_id', 'u.awaiting_approval_since'])
    .returning(['s.auth_method', staffPasskeyMissing.as('passkey_required')])
    .executeTakeFirst();
  if (!row) return null;
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    roleId: row.role_id,
    role: row.role,
    cohortId: row.cohort_id,
    awaitingApproval: row.awaiting_approval_since !== null,
    sessionId: row.session_id,
    authMethod: row.auth_method,
    passkeyRequired: row.passkey_required,
  };
}

export async function revokeSession(db: Kysely<DB>, sessionId: number): Promise<void> {
  await db.updateTable('sessions').set({ revoked_at: new Date() }).where('id', '=', sessionId).where('revoked_at', 'is', null).execute();
}

/** Revokes every session of the user, except `keep` when given. */
export async function revokeAllSessions(db: Kysely<DB>, userId: number, keep?: number): Promise<void> {
  let query = db.updateTable('sessions').set({ revoked_at: new Date() }).where('user_id', '=', userId).where('revoked_at', 'is', null);
  if (keep !== undefined) query = query.where('id', '<>', keep);
  await query.execute();
}

/** Whether `tokenHash` names a session of a deactivated account: its 401 then says why. */
export async function sessionOfDeactivatedAccount(db: Kysely<DB>, tokenHash: string): Promise<boolean> {
  const row = await db
    .selectFrom('sessions as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select('s.id')
    .where('s.token_hash', '=', tokenHash)
    .where((eb) => eb.not(activeAccount('u')))
    .executeTakeFirst();
  return row !== undefined;
}
