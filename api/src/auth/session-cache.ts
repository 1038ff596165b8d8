// Signed-in callers by token hash, kept a few seconds in each API instance so that most
// authenticated requests need no session query. Ending a session forgets it here at once and, with
// Redis, in every other instance through a published notice.
import type { FastifyInstance } from 'fastify';
import { closeRedis } from '../plugins/redis';
import type { AuthUser } from './sessions';

/** How long a looked-up session is trusted without asking the database again. */
const SESSION_CACHE_TTL_MS = 5_000;
const MAX_ENTRIES = 50_000;
const CHANNEL = 'academy-sessions-ended';

/** Which cached sessions to forget: these sessions, or every session of a user. */
type Forget = { sessionIds: number[] } | { userId: number };

export interface SessionCache {
  get(tokenHash: string): AuthUser | undefined;
  /** Changes whenever something is forgotten; read it before the database lookup. */
  generation(): number;
  /** Not kept when something was forgotten since `generation`: the lookup may predate it. */
  set(tokenHash: string, user: AuthUser, generation: number): void;
  /** Forgets here and tells the other instances; call after the change is committed. */
  forget(what: Forget): Promise<void>;
}

export async function createSessionCache(app: FastifyInstance): Promise<SessionCache> {
  const entries = new Map<string, { user: AuthUser; until: number }>();
  let generation = 0;

  function forgetHere(what: Forget): void {
    generation += 1;
    for (const [hash, { user }] of entries) {
      if ('userId' in what ? user.id === what.userId : what.sessionIds.includes(user.sessionId)) entries.delete(hash);
    }
  }

  const redis = app.redis;
  if (redis) {
    // The subscription waits for a connection (not holding up the start), and is renewed after every reconnection.
    const subscriber = redis.duplicate({ enableOfflineQueue: true, maxRetriesPerRequest: null, commandTimeout: undefined });
    subscriber.on('error', (err) => app.log.warn({ err }, 'Redis (session notices) is unreachable'));
    subscriber.on('message', (_channel, message: string) => forgetHere(JSON.parse(message) as Forget));
    app.addHook('onClose', () => closeRedis(subscriber));
    const subscribed = subscriber.subscribe(CHANNEL).catch((err: unknown) => app.log.warn({ err }, 'could not subscribe to session notices'));
    await Promise.race([subscribed, new Promise((resolve) => setTimeout(resolve, 2000).unref())]);
  }

  return {
    get(tokenHash) {
      const entry = entries.get(tokenHash);
      if (!entry) return undefined;
      if (entry.until > Date.now()) return entry.user;
      entries.delete(tokenHash);
      return undefined;
    },
    generation: () => generation,
    set(tokenHash, user, since) {
      if (since !== generation) return;
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
      entries.set(tokenHash, { user, until: Date.now() + SESSION_CACHE_TTL_MS });
    },
    async forget(what) {
      forgetHere(what);
      await redis?.publish(CHANNEL, JSON.stringify(what)).catch((err: unknown) => app.log.warn({ err }, 'could not publish a session notice'));
    },
  };
}
