// /cla_live_classes: list (with an explicit filter kind), today's classes, create, update, soft delete.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { mustBeOwn, Name, wrapped } from '../../http/content-schemas';
import { fieldErrors, notFound } from '../../http/errors';
import { CalendarDate, ClockTime, errorResponses, Id, IdParams } from '../../http/schemas';
import { currentUser } from '../../plugins/auth';
import { addOwnedDeleteRoute } from '../delete-owned-route';
import { findLiveClasses, type LiveClassRow } from '../../queries/live-classes';
import { academyToday, ownedCourse, ownedLiveClass, type Viewer } from '../../queries/scope';

const SECURITY = [{ bearerAuth: [] }];
const ONLY_YOURSELF = 'You can only name yourself as the facilitator of a live class.';

const LiveClass = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    date: Type.String(),
    time: Type.String({ description: 'HH:MM' }),
    duration: Type.Integer({ description: 'Minutes.' }),
    zoom_link: Type.Union([Type.String(), Type.Null()]),
    cla_course_id: Type.Integer(),
    cohort_id: Type.Integer(),
    cla_user_id: Type.Integer(),
    courseName: Type.String(),
    facilitator: Type.Union([Type.String(), Type.Null()]),
    cla_cohort_end_date: Type.Union([Type.String(), Type.Null()], {
      description: "End of the class's cohort: the latest end_date of the cohort's non-deleted courses.",
    }),
  },
  { additionalProperties: false },
);

const LiveClassBody = wrapped('cla_live_class', {
  name: Name,
  date: CalendarDate,
  time: ClockTime,
  duration: Type.Integer({ minimum: 1, maximum: 1440, description: 'Minutes.' }),
  zoom_link: Type.Union([Type.String({ maxLength: 2048 }), Type.Null()], { description: 'An https:// address, or null.' }),
  cla_course_id: Id,
  cohort_id: Id,
  cla_user_id: Type.Integer({ minimum: 1, maximum: 2_147_483_647, description: 'Must be the calling facilitator.' }),
});

const ListQuery = Type.Object(
  {
    filter: Type.Optional(Type.Union([Type.Literal('course'), Type.Literal('user'), Type.Literal('cohort')])),
    filter_id: Type.Optional(Id),
  },
  { additionalProperties: false },
);

function isHttpsUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname.length > 0;
  } catch {
    return false;
  }
}

type LiveClassInput = { date: string; zoom_link: string | null; cohort_id: number; cla_user_id: number };

function checkInput(input: LiveClassInput, me: Viewer): void {
  mustBeOwn(input.cla_user_id, me.id, ONLY_YOURSELF);
  if (input.zoom_link !== null && !isHttpsUrl(input.zoom_link)) {
    throw fieldErrors({ zoom_link: ['must be a web address starting with https://'] });
  }
}

const liveClassRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.authenticate);

  const loadLiveClass = async (viewer: Viewer, id: number): Promise<LiveClassRow> => {
    const [liveClass] = await findLiveClasses(app.db, viewer, { id });
    if (!liveClass) throw notFound('Live class');
    return liveClass;
  };

  app.get(
    '/',
    {
      schema: {
        summary: 'Live classes',
        description:
          'filter says what filter_id is: `course` (a course in the caller\'s scope, else 404), `user` (must be the ' +
          'caller, else 403: a facilitator\'s own classes, a student\'s cohort\'s classes) or `cohort` (a student: must ' +
          "be their own cohort, else 403; a facilitator: their own classes for that cohort). Without filter: `user` for " +
          'facilitators and `cohort` for students, and filter_id defaults to the caller (or their cohort). Deleted ' +
          'classes and classes of deleted courses are left out. Sorted by date and time.',
        tags: ['live classes'],
        security: SECURITY,
        querystring: ListQuery,
        response: { 200: Type.Array(LiveClass), ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const me = currentUser(request);
      const filter = request.query.filter ?? (me.role === 'facilitator' ? 'user' : 'cohort');
      const filterId = request.query.filter_id;
      if (filter === 'user') {
        mustBeOwn(filterId, me.id, 'You can only list your own live classes.');
        return findLiveClasses(app.db, me);
      }
      if (filter === 'cohort') {
        if (me.role === 'student') {
          mustBeOwn(filterId, me.cohortId, 'You can only see the live classes of your own cohort.');
          return findLiveClasses(app.db, me);
        }
        return findLiveClasses(app.db, me, filterId === undefined ? {} : { cohortId: filterId });
      }
      if (filterId === undefined) throw fieldErrors({ filter_id: ['is required with filter=course'] });
      const course = await app.db
        .selectFrom('courses')
        .select('id')
        .where('id', '=', filterId)
        .where('deleted_at', 'is', null)
        .where(me.role === 'student' ? 'cohort_id' : 'owner_id', '=', me.role === 'student' ? (me.cohortId ?? -1) : me.id)
        .executeTakeFirst();
      if (!course) throw notFound('Course');
      return findLiveClasses(app.db, me, { courseId: filterId });
    },
  );

  app.get(
    '/today_classes',
    {
      onRequest: app.requireRole('facilitator'),
      schema: {
        summary: "Today's classes of the caller's courses",
        description:
          "Facilitators only: the non-deleted classes of their own courses dated today in the academy's time zone " +
          '(ACADEMY_TIME_ZONE, default UTC), for the attendance screens.',
        tags: ['live classes'],
        security: SECURITY,
        response: {
          200: Type.Object({
            live_classes: Type.Array(
              Type.Object(
                { id: Type.Integer(), name: Type.String(), date: Type.String(), cla_cohort_id: Type.Integer() },
                { additionalProperties: false },
              ),
            ),
          }),
          ...errorResponses(401, 403),
        },
      },
    },
    async (request) => {
      const me = currentUser(request);
      const rows = await app.db
        .selectFrom('live_classes as l')
        .innerJoin('courses as c', 'c.id', 'l.course_id')
        .select(['l.id', 'l.name', 'l.date', 'l.cohort_id as cla_cohort_id'])
        .where('c.owner_id', '=', me.id)
        .where('c.deleted_at', 'is', null)
        .where('l.deleted_at', 'is', null)
        .where('l.date', '=', academyToday(app.config))
        .orderBy('l.time')
        .orderBy('l.id')
        .execute();
      return { live_classes: rows };
    },
  );

  const courseCohortMustMatch = (course: { cohort_id: number }, cohortId: number) => {
    if (course.cohort_id !== cohortId) throw fieldErrors({ cohort_id: ['must be the cohort of the course'] });
  };

  app.post(
    '/',
    {
      onRequest: app.requireRole('facilitator'),
      schema: {
        summary: 'Schedule a live class',
        description:
          "Only the owning facilitator of the course (else 404). cla_user_id must be the caller (403); cohort_id must " +
          'be the course\'s cohort (400); zoom_link is an https:// address or null (400).',
        tags: ['live classes'],
        security: SECURITY,
        body: LiveClassBody,
        response: { 201: LiveClass, ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      const me = currentUser(request);
      const input = request.body.cla_live_class;
      checkInput(input, me);
      const id = await app.db.transaction().execute(async (trx) => {
        const course = await ownedCourse(trx, input.cla_course_id, me.id);
        courseCohortMustMatch(course, input.cohort_id);
        const row = await trx
          .insertInto('live_classes')
          .values({
            course_id: input.cla_course_id,
            cohort_id: input.cohort_id,
            owner_id: me.id,
            name: input.name.trim(),
            date: input.date,
            time: input.time,
            duration: input.duration,
            zoom_link: input.zoom_link,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        return row.id;
      });
      return reply.code(201).send(await loadLiveClass(me, id));
    },
  );

  app.put(
    '/:id',
    {
      onRequest: app.requireRole('facilitator'),
      schema: {
        summary: 'Update a live class',
        description: 'Only the owning facilitator of its course and of the course it moves to (else 404); rules as the create. Recorded attendance is kept.',
        tags: ['live classes'],
        security: SECURITY,
        params: IdParams,
        body: LiveClassBody,
        response: { 200: LiveClass, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const me = currentUser(request);
      const input = request.body.cla_live_class;
      checkInput(input, me);
      await app.db.transaction().execute(async (trx) => {
        await ownedLiveClass(trx, request.params.id, me.id);
        const course = await ownedCourse(trx, input.cla_course_id, me.id);
        courseCohortMustMatch(course, input.cohort_id);
        await trx
          .updateTable('live_classes')
          .set({
            course_id: input.cla_course_id,
            cohort_id: input.cohort_id,
            name: input.name.trim(),
            date: input.date,
            time: input.time,
            duration: input.duration,
            zoom_link: input.zoom_link,
            updated_at: new Date(),
          })
          .where('id', '=', request.params.id)
          .execute();
      });
      return loadLiveClass(me, request.params.id);
    },
  );

  addOwnedDeleteRoute(app, {
    summary: 'Cancel a live class (soft delete)',
    description:
      "Only the owning facilitator of its course (else 404). The attendance recorded for it is kept.",
    tag: 'live classes',
    remove: async (trx, id, facilitatorId) => {
      await ownedLiveClass(trx, id, facilitatorId);
      await trx.updateTable('live_classes').set({ deleted_at: new Date() }).where('id', '=', id).execute();
    },
  });
};

export default liveClassRoutes;
