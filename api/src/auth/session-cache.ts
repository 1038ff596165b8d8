// Signed-in callers by token hash, kept a few seconds in each API instance so that most
// authenticated requests need no session query. Ending a session forgets it here at once and, with
// Redis, in every other instance through a published notice. Those notices are the only thing that
// makes a kept entry safe, so with Redis the cache is used only while this instance is subscribed:
// when the subscription drops (an outage, a restart of Redis) everything kept is forgotten and
// every request asks the database until it is back; and a notice that could not be published is
// published again once Redis answers.
import type { FastifyInstance } from 'fastify';
import { closeRedis } from '../plugins/redis';
import type { AuthUser } from './sessions';

/** How long a looked-up session is trusted without asking the database again. */
const SESSION_CACHE_TTL_MS = 5_000;
const MAX_ENTRIES = 50_000;
export const SESSIONS_ENDED_CHANNEL = 'academy-sessions-ended';

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
  // Without Redis this is the only instance, and every forget happens here.
  let listening = redis === null;
  // a notice older than the cache's lifetime would find nothing to forget: kept only that long
  let unpublished: { what: Forget; at: number }[] = [];
  const publish = async (what: Forget, at = Date.now()) => {
    try {
      await redis!.publish(SESSIONS_ENDED_CHANNEL, JSON.stringify(what));
    } catch (err) {
      app.log.warn({ err }, 'could not publish a session notice: it goes once Redis answers');
      unpublished = [...unpublished.filter((notice) => notice.at > Date.now() - SESSION_CACHE_TTL_MS), { what, at }];
    }
  };
  if (redis) {
    // Subscribed at every (re)connection; the subscription waits for a connection, not holding up the start.
    const subscriber = redis.duplicate({ enableOfflineQueue: true, maxRetriesPerRequest: null, commandTimeout: undefined, autoResubscribe: false });
    subscriber.on('error', (err) => app.log.warn({ err }, 'Redis (session notices) is unreachable'));
    subscriber.on('message', (_channel, message: string) => forgetHere(JSON.parse(message) as Forget));
    subscriber.on('close', () => {
      listening = false;
      generation += 1;
      entries.clear();
    });
    const subscribe = () =>
      subscriber.subscribe(SESSIONS_ENDED_CHANNEL).then(
        () => (listening = subscriber.status === 'ready'),
        (err: unknown) => app.log.warn({ err }, 'could not subscribe to session notices'),
      );
    const firstSubscribed = new Promise<void>((resolve) => subscriber.on('ready', () => void subscribe().then(() => resolve())));
    redis.on('ready', () => {
      const due = unpublished.filter((notice) => notice.at > Date.now() - SESSION_CACHE_TTL_MS);
      unpublished = [];
      for (const { what, at } of due) void publish(what, at);
    });
    app.addHook('onClose', () => closeRedis(subscriber));
    await Promise.race([firstSubscribed, new Promise((resolve) => setTimeout(resolve, 2000).unref())]);
  }

  return {
    get(tokenHash) {
      if (!listening) return undefined;
      const entry = entries.get(tokenHash);
      if (!entry) return undefined;
      if (entry.until > Date.now()) return entry.user;
      entries.delete(tokenHash);
      return undefined;
    },
    generation: () => generation,
    set(tokenHash, user, since) {
      if (since !== generation || !listening) return;
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
      entries.set(tokenHash, { user, until: Date.now() + SESSION_CACHE_TTL_MS });
    },
    async forget(what) {
      forgetHere(what);
      if (redis) await publish(what);
    },
  };
}
