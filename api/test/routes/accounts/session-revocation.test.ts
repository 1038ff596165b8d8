// Revocation that does not rest on Redis notices alone: while this instance cannot hear them (Redis
// stopped) it keeps no session and asks the database on every request, and a notice it could not
// publish goes once Redis answers again.
import { spawn, type ChildProcess } from 'node:child_process';
import Redis from 'ioredis';
import { revokeAllSessions } from '../../../src/auth/sessions';
import { SESSIONS_ENDED_CHANNEL } from '../../../src/auth/session-cache';
import { createTestApp, type TestApp } from '../../helpers';
import { freePort } from '../../process-helpers';

async function startRedis(port: number): Promise<ChildProcess> {
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
  const probe = new Redis(port, '127.0.0.1', { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  for (
    let i = 0;
    i < 100 &&
    !(await probe.connect().then(
      () => true,
      () => false,
    ));
    i++
  )
    await new Promise((resolve) => setTimeout(resolve, 100));
  probe.disconnect();
  return child;
}

async function until(condition: () => boolean, what: string): Promise<void> {
  for (let i = 0; i < 100 && !condition(); i++) await new Promise((resolve) => setTimeout(resolve, 50));
  if (!condition()) throw new Error(`${what} did not happen within 5 s`);
}

describe('revoked sessions across instances, whatever Redis does', () => {
  let t: TestApp;
  let redis: ChildProcess;
  let port: number;

  beforeAll(async () => {
    port = await freePort();
    redis = await startRedis(port);
    t = await createTestApp({ env: { REDIS_URL: `redis://127.0.0.1:${port}` } });
  });

  afterAll(async () => {
    await t.close();
    if (redis.exitCode === null) redis.kill('SIGKILL');
  });

  const courses = (token: string) => t.app.inject({ method: 'GET', url: '/api/v1/cla_courses', headers: { authorization: `Bearer ${token}` } });

  it('publishes a sign-out notice that could not go while its connection was down, once it is back', async () => {
    const heard: string[] = [];
    const listener = new Redis(port, '127.0.0.1');
    listener.on('message', (_channel, message: string) => heard.push(message));
    await listener.subscribe(SESSIONS_ENDED_CHANNEL);
    try {
      const token = await t.signIn('student2@example.org');
      t.app.redis!.disconnect(true);
      expect((await t.app.inject({ method: 'POST', url: '/api/v1/sign_out', headers: { authorization: `Bearer ${token}` } })).statusCode).toBe(204);
      await until(() => heard.some((message) => message.includes('sessionIds')), 'the notice');
    } finally {
      listener.disconnect();
    }
  });

  it('asks the database on every request while Redis is out, so a session ended elsewhere ends here at once', async () => {
    const token = await t.signIn('student3@example.org');
    expect((await courses(token)).statusCode).toBe(200);
    // kept in the session cache now
    const exited = new Promise((resolve) => redis.once('exit', resolve));
    redis.kill('SIGKILL');
    await exited;
    await until(() => t.app.redis!.status !== 'ready', 'the disconnection');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await courses(token)).statusCode).toBe(200);
    // another instance signs the account out everywhere; its notice cannot reach this one
    await revokeAllSessions(t.db, await t.userId('student3@example.org'));
    expect((await courses(token)).statusCode).toBe(401);
  });
});
