// Rate limiting (@fastify/rate-limit): counters in memory, or in Redis when REDIS_URL is set so that
// several API instances count together. Off by default; routes opt in with the helpers below.
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, preHandlerHookHandler } from 'fastify';
import Redis from 'ioredis';
import type { Config } from '../config';
import { HttpError } from '../http/errors';

export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please wait a few minutes and try again.';

export async function setupRateLimit(app: FastifyInstance, config: Pick<Config, 'redisUrl'>): Promise<void> {
  let redis: Redis | null = null;
  if (config.redisUrl) {
    redis = new Redis(config.redisUrl, { connectTimeout: 2000, maxRetriesPerRequest: 1, enableOfflineQueue: true });
    redis.on('error', (err) => app.log.warn({ err }, 'Redis (rate limit store) is unreachable'));
    app.addHook('onClose', async () => {
      await redis?.quit().catch(() => redis?.disconnect());
    });
  }
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: 'academy-rate-limit:' } : {}),
    // When Redis is briefly unreachable, let requests through rather than lock everyone out.
    skipOnError: true,
    errorResponseBuilder: () => new HttpError(429, TOO_MANY_ATTEMPTS),
  });
}

interface Limit {
  /** A name of its own per limited action, e.g. 'sign-in'. */
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

/**
 * preHandler limiting requests per account (runs after validation, so it can read the body):
 * `preHandler: limitPerAccount(app, {..., account: (req) => req.body.user.email})`.
 * A second limiter of its own on the route, beside the per-address one of the route config.
 */
export function limitPerAccount(
  app: FastifyInstance,
  limit: Limit & { account: (request: FastifyRequest) => string },
): preHandlerHookHandler {
  const check = app.createRateLimit({
    max: limit.max,
    timeWindow: limit.timeWindow,
    keyGenerator: (request) => `${limit.name}:account:${limit.account(request).trim().toLowerCase()}`,
  });
  return async (request, reply) => {
    const result = await check(request);
    if (!result.isAllowed && result.isExceeded) {
      reply.header('retry-after', result.ttlInSeconds);
      throw new HttpError(429, TOO_MANY_ATTEMPTS);
    }
  };
}
