// /announcements: a cohort's announcements. Facilitators post to the cohorts assigned to them,
// administrators to any; a student reads their own cohort's current ones (pinned, then newest
// first). Plain text: clients show it as text and make links clickable, nothing else.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { recordAudit } from '../../audit/audit-log';
import { fieldErrors, notFound } from '../../http/errors';
import { route } from '../../http/route';
import { currentUser } from '../../plugins/auth';
import { ANNOUNCEMENT_PAGE } from '@academy/contract/rules/announcements';
import { ORIGINAL_CONTENT_LOCALE } from '@academy/contract/rules/content-languages';
import { cohortExists } from '../../accounts/users';
import {
  insertAnnouncement,
  listAnnouncements,
  listStandingNotes,
  lockStandingNote,
  retireStandingNote,
  updateStandingNote,
  withdrawAnnouncement,
} from '../../queries/announcements';
import { academyToday, cohortMustBeAssigned, mustBeApproved, mustBeOwn, taughtCohort, withdrawableAnnouncement } from '../../queries/scope';

const TAGS = ['announcements'];

const announcementRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('preHandler', mustBeApproved);

  route(
    app,
    'listAnnouncements',
    {
      summary: "A cohort's announcements, pinned first, then newest first",
      description:
        'A student: their own cohort only (else 403), and only the current ones (no end date, or it is not past). A facilitator: ' +
        'a cohort assigned to them (else 404), all of them. An administrator: any cohort. A page at a time: `limit` (default ' +
        `${ANNOUNCEMENT_PAGE}, at most 100) from \`offset\` (default 0). With \`lang\`, each in its version in that language when it has one.`,
      tags: TAGS,
    },
    async (request) => {
      const me = currentUser(request);
      const cohortId = request.query.cla_cohort_id;
      if (me.role === 'student') mustBeOwn(cohortId, me.cohortId, 'You can only read the announcements of your own cohort.', 'only_own_cohort_announcements');
      if (me.role === 'facilitator') await taughtCohort(app.db, me.id, cohortId);
      const { limit, offset, lang } = request.query;
      return listAnnouncements(app.db, cohortId, { limit, offset, lang, ...(me.role === 'student' && { today: academyToday(app.config) }) });
    },
  );

  route(
    app,
    'postAnnouncement',
    {
      summary: 'Post an announcement to a cohort',
      description:
        'A facilitator: only to a cohort assigned to them (400 on cla_cohort_id). An administrator: to any cohort. An `ends_on` before ' +
        "the academy's today is refused (400 on ends_on): no student would see it.",
      tags: TAGS,
    },
    async (request, reply) => {
      const me = currentUser(request);
      const input = request.body;
      // shown to students until the end of that academy day: one already past would never be shown
      if (input.ends_on && input.ends_on < academyToday(app.config)) throw fieldErrors({ ends_on: ['date_passed'] });
      const id = await app.db.transaction().execute(async (trx) => {
        if (me.role === 'facilitator') await cohortMustBeAssigned(trx, input.cla_cohort_id, me.id);
        else if (!(await cohortExists(trx, input.cla_cohort_id))) throw fieldErrors({ cla_cohort_id: ['unknown_cohort'] });
        const id = await insertAnnouncement(trx, me.id, input);
        await recordAudit(trx, { actorId: me.id, action: 'announcement.create', subjectType: 'announcement', subjectId: id, newValues: input });
        return id;
      });
      const [created] = await listAnnouncements(app.db, input.cla_cohort_id, { id });
      return reply.code(201).send(created!);
    },
  );

  route(
    app,
    'listStandingNotes',
    {
      summary: "The standing notes of every student's dashboard",
      description: 'Signed in: the notes the administrator has not retired, in their order. With `lang`, each in its version in that language when it has one.',
      tags: TAGS,
    },
    async (request) => listStandingNotes(app.db, request.query.lang),
  );

  route(
    app,
    'updateStandingNote',
    {
      summary: 'Change a standing note',
      description: 'Administrators only; a retired or unknown note 404. Audited with the old and the new text.',
      tags: TAGS,
    },
    async (request) => {
      const me = currentUser(request);
      const text = request.body.text.trim();
      if (!text) throw fieldErrors({ text: ['empty'] });
      return app.db.transaction().execute(async (trx) => {
        const before = await lockStandingNote(trx, request.params.id);
        if (!before) throw notFound('Note');
        await updateStandingNote(trx, request.params.id, text);
        await recordAudit(trx, {
          actorId: me.id,
          action: 'standing_note.update',
          subjectType: 'standing_note',
          subjectId: request.params.id,
          oldValues: before,
          newValues: { text },
        });
        return { id: request.params.id, text, lang: ORIGINAL_CONTENT_LOCALE };
      });
    },
  );

  route(
    app,
    'retireStandingNote',
    {
      summary: 'Retire a standing note',
      description: 'Administrators only; it leaves every dashboard (kept on record). Audited.',
      tags: TAGS,
    },
    async (request, reply) => {
      const me = currentUser(request);
      await app.db.transaction().execute(async (trx) => {
        const retired = await retireStandingNote(trx, request.params.id);
        if (!retired) throw notFound('Note');
        await recordAudit(trx, {
          actorId: me.id,
          action: 'standing_note.retire',
          subjectType: 'standing_note',
          subjectId: request.params.id,
          oldValues: retired,
        });
      });
      return reply.code(204).send(null);
    },
  );

  route(
    app,
    'deleteAnnouncement',
    {
      summary: 'Withdraw an announcement',
      description: 'Its author, or an administrator (else 404).',
      tags: TAGS,
    },
    async (request, reply) => {
      const me = currentUser(request);
      const { id } = request.params;
      await app.db.transaction().execute(async (trx) => {
        await withdrawableAnnouncement(trx, id, me);
        await withdrawAnnouncement(trx, id);
        await recordAudit(trx, { actorId: me.id, action: 'announcement.delete', subjectType: 'announcement', subjectId: id });
      });
      return reply.code(204).send(null);
    },
  );
};

export default announcementRoutes;
