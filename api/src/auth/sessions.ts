// Sign-in sessions: a row per issued token (hash only), valid for 7 days unless revoked.
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { hashToken, looksLikeToken, newToken, SESSION_LIFETIME_MS } from './tokens';

export type RoleName = 'student' | 'facilitator';

/** Who is calling: set on `request.user` by `app.authenticate`. */
export interface AuthUser {
  id: number;
  name: string;
  email: string;
  roleId: number;
  role: RoleName;
  cohortId: number | null;
  sessionId: number;
}

export async function createSession(db: Kysely<DB>, userId: number): Promise<{ token: string; expiresAt: Date }> {
  const token = newToken();
  const expiresAt = new Date(Date.now() + SESSION_LIFETIME_MS);
  await db.insertInto('sessions').values({ user_id: userId, token_hash: hashToken(token), expires_at: expiresAt }).execute();
  return { token, expiresAt };
}

export async function findSessionUser(db: Kysely<DB>, token: string): Promise<AuthUser | null> {
  if (!looksLikeToken(token)) return null;
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .innerJoin('roles', 'roles.id', 'users.role_id')
    .select([
      'sessions.id as session_id',
      'users.id',
      'users.name',
      'users.email',
      'users.role_id',
      'roles.name as role',
      'users.cohort_id',
    ])
    .where('sessions.token_hash', '=', hashToken(token))
    .where('sessions.revoked_at', 'is', null)
    .where('sessions.expires_at', '>', new Date())
    .executeTakeFirst();
  if (!row) return null;
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    roleId: row.role_id,
    role: row.role,
    cohortId: row.cohort_id,
    sessionId: row.session_id,
  };
}

export async function revokeSession(db: Kysely<DB>, sessionId: number): Promise<void> {
  await db.updateTable('sessions').set({ revoked_at: new Date() }).where('id', '=', sessionId).where('revoked_at', 'is', null).execute();
}

export async function revokeAllSessions(db: Kysely<DB>, userId: number): Promise<void> {
  await db.updateTable('sessions').set({ revoked_at: new Date() }).where('user_id', '=', userId).where('revoked_at', 'is', null).execute();
}
