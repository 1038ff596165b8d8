// A rolling restart of two API instances behind the proxy of the one-origin topology (Caddy with
// deploy/Caddyfile), on one PostgreSQL and Redis, while clients read and write through it: each
// instance in turn is told to stop (SIGTERM: it stops being ready, keeps answering while the
// proxy's health checks take it out, finishes what is in flight, exits) and is started again on
// its port. Every request is answered 2xx, every write made exactly once, and every notice due
// meanwhile mailed exactly once. Fails saying so where Caddy is not installed.
import pg from 'pg';
import { startProxy, type Proxy } from '@academy/platform/testing/proxy';
import { seededTestDatabase, type TestDatabase } from './helpers';
import { freePort, startApi, type ApiProcess } from './process-helpers';
import { startSmtpSink, type SmtpSink } from './smtp-sink';

const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const CLIENTS = 4;
const NOTICES = 40;
/** Above the Caddyfile's health-check interval of one second. */
const DRAIN_SECONDS = '3';

const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('a rolling restart of two API instances behind the proxy', () => {
  let database: TestDatabase;
  let smtp: SmtpSink;
  let env: Record<string, string>;
  let ports: number[];
  let instances: ApiProcess[];
  let proxy: Proxy;

  beforeAll(async () => {
    database = await seededTestDatabase();
    // a slow mail server, so that the notices are still being mailed while the instances restart
    smtp = await startSmtpSink(0, 100);
    env = { ...database.env, REDIS_URL, SMTP_URL: smtp.url, NOTICE_POLL_MS: '200', TRUST_PROXY: '127.0.0.1', SHUTDOWN_DRAIN_SECONDS: DRAIN_SECONDS };
    ports = [await freePort(), await freePort()];
    instances = await Promise.all(ports.map((port) => startApi(env, { port })));
    proxy = await startProxy({ port: await freePort(), api: ports.map((port) => `http://127.0.0.1:${port}`) });
  }, 180_000);

  afterAll(async () => {
    await proxy?.stop();
    await Promise.all((instances ?? []).map((instance) => instance.stop()));
    await smtp?.close();
    await database?.cleanUp();
  });

  const api = (path: string, init: RequestInit = {}) => fetch(`${proxy.origin}/api/v1${path}`, init);

  async function signIn(email: string): Promise<string> {
    const res = await api('/sign_in', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ user: { email, password: 'academy-demo' } }),
    });
    expect(res.status).toBe(200);
    return ((await res.json()) as { token: string }).token;
  }

  async function onDatabase<Row extends pg.QueryResultRow>(statement: string): Promise<Row[]> {
    const client = new pg.Client({ connectionString: database.databaseUrl! });
    await client.connect();
    try {
      return (await client.query<Row>(statement)).rows;
    } finally {
      await client.end();
    }
  }

  /** Notices due one after the other over the next seconds, so that their mails span the restarts. */
  const noticesDueMeanwhile = () =>
    onDatabase(
      `insert into ${database.databaseSchema}.notices (kind, user_id, ref, title, body, due_at, next_attempt_at)
       select 'work_marked', u.id, 'rolling:' || n, 'Rolling notice ' || n, 'Body', now(), now() + n * interval '250 ms'
       from generate_series(1, ${NOTICES}) n, ${database.databaseSchema}.users u where u.email = 'student@example.org'`,
    );

  /** The notices not marked sent, as stored: a failure shows which notice and where it stands. */
  const unsentNotices = () =>
    onDatabase(
      `select id, ref, mail_status, attempts, next_attempt_at, last_error from ${database.databaseSchema}.notices
       where ref like 'rolling:%' and mail_status <> 'sent' order by id`,
    );

  it('answers every request 2xx, makes every write once and mails every notice once', async () => {
    const student = await signIn('student@example.org');
    const admin = await signIn('admin@example.org');
    await noticesDueMeanwhile();

    // clients reading the course list and adding FAQ entries until the restart is over
    const statuses: number[] = [];
    const added: string[] = [];
    let restarting = true;
    const client = async (id: number) => {
      for (let n = 0; restarting; n += 1) {
        if (n % 2 === 0) {
          statuses.push((await api('/cla_courses', { headers: { authorization: `Bearer ${student}` } })).status);
        } else {
          const question = `Rolling restart ${id}-${n}?`;
          const res = await api('/admin/faq', {
            method: 'POST',
            headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
            body: JSON.stringify({ question, answer: 'Yes.' }),
          });
          statuses.push(res.status);
          if (res.status === 201) added.push(question);
        }
      }
    };
    const clients = Array.from({ length: CLIENTS }, (_, id) => client(id));

    for (const [index, port] of ports.entries()) {
      await instances[index]!.stop();
      instances[index] = await startApi(env, { port });
      // the proxy's next health check finds it ready
      await settle(2000);
    }
    restarting = false;
    await Promise.all(clients);

    expect(statuses.filter((status) => status < 200 || status >= 300)).toEqual([]);
    expect(statuses.length).toBeGreaterThan(50);
    const faq = (await (await api('/content/faq')).json()) as { question: string }[];
    const stored = faq.map(({ question }) => question).filter((question) => question.startsWith('Rolling restart'));
    expect(stored.sort()).toEqual(added.sort());

    const rollingSubjects = () => smtp.mails.map((mail) => mail.subject ?? '').filter((subject) => subject.includes('Rolling notice'));
    for (const deadline = Date.now() + 120_000; rollingSubjects().length < NOTICES && Date.now() < deadline;) await settle(200);
    // a few polls more: a notice mailed twice would arrive now
    await settle(1000);
    expect(await unsentNotices()).toEqual([]);
    expect(rollingSubjects()).toHaveLength(NOTICES);
    expect(new Set(rollingSubjects()).size).toBe(NOTICES);
  });
});
