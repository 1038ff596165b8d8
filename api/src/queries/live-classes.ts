// Live class answers, with the course name, the facilitator's name and the end date of the cohort.
import { sql, type Insertable, type Kysely, type RawBuilder, type Updateable } from 'kysely';
import type { DB, LiveClassesTable } from '../db/schema';
import { dateParam, lockFor, unlessLocked } from './progress';
import { courseInScope, studentOrNull, type Viewer } from './scope';
import { selectList } from './select-list';
import { isoTimestamp } from './submissions';
import { isoIn, wallClockIn } from '../lib/time-zones';
import type { LiveClass } from '@academy/contract/schemas/live-classes';

/** The contract's LiveClass but its moment as stored: the route tells it, and its date and time, in the academy's zone. */
export type LiveClassRow = Omit<LiveClass, 'starts_at' | 'time_zone' | 'date' | 'time'> & { starts_at: Date };

/** The answer of a class: its moment, and its date and time as they read in the academy's zone. */
export function liveClassAnswer({ starts_at, ...row }: LiveClassRow, academyTimeZone: string): LiveClass {
  const { date, time } = wallClockIn(new Date(starts_at), academyTimeZone);
  return { ...row, date, time, starts_at: isoIn(date, time, academyTimeZone), time_zone: academyTimeZone };
}

/** What the join window is judged by: now, the academy's zone (a class's date and time are read there) and the setting. */
export interface JoinClock {
  now: Date;
  academyTimeZone: string;
  /** JOIN_OPENS_MINUTES_BEFORE */
  minutesBefore: number;
}

/** SQL: when the live_classes row `alias` opens to join (minutesBefore before its start) and when it closes (its end). */
export function joinWindow(alias: string, clock: JoinClock): { opens: RawBuilder<Date>; closes: RawBuilder<Date> } {
  const l = sql.raw(alias);
  const start = sql`${l}.starts_at`;
  return {
    opens: sql<Date>`(${start} - make_interval(mins => ${clock.minutesBefore}::int))`,
    closes: sql<Date>`(${start} + make_interval(mins => ${l}.duration))`,
  };
}

/**
 * SQL: the meeting link of the live_classes row `alias` as its viewer may have it: none while its
 * course is `locked` for a student (lockFor) or outside the class's join window (the link is the
 * key to the meeting, so it leaves the server only while Join is open); staff (`locked` null)
 * always get it.
 */
export function meetingLinkFor(alias: string, locked: RawBuilder<boolean> | null, clock: JoinClock): RawBuilder<string | null> {
  const link = unlessLocked(sql<string | null>`${sql.raw(alias)}.zoom_link`, locked);
  if (locked === null) return link;
  const { opens, closes } = joinWindow(alias, clock);
  return sql<string | null>`case when ${clock.now}::timestamptz >= ${opens} and ${clock.now}::timestamptz < ${closes} then ${link} end`;
}

export interface LiveClassFilter {
  id?: number;
  courseId?: number;
  cohortId?: number;
  /** Only classes on this calendar day (academy time zone) or later. */
  fromDate?: string;
  /** Only classes that have not ended at this moment. */
  notEndedAt?: Date;
  /** Only classes of courses the viewing student can open (not locked for them `today`). */
  openOnly?: boolean;
  /** At most this many, the first in time. */
  limit?: number;
}

/**
 * The classes in the viewer's scope; a student gets no join or recording link of a course locked
 * for them `today`, and no join link outside the class's join window (meetingLinkFor).
 */
export async function findLiveClasses(db: Kysely<DB>, viewer: Viewer, today: string, clock: JoinClock, filter: LiveClassFilter = {}): Promise<LiveClassRow[]> {
  const student = studentOrNull(viewer);
  const window = joinWindow('l', clock);
  // the student's lock on the class's course, worked out once per row for every field that reads it
  const lock = lockFor('c', student, today);
  const locked = lock === null ? null : sql<boolean>`lk.locked`;
  const { rows } = await sql<LiveClassRow>`
    select ${selectList<LiveClassRow>({
      id: sql`l.id`,
      name: sql`l.name`,
      starts_at: sql`l.starts_at`,
      typed_time_zone: sql`l.typed_time_zone`,
      series_id: sql`l.series_id`,
      duration: sql`l.duration`,
      zoom_link: meetingLinkFor('l', locked, clock),
      has_meeting_link: sql`${unlessLocked(sql`l.zoom_link`, locked)} is not null`,
      course_locked: locked ?? sql`false`,
      join_opens_at: isoTimestamp(window.opens),
      join_closes_at: isoTimestamp(window.closes),
      recording_url: unlessLocked(sql`l.recording_url`, locked),
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
    ${lock === null ? sql`` : sql`cross join lateral (select ${lock} as locked) lk`}
    where l.deleted_at is null and ${courseInScope('c', viewer)}
      ${filter.id !== undefined ? sql`and l.id = ${filter.id}` : sql``}
      ${filter.courseId !== undefined ? sql`and l.course_id = ${filter.courseId}` : sql``}
      ${filter.cohortId !== undefined ? sql`and l.cohort_id = ${filter.cohortId}` : sql``}
      ${filter.fromDate !== undefined ? sql`and l.date >= ${dateParam(filter.fromDate)}` : sql``}
      ${filter.notEndedAt !== undefined ? sql`and ${window.closes} > ${filter.notEndedAt}` : sql``}
      ${filter.openOnly && locked !== null ? sql`and not ${locked}` : sql``}
    order by l.starts_at, l.id
    ${filter.limit !== undefined ? sql`limit ${filter.limit}` : sql``}`.execute(db);
  return rows;
}

export type NewLiveClass = Omit<Insertable<LiveClassesTable>, 'series_id'>;

/** Schedules the classes; more than one make a weekly series, named by the first's id. Their ids, in order. */
export async function insertLiveClasses(trx: Kysely<DB>, classes: NewLiveClass[]): Promise<number[]> {
  const ids: number[] = [];
  for (const values of classes) {
    const row = await trx
      .insertInto('live_classes')
      .values({ ...values, series_id: classes.length > 1 ? (ids[0] ?? null) : null })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.push(row.id);
  }
  if (ids.length > 1) await trx.updateTable('live_classes').set({ series_id: ids[0] }).where('id', '=', ids[0]!).execute();
  return ids;
}

export interface ClassMoment {
  id: number;
  starts_at: Date;
  typed_time_zone: string;
  series_id: number | null;
  cohort_id: number;
}

/** When a class starts and the zone it was typed in. */
export async function classMoment(db: Kysely<DB>, id: number): Promise<ClassMoment> {
  return db.selectFrom('live_classes').select(['id', 'starts_at', 'typed_time_zone', 'series_id', 'cohort_id']).where('id', '=', id).executeTakeFirstOrThrow();
}

export async function updateLiveClass(trx: Kysely<DB>, id: number, values: Updateable<LiveClassesTable>): Promise<void> {
  await trx
    .updateTable('live_classes')
    .set({ ...values, updated_at: new Date() })
    .where('id', '=', id)
    .execute();
}

/** Sets the recording link of the class `id` (null: none). */
export async function setLiveClassRecording(db: Kysely<DB>, id: number, recordingUrl: string | null): Promise<void> {
  await db.updateTable('live_classes').set({ recording_url: recordingUrl, updated_at: new Date() }).where('id', '=', id).execute();
}

/** Cancels the class `id` softly: its recorded attendance is kept. */
export async function softDeleteLiveClass(db: Kysely<DB>, id: number): Promise<void> {
  await db.updateTable('live_classes').set({ deleted_at: new Date() }).where('id', '=', id).execute();
}

/** The non-deleted classes of the viewer's courses dated `today`, by time. */
export async function classesOn(db: Kysely<DB>, viewer: Viewer, today: string) {
  const rows = await db
    .selectFrom('live_classes as l')
    .innerJoin('courses as c', 'c.id', 'l.course_id')
    .select(['l.id', 'l.name', 'l.date', 'l.starts_at', 'l.cohort_id as cla_cohort_id'])
    .where(courseInScope('c', viewer))
    .where('l.deleted_at', 'is', null)
    .where('l.date', '=', today)
    .orderBy('l.time')
    .orderBy('l.id')
    .execute();
  return rows.map((row) => ({ ...row, starts_at: row.starts_at.toISOString() }));
}

/** Moves the course's non-deleted classes to the cohort the course moved to. */
export async function moveLiveClassesToCohort(db: Kysely<DB>, courseId: number, cohortId: number): Promise<void> {
  await db
    .updateTable('live_classes')
    .set({ cohort_id: cohortId, updated_at: new Date() })
    .where('course_id', '=', courseId)
    .where('deleted_at', 'is', null)
    .execute();
}
