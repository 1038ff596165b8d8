// Counters with a time window, in Redis (shared by every API instance) or in this instance's memory.
// Every count is raised atomically before the work it limits (Redis: one Lua script per key; memory:
// synchronously), so parallel requests cannot all read the same old count. When Redis is unreachable
// or slow, the counters fall back to this instance's memory at once and go back to Redis when it
// answers again: a Redis outage costs the shared count, never the sign-ins.
import type { FastifyBaseLogger } from 'fastify';
import type Redis from 'ioredis';

export interface Count {
  count: number;
  /** Until the window ends; 0 when there is no count. */
  ttlMs: number;
}

export interface Counters {
  /** One more on `key` (the window starts with the first), answering the count after it. */
  reserve(key: string, windowMs: number): Promise<Count>;
  /** One less on `key`, when above 0: a reservation that turned out not to count. */
  release(key: string): Promise<void>;
  get(key: string): Promise<Count>;
  clear(key: string): Promise<void>;
}

const MAX_MEMORY_KEYS = 100_000;

export function memoryCounters(now: () => number = Date.now): Counters {
  const counts = new Map<string, { count: number; endsAt: number }>();
  const live = (key: string) => {
    const entry = counts.get(key);
    if (entry && entry.endsAt <= now()) counts.delete(key);
    return counts.get(key);
  };
  const answer = (entry: { count: number; endsAt: number } | undefined): Count =>
    entry ? { count: entry.count, ttlMs: Math.max(0, entry.endsAt - now()) } : { count: 0, ttlMs: 0 };
  return {
    async reserve(key, windowMs) {
      let entry = live(key);
      if (entry) entry.count += 1;
      else {
        if (counts.size >= MAX_MEMORY_KEYS) for (const k of counts.keys()) live(k);
        entry = { count: 1, endsAt: now() + windowMs };
        counts.set(key, entry);
      }
      return answer(entry);
    },
    async release(key) {
      const entry = live(key);
      if (entry && entry.count > 0) entry.count -= 1;
    },
    async get(key) {
      return answer(live(key));
    },
    async clear(key) {
      counts.delete(key);
    },
  };
}

const RESERVE = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {count, redis.call('PTTL', KEYS[1])}`;
const RELEASE = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
if count > 0 then redis.call('DECR', KEYS[1]) end
return 0`;

function redisCounters(redis: Redis, prefix: string): Counters {
  const pair = (answer: unknown): Count => {
    const [count, ttl] = answer as [number, number];
    return { count: Number(count), ttlMs: Math.max(0, Number(ttl)) };
  };
  return {
    async reserve(key, windowMs) {
      return pair(await redis.eval(RESERVE, 1, prefix + key, windowMs));
    },
    async release(key) {
      await redis.eval(RELEASE, 1, prefix + key);
    },
    async get(key) {
      const answer = await redis
        .multi()
        .get(prefix + key)
        .pttl(prefix + key)
        .exec();
      return { count: Number(answer?.[0]?.[1] ?? 0), ttlMs: Math.max(0, Number(answer?.[1]?.[1] ?? 0)) };
    },
    async clear(key) {
      await redis.del(prefix + key);
    },
  };
}

/** After a failed Redis call, how long the counters stay in memory before trying Redis again. */
const RETRY_REDIS_AFTER_MS = 2_000;

/**
 * Redis counters while Redis answers (within the connection's commandTimeout), else this instance's
 * memory: at once when the connection is known to be down, after one timed-out call otherwise.
 */
export function resilientCounters(redis: Redis, prefix: string, log: FastifyBaseLogger): Counters {
  const shared = redisCounters(redis, prefix);
  const local = memoryCounters();
  let downUntil = 0;
  let down = false;
  async function use<T>(work: (counters: Counters) => Promise<T>): Promise<T> {
    if (redis.status === 'ready' && Date.now() >= downUntil) {
      try {
        const result = await work(shared);
        if (down) log.info('Redis answers again: counters are shared by the instances again');
        down = false;
        return result;
      } catch (err) {
        if (!down) log.warn({ err }, 'Redis is unreachable: counting in this instance only until it answers again');
        down = true;
        downUntil = Date.now() + RETRY_REDIS_AFTER_MS;
      }
    } else if (!down) {
      log.warn('Redis is not connected: counting in this instance only until it answers again');
      down = true;
    }
    return work(local);
  }
  return {
    reserve: (key, windowMs) => use((c) => c.reserve(key, windowMs)),
    release: (key) => use((c) => c.release(key)),
    get: (key) => use((c) => c.get(key)),
    clear: (key) => use((c) => c.clear(key)),
  };
}
