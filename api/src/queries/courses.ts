// Course answers: the course with its owner's name, counts of what hangs under it and, for a
// student, its lock (see progress.ts); and the columns a course body writes.
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { CoursesTable, DB } from '../db/schema';
import type { BodyColumns, BodyValues } from './body-columns';
import { courseWeighting } from './grades';
import { courseLockedInline, dateParam } from './progress';
import { admittedToCohort, courseInScope, type Viewer } from './scope';
import { selectList } from './select-list';
import type { Course, CourseBody } from '@academy/contract/schemas/courses';

/** As the API sends it (the contract). */
export type CourseRow = Course;

export interface CourseFilter {
  id?: number;
  cohortId?: number;
}

/** Why the course row `c` is locked (its lateral `lk.locked`), and the earliest day it opens (see the contract). */
function lockOf(today: string): RawBuilder<CourseRow['lock']> {
  const day = dateParam(today);
  return sql`case when not lk.locked then null
    when c.start_date > ${day} then json_build_object('reason', 'not_started', 'opens_on', c.start_date)
    else json_build_object('reason', 'prerequisite', 'opens_on', case when pre.end_date + 1 > ${day} then pre.end_date + 1 end) end`;
}

/** For a facilitator: how many students of the course's cohort can open it today (null for students). */
function cohortCounts(viewer: Viewer, today: string): { open: RawBuilder<unknown>; all: RawBuilder<unknown> } {
  if (viewer.role === 'student') return { open: sql`null::int`, all: sql`null::int` };
  const students = sql`from users u where u.cohort_id = c.cohort_id and u.role_id = 1 and ${admittedToCohort('u')}`;
  return {
    open: sql`(select count(*) ${students} and not ${courseLockedInline('c', sql`u.id`, today)})::int`,
    all: sql`(select count(*) ${students})::int`,
  };
}

/** The columns of a course row that the course list reads. */
const COURSE_COLUMNS = sql.raw(
  [
    'id',
    'name',
    'description',
    'prerequisite_course_id',
    'category',
    'cohort_id',
    'start_date',
    'end_date',
    'owner_id',
    'assignments_weight',
    'attendance_weight',
    'pass_mark',
  ]
    .map((column) => `c.${column}`)
    .join(', '),
);

/**
 * The courses in the viewer's scope, by start date. What hangs under them is counted for the whole
 * set at once (one pass over each table, or one index probe per course on a large one), not by a
 * subquery per course; the lock's lateral is kept apart (offset 0) so that it runs once per course,
 * though two columns read it.
 */
export function coursesQuery(viewer: Viewer, today: string, filter: CourseFilter = {}): RawBuilder<CourseRow> {
  const locked = viewer.role === 'student' ? courseLockedInline('c', viewer.id, today) : sql<boolean>`false`;
  const counts = cohortCounts(viewer, today);
  return sql<CourseRow>`
    with scoped as (
      select ${COURSE_COLUMNS} from courses c
      where ${courseInScope('c', viewer)}
        ${filter.id !== undefined ? sql`and c.id = ${filter.id}` : sql``}
        ${filter.cohortId !== undefined ? sql`and c.cohort_id = ${filter.cohortId}` : sql``}),
    topic_counts as (
      select t.course_id, count(*) as topics from topics t join scoped s on s.id = t.course_id group by t.course_id),
    assignment_counts as (
      select a.course_id, count(*) as assignments from assignments a join scoped s on s.id = a.course_id
      where a.deleted_at is null group by a.course_id),
    class_counts as (
      select l.course_id, count(*) as classes, count(*) filter (where l.date >= ${dateParam(today)}) as pending
      from live_classes l join scoped s on s.id = l.course_id where l.deleted_at is null group by l.course_id)
    select ${selectList<CourseRow>({
      id: sql`c.id`,
      name: sql`c.name`,
      description: sql`c.description`,
      locked: sql`lk.locked`,
      lock: lockOf(today),
      prerequisite_course_id: sql`c.prerequisite_course_id`,
      prerequisite_name: sql`pre.name`,
      cohort_can_open: counts.open,
      cohort_students: counts.all,
      category: sql`c.category`,
      cla_cohort_id: sql`c.cohort_id`,
      start_date: sql`c.start_date`,
      end_date: sql`c.end_date`,
      cla_user_id: sql`c.owner_id`,
      facilitator: sql`owner.name`,
      topics: sql`coalesce(tc.topics, 0)::int`,
      assignments: sql`coalesce(ac.assignments, 0)::int`,
      liveClasses: sql`coalesce(lc.classes, 0)::int`,
      pendingLiveClasses: sql`coalesce(lc.pending, 0)::int`,
      grade_weights: courseWeighting('c'),
      own_grade_weights: sql`c.assignments_weight is not null`,
      pass_mark: sql`c.pass_mark`,
    })}
    from scoped c
    left join users owner on owner.id = c.owner_id
    left join courses pre on pre.id = c.prerequisite_course_id and pre.deleted_at is null
    left join topic_counts tc on tc.course_id = c.id
    left join assignment_counts ac on ac.course_id = c.id
    left join class_counts lc on lc.course_id = c.id
    cross join lateral (select ${locked} as locked offset 0) lk
    order by c.start_date, c.id`;
}

export async function findCourses(db: Kysely<DB>, viewer: Viewer, today: string, filter: CourseFilter = {}): Promise<CourseRow[]> {
  return (await coursesQuery(viewer, today, filter).execute(db)).rows;
}

export type CourseInput = CourseBody['cla_course'];

type CourseBodyColumns = BodyColumns<
  CourseInput,
  CoursesTable,
  {
    name: 'name';
    description: 'description';
    category: 'category';
    cla_cohort_id: 'cohort_id';
    start_date: 'start_date';
    end_date: 'end_date';
    cla_user_id: null;
    prerequisite_course_id: 'prerequisite_course_id';
    grade_weights: 'assignments_weight';
    pass_mark: 'pass_mark';
  }
>;

/** The columns a create, copy or update body writes, with the prerequisite the route checked (cla_user_id is only checked: the creator owns the course). */
export function courseValues(input: CourseInput, prerequisiteId: number | null): Omit<BodyValues<CoursesTable, CourseBodyColumns>, 'owner_id'> {
  return {
    name: input.name.trim(),
    description: input.description,
    category: input.category ?? 'program',
    cohort_id: input.cla_cohort_id,
    start_date: input.start_date,
    end_date: input.end_date,
    prerequisite_course_id: prerequisiteId,
    assignments_weight: input.grade_weights?.assignments ?? null,
    attendance_weight: input.grade_weights?.attendance ?? null,
    pass_mark: input.pass_mark ?? null,
  };
}

/** The ids of the cohort's courses in the viewer's scope, by start date. */
export async function cohortCourseIds(db: Kysely<DB>, cohortId: number, viewer: Viewer): Promise<number[]> {
  const rows = await db
    .selectFrom('courses as c')
    .select('c.id')
    .where('c.cohort_id', '=', cohortId)
    .where(courseInScope('c', viewer))
    .orderBy('c.start_date')
    .orderBy('c.id')
    .execute();
  return rows.map((row) => row.id);
}

/** The non-deleted course `id` of the cohort, with its own prerequisite. */
export async function siblingCourse(db: Kysely<DB>, id: number, cohortId: number) {
  return db
    .selectFrom('courses')
    .select('prerequisite_course_id')
    .where('id', '=', id)
    .where('cohort_id', '=', cohortId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

/** Stores a course from the values of its body (courseValues) and its owner; its id. */
export async function insertCourse(db: Kysely<DB>, values: ReturnType<typeof courseValues> & { owner_id: number }): Promise<number> {
  return (await db.insertInto('courses').values(values).returning('id').executeTakeFirstOrThrow()).id;
}

export async function updateCourse(db: Kysely<DB>, id: number, values: ReturnType<typeof courseValues>): Promise<void> {
  await db
    .updateTable('courses')
    .set({ ...values, updated_at: new Date() })
    .where('id', '=', id)
    .execute();
}

/** Deletes the course `id` softly: the students' submissions, scores and attendance are kept. */
export async function softDeleteCourse(db: Kysely<DB>, id: number): Promise<void> {
  await db.updateTable('courses').set({ deleted_at: new Date() }).where('id', '=', id).execute();
}
