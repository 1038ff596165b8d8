// What a verified identity from the academy's identity provider leads to (docs/operations.md,
// "Single sign-on"): the account with that e-mail address, or the open invitation of the address
// (completed now), or a sign-up that starts with the name and address; never an account made
// silently.
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { recordAudit } from '../audit/audit-log';
import { hashPassword } from '../auth/passwords';
import type { DB } from '../db/schema';
import type { ErrorCode } from '@academy/contract/rules/error-codes';
import { acceptInvitation } from '../queries/invitations';
import { activeAccount } from '../queries/scope';
import { normaliseEmail } from './users';
import type { ClassNoticeContext } from '../notices/live-class-notices';
import { remindNewMember } from '../notices/member-reminders';

export type ProviderAccount = { kind: 'account'; userId: number; active: boolean } | { kind: 'invitation'; invitationId: number } | { kind: 'none' };

/** The account of a verified address, else its pending invitation, else none. */
export async function accountForProviderEmail(db: Kysely<DB>, email: string, now = new Date()): Promise<ProviderAccount> {
  const user = await db
    .selectFrom('users as u')
    .select(['u.id', activeAccount('u').as('active')])
    .where('u.email', '=', normaliseEmail(email))
    .executeTakeFirst();
  if (user) return { kind: 'account', userId: user.id, active: user.active };
  const invitation = await pendingInvitationOf(db, email, now).executeTakeFirst();
  return invitation ? { kind: 'invitation', invitationId: invitation.id } : { kind: 'none' };
}

function pendingInvitationOf(db: Kysely<DB>, email: string, now: Date) {
  return db
    .selectFrom('invitations')
    .select(['id', 'name', 'email', 'role_id', 'cohort_id', 'locale'])
    .where('email', '=', normaliseEmail(email))
    .where('accepted_at', 'is', null)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .orderBy('id', 'desc')
    .limit(1);
}

/**
 * Accepts the invitation as the invitee did by its link, the provider having vouched for the address:
 * the account is made in the invitation's role, cohort and language. It has no password anyone knows (a random
 * one, hashed); "Forgot password" gives it one. Answers the new account's id, or an error code when
 * the invitation was taken meanwhile or the address has an account now.
 */
export async function acceptInvitationThroughProvider(
  db: Kysely<DB>,
  email: string,
  provider: string,
  context: ClassNoticeContext,
): Promise<{ userId: number } | { refused: ErrorCode }> {
  const { now } = context;
  const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
  return db.transaction().execute(async (trx) => {
    const invitation = await pendingInvitationOf(trx, email, now).forUpdate().executeTakeFirst();
    if (!invitation) return { refused: 'invitation_used' as const };
    const taken = await trx.selectFrom('users').select('id').where('email', '=', invitation.email).executeTakeFirst();
    if (taken) return { refused: 'email_taken' as const };
    const userId = await acceptInvitation(trx, invitation, passwordHash, now);
    await remindNewMember(trx, userId, context);
    await recordAudit(trx, {
      actorId: userId,
      action: 'invitation.accepted',
      subjectType: 'invitation',
      subjectId: invitation.id,
      newValues: { through: 'identity_provider', provider },
    });
    return { userId };
  });
}

/** Whether the account exists and is not deactivated (a code is exchanged a moment after it was given). */
export async function isActiveAccount(db: Kysely<DB>, userId: number): Promise<boolean> {
  const user = await db.selectFrom('users as u').select('u.id').where('u.id', '=', userId).where(activeAccount('u')).executeTakeFirst();
  return user !== undefined;
}
