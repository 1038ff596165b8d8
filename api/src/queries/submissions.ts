// Submission answers.
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema';

export interface SubmissionRow {
  id: number;
  assignment_id: number;
  assignment_name: string;
  student_name: string;
  student_email: string;
  download_link: string;
  status: 'marked' | 'unmarked';
  score: number | null;
}

export type SubmissionFilter =
  | { id: number }
  /** Unmarked submissions to the non-deleted assignments of the facilitator's non-deleted courses. */
  | { unmarkedFor: number }
  /** The student's own marked submissions, kept even when the course or assignment was deleted. */
  | { markedOf: number };

export async function findSubmissions(db: Kysely<DB>, filter: SubmissionFilter): Promise<SubmissionRow[]> {
  const where =
    'id' in filter
      ? sql`s.id = ${filter.id}`
      : 'unmarkedFor' in filter
        ? sql`c.owner_id = ${filter.unmarkedFor} and c.deleted_at is null and a.deleted_at is null and s.score is null`
        : sql`s.student_id = ${filter.markedOf} and s.score is not null`;
  const { rows } = await sql<SubmissionRow>`
    select s.id, s.assignment_id, a.name as assignment_name, u.name as student_name, u.email as student_email,
      s.download_link, case when s.score is null then 'unmarked' else 'marked' end as status, s.score
    from submissions s
    join assignments a on a.id = s.assignment_id
    join courses c on c.id = a.course_id
    join users u on u.id = s.student_id
    where ${where}
    order by s.submitted_at, s.id`.execute(db);
  return rows;
}
