// Two API processes on one PostgreSQL with REDIS_URL: sessions and rate limits are shared, so any
// instance behind a load balancer can answer any request.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { hashToken, newToken } from '../src/auth/tokens';
import { SIGN_IN_LIMITS } from '../src/routes/accounts/sessions';
import { seededTestDatabase, type TestDatabase } from './helpers';
import { startApi, type ApiProcess } from './process-helpers';

const DATABASE_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';

describe('two API instances on one PostgreSQL and Redis', () => {
  // A client address of this run only, so no other run's counters interfere.
  const clientAddress = `10.${randomBytes(1)[0]}.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;
  let a: ApiProcess;
  let b: ApiProcess;
  let database: TestDatabase;

  beforeAll(async () => {
    database = await seededTestDatabase({ databaseUrl: DATABASE_URL });
    const env = { ...database.env, REDIS_URL, TRUST_PROXY: 'true' };
    [a, b] = await Promise.all([startApi(env), startApi(env)]);
  }, 120_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await database?.cleanUp();
  });

  const post = (api: ApiProcess, path: string, body: unknown, token?: string) =>
    fetch(`${api.url}/api/v1${path}`, {
      method: 'POST',
      headers: {
        'x-forwarded-for': clientAddress,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  const courses = (api: ApiProcess, token: string) =>
    fetch(`${api.url}/api/v1/cla_courses`, { headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': clientAddress } });

  it('accepts on one instance a token issued by the other, and honours a logout made on the other', async () => {
    const signIn = await post(a, '/sign_in', { user: { email: 'student@example.org', password: 'academy-demo' } });
    expect(signIn.status).toBe(200);
    const { token } = (await signIn.json()) as { token: string };
    expect((await courses(b, token)).status).toBe(200);
    // A has the token in its session cache now.
    expect((await courses(a, token)).status).toBe(200);
    expect((await post(b, '/sign_out', undefined, token)).status).toBe(204);
    expect((await courses(a, token)).status).toBe(401);
    expect((await courses(b, token)).status).toBe(401);
  });

  const call = (api: ApiProcess, method: string, path: string, token: string, body?: unknown) =>
    fetch(`${api.url}/api/v1${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': clientAddress, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  async function signIn(api: ApiProcess, email: string, password: string): Promise<string> {
    const res = await post(api, '/sign_in', { user: { email, password } });
    expect(res.status).toBe(200);
    return ((await res.json()) as { token: string }).token;
  }

  it('refuses on one instance, at once, a token whose session another instance ended', async () => {
    // Each token is used on A first, so A has it in its session cache.
    const here = await signIn(a, 'student2@example.org', 'academy-demo');
    const phone = await signIn(a, 'student2@example.org', 'academy-demo');
    const laptop = await signIn(a, 'student2@example.org', 'academy-demo');
    for (const token of [here, phone, laptop]) expect((await courses(a, token)).status).toBe(200);

    const phoneSessions = (await (await call(b, 'GET', '/sessions', phone)).json()) as Array<{ id: number; current: boolean }>;
    const phoneSession = phoneSessions.find((session) => session.current)!;
    expect((await call(b, 'DELETE', `/sessions/${phoneSession.id}`, here)).status).toBe(204);
    expect((await courses(a, phone)).status).toBe(401);
    expect((await courses(a, laptop)).status).toBe(200);

    // A password change on B ends every other session, on A too.
    const change = await call(b, 'PUT', '/password', here, {
      current_password: 'academy-demo',
      password: 'Scale-out-river-8',
      password_confirmation: 'Scale-out-river-8',
    });
    expect(change.status).toBe(200);
    expect((await courses(a, laptop)).status).toBe(401);
    expect((await courses(a, here)).status).toBe(200);
  });

  it('refuses on one instance, at once, every token of an account reset on another', async () => {
    const token = await signIn(a, 'student3@example.org', 'academy-demo');
    expect((await courses(a, token)).status).toBe(200);
    const resetToken = newToken();
    const client = new pg.Client({ connectionString: DATABASE_URL });
    await client.connect();
    await client.query(
      `insert into ${database.databaseSchema}.password_reset_tokens (user_id, token_hash, expires_at) select id, $1, now() + interval '30 minutes' from ${database.databaseSchema}.users where email = 'student3@example.org'`,
      [hashToken(resetToken)],
    );
    await client.end();
    expect((await post(b, '/reset_password', { token: resetToken, password: 'Scale-out-reset-9' })).status).toBe(200);
    expect((await courses(a, token)).status).toBe(401);
  });

  it('refuses on one instance, at once and with the reason, every token of an account deactivated on another', async () => {
    const token = await signIn(a, 'student4@example.org', 'academy-demo');
    expect((await courses(a, token)).status).toBe(200);
    const admin = await signIn(b, 'admin@example.org', 'academy-demo');
    const users = (await (await call(b, 'GET', '/admin/users?q=student4', admin)).json()) as Array<{ id: number }>;
    expect((await call(b, 'POST', `/admin/users/${users[0]!.id}/deactivate`, admin)).status).toBe(200);
    const refused = await courses(a, token);
    expect(refused.status).toBe(401);
    expect(await refused.json()).toMatchObject({ code: 'account_deactivated' });
  });

  it('counts sign-in attempts across both instances', async () => {
    const email = `scale-${randomBytes(4).toString('hex')}@example.org`;
    const statuses: number[] = [];
    const limit = SIGN_IN_LIMITS.perAccountAndAddress.max;
    for (let i = 0; i < limit + 2; i++) {
      const res = await post(i % 2 === 0 ? a : b, '/sign_in', { user: { email, password: 'wrong-password' } });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([...Array<number>(limit).fill(401), 429, 429]);
  });
});
