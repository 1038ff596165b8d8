// People's own data (docs/product-decisions.md, "People's own data"): everything the academy keeps
// about one person, as one JSON document, and the anonymising that an administrator's confirmation
// of a deletion request applies.
import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { revokeAllSessions } from '../auth/sessions';
import type { DB } from '../db/schema';

/** The person's data: the account, their work and marks with feedback, attendance, notices, sessions and passkeys. */
export async function personalData(db: Kysely<DB>, userId: number) {
  const account = await db
    .selectFrom('users as u')
    .innerJoin('roles as r', 'r.id', 'u.role_id')
    .leftJoin('cohorts as c', 'c.id', 'u.cohort_id')
    .select(['u.id', 'u.name', 'u.email', 'u.phone_number', 'u.birthday', 'r.name as role', 'c.name as cohort', 'u.created_at', 'u.updated_at'])
    .select(['u.deactivated_at', 'u.awaiting_approval_since', 'u.deletion_requested_at', 'u.locale'])
    .where('u.id', '=', userId)
    .executeTakeFirstOrThrow();
  const submissions = await db
    .selectFrom('submissions as s')
    .innerJoin('assignments as a', 'a.id', 's.assignment_id')
    .innerJoin('courses as c', 'c.id', 'a.course_id')
    .select([
      's.id',
      'c.name as course',
      'a.name as assignment',
      's.download_link',
      's.submitted_at',
      's.link_updated_at',
      's.score',
      's.feedback',
      's.marked_at',
    ])
    .where('s.student_id', '=', userId)
    .orderBy('s.submitted_at')
    .execute();
  const marks = await db
    .selectFrom('submission_marks as m')
    .innerJoin('submissions as s', 's.id', 'm.submission_id')
    .select(['m.submission_id', 'm.score', 'm.feedback', 'm.marked_at'])
    .where('s.student_id', '=', userId)
    .orderBy('m.id')
    .execute();
  const attendance = await db
    .selectFrom('attendances as a')
    .innerJoin('live_classes as l', 'l.id', 'a.live_class_id')
    .select(['l.name as live_class', 'l.date', 'a.status', 'a.recorded_at'])
    .where('a.user_id', '=', userId)
    .orderBy('l.date')
    .execute();
  const notices = await db
    .selectFrom('notices')
    .select(['kind', 'title', 'body', 'due_at', 'mail_status', 'mailed_at', 'read_at'])
    .where('user_id', '=', userId)
    .orderBy('due_at')
    .execute();
  const noticeSettings = await db
    .selectFrom('notice_settings')
    .select(['time_zone', 'browser_time_zone', 'muted_kinds'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  const sessions = await db
    .selectFrom('sessions')
    .select(['created_at', 'last_used_at', 'expires_at', 'revoked_at', 'user_agent'])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .execute();
  const passkeys = await db.selectFrom('passkeys').select(['name', 'created_at', 'last_used_at']).where('user_id', '=', userId).orderBy('created_at').execute();
  const certificate = await db.selectFrom('certificates').select(['code', 'program', 'issued_on']).where('user_id', '=', userId).executeTakeFirst();
  return { account, submissions, marks, attendance, notices, notice_settings: noticeSettings ?? null, sessions, passkeys, certificate: certificate ?? null };
}

/** The name an anonymised account keeps, so rosters and gradebooks still add up. */
export function anonymousName(userId: number): string {
  return `Former member ${userId}`;
}

/**
 * Removes the personal fields of account `userId` inside `trx`: name, e-mail, phone and birthday,
 * its password, sessions and passkeys, reset tokens, notices and notice settings, and the invitations and
 * contact messages under its e-mail address. Submissions, marks, feedback, attendance and the
 * certificate stay, under the anonymous name; the account can no longer sign in.
 */
export async function anonymiseAccount(trx: Kysely<DB>, userId: number): Promise<void> {
  const addresses = await addressesOf(trx, userId);
  const now = new Date();
  await trx
    .updateTable('users')
    .set({
      name: anonymousName(userId),
      email: `former-member-${userId}@anonymised.invalid`,
      phone_number: null,
      birthday: null,
      // no password matches a random value that is not a hash
      password_hash: `anonymised$${randomBytes(16).toString('base64url')}`,
      deactivated_at: now,
      anonymised_at: now,
      updated_at: now,
    })
    .where('id', '=', userId)
    .execute();
  await revokeAllSessions(trx, userId);
  await trx.updateTable('sessions').set({ user_agent: null }).where('user_id', '=', userId).execute();
  await trx.deleteFrom('password_reset_tokens').where('user_id', '=', userId).execute();
  await trx.deleteFrom('passkeys').where('user_id', '=', userId).execute();
  await trx.deleteFrom('email_changes').where('user_id', '=', userId).execute();
  await trx
    .deleteFrom('notices')
    .where((eb) => eb.or([eb('user_id', '=', userId), eb('to_email', 'in', addresses)]))
    .execute();
  await trx.deleteFrom('notice_settings').where('user_id', '=', userId).execute();
  await trx.deleteFrom('contact_messages').where('email', 'in', addresses).execute();
  await trx
    .updateTable('invitations')
    .set({
      name: anonymousName(userId),
      email: `former-member-${userId}@anonymised.invalid`,
      // one still open could never be used now; withdrawn, two of them cannot share the address
      revoked_at: sql`case when accepted_at is null then coalesce(revoked_at, ${now}) else revoked_at end`,
    })
    .where((eb) => eb.or([eb('user_id', '=', userId), eb('email', 'in', addresses)]))
    .execute();
}

/** Every address account `userId` has had: its own, the one it waits to confirm, and those it changed from (audited). */
async function addressesOf(trx: Kysely<DB>, userId: number): Promise<string[]> {
  const { email } = await trx.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirstOrThrow();
  const waiting = await trx.selectFrom('email_changes').select('new_email').where('user_id', '=', userId).executeTakeFirst();
  const changed = await trx
    .selectFrom('audit_log')
    .select(sql<string | null>`old_values ->> 'email'`.as('email'))
    .where('action', '=', 'user.email_change')
    .where('subject_type', '=', 'user')
    .where('subject_id', '=', userId)
    .execute();
  return [email, ...(waiting ? [waiting.new_email] : []), ...changed.flatMap((row) => (row.email ? [row.email] : []))];
}
