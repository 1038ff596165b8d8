// POST /forgot_password and POST /reset_password.
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { activeAccountByEmail } from '../../accounts/users';
import { recordAudit } from '../../audit/audit-log';
import { hashPassword, passwordProblems } from '../../auth/passwords';
import { revokeAllSessions } from '../../auth/sessions';
import { hashToken, looksLikeToken, newToken, RESET_TOKEN_LIFETIME_MS } from '../../auth/tokens';
import { badRequest, fieldErrors } from '../../http/errors';
import { limitPerAccountAndAddress, limitPerAddress } from '../../plugins/rate-limit';
import { claimResetToken, expireResetTokens, insertResetToken, resetTokenHolder, setPasswordHash } from '../../queries/accounts';
import { route } from '../../http/route';
import { signInFailures } from './sessions';
import { publicPageFor } from '../../i18n/messages';
import { accountMail, type AccountMailReader } from '../../mail/account-mail';

/** Why these numbers: docs/product-decisions.md. */
export const FORGOT_PASSWORD_LIMITS = {
  perAddress: { name: 'forgot-password', max: 30, timeWindow: '15 minutes' },
  perAccountAndAddress: { name: 'forgot-password', max: 3, timeWindow: '15 minutes' },
};

/** forgot_password takes at least this long either way, so timing does not tell whether an account exists. */
const FORGOT_PASSWORD_MIN_MS = 250;

export const RESET_LINK_SENT = 'If an account exists for this e-mail address, a link to reset its password has been sent to it.';
export const INVALID_RESET_TOKEN = 'This reset link is invalid, has expired or was already used. Please ask for a new one.';

/**
 * Stores a new reset token for the user in place of any earlier one (only the last link mailed
 * works) and mails its link in the background (forgot_password, and an administrator's "send
 * password reset").
 */
export async function sendPasswordResetMail(app: FastifyInstance, user: { id: number } & AccountMailReader, log: FastifyBaseLogger): Promise<void> {
  const token = newToken();
  await app.db.transaction().execute(async (trx) => {
    await expireResetTokens(trx, user.id);
    await insertResetToken(trx, user.id, hashToken(token), new Date(Date.now() + RESET_TOKEN_LIFETIME_MS));
  });
  const link = publicPageFor(user, app.config.publicAppUrl, `/reset-password?token=${encodeURIComponent(token)}`);
  // Sent in the background: the SMTP round trip would otherwise tell that the account exists.
  app.mailer.sendInBackground(accountMail(user, 'mail.reset.subject', 'mail.reset.body', { link }));
  if (app.mailer.mode === 'outbox') {
    // Without SMTP the link is in the outbox file and here, so a local user can finish the flow.
    log.info({ resetLink: link }, 'password reset link (SMTP_URL is not set)');
  }
}

const passwordResetRoutes: FastifyPluginAsyncTypebox = async (app) => {
  route(
    app,
    'requestPasswordReset',
    {
      summary: 'Send a password reset link',
      description:
        'Always answers 200 with the same message, in about the same time, whether or not the address has an ' +
        'account. If it has, a single-use link valid for 30 minutes is e-mailed: PUBLIC_APP_URL + ' +
        '/reset-password?token=... Rate limited per client address, and per e-mail address from one client address (429).',
      tags: ['accounts'],
    },
    async (request) => {
      const started = Date.now();
      const user = await activeAccountByEmail(app.db, request.body.email);
      // an account that chose no language yet reads it in the page's
      if (user) await sendPasswordResetMail(app, { ...user, locale: user.locale ?? request.body.locale ?? null }, request.log);
      const remaining = FORGOT_PASSWORD_MIN_MS - (Date.now() - started);
      if (remaining > 0) await sleep(remaining);
      return { message: RESET_LINK_SENT };
    },
    {
      config: limitPerAddress(FORGOT_PASSWORD_LIMITS.perAddress),
      preHandler: limitPerAccountAndAddress(app, {
        ...FORGOT_PASSWORD_LIMITS.perAccountAndAddress,
        account: (request) => (request.body as { email: string }).email,
      }),
    },
  );

  route(
    app,
    'resetPassword',
    {
      summary: 'Set a new password with a reset token',
      description:
        'The token comes from the e-mailed link; it is single use and expires after 30 minutes. On success every ' +
        'session of the account is revoked (signed out everywhere). Bad, expired or used token: 400 {error}; ' +
        'a password that breaks the rules: 400 {errors:{password}}.',
      tags: ['accounts'],
    },
    async (request) => {
      const { token, password } = request.body;
      if (!looksLikeToken(token)) throw badRequest(INVALID_RESET_TOKEN, 'reset_link_invalid');
      const tokenHash = hashToken(token);
      const found = await resetTokenHolder(app.db, tokenHash);
      if (!found) throw badRequest(INVALID_RESET_TOKEN, 'reset_link_invalid');
      const problems = passwordProblems(password, { email: found.email, name: found.name, birthday: found.birthday });
      if (problems.length > 0) throw fieldErrors({ password: problems });
      // Hashing is slow: done before the transaction so the database is not held meanwhile.
      const passwordHash = await hashPassword(password);

      const userId = await app.db.transaction().execute(async (trx) => {
        // Claiming the token in the same statement that checks it makes it single use under concurrency.
        const claimed = await claimResetToken(trx, tokenHash);
        if (claimed === undefined) throw badRequest(INVALID_RESET_TOKEN, 'reset_link_invalid');
        await setPasswordHash(trx, claimed, passwordHash);
        // Other outstanding links of the account stop working too.
        await expireResetTokens(trx, claimed);
        await revokeAllSessions(trx, claimed);
        await recordAudit(trx, { actorId: claimed, action: 'user.password_reset', subjectType: 'user', subjectId: claimed });
        return claimed;
      });
      await app.sessionCache.forget({ userId });
      // The mailed link proves this address acts for the account, even while strangers guess at it.
      await signInFailures(app).trustAddress(found.email, request.ip);
      return { message: 'Your password has been reset. You can sign in with the new password now.' };
    },
    { config: limitPerAddress({ name: 'reset-password', max: 20, timeWindow: '15 minutes' }) },
  );
};

export default passwordResetRoutes;
