// /cla_attendances: who of a class's cohort has no record yet, and recording one student's
// attendance once (the unique constraint attendances_once_per_class makes a second one 409).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { wrapped } from '../../http/content-schemas';
import { conflict, fieldErrors } from '../../http/errors';
import { errorResponses, Id } from '../../http/schemas';
import { currentUser } from '../../plugins/auth';
import { ownedLiveClass } from '../../queries/scope';

const SECURITY = [{ bearerAuth: [] }];
export const ALREADY_RECORDED = 'Attendance for this student has already been recorded.';

const CohortIdText = Type.String({
  minLength: 1,
  maxLength: 10,
  pattern: '^[1-9][0-9]{0,9}$',
  description: 'a cohort id written as text, such as "1"',
});

const AttendanceBody = wrapped('cla_attendance', {
  cla_live_class_id: Id,
  cla_user_id: Id,
  cla_cohort_id: CohortIdText,
  present: Type.Boolean(),
});

const AttendanceRecord = Type.Object(
  {
    id: Type.Integer(),
    cla_live_class_id: Type.Integer(),
    cla_user_id: Type.Integer(),
    cla_cohort_id: Type.String({ description: 'As sent: text.' }),
    present: Type.Boolean(),
  },
  { additionalProperties: false },
);

const isUniqueViolation = (err: unknown) => (err as { code?: unknown } | null)?.code === '23505';

const attendanceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.requireRole('facilitator'));

  app.get(
    '/missing_attendance',
    {
      schema: {
        summary: 'Students of the class without an attendance record',
        description:
          "Facilitators only. The class must be a non-deleted class of the caller's own course (else 404) and " +
          "cla_cohort_id its cohort (else 400). Answers the cohort's students who have no record for that class yet, " +
          'by name.',
        tags: ['attendance'],
        security: SECURITY,
        querystring: Type.Object({ cla_live_class_id: Id, cla_cohort_id: Id }, { additionalProperties: false }),
        response: {
          200: Type.Object({
            data: Type.Object({
              missing_users: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String() }, { additionalProperties: false })),
            }),
          }),
          ...errorResponses(401, 403, 404),
        },
      },
    },
    async (request) => {
      const me = currentUser(request);
      const { cla_live_class_id: classId, cla_cohort_id: cohortId } = request.query;
      const liveClass = await ownedLiveClass(app.db, classId, me.id);
      if (liveClass.cohort_id !== cohortId) throw fieldErrors({ cla_cohort_id: ['must be the cohort of the class'] });
      const missing = await app.db
        .selectFrom('users as u')
        .select(['u.id', 'u.name'])
        .where('u.cohort_id', '=', cohortId)
        .where('u.role_id', '=', 1)
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('attendances as a')
                .select('a.id')
                .whereRef('a.user_id', '=', 'u.id')
                .where('a.live_class_id', '=', classId),
            ),
          ),
        )
        .orderBy('u.name')
        .orderBy('u.id')
        .execute();
      return { data: { missing_users: missing } };
    },
  );

  app.post(
    '/',
    {
      schema: {
        summary: "Record one student's attendance of a class",
        description:
          "Facilitators only. The class must be a non-deleted class of the caller's own course (else 404); " +
          'cla_cohort_id (text) must be its cohort and cla_user_id a student of that cohort (else 400). A record is ' +
          'written once and never changed: a second one for the same class and student answers 409.',
        tags: ['attendance'],
        security: SECURITY,
        body: AttendanceBody,
        response: { 201: AttendanceRecord, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const me = currentUser(request);
      const input = request.body.cla_attendance;
      const cohortId = Number(input.cla_cohort_id);
      let id: number;
      try {
        id = await app.db.transaction().execute(async (trx) => {
          const liveClass = await ownedLiveClass(trx, input.cla_live_class_id, me.id);
          if (liveClass.cohort_id !== cohortId) throw fieldErrors({ cla_cohort_id: ['must be the cohort of the class'] });
          const student = await trx
            .selectFrom('users')
            .select('id')
            .where('id', '=', input.cla_user_id)
            .where('role_id', '=', 1)
            .where('cohort_id', '=', cohortId)
            .executeTakeFirst();
          if (!student) throw fieldErrors({ cla_user_id: ["must be a student of the class's cohort"] });
          const row = await trx
            .insertInto('attendances')
            .values({
              live_class_id: input.cla_live_class_id,
              user_id: input.cla_user_id,
              cohort_id: cohortId,
              present: input.present,
              recorded_by: me.id,
            })
            .onConflict((oc) => oc.columns(['live_class_id', 'user_id']).doNothing())
            .returning('id')
            .executeTakeFirst();
          if (!row) throw conflict(ALREADY_RECORDED);
          return row.id;
        });
      } catch (err) {
        if (isUniqueViolation(err)) throw conflict(ALREADY_RECORDED);
        throw err;
      }
      return reply.code(201).send({
        id,
        cla_live_class_id: input.cla_live_class_id,
        cla_user_id: input.cla_user_id,
        cla_cohort_id: input.cla_cohort_id,
        present: input.present,
      });
    },
  );
};

export default attendanceRoutes;
