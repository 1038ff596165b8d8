// A user's notifications in the portal and their notice settings (see notices/settings.ts for the
// row made on first need).
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { DB } from '../db/schema';
import { pastDeadline } from '../notices/deadlines';
import { newSecret, type NoticeSettings } from '../notices/settings';
import type { UserNoticeKind } from '@academy/contract/schemas/notices';
import { noticeHeld } from './progress';
import { admittedToCohort } from './scope';

/**
 * The user's latest `limit` notices due by `now`, newest first, and how many of all are unread: a
 * notice held until its course opens (measured on `today`) is left out, and so is a reminder whose
 * deadline came before the worker reached it (as good as expired).
 */
export async function listNotifications(db: Kysely<DB>, userId: number, now: Date, today: string, limit: number) {
  const visible = db
    .selectFrom('notices')
    .where('user_id', '=', userId)
    .where('due_at', '<=', now)
    .where('mail_status', 'not in', ['cancelled', 'expired'])
    .where(sql<boolean>`not (mail_status = 'pending' and ${pastDeadline(now)})`)
    .where(sql<boolean>`not ${noticeHeld(sql`user_id`, sql`ref`, today)}`);
  const rows = await visible
    .select(['id', 'kind', 'title', 'body', 'locale', 'link', 'due_at', 'read_at'])
    .orderBy('due_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  const { unread } = await visible
    .where('read_at', 'is', null)
    .select((eb) => eb.fn.countAll<number>().as('unread'))
    .executeTakeFirstOrThrow();
  return { unread: Number(unread), rows };
}

/** Marks the notice `id` read at `now` unless it already is. */
export async function markNoticeRead(db: Kysely<DB>, id: number, now: Date): Promise<void> {
  await db.updateTable('notices').set({ read_at: now }).where('id', '=', id).where('read_at', 'is', null).execute();
}

/** Stores the user's zone (null: the browser's) and the kinds that send no e-mail. */
export async function updateNoticeSettings(db: Kysely<DB>, userId: number, timeZone: string | null, mutedKinds: UserNoticeKind[]): Promise<void> {
  await db.updateTable('notice_settings').set({ time_zone: timeZone, muted_kinds: mutedKinds }).where('user_id', '=', userId).execute();
}

/** Keeps the zone the user's browser reports (`zone`, checked): theirs for notices while they choose none. */
export async function recordBrowserZone(db: Kysely<DB>, userId: number, zone: string): Promise<void> {
  await db.updateTable('notice_settings').set({ browser_time_zone: zone }).where('user_id', '=', userId).execute();
}

/**
 * The zone a reader reads notices in, from their settings row `settings` (a notice_settings alias):
 * the one they chose, else the one their browser reported; null for neither (the academy's then).
 */
export function readerZone(settings: string): RawBuilder<string | null> {
  return sql<string | null>`coalesce(${sql.ref(`${settings}.time_zone`)}, ${sql.ref(`${settings}.browser_time_zone`)})`;
}

/** The students admitted to cohort `cohortId` (admittedToCohort), each with their language and the zone they read notices in. */
export function cohortReaders(db: Kysely<DB>, cohortId: number) {
  return readers(db).where('u.cohort_id', '=', cohortId).execute();
}

/** A student as their notices are written for them: in their language, moments in their zone. */
export type Reader = Awaited<ReturnType<typeof cohortReaders>>[number];

/** Student `userId` as a reader of their cohort's notices, with that cohort; none while not admitted to one. */
export function memberReader(db: Kysely<DB>, userId: number) {
  return readers(db).select('u.cohort_id').where('u.id', '=', userId).where('u.cohort_id', 'is not', null).executeTakeFirst();
}

/** The admitted students of any cohort, as readers. */
function readers(db: Kysely<DB>) {
  return db
    .selectFrom('users as u')
    .innerJoin('roles as r', 'r.id', 'u.role_id')
    .leftJoin('notice_settings as s', 's.user_id', 'u.id')
    .select(['u.id', 'u.locale', readerZone('s').as('time_zone')])
    .where('r.name', '=', 'student')
    .where(admittedToCohort('u'));
}

/** Gives the user a new calendar feed secret: the old URL stops answering. */
export async function renewCalendarSecret(db: Kysely<DB>, userId: number): Promise<void> {
  await db.updateTable('notice_settings').set({ calendar_secret: newSecret() }).where('user_id', '=', userId).execute();
}

/** Turns e-mail off for `kind` in these settings (nothing when it already is). */
export async function muteNoticeKind(db: Kysely<DB>, settings: NoticeSettings, kind: UserNoticeKind): Promise<void> {
  if (settings.muted_kinds.includes(kind)) return;
  await db
    .updateTable('notice_settings')
    .set({ muted_kinds: [...settings.muted_kinds, kind] })
    .where('user_id', '=', settings.user_id)
    .execute();
}

/** The latest `limit` notices the mail server refused for good, newest first; a notice to nobody in particular went to `academyAddress`. */
export async function listUndeliveredMail(db: Kysely<DB>, academyAddress: string, limit: number) {
  const rows = await db
    .selectFrom('notices as n')
    .leftJoin('users as u', 'u.id', 'n.user_id')
    .select([
      'n.id',
      'n.kind',
      sql<string>`coalesce(n.to_email, u.email, ${academyAddress})`.as('to'),
      'n.title as subject',
      sql<string>`coalesce(n.last_error, '')`.as('reason'),
      'n.failed_at',
    ])
    .where('n.mail_status', '=', 'failed')
    .orderBy('n.failed_at', 'desc')
    .orderBy('n.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ ...row, failed_at: new Date(row.failed_at!).toISOString() }));
}
