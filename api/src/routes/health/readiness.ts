// What GET /ready checks: the instance has not been told to stop (it drains then: server.ts), the
// database answers, the notice workers keep up (no due notice waits unclaimed longer than
// READY_NOTICE_LAG_SECONDS), and, when configured, Redis answers and the SMTP server accepts a
// connection and sign-in. Each check has a time limit; failures are logged here, the answer only
// names the part.
import type { FastifyInstance } from 'fastify';
import { oldestDuePendingNotice, pingDatabase } from '../../queries/health';
import type { Readiness, ReadinessPart } from '@academy/contract/schemas/platform';

const CHECK_TIMEOUT_MS = 3000;
/** An SMTP check opens a connection: probes every few seconds reuse its answer this long. */
const SMTP_CHECK_EVERY_MS = 30_000;

function within<T>(promise: Promise<T>, part: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${part} did not answer within ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

async function noticeLagSeconds(app: FastifyInstance): Promise<number> {
  const now = app.clock.now();
  const oldest = await oldestDuePendingNotice(app.db, now);
  return oldest === null ? 0 : Math.max(0, Math.floor((now.getTime() - oldest.getTime()) / 1000));
}

export function readinessCheck(app: FastifyInstance): () => Promise<Readiness> {
  let smtpChecked: { at: number; ok: Promise<boolean> } | null = null;

  async function ok(part: ReadinessPart, check: () => Promise<unknown>): Promise<boolean> {
    try {
      await within(check(), part);
      return true;
    } catch (err) {
      app.log.warn({ err, part }, 'readiness check failed');
      return false;
    }
  }

  function smtpOk(): Promise<boolean> {
    if (!smtpChecked || Date.now() - smtpChecked.at > SMTP_CHECK_EVERY_MS) {
      smtpChecked = { at: Date.now(), ok: ok('smtp', () => app.mailer.verify()) };
    }
    return smtpChecked.ok;
  }

  return async () => {
    const redis = app.redis;
    const [database, redisOk, smtp] = await Promise.all([
      ok('database', () => pingDatabase(app.db)),
      redis ? ok('redis', () => redis.ping()) : null,
      app.mailer.mode === 'smtp' ? smtpOk() : null,
    ]);
    let lag: number | null = null;
    if (database) await ok('outbox', async () => (lag = await noticeLagSeconds(app)));
    const outbox = lag === null ? null : lag <= app.config.readyNoticeLagSeconds;
    if (outbox === false) app.log.warn({ lagSeconds: lag }, 'readiness: due notices wait unclaimed');

    const state = (value: boolean | null, missing: 'not configured' | 'not checked') => (value === null ? missing : value ? 'ok' : 'failing');
    const checks: Readiness['checks'] = {
      instance: state(!app.stopping, 'not checked'),
      database: state(database, 'not checked'),
      outbox: state(database ? (outbox ?? false) : null, 'not checked'),
      redis: state(redisOk, 'not configured'),
      smtp: state(smtp, 'not configured'),
    };
    const failing = (Object.keys(checks) as ReadinessPart[]).filter((part) => checks[part] === 'failing');
    return { status: failing.length === 0 ? 'ready' : 'not ready', failing, checks, notice_lag_seconds: lag };
  };
}
