// Weighted totals. The definition is SQL's (migration 220): course_grades(students) per student and
// course, student_grades(students) overall. Every screen that shows a total (dashboards, the
// student list, My Grades, the gradebook and its CSV, the certificate's pass mark) reads it through
// these builders, so the weighted total and its weighting are the same everywhere. `zone`: the
// academy's (ACADEMY_TIME_ZONE), where a class's date and time are read.
import { sql, type RawBuilder } from 'kysely';

/** The attendance records every total counts (migration 220, and 221 for enrolment), as a table expression. */
export const countedAttendance = (zone: string): RawBuilder<unknown> => sql`counted_attendance(${zone})`;

/** The weighting of course row `course`: its own weights, else its cohort's, as a JSON object. */
export const courseWeighting = (course: string): RawBuilder<unknown> => {
  const c = sql.raw(course);
  return sql`(select json_build_object('assignments', coalesce(${c}.assignments_weight, co.assignments_weight),
    'attendance', coalesce(${c}.attendance_weight, co.attendance_weight)) from cohorts co where co.id = ${c}.cohort_id)`;
};

/**
 * `left join` of each student's overall weighted total, as `alias` (student_id, weighted_percentage,
 * assignments_weight, attendance_weight); `students`: a subquery of their ids (one column), or one
 * student's id. For one id the array is written out: PostgreSQL then plans student_grades inside the
 * query (a subquery among its arguments keeps it a separate function call, planned on every call).
 */
export const overallGradesJoin = (alias: string, students: RawBuilder<unknown> | number, studentId: RawBuilder<unknown>, zone: string): RawBuilder<unknown> => {
  const ids = typeof students === 'number' ? sql`array[${students}::int]` : sql`array(${students})`;
  return sql`left join student_grades(${ids}, ${zone}) ${sql.raw(alias)} on ${sql.raw(alias)}.student_id = ${studentId}`;
};

/** The overall weighted total of an `overallGradesJoin` row (0 when nothing counts yet). */
export const overallPercentage = (alias: string): RawBuilder<number> => sql<number>`coalesce(${sql.raw(alias)}.weighted_percentage, 0)`;

/**
 * The weighting of an `overallGradesJoin` row: the one its courses share, null when they weigh
 * differently; while nothing counts, that of the student's cohort (`cohortId`).
 */
export const overallWeighting = (alias: string, cohortId: RawBuilder<unknown>): RawBuilder<unknown> => {
  const g = sql.raw(alias);
  return sql`case when ${g}.student_id is null then (select json_build_object('assignments', co.assignments_weight, 'attendance', co.attendance_weight)
      from cohorts co where co.id = ${cohortId})
    when ${g}.assignments_weight is null then null
    else json_build_object('assignments', ${g}.assignments_weight, 'attendance', ${g}.attendance_weight) end`;
};

/** The weighted total of one student in course row `course` (0 when nothing counts yet). */
export const coursePercentage = (studentId: RawBuilder<unknown> | number, course: string, zone: string): RawBuilder<number> =>
  sql<number>`coalesce((select cg.weighted_percentage from course_grades(array[${studentId}]::int[], ${zone}) cg
    where cg.course_id = ${sql.raw(course)}.id), 0)`;

/** The weighted totals of course `courseId` for the students named, as a `left join` `alias` (student_id, weighted_percentage). */
export const courseGradesJoin = (
  alias: string,
  students: RawBuilder<unknown>,
  studentId: RawBuilder<unknown>,
  courseId: number,
  zone: string,
): RawBuilder<unknown> =>
  sql`left join (select cg.student_id, cg.weighted_percentage from course_grades(array(${students}), ${zone}) cg where cg.course_id = ${courseId})
    ${sql.raw(alias)} on ${sql.raw(alias)}.student_id = ${studentId}`;
