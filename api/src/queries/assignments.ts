// Assignment answers: with the course name and, for a student, whether they submitted it and
// whether it is locked (its course's lock, see progress.ts).
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { pastDue } from './due';
import { courseLocked } from './progress';
import { courseInScope, type Viewer } from './scope';
import { selectList } from './select-list';
import { isoTimestamp } from './submissions';
import type { Assignment } from '@academy/contract/schemas/assignments';

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
