// The administrator's course calls: every non-deleted course with whether its owner may still work
// in it (assigned to its cohort now: queries/scope.ts ownerAssignedToCohort), and handing a course to another
// facilitator of its cohort, audited.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { recordAudit } from '../../audit/audit-log';
import { fieldErrors, notFound } from '../../http/errors';
import { route } from '../../http/route';
import { currentUser } from '../../plugins/auth';
import { activelyAssigned, adminCourses, lockCourse, setCourseOwner } from '../../queries/course-owners';

const TAGS = ['administration'];

const adminCourseRoutes: FastifyPluginAsyncTypebox = async (app) => {
  route(
    app,
    'listAdminCourses',
    {
      summary: 'Every course, with its cohort and owner',
      description: "owner_assigned false: the owner was taken off the course's cohort and can no longer reach it.",
      tags: TAGS,
    },
    async () => adminCourses(app.db),
  );

  route(
    app,
    'transferCourse',
    {
      summary: 'Hand a course to another facilitator',
      description:
        "The new owner must be an active facilitator assigned to the course's cohort (400 {errors:{facilitator_id}}). " +
        'Everything under the course (topics, assignments, classes, submissions, marks) stays with it. Audited as course.transfer.',
      tags: TAGS,
    },
    async (request) => {
      const caller = currentUser(request);
      const { id } = request.params;
      const newOwner = request.body.facilitator_id;
      await app.db.transaction().execute(async (trx) => {
        const course = await lockCourse(trx, id);
        if (!course) throw notFound('Course');
        const assigned = await activelyAssigned(trx, course.cohort_id, newOwner);
        if (!assigned) throw fieldErrors({ facilitator_id: ['facilitator_not_assigned'] });
        if (course.owner_id === newOwner) return;
        await setCourseOwner(trx, id, newOwner);
        await recordAudit(trx, {
          actorId: caller.id,
          action: 'course.transfer',
          subjectType: 'course',
          subjectId: id,
          oldValues: { owner_id: course.owner_id },
          newValues: { owner_id: newOwner },
        });
      });
      const [course] = await adminCourses(app.db, id);
      return course!;
    },
  );
};

export default adminCourseRoutes;
