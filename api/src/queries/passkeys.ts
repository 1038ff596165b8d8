// Passkeys, their one-use challenges, and the academy's settings about how staff sign in.
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { notFound } from '../http/errors';
import { activeAccount } from './scope';

export interface StoredPasskey {
  id: number;
  userId: number;
  credentialId: string;
  publicKey: Uint8Array;
  signCount: number;
  transports: string[];
}

/** The owner's passkeys, newest first, as Profile lists them. */
export function listPasskeys(db: Kysely<DB>, userId: number) {
  return db
    .selectFrom('passkeys')
    .select(['id', 'name', 'created_at', 'last_used_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** The credential ids the owner has already, so the browser does not register the same authenticator twice. */
export function passkeyCredentials(db: Kysely<DB>, userId: number) {
  return db.selectFrom('passkeys').select(['credential_id', 'transports']).where('user_id', '=', userId).execute();
}

/** A passkey by its credential id, with whether its account may sign in; undefined when no account holds it. */
export async function passkeyByCredential(db: Kysely<DB>, credentialId: string): Promise<(StoredPasskey & { active: boolean }) | undefined> {
  const row = await db
    .selectFrom('passkeys as p')
    .innerJoin('users as u', 'u.id', 'p.user_id')
    .select(['p.id', 'p.user_id', 'p.credential_id', 'p.public_key', 'p.sign_count', 'p.transports', activeAccount('u').as('active')])
    .where('p.credential_id', '=', credentialId)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    id: row.id,
    userId: row.user_id,
    credentialId: row.credential_id,
    publicKey: new Uint8Array(row.public_key),
    signCount: row.sign_count,
    transports: row.transports,
    active: row.active,
  };
}

export interface NewPasskey {
  userId: number;
  sessionId: number;
  credentialId: string;
  publicKey: Uint8Array;
  signCount: number;
  transports: string[];
  name: string;
}

/** Adds a passkey; undefined when its credential id is held already (by this account or another). */
export async function insertPasskey(db: Kysely<DB>, passkey: NewPasskey) {
  return db
    .insertInto('passkeys')
    .values({
      user_id: passkey.userId,
      session_id: passkey.sessionId,
      credential_id: passkey.credentialId,
      public_key: Buffer.from(passkey.publicKey),
      sign_count: passkey.signCount,
      transports: passkey.transports,
      name: passkey.name,
    })
    .onConflict((oc) => oc.column('credential_id').doNothing())
    .returning(['id', 'name', 'created_at', 'last_used_at'])
    .executeTakeFirst();
}

/** Records a sign-in with the passkey: its authenticator's counter and when. */
export async function recordPasskeyUse(db: Kysely<DB>, id: number, signCount: number): Promise<void> {
  await db
    .updateTable('passkeys')
    .set({ sign_count: signCount, last_used_at: sql`now()` })
    .where('id', '=', id)
    .execute();
}

/** Removes the owner's passkey (404 for another's or an unknown one); answers its name. */
export async function deleteOwnedPasskey(db: Kysely<DB>, id: number, userId: number): Promise<{ name: string; credential_id: string }> {
  const row = await db.deleteFrom('passkeys').where('id', '=', id).where('user_id', '=', userId).returning(['name', 'credential_id']).executeTakeFirst();
  if (!row) throw notFound('This passkey');
  return row;
}

export function ownedPasskeyExists(db: Kysely<DB>, id: number, userId: number) {
  return db.selectFrom('passkeys').select('id').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
}

// ---- challenges

export interface ChallengeOwner {
  userId: number;
  sessionId: number;
}

/** Keeps a challenge until `lifetimeSeconds` from now, and forgets the expired ones. */
export async function storeChallenge(
  db: Kysely<DB>,
  challenge: string,
  purpose: 'register' | 'sign_in',
  lifetimeSeconds: number,
  owner?: ChallengeOwner,
): Promise<void> {
  await db
    .deleteFrom('webauthn_challenges')
    .where('expires_at', '<', sql<Date>`now()`)
    .execute();
  await db
    .insertInto('webauthn_challenges')
    .values({
      challenge,
      purpose,
      user_id: owner?.userId ?? null,
      session_id: owner?.sessionId ?? null,
      expires_at: sql<Date>`now() + make_interval(secs => ${lifetimeSeconds})`,
    })
    .execute();
}

/**
 * Takes a live challenge of `purpose` (and, for a registration, of this session): it is deleted in
 * the same statement, so a second answer to it finds nothing. False when there is none.
 */
export async function takeChallenge(db: Kysely<DB>, challenge: string, purpose: 'register' | 'sign_in', owner?: ChallengeOwner): Promise<boolean> {
  let query = db
    .deleteFrom('webauthn_challenges')
    .where('challenge', '=', challenge)
    .where('purpose', '=', purpose)
    .where('expires_at', '>', sql<Date>`now()`);
  if (owner) query = query.where('user_id', '=', owner.userId).where('session_id', '=', owner.sessionId);
  const row = await query.returning('challenge').executeTakeFirst();
  return row !== undefined;
}

// ---- the academy's settings

export async function academySettings(db: Kysely<DB>) {
  const row = await db.selectFrom('academy_settings').select('staff_passkey_required').executeTakeFirst();
  return { staff_passkey_required: row?.staff_passkey_required ?? false };
}

export async function saveAcademySettings(db: Kysely<DB>, settings: { staff_passkey_required: boolean }) {
  await db
    .insertInto('academy_settings')
    .values({ staff_passkey_required: settings.staff_passkey_required })
    .onConflict((oc) => oc.column('id').doUpdateSet({ staff_passkey_required: settings.staff_passkey_required, updated_at: sql`now()` }))
    .execute();
}

/** When the session signed in, to tell a fresh sign-in. */
export function sessionStart(db: Kysely<DB>, sessionId: number) {
  return db.selectFrom('sessions').select('created_at').where('id', '=', sessionId).executeTakeFirstOrThrow();
}
