// The reads and writes of a person's own account: password, language, profile, sessions, the
// single-use tokens of a password reset and of an e-mail change, and a deletion request. Making
// an account and its view live in accounts/users.ts.
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import type { Locale } from '@academy/contract/rules/locales';
import { normaliseEmail } from '../accounts/users';
import { activeAccount, sessionIsLive } from './scope';

/** The account of `email` for a sign-in: its id, password hash and whether it is active. */
export async function signInAccount(db: Kysely<DB>, email: string) {
  return db
    .selectFrom('users as u')
    .select(['u.id', 'u.password_hash', activeAccount('u').as('active')])
    .where('u.email', '=', normaliseEmail(email))
    .executeTakeFirst();
}

/** The id of the account of `email`, deactivated or not. */
export async function userIdByEmail(db: Kysely<DB>, email: string): Promise<number | undefined> {
  return (await db.selectFrom('users').select('id').where('email', '=', normaliseEmail(email)).executeTakeFirst())?.id;
}

export async function storedPasswordHash(db: Kysely<DB>, userId: number): Promise<string> {
  return (await db.selectFrom('users').select('password_hash').where('id', '=', userId).executeTakeFirstOrThrow()).password_hash;
}

export async function userBirthday(db: Kysely<DB>, userId: number): Promise<string | null> {
  return (await db.selectFrom('users').select('birthday').where('id', '=', userId).executeTakeFirstOrThrow()).birthday;
}

export async function setPasswordHash(db: Kysely<DB>, userId: number, passwordHash: string): Promise<void> {
  await db.updateTable('users').set({ password_hash: passwordHash, updated_at: new Date() }).where('id', '=', userId).execute();
}

export async function setAccountLocale(db: Kysely<DB>, userId: number, locale: Locale): Promise<void> {
  await db.updateTable('users').set({ locale, updated_at: new Date() }).where('id', '=', userId).execute();
}

/** Gives the account this language when it has none yet. */
export async function setLocaleIfUnset(db: Kysely<DB>, userId: number, locale: Locale): Promise<void> {
  await db.updateTable('users').set({ locale }).where('id', '=', userId).where('locale', 'is', null).execute();
}

export async function updateProfile(
  db: Kysely<DB>,
  userId: number,
  profile: { name: string; phone_number: string; birthday: string; cohort_id: number | null },
): Promise<void> {
  await db
    .updateTable('users')
    .set({ ...profile, updated_at: new Date() })
    .where('id', '=', userId)
    .execute();
}

/** The user's live sessions, most recently used first. */
export async function listLiveSessions(db: Kysely<DB>, userId: number) {
  return db
    .selectFrom('sessions as s')
    .select(['s.id', 's.user_agent', 's.created_at', 's.last_used_at'])
    .where('s.user_id', '=', userId)
    .where(sessionIsLive)
    .orderBy('s.last_used_at', 'desc')
    .orderBy('s.id', 'desc')
    .execute();
}

/** When the user asked for their account to be deleted; null when they have not. */
export async function deletionRequestedAt(db: Kysely<DB>, userId: number): Promise<Date | null> {
  const row = await db.selectFrom('users').select('deletion_requested_at').where('id', '=', userId).executeTakeFirst();
  return row?.deletion_requested_at ? new Date(row.deletion_requested_at) : null;
}

/** Records that the user asked for their account to be deleted, unless they already had; whether this asked. */
export async function markDeletionRequested(db: Kysely<DB>, userId: number, at: Date): Promise<boolean> {
  const asked = await db
    .updateTable('users')
    .set({ deletion_requested_at: at })
    .where('id', '=', userId)
    .where('deletion_requested_at', 'is', null)
    .executeTakeFirst();
  return asked.numUpdatedRows > 0n;
}

export async function insertResetToken(db: Kysely<DB>, userId: number, tokenHash: string, expiresAt: Date): Promise<void> {
  await db.insertInto('password_reset_tokens').values({ user_id: userId, token_hash: tokenHash, expires_at: expiresAt }).execute();
}

/** The active account an unused, unexpired reset token stands for. */
export async function resetTokenHolder(db: Kysely<DB>, tokenHash: string) {
  return db
    .selectFrom('password_reset_tokens')
    .innerJoin('users', 'users.id', 'password_reset_tokens.user_id')
    .select(['users.id as user_id', 'users.email', 'users.name', 'users.birthday'])
    .where('password_reset_tokens.token_hash', '=', tokenHash)
    .where('password_reset_tokens.used_at', 'is', null)
    .where('password_reset_tokens.expires_at', '>', new Date())
    .where(activeAccount('users'))
    .executeTakeFirst();
}

/** Uses up the reset token if it is still good, in the statement that checks it (single use under concurrency); its account's id. */
export async function claimResetToken(db: Kysely<DB>, tokenHash: string): Promise<number | undefined> {
  const claimed = await db
    .updateTable('password_reset_tokens')
    .set({ used_at: new Date() })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', new Date())
    .returning('user_id')
    .executeTakeFirst();
  return claimed?.user_id;
}

/** Uses up every outstanding reset token of the account. */
export async function expireResetTokens(db: Kysely<DB>, userId: number): Promise<void> {
  await db.updateTable('password_reset_tokens').set({ used_at: new Date() }).where('user_id', '=', userId).where('used_at', 'is', null).execute();
}

/** Stores the address waiting for its owner's proof, replacing one the account had waiting. */
export async function saveEmailChange(db: Kysely<DB>, userId: number, waiting: { new_email: string; token_hash: string; expires_at: Date; created_at: Date }) {
  await db
    .insertInto('email_changes')
    .values({ user_id: userId, ...waiting })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(waiting))
    .execute();
}

/** Uses up the unexpired e-mail change of the token: the account and its new address. */
export async function claimEmailChange(db: Kysely<DB>, tokenHash: string) {
  return db
    .deleteFrom('email_changes')
    .where('token_hash', '=', tokenHash)
    .where('expires_at', '>', new Date())
    .returning(['user_id', 'new_email'])
    .executeTakeFirst();
}

/** The active account `userId`, locked until the transaction ends. */
export async function lockActiveAccount(db: Kysely<DB>, userId: number) {
  return db.selectFrom('users').select(['id', 'name', 'email', 'locale']).where('id', '=', userId).where(activeAccount('users')).forUpdate().executeTakeFirst();
}

export async function setEmail(db: Kysely<DB>, userId: number, email: string): Promise<void> {
  await db.updateTable('users').set({ email, updated_at: new Date() }).where('id', '=', userId).execute();
}

/** The open cohorts a sign-up may choose. */
export async function listOpenCohorts(db: Kysely<DB>) {
  return db.selectFrom('cohorts').select(['id', 'name']).where('closed_at', 'is', null).orderBy('id').execute();
}

export async function listRoles(db: Kysely<DB>, ids: readonly number[]) {
  return db.selectFrom('roles').select(['id', 'name']).where('id', 'in', ids).orderBy('id').execute();
}

/** Stores a message of the contact form; its id. */
export async function insertContactMessage(db: Kysely<DB>, message: { full_name: string; email: string; whatsapp: string; message: string }): Promise<number> {
  return (await db.insertInto('contact_messages').values(message).returning('id').executeTakeFirstOrThrow()).id;
}
