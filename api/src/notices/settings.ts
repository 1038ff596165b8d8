// A user's notice settings (zone, muted kinds, the secrets of their unsubscribe and calendar
// links), made with fresh secrets on first need.
import { randomBytes } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { DB, NoticeSettingsTable } from '../db/schema';

/** A user's settings, with the language they read the API's words in (their account's). */
export type NoticeSettings = Selectable<NoticeSettingsTable> & { locale: string | null };

/** 32 random bytes, URL-safe. */
export function newSecret(): string {
  return randomBytes(32).toString('base64url');
}

export async function noticeSettings(db: Kysely<DB>, userId: number): Promise<NoticeSettings> {
  await db
    .insertInto('notice_settings')
    .values({ user_id: userId, unsubscribe_token: newSecret(), calendar_secret: newSecret() })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
  return db
    .selectFrom('notice_settings as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .selectAll('s')
    .select('u.locale')
    .where('s.user_id', '=', userId)
    .executeTakeFirstOrThrow();
}
