// Sign-in through a Redis outage: a redis-server of this test's own is stopped mid-run and started
// again; the API keeps signing people in with per-instance limits, then counts in Redis again.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import Redis from 'ioredis';
import { createTestApp, type TestApp } from '../../helpers';
import { freePort } from '../../process-helpers';
import { SIGN_IN_LIMITS } from '../../../src/routes/accounts/sessions';

async function startRedis(port: number): Promise<ChildProcess> {
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
  const probe = new Redis(port, '127.0.0.1', { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  for (let i = 0; i < 100; i++) {
    if (
      await probe.connect().then(
        () => true,
        () => false,
      )
    )
      break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  probe.disconnect();
  return child;
}

async function stopRedis(child: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
}

describe('sign-in while Redis is down', () => {
  let t: TestApp;
  let redis: ChildProcess;
  let port: number;
  const email = 'student3@example.org';

  beforeAll(async () => {
    port = await freePort();
    redis = await startRedis(port);
    t = await createTestApp({ env: { REDIS_URL: `redis://127.0.0.1:${port}` } });
  });

  afterAll(async () => {
    await t.close();
    if (redis.exitCode === null) await stopRedis(redis);
  });

  const signIn = (password: string, remoteAddress: string, account = email) =>
    t.app.inject({ method: 'POST', url: '/api/v1/sign_in', remoteAddress, payload: { user: { email: account, password } } });

  async function timedSignIns(remoteAddress: string): Promise<number[]> {
    const timings: number[] = [];
    for (let i = 0; i < 5; i++) {
      const started = performance.now();
      const res = await signIn('academy-demo', remoteAddress);
      timings.push(Math.round(performance.now() - started));
      expect(res.statusCode).toBe(200);
    }
    return timings;
  }

  it('falls back to per-instance limits at once, warns, and counts in Redis again when it returns', async () => {
    console.log(`sign-in with Redis up: ${(await timedSignIns('10.20.0.1')).join(', ')} ms`);
    const warn = jest.spyOn(t.app.log, 'warn');

    await stopRedis(redis);
    const timings = await timedSignIns('10.20.0.2');
    const forgot = await t.app.inject({ method: 'POST', url: '/api/v1/forgot_password', remoteAddress: '10.20.0.3', payload: { email } });
    expect(forgot.statusCode).toBe(200);
    const counted = performance.now();
    await t.app.failures.reserve('outage-probe', 60_000);
    console.log(`sign-in with Redis stopped: ${timings.join(', ')} ms; a counter call ${(performance.now() - counted).toFixed(1)} ms`);
    expect(warn.mock.calls.some(([first, second]) => /Redis/.test(String(second ?? first)))).toBe(true);

    // The guesses are still limited, in this instance.
    const max = SIGN_IN_LIMITS.perAccountAndAddress.max;
    const statuses: number[] = [];
    for (let i = 0; i < max + 1; i++) statuses.push((await signIn(`outage-guess-${i}`, '10.20.0.4')).statusCode);
    expect(statuses).toEqual([...Array<number>(max).fill(401), 429]);

    redis = await startRedis(port);
    for (let i = 0; i < 100 && t.app.redis!.status !== 'ready'; i++) await new Promise((resolve) => setTimeout(resolve, 100));
    // Past the pause after a failed call, the counters go to Redis again.
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    const account = `back-${randomBytes(4).toString('hex')}@example.org`;
    expect((await signIn('not-it-1', '10.20.0.5', account)).statusCode).toBe(401);
    const probe = new Redis(port, '127.0.0.1');
    const stored = await probe.get(`academy-failures:sign-in:account+address:${account}:10.20.0.5`);
    probe.disconnect();
    expect(stored).toBe('1');
  }, 120_000);

  it('starts, signs in and stops while Redis has never answered', async () => {
    const alone = await createTestApp({ env: { REDIS_URL: `redis://127.0.0.1:${await freePort()}` } });
    try {
      const res = await alone.app.inject({
        method: 'POST',
        url: '/api/v1/sign_in',
        remoteAddress: '10.20.1.1',
        payload: { user: { email, password: 'academy-demo' } },
      });
      expect(res.statusCode).toBe(200);
    } finally {
      await alone.close();
    }
  }, 60_000);
});
