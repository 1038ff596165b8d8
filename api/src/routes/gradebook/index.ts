// /cla_gradebook: a facilitator's gradebook of one cohort (optionally one course), as JSON and as
// a streamed CSV; a student's own grades by course. Definitions: src/queries/gradebook.ts.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { pagesOf, sendCsv, type CsvValue } from '../../http/csv';
import { route } from '../../http/route';
import { currentUser } from '../../plugins/auth';
import type { GradebookQuery } from '@academy/contract/schemas/gradebook';
import { gradebookAssignments, gradebookStudents, gradebookStudentsJson, studentGrades, type GradebookScope } from '../../queries/gradebook';
import { notFound } from '../../http/errors';
import { gradebookCsvFooter, gradebookCsvHeader, gradebookCsvRow } from './csv';
import { mustBeApproved, readableCohort, readableCourseCohort, type Viewer } from '../../queries/scope';

const CSV_PAGE = 500;

const gradebookRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('preHandler', mustBeApproved);

  /**
   * The gradebook's scope: a cohort the facilitator teaches and, if named, their own course of it
   * (else 404); an administrator reads any cohort and any of its courses.
   */
  const scopeOf = async (viewer: Viewer, query: GradebookQuery): Promise<GradebookScope> => {
    const cohortId = await readableCohort(app.db, viewer, query.cla_cohort_id);
    if (query.cla_course_id !== undefined && (await readableCourseCohort(app.db, viewer, query.cla_course_id)) !== cohortId) throw notFound('Course');
    const facilitatorId = viewer.role === 'admin' ? null : viewer.id;
    return { facilitatorId, cohortId, courseId: query.cla_course_id, academyTimeZone: app.config.academyTimeZone };
  };

  const description =
    'Facilitators: a cohort one of their courses serves (else 404) and optionally one of their own courses of it ' +
    "(else 404). Administrators (read only): any cohort and any of its courses. Students in name order by the non-deleted assignments of the caller's courses; each student's total " +
    "and score_percentage follow the dashboard's definitions (all their marked work and a 0 for each past-due assignment " +
    'never handed in, or those of the one course); weighted_percentage and weighting: the weighted total, overall or of the one course, ' +
    'the same definition as the dashboard and My Grades.';

  route(
    app,
    'getGradebook',
    {
      summary: 'Gradebook of a cohort',
      description: `${description} With limit, a page of that many students (after_user_id: the page after that student), for a cohort of thousands.`,
      tags: ['gradebook'],
    },
    async (request, reply) => {
      const scope = await scopeOf(currentUser(request), request.query);
      const assignments = await gradebookAssignments(app.db, scope);
      const { limit, after_user_id: afterUserId } = request.query;
      const students = await gradebookStudentsJson(
        app.db,
        scope,
        assignments.map((a) => a.id),
        { limit, afterUserId },
      );
      // The students arrive as JSON text from PostgreSQL (see gradebookStudentsJson): sent as they are.
      const head = JSON.stringify({ cohort_id: scope.cohortId, course_id: scope.courseId ?? null, assignments });
      return reply.type('application/json; charset=utf-8').send(`${head.slice(0, -1)},"students":${students}}` as never);
    },
  );

  route(
    app,
    'getGradebookCsv',
    {
      summary: 'Gradebook of a cohort as CSV',
      description: `${description} Columns: Student, Email, then per assignment a mark column ("course: assignment", with its due date, then (2), (3)..., when a name repeats) holding only the score or nothing, and its "(status)" column with the words on screen ("unmarked", "missing" once past due, "not counted", or "due" and the moment in ACADEMY_TIME_ZONE, then "late"), then Total, Possible, Percentage, Weighted percentage and the weighting (Assignments weight %, Attendance weight %; empty when the courses counted weigh differently); a last row "Average" with each assignment's average. UTF-8 with BOM, RFC 4180, streamed.`,
      tags: ['gradebook'],
      produces: ['text/csv'],
    },
    async (request, reply) => {
      const scope = await scopeOf(currentUser(request), request.query);
      const assignments = await gradebookAssignments(app.db, scope);
      const ids = assignments.map((a) => a.id);
      const students = pagesOf((after: { name: string; user_id: number } | undefined) =>
        gradebookStudents(app.db, scope, ids, { after: after && { name: after.name, id: after.user_id }, limit: CSV_PAGE }),
      );
      const rows = (async function* (): AsyncIterable<CsvValue[]> {
        for await (const student of students) yield gradebookCsvRow(student, assignments, app.config.academyTimeZone);
        yield gradebookCsvFooter(assignments);
      })();
      const header = gradebookCsvHeader(assignments);
      return sendCsv(reply, `gradebook-cohort-${scope.cohortId}.csv`, header, rows);
    },
  );

  route(
    app,
    'getMyGrades',
    {
      summary: "The student's own grades by course",
      description:
        'Students only, about themselves: each non-deleted course of their cohort with its assignments and their own ' +
        "submission (score, feedback, late). Totals follow the dashboard's definitions.",
      tags: ['gradebook'],
    },
    async (request) => {
      const me = currentUser(request);
      return studentGrades(app.db, me.id, me.cohortId ?? -1, app.config.academyTimeZone);
    },
  );
};

export default gradebookRoutes;
