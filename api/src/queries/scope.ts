// The one home of "who may see or change this" (routes never write these checks inline): a student
// sees the non-deleted courses of their own cohort and what hangs under them; a facilitator sees
// and writes their own courses (courses.owner_id) of the cohorts assigned to them now and what hangs under them, puts courses only in the
// cohorts assigned to them (cohort_facilitators) and sees students and marks only of those; an
// administrator reads every cohort's courses, students, marks and attendance; a user sees their own
// notices and sessions; a secret link opens only what it was made for. Anything else answers 404,
// exactly like a missing id; a query or payload naming someone else's user or cohort answers 403.
// A self-signed-up student awaiting approval (APPROVE_SIGN_UPS) gets nothing of their cohort: 403
// awaiting_approval from every route folder a student reads cohort-bound things from, and no notices.
import type { FastifyRequest } from 'fastify';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { RoleName } from '@academy/contract/rules/roles';
import type { AuthUser } from '../auth/sessions';
import type { DB } from '../db/schema';
import { awaitingApproval, fieldErrors, forbidden, notFound, type NotFoundThing } from '../http/errors';
import { todayIn } from '../lib/calendar';
import type { ErrorCode } from '@academy/contract/rules/error-codes';
import type { Locale } from '@academy/contract/rules/locales';

export type Viewer = Pick<AuthUser, 'id' | 'role' | 'cohortId'>;

/** Today in the academy's time zone: the date every lock, "pending" and "today" is measured by. */
export function academyToday(config: { academyTimeZone: string; fixedToday: string | null }): string {
  return config.fixedToday ?? todayIn(config.academyTimeZone);
}

/**
 * preHandler hook of every route folder whose answers belong to a cohort (courses, topics, assignments,
 * submissions, live classes, attendance, figures, grades, certificates, announcements): 403
 * awaiting_approval while the caller awaits approval. Sign-in, profile, sessions and sign-out stay open.
 */
export async function mustBeApproved(request: FastifyRequest): Promise<void> {
  if (request.user?.awaitingApproval) throw awaitingApproval();
}

/** SQL condition: the sessions row `s` is still valid now. */
export const sessionIsLive = sql<boolean>`(s.revoked_at is null and s.expires_at > now()
  and (s.idle_timeout_seconds is null or s.last_used_at > now() - make_interval(secs => s.idle_timeout_seconds)))`;

/**
 * SQL condition, the one definition of an active account: the users row `alias` is not deactivated.
 * Sign-in, sessions, calendar feeds, unsubscribe links, every notice and every roster's counts go by it.
 */
export function activeAccount(alias: string): RawBuilder<boolean> {
  return sql<boolean>`(${sql.raw(alias)}.deactivated_at is null)`;
}

/** SQL condition: the users row `alias` is active and not awaiting approval, so their cohort's notices reach them. */
export function admittedToCohort(alias: string): RawBuilder<boolean> {
  return sql<boolean>`(${sql.raw(alias)}.awaiting_approval_since is null and ${activeAccount(alias)})`;
}

/**
 * SQL condition: the users row `alias` was a student of cohort `cohortId` at moment `at` (its
 * enrolment history, migration 221): who a class's sheet lists and whose attendance of it counts.
 */
export function enrolledAt(alias: string, cohortId: RawBuilder<unknown> | number, at: RawBuilder<unknown> | string): RawBuilder<boolean> {
  return sql<boolean>`(${sql.raw(alias)}.role_id = 1 and enrolled_at(${sql.raw(alias)}.id, ${cohortId}, ${at}::timestamptz))`;
}

/** SQL condition: the owner of the courses row `alias` is assigned to its cohort now (their rights over it hold only then). */
export function ownerAssignedToCohort(alias: string): RawBuilder<boolean> {
  const c = sql.raw(alias);
  return sql<boolean>`exists (select 1 from cohort_facilitators cf where cf.cohort_id = ${c}.cohort_id and cf.user_id = ${c}.owner_id)`;
}

/** The viewer's id when they are a student (the one role locks apply to), else null. */
export function studentOrNull(viewer: Viewer): number | null {
  return viewer.role === 'student' ? viewer.id : null;
}

/**
 * SQL condition: the courses row `alias` exists (not deleted) and is in the viewer's scope. A
 * facilitator's own course counts only while they are assigned to its cohort now: taken off the
 * cohort, they lose it at once (every instance asks the database), and an administrator may hand
 * it to another facilitator (routes/admin/courses.ts).
 */
export function courseInScope(alias: string, viewer: Viewer): RawBuilder<boolean> {
  const c = sql.raw(alias);
  // an administrator reads every cohort's courses (oversight); writes go through ownedCourse
  if (viewer.role === 'admin') return sql<boolean>`(${c}.deleted_at is null)`;
  // a student's cohort as a subquery: its value then does not weigh in the plan (how many courses
  // that cohort has), so a prepared statement keeps one plan for every student instead of planning
  // each call again for a cohort smaller than the average
  const own =
    viewer.role === 'student'
      ? sql`${c}.cohort_id = (select ${viewer.cohortId ?? -1}::int)`
      : sql`${c}.owner_id = ${viewer.id} and ${ownerAssignedToCohort(alias)}`;
  return sql<boolean>`(${c}.deleted_at is null and ${own})`;
}

/** SQL condition: the courses row `alias` is a non-deleted course the facilitator owns (courseInScope for them). */
export function courseOwnedBy(alias: string, facilitatorId: number): RawBuilder<boolean> {
  return courseInScope(alias, { id: facilitatorId, role: 'facilitator', cohortId: null });
}

/** 400 on cla_cohort_id unless the cohort exists and is assigned to the facilitator (an administrator assigns them). */
export async function cohortMustBeAssigned(db: Kysely<DB>, cohortId: number, facilitatorId: number): Promise<void> {
  const cohort = await db
    .selectFrom('cohorts as c')
    .leftJoin('cohort_facilitators as cf', (join) => join.onRef('cf.cohort_id', '=', 'c.id').on('cf.user_id', '=', facilitatorId))
    .select('cf.user_id')
    .where('c.id', '=', cohortId)
    .executeTakeFirst();
  if (!cohort) throw fieldErrors({ cla_cohort_id: ['unknown_cohort'] });
  if (cohort.user_id === null) throw fieldErrors({ cla_cohort_id: ['cohort_not_assigned'] });
}

/** The cohorts assigned to the facilitator, optionally narrowed to one: whose students and marks they may see. */
export async function taughtCohorts(db: Kysely<DB>, facilitatorId: number, cohortId?: number): Promise<number[]> {
  let query = db.selectFrom('cohort_facilitators').select('cohort_id').where('user_id', '=', facilitatorId);
  if (cohortId !== undefined) query = query.where('cohort_id', '=', cohortId);
  return (await query.orderBy('cohort_id').execute()).map((row) => row.cohort_id);
}

/**
 * The cohorts a user works in, which their forms offer: a student's own, the cohorts assigned to a
 * facilitator (closed ones too: their records stay readable), every cohort for an administrator.
 */
export async function workingCohorts(db: Kysely<DB>, viewer: Viewer): Promise<{ id: number; name: string }[]> {
  let query = db.selectFrom('cohorts as c').select(['c.id', 'c.name']).orderBy('c.id');
  if (viewer.role === 'student') query = query.where('c.id', '=', viewer.cohortId ?? -1);
  if (viewer.role === 'facilitator') {
    query = query.where('c.id', 'in', db.selectFrom('cohort_facilitators').select('cohort_id').where('user_id', '=', viewer.id));
  }
  return query.execute();
}

/** Whether the course `id` exists (not deleted) and is in the viewer's scope. */
export async function courseVisible(db: Kysely<DB>, courseId: number, viewer: Viewer): Promise<boolean> {
  const course = await db.selectFrom('courses as c').select('c.id').where('c.id', '=', courseId).where(courseInScope('c', viewer)).executeTakeFirst();
  return course !== undefined;
}

/** Query params and payload fields that name a user or cohort may only name the caller's own (else 403). */
export function mustBeOwn(value: number | undefined, own: number | null, message: string, code: ErrorCode): void {
  if (value !== undefined && value !== own) throw forbidden(message, code);
}

/** 404 unless the course `id` exists (not deleted) and is in the viewer's scope. */
export async function visibleCourse(db: Kysely<DB>, courseId: number, viewer: Viewer): Promise<void> {
  if (!(await courseVisible(db, courseId, viewer))) throw notFound('Course');
}

/**
 * The cohorts whose students, marks and attendance the viewer reads, optionally narrowed to one:
 * a facilitator's taught cohorts, every cohort for an administrator (oversight, read only).
 */
export async function readableCohorts(db: Kysely<DB>, viewer: Viewer, cohortId?: number): Promise<number[]> {
  if (viewer.role !== 'admin') return taughtCohorts(db, viewer.id, cohortId);
  let query = db.selectFrom('cohorts').select('id');
  if (cohortId !== undefined) query = query.where('id', '=', cohortId);
  return (await query.orderBy('id').execute()).map((row) => row.id);
}

/**
 * The student `studentId` as a viewer of their own (to see what they see), with their name and
 * cohort's: a student of a cohort the viewer reads (readableCohorts), else 404.
 */
export async function readableStudent(
  db: Kysely<DB>,
  viewer: Viewer,
  studentId: number,
): Promise<Viewer & { name: string; cohortId: number; cohortName: string }> {
  const row = await db
    .selectFrom('users as u')
    .innerJoin('cohorts as co', 'co.id', 'u.cohort_id')
    .select(['u.id', 'u.name', 'u.cohort_id', 'co.name as cohort_name'])
    .where('u.id', '=', studentId)
    .where('u.role_id', '=', 1)
    .executeTakeFirst();
  const cohortId = row?.cohort_id ?? null;
  if (!row || cohortId === null || (await readableCohorts(db, viewer, cohortId)).length === 0) throw notFound('Account');
  return { id: row.id, role: 'student', cohortId, name: row.name, cohortName: row.cohort_name };
}

/** The cohort `id` if the viewer reads it (readableCohorts), else 404. */
export async function readableCohort(db: Kysely<DB>, viewer: Viewer, cohortId: number): Promise<number> {
  const [readable] = await readableCohorts(db, viewer, cohortId);
  if (readable === undefined) throw notFound('Cohort');
  return readable;
}

/** The cohort `id` if it is one of the facilitator's taught cohorts (taughtCohorts), else 404. */
export async function taughtCohort(db: Kysely<DB>, facilitatorId: number, cohortId: number): Promise<number> {
  const [taught] = await taughtCohorts(db, facilitatorId, cohortId);
  if (taught === undefined) throw notFound('Cohort');
  return taught;
}

export interface OwnedCourse {
  id: number;
  cohort_id: number;
  owner_id: number;
}

/** The non-deleted course `id` owned by the facilitator, or 404. Use inside the write's transaction. */
export async function ownedCourse(db: Kysely<DB>, courseId: number, facilitatorId: number, what: NotFoundThing = 'Course'): Promise<OwnedCourse> {
  const course = await db
    .selectFrom('courses as c')
    .select(['c.id', 'c.cohort_id', 'c.owner_id'])
    .where('c.id', '=', courseId)
    .where(courseOwnedBy('c', facilitatorId))
    .executeTakeFirst();
  if (!course) throw notFound(what);
  return course;
}

/** The non-deleted assignment `id` of a non-deleted course owned by the facilitator, or 404. */
export async function ownedAssignment(db: Kysely<DB>, id: number, facilitatorId: number): Promise<{ id: number }> {
  const row = await db
    .selectFrom('assignments as a')
    .innerJoin('courses as c', 'c.id', 'a.course_id')
    .select('a.id')
    .where('a.id', '=', id)
    .where('a.deleted_at', 'is', null)
    .where(courseOwnedBy('c', facilitatorId))
    .executeTakeFirst();
  if (!row) throw notFound('Assignment');
  return row;
}

/** The topic `id` of a non-deleted course owned by the facilitator, or 404. */
export async function ownedTopic(db: Kysely<DB>, id: number, facilitatorId: number): Promise<{ id: number; course_id: number }> {
  const topic = await db
    .selectFrom('topics as t')
    .innerJoin('courses as c', 'c.id', 't.course_id')
    .select(['t.id', 't.course_id'])
    .where('t.id', '=', id)
    .where(courseOwnedBy('c', facilitatorId))
    .executeTakeFirst();
  if (!topic) throw notFound('Topic');
  return topic;
}

/** The non-deleted live class `id` of a course in the viewer's scope (courseInScope), or 404. */
async function liveClassInScope(db: Kysely<DB>, id: number, viewer: Viewer): Promise<{ id: number; cohort_id: number }> {
  const row = await db
    .selectFrom('live_classes as l')
    .innerJoin('courses as c', 'c.id', 'l.course_id')
    .select(['l.id', 'l.cohort_id'])
    .where('l.id', '=', id)
    .where('l.deleted_at', 'is', null)
    .where(courseInScope('c', viewer))
    .executeTakeFirst();
  if (!row) throw notFound('Live class');
  return row;
}

/** The non-deleted live class `id` of a non-deleted course owned by the facilitator, or 404. */
export function ownedLiveClass(db: Kysely<DB>, id: number, facilitatorId: number): Promise<{ id: number; cohort_id: number }> {
  return liveClassInScope(db, id, { id: facilitatorId, role: 'facilitator', cohortId: null });
}

/** The non-deleted classes of a weekly series after a moment, of the facilitator's own courses: what "this and the following" changes. */
export async function ownedLaterInSeries(
  db: Kysely<DB>,
  seriesId: number,
  after: Date,
  facilitatorId: number,
): Promise<{ id: number; starts_at: Date; typed_time_zone: string; cohort_id: number }[]> {
  return db
    .selectFrom('live_classes as l')
    .innerJoin('courses as c', 'c.id', 'l.course_id')
    .select(['l.id', 'l.starts_at', 'l.typed_time_zone', 'l.cohort_id'])
    .where('l.series_id', '=', seriesId)
    .where('l.starts_at', '>', after)
    .where('l.deleted_at', 'is', null)
    .where(courseOwnedBy('c', facilitatorId))
    .orderBy('l.starts_at')
    .execute();
}

/** A non-deleted class whose attendance the viewer keeps: one of a facilitator's own courses, any for an administrator; else 404. */
export function attendanceKeeper(db: Kysely<DB>, id: number, viewer: Viewer): Promise<{ id: number; cohort_id: number }> {
  return viewer.role === 'admin' ? liveClassInScope(db, id, viewer) : ownedLiveClass(db, id, viewer.id);
}

/** The submission `id` to an assignment of the facilitator's own course (both non-deleted), or 404. */
export async function ownedSubmission(db: Kysely<DB>, id: number, facilitatorId: number): Promise<{ id: number }> {
  const row = await db
    .selectFrom('submissions as s')
    .innerJoin('assignments as a', 'a.id', 's.assignment_id')
    .innerJoin('courses as c', 'c.id', 'a.course_id')
    .select('s.id')
    .where('s.id', '=', id)
    .where('a.deleted_at', 'is', null)
    .where(courseOwnedBy('c', facilitatorId))
    .executeTakeFirst();
  if (!row) throw notFound('Submission');
  return row;
}

/** The student's own submission `id` (kept when its course was deleted), or 404. */
export async function ownSubmission(db: Kysely<DB>, id: number, studentId: number): Promise<{ id: number; open: boolean }> {
  const row = await db
    .selectFrom('submissions as s')
    .innerJoin('assignments as a', 'a.id', 's.assignment_id')
    .innerJoin('courses as c', 'c.id', 'a.course_id')
    .select((eb) => [
      's.id',
      eb
        .and([eb('a.deleted_at', 'is', null), eb('c.deleted_at', 'is', null)])
        .$castTo<boolean>()
        .as('open'),
    ])
    .where('s.id', '=', id)
    .where('s.student_id', '=', studentId)
    .executeTakeFirst();
  if (!row) throw notFound('Submission');
  return row;
}

/** The submission `id` as the viewer may read it: a facilitator's own course's, or the student's own; else 404. */
export async function readableSubmission(db: Kysely<DB>, id: number, viewer: Viewer): Promise<{ id: number }> {
  return viewer.role === 'facilitator' ? ownedSubmission(db, id, viewer.id) : ownSubmission(db, id, viewer.id);
}

/**
 * An announcement the viewer may change (its versions in other languages): an administrator any
 * that is not withdrawn, a facilitator their own; else 404, as for its withdrawal.
 */
export async function editableAnnouncement(db: Kysely<DB>, id: number, viewer: Viewer): Promise<{ id: number }> {
  let query = db.selectFrom('announcements').select('id').where('id', '=', id).where('deleted_at', 'is', null);
  if (viewer.role !== 'admin') query = query.where('author_id', '=', viewer.id);
  const row = await query.executeTakeFirst();
  if (!row) throw notFound('Announcement');
  return row;
}

/** The user's own notice `id`, or 404. */
export async function ownNotice(db: Kysely<DB>, id: number, userId: number): Promise<{ id: number }> {
  const row = await db.selectFrom('notices').select('id').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  if (!row) throw notFound('Notification');
  return row;
}

/** The live session `id` of the user, or 404. */
export async function ownedSession(db: Kysely<DB>, id: number, userId: number): Promise<{ id: number }> {
  const row = await db
    .selectFrom('sessions as s')
    .select('s.id')
    .where('s.id', '=', id)
    .where('s.user_id', '=', userId)
    .where(sessionIsLive)
    .executeTakeFirst();
  if (!row) throw notFound('Session');
  return row;
}

/** The settings row an unsubscribe link's token stands for, or 404 (also for a deactivated account). */
export async function unsubscribeHolder(db: Kysely<DB>, token: string) {
  const settings = await db
    .selectFrom('notice_settings as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .selectAll('s')
    .select('u.locale')
    .where('s.unsubscribe_token', '=', token)
    .where(activeAccount('u'))
    .executeTakeFirst();
  if (!settings) throw notFound('This unsubscribe link');
  return settings;
}

/** The user whose calendar feed `secret` opens (as a viewer of their classes, with their language), or 404 (also for a deactivated account). */
export async function calendarHolder(db: Kysely<DB>, secret: string): Promise<Viewer & { locale: Locale | null }> {
  const user = await db
    .selectFrom('notice_settings as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .innerJoin('roles as r', 'r.id', 'u.role_id')
    .select(['u.id', 'u.cohort_id', 'r.name as role', 'u.awaiting_approval_since', 'u.locale'])
    .where('s.calendar_secret', '=', secret)
    .where(activeAccount('u'))
    .executeTakeFirst();
  if (!user) throw notFound('This calendar');
  if (user.awaiting_approval_since !== null) throw awaitingApproval();
  return { id: user.id, role: user.role as RoleName, cohortId: user.cohort_id, locale: user.locale };
}

/** The announcement `id` the viewer may withdraw (its author's, or any for an administrator; not yet withdrawn), locked; else 404. */
export async function withdrawableAnnouncement(db: Kysely<DB>, id: number, viewer: Viewer): Promise<{ id: number }> {
  let query = db.selectFrom('announcements').select('id').where('id', '=', id).where('deleted_at', 'is', null);
  if (viewer.role !== 'admin') query = query.where('author_id', '=', viewer.id);
  const row = await query.forUpdate().executeTakeFirst();
  if (!row) throw notFound('Announcement');
  return row;
}

/** The cohort of the course `id` whose marks the viewer reads: a facilitator's own course (else 404), any non-deleted one for an administrator (undefined when none). */
export async function readableCourseCohort(db: Kysely<DB>, viewer: Viewer, courseId: number): Promise<number | undefined> {
  if (viewer.role !== 'admin') return (await ownedCourse(db, courseId, viewer.id)).cohort_id;
  const course = await db.selectFrom('courses').select('cohort_id').where('id', '=', courseId).where('deleted_at', 'is', null).executeTakeFirst();
  return course?.cohort_id;
}
