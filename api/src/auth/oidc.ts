// Sign-in through an identity provider with OpenID Connect (openid-client): the authorization code
// flow with PKCE, `state` and `nonce`, the client authenticated by client_secret_basic. A started
// sign-in is kept server-side under the hash of its state, which names its provider: the callback
// is checked against that provider only (a code of another provider fails its checks: the issuer of
// the answer and of the ID token, the client, the PKCE verifier and the nonce). The browser that
// started it holds a secret cookie the callback must bring back, so a callback URL sent to someone
// else signs nobody in. Threats and answers: docs/operations.md, "Single sign-on".
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import * as client from 'openid-client';
import type { Config, OidcProviderSettings } from '../config';
import type { DB, OidcSignInsTable } from '../db/schema';

/** How long a started sign-in waits for its callback (the person signs in at the provider meanwhile). */
const SIGN_IN_LIFETIME_MS = 10 * 60 * 1000;
const SCOPE = 'openid email profile';
/** The cookie of the browser that started a sign-in; only sent back to the callback. */
export const BROWSER_COOKIE = 'academy_oidc';
export const CALLBACK_PATH = '/api/v1/auth/oidc/callback';

/** Why a sign-in through the provider did not complete; the login page tells each in words. */
export class ProviderSignInFailed extends Error {
  constructor(
    readonly code: 'sign_in_provider_failed' | 'sign_in_provider_cancelled' | 'sign_in_provider_unavailable',
    why: string,
    /** the language of the login page the sign-in started from, once its sign-in is found (a refusal at the provider, say) */
    readonly locale: string | null = null,
  ) {
    super(why);
  }
}

/** What the provider vouches for about the person, from the ID token (and UserInfo when the token lacks the e-mail address). */
export interface ProviderIdentity {
  provider: string;
  subject: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
  /** "Remember me" was ticked when the sign-in started */
  rememberMe: boolean;
  /** the language of the login page it started from (null: English) */
  locale: string | null;
}

const sha256 = (value: string) => createHash('sha256').update(value, 'utf8').digest('hex');

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

/** Loopback providers (tests, demos) answer over http://; the configuration refuses any other http:// issuer. */
function isPlainHttp(issuer: string): boolean {
  return new URL(issuer).protocol === 'http:';
}

/**
 * `true` when the provider vouches for the address: `email_verified` (Google, most providers), or
 * Microsoft Entra's `xms_edov` (the domain of the address is verified by its tenant), which Entra
 * sends instead when the optional claim is added (docs/operations.md).
 */
export function emailVerifiedBy(claims: Record<string, unknown>): boolean {
  return claims.email_verified === true || claims.email_verified === 'true' || claims.xms_edov === true || claims.xms_edov === '1';
}

export interface OidcProviders {
  list: Array<{ id: string; label: string }>;
  /** The provider's authorization URL for a new sign-in, and the browser secret to set as a cookie; null for an unknown provider. */
  start(providerId: string, rememberMe?: boolean, locale?: string): Promise<{ url: string; browserSecret: string } | null>;
  /** Checks a callback (the whole URL the browser came back with) and answers who the provider says signed in. */
  finish(callbackQuery: URLSearchParams, browserSecret: string | undefined): Promise<ProviderIdentity>;
}

export function oidcProviders(db: Kysely<DB>, config: Pick<Config, 'oidcProviders' | 'publicApiUrl'>): OidcProviders {
  const redirectUri = `${config.publicApiUrl}${CALLBACK_PATH}`;
  const byId = new Map(config.oidcProviders.map((p) => [p.id, p]));
  // discovered once per provider and kept; a failed discovery is tried again at the next sign-in
  const discovered = new Map<string, Promise<client.Configuration>>();

  function configuration(provider: OidcProviderSettings): Promise<client.Configuration> {
    let found = discovered.get(provider.id);
    if (!found) {
      found = client.discovery(new URL(provider.issuer), provider.clientId, undefined, client.ClientSecretBasic(provider.clientSecret), {
        execute: isPlainHttp(provider.issuer) ? [client.allowInsecureRequests] : [],
        timeout: 10,
      });
      discovered.set(provider.id, found);
      found.catch(() => discovered.delete(provider.id));
    }
    return found.catch((error: unknown) => {
      throw new ProviderSignInFailed('sign_in_provider_unavailable', `discovery of ${provider.issuer} failed: ${String(error)}`);
    });
  }

  /** Who the provider says signed in to the sign-in `started`, once its callback is checked against it. */
  async function identityOf(
    started: Selectable<OidcSignInsTable>,
    query: URLSearchParams,
    browserSecret: string | undefined,
    state: string,
  ): Promise<ProviderIdentity> {
    if (!browserSecret || !sameHash(sha256(browserSecret), started.browser_hash)) {
      throw new ProviderSignInFailed('sign_in_provider_failed', 'the callback came to another browser than the one that started the sign-in');
    }
    const provider = byId.get(started.provider);
    if (!provider) throw new ProviderSignInFailed('sign_in_provider_failed', `provider ${started.provider} is no longer configured`);
    const server = await configuration(provider);
    const callbackUrl = new URL(redirectUri);
    callbackUrl.search = query.toString();
    let tokens: Awaited<ReturnType<typeof client.authorizationCodeGrant>>;
    try {
      tokens = await client.authorizationCodeGrant(server, callbackUrl, {
        pkceCodeVerifier: started.code_verifier,
        expectedState: state,
        expectedNonce: started.nonce,
        idTokenExpected: true,
      });
    } catch (error) {
      // the provider's own answer, its state checked: the person said no there (Cancel on its page)
      if (error instanceof client.AuthorizationResponseError && error.error === 'access_denied') {
        throw new ProviderSignInFailed('sign_in_provider_cancelled', 'cancelled at the provider');
      }
      throw new ProviderSignInFailed('sign_in_provider_failed', `the provider's answer was refused: ${String(error)}`);
    }
    let claims: Record<string, unknown> = { ...tokens.claims() };
    if (typeof claims.email !== 'string' && server.serverMetadata().userinfo_endpoint) {
      try {
        claims = { ...(await client.fetchUserInfo(server, tokens.access_token, String(claims.sub))), ...claims };
      } catch (error) {
        throw new ProviderSignInFailed('sign_in_provider_failed', `UserInfo failed: ${String(error)}`);
      }
    }
    const email = typeof claims.email === 'string' && claims.email.trim() ? claims.email.trim().toLowerCase() : null;
    const name = typeof claims.name === 'string' && claims.name.trim() ? claims.name.trim() : null;
    return {
      provider: provider.id,
      subject: String(claims.sub),
      email,
      emailVerified: emailVerifiedBy(claims),
      name,
      rememberMe: started.remember_me,
      locale: started.locale,
    };
  }

  return {
    list: config.oidcProviders.map(({ id, label }) => ({ id, label })),

    async start(providerId, rememberMe = false, locale) {
      const provider = byId.get(providerId);
      if (!provider) return null;
      const server = await configuration(provider);
      const state = client.randomState();
      const nonce = client.randomNonce();
      const codeVerifier = client.randomPKCECodeVerifier();
      const browserSecret = randomBytes(32).toString('base64url');
      await db.deleteFrom('oidc_sign_ins').where('expires_at', '<', new Date()).execute();
      await db
        .insertInto('oidc_sign_ins')
        .values({
          state_hash: sha256(state),
          provider: provider.id,
          code_verifier: codeVerifier,
          nonce,
          browser_hash: sha256(browserSecret),
          remember_me: rememberMe,
          locale: locale ?? null,
          expires_at: new Date(Date.now() + SIGN_IN_LIFETIME_MS),
        })
        .execute();
      const url = client.buildAuthorizationUrl(server, {
        redirect_uri: redirectUri,
        scope: SCOPE,
        state,
        nonce,
        code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
      });
      return { url: url.href, browserSecret };
    },

    async finish(query, browserSecret) {
      const state = query.get('state');
      if (!state) throw new ProviderSignInFailed('sign_in_provider_failed', 'the callback has no state');
      // taken at once: a state (and so its code verifier and nonce) serves one callback only
      const started = await db.deleteFrom('oidc_sign_ins').where('state_hash', '=', sha256(state)).returningAll().executeTakeFirst();
      if (!started || started.expires_at.getTime() < Date.now()) throw new ProviderSignInFailed('sign_in_provider_failed', 'unknown, used or expired state');
      try {
        return await identityOf(started, query, browserSecret, state);
      } catch (error) {
        // the sign-in is known: its refusal goes back to the language of the login page it left
        if (error instanceof ProviderSignInFailed) throw new ProviderSignInFailed(error.code, error.message, started.locale);
        throw error;
      }
    },
  };
}
