// Accounts and platform calls: sign in/out/up, profile, cohorts, roles, password reset, contact,
// password change, the owner's sessions and passkeys, accepting an invitation and the person's own data.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { registerNamed } from '../../http/register-named';
import accountSecurityRoutes from './account-security';
import contactMessageRoutes from './contact-messages';
import emailChangeRoutes from './email-change';
import invitationRoutes from './invitations';
import passkeyRoutes from './passkeys';
import passwordResetRoutes from './password-reset';
import personalDataRoutes from './personal-data';
import sessionRoutes from './sessions';
import signUpRoutes from './sign-up';
import singleSignOnRoutes from './single-sign-on';

const accountRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await registerNamed(app, {
    sessionRoutes,
    signUpRoutes,
    passwordResetRoutes,
    emailChangeRoutes,
    contactMessageRoutes,
    accountSecurityRoutes,
    invitationRoutes,
    personalDataRoutes,
    singleSignOnRoutes,
    passkeyRoutes,
  });
};

export default accountRoutes;
