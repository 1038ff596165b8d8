// "Next up" on a student's dashboard: the next live class of their open courses, their work due in
// the next 7 days (not handed in) and their recently marked work.
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema';
import type { NextUp } from '@academy/contract/schemas/dashboards';
import { assignmentDueAt } from './due';
import { findLiveClasses, liveClassAnswer } from './live-classes';
import { courseLocked } from './progress';
import { courseInScope, type Viewer } from './scope';
import { selectList } from './select-list';
import { isoTimestamp } from './submissions';

const DUE_SOON_DAYS = 7;
const MARKED_RECENTLY_DAYS = 14;
const MARKED_SHOWN = 5;

interface Context {
  today: string;
  now: Date;
  academyTimeZone: string;
  /** JOIN_OPENS_MINUTES_BEFORE */
  joinOpensMinutesBefore: number;
}

/** The first class of the student's open courses that has not ended yet, or null. */
async function nextClass(db: Kysely<DB>, student: Viewer, context: Context): Promise<NextUp['next_class']> {
  // a class lasts at most a day (1,440 minutes): one dated before yesterday has ended
  const yesterday = new Date(Date.parse(`${context.today}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
  const [next] = await findLiveClasses(
    db,
    student,
    context.today,
    { now: context.now, academyTimeZone: context.academyTimeZone, minutesBefore: context.joinOpensMinutesBefore },
    { cohortId: student.cohortId ?? -1, fromDate: yesterday, notEndedAt: context.now, openOnly: true, limit: 1 },
  );
  return next ? liveClassAnswer(next, context.academyTimeZone) : null;
}

export async function nextUp(db: Kysely<DB>, student: Viewer, context: Context): Promise<NextUp> {
  type Due = NextUp['due_soon'][number];
  type Marked = NextUp['recently_marked'][number];
  const dueAt = assignmentDueAt('a');
  const soon = new Date(context.now.getTime() + DUE_SOON_DAYS * 86_400_000);
  const due = sql<Due>`
    select ${selectList<Due>({ id: sql`a.id`, name: sql`a.name`, course_name: sql`c.name`, due_at: isoTimestamp(dueAt) })}
    from assignments a join courses c on c.id = a.course_id
    where a.deleted_at is null and ${courseInScope('c', student)} and not ${courseLocked('c', student.id, context.today)}
      and ${dueAt} > ${context.now} and ${dueAt} <= ${soon}
      and not exists (select 1 from submissions s where s.assignment_id = a.id and s.student_id = ${student.id})
    order by ${dueAt}, a.id`.execute(db);
  const since = new Date(context.now.getTime() - MARKED_RECENTLY_DAYS * 86_400_000);
  const marked = sql<Marked>`
    select ${selectList<Marked>({
      submission_id: sql`s.id`,
      assignment_name: sql`a.name`,
      course_name: sql`c.name`,
      score: sql`s.score`,
      marked_at: isoTimestamp(sql`s.marked_at`),
    })}
    from submissions s join assignments a on a.id = s.assignment_id join courses c on c.id = a.course_id
    where s.student_id = ${student.id} and s.score is not null and s.marked_at > ${since}
    order by s.marked_at desc, s.id desc limit ${MARKED_SHOWN}`.execute(db);
  // three reads at once: the answer waits for the slowest, not for their sum
  const [dueRows, markedRows, next_class] = await Promise.all([due, marked, nextClass(db, student, context)]);
  return { next_class, due_soon: dueRows.rows, recently_marked: markedRows.rows };
}
