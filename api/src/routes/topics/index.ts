// /cla_topics: the topics of a course; the owning facilitator writes them. Deleting a topic is a
// hard delete (nothing of a student's hangs under a topic).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'kysely';
import type { TopicsTable } from '../../db/schema';
import { forbidden, notFound } from '../../http/errors';
import { route } from '../../http/route';
import { currentUser } from '../../plugins/auth';
import { routeOwnedDelete } from '../delete-owned-route';
import type { BodyColumns, BodyValues } from '../../queries/body-columns';
import { courseLocked } from '../../queries/progress';
import { academyToday, courseInScope, mustBeApproved, ownedCourse, ownedTopic } from '../../queries/scope';
import type { TopicBody } from '@academy/contract/schemas/topics';

const COURSE_LOCKED = 'This course is locked. Complete the earlier course first.';

type TopicInput = TopicBody['topic'];

type TopicBodyColumns = BodyColumns<TopicInput, TopicsTable, { name: 'name'; description: 'description'; cla_course_id: 'course_id' }>;

/** The columns a create or update body writes. */
function topicValues(input: TopicInput): BodyValues<TopicsTable, TopicBodyColumns> {
  return { course_id: input.cla_course_id, name: input.name.trim(), description: input.description };
}

const topicRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('preHandler', mustBeApproved);

  const loadTopic = async (id: number) =>
    app.db.selectFrom('topics').select(['id', 'name', 'description', 'course_id as cla_course_id']).where('id', '=', id).executeTakeFirstOrThrow();

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
      const locked = me.role === 'student' ? courseLocked('c', me.id, academyToday(app.config)) : sql<boolean>`false`;
      const { rows } = await sql<{ locked: boolean }>`
        select ${locked} as locked from courses c where c.id = ${courseId} and ${courseInScope('c', me)}`.execute(app.db);
      if (!rows[0]) throw notFound('Course');
      if (rows[0].locked) throw forbidden(COURSE_LOCKED, 'course_locked');
      return app.db
        .selectFrom('topics')
        .select(['id', 'name', 'description', 'course_id as cla_course_id'])
        .where('course_id', '=', courseId)
        .orderBy('id')
        .execute();
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
      const id = await app.db.transaction().execute(async (trx) => {
        await ownedCourse(trx, input.cla_course_id, me.id);
        const row = await trx.insertInto('topics').values(topicValues(input)).returning('id').executeTakeFirstOrThrow();
        return row.id;
      });
      return reply.code(201).send(await loadTopic(id));
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
        await trx
          .updateTable('topics')
          .set({ ...topicValues(input), updated_at: new Date() })
          .where('id', '=', request.params.id)
          .execute();
      });
      return loadTopic(request.params.id);
    },
  );

  routeOwnedDelete(
    app,
    'deleteTopic',
    { summary: 'Delete a topic', description: "Only the owning facilitator of the topic's course (else 404). A hard delete.", tags: ['topics'] },
    async (trx, id, facilitatorId) => {
      await ownedTopic(trx, id, facilitatorId);
      await trx.deleteFrom('topics').where('id', '=', id).execute();
    },
  );
};

export default topicRoutes;
