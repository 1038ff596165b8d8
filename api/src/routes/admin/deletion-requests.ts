// The administrator's side of deletion requests: the people who asked for their account to be
// deleted, and Confirm, which removes their personal fields and keeps their academic records
// unnamed (docs/product-decisions.md, "People's own data"). Audited in the same transaction.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { anonymiseAccount, anonymousName } from '../../accounts/personal-data';
import { recordAudit } from '../../audit/audit-log';
import { conflict } from '../../http/errors';
import { route } from '../../http/route';
import { currentUser } from '../../plugins/auth';
import { lockedUser } from './accounts';

const TAGS = ['administration'];

const adminDeletionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  route(
    app,
    'listDeletionRequests',
    { summary: 'People who asked for their account to be deleted, oldest request first', description: 'Confirmed requests are no longer listed.', tags: TAGS },
    async () => {
      const rows = await app.db
        .selectFrom('users as u')
        .innerJoin('roles as r', 'r.id', 'u.role_id')
        .leftJoin('cohorts as c', 'c.id', 'u.cohort_id')
        .select(['u.id', 'u.name', 'u.email', 'r.name as cla_role_name', 'c.name as cla_cohort_name', 'u.deletion_requested_at'])
        .where('u.deletion_requested_at', 'is not', null)
        .where('u.anonymised_at', 'is', null)
        .orderBy('u.deletion_requested_at')
        .orderBy('u.id')
        .execute();
      return rows.map(({ deletion_requested_at: at, ...row }) => ({ ...row, requested_at: new Date(at!).toISOString() }));
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
        await lockedUser(trx, id);
        const user = await trx.selectFrom('users').select(['deletion_requested_at', 'anonymised_at']).where('id', '=', id).executeTakeFirstOrThrow();
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
