// Accounts and platform calls: sign in/out/up, profile, cohorts, roles, password reset, contact.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import contactMessageRoutes from './contact-messages';
import passwordResetRoutes from './password-reset';
import sessionRoutes from './sessions';
import signUpRoutes from './sign-up';

const accountRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(sessionRoutes);
  await app.register(signUpRoutes);
  await app.register(passwordResetRoutes);
  await app.register(contactMessageRoutes);
};

export default accountRoutes;
