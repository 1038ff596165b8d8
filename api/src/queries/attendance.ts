// Attendance with four statuses (migrations/006): present, late, excused, absent. Late counts as
// present; excused is left out of the attendance percentage (dashboards.ts countedClasses,
// presentClasses).
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { countedClasses, presentClasses } from './dashboards';
import { countedAttendance } from './grades';
import { activeAccount, enrolledAt } from './scope';
import { selectList } from './select-list';
import type { AttendanceStatus, ClassSheet, HistoryRow, SummaryRow } from '@academy/contract/schemas/attendances';
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

/** SQL condition: the users row `alias` is on the sheet of live_classes row `liveClass`: enrolled in its cohort when it starts. */
const onSheetOf = (alias: string, liveClass: string) => enrolledAt(alias, sql.raw(`${liveClass}.cohort_id`), sql.raw(`${liveClass}.starts_at`));

/**
 * The students of the class's sheet, by name, with their recorded status for the class: those
 * enrolled in its cohort when it starts (enrolledAt), and anyone already recorded for it.
 */
export async function classSheet(db: Kysely<DB>, classId: number): Promise<ClassSheetRow[]> {
  const { rows } = await sql<ClassSheetRow>`
    select ${selectList<ClassSheetRow>({ id: sql`u.id`, name: sql`u.name`, email: sql`u.email`, status: sql`a.status`, deactivated: sql`not ${activeAccount('u')}` })}
    from live_classes l cross join users u left join attendances a on a.user_id = u.id and a.live_class_id = l.id
    where l.id = ${classId} and (${onSheetOf('u', 'l')} or a.id is not null)
    order by u.name, u.id`.execute(db);
  return rows;
}

/** Of `userIds`, those on the class's sheet as students enrolled in its cohort when it starts. */
export async function enrolledForClass(db: Kysely<DB>, classId: number, userIds: number[]): Promise<number[]> {
  if (userIds.length === 0) return [];
  const { rows } = await sql<{ id: number }>`
    select u.id from live_classes l join users u on u.id in (${sql.join(userIds.map((id) => sql`${id}`))})
    where l.id = ${classId} and ${onSheetOf('u', 'l')}`.execute(db);
  return rows.map((row) => row.id);
}

/** The active students on the class's sheet (enrolled in its cohort when it starts) with no record for it yet, by name. */
export async function studentsWithoutAttendance(db: Kysely<DB>, classId: number): Promise<{ id: number; name: string }[]> {
  const { rows } = await sql<{ id: number; name: string }>`
    select u.id, u.name from live_classes l join users u on ${onSheetOf('u', 'l')}
    where l.id = ${classId} and ${activeAccount('u')}
      and not exists (select 1 from attendances a where a.user_id = u.id and a.live_class_id = l.id)
    order by u.name, u.id`.execute(db);
  return rows;
}

export type AttendanceHistoryRow = HistoryRow;

/** The student's recorded attendance, newest class first (kept when a class or course was deleted). */
export async function attendanceHistory(db: Kysely<DB>, studentId: number): Promise<AttendanceHistoryRow[]> {
  type Row = Omit<AttendanceHistoryRow, 'starts_at'> & { starts_at: Date };
  const { rows } = await sql<Row>`
    select ${selectList<Row>({
      course_id: sql`c.id`,
      course_name: sql`c.name`,
      live_class_id: sql`l.id`,
      class_name: sql`l.name`,
      date: sql`l.date`,
      starts_at: sql`l.starts_at`,
      status: sql`a.status`,
    })}
    from attendances a join live_classes l on l.id = a.live_class_id join courses c on c.id = l.course_id
    where a.user_id = ${studentId}
    order by l.date desc, l.time desc, l.id desc`.execute(db);
  return rows.map((row) => ({ ...row, starts_at: new Date(row.starts_at).toISOString() }));
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

/** The statuses that count as attending (the `present` column). */
const countsAsPresent = (status: AttendanceStatus) => status === 'present' || status === 'late';

/** Records one student's attendance (yes or no) unless it already is; the new record's id, or undefined. */
export async function insertAttendance(
  db: Kysely<DB>,
  record: { liveClassId: number; userId: number; cohortId: number; present: boolean; recordedBy: number },
): Promise<number | undefined> {
  const row = await db
    .insertInto('attendances')
    .values({
      live_class_id: record.liveClassId,
      user_id: record.userId,
      cohort_id: record.cohortId,
      present: record.present,
      recorded_by: record.recordedBy,
    })
    .onConflict((oc) => oc.columns(['live_class_id', 'user_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

/** Inserts the records not yet there; the ones written. */
export async function insertAttendanceRecords(
  db: Kysely<DB>,
  liveClass: { id: number; cohort_id: number },
  records: { cla_user_id: number; status: AttendanceStatus }[],
  recordedBy: number,
) {
  if (records.length === 0) return [];
  return db
    .insertInto('attendances')
    .values(
      records.map((r) => ({
        live_class_id: liveClass.id,
        user_id: r.cla_user_id,
        cohort_id: liveClass.cohort_id,
        status: r.status,
        present: countsAsPresent(r.status),
        recorded_by: recordedBy,
      })),
    )
    .onConflict((oc) => oc.columns(['live_class_id', 'user_id']).doNothing())
    .returning(['id', 'user_id', 'status'])
    .execute();
}

/** The class's records of these students, locked until the transaction ends. */
export async function lockAttendanceRecords(db: Kysely<DB>, classId: number, userIds: number[]) {
  return db
    .selectFrom('attendances')
    .select(['id', 'user_id', 'status'])
    .where('live_class_id', '=', classId)
    .where('user_id', 'in', userIds)
    .forUpdate()
    .execute();
}

export async function setAttendanceStatus(db: Kysely<DB>, id: number, status: AttendanceStatus): Promise<void> {
  await db
    .updateTable('attendances')
    .set({ status, present: countsAsPresent(status) })
    .where('id', '=', id)
    .execute();
}
