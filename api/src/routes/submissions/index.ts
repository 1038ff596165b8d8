// /cla_submissions: a student submits their work once per assignment; the owning facilitator
// marks it (PUT, beyond SPEC 7, so that marks are saved).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { sql } from 'kysely';
import { mustBeOwn, wrapped } from '../../http/content-schemas';
import { conflict, forbidden, notFound } from '../../http/errors';
import { errorResponses, Id, IdParams } from '../../http/schemas';
import { currentUser } from '../../plugins/auth';
import { courseLocked } from '../../queries/progress';
import { academyToday } from '../../queries/scope';
import { findSubmissions } from '../../queries/submissions';

const SECURITY = [{ bearerAuth: [] }];
export const ALREADY_SUBMITTED = 'You have already submitted this assignment.';
export const ASSIGNMENT_LOCKED = 'This assignment is locked: its course has not started, or the earlier course is not completed.';

const Submission = Type.Object(
  {
    id: Type.Integer(),
    assignment_id: Type.Integer(),
    assignment_name: Type.String(),
    student_name: Type.String(),
    student_email: Type.String(),
    download_link: Type.String(),
    status: Type.Union([Type.Literal('marked'), Type.Literal('unmarked')]),
    score: Type.Union([Type.Integer(), Type.Null()], { description: 'Percent 0-100, null while unmarked.' }),
  },
  { additionalProperties: false },
);

const SubmitBody = wrapped('cla_submission', {
  download_link: Type.String({ format: 'uri', minLength: 1, maxLength: 2048, description: 'An http(s) address of the work.' }),
  cla_assignment_id: Id,
  cla_facilitator_id: Type.Optional(
    Type.Integer({ minimum: 1, maximum: 2_147_483_647, description: "Ignored: the assignment's course owner marks it." }),
  ),
  cla_student_id: Type.Integer({ minimum: 1, maximum: 2_147_483_647, description: 'Must be the calling student.' }),
});

const MarkBody = wrapped('cla_submission', { score: Type.Integer({ minimum: 0, maximum: 100 }) });

const isUniqueViolation = (err: unknown) => (err as { code?: unknown } | null)?.code === '23505';

const submissionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.authenticate);

  const loadSubmission = async (id: number) => (await findSubmissions(app.db, { id }))[0]!;

  app.get(
    '/',
    {
      schema: {
        summary: "The caller's submissions to act on or read",
        description:
          'A facilitator gets the unmarked submissions to the (non-deleted) assignments of their own courses; a ' +
          'student gets their own marked submissions (kept even if the course was deleted). cla_user_id, if sent, ' +
          'must be the caller (else 403).',
        tags: ['submissions'],
        security: SECURITY,
        querystring: Type.Object({ cla_user_id: Type.Optional(Id) }, { additionalProperties: false }),
        response: { 200: Type.Array(Submission), ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      const me = currentUser(request);
      mustBeOwn(request.query.cla_user_id, me.id, 'You can only list your own submissions.');
      return findSubmissions(app.db, me.role === 'facilitator' ? { unmarkedFor: me.id } : { markedOf: me.id });
    },
  );

  app.post(
    '/',
    {
      onRequest: app.requireRole('student'),
      schema: {
        summary: 'Submit work for an assignment',
        description:
          "Students only. cla_student_id must be the caller (else 403); cla_facilitator_id is ignored (the owner of the " +
          "assignment's course marks it). The assignment must be a non-deleted one of the student's cohort (else 404) " +
          'and not locked (403). One submission per assignment and student: a second answers 409. download_link must ' +
          'be an http(s) address.',
        tags: ['submissions'],
        security: SECURITY,
        body: SubmitBody,
        response: { 201: Submission, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const me = currentUser(request);
      const input = request.body.cla_submission;
      mustBeOwn(input.cla_student_id, me.id, 'You can only submit your own work.');
      const today = academyToday(app.config);
      let id: number;
      try {
        id = await app.db.transaction().execute(async (trx) => {
          const { rows } = await sql<{ locked: boolean; submitted: boolean }>`
            select ${courseLocked('c', me.id, today)} as locked,
              exists (select 1 from submissions s where s.assignment_id = a.id and s.student_id = ${me.id}) as submitted
            from assignments a join courses c on c.id = a.course_id
            where a.id = ${input.cla_assignment_id} and a.deleted_at is null and c.deleted_at is null
              and c.cohort_id = ${me.cohortId ?? -1}`.execute(trx);
          const assignment = rows[0];
          if (!assignment) throw notFound('Assignment');
          if (assignment.submitted) throw conflict(ALREADY_SUBMITTED);
          if (assignment.locked) throw forbidden(ASSIGNMENT_LOCKED);
          const row = await trx
            .insertInto('submissions')
            .values({ assignment_id: input.cla_assignment_id, student_id: me.id, download_link: input.download_link })
            .returning('id')
            .executeTakeFirstOrThrow();
          return row.id;
        });
      } catch (err) {
        // Two submissions racing: the unique constraint keeps one.
        if (isUniqueViolation(err)) throw conflict(ALREADY_SUBMITTED);
        throw err;
      }
      return reply.code(201).send(await loadSubmission(id));
    },
  );

  app.put(
    '/:id',
    {
      onRequest: app.requireRole('facilitator'),
      schema: {
        summary: 'Mark a submission',
        description:
          "Only the facilitator owning the assignment's course (else 404; deleted assignments and courses too). The " +
          'score is a whole percent 0-100; marking again replaces the score. The student sees it in their marked ' +
          'submissions and score figures.',
        tags: ['submissions'],
        security: SECURITY,
        params: IdParams,
        body: MarkBody,
        response: { 200: Submission, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const me = currentUser(request);
      await app.db.transaction().execute(async (trx) => {
        const owned = await trx
          .selectFrom('submissions as s')
          .innerJoin('assignments as a', 'a.id', 's.assignment_id')
          .innerJoin('courses as c', 'c.id', 'a.course_id')
          .select('s.id')
          .where('s.id', '=', request.params.id)
          .where('c.owner_id', '=', me.id)
          .where('a.deleted_at', 'is', null)
          .where('c.deleted_at', 'is', null)
          .executeTakeFirst();
        if (!owned) throw notFound('Submission');
        await trx
          .updateTable('submissions')
          .set({ score: request.body.cla_submission.score, marked_by: me.id, marked_at: new Date() })
          .where('id', '=', request.params.id)
          .execute();
      });
      return loadSubmission(request.params.id);
    },
  );
};

export default submissionRoutes;
