// What students are told about their work, written in the transaction of the change: a new
// assignment (now), a reminder due 24 hours before its due moment (dropped at send time for a
// student who has submitted, never sent once the moment has come: deadlines.ts), and a mark with
// its feedback. Each in its reader's language (the account's), due moments in their zone.
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { readerLocale, say } from '../i18n/messages';
import { momentForReader } from '../lib/time-zones';
import { activeAccount } from '../queries/scope';
import { cohortReaders, type Reader } from '../queries/notices';
import { reminderOf } from './deadlines';
import { cancelPendingNotices, enqueueNotices, type NewNotice } from './outbox';
import { portalLink } from '@academy/contract/rules/portal-paths';

/** Where a student's notice about an assignment leads: its page, with the hand-in form, or the score and feedback once marked. */
const assignmentLink = (id: number) => portalLink('assignmentDetails', { id });

const assignmentRef = (id: number) => `assignment:${id}`;

interface Context {
  academyTimeZone: string;
  now: Date;
}

/** What a notice of an assignment says of it. */
export interface AssignmentFacts {
  id: number;
  name: string;
  due_at: Date | null;
  course_name: string;
}

/** The reader's reminder of the work, due 24 hours before its due moment; null without one, or once that time has come. */
export function assignmentReminder(assignment: AssignmentFacts, student: Reader, context: Context): NewNotice | null {
  const dueAt = assignment.due_at ? new Date(assignment.due_at) : null;
  const reminder = dueAt ? reminderOf('assignment_due', dueAt) : null;
  if (!dueAt || !reminder || reminder.dueAt <= context.now) return null;
  const locale = readerLocale(student.locale);
  const what = say(locale, 'notice.what', { name: assignment.name, course: assignment.course_name });
  return {
    ...reminder,
    userId: student.id,
    ref: assignmentRef(assignment.id),
    title: say(locale, 'notice.assignmentDue.title', { name: assignment.name }),
    body: say(locale, 'notice.assignmentDue.body', { what, when: momentForReader(dueAt, student.time_zone, context.academyTimeZone, locale) }),
    locale,
    link: assignmentLink(assignment.id),
  };
}

/** The assignments of a cohort's courses whose due moment has not come: their reminders are still to come. */
export async function workToCome(trx: Kysely<DB>, cohortId: number, now: Date): Promise<AssignmentFacts[]> {
  const { rows } = await sql<AssignmentFacts>`
    select a.id, a.name, a.due_at, c.name as course_name
    from assignments a join courses c on c.id = a.course_id
    where c.cohort_id = ${cohortId} and a.deleted_at is null and a.due_at > ${now}`.execute(trx);
  return rows;
}

/** After an assignment is posted (`posted`) or changed: tells the cohort, and (re)writes the due reminders. */
export async function noticeAssignment(trx: Kysely<DB>, assignmentId: number, posted: boolean, context: Context): Promise<void> {
  const ref = assignmentRef(assignmentId);
  await cancelPendingNotices(trx, ref, ['assignment_due']);
  const { rows } = await sql<AssignmentFacts & { cohort_id: number; deleted: boolean }>`
    select a.id, a.name, a.due_at, c.name as course_name, c.cohort_id, a.deleted_at is not null as deleted
    from assignments a join courses c on c.id = a.course_id where a.id = ${assignmentId}`.execute(trx);
  const assignment = rows[0];
  if (!assignment || assignment.deleted) return;
  const students = await cohortReaders(trx, assignment.cohort_id);
  const dueAt = assignment.due_at ? new Date(assignment.due_at) : null;
  const notices: NewNotice[] = students.flatMap((student) => {
    // each student reads it in their language, the due moment in their own zone (the academy's when they chose none)
    const locale = readerLocale(student.locale);
    const what = say(locale, 'notice.what', { name: assignment.name, course: assignment.course_name });
    const when = dueAt ? momentForReader(dueAt, student.time_zone, context.academyTimeZone, locale) : null;
    const reminder = assignmentReminder(assignment, student, context);
    return [
      ...(posted
        ? [
            {
              kind: 'assignment_posted' as const,
              userId: student.id,
              ref,
              title: say(locale, 'notice.assignmentPosted.title', { name: assignment.name }),
              body: when ? say(locale, 'notice.assignmentPosted.bodyDue', { what, when }) : say(locale, 'notice.assignmentPosted.body', { what }),
              locale,
              link: assignmentLink(assignmentId),
              dueAt: context.now,
            },
          ]
        : []),
      ...(reminder ? [reminder] : []),
    ];
  });
  await enqueueNotices(trx, notices);
}

/** After a deleted assignment: its due reminders are withdrawn. */
export async function withdrawAssignmentNotices(trx: Kysely<DB>, assignmentId: number): Promise<void> {
  await cancelPendingNotices(trx, assignmentRef(assignmentId), ['assignment_due']);
}

/** After a submission is marked: tells its student the score, and the feedback when there is some. */
export async function noticeWorkMarked(trx: Kysely<DB>, submissionId: number, now: Date): Promise<void> {
  const { rows } = await sql<{ student_id: number; assignment_id: number; score: number; name: string; feedback: string | null; locale: string | null }>`
    select s.student_id, s.assignment_id, s.score, s.feedback, a.name, u.locale from submissions s join assignments a on a.id = s.assignment_id
      join users u on u.id = s.student_id where s.id = ${submissionId} and ${activeAccount('u')}`.execute(trx);
  const marked = rows[0];
  if (!marked) return;
  const locale = readerLocale(marked.locale);
  const comment = marked.feedback ? `\n\n${say(locale, 'notice.workMarked.feedback', { feedback: marked.feedback })}` : '';
  await enqueueNotices(trx, [
    {
      kind: 'work_marked',
      userId: marked.student_id,
      ref: `submission:${submissionId}`,
      title: say(locale, 'notice.workMarked.title', { name: marked.name }),
      body: `${say(locale, 'notice.workMarked.body', { name: marked.name, score: marked.score })}${comment}`,
      locale,
      link: assignmentLink(marked.assignment_id),
      dueAt: now,
    },
  ]);
}

/** How long a hand-in's mail waits, so the hand-ins of a class arrive in one digest. */
export const HAND_IN_DIGEST_MINUTES = 5;
const FACILITATOR_SUBMISSIONS_LINK = portalLink('submissions');

/** After work is handed in (or its link replaced): tells the course's facilitator at once in the bell, by mail in a digest. */
export async function noticeWorkHandedIn(trx: Kysely<DB>, submissionId: number, replaced: boolean, now: Date): Promise<void> {
  const { rows } = await sql<{ owner_id: number; student: string; assignment: string; course: string; locale: string | null }>`
    select c.owner_id, u.name as student, a.name as assignment, c.name as course, o.locale
    from submissions s join assignments a on a.id = s.assignment_id join courses c on c.id = a.course_id join users u on u.id = s.student_id
      left join users o on o.id = c.owner_id
    where s.id = ${submissionId}`.execute(trx);
  const work = rows[0];
  if (!work) return;
  const locale = readerLocale(work.locale);
  const told = { replaced: replaced ? 'yes' : 'no', assignment: work.assignment };
  await enqueueNotices(trx, [
    {
      kind: 'work_submitted',
      userId: work.owner_id,
      ref: `submission:${submissionId}`,
      title: say(locale, 'notice.workSubmitted.title', told),
      body: say(locale, 'notice.workSubmitted.body', { ...told, student: work.student, course: work.course }),
      locale,
      link: FACILITATOR_SUBMISSIONS_LINK,
      dueAt: now,
      mailAt: new Date(now.getTime() + HAND_IN_DIGEST_MINUTES * 60_000),
    },
  ]);
}

/** At send time: an assignment reminder is moot once the student has submitted. */
export async function assignmentReminderMoot(db: Kysely<DB>, ref: string, userId: number): Promise<boolean> {
  const assignmentId = Number(ref.replace('assignment:', ''));
  const submitted = await db
    .selectFrom('submissions')
    .select('id')
    .where('assignment_id', '=', assignmentId)
    .where('student_id', '=', userId)
    .executeTakeFirst();
  return submitted !== undefined;
}
