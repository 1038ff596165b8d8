// GET /ready: 200 while the database, the notice outbox and (when configured) Redis and SMTP work;
// 503 naming the part that does not. On SIGTERM the API says it stops while it keeps answering for
// SHUTDOWN_DRAIN_SECONDS, then finishes the request in flight, and a closing worker finishes the
// notices it claimed, then stops.
import net from 'node:net';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/database';
import { createTestApp, ManualClock, testDatabase, type TestApp } from './helpers';
import { freePort, startApi } from './process-helpers';
import { startSmtpSink, type SmtpSink } from './smtp-sink';

const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';

const ready = async (t: Pick<TestApp, 'app'>) => {
  const res = await t.app.inject({ method: 'GET', url: '/api/v1/ready' });
  return {
    status: res.statusCode,
    body: res.json() as { status: string; failing: string[]; checks: Record<string, string>; notice_lag_seconds: number | null },
  };
};

describe('GET /api/v1/ready', () => {
  let smtp: SmtpSink;

  beforeAll(async () => {
    smtp = await startSmtpSink();
  });

  afterAll(async () => {
    await smtp.close();
  });

  it('answers 200 when the database, the outbox, Redis and SMTP all work', async () => {
    const t = await createTestApp({ seed: false, env: { SMTP_URL: smtp.url, REDIS_URL } });
    try {
      expect(await ready(t)).toEqual({
        status: 200,
        body: { status: 'ready', failing: [], checks: { instance: 'ok', database: 'ok', outbox: 'ok', redis: 'ok', smtp: 'ok' }, notice_lag_seconds: 0 },
      });
    } finally {
      await t.close();
    }
  });

  it('answers 503 naming the database when it is down', async () => {
    const database = await openDatabase({
      databaseUrl: `postgres://postgres@127.0.0.1:${await freePort()}/academy`,
      databaseSchema: 'public',
      dataDir: '/nonexistent',
    });
    const app = await buildApp(loadConfig({ LOG_LEVEL: 'silent', NOTICE_POLL_MS: '0' }), { database });
    try {
      expect(await ready({ app })).toEqual({
        status: 503,
        body: {
          status: 'not ready',
          failing: ['database'],
          checks: { instance: 'ok', database: 'failing', outbox: 'not checked', redis: 'not configured', smtp: 'not configured' },
          notice_lag_seconds: null,
        },
      });
    } finally {
      await app.close();
      await database.close();
    }
  });

  it('answers 503 naming SMTP when its server does not answer, and the outbox when due notices wait', async () => {
    const clock = new ManualClock(new Date());
    const t = await createTestApp({ seed: false, clock, env: { SMTP_URL: `smtp://127.0.0.1:${await freePort()}`, READY_NOTICE_LAG_SECONDS: '300' } });
    try {
      expect((await ready(t)).body).toMatchObject({ failing: ['smtp'], checks: { database: 'ok', outbox: 'ok', smtp: 'failing' } });

      const due = new Date(clock.now().getTime() - 301_000);
      await t.db
        .insertInto('notices')
        .values({
          kind: 'invitation',
          user_id: null,
          to_email: 'late@example.org',
          ref: 'ready-test',
          title: 'Late',
          body: 'Late',
          due_at: due,
          next_attempt_at: due,
        })
        .execute();
      const late = await ready(t);
      expect(late.status).toBe(503);
      expect(late.body).toMatchObject({ failing: ['outbox', 'smtp'], notice_lag_seconds: 301 });
    } finally {
      await t.close();
    }
  });
});

describe('closing the notice worker', () => {
  it('mails and marks the notices it claimed, and claims no more', async () => {
    const smtp = await startSmtpSink(0, 20);
    const t = await createTestApp({ seed: false, env: { SMTP_URL: smtp.url } });
    try {
      const now = new Date();
      await t.db
        .insertInto('notices')
        .values(
          Array.from({ length: 150 }, (_, i) => ({
            kind: 'invitation' as const,
            user_id: null,
            to_email: `person${i}@example.org`,
            ref: `drain:${i}`,
            title: `Invitation ${i}`,
            body: 'Welcome',
            due_at: now,
            next_attempt_at: now,
          })),
        )
        .execute();
      const run = t.app.notices.deliverDue();
      await smtp.waitFor(1, 30_000);
      await t.app.notices.close();
      await run;

      const rows = await t.db.selectFrom('notices').select(['mail_status', 'attempts']).execute();
      const sent = rows.filter((row) => row.mail_status === 'sent').length;
      expect(sent).toBe(smtp.mails.length);
      expect(sent).toBeGreaterThan(0);
      // nothing is left claimed and unmarked; what was never claimed waits for the next instance
      expect(rows.filter((row) => row.mail_status === 'pending' && row.attempts > 0)).toEqual([]);
      expect(rows.filter((row) => row.mail_status === 'pending').length).toBe(150 - sent);
      expect(sent).toBeLessThan(150);
    } finally {
      await t.close();
      await smtp.close();
    }
  });
});

describe('SIGTERM', () => {
  it('makes the instance not ready at once while it still answers, for SHUTDOWN_DRAIN_SECONDS, then it exits', async () => {
    const database = await testDatabase({ seed: false });
    const api = await startApi({ ...database.env, SHUTDOWN_DRAIN_SECONDS: '8' });
    try {
      expect((await fetch(`${api.url}/api/v1/ready`)).status).toBe(200);
      const exited = new Promise<number | null>((resolve) => api.child.once('exit', (code) => resolve(code)));
      api.child.kill('SIGTERM');
      await new Promise((resolve) => setTimeout(resolve, 200));
      const ready = await fetch(`${api.url}/api/v1/ready`);
      expect(ready.status).toBe(503);
      expect(await ready.json()).toMatchObject({ status: 'not ready', failing: ['instance'], checks: { instance: 'failing', database: 'ok' } });
      expect((await fetch(`${api.url}/api/v1/content/faq`)).status).toBe(200);
      expect(await exited).toBe(0);
    } finally {
      await api.stop();
      await database.cleanUp();
    }
  });

  it('answers the request in flight, closing its connection, before the process exits', async () => {
    // an SMTP server that accepts connections and never greets: the readiness check waits on it
    const silent = net.createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const database = await testDatabase({ seed: false });
    const api = await startApi({ ...database.env, SMTP_URL: `smtp://127.0.0.1:${(silent.address() as net.AddressInfo).port}` });
    try {
      const inFlight = fetch(`${api.url}/api/v1/ready`);
      await new Promise((resolve) => setTimeout(resolve, 500));
      const exited = new Promise<number | null>((resolve) => api.child.once('exit', (code) => resolve(code)));
      api.child.kill('SIGTERM');
      const res = await inFlight;
      expect(res.status).toBe(503);
      // the connection ends with it, so no kept-alive connection holds the closing server open
      expect(res.headers.get('connection')).toBe('close');
      // it was told to stop while the request waited on SMTP
      expect(await res.json()).toMatchObject({ failing: ['instance', 'smtp'] });
      expect(await exited).toBe(0);
    } finally {
      await api.stop();
      silent.close();
      await database.cleanUp();
    }
  });
});
