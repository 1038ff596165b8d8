// Passkeys: the owner lists, adds and removes theirs (the password asked again, unless the session
// signed in moments ago), and anyone signs in with one. docs/operations.md, "Passkeys".
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import { FRESH_SIGN_IN_MINUTES } from '@academy/contract/rules/passkeys';
import { isLocale } from '@academy/contract/rules/locales';
import { loadUserView } from '../../accounts/users';
import { recordAudit } from '../../audit/audit-log';
import { authenticationOptions, registrationOptions, relyingParty, verifyAuthentication, verifyRegistration } from '../../auth/passkeys';
import { createSession, type AuthUser } from '../../auth/sessions';
import { accountDeactivated, badRequest, conflict, HttpError } from '../../http/errors';
import { route } from '../../http/route';
import { currentUser } from '../../plugins/auth';
import { limitPerAddress } from '../../plugins/rate-limit';
import { deleteOwnedPasskey, insertPasskey, listPasskeys, recordPasskeyUse, sessionStart } from '../../queries/passkeys';
import { accountLocale, setAccountLocaleIfNone } from '../../accounts/users';
import { publicPageFor } from '../../i18n/messages';
import { accountMail } from '../../mail/account-mail';
import { currentPasswordCheck } from './current-password';

/** Passkey sign-ins (and their options), right or wrong, from one client address: a flood guard, as for passwords. */
const PASSKEY_REQUESTS_PER_ADDRESS = { name: 'passkey-sign-in', max: 120, timeWindow: '1 minute' };
const PASSKEY_REGISTRATIONS_PER_ADDRESS = { name: 'passkey-registration', max: 30, timeWindow: '1 minute' };

const NOT_ACCEPTED = 'This passkey was not accepted. Sign in with your password, or try another passkey.';
const NOT_VERIFIED = 'The new passkey could not be checked, or the request expired. Please try again.';
const REGISTERED = 'This passkey is already added to an account.';

const iso = (at: Date | string | null) => (at === null ? null : new Date(at).toISOString());
const passkeyView = (row: { id: number; name: string; created_at: Date; last_used_at: Date | null }) => ({
  id: row.id,
  name: row.name,
  created_at: iso(row.created_at)!,
  last_used_at: iso(row.last_used_at),
});

const passkeyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const rp = relyingParty(app.config.publicAppUrl);
  const checkCurrentPassword = currentPasswordCheck(app);

  /** The owner again: the current password (limited as every such check), or a sign-in of the last minutes. */
  async function confirmOwner(request: FastifyRequest, reply: FastifyReply, caller: AuthUser, password: string | undefined): Promise<void> {
    if (password === undefined) {
      const { created_at: since } = await sessionStart(app.db, caller.sessionId);
      if (Date.now() - new Date(since).getTime() < FRESH_SIGN_IN_MINUTES * 60_000) return;
    }
    await checkCurrentPassword(request, reply, caller, password);
  }

  route(
    app,
    'listPasskeys',
    {
      summary: "The caller's passkeys, newest first",
      description: 'Any signed-in account: each passkey with its name, when it was added and when it last signed in.',
      tags: ['passkeys'],
    },
    async (request) => {
      return (await listPasskeys(app.db, currentUser(request).id)).map(passkeyView);
    },
  );

  route(
    app,
    'startPasskeyRegistration',
    {
      summary: 'Start adding a passkey: the options for navigator.credentials.create()',
      description:
        `Needs current_password unless the session signed in within ${FRESH_SIGN_IN_MINUTES} minutes (400 {errors:{current_password}}; ` +
        '429 after 5 wrong ones in 15 minutes from one address, or 10 in an hour from any, counted with the other current-password checks). ' +
        'The challenge is kept for this session, for 5 minutes and one use.',
      tags: ['passkeys'],
    },
    async (request, reply) => {
      const caller = currentUser(request);
      await confirmOwner(request, reply, caller, request.body.current_password);
      const options = await registrationOptions(app.db, rp, caller, { userId: caller.id, sessionId: caller.sessionId });
      return { options: options as unknown as Record<string, unknown> };
    },
    { config: limitPerAddress(PASSKEY_REGISTRATIONS_PER_ADDRESS) },
  );

  route(
    app,
    'addPasskey',
    {
      summary: "Add a passkey: the browser's answer to the registration options",
      description:
        'The answer must name a challenge of this session that is unused and under 5 minutes old, come from PUBLIC_APP_URL, ' +
        'and carry user verification (else 400 {code: "passkey_not_verified"}); a credential already added answers 409.',
      tags: ['passkeys'],
    },
    async (request, reply) => {
      const caller = currentUser(request);
      const { name, credential } = request.body;
      const verified = await verifyRegistration(app.db, rp, credential as RegistrationResponseJSON, { userId: caller.id, sessionId: caller.sessionId });
      if (!verified) throw badRequest(NOT_VERIFIED, 'passkey_not_verified');
      const added = await app.db.transaction().execute(async (trx) => {
        const row = await insertPasskey(trx, { ...verified, userId: caller.id, sessionId: caller.sessionId, name: name.trim() || name });
        if (!row) return null;
        await recordAudit(trx, { actorId: caller.id, action: 'passkey.add', subjectType: 'passkey', subjectId: row.id, newValues: { name: row.name } });
        return row;
      });
      if (!added) throw conflict(REGISTERED, 'passkey_registered');
      // a staff session signed in by password passes once it has added one
      await app.sessionCache.forget({ sessionIds: [caller.sessionId] });
      // a way in without the password: its owner hears of it, as of a changed password
      const reader = { email: caller.email, name: caller.name, locale: await accountLocale(app.db, caller.id) };
      app.mailer.sendInBackground(
        accountMail(reader, 'mail.passkeyAdded.subject', 'mail.passkeyAdded.body', {
          name: added.name,
          forgot: publicPageFor(reader, app.config.publicAppUrl, '/forgot-password'),
        }),
      );
      return reply.code(201).send(passkeyView(added));
    },
  );

  route(
    app,
    'removePasskey',
    {
      summary: 'Remove one of the caller’s passkeys: it signs nobody in from then on',
      description: `Needs current_password unless the session signed in within ${FRESH_SIGN_IN_MINUTES} minutes, as adding one. Another's passkey answers 404.`,
      tags: ['passkeys'],
    },
    async (request, reply) => {
      const caller = currentUser(request);
      await confirmOwner(request, reply, caller, request.body.current_password);
      await app.db.transaction().execute(async (trx) => {
        const removed = await deleteOwnedPasskey(trx, request.params.id, caller.id);
        await recordAudit(trx, {
          actorId: caller.id,
          action: 'passkey.remove',
          subjectType: 'passkey',
          subjectId: request.params.id,
          oldValues: { name: removed.name },
        });
      });
      await app.sessionCache.forget({ userId: caller.id });
      return reply.code(204).send(null);
    },
  );

  route(
    app,
    'startPasskeySignIn',
    {
      summary: 'Start signing in with a passkey: the options for navigator.credentials.get()',
      description:
        'No account is named: the browser offers the passkeys it holds for this site (also in the e-mail field, where it supports it). ' +
        `The challenge is kept for 5 minutes and one use. ${PASSKEY_REQUESTS_PER_ADDRESS.max} per minute per client address with the sign-ins.`,
      tags: ['passkeys'],
    },
    async () => ({ options: (await authenticationOptions(app.db, rp)) as unknown as Record<string, unknown> }),
    { config: limitPerAddress(PASSKEY_REQUESTS_PER_ADDRESS) },
  );

  route(
    app,
    'signInWithPasskey',
    {
      summary: 'Sign in with a passkey',
      description:
        'Answers a session as POST /sign_in does. Refused with 401 {code: "passkey_not_accepted"} unless the answer names an unused sign-in ' +
        'challenge under 5 minutes old, a passkey some account holds (a removed one is not), that account in its user handle, ' +
        'and carries a valid signature with user verification from PUBLIC_APP_URL. A deactivated account answers 403 ' +
        '{code: "account_deactivated"} after a valid answer. Each sign-in is audited and updates the passkey\'s counter and last use.',
      tags: ['passkeys'],
    },
    async (request) => {
      const { credential, remember_me: rememberMe, locale } = request.body;
      const result = await verifyAuthentication(app.db, rp, credential as AuthenticationResponseJSON);
      if (!result) throw new HttpError(401, NOT_ACCEPTED, 'passkey_not_accepted');
      const { passkey, newCounter } = result;
      if (!passkey.active) throw accountDeactivated(403);
      if (isLocale(locale)) await setAccountLocaleIfNone(app.db, passkey.userId, locale);
      const { token, sessionId } = await app.db.transaction().execute(async (trx) => {
        await recordPasskeyUse(trx, passkey.id, newCounter);
        const session = await createSession(trx, passkey.userId, {
          userAgent: request.headers['user-agent'],
          idleTimeoutSeconds: rememberMe ? null : app.config.sessionIdleTimeoutSeconds,
          authMethod: 'passkey',
        });
        await recordAudit(trx, {
          actorId: passkey.userId,
          action: 'passkey.sign_in',
          subjectType: 'passkey',
          subjectId: passkey.id,
          newValues: { session: session.sessionId, address: request.ip },
        });
        return session;
      });
      request.log.info({ sessionId }, 'signed in with a passkey');
      return { token, user: await loadUserView(app.db, passkey.userId) };
    },
    { config: limitPerAddress(PASSKEY_REQUESTS_PER_ADDRESS) },
  );
};

export default passkeyRoutes;
