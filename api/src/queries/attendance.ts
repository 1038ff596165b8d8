// Attendance with four statuses (migrations/006): present, late, excused, absent. Late counts as
// present; excused is left out of the attendance percentage (dashboards.ts countedClasses,
// presentClasses).
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { countedClasses, presentClasses } from './dashboards';
import type { ClassSheet, HistoryRow, SummaryRow } from '@academy/shared/contract/attendances';

// As the API sends them (the contract).
export type ClassSheetRow = ClassSheet['students'][number];

/** Every student of the class's cohort, by name, with their recorded status for the class. */
export async function classSheet(db: Kysely<DB>, liveClassId: number, cohortId: number): Promise<ClassSheetRow[]> {
  const { rows } = await sql<ClassSheetRow>`
    select u.id, u.name, u.email, a.status
    from users u left join attendances a on a.user_id = u.id and a.live_class_id = ${liveClassId}
    where u.role_id = 1 and u.cohort_id = ${cohortId}
    order by u.name, u.id`.execute(db);
  return rows;
}

export type AttendanceHistoryRow = HistoryRow;

/** The student's recorded attendance, newest class first (kept when a class or course was deleted). */
export async function attendanceHistory(db: Kysely<DB>, studentId: number): Promise<AttendanceHistoryRow[]> {
  const { rows } = await sql<AttendanceHistoryRow>`
    select c.id as course_id, c.name as course_name, l.id as live_class_id, l.name as class_name, l.date, a.status
    from attendances a join live_classes l on l.id = a.live_class_id join courses c on c.id = l.course_id
    where a.user_id = ${studentId}
    order by l.date desc, l.time desc, l.id desc`.execute(db);
  return rows;
}

export type AttendanceSummaryRow = SummaryRow;

/** Each student of the cohort with their counts per status and attendance percentage (the dashboard's). */
export async function attendanceSummary(db: Kysely<DB>, cohortId: number): Promise<AttendanceSummaryRow[]> {
  const { rows } = await sql<AttendanceSummaryRow>`
    select u.id as user_id, u.name, u.email,
      count(a.id) filter (where a.status = 'present')::int as present, count(a.id) filter (where a.status = 'late')::int as late,
      count(a.id) filter (where a.status = 'excused')::int as excused, count(a.id) filter (where a.status = 'absent')::int as absent,
      percent(${presentClasses('a')}, ${countedClasses('a')}) as attendance_percentage
    from users u left join attendances a on a.user_id = u.id
    where u.role_id = 1 and u.cohort_id = ${cohortId}
    group by u.id
    order by u.name, u.id`.execute(db);
  return rows;
}
