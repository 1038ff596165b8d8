// The administrator's invitations: one by e-mail, many by CSV (a preview that stores nothing,
// then the import of the good rows), the list with each one's state, resend and revoke.
import { isUtf8 } from 'node:buffer';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { recordAudit } from '../../audit/audit-log';
import type { DB } from '../../db/schema';
import { badRequest, conflict, HttpError, notFound } from '../../http/errors';
import { route } from '../../http/route';
import { currentUser } from '../../plugins/auth';
import { MAX_CSV_BYTES, readInvitationCsv } from '../../invitations/csv-upload';
import { checkInvitees, inviteAll, resendInvitation, type CheckedInvitee } from '../../invitations/invitations';
import { inviteeProblemsParam } from '@academy/contract/rules/invitee-problems';
import type { InvitationView } from '@academy/contract/schemas/admin';
import { listInvitations, lockInvitation, revokeInvitation } from '../../queries/invitations';

const TAGS = ['administration'];
const CSV_TYPE = /^text\/csv\s*(;|$)/i;
const REVOKED_STAYS_REVOKED = 'This invitation was revoked and stays so. To invite the person again, add them as a new invitation.';

async function invitationView(db: Kysely<DB>, id: number): Promise<InvitationView> {
  const [invitation] = await listInvitations(db, { id });
  if (!invitation) throw notFound('Invitation');
  return invitation;
}

/** The uploaded CSV's text; 415 unless it was sent as text/csv, 400 unless it is UTF-8 (else names would be stored with U+FFFD in them). */
function uploadedCsv(request: FastifyRequest): string {
  if (!CSV_TYPE.test(request.headers['content-type'] ?? '') || !Buffer.isBuffer(request.body)) {
    throw new HttpError(415, 'Upload the list as a CSV file (text/csv) with the columns name, email, role and cohort.', 'invitation_list_not_csv');
  }
  if (!isUtf8(request.body)) throw badRequest('The file is not UTF-8 text: save it as "CSV UTF-8" and upload it again.', 'csv_not_utf8');
  return request.body.toString('utf8');
}

const summary = (rows: CheckedInvitee[]) => ({
  rows,
  good: rows.filter((r) => r.problems.length === 0).length,
  bad: rows.filter((r) => r.problems.length > 0).length,
});

/** The one invitee's problems: in English, and by their codes for a client to say in the reader's language. */
function invitationRefused({ problems, problem_codes }: CheckedInvitee) {
  const detail = problems.join(' ');
  return badRequest(detail, 'invitation_refused', { detail, problems: inviteeProblemsParam(problem_codes) });
}

const adminInvitationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Every body type reaches the CSV routes as bytes, so a wrong one gets their own 415; JSON keeps its parser.
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: MAX_CSV_BYTES }, (_request, body, done) => done(null, body));

  route(
    app,
    'listInvitations',
    {
      summary: 'Invitations, newest first, with their state',
      description: 'Administrators: each invitation with its name, e-mail, role, cohort, language and state (open, used, revoked, expired).',
      tags: TAGS,
    },
    async (request) => {
      const { state, limit = 200, offset = 0 } = request.query;
      return listInvitations(app.db, { state, limit, offset });
    },
  );

  route(
    app,
    'createInvitation',
    {
      summary: 'Invite one person by e-mail',
      description:
        'The same checks as a CSV row; a problem answers 400 {error, code invitation_refused, params: {detail, problems}}: `detail` ' +
        "the English sentences, `problems` their codes (those of a CSV row's `problem_codes`) separated by commas. " +
        'The mail goes out through the notice outbox, in the ' +
        "`locale` chosen for it (English when left out; a CSV's invitations in the `locale` of its upload).",
      tags: TAGS,
    },
    async (request, reply) => {
      const caller = currentUser(request);
      const { name, email, role, cla_cohort_id: cohortId, locale } = request.body;
      const { rows, good } = await checkInvitees(app.db, [{ name, email, role, cohort: cohortId === null ? '' : String(cohortId), locale }], 1);
      if (good.length === 0) throw invitationRefused(rows[0]!);
      await inviteAll(app.db, good, caller.id, app.config);
      const [created] = await listInvitations(app.db, { email: good[0]!.email, limit: 1 });
      return reply.code(201).send(created!);
    },
  );

  const csvDocs = (summaryText: string, description: string) => ({
    summary: summaryText,
    description:
      `${description} Body: the CSV itself (Content-Type text/csv, at most ${MAX_CSV_BYTES / 1024} KB; columns name, email, role, cohort, separated by commas, or by semicolons when the first row has no comma). ` +
      'A file that cannot be read as a whole (not CSV, not UTF-8 text, formula cells, too many columns or rows) answers 400, another type 415, a larger one 413; nothing is stored.',
    tags: TAGS,
  });

  route(
    app,
    'previewInvitations',
    csvDocs(
      'Check an invitation CSV row by row',
      "Stores and sends nothing. Each row's `problems` (English sentences) come with their codes in `problem_codes`, in the same order.",
    ),
    async (request) => {
      const { rows } = await checkInvitees(app.db, readInvitationCsv(uploadedCsv(request)));
      return { ...summary(rows), invited: 0 };
    },
  );

  route(
    app,
    'importInvitations',
    csvDocs(
      'Invite the good rows of a CSV',
      'Checks the file again and invites only its good rows, in one transaction, each in the language `locale` names (English when left out).',
    ),
    async (request, reply) => {
      const caller = currentUser(request);
      const { locale } = request.query;
      const invitees = readInvitationCsv(uploadedCsv(request)).map((invitee) => (locale ? { ...invitee, locale } : invitee));
      const { rows, good } = await checkInvitees(app.db, invitees);
      const invited = await inviteAll(app.db, good, caller.id, app.config);
      return reply.code(201).send({ ...summary(rows), invited });
    },
  );

  /** The open (not accepted) invitation `id`, locked; 404, or 409 once accepted. */
  async function openInvitation(trx: Kysely<DB>, id: number) {
    const row = await lockInvitation(trx, id);
    if (!row) throw notFound('Invitation');
    if (row.accepted_at) throw conflict('This invitation was already accepted.', 'invitation_already_accepted');
    return row;
  }

  /** Makes `change` to the open invitation `id` in one transaction and answers the invitation as it is now. */
  async function changeOpenInvitation(id: number, change: (trx: Kysely<DB>, invitation: Awaited<ReturnType<typeof openInvitation>>) => Promise<void>) {
    await app.db.transaction().execute(async (trx) => change(trx, await openInvitation(trx, id)));
    return invitationView(app.db, id);
  }

  route(
    app,
    'resendInvitation',
    {
      summary: 'Send an invitation again with a new link',
      description:
        'The old link stops working; the new one is valid 7 days. Accepted or revoked: 409 (a revoked invitation stays revoked: invite the person again for a new one).',
      tags: TAGS,
    },
    async (request) => {
      const caller = currentUser(request);
      const { id } = request.params;
      return changeOpenInvitation(id, async (trx, invitation) => {
        if (invitation.revoked_at) throw conflict(REVOKED_STAYS_REVOKED, 'invitation_stays_revoked');
        await resendInvitation(trx, invitation, caller.id, app.config);
      });
    },
  );

  route(
    app,
    'revokeInvitation',
    {
      summary: 'Revoke an invitation: its link is refused from now on',
      description: "Administrators: the invitation's link is refused from now on.",
      tags: TAGS,
    },
    async (request) => {
      const caller = currentUser(request);
      const { id } = request.params;
      return changeOpenInvitation(id, async (trx, invitation) => {
        if (invitation.revoked_at) return;
        await revokeInvitation(trx, id);
        await recordAudit(trx, { actorId: caller.id, action: 'invitation.revoke', subjectType: 'invitation', subjectId: id });
      });
    },
  );
};

export default adminInvitationRoutes;
