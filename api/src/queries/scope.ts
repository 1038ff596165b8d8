// Who may see what: a student sees the non-deleted courses of their own cohort and what hangs
// under them; a facilitator sees and writes their own courses (courses.owner_id) and what hangs
// under them. Anything else answers 404, exactly like a missing id.
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { AuthUser } from '../auth/sessions';
import type { DB } from '../db/schema';
import { notFound } from '../http/errors';
import { todayIn } from '../lib/calendar';

export type Viewer = Pick<AuthUser, 'id' | 'role' | 'cohortId'>;

/** Today in the academy's time zone: the date every lock, "pending" and "today" is measured by. */
export function academyToday(config: { academyTimeZone: string }): string {
  return todayIn(config.academyTimeZone);
}

/** SQL condition: the courses row `alias` exists (not deleted) and is in the viewer's scope. */
export function courseInScope(alias: string, viewer: Viewer): RawBuilder<boolean> {
  const c = sql.raw(alias);
  const own = viewer.role === 'student' ? sql`${c}.cohort_id = ${viewer.cohortId ?? -1}` : sql`${c}.owner_id = ${viewer.id}`;
  return sql<boolean>`(${c}.deleted_at is null and ${own})`;
}

export interface OwnedCourse {
  id: number;
  cohort_id: number;
  owner_id: number;
}

/** The non-deleted course `id` owned by the facilitator, or 404. Use inside the write's transaction. */
export async function ownedCourse(db: Kysely<DB>, courseId: number, facilitatorId: number, what = 'Course'): Promise<OwnedCourse> {
  const course = await db
    .selectFrom('courses')
    .select(['id', 'cohort_id', 'owner_id'])
    .where('id', '=', courseId)
    .where('owner_id', '=', facilitatorId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!course) throw notFound(what);
  return course;
}

/** The non-deleted live class `id` of a non-deleted course owned by the facilitator, or 404. */
export async function ownedLiveClass(db: Kysely<DB>, id: number, facilitatorId: number): Promise<{ id: number; cohort_id: number }> {
  const row = await db
    .selectFrom('live_classes as l')
    .innerJoin('courses as c', 'c.id', 'l.course_id')
    .select(['l.id', 'l.cohort_id'])
    .where('l.id', '=', id)
    .where('l.deleted_at', 'is', null)
    .where('c.deleted_at', 'is', null)
    .where('c.owner_id', '=', facilitatorId)
    .executeTakeFirst();
  if (!row) throw notFound('Live class');
  return row;
}
