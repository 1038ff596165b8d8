// POST /sign_in and POST /sign_out.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { loadUserView, normaliseEmail, replaceOutdatedHash } from '../../accounts/users';
import { recordAudit } from '../../audit/audit-log';
import { decoyPasswordHash, verifyPassword } from '../../auth/passwords';
import { createSession, revokeSession } from '../../auth/sessions';
import { accountDeactivated, HttpError } from '../../http/errors';
import { currentUser } from '../../plugins/auth';
import { setLocaleIfUnset, signInAccount, userIdByEmail } from '../../queries/accounts';
import { failureLimits, limitPerAddress, type FailureRule } from '../../plugins/rate-limit';
import { route } from '../../http/route';
import { isLocale } from '@academy/contract/rules/locales';

const MINUTE = 60_000;

/** Failed sign-ins (wrong password or unknown account) only; why these numbers: docs/product-decisions.md. */
export const SIGN_IN_LIMITS = {
  perAccountAndAddress: { per: 'account+address', max: 10, windowMs: 15 * MINUTE, over: 'refuse' },
  perAddress: { per: 'address', max: 300, windowMs: 15 * MINUTE, over: 'refuse' },
  perAccount: { per: 'account', max: 50, windowMs: 60 * MINUTE, over: 'refuse-unknown-addresses' },
} satisfies Record<string, FailureRule>;

/** All sign-ins, right or wrong, from one client address: a flood guard (each costs a password check), far above a class. */
export const SIGN_IN_REQUESTS_PER_ADDRESS = { name: 'sign-in', max: 120, timeWindow: '1 minute' };

const WRONG_CREDENTIALS = 'The e-mail address or password is not correct.';

/** Failed sign-ins are audited at the first and every tenth of an account's count, refusals once per hour. */
const AUDIT_FAILURES_EVERY = 10;

/** The sign-in limits (also told by password reset which addresses act for an account). */
export function signInFailures(app: FastifyInstance) {
  return failureLimits(app, 'sign-in', Object.values(SIGN_IN_LIMITS), async (request, email) => {
    const { count } = await app.failures.reserve(`sign-in:throttle-audited:${normaliseEmail(email)}`, SIGN_IN_LIMITS.perAccount.windowMs);
    if (count === 1) await auditSignIn(app, email, 'sign_in.throttled', { address: request.ip });
  });
}

/** An audit row about sign-ins to the account of `email`, if there is one (nobody is signed in: no actor). */
export async function auditSignIn(app: FastifyInstance, email: string, action: string, values: Record<string, unknown>): Promise<void> {
  const userId = await userIdByEmail(app.db, email);
  if (userId !== undefined) await recordAudit(app.db, { actorId: null, action, subjectType: 'user', subjectId: userId, newValues: values });
}

const sessionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const failures = signInFailures(app);

  route(
    app,
    'signIn',
    {
      summary: 'Sign in',
      description:
        'Answers a new opaque bearer token and the user. The token is valid 7 days, revoked by sign_out, a password ' +
        'change or reset, or ending the session from Profile; without `remember_me` it also ends after ' +
        'SESSION_IDLE_TIMEOUT_MINUTES (default 24 hours) unused. Failed attempts are limited: ' +
        `${SIGN_IN_LIMITS.perAccountAndAddress.max} per 15 minutes per account from one client address, ` +
        `${SIGN_IN_LIMITS.perAddress.max} per 15 minutes per client address (429 with Retry-After); ` +
        `after ${SIGN_IN_LIMITS.perAccount.max} in an hour on one account from any addresses, only addresses that signed in ` +
        'to it before (or reset its password) may try it (else 429 {error, code: "account_protected"}); ' +
        'a successful sign-in clears its account and address count. `locale`, the language of the page signed in ' +
        "from, becomes the account's language when it has none yet and the academy has that language (another is " +
        'left aside). A deactivated account answers 403 ' +
        '{error, code: "account_deactivated"} after the right password. All attempts: ' +
        `${SIGN_IN_REQUESTS_PER_ADDRESS.max} per minute per client address.`,
      tags: ['accounts'],
    },
    async (request, reply) => {
      const { email, password, remember_me: rememberMe, locale } = request.body.user;
      const attempt = await failures.reserve(request, reply, email);
      const user = await signInAccount(app.db, email);
      // The same work whether or not the account exists.
      const valid = await verifyPassword(password, user?.password_hash ?? (await decoyPasswordHash()));
      if (!user || !valid) {
        if (attempt.failures === 1 || attempt.failures % AUDIT_FAILURES_EVERY === 0)
          await auditSignIn(app, email, 'sign_in.failed', { failures: attempt.failures, address: request.ip });
        throw new HttpError(401, WRONG_CREDENTIALS, 'wrong_credentials');
      }
      await attempt.succeeded();
      await replaceOutdatedHash(app.db, user.id, password, user.password_hash);
      // Told only after the right password, so the answer gives nothing away to a stranger.
      if (!user.active) throw accountDeactivated(403);
      if (isLocale(locale)) await setLocaleIfUnset(app.db, user.id, locale);
      const { token } = await createSession(app.db, user.id, {
        userAgent: request.headers['user-agent'],
        idleTimeoutSeconds: rememberMe ? null : app.config.sessionIdleTimeoutSeconds,
      });
      return { token, user: await loadUserView(app.db, user.id) };
    },
    { config: limitPerAddress(SIGN_IN_REQUESTS_PER_ADDRESS) },
  );

  route(
    app,
    'signOut',
    {
      summary: 'Sign out: revokes the token sent',
      description: "The token sent stops working at once, in every API process; the caller's other sessions stay.",
      tags: ['accounts'],
    },
    async (request, reply) => {
      const { id, sessionId } = currentUser(request);
      await app.db.transaction().execute(async (trx) => {
        await revokeSession(trx, sessionId);
        await recordAudit(trx, { actorId: id, action: 'session.sign_out', subjectType: 'session', subjectId: sessionId });
      });
      await app.sessionCache.forget({ sessionIds: [sessionId] });
      return reply.code(204).send(null);
    },
  );
};

export default sessionRoutes;
