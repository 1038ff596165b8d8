// /cla_courses: list, read, create, update, soft delete, and the ids of a cohort's courses.
import { idempotently } from '../../http/idempotency';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Kysely } from 'kysely';
import { endsBeforeStart } from '@academy/contract/rules/date-range';
import { weightsAddUp } from '@academy/contract/rules/grade-weighting';
import type { DB } from '../../db/schema';
import { fieldErrors, notFound } from '../../http/errors';
import { route } from '../../http/route';
import { currentUser } from '../../plugins/auth';
import { routeOwnedDelete } from '../delete-owned-route';
import { copyAssignments } from '../../queries/assignments';
import {
  cohortCourseIds,
  courseValues,
  findCourses,
  insertCourse,
  siblingCourse,
  softDeleteCourse,
  updateCourse,
  type CourseInput,
  type CourseRow,
} from '../../queries/courses';
import { moveLiveClassesToCohort } from '../../queries/live-classes';
import { copyTopics } from '../../queries/topics';
import { academyToday, cohortMustBeAssigned, mustBeApproved, mustBeOwn, ownedCourse, type Viewer } from '../../queries/scope';

const NOT_YOUR_COHORT = 'You can only see the courses of your own cohort.';
const ONLY_YOURSELF = 'You can only name yourself as the owner of a course.';

/** The checks a course body's fields need beyond their schema: dates in order, weights adding up to 100 (else 400). */
function checkCourseBody(input: CourseInput): void {
  if (endsBeforeStart(input.start_date, input.end_date)) throw fieldErrors({ end_date: ['before_start_date'] });
  if (input.grade_weights && !weightsAddUp(input.grade_weights)) throw fieldErrors({ grade_weights: ['weights_not_100'] });
}

/**
 * The prerequisite of the body (null when none): another non-deleted course of the same cohort,
 * which does not itself wait for the course `courseId` (else 400).
 */
async function prerequisiteOf(trx: Kysely<DB>, input: CourseInput, courseId: number | null): Promise<number | null> {
  const id = input.prerequisite_course_id ?? null;
  if (id === null) return null;
  const row = await siblingCourse(trx, id, input.cla_cohort_id);
  if (!row || id === courseId) throw fieldErrors({ prerequisite_course_id: ['prerequisite_not_sibling'] });
  if (courseId !== null && row.prerequisite_course_id === courseId) {
    throw fieldErrors({ prerequisite_course_id: ['prerequisite_cycle'] });
  }
  return id;
}

/** Inserts the course of a create or copy body, owned by `ownerId`, once its cohort and prerequisite are checked; answers its id. */
async function createCourse(trx: Kysely<DB>, input: CourseInput, ownerId: number): Promise<number> {
  await cohortMustBeAssigned(trx, input.cla_cohort_id, ownerId);
  return insertCourse(trx, { ...courseValues(input, await prerequisiteOf(trx, input, null)), owner_id: ownerId });
}

const courseRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('preHandler', mustBeApproved);

  const loadCourse = async (viewer: Viewer, id: number, db: Kysely<DB> = app.db): Promise<CourseRow> => {
    const [course] = await findCourses(db, viewer, academyToday(app.config), { id });
    if (!course) throw notFound('Course');
    return course;
  };

  route(
    app,
    'listCourses',
    {
      summary: "Courses of the caller's scope",
      description:
        'A student gets the non-deleted courses of their own cohort (cohort_id, if sent, must be it: else 403); a ' +
        'facilitator gets the courses they own (cla_user_id, if sent, must be themselves: else 403; cohort_id narrows ' +
        'to one cohort). Sorted by start date. `locked` and `lock` are computed per student; a facilitator gets cohort_can_open and cohort_students (see the Course schema).',
      tags: ['courses'],
    },
    async (request) => {
      const me = currentUser(request);
      const { cohort_id: cohortId, cla_user_id: userId } = request.query;
      mustBeOwn(userId, me.id, 'You can only list your own courses.', 'only_own_courses');
      if (me.role === 'student') mustBeOwn(cohortId, me.cohortId, NOT_YOUR_COHORT, 'only_own_cohort');
      const today = academyToday(app.config);
      const filter = cohortId === undefined ? {} : { cohortId };
      // the answer depends on the caller's role and cohort as their session says, the day and the filter
      const key = JSON.stringify(['courses', me.id, me.role, me.cohortId, today, filter]);
      return app.unchangedAnswers.get(key, () => findCourses(app.db, me, today, filter));
    },
  );

  route(
    app,
    'listCourseIds',
    {
      summary: "Ids of a cohort's courses",
      description:
        'A student may only ask for their own cohort (else 403) and gets all of its non-deleted courses; a facilitator ' +
        'gets the ids of their own courses in that cohort.',
      tags: ['courses'],
    },
    async (request) => {
      const me = currentUser(request);
      const cohortId = request.query.cla_cohort_id;
      if (me.role === 'student') mustBeOwn(cohortId, me.cohortId, NOT_YOUR_COHORT, 'only_own_cohort');
      const courseIds = await cohortCourseIds(app.db, cohortId, me);
      return { course_ids: courseIds };
    },
  );

  route(
    app,
    'getCourse',
    {
      summary: 'One course',
      description: "404 when it is deleted, or outside the caller's scope (another cohort's, another facilitator's).",
      tags: ['courses'],
    },
    async (request) => loadCourse(currentUser(request), request.params.id),
  );

  route(
    app,
    'createCourse',
    {
      summary: 'Create a course',
      description:
        'Facilitators only. The caller becomes the owner: cla_user_id must be the caller (else 403). The cohort must ' +
        'exist and be assigned to the caller (by an administrator), and end_date must not be before start_date (400). category defaults to program. ' +
        'prerequisite_course_id, when set, must be another course of the same cohort (400): students then see the course locked until they complete it.',
      tags: ['courses'],
    },
    async (request, reply) => {
      const me = currentUser(request);
      const input = request.body.cla_course;
      mustBeOwn(input.cla_user_id, me.id, ONLY_YOURSELF, 'only_yourself_course_owner');
      checkCourseBody(input);
      const { status, answer } = await idempotently(app.db, 'createCourse', request, me.id, app.clock.now(), async (trx) => ({
        status: 201,
        answer: await loadCourse(me, await createCourse(trx, input, me.id), trx),
      }));
      return reply.code(status).send(answer);
    },
  );

  route(
    app,
    'copyCourse',
    {
      summary: 'Copy a course with its topics and assignments',
      description:
        'Only the owning facilitator of the course copied (else 404). Creates the course of the body (same rules as the ' +
        'create, any cohort assigned to the caller) with copies of its topics and non-deleted assignments; each due date moves by the days ' +
        'between the old and the new start date. One transaction: all of it or nothing. Live classes are not copied.',
      tags: ['courses'],
    },
    async (request, reply) => {
      const me = currentUser(request);
      const input = request.body.cla_course;
      const sourceId = request.params.id;
      mustBeOwn(input.cla_user_id, me.id, ONLY_YOURSELF, 'only_yourself_course_owner');
      checkCourseBody(input);
      const id = await app.db.transaction().execute(async (trx) => {
        await ownedCourse(trx, sourceId, me.id);
        const copyId = await createCourse(trx, input, me.id);
        await copyTopics(trx, sourceId, copyId);
        await copyAssignments(trx, sourceId, copyId, input.start_date, me.id);
        return copyId;
      });
      return reply.code(201).send(await loadCourse(me, id));
    },
  );

  route(
    app,
    'updateCourse',
    {
      summary: 'Update a course',
      description:
        'Only the owning facilitator (another facilitator gets 404). Same body and rules as the create. Moving the ' +
        'course to another cohort moves its live classes with it.',
      tags: ['courses'],
    },
    async (request) => {
      const me = currentUser(request);
      const input = request.body.cla_course;
      const id = request.params.id;
      mustBeOwn(input.cla_user_id, me.id, ONLY_YOURSELF, 'only_yourself_course_owner');
      checkCourseBody(input);
      await app.db.transaction().execute(async (trx) => {
        const course = await ownedCourse(trx, id, me.id);
        await cohortMustBeAssigned(trx, input.cla_cohort_id, me.id);
        await updateCourse(trx, id, courseValues(input, await prerequisiteOf(trx, input, id)));
        if (course.cohort_id !== input.cla_cohort_id) {
          await moveLiveClassesToCohort(trx, id, input.cla_cohort_id);
        }
      });
      return loadCourse(me, id);
    },
  );

  routeOwnedDelete(
    app,
    'deleteCourse',
    {
      summary: 'Delete a course (soft)',
      description:
        'Only the owning facilitator (else 404). The course and everything under it disappear from every list and ' +
        "lookup; the students' submissions, scores and attendance are kept.",
      tags: ['courses'],
    },
    async (trx, id, facilitatorId) => {
      await ownedCourse(trx, id, facilitatorId);
      await softDeleteCourse(trx, id);
    },
  );
};

export default courseRoutes;
