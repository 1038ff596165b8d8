// The current password, asked again before an owner changes their password or e-mail address, so
// a copied token alone cannot take the account over. Wrong answers are limited like sign-in guesses:
// per account and address, and per account across addresses, as a stolen token works from any.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { verifyPassword } from '../../auth/passwords';
import type { AuthUser } from '../../auth/sessions';
import { fieldErrors } from '../../http/errors';
import { storedPasswordHash } from '../../queries/accounts';
import { failureLimits, type FailureRule } from '../../plugins/rate-limit';

/**
 * Across addresses the account is refused outright (no address is trusted for a stolen session):
 * the owner can still set a new password through "Forgot password" meanwhile.
 */
export const CURRENT_PASSWORD_LIMITS = {
  perAccountAndAddress: { per: 'account+address', max: 5, windowMs: 15 * 60_000, over: 'refuse' },
  perAccount: { per: 'account', max: 10, windowMs: 60 * 60_000, over: 'refuse' },
} satisfies Record<string, FailureRule>;

/** `check(request, reply, caller, password)`: 400 {errors:{current_password}} unless it is the caller's password. */
export function currentPasswordCheck(app: FastifyInstance) {
  const failures = failureLimits(app, 'current-password', Object.values(CURRENT_PASSWORD_LIMITS));
  return async (request: FastifyRequest, reply: FastifyReply, caller: AuthUser, password: string | undefined): Promise<void> => {
    if (!password) throw fieldErrors({ current_password: ['required'] });
    const account = String(caller.id);
    const attempt = await failures.reserve(request, reply, account);
    if (!(await verifyPassword(password, await storedPasswordHash(app.db, caller.id)))) throw fieldErrors({ current_password: ['password_incorrect'] });
    await attempt.succeeded();
  };
}
