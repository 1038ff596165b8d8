// The owner's control of their account: PUT /password, GET /sessions, DELETE /sessions/{id},
// DELETE /sessions (every other session), PUT /locale (the account's language).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { recordAudit } from '../../audit/audit-log';
import { hashPassword, passwordProblems } from '../../auth/passwords';
import { revokeAllSessions, revokeSession } from '../../auth/sessions';
import { fieldErrors } from '../../http/errors';
import { currentUser } from '../../plugins/auth';
import { listLiveSessions, setAccountLocale, setPasswordHash, userBirthday } from '../../queries/accounts';
import { ownedSession } from '../../queries/scope';
import { accountLocale, loadUserView } from '../../accounts/users';
import { currentPasswordCheck } from './current-password';
import { route } from '../../http/route';
import type { FieldProblemInput } from '../../http/field-problems';
import { publicPageFor } from '../../i18n/messages';
import { accountMail } from '../../mail/account-mail';

export const PASSWORD_CHANGED = 'Your password has been changed. Every other session of your account was signed out.';

const accountSecurityRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const checkCurrentPassword = currentPasswordCheck(app);

  route(
    app,
    'changePassword',
    {
      summary: 'Change the password',
      description:
        'Needs the current password (400 {errors:{current_password}}; 429 after 5 wrong ones in 15 minutes from one address, or 10 in an hour from any). ' +
        'Every other session of the account is signed out, and a mail tells the owner.',
      tags: ['accounts'],
    },
    async (request, reply) => {
      const caller = currentUser(request);
      const { current_password: current, password, password_confirmation: confirmation } = request.body;
      await checkCurrentPassword(request, reply, caller, current);
      const problems: Record<string, FieldProblemInput[]> = {};
      const birthday = await userBirthday(app.db, caller.id);
      const passwordIssues = passwordProblems(password, { email: caller.email, name: caller.name, birthday });
      if (passwordIssues.length > 0) problems.password = passwordIssues;
      if (password !== confirmation) problems.password_confirmation = ['password_mismatch'];
      if (Object.keys(problems).length > 0) throw fieldErrors(problems);
      const passwordHash = await hashPassword(password);
      await app.db.transaction().execute(async (trx) => {
        await setPasswordHash(trx, caller.id, passwordHash);
        await revokeAllSessions(trx, caller.id, caller.sessionId);
        await recordAudit(trx, { actorId: caller.id, action: 'user.password_change', subjectType: 'user', subjectId: caller.id });
      });
      await app.sessionCache.forget({ userId: caller.id });
      const reader = { email: caller.email, name: caller.name, locale: await accountLocale(app.db, caller.id) };
      app.mailer.sendInBackground(
        accountMail(reader, 'mail.passwordChanged.subject', 'mail.passwordChanged.body', {
          forgot: publicPageFor(reader, app.config.publicAppUrl, '/forgot-password'),
        }),
      );
      return { message: PASSWORD_CHANGED };
    },
  );

  route(
    app,
    'listSessions',
    {
      summary: "The caller's signed-in sessions, most recently used first",
      description: "Any signed-in account: each live session with its device, address, start and last use; the caller's own is marked.",
      tags: ['accounts'],
    },
    async (request) => {
      const caller = currentUser(request);
      const rows = await listLiveSessions(app.db, caller.id);
      return rows.map((row) => ({
        id: row.id,
        user_agent: row.user_agent,
        signed_in_at: new Date(row.created_at).toISOString(),
        last_used_at: new Date(row.last_used_at).toISOString(),
        current: row.id === caller.sessionId,
      }));
    },
  );

  route(
    app,
    'endSession',
    {
      summary: "End one of the caller's sessions (its token stops working at once)",
      description: "Another user's session, or an ended one, answers 404.",
      tags: ['accounts'],
    },
    async (request, reply) => {
      const caller = currentUser(request);
      const session = await ownedSession(app.db, request.params.id, caller.id);
      await app.db.transaction().execute(async (trx) => {
        await revokeSession(trx, session.id);
        await recordAudit(trx, { actorId: caller.id, action: 'session.end', subjectType: 'session', subjectId: session.id });
      });
      await app.sessionCache.forget({ sessionIds: [session.id] });
      return reply.code(204).send(null);
    },
  );

  route(
    app,
    'endOtherSessions',
    {
      summary: "End every session of the caller's account except this one",
      description: 'Any signed-in account: every other session of the account stops working at once; the one that asks stays.',
      tags: ['accounts'],
    },
    async (request, reply) => {
      const caller = currentUser(request);
      await app.db.transaction().execute(async (trx) => {
        await revokeAllSessions(trx, caller.id, caller.sessionId);
        await recordAudit(trx, { actorId: caller.id, action: 'session.end_others', subjectType: 'user', subjectId: caller.id });
      });
      await app.sessionCache.forget({ userId: caller.id });
      return reply.code(204).send(null);
    },
  );

  route(
    app,
    'saveAccountLocale',
    {
      summary: "Set the caller's language",
      description: 'The portal opens in it on every device the account signs in on. Answers the account as sign-in does.',
      tags: ['accounts'],
    },
    async (request) => {
      const caller = currentUser(request);
      await setAccountLocale(app.db, caller.id, request.body.locale);
      return loadUserView(app.db, caller.id);
    },
  );
};

export default accountSecurityRoutes;
