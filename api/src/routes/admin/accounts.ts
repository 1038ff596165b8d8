// The administrator's account calls: list, deactivate, reactivate, send the password-reset mail,
// move a student to another cohort. Every change is audited in its own transaction.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { ROLE_IDS } from '@academy/contract/rules/roles';
import { cohortExists } from '../../accounts/users';
import { recordAudit } from '../../audit/audit-log';
import { revokeAllSessions } from '../../auth/sessions';
import type { DB } from '../../db/schema';
import { conflict, fieldErrors, notFound } from '../../http/errors';
import { route } from '../../http/route';
import { currentUser } from '../../plugins/auth';
import { sendPasswordResetMail } from '../accounts/password-reset';
import type { AdminUserView } from '@academy/contract/schemas/admin';
import { findAdminUser, listAdminUsers, lockUser, resetMailReader, setDeactivated, setUserCohort } from '../../queries/users';
import { ADMIN_PAGE } from '@academy/contract/rules/limits';
import { remindNewMember, reminderContext } from '../../notices/member-reminders';

const TAGS = ['administration'];

async function adminUserView(db: Kysely<DB>, id: number): Promise<AdminUserView> {
  const user = await findAdminUser(db, id);
  if (!user) throw notFound('Account');
  return user;
}

/** The account `id` locked for the change, or 404. */
export async function lockedUser(db: Kysely<DB>, id: number) {
  const user = await lockUser(db, id);
  if (!user) throw notFound('Account');
  return user;
}

/** Deactivates the account `id` inside `trx` and audits it as `action`; nothing when it is already off. */
export async function deactivateAccount(trx: Kysely<DB>, id: number, actorId: number, action: string): Promise<void> {
  const user = await lockedUser(trx, id);
  if (user.deactivated_at) return;
  await setDeactivated(trx, id, true);
  await revokeAllSessions(trx, id);
  await recordAudit(trx, { actorId, action, subjectType: 'user', subjectId: id, oldValues: { active: true }, newValues: { active: false } });
}

/**
 * Makes `change` to the account `id` in one transaction, then drops its cached sessions (they carry
 * the account's state) and answers the account as it is now.
 */
export async function changeAccount(app: FastifyInstance, id: number, change: (trx: Kysely<DB>) => Promise<void>): Promise<AdminUserView> {
  await app.db.transaction().execute(change);
  await app.sessionCache.forget({ userId: id });
  return adminUserView(app.db, id);
}

const adminAccountRoutes: FastifyPluginAsyncTypebox = async (app) => {
  route(
    app,
    'listAccounts',
    {
      summary: 'Accounts, filtered by role, cohort or part of the name or e-mail',
      description: 'Administrators: accounts with role, cohort, state and last sign-in, a page at a time.',
      tags: TAGS,
    },
    async (request) => {
      const { role, cla_cohort_id: cohortId, q, limit = ADMIN_PAGE, offset = 0 } = request.query;
      return listAdminUsers(app.db, { role, cohortId, q, limit, offset });
    },
  );

  route(
    app,
    'deactivateAccount',
    {
      summary: 'Deactivate an account',
      description:
        'Its sessions end at once (in every API instance) and sign-in is refused with a message; nothing of the ' +
        'account is deleted. An administrator cannot deactivate their own account (409). Deactivating a ' +
        'deactivated account changes nothing.',
      tags: TAGS,
    },
    async (request) => {
      const caller = currentUser(request);
      const { id } = request.params;
      if (id === caller.id) throw conflict('You cannot deactivate your own account.', 'own_account_deactivation');
      return changeAccount(app, id, (trx) => deactivateAccount(trx, id, caller.id, 'user.deactivate'));
    },
  );

  route(
    app,
    'reactivateAccount',
    {
      summary: 'Reactivate an account',
      description: "The account can sign in again (its old sessions stay ended). An account erased at its owner's request cannot (409).",
      tags: TAGS,
    },
    async (request) => {
      const caller = currentUser(request);
      const { id } = request.params;
      await app.db.transaction().execute(async (trx) => {
        const user = await lockedUser(trx, id);
        if (user.anonymised_at) throw conflict("This account was erased at its owner's request: it cannot be reactivated.", 'account_erased');
        if (!user.deactivated_at) return;
        await setDeactivated(trx, id, false);
        await recordAudit(trx, {
          actorId: caller.id,
          action: 'user.reactivate',
          subjectType: 'user',
          subjectId: id,
          oldValues: { active: false },
          newValues: { active: true },
        });
      });
      return adminUserView(app.db, id);
    },
  );

  route(
    app,
    'sendAccountPasswordReset',
    {
      summary: "Send the account's owner the password-reset mail",
      description:
        'The same single-use link, valid 30 minutes, that forgot_password sends. A deactivated account gets no mail: 409 ' +
        '(reactivate it first; its link would not work).',
      tags: TAGS,
    },
    async (request) => {
      const caller = currentUser(request);
      const user = await resetMailReader(app.db, request.params.id);
      if (!user) throw notFound('Account');
      if (user.deactivated_at)
        throw conflict(`${user.name}'s account is deactivated: reactivate it before sending a password reset.`, 'reset_of_deactivated_account', {
          name: user.name,
        });
      await recordAudit(app.db, { actorId: caller.id, action: 'user.password_reset_mail', subjectType: 'user', subjectId: user.id });
      await sendPasswordResetMail(app, user, request.log);
      return { message: `A password reset link was sent to ${user.email}.` };
    },
  );

  route(
    app,
    'moveStudent',
    {
      summary: 'Move a student to another cohort',
      description: 'Their submissions, marks and attendance stay theirs. Only students move (400 otherwise).',
      tags: TAGS,
    },
    async (request) => {
      const caller = currentUser(request);
      const { id } = request.params;
      const cohortId = request.body.cla_cohort_id;
      return changeAccount(app, id, async (trx) => {
        const user = await lockedUser(trx, id);
        if (user.role_id !== ROLE_IDS.student) throw fieldErrors({ cla_cohort_id: ['cohort_only_for_students'] });
        if (!(await cohortExists(trx, cohortId))) throw fieldErrors({ cla_cohort_id: ['unknown_cohort'] });
        if (user.cohort_id === cohortId) return;
        await setUserCohort(trx, id, cohortId);
        await remindNewMember(trx, id, reminderContext(app.config, app.clock.now()));
        await recordAudit(trx, {
          actorId: caller.id,
          action: 'user.move_cohort',
          subjectType: 'user',
          subjectId: id,
          oldValues: { cohort_id: user.cohort_id },
          newValues: { cohort_id: cohortId },
        });
      });
    },
  );
};

export default adminAccountRoutes;
