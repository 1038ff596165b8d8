// Rate limiting: request counters (@fastify/rate-limit) and failure counters (sign-in guesses), in
// memory, or in Redis when REDIS_URL is set so that several API instances count together (back to
// memory while Redis is out: plugins/counters.ts). Off by default; routes opt in with the helpers
// below. The numbers and why: docs/product-decisions.md.
import rateLimit, { type FastifyRateLimitStore, type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerHookHandler } from 'fastify';
import { memoryCounters, resilientCounters, type Counters } from './counters';
import { HttpError } from '../http/errors';

const TOO_MANY_ATTEMPTS = 'Too many attempts. Please wait a few minutes and try again.';

declare module 'fastify' {
  interface FastifyInstance {
    /** Failure counters shared by the instances (Redis) or kept in this one. */
    failures: Counters;
  }
}

/** After setupRedis. */
export async function setupRateLimit(app: FastifyInstance): Promise<void> {
  const redis = app.redis;
  const counters = (prefix: string) => (redis ? resilientCounters(redis, prefix, app.log) : memoryCounters());
  app.decorate('failures', counters('academy-failures:'));
  await app.register(rateLimit, {
    global: false,
    store: counterStore(counters('academy-rate-limit:')),
    errorResponseBuilder: () => new HttpError(429, TOO_MANY_ATTEMPTS, 'too_many_attempts'),
  });
}

/** @fastify/rate-limit's store over our counters, so request limits also fall back to memory without Redis. */
function counterStore(counters: Counters): FastifyRateLimitStoreCtor {
  const store: FastifyRateLimitStore = {
    incr(key, callback, timeWindow) {
      counters.reserve(key, timeWindow).then(
        ({ count, ttlMs }) => callback(null, { current: count, ttl: ttlMs }),
        (err: Error) => callback(err),
      );
    },
    // Every limit's keys carry its own name already.
    child: () => store,
  };
  return function Store() {
    return store;
  } as unknown as FastifyRateLimitStoreCtor;
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
  throw new HttpError(429, TOO_MANY_ATTEMPTS, 'too_many_attempts');
}

// ---- failure limits

export interface FailureRule {
  /** What the count is kept per. */
  per: 'account+address' | 'address' | 'account';
  max: number;
  windowMs: number;
  /**
   * Over `max`: refuse with 429, or (per account) refuse only client addresses that have not signed
   * in to the account before, so that strangers' guesses cannot lock the owner out.
   */
  over: 'refuse' | 'refuse-unknown-addresses';
}

/** Why an attempt was refused: too many from here, or too many on the account from addresses it does not know. */
const ACCOUNT_UNDER_ATTACK = 'Too many failed sign-ins to this account. To sign in from here, use "Forgot password" and the link we e-mail you.';

/** How long a client address that signed in to an account stays known to it. */
const KNOWN_ADDRESS_MS = 30 * 24 * 60 * 60_000;

/** An attempt that passed the limits: its reservation counts as a failure unless `succeeded` is called. */
export interface FailureAttempt {
  /** The account's failures so far in its window, this one included (the per-account rule's count, else the first rule's). */
  failures: number;
  succeeded(): Promise<void>;
}

/**
 * Limits on failed attempts of one action (e.g. wrong passwords). `reserve` counts the attempt as a
 * failure under every rule BEFORE it is checked, atomically, and refuses it when that takes a count
 * over its limit (so parallel guesses cannot all pass: at most `max` are ever checked); the
 * attempt's `succeeded` then takes the reservation back and forgets the account+address count.
 */
export function failureLimits(
  app: FastifyInstance,
  name: string,
  rules: FailureRule[],
  onRefused?: (request: FastifyRequest, account: string) => Promise<void>,
) {
  const key = (rule: FailureRule, account: string, ip: string) => {
    const who = { 'account+address': `${accountKey(account)}:${ip}`, address: ip, account: accountKey(account) }[rule.per];
    return `${name}:${rule.per}:${who}`;
  };
  const knownKey = (account: string, ip: string) => `${name}:known:${accountKey(account)}:${ip}`;
  const isKnown = async (account: string, ip: string) => (await app.failures.get(knownKey(account, ip))).count > 0;
  const over = async (rule: FailureRule, count: number, account: string, ip: string) =>
    count > rule.max && (rule.over === 'refuse' || !(await isKnown(account, ip)));

  return {
    rules,
    async reserve(request: FastifyRequest, reply: FastifyReply, account: string): Promise<FailureAttempt> {
      const keys = rules.map((rule) => key(rule, account, request.ip));
      const counts = await Promise.all(rules.map((rule, i) => app.failures.reserve(keys[i]!, rule.windowMs)));
      for (const [i, rule] of rules.entries()) {
        if (!(await over(rule, counts[i]!.count, account, request.ip))) continue;
        await Promise.all(keys.map((k) => app.failures.release(k)));
        await onRefused?.(request, account);
        if (rule.over === 'refuse') refuse(reply, counts[i]!.ttlMs / 1000);
        reply.header('retry-after', Math.max(1, Math.ceil(counts[i]!.ttlMs / 1000)));
        throw new HttpError(429, ACCOUNT_UNDER_ATTACK, 'account_protected');
      }
      return {
        failures:
          counts[
            Math.max(
              0,
              rules.findIndex((rule) => rule.per === 'account'),
            )
          ]!.count,
        async succeeded() {
          await Promise.all(rules.map((rule, i) => (rule.per === 'account+address' ? app.failures.clear(keys[i]!) : app.failures.release(keys[i]!))));
          if (rules.some((rule) => rule.over === 'refuse-unknown-addresses')) await trustAddress(account, request.ip);
        },
      };
    },
    /** The address has proved it acts for the account (signed in, or reset its password by the mailed link). */
    trustAddress: (account: string, ip: string) => trustAddress(account, ip),
  };

  async function trustAddress(account: string, ip: string): Promise<void> {
    const known = knownKey(account, ip);
    await app.failures.clear(known);
    await app.failures.reserve(known, KNOWN_ADDRESS_MS);
  }
}
