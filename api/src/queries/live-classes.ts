// Live class answers, with the course name, the facilitator's name and the end date of the cohort.
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { dateParam, unlessLocked } from './progress';
import { courseInScope, studentOrNull, type Viewer } from './scope';
import { selectList } from './select-list';
import type { LiveClass } from '@academy/contract/schemas/live-classes';

/** The contract's LiveClass but its moment and zone, which the route adds (academy time zone). */
export type LiveClassRow = Omit<LiveClass, 'starts_at' | 'time_zone'>;

export interface LiveClassFilter {
  id?: number;
  courseId?: number;
  cohortId?: number;
  /** Only classes on this calendar day (academy time zone) or later. */
  fromDate?: string;
}

/** The classes in the viewer's scope; a student gets no join or recording link of a course locked for them `today`. */
export async function findLiveClasses(db: Kysely<DB>, viewer: Viewer, today: string, filter: LiveClassFilter = {}): Promise<LiveClassRow[]> {
  const student = studentOrNull(viewer);
  const { rows } = await sql<LiveClassRow>`
    select ${selectList<LiveClassRow>({
      id: sql`l.id`,
      name: sql`l.name`,
      date: sql`l.date`,
      time: sql`to_char(l.time, 'HH24:MI')`,
      duration: sql`l.duration`,
      zoom_link: unlessLocked(sql`l.zoom_link`, 'c', student, today),
      recording_url: unlessLocked(sql`l.recording_url`, 'c', student, today),
      cla_course_id: sql`l.course_id`,
      cohort_id: sql`l.cohort_id`,
      cohort_name: sql`(select co.name from cohorts co where co.id = l.cohort_id)`,
      cla_user_id: sql`l.owner_id`,
      courseName: sql`c.name`,
      facilitator: sql`owner.name`,
      cla_cohort_end_date: sql`(select max(cc.end_date) from courses cc where cc.cohort_id = l.cohort_id and cc.deleted_at is null)`,
    })}
    from live_classes l
    join courses c on c.id = l.course_id
    left join users owner on owner.id = l.owner_id
    where l.deleted_at is null and ${courseInScope('c', viewer)}
      ${filter.id !== undefined ? sql`and l.id = ${filter.id}` : sql``}
      ${filter.courseId !== undefined ? sql`and l.course_id = ${filter.courseId}` : sql``}
      ${filter.cohortId !== undefined ? sql`and l.cohort_id = ${filter.cohortId}` : sql``}
      ${filter.fromDate !== undefined ? sql`and l.date >= ${dateParam(filter.fromDate)}` : sql``}
    order by l.date, l.time, l.id`.execute(db);
  return rows;
}
