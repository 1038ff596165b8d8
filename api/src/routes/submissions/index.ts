// /cla_submissions: a student submits their work once per assignment and may replace its link
// until it is marked; the owning facilitator marks it with optional feedback and may revise the
// mark (every mark is kept: GET /{id}/marks). The marking PUT is beside the calls of
// docs/requirements.md §7.
import { recordAudit } from '../../audit/audit-log';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Kysely } from 'kysely';
import type { Submission } from '@academy/contract/schemas/submissions';
import { isUniqueViolation } from '../../db/errors';
import type { DB } from '../../db/schema';
import { idempotently, type Answered } from '../../http/idempotency';
import { conflict, forbidden, notFound } from '../../http/errors';
import { route } from '../../http/route';
import { storedLink } from '../../http/links';
import { noticeWorkHandedIn, noticeWorkMarked } from '../../notices/work-notices';
import { currentUser } from '../../plugins/auth';
import { academyToday, mustBeApproved, mustBeOwn, ownedSubmission, ownSubmission, readableSubmission } from '../../queries/scope';
import {
  assignmentToSubmit,
  findSubmissions,
  insertSubmission,
  lockSubmissionMark,
  markHistory,
  markSubmission,
  replaceUnmarkedLink,
} from '../../queries/submissions';

const ALREADY_SUBMITTED = 'You have already submitted this assignment.';
const ALREADY_MARKED = 'This work has been marked: its link can no longer be replaced.';
const ASSIGNMENT_LOCKED = 'This assignment is locked: its course has not started, or the earlier course is not completed.';

const RETRY_SAFELY =
  'With an Idempotency-Key header (a new key per hand-in), the same request sent again with the same key is answered ' +
  'as the first time and writes nothing: a phone may retry when it lost the answer.';

const submissionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('preHandler', mustBeApproved);

  const loadSubmission = async (db: Kysely<DB>, id: number) => (await findSubmissions(db, { id }))[0]!;

  route(
    app,
    'listSubmissions',
    {
      summary: "The caller's submissions to act on or read",
      description:
        'A facilitator gets the unmarked submissions to the (non-deleted) assignments of their own courses; a ' +
        'student gets their own marked submissions (kept even if the course was deleted). cla_user_id, if sent, ' +
        'must be the caller (else 403). Oldest first; with limit, a page of that many (after_id: the page after that submission).',
      tags: ['submissions'],
    },
    async (request) => {
      const me = currentUser(request);
      const { cla_user_id: userId, limit, after_id: afterId } = request.query;
      mustBeOwn(userId, me.id, 'You can only list your own submissions.', 'only_own_submissions');
      return findSubmissions(app.db, me.role === 'facilitator' ? { unmarkedFor: me.id } : { markedOf: me.id }, { limit, afterId });
    },
  );

  route(
    app,
    'submitAssignment',
    {
      summary: 'Submit work for an assignment',
      description:
        'Students only. cla_student_id must be the caller (else 403); cla_facilitator_id is ignored (the owner of the ' +
        "assignment's course marks it). The assignment must be a non-deleted one of the student's cohort (else 404) " +
        'and not locked (403). One submission per assignment and student: a second answers 409. download_link must ' +
        'be an http(s) address. ' +
        RETRY_SAFELY,
      tags: ['submissions'],
    },
    async (request, reply) => {
      const me = currentUser(request);
      const input = request.body.cla_submission;
      mustBeOwn(input.cla_student_id, me.id, 'You can only submit your own work.', 'only_own_work');
      const today = academyToday(app.config);
      let handedIn: Answered<Submission>;
      try {
        handedIn = await idempotently(app.db, 'submitAssignment', request, me.id, app.clock.now(), async (trx) => {
          const assignment = await assignmentToSubmit(trx, input.cla_assignment_id, me, today);
          if (!assignment) throw notFound('Assignment');
          if (assignment.submitted) throw conflict(ALREADY_SUBMITTED, 'already_submitted');
          if (assignment.locked) throw forbidden(ASSIGNMENT_LOCKED, 'assignment_locked');
          const id = await insertSubmission(trx, input.cla_assignment_id, me.id, storedLink(input.download_link));
          await noticeWorkHandedIn(trx, id, false, app.clock.now());
          return { status: 201, answer: await loadSubmission(trx, id) };
        });
      } catch (err) {
        // Two submissions racing: the unique constraint keeps one.
        if (isUniqueViolation(err)) throw conflict(ALREADY_SUBMITTED, 'already_submitted');
        throw err;
      }
      return reply.code(handedIn.status).send(handedIn.answer);
    },
  );

  route(
    app,
    'getSubmission',
    {
      summary: 'One submission',
      description: "The facilitator owning the assignment's course (marked or not), or the student whose work it is; anyone " + 'else 404.',
      tags: ['submissions'],
    },
    async (request) => {
      await readableSubmission(app.db, request.params.id, currentUser(request));
      return loadSubmission(app.db, request.params.id);
    },
  );

  route(
    app,
    'listSubmissionMarks',
    {
      summary: 'Every mark a submission was given',
      description: "The facilitator owning the assignment's course only (else 404). Newest first: who, when, score and feedback.",
      tags: ['submissions'],
    },
    async (request) => {
      await ownedSubmission(app.db, request.params.id, currentUser(request).id);
      return markHistory(app.db, request.params.id);
    },
  );

  route(
    app,
    'markSubmission',
    {
      summary: 'Mark a submission, or revise its mark',
      description:
        "Only the facilitator owning the assignment's course (else 404; deleted assignments and courses too). The " +
        'score is a whole percent 0-100; feedback (optional, up to 5,000 characters of plain text) is shown to the ' +
        'student under the score. Marking again replaces both; every mark is kept (GET /cla_submissions/{id}/marks).',
      tags: ['submissions'],
    },
    async (request) => {
      const me = currentUser(request);
      const { score, feedback } = request.body.cla_submission;
      await app.db.transaction().execute(async (trx) => {
        await ownedSubmission(trx, request.params.id, me.id);
        const before = await lockSubmissionMark(trx, request.params.id);
        const newFeedback = feedback === undefined ? undefined : feedback.trim() || null;
        await markSubmission(trx, request.params.id, me.id, score, newFeedback);
        await noticeWorkMarked(trx, request.params.id, app.clock.now());
        const after = newFeedback === undefined ? { score } : { score, feedback: newFeedback };
        await recordAudit(trx, {
          actorId: me.id,
          action: 'submission.mark',
          subjectType: 'submission',
          subjectId: request.params.id,
          oldValues: before,
          newValues: { ...before, ...after },
        });
      });
      return loadSubmission(app.db, request.params.id);
    },
  );

  route(
    app,
    'replaceSubmissionLink',
    {
      summary: "Replace the link of one's own work before it is marked",
      description:
        'The student whose work it is (else 404), while the assignment and course exist; once the work is marked ' +
        '409. The facilitator sees the new link and link_updated_at; a link replaced after the due date makes the ' +
        'work late. ' +
        RETRY_SAFELY,
      tags: ['submissions'],
    },
    async (request, reply) => {
      const me = currentUser(request);
      const replaced = await idempotently(app.db, 'replaceSubmissionLink', request, me.id, app.clock.now(), async (trx) => {
        const own = await ownSubmission(trx, request.params.id, me.id);
        if (!own.open) throw notFound('Submission');
        if (!(await replaceUnmarkedLink(trx, own.id, storedLink(request.body.cla_submission.download_link)))) throw conflict(ALREADY_MARKED, 'already_marked');
        await noticeWorkHandedIn(trx, own.id, true, app.clock.now());
        return { status: 200, answer: await loadSubmission(trx, own.id) };
      });
      return reply.code(replaced.status).send(replaced.answer);
    },
  );
};

export default submissionRoutes;
