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

/**
 * A Redis call that takes longer fails, and the counters use this instance's memory (plugins/counters.ts).
 * A stopped Redis closes the connection and the counters switch at once; this bounds a Redis that hangs,
 * with room for a busy event loop (at 100 ms, 60 parallel sign-ins on 2 cores already timed out some).
 */
const REDIS_COMMAND_TIMEOUT_MS = 500;

function connectRedis(url: string, app: FastifyInstance): Redis {
  // No offline queue and no retries: while Redis is out a call fails at once instead of waiting for it
  // to come back; the connection itself keeps reconnecting in the background.
  const redis = new Redis(url, { connectTimeout: 1000, commandTimeout: REDIS_COMMAND_TIMEOUT_MS, maxRetriesPerRequest: 0, enableOfflineQueue: false });
  let reported = false;
  redis.on('error', (err) => {
    if (!reported) app.log.warn({ err }, 'Redis is unreachable');
    reported = true;
  });
  redis.on('ready', () => {
    reported = false;
  });
  // Starting: wait a moment for the first connection, so the first requests already count together.
  app.addHook('onReady', async () => {
    if (redis.status === 'ready') return;
    await new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        redis.off('ready', done);
        resolve();
      };
      const timer = setTimeout(done, 2000);
      redis.once('ready', done);
    });
  });
  app.addHook('onClose', () => closeRedis(redis));
  return redis;
}

/** Quits politely when connected; while Redis is out, only drops the connection (a queued QUIT would wait for it). */
export async function closeRedis(redis: Redis): Promise<void> {
  if (redis.status === 'ready') await redis.quit().catch(() => redis.disconnect());
  else redis.disconnect();
}

export function setupRedis(app: FastifyInstance, config: Pick<Config, 'redisUrl'>): void {
  app.decorate('redis', config.redisUrl ? connectRedis(config.redisUrl, app) : null);
}
