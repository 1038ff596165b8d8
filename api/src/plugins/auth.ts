// Authentication: `Authorization: Bearer <token>` -> request.user. Route folders add
// `app.addHook('onRequest', app.authenticate)` once, and guard routes with `app.requireRole(...)`.
// Sessions are looked up through the per-instance cache (`app.sessionCache`); whatever ends a
// session or changes its user calls `app.sessionCache.forget(...)` after committing.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createSessionCache, type SessionCache } from '../auth/session-cache';
import type { RoleName } from '@academy/contract/rules/roles';
import { sessionOfDeactivatedAccount, useSession, type AuthUser } from '../auth/sessions';
import { hashToken, looksLikeToken } from '../auth/tokens';
import { accountDeactivated, forbidden, unauthorized } from '../http/errors';

/** The refusal of a call only one role may make (the catalogs' `error.role_required` in English). */
const ONLY_ROLE: Record<RoleName, string> = {
  student: 'Only a student can do this.',
  facilitator: 'Only a facilitator can do this.',
  admin: 'Only an administrator can do this.',
};
const PASSKEY_REQUIRED = 'The academy asks staff to sign in with a passkey: add one in Profile, or sign in with yours, to use the desk.';

declare module 'fastify' {
  interface FastifyInstance {
    /** onRequest/preHandler hook: 401 unless a valid token is sent; sets request.user. */
    authenticate(request: FastifyRequest): Promise<void>;
    /** onRequest/preHandler hook: authenticates if needed, then 403 unless the caller has one of the roles. */
    requireRole(...roles: RoleName[]): (request: FastifyRequest) => Promise<void>;
    sessionCache: SessionCache;
  }
  interface FastifyRequest {
    /** The caller, once `app.authenticate` ran; null before. */
    user: AuthUser | null;
  }
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match ? match[1]! : null;
}

/** The signed-in caller; for handlers behind `app.authenticate`. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthorized();
  return request.user;
}

/** After setupRedis and setupDatabase. */
export async function setupAuth(app: FastifyInstance): Promise<void> {
  app.decorateRequest('user', null);
  const cache = await createSessionCache(app);
  app.decorate('sessionCache', cache);

  /** The session of `tokenHash` from the database, kept in the cache unless something was forgotten meanwhile. */
  async function lookUp(tokenHash: string, generation: number): Promise<AuthUser> {
    const user = await useSession(app.db, tokenHash);
    if (user) {
      cache.set(tokenHash, user, generation);
      return user;
    }
    throw (await sessionOfDeactivatedAccount(app.db, tokenHash)) ? accountDeactivated(401) : unauthorized();
  }

  // A session's requests that miss the cache together (a page's calls, once its entry expired) share
  // one lookup, as they would share its cached answer; never one begun before something was forgotten.
  const lookups = new Map<string, { generation: number; user: Promise<AuthUser> }>();

  /** The caller of `token`; else 401, saying so when the account was deactivated. */
  async function findUser(token: string): Promise<AuthUser> {
    if (!looksLikeToken(token)) throw unauthorized();
    const tokenHash = hashToken(token);
    const cached = cache.get(tokenHash);
    if (cached) return cached;
    const generation = cache.generation();
    const pending = lookups.get(tokenHash);
    if (pending?.generation === generation) return pending.user;
    const user = lookUp(tokenHash, generation).finally(() => {
      if (lookups.get(tokenHash)?.user === user) lookups.delete(tokenHash);
    });
    lookups.set(tokenHash, { generation, user });
    return user;
  }

  async function authenticate(request: FastifyRequest): Promise<void> {
    if (request.user) return;
    const token = bearerToken(request);
    if (!token) throw unauthorized();
    request.user = await findUser(token);
  }

  app.decorate('authenticate', authenticate);
  app.decorate('requireRole', (...roles: RoleName[]) => async (request: FastifyRequest) => {
    await authenticate(request);
    if (!roles.includes(request.user!.role)) {
      throw roles.length === 1 ? forbidden(ONLY_ROLE[roles[0]!], 'role_required', { role: roles[0]! }) : forbidden();
    }
    // the desk's calls are all limited to roles; the account's own calls (profile, passkeys, sign-out) stay open
    if (request.user!.passkeyRequired) throw forbidden(PASSKEY_REQUIRED, 'passkey_required');
  });
}
