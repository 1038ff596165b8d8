// The administrator's course calls: every non-deleted course with whether its owner may still work
// in it (assigned to its cohort now: queries/scope.ts ownerAssignedToCohort), and handing a course to another
// facilitator of its cohort, audited.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Kysely } from 'kysely';
import { recordAudit } from '../../audit/audit-log';
import type { DB } from '../../db/schema';
import { fieldErrors, notFound } from '../../http/errors';
import { route } from '../../http/route';
import { currentUser } from '../../plugins/auth';
import { activeAccount, ownerAssignedToCohort } from '../../queries/scope';
import type { AdminCourse } from '@academy/contract/schemas/admin';

const TAGS = ['administration'];

async function adminCourses(db: Kysely<DB>, id?: number): Promise<AdminCourse[]> {
  let query = db
    .selectFrom('courses as c')
    .innerJoin('cohorts as co', 'co.id', 'c.cohort_id')
    .innerJoin('users as u', 'u.id', 'c.owner_id')
    .select(['c.id', 'c.name', 'c.cohort_id', 'co.name as cohort_name', 'c.owner_id', 'u.name as owner_name', ownerAssignedToCohort('c').as('owner_assigned')])
    .where('c.deleted_at', 'is', null)
    .orderBy('co.id')
    .orderBy('c.name')
    .orderBy('c.id');
  if (id !== undefined) query = query.where('c.id', '=', id);
  return query.execute();
}

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
        const course = await trx
          .selectFrom('courses')
          .select(['id', 'cohort_id', 'owner_id'])
          .where('id', '=', id)
          .where('deleted_at', 'is', null)
          .forUpdate()
          .executeTakeFirst();
        if (!course) throw notFound('Course');
        const assigned = await trx
          .selectFrom('cohort_facilitators as cf')
          .innerJoin('users as u', 'u.id', 'cf.user_id')
          .select('u.id')
          .where('cf.cohort_id', '=', course.cohort_id)
          .where('cf.user_id', '=', newOwner)
          .where(activeAccount('u'))
          .executeTakeFirst();
        if (!assigned) throw fieldErrors({ facilitator_id: ['facilitator_not_assigned'] });
        if (course.owner_id === newOwner) return;
        await trx.updateTable('courses').set({ owner_id: newOwner, updated_at: new Date() }).where('id', '=', id).execute();
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
