// Course answers: the course with its owner's name, counts of what hangs under it and, for a
// student, its lock (see progress.ts).
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { DB } from '../db/schema';
import { courseLocked, dateParam } from './progress';
import { courseInScope, type Viewer } from './scope';
import { selectList } from './select-list';
import type { Course } from '@academy/shared/contract/courses';

/** As the API sends it (the contract). */
export type CourseRow = Course;

export interface CourseFilter {
  id?: number;
  cohortId?: number;
}

export function coursesQuery(viewer: Viewer, today: string, filter: CourseFilter = {}): RawBuilder<CourseRow> {
  const locked = viewer.role === 'student' ? courseLocked('c', viewer.id, today) : sql<boolean>`false`;
  return sql<CourseRow>`
    select ${selectList<CourseRow>({
      id: sql`c.id`,
      name: sql`c.name`,
      description: sql`c.description`,
      locked,
      category: sql`c.category`,
      cla_cohort_id: sql`c.cohort_id`,
      start_date: sql`c.start_date`,
      end_date: sql`c.end_date`,
      cla_user_id: sql`c.owner_id`,
      facilitator: sql`owner.name`,
      topics: sql`(select count(*) from topics t where t.course_id = c.id)::int`,
      assignments: sql`(select count(*) from assignments a where a.course_id = c.id and a.deleted_at is null)::int`,
      liveClasses: sql`(select count(*) from live_classes l where l.course_id = c.id and l.deleted_at is null)::int`,
      pendingLiveClasses: sql`(select count(*) from live_classes l where l.course_id = c.id and l.deleted_at is null
        and l.date >= ${dateParam(today)})::int`,
    })}
    from courses c
    left join users owner on owner.id = c.owner_id
    where ${courseInScope('c', viewer)}
      ${filter.id !== undefined ? sql`and c.id = ${filter.id}` : sql``}
      ${filter.cohortId !== undefined ? sql`and c.cohort_id = ${filter.cohortId}` : sql``}
    order by c.start_date, c.id`;
}

export async function findCourses(db: Kysely<DB>, viewer: Viewer, today: string, filter: CourseFilter = {}): Promise<CourseRow[]> {
  return (await coursesQuery(viewer, today, filter).execute(db)).rows;
}
