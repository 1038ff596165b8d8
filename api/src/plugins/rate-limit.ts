// Rate limiting: request counters (@fastify/rate-limit) and failure counters (sign-in guesses), in
// memory, or in Redis when REDIS_URL is set so that several API instances count together. Off by
// default; routes opt in with the helpers below. The numbers and why: docs/product-decisions.md.
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerHookHandler } from 'fastify';
import type Redis from 'ioredis';
import { HttpError } from '../http/errors';

export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please wait a few minutes and try again.';

declare module 'fastify' {
  interface FastifyInstance {
    /** Failure counters shared by the instances (Redis) or kept in this one. */
    failures: FailureCounter;
  }
}

/** After setupRedis. */
export async function setupRateLimit(app: FastifyInstance): Promise<void> {
  const redis = app.redis;
  app.decorate('failures', redis ? redisFailureCounter(redis, app) : memoryFailureCounter());
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: 'academy-rate-limit:' } : {}),
    // When Redis is briefly unreachable, let requests through rather than lock everyone out.
    skipOnError: true,
    errorResponseBuilder: () => new HttpError(429, TOO_MANY_ATTEMPTS),
  });
}

interface Limit {
  /** A name of its own per limited action, e.g. 'sign-up'. */
  name: string;
  max: number;
  /** e.g. '1 minute', '15 minutes' */
  timeWindow: string;
}

/** Route `config` limiting requests per client address: `config: limitPerAddress({...})`. */
export function limitPerAddress(limit: Limit): { rateLimit: { max: number; timeWindow: string; keyGenerator: (r: FastifyRequest) => string } } {
  return {
    rateLimit: {
      max: limit.max,
      timeWindow: limit.timeWindow,
      keyGenerator: (request) => `${limit.name}:ip:${request.ip}`,
    },
  };
}

/** The account a request names, in the form counters use. */
function accountKey(account: string): string {
  return account.trim().toLowerCase();
}

/**
 * preHandler limiting requests per account and client address together (runs after validation,
 * so it can read the body): a stranger's requests never use up the owner's allowance.
 */
export function limitPerAccountAndAddress(app: FastifyInstance, limit: Limit & { account: (request: FastifyRequest) => string }): preHandlerHookHandler {
  const check = app.createRateLimit({
    max: limit.max,
    timeWindow: limit.timeWindow,
    keyGenerator: (request) => `${limit.name}:account-ip:${accountKey(limit.account(request))}:${request.ip}`,
  });
  return async (request, reply) => {
    const result = await check(request);
    if (!result.isAllowed && result.isExceeded) refuse(reply, result.ttlInSeconds);
  };
}

function refuse(reply: FastifyReply, retryAfterSeconds: number): never {
  reply.header('retry-after', Math.max(1, Math.ceil(retryAfterSeconds)));
  throw new HttpError(429, TOO_MANY_ATTEMPTS);
}

// ---- failure counters

export interface FailureCount {
  count: number;
  /** Until the window ends. */
  retryAfterSeconds: number;
}

export interface FailureCounter {
  get(key: string): Promise<FailureCount>;
  /** One more failure; the window starts with the first. */
  add(key: string, windowMs: number): Promise<void>;
  clear(key: string): Promise<void>;
}

function memoryFailureCounter(): FailureCounter {
  const counts = new Map<string, { count: number; endsAt: number }>();
  const live = (key: string) => {
    const entry = counts.get(key);
    if (entry && entry.endsAt <= Date.now()) counts.delete(key);
    return counts.get(key);
  };
  return {
    async get(key) {
      const entry = live(key);
      return entry ? { count: entry.count, retryAfterSeconds: (entry.endsAt - Date.now()) / 1000 } : { count: 0, retryAfterSeconds: 0 };
    },
    async add(key, windowMs) {
      const entry = live(key);
      if (entry) entry.count += 1;
      else counts.set(key, { count: 1, endsAt: Date.now() + windowMs });
      if (counts.size > 100_000) for (const k of counts.keys()) live(k);
    },
    async clear(key) {
      counts.delete(key);
    },
  };
}

function redisFailureCounter(redis: Redis, app: FastifyInstance): FailureCounter {
  const prefix = 'academy-failures:';
  // As for the request counters: when Redis is briefly unreachable, count nothing rather than lock everyone out.
  const orNothing =
    <T>(fallback: T) =>
    (err: unknown) => {
      app.log.warn({ err }, 'Redis (failure counters) is unreachable');
      return fallback;
    };
  return {
    async get(key) {
      const answer = await redis
        .multi()
        .get(prefix + key)
        .pttl(prefix + key)
        .exec()
        .catch(orNothing(null));
      const count = Number(answer?.[0]?.[1] ?? 0);
      const ttl = Number(answer?.[1]?.[1] ?? 0);
      return { count, retryAfterSeconds: Math.max(0, ttl) / 1000 };
    },
    async add(key, windowMs) {
      await redis
        .multi()
        .incr(prefix + key)
        .pexpire(prefix + key, windowMs, 'NX')
        .exec()
        .catch(orNothing(null));
    },
    async clear(key) {
      await redis.del(prefix + key).catch(orNothing(0));
    },
  };
}

export interface FailureRule {
  /** What the count is kept per. */
  per: 'account+address' | 'address' | 'account';
  max: number;
  windowMs: number;
  /** Over `max`: refuse with 429 (lock), or only wait `delayMs` first (slow, never lock). */
  over: 'refuse' | { delayMs: number };
}

/**
 * Limits on failed attempts of one action (e.g. wrong passwords): `check` before the attempt
 * refuses or slows it, `failed` counts a failure under every rule, `succeeded` forgets the
 * account+address count.
 */
export function failureLimits(app: FastifyInstance, name: string, rules: FailureRule[]) {
  const key = (rule: FailureRule, account: string, ip: string) => {
    const who = { 'account+address': `${accountKey(account)}:${ip}`, address: ip, account: accountKey(account) }[rule.per];
    return `${name}:${rule.per}:${who}`;
  };
  return {
    rules,
    async check(request: FastifyRequest, reply: FastifyReply, account: string): Promise<void> {
      for (const rule of rules) {
        const { count, retryAfterSeconds } = await app.failures.get(key(rule, account, request.ip));
        if (count < rule.max) continue;
        if (rule.over === 'refuse') refuse(reply, retryAfterSeconds);
        await new Promise((resolve) => setTimeout(resolve, (rule.over as { delayMs: number }).delayMs));
      }
    },
    async failed(request: FastifyRequest, account: string): Promise<void> {
      await Promise.all(rules.map((rule) => app.failures.add(key(rule, account, request.ip), rule.windowMs)));
    },
    async succeeded(request: FastifyRequest, account: string): Promise<void> {
      const pairs = rules.filter((rule) => rule.per === 'account+address');
      await Promise.all(pairs.map((rule) => app.failures.clear(key(rule, account, request.ip))));
    },
  };
}
