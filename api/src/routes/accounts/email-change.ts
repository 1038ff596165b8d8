// A new e-mail address is used only once its owner proves it: edit_profile mails a link to it (the
// account keeps its address meanwhile), and POST /confirm_email with the link's token makes the
// change, audited, and tells the old address.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { EMAIL_TAKEN, emailTaken } from '../../accounts/users';
import { isUniqueViolation } from '../../db/errors';
import { recordAudit } from '../../audit/audit-log';
import { EMAIL_CHANGE_TOKEN_LIFETIME_MS, hashToken, looksLikeToken, newToken } from '../../auth/tokens';
import { badRequest, conflict } from '../../http/errors';
import { route } from '../../http/route';
import { limitPerAddress } from '../../plugins/rate-limit';
import { publicPageFor } from '../../i18n/messages';
import { accountMail, type AccountMailReader } from '../../mail/account-mail';
import { claimEmailChange, lockActiveAccount, saveEmailChange, setEmail } from '../../queries/accounts';

export const INVALID_EMAIL_LINK = 'This confirmation link is invalid, has expired or was already used. Change your e-mail address again in Profile.';

/** Keeps `newEmail` waiting for the account (replacing an earlier wait) and mails its link to it, in the account's language. */
export async function askToConfirmEmail(
  app: FastifyInstance,
  user: { id: number; name: string; locale: AccountMailReader['locale'] },
  newEmail: string,
  log: FastifyBaseLogger,
): Promise<void> {
  const token = newToken();
  const waiting = {
    new_email: newEmail,
    token_hash: hashToken(token),
    expires_at: new Date(Date.now() + EMAIL_CHANGE_TOKEN_LIFETIME_MS),
    created_at: new Date(),
  };
  await saveEmailChange(app.db, user.id, waiting);
  const link = publicPageFor(user, app.config.publicAppUrl, `/confirm-email?token=${encodeURIComponent(token)}`);
  app.mailer.sendInBackground(accountMail({ ...user, email: newEmail }, 'mail.emailConfirm.subject', 'mail.emailConfirm.body', { link }));
  if (app.mailer.mode === 'outbox') log.info({ confirmationLink: link }, 'e-mail confirmation link (SMTP_URL is not set)');
}

/** Tells the old address, in the account's language. */
function tellOldAddress(app: FastifyInstance, user: AccountMailReader, newEmail: string): void {
  app.mailer.sendInBackground(
    accountMail(user, 'mail.emailChanged.subject', 'mail.emailChanged.body', { old: user.email, new: newEmail, contact: app.config.academyContactEmail }),
  );
}

const emailChangeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  route(
    app,
    'confirmEmail',
    {
      summary: 'Confirm a new e-mail address with the token of the link mailed to it',
      description:
        'The token comes from the link edit_profile mails to the new address; it is single use and expires after 24 ' +
        'hours. The account then takes the new address (audited; a notice goes to the old one). Bad, expired or used ' +
        'token, or a deactivated account: 400 {error}; an address another account took meanwhile: 409.',
      tags: ['accounts'],
    },
    async (request) => {
      const { token } = request.body;
      if (!looksLikeToken(token)) throw badRequest(INVALID_EMAIL_LINK, 'email_link_invalid');
      const changed = await app.db
        .transaction()
        .execute(async (trx) => {
          const waiting = await claimEmailChange(trx, hashToken(token));
          const user = waiting && (await lockActiveAccount(trx, waiting.user_id));
          if (!waiting || !user) throw badRequest(INVALID_EMAIL_LINK, 'email_link_invalid');
          if (await emailTaken(trx, waiting.new_email, user.id)) throw conflict(EMAIL_TAKEN, 'email_taken');
          await setEmail(trx, user.id, waiting.new_email);
          await recordAudit(trx, {
            actorId: user.id,
            action: 'user.email_change',
            subjectType: 'user',
            subjectId: user.id,
            oldValues: { email: user.email },
            newValues: { email: waiting.new_email },
          });
          return { user, newEmail: waiting.new_email };
        })
        .catch((err: unknown) => {
          throw isUniqueViolation(err) ? conflict(EMAIL_TAKEN, 'email_taken') : err;
        });
      // Cached sessions still have the old e-mail address.
      await app.sessionCache.forget({ userId: changed.user.id });
      tellOldAddress(app, changed.user, changed.newEmail);
      return { message: `Your e-mail address is now ${changed.newEmail}.`, user_id: changed.user.id, email: changed.newEmail };
    },
    { config: limitPerAddress({ name: 'confirm-email', max: 20, timeWindow: '15 minutes' }) },
  );
};

export default emailChangeRoutes;
