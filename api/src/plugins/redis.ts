// One Redis connection per API instance when REDIS_URL is set (`app.redis`, else null): the rate
// limit counters and the session cache's sign-out notices go through it.
import type { FastifyInstance } from 'fastify';
import Redis from 'ioredis';
import type { Config } from '../config';

declare module 'fastify' {
  interface FastifyInstance {
    redis: Redis | null;
  }
}

export function connectRedis(url: string, app: FastifyInstance): Redis {
  const redis = new Redis(url, { connectTimeout: 2000, maxRetriesPerRequest: 1, enableOfflineQueue: true });
  redis.on('error', (err) => app.log.warn({ err }, 'Redis is unreachable'));
  app.addHook('onClose', async () => {
    await redis.quit().catch(() => redis.disconnect());
  });
  return redis;
}

export function setupRedis(app: FastifyInstance, config: Pick<Config, 'redisUrl'>): void {
  app.decorate('redis', config.redisUrl ? connectRedis(config.redisUrl, app) : null);
}
