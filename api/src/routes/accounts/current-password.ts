// The current password, asked again before an owner changes their password or e-mail address, so
// a copied token alone cannot take the account over. Wrong answers are limited like sign-in guesses.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { verifyPassword } from '../../auth/passwords';
import type { AuthUser } from '../../auth/sessions';
import { fieldErrors } from '../../http/errors';
import { failureLimits } from '../../plugins/rate-limit';

export const CURRENT_PASSWORD_LIMIT = { per: 'account+address', max: 5, windowMs: 15 * 60_000, over: 'refuse' } as const;

/** `check(request, reply, caller, password)`: 400 {errors:{current_password}} unless it is the caller's password. */
export function currentPasswordCheck(app: FastifyInstance) {
  const failures = failureLimits(app, 'current-password', [CURRENT_PASSWORD_LIMIT]);
  return async (request: FastifyRequest, reply: FastifyReply, caller: AuthUser, password: string | undefined): Promise<void> => {
    if (!password) throw fieldErrors({ current_password: ['is required'] });
    const account = String(caller.id);
    const attempt = await failures.reserve(request, reply, account);
    const stored = await app.db.selectFrom('users').select('password_hash').where('id', '=', caller.id).executeTakeFirstOrThrow();
    if (!(await verifyPassword(password, stored.password_hash))) throw fieldErrors({ current_password: ['is not correct'] });
    await attempt.succeeded();
  };
}
