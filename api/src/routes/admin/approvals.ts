// The administrator's approvals of self-signed-up students (APPROVE_SIGN_UPS, docs/requirements.md §11):
// the list of those awaiting, approve (their cohort opens at once) and decline (the account is
// deactivated). Each decision is audited in the transaction that makes it.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Kysely } from 'kysely';
import { recordAudit } from '../../audit/audit-log';
import type { DB } from '../../db/schema';
import { conflict } from '../../http/errors';
import { route } from '../../http/route';
import { currentUser } from '../../plugins/auth';
import { approveUser, listAwaitingApproval } from '../../queries/users';
import { changeAccount, deactivateAccount, lockedUser } from './accounts';
import { remindNewMember, reminderContext } from '../../notices/member-reminders';

const TAGS = ['administration'];

/** Locks the user for a decision; 409 unless they still await one. */
async function lockAwaitingStudent(trx: Kysely<DB>, id: number): Promise<void> {
  const user = await lockedUser(trx, id);
  if (!user.awaiting_approval_since || user.deactivated_at) throw conflict('This account is not awaiting approval.', 'not_awaiting_approval');
}

const adminApprovalRoutes: FastifyPluginAsyncTypebox = async (app) => {
  route(
    app,
    'listAwaitingApproval',
    {
      summary: 'Students who signed up themselves and await approval, longest waiting first',
      description: 'Deactivated (declined) accounts are not listed. Empty while APPROVE_SIGN_UPS is off.',
      tags: TAGS,
    },
    async () => {
      return listAwaitingApproval(app.db);
    },
  );

  /** A decision on a student awaiting approval: `decide` runs with the student locked; 409 unless they still await one. */
  function decisionRoute(
    decision: 'approveSignUp' | 'declineSignUp',
    summary: string,
    description: string,
    decide: (trx: Kysely<DB>, id: number, actorId: number) => Promise<void>,
  ) {
    route(app, decision, { summary, description, tags: TAGS }, async (request) => {
      const caller = currentUser(request);
      const { id } = request.params;
      return changeAccount(app, id, async (trx) => {
        await lockAwaitingStudent(trx, id);
        await decide(trx, id, caller.id);
      });
    });
  }

  decisionRoute(
    'approveSignUp',
    'Approve a student awaiting approval',
    'Their cohort (courses, topics, classes, figures) opens on their next call. Not awaiting: 409.',
    async (trx, id, actorId) => {
      await approveUser(trx, id);
      await remindNewMember(trx, id, reminderContext(app.config, app.clock.now()));
      await recordAudit(trx, {
        actorId,
        action: 'user.approve',
        subjectType: 'user',
        subjectId: id,
        oldValues: { awaiting_approval: true },
        newValues: { awaiting_approval: false },
      });
    },
  );

  decisionRoute(
    'declineSignUp',
    'Decline a student awaiting approval: the account is deactivated',
    'The same as deactivating it (sessions end at once, sign-in is refused, nothing is deleted); reactivating it later ' +
      'brings it back awaiting approval. Not awaiting: 409.',
    (trx, id, actorId) => deactivateAccount(trx, id, actorId, 'user.decline'),
  );
};

export default adminApprovalRoutes;
