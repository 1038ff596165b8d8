// Authentication: `Authorization: Bearer <token>` -> request.user. Route folders add
// `app.addHook('onRequest', app.authenticate)` once, and guard routes with `app.requireRole(...)`.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { findSessionUser, type AuthUser, type RoleName } from '../auth/sessions';
import { forbidden, unauthorized } from '../http/errors';

declare module 'fastify' {
  interface FastifyInstance {
    /** onRequest/preHandler hook: 401 unless a valid token is sent; sets request.user. */
    authenticate(request: FastifyRequest): Promise<void>;
    /** onRequest/preHandler hook: authenticates if needed, then 403 unless the caller has one of the roles. */
    requireRole(...roles: RoleName[]): (request: FastifyRequest) => Promise<void>;
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

export function setupAuth(app: FastifyInstance): void {
  app.decorateRequest('user', null);

  async function authenticate(request: FastifyRequest): Promise<void> {
    if (request.user) return;
    const token = bearerToken(request);
    const user = token ? await findSessionUser(app.db, token) : null;
    if (!user) throw unauthorized();
    request.user = user;
  }

  app.decorate('authenticate', authenticate);
  app.decorate('requireRole', (...roles: RoleName[]) => async (request: FastifyRequest) => {
    await authenticate(request);
    if (!roles.includes(request.user!.role)) {
      throw forbidden(roles.length === 1 ? `Only a ${roles[0]} can do this.` : undefined);
    }
  });
}
