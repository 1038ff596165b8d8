// Attendance with four statuses (migrations/006): present, late, excused, absent. Late counts as
// present; excused is left out of the attendance percentage (dashboards.ts countedClasses,
// presentClasses).
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { countedClasses, presentClasses } from './dashboards';
import { countedAttendance } from './grades';
import { activeAccount, enrolledAt } from './scope';
import { selectList } from './select-list';
import type { ClassSheet, HistoryRow, SummaryRow } from '@academy/contract/schemas/attendances';
import { isoIn } from '../lib/time-zones';
import { attendanceKeeper, type Viewer } from './scope';

// As the API sends them (the contract).
export type ClassSheetRow = ClassSheet['students'][number];

export type SheetClass = ClassSheet['live_class'];

/** The class whose sheet the viewer keeps (attendanceKeeper, else 404), with its course, cohort and start. */
export async function sheetClass(db: Kysely<DB>, id: number, viewer: Viewer, academyTimeZone: string): Promise<SheetClass> {
  const kept = await attendanceKeeper(db, id, viewer);
  const row = await db
    .selectFrom('live_classes as l')
    .innerJoin('courses as c', 'c.id', 'l.course_id')
    .innerJoin('cohorts as co', 'co.id', 'l.cohort_id')
    .select(['l.id', 'l.name', 'l.date', 'l.time', 'l.cohort_id', 'co.name as cohort_name', 'c.name as course_name'])
    .where('l.id', '=', kept.id)
    .executeTakeFirstOrThrow();
  const { time, ...details } = row;
  return { ...details, starts_at: isoIn(row.date, time, academyTimeZone) };
}

type SheetOf = Pick<SheetClass, 'id' | 'cohort_id' | 'starts_at'>;

/**
 * The students of the class's sheet, by name, with their recorded status for the class: those
 * enrolled in its cohort when it starts (enrolledAt), and anyone already recorded for it.
 */
export async function classSheet(db: Kysely<DB>, liveClass: SheetOf): Promise<ClassSheetRow[]> {
  const { rows } = await sql<ClassSheetRow>`
    select ${selectList<ClassSheetRow>({ id: sql`u.id`, name: sql`u.name`, email: sql`u.email`, status: sql`a.status`, deactivated: sql`not ${activeAccount('u')}` })}
    from users u left join attendances a on a.user_id = u.id and a.live_class_id = ${liveClass.id}
    where ${enrolledAt('u', liveClass.cohort_id, liveClass.starts_at)} or a.id is not null
    order by u.name, u.id`.execute(db);
  return rows;
}

/** Of `userIds`, those on the class's sheet as students enrolled in its cohort when it starts. */
export async function enrolledForClass(db: Kysely<DB>, liveClass: SheetOf, userIds: number[]): Promise<number[]> {
  if (userIds.length === 0) return [];
  const { rows } = await sql<{ id: number }>`
    select u.id from users u
    where u.id in (${sql.join(userIds.map((id) => sql`${id}`))}) and ${enrolledAt('u', liveClass.cohort_id, liveClass.starts_at)}`.execute(db);
  return rows.map((row) => row.id);
}

export type AttendanceHistoryRow = HistoryRow;

/** The student's recorded attendance, newest class first (kept when a class or course was deleted). */
export async function attendanceHistory(db: Kysely<DB>, studentId: number): Promise<AttendanceHistoryRow[]> {
  const { rows } = await sql<AttendanceHistoryRow>`
    select ${selectList<AttendanceHistoryRow>({
      course_id: sql`c.id`,
      course_name: sql`c.name`,
      live_class_id: sql`l.id`,
      class_name: sql`l.name`,
      date: sql`l.date`,
      status: sql`a.status`,
    })}
    from attendances a join live_classes l on l.id = a.live_class_id join courses c on c.id = l.course_id
    where a.user_id = ${studentId}
    order by l.date desc, l.time desc, l.id desc`.execute(db);
  return rows;
}

export type AttendanceSummaryRow = SummaryRow;

/**
 * Each student of the cohort with their counts per status and attendance percentage (the
 * dashboard's: of the classes they were enrolled for), a deactivated one marked.
 */
export async function attendanceSummary(db: Kysely<DB>, cohortId: number, zone: string): Promise<AttendanceSummaryRow[]> {
  const { rows } = await sql<AttendanceSummaryRow>`
    select ${selectList<AttendanceSummaryRow>({
      user_id: sql`u.id`,
      name: sql`u.name`,
      email: sql`u.email`,
      present: sql`count(a.attendance_id) filter (where a.status = 'present')::int`,
      late: sql`count(a.attendance_id) filter (where a.status = 'late')::int`,
      excused: sql`count(a.attendance_id) filter (where a.status = 'excused')::int`,
      absent: sql`count(a.attendance_id) filter (where a.status = 'absent')::int`,
      attendance_percentage: sql`percent(${presentClasses('a')}, ${countedClasses('a')})`,
      deactivated: sql`not ${activeAccount('u')}`,
    })}
    from users u left join ${countedAttendance(zone)} a on a.student_id = u.id
    where u.role_id = 1 and u.cohort_id = ${cohortId}
    group by u.id
    order by u.name, u.id`.execute(db);
  return rows;
}
