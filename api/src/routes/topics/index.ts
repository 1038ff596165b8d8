// /cla_topics: the topics of a course; the owning facilitator writes them. Deleting a topic is a
// hard delete (nothing of a student's hangs under a topic).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { forbidden, notFound } from '../../http/errors';
import { route } from '../../http/route';
import { currentUser } from '../../plugins/auth';
import { routeOwnedDelete } from '../delete-owned-route';
import { courseLockedFor, deleteTopic, findTopic, insertTopic, listTopics, reorderTopics, updateTopic } from '../../queries/topics';
import { academyToday, mustBeApproved, ownedCourse, ownedTopic } from '../../queries/scope';
import { idempotently } from '../../http/idempotency';

const COURSE_LOCKED = 'This course is locked. Complete the earlier course first.';

const topicRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('preHandler', mustBeApproved);

  route(
    app,
    'listTopics',
    {
      summary: 'Topics of a course',
      description:
        "The course must be in the caller's scope (a course of the student's cohort, or the facilitator's own): else " +
        '404. A student gets 403 while the course is locked for them (see Course.locked).',
      tags: ['topics'],
    },
    async (request) => {
      const me = currentUser(request);
      const courseId = request.query.cla_course_id;
      const locked = await courseLockedFor(app.db, courseId, me, academyToday(app.config));
      if (locked === undefined) throw notFound('Course');
      if (locked) throw forbidden(COURSE_LOCKED, 'course_locked');
      return listTopics(app.db, courseId);
    },
  );

  route(
    app,
    'createTopic',
    {
      summary: 'Add a topic to a course',
      description: "Only the course's owning facilitator (another facilitator's or a deleted course: 404).",
      tags: ['topics'],
    },
    async (request, reply) => {
      const me = currentUser(request);
      const input = request.body.topic;
      const { status, answer } = await idempotently(app.db, 'createTopic', request, me.id, app.clock.now(), async (trx) => {
        await ownedCourse(trx, input.cla_course_id, me.id);
        return { status: 201, answer: await findTopic(trx, await insertTopic(trx, input)) };
      });
      return reply.code(status).send(answer);
    },
  );

  route(
    app,
    'updateTopic',
    {
      summary: 'Update a topic',
      description: "Only the owning facilitator of the topic's course, and of the course it is moved to (else 404).",
      tags: ['topics'],
    },
    async (request) => {
      const me = currentUser(request);
      const input = request.body.topic;
      await app.db.transaction().execute(async (trx) => {
        await ownedTopic(trx, request.params.id, me.id);
        await ownedCourse(trx, input.cla_course_id, me.id);
        await updateTopic(trx, request.params.id, input);
      });
      return findTopic(app.db, request.params.id);
    },
  );

  route(
    app,
    'reorderTopics',
    {
      summary: "Put a course's topics in a new order",
      description:
        "Only the course's owning facilitator (else 404). `ids` must name every topic of the course once (400 otherwise); answers the topics in their new order.",
      tags: ['topics'],
    },
    async (request) => {
      const me = currentUser(request);
      const { cla_course_id: courseId, ids } = request.body;
      await app.db.transaction().execute(async (trx) => {
        await ownedCourse(trx, courseId, me.id);
        await reorderTopics(trx, courseId, ids);
      });
      return listTopics(app.db, courseId);
    },
  );

  routeOwnedDelete(
    app,
    'deleteTopic',
    { summary: 'Delete a topic', description: "Only the owning facilitator of the topic's course (else 404). A hard delete.", tags: ['topics'] },
    async (trx, id, facilitatorId) => {
      await ownedTopic(trx, id, facilitatorId);
      await deleteTopic(trx, id);
    },
  );
};

export default topicRoutes;
