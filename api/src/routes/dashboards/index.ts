// /cla_dashboards: a student's own figures, the facilitator's desk figures and student list.
// Definitions of every figure: src/queries/dashboards.ts (and progress.ts for "completed").
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sendCsv } from '../../http/csv';
import { route } from '../../http/route';
import type { EndpointAnswer } from '@academy/contract/endpoint';
import type { Endpoints } from '@academy/contract/endpoints';
import type { CourseQuery } from '@academy/contract/schemas/dashboards';
import { nothingWeighted } from '@academy/contract/rules/grade-weighting';
import { currentUser } from '../../plugins/auth';
import { deskFigures, studentFigures, studentView, type StudentFigures } from '../../queries/dashboards';
import { recordAudit } from '../../audit/audit-log';
import { nextUp } from '../../queries/next-up';
import { academyToday, mustBeApproved, mustBeOwn, readableCohorts, readableStudent, type Viewer } from '../../queries/scope';

const ONLY_OWN = 'You can only see your own figures.';

/** The calls of a student's own figures, each a part of the same four. */
type StudentStat = 'getCourseStats' | 'getScoreStats' | 'getAssignmentStats' | 'getAttendanceStats';
type StatAnswer = EndpointAnswer<Endpoints[StudentStat]>;

const COMPLETED =
  'A course is completed when it ended (end_date before today, academy time zone) and the student submitted every ' + 'non-deleted assignment of it.';

const COURSE_STATS = `total_courses: non-deleted courses of their cohort; completed_courses: ${COMPLETED}`;
const SCORE_STATS =
  'total_user_score: sum of the scores of all their marked submissions (kept when a course is deleted); ' +
  'total_possible_score: 100 x the number of marked submissions; score_percentage: their ratio; weighted_percentage: ' +
  'the weighted total, with its weighting (the same on My Grades and the gradebook).';
const ASSIGNMENT_STATS =
  "total_assignments: non-deleted assignments of their cohort's non-deleted courses; total_submissions: their " + 'submissions to those.';
const ATTENDANCE_STATS =
  'total_classes: attendance records of the student (a class without a record does not count), excused ones left out; ' +
  'total_present: those marked present (or late); excused_classes: the excused records.';

const courseStats = (f: StudentFigures): EndpointAnswer<Endpoints['getCourseStats']> => ({
  total_courses: f.total_courses,
  completed_courses: f.completed_courses,
  completion_percentage: f.completion_percentage,
});
const scoreStats = (f: StudentFigures): EndpointAnswer<Endpoints['getScoreStats']> => ({
  score_percentage: f.score_percentage,
  total_possible_score: f.total_possible_score,
  total_user_score: f.total_user_score,
  weighted_percentage: f.weighted_percentage,
  weighting: f.weighting,
});
const assignmentStats = (f: StudentFigures): EndpointAnswer<Endpoints['getAssignmentStats']> => ({
  total_assignments: f.total_assignments,
  total_submissions: f.total_submissions,
  submission_percentage: f.submission_percentage,
});
const attendanceStats = (f: StudentFigures): EndpointAnswer<Endpoints['getAttendanceStats']> => ({
  total_classes: f.total_classes,
  total_present: f.total_present,
  excused_classes: f.excused_classes,
  attendance_percentage: f.attendance_percentage,
});

/** A percentage of nothing is left blank in the CSV, as the screens say "none yet": a 0 reads as a failing mark. */
const shareOf = (percentage: number, whole: number): number | '' => (whole === 0 ? '' : percentage);

const dashboardRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('preHandler', mustBeApproved);

  /** The calling student's figures; cla_user_id / cla_cohort_id, if sent, must be their own (else 403). */
  const ownFigures = async (me: Viewer, query: CourseQuery) => {
    mustBeOwn(query.cla_user_id, me.id, ONLY_OWN, 'only_own_figures');
    mustBeOwn(query.cla_cohort_id, me.cohortId, ONLY_OWN, 'only_own_figures');
    return (await studentFigures(app.db, academyToday(app.config), { studentId: me.id }, app.config.academyTimeZone))[0]!;
  };

  const studentStat = (name: StudentStat, summary: string, description: string, pick: (f: StudentFigures) => StatAnswer) =>
    route(
      app,
      name,
      {
        summary,
        description: `Students only, about themselves: cla_user_id (and cla_cohort_id) must be their own, else 403. ${description}`,
        tags: ['dashboards'],
      },
      async (request) => pick(await ownFigures(currentUser(request), request.query)),
    );

  studentStat('getCourseStats', 'Course completion of the student', COURSE_STATS, courseStats);
  studentStat('getScoreStats', 'Scores of the student', SCORE_STATS, scoreStats);
  studentStat('getAssignmentStats', 'Submitted assignments of the student', ASSIGNMENT_STATS, assignmentStats);
  studentStat('getAttendanceStats', 'Attendance of the student', ATTENDANCE_STATS, attendanceStats);

  const nextUpOf = (me: Viewer) =>
    nextUp(app.db, me, {
      today: academyToday(app.config),
      now: app.clock.now(),
      academyTimeZone: app.config.academyTimeZone,
      joinOpensMinutesBefore: app.config.joinOpensMinutesBefore,
    });

  route(
    app,
    'getStudentDashboard',
    {
      summary: "The student's dashboard in one call",
      description:
        'Students only, about themselves: cla_user_id (and cla_cohort_id) must be their own, else 403. The answers of ' +
        'course_stats, score_stats, assignment_stats, attendance_stats (from one query) and next_up, as those calls give them.',
      tags: ['dashboards'],
    },
    async (request) => {
      const me = currentUser(request);
      const [figures, next] = await Promise.all([ownFigures(me, request.query), nextUpOf(me)]);
      return {
        course_stats: courseStats(figures),
        score_stats: scoreStats(figures),
        assignment_stats: assignmentStats(figures),
        attendance_stats: attendanceStats(figures),
        next_up: next,
      };
    },
  );

  route(
    app,
    'getNextUp',
    {
      summary: 'What is next for the calling student',
      description:
        'Students only, about themselves: the next live class of their open (unlocked) courses that has not ended, ' +
        'their work due in the next 7 days that they have not handed in, and their work marked in the last 14 days.',
      tags: ['dashboards'],
    },
    async (request) => nextUpOf(currentUser(request)),
  );

  route(
    app,
    'getStudentView',
    {
      summary: 'See the portal as one student does',
      description:
        'Facilitators: a student of a cohort they teach; administrators: any student (else 404). Read only: the course list ' +
        'exactly as that student gets it (listCourses as them: their locks and why), the topics of the courses open to ' +
        'them (listTopics; none of a locked one), their assignments as listAssignments ' +
        'answers them (submitted or not, locked with their course) and their four dashboard figures. Each ' +
        'look is written to the audit log (user.view_as_student).',
      tags: ['dashboards'],
    },
    async (request) => {
      const me = currentUser(request);
      const student = await readableStudent(app.db, me, request.query.cla_user_id);
      await recordAudit(app.db, { actorId: me.id, action: 'user.view_as_student', subjectType: 'user', subjectId: student.id });
      return studentView(app.db, student, academyToday(app.config), app.config.academyTimeZone);
    },
  );

  route(
    app,
    'getDeskStats',
    {
      summary: "The facilitator's desk figures",
      description:
        'Facilitators only, about their own non-deleted courses (of cla_cohort_id if sent; a cohort they do not ' +
        'teach gives zeros): total_courses, total_assignments and total_live_classes (non-deleted), ' +
        'total_submissions_without_score (unmarked submissions to those assignments), total_users (students of the ' +
        'cohorts those courses serve).',
      tags: ['dashboards'],
    },
    async (request) => deskFigures(app.db, currentUser(request).id, request.query.cla_cohort_id),
  );

  route(
    app,
    'getStudentList',
    {
      summary: 'Figures of every student the facilitator teaches',
      description:
        'Facilitators: the students of the cohorts assigned to them (of cla_cohort_id if sent; a cohort they do not ' +
        "teach gives an empty list); administrators (read only): of every cohort, each with the same four figures as the student's own " +
        `dashboard (computed in one query). ${COMPLETED} Sorted by name. With limit, a page of that many students ` +
        '(after_user_id: the page after that student), for a cohort of thousands.',
      tags: ['dashboards'],
    },
    async (request) => {
      const { cla_cohort_id: cohortId, limit, after_user_id: afterUserId } = request.query;
      const cohortIds = await readableCohorts(app.db, currentUser(request), cohortId);
      const rows = await studentFigures(app.db, academyToday(app.config), { cohortIds, page: { limit, afterUserId } }, app.config.academyTimeZone);
      return rows.map((f) => ({
        student: { name: f.name, email: f.email, user_id: f.user_id, deactivated: f.deactivated },
        course_completion_rate: {
          completed_courses: f.completed_courses,
          total_courses: f.total_courses,
          completion_percentage: f.completion_percentage,
        },
        user_submission_percentage: {
          total_submissions: f.total_submissions,
          total_assignments: f.total_assignments,
          submission_percentage: f.submission_percentage,
        },
        user_score_percentage: {
          total_user_score: f.total_user_score,
          total_possible_score: f.total_possible_score,
          score_percentage: f.score_percentage,
          weighted_percentage: f.weighted_percentage,
          weighting: f.weighting,
        },
        user_attendance_percentage: {
          total_present: f.total_present,
          total_classes: f.total_classes,
          excused_classes: f.excused_classes,
          attendance_percentage: f.attendance_percentage,
        },
      }));
    },
  );

  route(
    app,
    'exportStudentList',
    {
      summary: 'The student list as CSV',
      description:
        'The rows and figures of student_list (same access and cla_cohort_id), one line per student; a percentage of nothing ' +
        '(no course, assignment, marked work or counted class, or nothing weighted) is left blank. UTF-8 with BOM, RFC 4180.',
      tags: ['dashboards'],
      produces: ['text/csv'],
    },
    async (request, reply) => {
      const cohortIds = await readableCohorts(app.db, currentUser(request), request.query.cla_cohort_id);
      const rows = (await studentFigures(app.db, academyToday(app.config), { cohortIds }, app.config.academyTimeZone)).map((f) => [
        f.name,
        f.email,
        f.completed_courses,
        f.total_courses,
        shareOf(f.completion_percentage, f.total_courses),
        f.total_submissions,
        f.total_assignments,
        shareOf(f.submission_percentage, f.total_assignments),
        f.total_user_score,
        f.total_possible_score,
        shareOf(f.score_percentage, f.total_possible_score),
        f.total_present,
        f.total_classes,
        shareOf(f.attendance_percentage, f.total_classes),
        nothingWeighted(f.total_possible_score, f.total_classes, f.weighting) ? '' : f.weighted_percentage,
        f.weighting?.assignments ?? '',
        f.weighting?.attendance ?? '',
      ]);
      const header = [
        'Student',
        'Email',
        'Completed courses',
        'Courses',
        'Completion %',
        'Submissions',
        'Assignments',
        'Submission %',
        'Score',
        'Possible score',
        'Score %',
        'Present',
        'Classes',
        'Attendance %',
        'Weighted %',
        'Assignments weight %',
        'Attendance weight %',
      ];
      return sendCsv(reply, 'student-list.csv', header, rows);
    },
  );
};

export default dashboardRoutes;
