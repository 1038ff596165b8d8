// Live class answers, with the course name, the facilitator's name and the end date of the cohort.
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { courseInScope, type Viewer } from './scope';
import type { LiveClass } from '@academy/shared/contract/live-classes';

/** The contract's LiveClass but its moment and zone, which the route adds (academy time zone). */
export type LiveClassRow = Omit<LiveClass, 'starts_at' | 'time_zone'>;

export interface LiveClassFilter {
  id?: number;
  courseId?: number;
  cohortId?: number;
}

export async function findLiveClasses(db: Kysely<DB>, viewer: Viewer, filter: LiveClassFilter = {}): Promise<LiveClassRow[]> {
  const { rows } = await sql<LiveClassRow>`
    select l.id, l.name, l.date, to_char(l.time, 'HH24:MI') as time, l.duration, l.zoom_link, l.recording_url,
      l.course_id as cla_course_id, l.cohort_id, l.owner_id as cla_user_id, c.name as "courseName",
      owner.name as facilitator,
      (select max(cc.end_date) from courses cc where cc.cohort_id = l.cohort_id and cc.deleted_at is null) as cla_cohort_end_date
    from live_classes l
    join courses c on c.id = l.course_id
    left join users owner on owner.id = l.owner_id
    where l.deleted_at is null and ${courseInScope('c', viewer)}
      ${filter.id !== undefined ? sql`and l.id = ${filter.id}` : sql``}
      ${filter.courseId !== undefined ? sql`and l.course_id = ${filter.courseId}` : sql``}
      ${filter.cohortId !== undefined ? sql`and l.cohort_id = ${filter.cohortId}` : sql``}
    order by l.date, l.time, l.id`.execute(db);
  return rows;
}
