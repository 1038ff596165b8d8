// The administrator's side of deletion requests: the people who asked for their account to be
// deleted, and Confirm, which removes their personal fields and keeps their academic records
// unnamed (docs/product-decisions.md, "People's own data"). Audited in the same transaction.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { anonymiseAccount, anonymousName } from '../../accounts/personal-data';
import { recordAudit } from '../../audit/audit-log';
import { conflict } from '../../http/errors';
import { route } from '../../http/route';
import { currentUser } from '../../plugins/auth';
import { listDeletionRequests } from '../../queries/users';
import { lockedUser } from './accounts';

const TAGS = ['administration'];

const adminDeletionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  route(
    app,
    'listDeletionRequests',
    { summary: 'People who asked for their account to be deleted, oldest request first', description: 'Confirmed requests are no longer listed.', tags: TAGS },
    async () => {
      return listDeletionRequests(app.db);
    },
  );

  route(
    app,
    'confirmDeletionRequest',
    {
      summary: 'Confirm a deletion request: the personal fields go, the academic records stay unnamed',
      description:
        'The name becomes "Former member {id}"; e-mail, phone, birthday, password, sessions, reset tokens, notices ' +
        'and the contact messages and invitations under the address are removed; submissions, marks, feedback, attendance and ' +
        'the certificate stay. The account can no longer sign in. No open request: 409. Audited (user.anonymise).',
      tags: TAGS,
    },
    async (request) => {
      const caller = currentUser(request);
      const { id } = request.params;
      await app.db.transaction().execute(async (trx) => {
        const user = await lockedUser(trx, id);
        if (!user.deletion_requested_at || user.anonymised_at) throw conflict('This account has no open deletion request.', 'no_deletion_request');
        await anonymiseAccount(trx, id);
        await recordAudit(trx, { actorId: caller.id, action: 'user.anonymise', subjectType: 'user', subjectId: id, newValues: { name: anonymousName(id) } });
      });
      await app.sessionCache.forget({ userId: id });
      return { message: 'The account was deleted: its personal details are gone and its academic records stay without a name.' };
    },
  );
};

export default adminDeletionRoutes;
