// POST /invitation and POST /invitation/accept: the invitee opens the mailed link, sees who it is
// for, sets a password and is signed in. A link is single use; a revoked, used, replaced or
// expired one is refused with a sentence that says which.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Kysely } from 'kysely';
import { EMAIL_TAKEN, loadUserView } from '../../accounts/users';
import { isUniqueViolation } from '../../db/errors';
import { hashPassword, passwordProblems } from '../../auth/passwords';
import { createSession } from '../../auth/sessions';
import { hashToken, looksLikeToken } from '../../auth/tokens';
import type { DB } from '../../db/schema';
import { badRequest, conflict, fieldErrors } from '../../http/errors';
import { invitationState, type InvitationState } from '../../invitations/invitations';
import { limitPerAddress } from '../../plugins/rate-limit';
import { route } from '../../http/route';
import { acceptInvitation, invitationByTokenHash } from '../../queries/invitations';
import { remindNewMember, reminderContext } from '../../notices/member-reminders';

export const INVITATION_REFUSED: Record<Exclude<InvitationState, 'pending'> | 'unknown', string> = {
  unknown: 'This invitation link is not valid. It may have been replaced by a newer one: use the link in the latest invitation e-mail.',
  accepted: 'This invitation was already used. Sign in with your e-mail address and the password you chose.',
  revoked: 'This invitation was withdrawn by the academy. Write to the academy if you think this is a mistake.',
  expired: 'This invitation has expired. Ask the academy to send it again.',
};

const REFUSAL_CODES = { unknown: 'invitation_unknown', accepted: 'invitation_used', revoked: 'invitation_withdrawn', expired: 'invitation_expired' } as const;

const invitationRefused = (why: keyof typeof INVITATION_REFUSED) => badRequest(INVITATION_REFUSED[why], REFUSAL_CODES[why]);

const LIMIT = limitPerAddress({ name: 'invitation', max: 30, timeWindow: '15 minutes' });

/** The pending invitation of `token`, locked when `forUpdate`; else 400 saying why. */
async function pendingInvitation(db: Kysely<DB>, token: string, forUpdate = false) {
  if (!looksLikeToken(token)) throw invitationRefused('unknown');
  const row = await invitationByTokenHash(db, hashToken(token), forUpdate);
  if (!row) throw invitationRefused('unknown');
  const state = invitationState(row);
  if (state !== 'pending') throw invitationRefused(state);
  return row;
}

const invitationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  route(
    app,
    'getInvitation',
    {
      summary: 'Who an invitation link is for',
      description: 'The token comes from the mailed link (PUBLIC_APP_URL/invitation?token=...). Unknown, used, revoked or expired: 400 {error} saying which.',
      tags: ['accounts'],
    },
    async (request) => {
      const invitation = await pendingInvitation(app.db, request.body.token);
      return {
        name: invitation.name,
        email: invitation.email,
        role: invitation.role_id === 1 ? 'student' : 'facilitator',
        cohort_name: invitation.cohort_name,
      };
    },
    { config: LIMIT },
  );

  route(
    app,
    'acceptInvitation',
    {
      summary: 'Accept an invitation: set a password, make the account, sign in',
      description:
        "Answers like sign_in: a new token and the user, in the invitation's role and cohort. The link is used up. " +
        'A refused link: 400 {error}; a password that breaks the rules or does not match: 400 {errors}; an account with the address made meanwhile: 409.',
      tags: ['accounts'],
    },
    async (request, reply) => {
      const { token, password, password_confirmation: confirmation } = request.body;
      const invitation = await pendingInvitation(app.db, token);
      const problems = passwordProblems(password, { email: invitation.email, name: invitation.name });
      if (problems.length > 0) throw fieldErrors({ password: problems });
      if (password !== confirmation) throw fieldErrors({ password_confirmation: ['password_mismatch'] });
      const passwordHash = await hashPassword(password);
      try {
        const session = await app.db.transaction().execute(async (trx) => {
          const claimed = await pendingInvitation(trx, token, true);
          const userId = await acceptInvitation(trx, claimed, passwordHash);
          await remindNewMember(trx, userId, reminderContext(app.config, app.clock.now()));
          const created = await createSession(trx, userId, {
            userAgent: request.headers['user-agent'],
            idleTimeoutSeconds: app.config.sessionIdleTimeoutSeconds,
          });
          return { token: created.token, userId };
        });
        return reply.code(201).send({ token: session.token, user: await loadUserView(app.db, session.userId) });
      } catch (err) {
        if (isUniqueViolation(err)) throw conflict(EMAIL_TAKEN, 'email_taken');
        throw err;
      }
    },
    { config: LIMIT },
  );
};

export default invitationRoutes;
