// Cohorts: the open intakes the public pages offer, and the administrator's reads and writes.
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';

/** The cohorts not closed that have not started before `today` (or have no start date), soonest first. */
export async function listOpenIntakes(db: Kysely<DB>, today: string) {
  return db
    .selectFrom('cohorts')
    .select(['id', 'name', 'start_date'])
    .where('closed_at', 'is', null)
    .where((eb) => eb.or([eb('start_date', 'is', null), eb('start_date', '>=', today)]))
    .orderBy('start_date', (ob) => ob.asc().nullsLast())
    .orderBy('id')
    .execute();
}
