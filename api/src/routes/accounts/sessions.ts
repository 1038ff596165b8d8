// POST /sign_in and POST /sign_out.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { loadUserView, normaliseEmail, UserSchema } from '../../accounts/users';
import { decoyPasswordHash, verifyPassword } from '../../auth/passwords';
import { createSession, revokeSession } from '../../auth/sessions';
import { HttpError } from '../../http/errors';
import { errorResponses, NoContent } from '../../http/schemas';
import { currentUser } from '../../plugins/auth';
import { limitPerAccount, limitPerAddress } from '../../plugins/rate-limit';
import { SignInBody } from './schemas';

export const SIGN_IN_LIMITS = {
  perAddress: { name: 'sign-in', max: 30, timeWindow: '1 minute' },
  perAccount: { name: 'sign-in', max: 10, timeWindow: '15 minutes' },
};

const WRONG_CREDENTIALS = 'The e-mail address or password is not correct.';

const sessionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/sign_in',
    {
      config: limitPerAddress(SIGN_IN_LIMITS.perAddress),
      preHandler: limitPerAccount(app, {
        ...SIGN_IN_LIMITS.perAccount,
        account: (request) => (request.body as { user: { email: string } }).user.email,
      }),
      schema: {
        summary: 'Sign in',
        description:
          'Answers a new opaque bearer token (valid 7 days, revoked by sign_out or a password reset) and the user. ' +
          `Rate limited: ${SIGN_IN_LIMITS.perAddress.max} per minute per client address and ` +
          `${SIGN_IN_LIMITS.perAccount.max} per 15 minutes per account (429).`,
        tags: ['accounts'],
        body: SignInBody,
        response: { 200: Type.Object({ token: Type.String(), user: UserSchema }), ...errorResponses(401, 429) },
      },
    },
    async (request) => {
      const { email, password } = request.body.user;
      const user = await app.db
        .selectFrom('users')
        .select(['id', 'password_hash'])
        .where('email', '=', normaliseEmail(email))
        .executeTakeFirst();
      // The same work whether or not the account exists.
      const valid = await verifyPassword(password, user?.password_hash ?? (await decoyPasswordHash()));
      if (!user || !valid) throw new HttpError(401, WRONG_CREDENTIALS);
      const { token } = await createSession(app.db, user.id);
      return { token, user: await loadUserView(app.db, user.id) };
    },
  );

  app.post(
    '/sign_out',
    {
      onRequest: app.authenticate,
      schema: {
        summary: 'Sign out: revokes the token sent',
        tags: ['accounts'],
        security: [{ bearerAuth: [] }],
        response: { 204: NoContent, ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      await revokeSession(app.db, currentUser(request).sessionId);
      return reply.code(204).send(null);
    },
  );
};

export default sessionRoutes;
