// The gradebook: a cohort's students by the assignments of the facilitator's courses (optionally
// one course). A student's total and percentage are the dashboards' score definitions (counted_work,
// markedScore, markedCount, percent): over all their counted work (marked, and past-due missing work
// as 0), or that of the one course, so the gradebook and the dashboard never disagree. An assignment's average: the mean score of its
// marked submissions, rounded.
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { DB } from '../db/schema';
import { afterStudent, markedCount, markedScore, pageLimit } from './dashboards';
import { courseGradesJoin, coursePercentage, courseWeighting, overallGradesJoin, overallPercentage, overallWeighting } from './grades';
import { activeAccount, courseOwnedBy } from './scope';
import { jsonObject, selectList } from './select-list';
import { lateSubmission, pastDue } from './due';
import { isoTimestamp } from './submissions';
import type { Gradebook, Grades } from '@academy/contract/schemas/gradebook';

export interface GradebookScope {
  /** Only this facilitator's courses; null: every course of the cohort (an administrator reading). */
  facilitatorId: number | null;
  cohortId: number;
  courseId?: number;
  /** The academy's (ACADEMY_TIME_ZONE), where a class's date and time are read. */
  academyTimeZone: string;
}

// As the API sends them (the contract).
export type GradebookAssignment = Gradebook['assignments'][number];

export type GradebookCell = GradebookStudent['submissions'][number];

export type GradebookStudent = Gradebook['students'][number];

const courseCondition = (scope: GradebookScope) => (scope.courseId === undefined ? sql`` : sql`and c.id = ${scope.courseId}`);

/** The non-deleted assignments of the facilitator's (or every) non-deleted course in the cohort, in course order. */
export async function gradebookAssignments(db: Kysely<DB>, scope: GradebookScope): Promise<GradebookAssignment[]> {
  return (await gradebookAssignmentsQuery(scope).execute(db)).rows;
}

/** The query of gradebookAssignments, for the bench's ceiling too. */
export function gradebookAssignmentsQuery(scope: GradebookScope): RawBuilder<GradebookAssignment> {
  return sql<GradebookAssignment>`
    select ${selectList<GradebookAssignment>({
      id: sql`a.id`,
      name: sql`a.name`,
      course_id: sql`c.id`,
      course_name: sql`c.name`,
      due_date: sql`a.due_date`,
      due_at: isoTimestamp(sql`a.due_at`),
      past_due: pastDue('a'),
      average: sql`(select round(avg(m.score))::int from marked_work m where m.assignment_id = a.id)`,
    })}
    from assignments a join courses c on c.id = a.course_id
    where ${scope.facilitatorId === null ? sql`` : sql`${courseOwnedBy('c', scope.facilitatorId)} and`} c.cohort_id = ${scope.cohortId} and c.deleted_at is null
      and a.deleted_at is null ${courseCondition(scope)}
    order by c.start_date, c.id, a.due_at nulls last, a.id`;
}

type StudentPage = { after?: { name: string; id: number }; afterUserId?: number; limit?: number };

/** The cohort's students in name order, `limit` of them after `after` (name, id), each with their total and cells. */
function studentsQuery(scope: GradebookScope, assignmentIds: number[], page: StudentPage) {
  const ids = assignmentIds.length > 0 ? sql.join(assignmentIds.map((id) => sql`${id}`)) : sql`null`;
  const after = page.after ? sql`and (u.name, u.id) > (${page.after.name}, ${page.after.id}::int)` : afterStudent('u', page.afterUserId);
  const limit = pageLimit(page.limit);
  const scoreCourse = scope.courseId === undefined ? sql`` : sql`and m.course_id = ${scope.courseId}`;
  // The weighted total: of the one course (with its weighting), else overall (as on the dashboard).
  const weighted =
    scope.courseId === undefined
      ? {
          join: overallGradesJoin('wg', sql`select id from students`, sql`st.id`, scope.academyTimeZone),
          weighting: overallWeighting('wg', sql`${scope.cohortId}::int`),
        }
      : {
          join: courseGradesJoin('wg', sql`select id from students`, sql`st.id`, scope.courseId, scope.academyTimeZone),
          weighting: sql`(select ${courseWeighting('wc')} from courses wc where wc.id = ${scope.courseId})`,
        };
  // The page's students as one array (an InitPlan): PostgreSQL then narrows every scan below to
  // them through the indexes on student_id, where a semi-join on the CTE read all 140k submissions.
  const ofPage = (column: string) => sql`${sql.raw(column)} = any(array(select id from students))`;
  return sql<GradebookStudent>`
    with students as (
      select u.id, u.name, u.email, not ${activeAccount('u')} as deactivated from users u
      where u.role_id = 1 and u.cohort_id = ${scope.cohortId} ${after}
      order by u.name, u.id ${limit}
    ),
    scores as (
      select m.student_id, ${markedScore('m')} as score, ${markedCount('m')} as marked
      from counted_work m where ${ofPage('m.student_id')} ${scoreCourse}
      group by m.student_id
    ),
    cells as (
      select s.student_id, json_agg(${jsonObject<GradebookCell>({
        assignment_id: sql`s.assignment_id`,
        submission_id: sql`s.id`,
        score: sql`s.score`,
        late: lateSubmission(),
        submitted_at: isoTimestamp(sql`coalesce(s.link_updated_at, s.submitted_at)`),
      })} order by s.assignment_id) as submissions
      from submissions s join assignments a on a.id = s.assignment_id
      where ${ofPage('s.student_id')} and s.assignment_id in (${ids})
      group by s.student_id
    ),
    missing as (
      select m.student_id, json_agg(m.assignment_id order by m.assignment_id) as missing
      from counted_work m
      where ${ofPage('m.student_id')} and m.submission_id is null and m.assignment_id in (${ids})
      group by m.student_id
    )
    select ${selectList<GradebookStudent>({
      user_id: sql`st.id`,
      name: sql`st.name`,
      email: sql`st.email`,
      deactivated: sql`st.deactivated`,
      total_user_score: sql`coalesce(sc.score, 0)::int`,
      total_possible_score: sql`(100 * coalesce(sc.marked, 0))::int`,
      score_percentage: sql`percent(coalesce(sc.score, 0)::bigint, 100 * coalesce(sc.marked, 0)::bigint)`,
      weighted_percentage: overallPercentage('wg'),
      weighting: weighted.weighting,
      submissions: sql`coalesce(ce.submissions, '[]'::json)`,
      missing: sql`coalesce(mi.missing, '[]'::json)`,
    })}
    from students st
    left join scores sc on sc.student_id = st.id
    left join cells ce on ce.student_id = st.id
    left join missing mi on mi.student_id = st.id
    ${weighted.join}
    order by st.name, st.id`;
}

/** A page of the gradebook's students (the CSV streams page by page). */
export async function gradebookStudents(db: Kysely<DB>, scope: GradebookScope, assignmentIds: number[], page: StudentPage = {}): Promise<GradebookStudent[]> {
  return (await studentsQuery(scope, assignmentIds, page).execute(db)).rows;
}

/**
 * Every student of the gradebook as one JSON array text, built by PostgreSQL: a cohort of 2,000
 * by 30 assignments has 60,000 cells, and parsing them into objects only to serialise them again
 * cost most of the answer's time.
 */
export async function gradebookStudentsJson(db: Kysely<DB>, scope: GradebookScope, assignmentIds: number[], page: StudentPage = {}): Promise<string> {
  return (await gradebookStudentsJsonQuery(scope, assignmentIds, page).execute(db)).rows[0]!.students;
}

/** The query of gradebookStudentsJson, for the bench's ceiling too. */
export function gradebookStudentsJsonQuery(scope: GradebookScope, assignmentIds: number[], page: StudentPage = {}): RawBuilder<{ students: string }> {
  return sql<{ students: string }>`
    select coalesce(json_agg(g order by g.name, g.user_id), '[]')::text as students
    from (${studentsQuery(scope, assignmentIds, page)}) g`;
}

/** As the API sends it (the contract). */
export type StudentGrades = Grades;
type ScoreFigures = Pick<StudentGrades, 'total_user_score' | 'total_possible_score' | 'score_percentage'>;
type OverallGrade = Pick<StudentGrades, 'weighted_percentage' | 'weighting'>;
type GradedCourse = StudentGrades['courses'][number];
type GradedAssignment = GradedCourse['assignments'][number];

/** SQL: total score, possible score and percentage of the student's marked_work rows matching `where`. */
const scoreFigures = (studentId: number, where: ReturnType<typeof sql>) => sql`
  select ${selectList<ScoreFigures>({
    total_user_score: sql`${markedScore('m')}::int`,
    total_possible_score: sql`(100 * ${markedCount('m')})::int`,
    score_percentage: sql`percent(${markedScore('m')}::bigint, 100 * ${markedCount('m')})`,
  })}
  from counted_work m where m.student_id = ${studentId} ${where}`;

/** A student's own grades: each non-deleted course of their cohort with its assignments and their work. */
export async function studentGrades(db: Kysely<DB>, studentId: number, cohortId: number, zone: string): Promise<StudentGrades> {
  const overall = (await scoreFigures(studentId, sql``).execute(db)).rows[0] as ScoreFigures;
  const { rows: weighted } = await sql<OverallGrade>`
    select ${selectList<OverallGrade>({ weighted_percentage: overallPercentage('wg'), weighting: overallWeighting('wg', sql`u.cohort_id`) })}
    from users u ${overallGradesJoin('wg', sql`select ${studentId}::int`, sql`u.id`, zone)}
    where u.id = ${studentId}`.execute(db);
  const ownSubmission = jsonObject<NonNullable<GradedAssignment['submission']>>({
    id: sql`s.id`,
    download_link: sql`s.download_link`,
    status: sql`case when s.score is null then 'unmarked' else 'marked' end`,
    score: sql`s.score`,
    feedback: sql`s.feedback`,
    late: lateSubmission(),
    submitted_at: isoTimestamp(sql`coalesce(s.link_updated_at, s.submitted_at)`),
  });
  const assignment = jsonObject<GradedAssignment>({
    id: sql`a.id`,
    name: sql`a.name`,
    due_date: sql`a.due_date`,
    due_at: isoTimestamp(sql`a.due_at`),
    past_due: pastDue('a'),
    weight: sql`a.weight`,
    missing: sql`exists (select 1 from counted_work m where m.student_id = ${studentId} and m.assignment_id = a.id and m.submission_id is null)`,
    submission: sql`case when s.id is null then null else ${ownSubmission} end`,
  });
  const { rows: courses } = await sql<GradedCourse>`
    select ${selectList<GradedCourse>({
      course_id: sql`c.id`,
      course_name: sql`c.name`,
      total_user_score: sql`f.total_user_score`,
      total_possible_score: sql`f.total_possible_score`,
      score_percentage: sql`f.score_percentage`,
      weighted_percentage: coursePercentage(studentId, 'c', zone),
      weighting: courseWeighting('c'),
      pass_mark: sql`c.pass_mark`,
      assignments: sql`coalesce((
        select json_agg(${assignment} order by a.due_at nulls last, a.id)
        from assignments a left join submissions s on s.assignment_id = a.id and s.student_id = ${studentId}
        where a.course_id = c.id and a.deleted_at is null
      ), '[]'::json)`,
    })}
    from courses c
    cross join lateral (${scoreFigures(studentId, sql`and m.course_id = c.id`)}) f
    where c.cohort_id = ${cohortId} and c.deleted_at is null
    order by c.start_date, c.id`.execute(db);
  return { ...overall, ...weighted[0]!, courses };
}
