// POST /client_errors: a browser's error reaches the API's log with its area, release, path and the
// request's id, without personal data, and with SENTRY_DSN is forwarded to a Sentry-compatible
// store endpoint (a local fake here). Bad reports are refused; a flood is limited.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createTestApp, testDatabase, type TestDatabase } from '../helpers';
import { startApi, type ApiProcess } from '../process-helpers';

interface Received {
  url: string;
  auth: string;
  body: Record<string, unknown>;
}

async function fakeSentry(): Promise<{ url: string; received: Received[]; close(): Promise<void> }> {
  const received: Received[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      received.push({ url: req.url!, auth: String(req.headers['x-sentry-auth']), body: JSON.parse(body) as Record<string, unknown> });
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"id":"x"}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, received, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

const REPORT = {
  kind: 'render',
  area: 'student_portal',
  message: 'Cannot read properties of undefined (reading "score") for esther@example.org',
  stack: [
    'TypeError: Cannot read properties of undefined',
    '    at Grades (http://localhost:3002/src_features_grades.1a2b3c4d.js?token=abcdefabcdefabcdefabcdefabcdefabcdef:1:200)',
    ...Array.from({ length: 40 }, (_, i) => `    at frame${i} (http://localhost:3002/main.js:1:${i})`),
  ].join('\n'),
  release: '1.0.0+3f2a9c1',
  path: '/portal/grades',
};

describe('POST /api/v1/client_errors', () => {
  let database: TestDatabase;
  let sentry: Awaited<ReturnType<typeof fakeSentry>>;
  let api: ApiProcess;

  beforeAll(async () => {
    database = await testDatabase({ seed: false });
    sentry = await fakeSentry();
    api = await startApi({
      ...database.env,
      SENTRY_DSN: `http://publickey@${sentry.url.replace('http://', '')}/42`,
      // counts of its own: Redis outlives the run, and the flood below would limit the next run's reports
      REDIS_URL: '',
    });
  });

  afterAll(async () => {
    await api.stop();
    await sentry.close();
    await database.cleanUp();
  });

  const post = (body: unknown) =>
    fetch(`${api.url}/api/v1/client_errors`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

  it('logs the error with its area, release and request id, without personal data, and forwards it', async () => {
    expect((await post(REPORT)).status).toBe(204);

    for (let i = 0; i < 100 && sentry.received.length === 0; i++) await new Promise((resolve) => setTimeout(resolve, 50));
    const line = api
      .output()
      .split('\n')
      .find((text) => text.includes('"browser error"'));
    expect(line).toBeDefined();
    const logged = JSON.parse(line!) as { reqId: string; level: number; clientError: Record<string, string> };
    expect(logged.reqId).toMatch(/^req-/);
    expect(logged.clientError).toMatchObject({ kind: 'render', area: 'student_portal', release: '1.0.0+3f2a9c1', path: '/portal/grades' });
    expect(logged.clientError.message).toBe('Cannot read properties of undefined (reading "score") for [email]');
    expect(logged.clientError.stack!.split('\n')).toHaveLength(15);
    expect(logged.clientError.stack).toContain('(http://localhost:3002/src_features_grades.1a2b3c4d.js:1:200)');
    expect(line).not.toContain('esther@example.org');
    expect(line).not.toContain('abcdefabcdef');

    expect(sentry.received).toHaveLength(1);
    const [event] = sentry.received;
    expect(event!.url).toBe('/api/42/store/');
    expect(event!.auth).toContain('sentry_key=publickey');
    expect(event!.body).toMatchObject({
      release: '1.0.0+3f2a9c1',
      level: 'error',
      tags: { area: 'student_portal', kind: 'render', request_id: logged.reqId },
      exception: { values: [{ value: logged.clientError.message }] },
    });
  });

  it('refuses a report with a query string in its path, an unknown area or extra fields', async () => {
    expect((await post({ ...REPORT, path: '/reset-password?token=secret' })).status).toBe(400);
    expect((await post({ ...REPORT, area: 'elsewhere' })).status).toBe(400);
    expect((await post({ ...REPORT, email: 'esther@example.org' })).status).toBe(400);
  });

  it('limits a flood from one address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 32; i++) statuses.push((await post(REPORT)).status);
    expect(statuses).toContain(429);
  });
});

describe('the secrets in the page of a browser error report', () => {
  it('are hidden before it is logged, as every server hides them in its request log', async () => {
    const lines: string[] = [];
    const t = await createTestApp({ env: { LOG_LEVEL: 'warn' }, logStream: { write: (line) => lines.push(line) } });
    try {
      const res = await t.app.inject({ method: 'POST', url: '/api/v1/client_errors', payload: { ...REPORT, path: '/certificate/verify/NO-SUCH-CODE' } });
      expect(res.statusCode).toBe(204);
      const logged = JSON.parse(lines.find((line) => line.includes('"browser error"'))!) as { clientError: Record<string, string> };
      expect(logged.clientError.path).toBe('/certificate/verify/[hidden]');
    } finally {
      await t.close();
    }
  });
});

describe('the names and phone numbers in a browser error report', () => {
  it("are removed before it is logged: an account holder's name and its parts, and phone numbers however written", async () => {
    const lines: string[] = [];
    const t = await createTestApp({ env: { LOG_LEVEL: 'warn' }, logStream: { write: (line) => lines.push(line) } });
    try {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/client_errors',
        payload: {
          ...REPORT,
          message: 'Could not save the profile of Esther Mensah (+234 805 555 0112, 0700-123-456) on 2026-12-05: Network Error',
          stack: ['Error: Esther failed', '    at save (http://localhost:3002/main.1a2b3c4d.js:12:3456789)'].join('\n'),
          path: '/portal/profile/mensah',
        },
      });
      expect(res.statusCode).toBe(204);
      const logged = JSON.parse(lines.find((line) => line.includes('"browser error"'))!) as { clientError: Record<string, string> };
      expect(logged.clientError).toMatchObject({
        message: 'Could not save the profile of [name] [name] ([phone], [phone]) on 2026-12-05: Network Error',
        stack: 'Error: [name] failed\n    at save (http://localhost:3002/main.1a2b3c4d.js:12:3456789)',
        path: '/portal/profile/[name]',
      });
    } finally {
      await t.close();
    }
  });
});
