// Submission answers. LATE: see due.ts.
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { DB } from '../db/schema';
import type { Submission, SubmissionMark } from '@academy/contract/schemas/submissions';
import { courseLocked } from './progress';
import { courseInScope, courseOwnedBy, type Viewer } from './scope';
import { lateSubmission } from './due';
import { selectList } from './select-list';

/** As the API sends it (the contract). */
export type SubmissionRow = Submission;

export type SubmissionFilter =
  | { id: number }
  /** Unmarked submissions to the non-deleted assignments of the facilitator's non-deleted courses. */
  | { unmarkedFor: number }
  /** The student's own marked submissions, kept even when the course or assignment was deleted. */
  | { markedOf: number };

/** SQL: a timestamptz as an ISO 8601 UTC text (null stays null), the same on PostgreSQL and PGlite. */
export const isoTimestamp = (column: RawBuilder<unknown>) => sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** A page in the list's order (submitted_at, id): `limit` rows after the submission `afterId`; none given, all. */
export interface SubmissionPage {
  afterId?: number;
  limit?: number;
}

export async function findSubmissions(db: Kysely<DB>, filter: SubmissionFilter, page: SubmissionPage = {}): Promise<SubmissionRow[]> {
  const after =
    page.afterId === undefined
      ? sql``
      : sql`and (s.submitted_at, s.id) > (select after.submitted_at, after.id from submissions after where after.id = ${page.afterId})`;
  const where =
    'id' in filter
      ? sql`s.id = ${filter.id}`
      : 'unmarkedFor' in filter
        ? sql`${courseOwnedBy('c', filter.unmarkedFor)} and a.deleted_at is null and s.score is null`
        : sql`s.student_id = ${filter.markedOf} and s.score is not null`;
  const { rows } = await sql<SubmissionRow>`
    select ${selectList<SubmissionRow>({
      id: sql`s.id`,
      assignment_id: sql`s.assignment_id`,
      assignment_name: sql`a.name`,
      student_name: sql`u.name`,
      student_email: sql`u.email`,
      download_link: sql`s.download_link`,
      status: sql`case when s.score is null then 'unmarked' else 'marked' end`,
      score: sql`s.score`,
      feedback: sql`s.feedback`,
      late: lateSubmission(),
      submitted_at: isoTimestamp(sql`s.submitted_at`),
      link_updated_at: isoTimestamp(sql`s.link_updated_at`),
      marked_at: isoTimestamp(sql`s.marked_at`),
    })}
    from submissions s
    join assignments a on a.id = s.assignment_id
    join courses c on c.id = a.course_id
    join users u on u.id = s.student_id
    where ${where} ${after}
    order by s.submitted_at, s.id ${page.limit === undefined ? sql`` : sql`limit ${page.limit}`}`.execute(db);
  return rows;
}

/** As the API sends it (the contract). */
export type SubmissionMarkRow = SubmissionMark;

/** Every mark the submission was given, newest first, with the marker's name. */
export async function markHistory(db: Kysely<DB>, submissionId: number): Promise<SubmissionMarkRow[]> {
  const { rows } = await sql<SubmissionMarkRow>`
    select ${selectList<SubmissionMarkRow>({ score: sql`m.score`, feedback: sql`m.feedback`, marked_by: sql`u.name`, marked_at: isoTimestamp(sql`m.marked_at`) })}
    from submission_marks m join users u on u.id = m.marked_by
    where m.submission_id = ${submissionId}
    order by m.id desc`.execute(db);
  return rows;
}

/**
 * The non-deleted assignment `assignmentId` of a course in the student's scope: whether it is
 * locked for them on `today` and whether they already submitted to it; undefined when there is none.
 */
export async function assignmentToSubmit(db: Kysely<DB>, assignmentId: number, student: Viewer, today: string) {
  const { rows } = await sql<{ locked: boolean; submitted: boolean }>`
    select ${courseLocked('c', student.id, today)} as locked,
      exists (select 1 from submissions s where s.assignment_id = a.id and s.student_id = ${student.id}) as submitted
    from assignments a join courses c on c.id = a.course_id
    where a.id = ${assignmentId} and a.deleted_at is null and ${courseInScope('c', student)}`.execute(db);
  return rows[0];
}

/** Stores the student's work for the assignment; its id. A second one of the same student is refused by a unique constraint. */
export async function insertSubmission(db: Kysely<DB>, assignmentId: number, studentId: number, downloadLink: string): Promise<number> {
  const row = await db
    .insertInto('submissions')
    .values({ assignment_id: assignmentId, student_id: studentId, download_link: downloadLink })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The submission's current mark, locked until the transaction ends. */
export async function lockSubmissionMark(db: Kysely<DB>, id: number) {
  return db.selectFrom('submissions').select(['score', 'feedback']).where('id', '=', id).forUpdate().executeTakeFirstOrThrow();
}

/** Gives the submission `id` its score from `markedBy`, and its feedback when one is sent (null: none). */
export async function markSubmission(db: Kysely<DB>, id: number, markedBy: number, score: number, feedback: string | null | undefined): Promise<void> {
  await db
    .updateTable('submissions')
    .set({ score, marked_by: markedBy, marked_at: new Date(), ...(feedback === undefined ? {} : { feedback }) })
    .where('id', '=', id)
    .execute();
}

/** Replaces the link of the submission `id` while it is unmarked; whether it was. */
export async function replaceUnmarkedLink(db: Kysely<DB>, id: number, downloadLink: string): Promise<boolean> {
  const changed = await db
    .updateTable('submissions')
    .set({ download_link: downloadLink, link_updated_at: new Date() })
    .where('id', '=', id)
    .where('score', 'is', null)
    .executeTakeFirst();
  return changed.numUpdatedRows !== 0n;
}
