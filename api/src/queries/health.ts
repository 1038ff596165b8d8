// What the liveness and readiness checks ask the database.
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema';

/** Resolves when the database answers a query. */
export async function pingDatabase(db: Kysely<DB>): Promise<void> {
  await sql`select 1`.execute(db);
}

/** When the longest-waiting due notice still pending was due (its next attempt at or before `now`), or null when none waits. */
export async function oldestDuePendingNotice(db: Kysely<DB>, now: Date): Promise<Date | null> {
  const { oldest } = await db
    .selectFrom('notices')
    .select(sql<Date | string | null>`min(next_attempt_at)`.as('oldest'))
    .where('mail_status', '=', 'pending')
    .where('next_attempt_at', '<=', now)
    .executeTakeFirstOrThrow();
  return oldest === null ? null : new Date(oldest);
}
