// Every student figure of the dashboards and the facilitator's student list, in one query for any
// number of students (CTEs, no query per student). Definitions:
//   total_courses          non-deleted courses of the student's cohort (program and extra)
//   completed_courses      of those, the ones the student COMPLETED (progress.ts)
//   total_assignments      non-deleted assignments of those courses
//   total_submissions      the student's submissions to those assignments
//   total_user_score       sum of the scores of the student's counted work (view counted_work of
//                          migration 050): their marked submissions (kept when a course or
//                          assignment is deleted) and a 0 for each past-due assignment never handed in
//   total_possible_score   100 x the number of those
//   weighted_percentage    the weighted total and its weighting (grades.ts, migration 220)
//   total_classes          attendance records of the student (counted_attendance: of classes they
//                          were enrolled for), excused ones left out;
//   total_present          those present or late (attendances.present)
//   excused_classes        the student's excused records, which total_classes leaves out
// Every percentage is percent(part, whole) of migrations/002: an integer 0-100, 0 when whole is 0.
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { DB } from '../db/schema';
import { completedCourse } from './progress';
import { countedAttendance, overallGradesJoin, overallPercentage, overallWeighting } from './grades';
import { activeAccount, courseOwnedBy, type readableStudent } from './scope';
import { findCourses } from './courses';
import { findAssignments } from './assignments';
import { listTopicsOfCourses } from './topics';
import type { StudentView } from '@academy/contract/schemas/dashboards';
import type { GradeWeights } from '@academy/contract/rules/grade-weighting';

/** Over counted_work rows `alias` (migration 050): how many count, and the sum of their scores. */
export const markedCount = (alias: string): RawBuilder<number> => sql<number>`count(${sql.raw(alias)}.assignment_id)`;
export const markedScore = (alias: string): RawBuilder<number> => sql<number>`coalesce(sum(${sql.raw(alias)}.score), 0)`;
/** Over attendances rows `alias`: the classes the percentage counts (excused left out), and those attended (late too). */
export const countedClasses = (alias: string): RawBuilder<number> => sql<number>`count(*) filter (where ${sql.raw(alias)}.status <> 'excused')`;
export const presentClasses = (alias: string): RawBuilder<number> => sql<number>`count(*) filter (where ${sql.raw(alias)}.present)`;

export interface StudentFigures {
  user_id: number;
  name: string;
  email: string;
  /** Not an active account (activeAccount): listed, marked, and their never-handed-in work is not counted (counted_work). */
  deactivated: boolean;
  total_courses: number;
  completed_courses: number;
  completion_percentage: number;
  total_assignments: number;
  total_submissions: number;
  submission_percentage: number;
  total_user_score: number;
  total_possible_score: number;
  score_percentage: number;
  weighted_percentage: number;
  weighting: GradeWeights | null;
  total_classes: number;
  total_present: number;
  excused_classes: number;
  attendance_percentage: number;
}

/** A page of students in name order: `limit` of them after the student `afterUserId`; none given, all of them. */
export interface StudentPage {
  afterUserId?: number;
  limit?: number;
}

/** The users row `alias` comes after the student `afterUserId` in name order (users_students_by_name_idx, migration 181). */
export function afterStudent(alias: string, afterUserId: number | undefined): RawBuilder<unknown> {
  if (afterUserId === undefined) return sql``;
  const u = sql.raw(alias);
  return sql`and (${u}.name, ${u}.id) > (select after.name, after.id from users after where after.id = ${afterUserId})`;
}

export const pageLimit = (limit: number | undefined): RawBuilder<unknown> => (limit === undefined ? sql`` : sql`limit ${limit}`);

export type StudentScope = { studentId: number } | { cohortIds: number[]; page?: StudentPage };

/** `zone`: the academy's (ACADEMY_TIME_ZONE), where a class's date and time are read. */
export async function studentFigures(db: Kysely<DB>, today: string, scope: StudentScope, zone: string): Promise<StudentFigures[]> {
  if ('cohortIds' in scope && scope.cohortIds.length === 0) return [];
  return (await studentFiguresQuery(today, scope, zone).execute(db)).rows;
}

/** The one query of studentFigures (scope with at least one cohort), for the bench's ceiling too. */
export function studentFiguresQuery(today: string, scope: StudentScope, zone: string): RawBuilder<StudentFigures> {
  const students = 'studentId' in scope ? sql`u.id = ${scope.studentId}` : sql`u.cohort_id in (${sql.join(scope.cohortIds.map((id) => sql`${id}`))})`;
  // The same restriction written on the view's own columns, so PostgreSQL narrows it early.
  const progressRows =
    'studentId' in scope ? sql`p.student_id = ${scope.studentId}` : sql`p.cohort_id in (${sql.join(scope.cohortIds.map((id) => sql`${id}`))})`;
  // For one student, the student's id itself: PostgreSQL does not carry a semi-join on the CTE into
  // the counted_work view, and scanned every student's work to keep one student's.
  // For a list, the students as one array (an InitPlan), which PostgreSQL carries into the views'
  // scans through their student_id indexes: a page then reads only its own students' rows.
  const ofStudents = (column: string) =>
    'studentId' in scope ? sql`${sql.raw(column)} = ${scope.studentId}` : sql`${sql.raw(column)} = any(array(select id from students))`;
  const courseFigures = sql`count(*) as total_courses,
    count(*) filter (where ${completedCourse('p', today)}) as completed_courses,
    sum(p.total_assignments) as total_assignments,
    sum(p.submitted_assignments) as total_submissions`;
  const wholeCourseFigures = sql`select p.student_id, ${courseFigures} from student_course_progress p where ${progressRows} group by p.student_id`;
  // A page's, student by student: PostgreSQL carries each student_id into the view's count of
  // submissions and reads that student's alone, where the whole list's pass counts every student's.
  const pageCourseFigures = sql`select st.id as student_id, f.* from students st
    cross join lateral (select ${courseFigures} from student_course_progress p where p.student_id = st.id) f`;
  const paged = 'page' in scope && scope.page?.limit !== undefined;
  // Course and assignment figures all come from the one progress view; scores and attendance are
  // single-table aggregates. JIT is off for this query: compiling it cost far more than running it.
  return sql<StudentFigures>`
    with students as (
      select u.id, u.name, u.email, u.cohort_id, not ${activeAccount('u')} as deactivated from users u where u.role_id = 1 and ${students}
        ${'page' in scope ? sql`${afterStudent('u', scope.page?.afterUserId)} order by u.name, u.id ${pageLimit(scope.page?.limit)}` : sql``}
    ),
    course_figures as (${paged ? pageCourseFigures : wholeCourseFigures}),
    score_figures as (
      select m.student_id, ${markedCount('m')} as marked, ${markedScore('m')} as score
      from counted_work m
      where ${ofStudents('m.student_id')}
      group by m.student_id
    ),
    attendance_figures as (
      select a.student_id as user_id, ${countedClasses('a')} as total, ${presentClasses('a')} as present,
        count(*) filter (where a.status = 'excused') as excused
      from ${countedAttendance(zone)} a
      where ${ofStudents('a.student_id')}
      group by a.student_id
    ),
    figures as (
      select st.id as user_id, st.name, st.email, st.deactivated,
        coalesce(cf.total_courses, 0) as total_courses, coalesce(cf.completed_courses, 0) as completed_courses,
        coalesce(cf.total_assignments, 0) as total_assignments, coalesce(cf.total_submissions, 0) as total_submissions,
        coalesce(sf.score, 0) as total_user_score, 100 * coalesce(sf.marked, 0) as total_possible_score,
        coalesce(af.total, 0) as total_classes, coalesce(af.present, 0) as total_present, coalesce(af.excused, 0) as excused_classes,
        ${overallPercentage('wg')} as weighted_percentage, ${overallWeighting('wg', sql`st.cohort_id`)} as weighting
      from students st
      left join course_figures cf on cf.student_id = st.id
      left join score_figures sf on sf.student_id = st.id
      left join attendance_figures af on af.user_id = st.id
      ${overallGradesJoin('wg', 'studentId' in scope ? scope.studentId : sql`select id from students`, sql`st.id`, zone)}
    )
    select user_id, name, email, deactivated,
      total_courses::int, completed_courses::int, percent(completed_courses, total_courses) as completion_percentage,
      total_assignments::int, total_submissions::int, percent(total_submissions, total_assignments) as submission_percentage,
      total_user_score::int, total_possible_score::int, percent(total_user_score, total_possible_score) as score_percentage,
      weighted_percentage, weighting,
      total_classes::int, total_present::int, excused_classes::int, percent(total_present, total_classes) as attendance_percentage
    from figures
    order by name, user_id`;
}

export interface DeskFigures {
  total_courses: number;
  total_assignments: number;
  total_live_classes: number;
  total_submissions_without_score: number;
  total_users: number;
}

/**
 * The facilitator's own non-deleted courses (optionally of one cohort) and what hangs under them;
 * the students of the cohorts those courses serve or the facilitator is assigned to (one assigned
 * before their first course has students already).
 */
export async function deskFigures(db: Kysely<DB>, facilitatorId: number, cohortId?: number): Promise<DeskFigures> {
  const ofCohort = (column: string) => (cohortId !== undefined ? sql`and ${sql.ref(column)} = ${cohortId}` : sql``);
  const { rows } = await sql<DeskFigures>`
    with my_courses as (
      select c.id, c.cohort_id from courses c
      where ${courseOwnedBy('c', facilitatorId)} ${ofCohort('c.cohort_id')}
    ),
    my_cohorts as (
      select cohort_id from my_courses
      union select cf.cohort_id from cohort_facilitators cf where cf.user_id = ${facilitatorId} ${ofCohort('cf.cohort_id')}
    )
    select
      (select count(*) from my_courses)::int as total_courses,
      (select count(*) from assignments a where a.deleted_at is null and a.course_id in (select id from my_courses))::int
        as total_assignments,
      (select count(*) from live_classes l where l.deleted_at is null and l.course_id in (select id from my_courses))::int
        as total_live_classes,
      (select count(*) from submissions s join assignments a on a.id = s.assignment_id
        where s.score is null and a.deleted_at is null and a.course_id in (select id from my_courses))::int
        as total_submissions_without_score,
      (select count(*) from users u where u.role_id = 1 and ${activeAccount('u')} and u.cohort_id in (select cohort_id from my_cohorts))::int
        as total_users`.execute(db);
  return rows[0]!;
}

/**
 * What one student sees (for staff viewing as them): their course list with its locks, the topics of
 * the courses open to them and their assignments, from the same queries their own listCourses,
 * listTopics and listAssignments run as them, and
 * their four dashboard figures.
 */
export async function studentView(db: Kysely<DB>, student: Awaited<ReturnType<typeof readableStudent>>, today: string, zone: string): Promise<StudentView> {
  const [courses, assignments, [f]] = await Promise.all([
    findCourses(db, student, today),
    findAssignments(db, student, today),
    studentFigures(db, today, { studentId: student.id }, zone),
  ]);
  // a locked course's topics stay closed to the student (listTopics answers them 403)
  const openCourseIds = courses.filter((course) => !course.locked).map((course) => course.id);
  const topics = await listTopicsOfCourses(db, openCourseIds);
  return {
    student: { user_id: student.id, name: student.name, cohort_id: student.cohortId, cohort_name: student.cohortName },
    courses,
    topics: openCourseIds.flatMap((id) => topics.filter((topic) => topic.cla_course_id === id)),
    assignments,
    course_stats: { total_courses: f!.total_courses, completed_courses: f!.completed_courses, completion_percentage: f!.completion_percentage },
    score_stats: {
      score_percentage: f!.score_percentage,
      total_possible_score: f!.total_possible_score,
      total_user_score: f!.total_user_score,
      weighted_percentage: f!.weighted_percentage,
      weighting: f!.weighting,
    },
    assignment_stats: { total_assignments: f!.total_assignments, total_submissions: f!.total_submissions, submission_percentage: f!.submission_percentage },
    attendance_stats: {
      total_classes: f!.total_classes,
      total_present: f!.total_present,
      excused_classes: f!.excused_classes,
      attendance_percentage: f!.attendance_percentage,
    },
  };
}
