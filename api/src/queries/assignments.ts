// Assignment answers: with the course name and, for a student, whether they submitted it and
// whether it is locked (its course's lock, see progress.ts).
import { sql, type Kysely } from 'kysely';
import type { AssignmentsTable, DB } from '../db/schema';
import { bodyColumns, pickColumns, storedColumns, type BodyValues } from './body-columns';
import { dueInstant, pastDue } from './due';
import { courseLocked } from './progress';
import { courseInScope, type Viewer } from './scope';
import { selectList } from './select-list';
import { isoTimestamp } from './submissions';
import { ASSIGNMENT_WEIGHT } from '@academy/contract/rules/grade-weighting';
import type { Assignment, AssignmentBody } from '@academy/contract/schemas/assignments';

/** As the API sends it (the contract). */
export type AssignmentRow = Assignment;

export async function findAssignments(
  db: Kysely<DB>,
  viewer: Viewer,
  today: string,
  filter: { id?: number; courseId?: number } = {},
): Promise<AssignmentRow[]> {
  const student = viewer.role === 'student';
  const submitted = student
    ? sql<boolean>`exists (select 1 from submissions s where s.assignment_id = a.id and s.student_id = ${viewer.id})`
    : sql<boolean>`false`;
  const locked = student ? courseLocked('c', viewer.id, today) : sql<boolean>`false`;
  // the totals' own rule (counted_work): work due before the student joined is not counted, so not missing
  const missing = student
    ? sql<boolean>`exists (select 1 from counted_work m where m.student_id = ${viewer.id} and m.assignment_id = a.id and m.submission_id is null)`
    : sql<boolean>`false`;
  const { rows } = await sql<AssignmentRow>`
    select ${selectList<AssignmentRow>({
      id: sql`a.id`,
      name: sql`a.name`,
      description: sql`a.description`,
      due_date: sql`a.due_date`,
      due_at: isoTimestamp(sql`a.due_at`),
      past_due: pastDue('a'),
      cla_course_id: sql`a.course_id`,
      cla_user_id: sql`a.owner_id`,
      course_name: sql`c.name`,
      weight: sql`a.weight`,
      submitted,
      missing,
      locked,
    })}
    from assignments a
    join courses c on c.id = a.course_id
    where a.deleted_at is null and ${courseInScope('c', viewer)}
      ${filter.id !== undefined ? sql`and a.id = ${filter.id}` : sql``}
      ${filter.courseId !== undefined ? sql`and a.course_id = ${filter.courseId}` : sql``}
    order by a.due_at nulls last, a.id`.execute(db);
  return rows;
}

export type AssignmentInput = AssignmentBody['cla_assignment'];

const ASSIGNMENT_BODY_COLUMNS = bodyColumns<AssignmentInput, AssignmentsTable>()({
  name: 'name',
  description: 'description',
  due_date: 'due_date',
  due_time: 'due_at',
  time_zone: 'due_at',
  cla_course_id: 'course_id',
  cla_user_id: null,
  weight: 'weight',
});
type AssignmentBodyColumns = typeof ASSIGNMENT_BODY_COLUMNS;

/**
 * The columns a create or update body writes (cla_user_id is only checked): the due date as
 * typed, and its moment, due_time (DEFAULT_DUE_TIME) in time_zone (`academyTimeZone` when left out).
 */
function assignmentValues(input: AssignmentInput, academyTimeZone: string): Omit<BodyValues<AssignmentsTable, AssignmentBodyColumns>, 'owner_id'> {
  return {
    course_id: input.cla_course_id,
    name: input.name.trim(),
    description: input.description,
    due_date: input.due_date,
    due_at: dueInstant(input.due_date, input.due_time, input.time_zone ?? academyTimeZone),
    weight: input.weight ?? ASSIGNMENT_WEIGHT.default,
  };
}

/** Stores the assignment the facilitator `ownerId` creates; its id. */
export async function insertAssignment(db: Kysely<DB>, ownerId: number, input: AssignmentInput, academyTimeZone: string): Promise<number> {
  const row = await db
    .insertInto('assignments')
    .values({ ...assignmentValues(input, academyTimeZone), owner_id: ownerId })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateAssignment(db: Kysely<DB>, id: number, input: AssignmentInput, academyTimeZone: string): Promise<void> {
  await db
    .updateTable('assignments')
    .set({ ...assignmentValues(input, academyTimeZone), updated_at: new Date() })
    .where('id', '=', id)
    .execute();
}

/** Deletes the assignment `id` softly: its submissions and scores are kept. */
export async function softDeleteAssignment(db: Kysely<DB>, id: number): Promise<void> {
  await db.updateTable('assignments').set({ deleted_at: new Date() }).where('id', '=', id).execute();
}

/**
 * Copies the non-deleted assignments of one course into another, owned by `ownerId`: every column
 * an assignment body writes, each due date and moment moved by the days between the two courses'
 * start dates (the copy's is `toStartDate`), in their order.
 */
export async function copyAssignments(db: Kysely<DB>, fromCourseId: number, toCourseId: number, toStartDate: string, ownerId: number): Promise<void> {
  const days = sql<number>`(${toStartDate}::date - c.start_date)`;
  const assignments = await db
    .selectFrom('assignments as a')
    .innerJoin('courses as c', 'c.id', 'a.course_id')
    .selectAll('a')
    .select([sql<string | null>`a.due_date + ${days}`.as('moved_due_date'), sql<Date | null>`a.due_at + ${days} * interval '1 day'`.as('moved_due_at')])
    .where('a.course_id', '=', fromCourseId)
    .where('a.deleted_at', 'is', null)
    .orderBy('a.id')
    .execute();
  if (assignments.length === 0) return;
  const copies = assignments.map((assignment): BodyValues<AssignmentsTable, AssignmentBodyColumns> => ({
    ...pickColumns(assignment, storedColumns(ASSIGNMENT_BODY_COLUMNS)),
    course_id: toCourseId,
    due_date: assignment.moved_due_date,
    due_at: assignment.moved_due_at,
    owner_id: ownerId,
  }));
  await db.insertInto('assignments').values(copies).execute();
}
