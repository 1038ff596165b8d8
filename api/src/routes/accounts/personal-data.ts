// The signed-in person's own data: download it all as JSON, and ask for the account to be deleted
// (an administrator confirms: /admin/deletion_requests). Both are audited.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { personalData } from '../../accounts/personal-data';
import { recordAudit } from '../../audit/audit-log';
import { route } from '../../http/route';
import { currentUser } from '../../plugins/auth';
import { deletionRequestedAt, markDeletionRequested } from '../../queries/accounts';

const DELETION_REQUESTED =
  'Your request is with the academy. An administrator will confirm it; then your name, e-mail address, phone number and birthday are removed and you can no longer sign in.';

const personalDataRoutes: FastifyPluginAsyncTypebox = async (app) => {
  route(
    app,
    'downloadMyData',
    {
      summary: "Download the caller's own data (JSON)",
      description:
        'The account, submissions with marks and feedback (and every earlier mark), attendance, notices and notice ' +
        'settings, signed-in sessions and the certificate, as a JSON attachment. Audited (user.data_download).',
      tags: ['accounts'],
    },
    async (request, reply) => {
      const me = currentUser(request);
      const data = await app.db.transaction().execute(async (trx) => {
        await recordAudit(trx, { actorId: me.id, action: 'user.data_download', subjectType: 'user', subjectId: me.id });
        return personalData(trx, me.id);
      });
      return reply
        .header('content-disposition', 'attachment; filename="my-leadership-academy-data.json"')
        .header('cache-control', 'no-store')
        .send({ exported_at: app.clock.now().toISOString(), ...data });
    },
  );

  route(
    app,
    'requestAccountDeletion',
    {
      summary: "Ask for the caller's account to be deleted",
      description: 'Records the request for an administrator to confirm (asking again changes nothing). Audited (user.deletion_request).',
      tags: ['accounts'],
    },
    async (request) => {
      const me = currentUser(request);
      await app.db.transaction().execute(async (trx) => {
        const asked = await markDeletionRequested(trx, me.id, app.clock.now());
        if (asked) await recordAudit(trx, { actorId: me.id, action: 'user.deletion_request', subjectType: 'user', subjectId: me.id });
      });
      return { message: DELETION_REQUESTED };
    },
  );

  route(
    app,
    'getAccountDeletionRequest',
    {
      summary: 'Whether the caller has asked for their account to be deleted',
      description: 'requested_at: when the request was made, or null. Profile shows a request made earlier, on any device.',
      tags: ['accounts'],
    },
    async (request) => {
      const at = await deletionRequestedAt(app.db, currentUser(request).id);
      return { requested_at: at?.toISOString() ?? null };
    },
  );
};

export default personalDataRoutes;
