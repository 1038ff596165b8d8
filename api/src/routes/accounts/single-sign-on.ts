// GET /auth/oidc/providers, GET /auth/oidc/start, GET /auth/oidc/callback and POST /auth/sign_in_code:
// sign-in through the academy's identity provider (OpenID Connect). The callback never puts a
// session token in a URL: it sends the browser back to the login page with a one-time code in the
// fragment, which the page exchanges for the session. Limited and audited as a password sign-in.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SIGN_IN_CODE_FRAGMENT, SIGN_IN_ERROR_FRAGMENT } from '@academy/contract/rules/sign-in-codes';
import type { ErrorCode } from '@academy/contract/rules/error-codes';
import { acceptInvitationThroughProvider, accountForProviderEmail, isActiveAccount } from '../../accounts/provider-sign-in';
import { loadUserView } from '../../accounts/users';
import { BROWSER_COOKIE, CALLBACK_PATH, oidcProviders, ProviderSignInFailed } from '../../auth/oidc';
import { createSession } from '../../auth/sessions';
import { issueSignInCode, redeemSignInCode } from '../../auth/sign-in-codes';
import { accountDeactivated, badRequest, HttpError } from '../../http/errors';
import { publicPageFor } from '../../i18n/messages';
import { route } from '../../http/route';
import { limitPerAddress } from '../../plugins/rate-limit';
import { auditSignIn, SIGN_IN_REQUESTS_PER_ADDRESS, signInFailures } from './sessions';
import { reminderContext } from '../../notices/member-reminders';

const TAGS = ['accounts'];
const START_LIFETIME_SECONDS = 10 * 60;
const CODE_EXCHANGES_PER_ADDRESS = { name: 'sign-in-code', max: 30, timeWindow: '1 minute' };
const CODE_INVALID = 'This sign-in link is not valid any more. Please sign in again.';

function cookieOf(request: FastifyRequest, name: string): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

const singleSignOnRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const providers = oidcProviders(app.db, app.config);
  const failures = signInFailures(app);
  const secureCookie = new URL(app.config.publicApiUrl).protocol === 'https:';
  const browserCookie = (value: string, maxAge: number) =>
    `${BROWSER_COOKIE}=${value}; Path=${CALLBACK_PATH}; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secureCookie ? '; Secure' : ''}`;

  /**
   * Back to the login page in the language it was in (`locale`, unknown before the callback has
   * found its sign-in: English) with a code to exchange, or the code of why not (words in the page's language).
   */
  const backToLogin = (reply: FastifyReply, outcome: { code: string } | { error: ErrorCode }, locale: string | null = null) => {
    const fragment = 'code' in outcome ? `${SIGN_IN_CODE_FRAGMENT}=${outcome.code}` : `${SIGN_IN_ERROR_FRAGMENT}=${outcome.error}`;
    void reply.header('Set-Cookie', browserCookie('', 0)).header('Cache-Control', 'no-store').header('Referrer-Policy', 'no-referrer');
    return reply.redirect(`${publicPageFor({ locale }, app.config.publicAppUrl, '/login')}#${fragment}`, 302);
  };

  route(
    app,
    'listSignInProviders',
    {
      summary: 'The identity providers people may sign in through',
      description: 'One per configured provider (OIDC_ISSUER, OIDC_2_ISSUER...), in the order of their buttons; empty when none is configured.',
      tags: TAGS,
    },
    () => providers.list,
  );

  route(
    app,
    'startProviderSignIn',
    {
      summary: 'Start a sign-in through an identity provider (opened by the browser)',
      description:
        'Sends the browser to the provider (302) with a new state, nonce and PKCE challenge, and sets a cookie only the ' +
        `callback reads. An unknown provider: 404; a provider that cannot be reached: back to ${'`/login`'} with ` +
        `${'`#sign_in_error=sign_in_provider_unavailable`'}. Counted with password sign-ins: ${SIGN_IN_REQUESTS_PER_ADDRESS.max} per minute per client address.`,
      tags: TAGS,
    },
    async (request, reply) => {
      const unknown = () => new HttpError(404, 'No such identity provider.', 'sign_in_provider_unknown');
      try {
        const started = await providers.start(request.query.provider, request.query.remember_me === true, request.query.locale);
        if (!started) throw unknown();
        void reply.header('Set-Cookie', browserCookie(started.browserSecret, START_LIFETIME_SECONDS)).header('Cache-Control', 'no-store');
        return reply.redirect(started.url, 302);
      } catch (error) {
        if (!(error instanceof ProviderSignInFailed)) throw error;
        request.log.warn({ err: error }, 'identity provider sign-in not started');
        return backToLogin(reply, { error: error.code }, request.query.locale);
      }
    },
    { config: limitPerAddress(SIGN_IN_REQUESTS_PER_ADDRESS) },
  );

  route(
    app,
    'finishProviderSignIn',
    {
      summary: 'Where the identity provider sends the browser back (the redirect URI to register with it)',
      description:
        'Checks the answer against the sign-in its `state` started (once: a state or code used again is refused), with ' +
        'that provider only, in the browser that started it. A verified e-mail address of an active account: back to `/login` with ' +
        '`#sign_in_code=...`, a one-time code for POST /auth/sign_in_code. An address without an account: its open invitation is ' +
        'accepted (the account is made, as by the link), else with sign-up open the code starts a sign-up, else ' +
        '`#sign_in_error=provider_account_unknown`. Other refusals: `#sign_in_error=` provider_email_unverified, ' +
        'account_deactivated, sign_in_provider_failed, sign_in_provider_cancelled (Cancel at the provider), too_many_attempts or account_protected. Limited and audited as a password sign-in.',
      tags: TAGS,
    },
    async (request, reply) => {
      const query = new URLSearchParams(Object.entries(request.query).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
      let identity;
      try {
        identity = await providers.finish(query, cookieOf(request, BROWSER_COOKIE));
      } catch (error) {
        if (!(error instanceof ProviderSignInFailed)) throw error;
        if (error.code === 'sign_in_provider_cancelled') request.log.info('identity provider sign-in cancelled by the person');
        else request.log.warn({ err: error }, 'identity provider sign-in refused');
        return backToLogin(reply, { error: error.code }, error.locale);
      }
      const audit = { provider: identity.provider, address: request.ip };
      if (!identity.email || !identity.emailVerified) {
        if (identity.email) await auditSignIn(app, identity.email, 'sign_in.provider_refused', { ...audit, why: 'provider_email_unverified' });
        return backToLogin(reply, { error: 'provider_email_unverified' }, identity.locale);
      }
      const email = identity.email;
      let attempt;
      try {
        attempt = await failures.reserve(request, reply, email);
      } catch (error) {
        if (error instanceof HttpError && error.statusCode === 429) return backToLogin(reply, { error: error.code }, identity.locale);
        throw error;
      }
      const found = await accountForProviderEmail(app.db, email);
      if (found.kind === 'account') {
        await attempt.succeeded();
        if (!found.active) {
          await auditSignIn(app, email, 'sign_in.provider_refused', { ...audit, why: 'account_deactivated' });
          return backToLogin(reply, { error: 'account_deactivated' }, identity.locale);
        }
        await auditSignIn(app, email, 'sign_in.provider', audit);
        return backToLogin(
          reply,
          { code: await issueSignInCode(app.db, { kind: 'session', userId: found.userId, rememberMe: identity.rememberMe }) },
          identity.locale,
        );
      }
      if (found.kind === 'invitation') {
        const accepted = await acceptInvitationThroughProvider(app.db, email, identity.provider, reminderContext(app.config, app.clock.now()));
        if ('refused' in accepted) return backToLogin(reply, { error: accepted.refused }, identity.locale);
        await attempt.succeeded();
        await auditSignIn(app, email, 'sign_in.provider', audit);
        return backToLogin(
          reply,
          { code: await issueSignInCode(app.db, { kind: 'session', userId: accepted.userId, rememberMe: identity.rememberMe }) },
          identity.locale,
        );
      }
      if (!app.config.signUpOpen) return backToLogin(reply, { error: 'provider_account_unknown' }, identity.locale);
      return backToLogin(reply, { code: await issueSignInCode(app.db, { kind: 'sign_up', name: identity.name ?? '', email }) }, identity.locale);
    },
    { config: limitPerAddress(SIGN_IN_REQUESTS_PER_ADDRESS) },
  );

  route(
    app,
    'redeemSignInCode',
    {
      summary: 'Exchange a one-time sign-in code for a session (or a sign-up start)',
      description:
        'The code from `/login#sign_in_code=...`, valid one minute and once. A session code answers like sign_in (a new ' +
        'token and the user, and `remember_me`: ticked when the sign-in started, the session has no idle timeout, else it ends after ' +
        'SESSION_IDLE_TIMEOUT_MINUTES unused); a sign-up code answers ' +
        '`{sign_up: {name, email}}`, which the sign-up form starts with. Unknown, used or expired: 400 {code: "sign_in_code_invalid"}; ' +
        `the account deactivated meanwhile: 403. ${CODE_EXCHANGES_PER_ADDRESS.max} per minute per client address.`,
      tags: TAGS,
    },
    async (request) => {
      const grant = await redeemSignInCode(app.db, request.body.code);
      if (!grant) throw badRequest(CODE_INVALID, 'sign_in_code_invalid');
      if (grant.kind === 'sign_up') return { sign_up: { name: grant.name, email: grant.email } };
      if (!(await isActiveAccount(app.db, grant.userId))) throw accountDeactivated(403);
      const { token } = await createSession(app.db, grant.userId, {
        userAgent: request.headers['user-agent'],
        idleTimeoutSeconds: grant.rememberMe ? null : app.config.sessionIdleTimeoutSeconds,
        // staff protection lets a session of the academy's provider through (a passkey is not asked)
        authMethod: 'provider',
      });
      return { token, user: await loadUserView(app.db, grant.userId), remember_me: grant.rememberMe ?? false };
    },
    { config: limitPerAddress(CODE_EXCHANGES_PER_ADDRESS) },
  );
};

export default singleSignOnRoutes;
