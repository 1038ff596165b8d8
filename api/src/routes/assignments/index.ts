// /cla_assignments: list, read, create, update, soft delete.
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { notFound } from '../../http/errors';
import { route } from '../../http/route';
import { noticeAssignment, withdrawAssignmentNotices } from '../../notices/work-notices';
import { currentUser } from '../../plugins/auth';
import { DEFAULT_DUE_TIME } from '@academy/contract/rules/due';
import { routeOwnedDelete } from '../delete-owned-route';
import { findAssignments, insertAssignment, softDeleteAssignment, updateAssignment, type AssignmentRow } from '../../queries/assignments';
import { academyToday, mustBeApproved, mustBeOwn, ownedAssignment, ownedCourse, type Viewer, visibleCourse } from '../../queries/scope';
import { idempotently } from '../../http/idempotency';

const ONLY_YOURSELF = 'You can only name yourself as the facilitator of an assignment.';

const assignmentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('preHandler', mustBeApproved);

  const loadAssignment = async (viewer: Viewer, id: number, db: Kysely<DB> = app.db): Promise<AssignmentRow> => {
    const [assignment] = await findAssignments(db, viewer, academyToday(app.config), { id });
    if (!assignment) throw notFound('Assignment');
    return assignment;
  };

  route(
    app,
    'listAssignments',
    {
      summary: "Assignments of the caller's scope",
      description:
        "Non-deleted assignments of non-deleted courses: a student's cohort's, or a facilitator's own courses. With " +
        "cla_course_id, only that course's (404 if the course is outside the caller's scope).",
      tags: ['assignments'],
    },
    async (request) => {
      const me = currentUser(request);
      const courseId = request.query.cla_course_id;
      const today = academyToday(app.config);
      if (courseId === undefined) return findAssignments(app.db, me, today);
      await visibleCourse(app.db, courseId, me);
      return findAssignments(app.db, me, today, { courseId });
    },
  );

  route(
    app,
    'getAssignment',
    {
      summary: 'One assignment',
      description: "404 when it or its course is deleted, or outside the caller's scope.",
      tags: ['assignments'],
    },
    async (request) => loadAssignment(currentUser(request), request.params.id),
  );

  route(
    app,
    'createAssignment',
    {
      summary: 'Create an assignment',
      description:
        "Only the owning facilitator of the course (another facilitator's or a deleted course: 404). cla_user_id must " +
        `be the caller (else 403). Due at due_time (${DEFAULT_DUE_TIME} when left out) on due_date, read in time_zone (the ` +
        "facilitator's own zone; ACADEMY_TIME_ZONE when left out); due_at answers that moment.",
      tags: ['assignments'],
    },
    async (request, reply) => {
      const me = currentUser(request);
      const input = request.body.cla_assignment;
      mustBeOwn(input.cla_user_id, me.id, ONLY_YOURSELF, 'only_yourself_assignment');
      const { status, answer } = await idempotently(app.db, 'createAssignment', request, me.id, app.clock.now(), async (trx) => {
        await ownedCourse(trx, input.cla_course_id, me.id);
        const id = await insertAssignment(trx, me.id, input, app.config.academyTimeZone);
        await noticeAssignment(trx, id, true, { academyTimeZone: app.config.academyTimeZone, now: app.clock.now() });
        return { status: 201, answer: await loadAssignment(me, id, trx) };
      });
      return reply.code(status).send(answer);
    },
  );

  /** The non-deleted assignment `id` of a non-deleted course owned by the facilitator, else 404. */
  route(
    app,
    'updateAssignment',
    {
      summary: 'Update an assignment',
      description:
        "Only the owning facilitator of the assignment's course and of the course it is moved to (else 404). " + 'Submissions already made are kept.',
      tags: ['assignments'],
    },
    async (request) => {
      const me = currentUser(request);
      const input = request.body.cla_assignment;
      mustBeOwn(input.cla_user_id, me.id, ONLY_YOURSELF, 'only_yourself_assignment');
      await app.db.transaction().execute(async (trx) => {
        await ownedAssignment(trx, request.params.id, me.id);
        await ownedCourse(trx, input.cla_course_id, me.id);
        await updateAssignment(trx, request.params.id, input, app.config.academyTimeZone);
        await noticeAssignment(trx, request.params.id, false, { academyTimeZone: app.config.academyTimeZone, now: app.clock.now() });
      });
      return loadAssignment(me, request.params.id);
    },
  );

  routeOwnedDelete(
    app,
    'deleteAssignment',
    {
      summary: 'Delete an assignment (soft)',
      description:
        'Only the owning facilitator of its course (else 404). It disappears from every list and lookup and no longer ' +
        "counts in completion or submission figures; the students' submissions and scores are kept.",
      tags: ['assignments'],
    },
    async (trx, id, facilitatorId) => {
      await ownedAssignment(trx, id, facilitatorId);
      await softDeleteAssignment(trx, id);
      await withdrawAssignmentNotices(trx, id);
    },
  );
};

export default assignmentRoutes;
