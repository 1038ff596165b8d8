import { randomBytes } from 'node:crypto';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { CONTACT_LIMIT } from './contact-messages';
import { FORGOT_PASSWORD_LIMITS } from './password-reset';
import { SIGN_IN_LIMITS } from './sessions';

const unique = () => randomBytes(6).toString('hex');

describe('rate limiting (in memory)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });

  afterAll(async () => {
    await t.close();
  });

  const signIn = (email: string, password: string, remoteAddress: string) =>
    t.app.inject({ method: 'POST', url: '/api/v1/sign_in', remoteAddress, payload: { user: { email, password } } });

  it('locks sign-in to one account after too many attempts, from any address, and not other accounts', async () => {
    const max = SIGN_IN_LIMITS.perAccount.max;
    for (let i = 0; i < max; i++) {
      const res = await signIn('student5@example.org', `wrong-guess-${i}`, `10.1.0.${i + 1}`);
      expect(res.statusCode).toBe(401);
    }
    // Even the right password, from a fresh address, is refused now.
    const locked = await signIn('STUDENT5@example.org', 'academy-demo', '10.1.1.1');
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({ error: expect.stringMatching(/Too many attempts/) });
    expect(locked.headers['retry-after']).toBeDefined();

    const other = await signIn('student4@example.org', 'academy-demo', '10.1.1.1');
    expect(other.statusCode).toBe(200);
  });

  it('limits sign-in attempts per client address across accounts, counting even malformed ones', async () => {
    // The per-address limit runs before validation, so malformed requests count (and cost no hashing).
    for (let i = 0; i < SIGN_IN_LIMITS.perAddress.max; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/sign_in',
        remoteAddress: '10.2.0.1',
        payload: { user: { email: `nobody-${i}@example.org` } },
      });
      expect(res.statusCode).toBe(400);
    }
    expect((await signIn('student@example.org', 'academy-demo', '10.2.0.1')).statusCode).toBe(429);
    expect((await signIn('student@example.org', 'academy-demo', '10.2.0.2')).statusCode).toBe(200);
  });

  it('limits forgot_password per e-mail address and per client address', async () => {
    const forgot = (email: string, remoteAddress: string) =>
      t.app.inject({ method: 'POST', url: '/api/v1/forgot_password', remoteAddress, payload: { email } });

    for (let i = 0; i < FORGOT_PASSWORD_LIMITS.perAccount.max; i++) {
      expect((await forgot('student3@example.org', `10.3.0.${i + 1}`)).statusCode).toBe(200);
    }
    expect((await forgot('student3@example.org', '10.3.1.1')).statusCode).toBe(429);
    // An unknown address is limited the same way, so the 429 tells nothing about accounts.
    const stranger = `stranger-${unique()}@example.org`;
    for (let i = 0; i < FORGOT_PASSWORD_LIMITS.perAccount.max; i++) {
      expect((await forgot(stranger, `10.3.2.${i + 1}`)).statusCode).toBe(200);
    }
    expect((await forgot(stranger, '10.3.3.1')).statusCode).toBe(429);

    for (let i = 0; i < FORGOT_PASSWORD_LIMITS.perAddress.max; i++) {
      expect((await forgot(`someone-${i}-${unique()}@example.org`, '10.4.0.1')).statusCode).toBe(200);
    }
    expect((await forgot(`someone-else-${unique()}@example.org`, '10.4.0.1')).statusCode).toBe(429);
  });

  it('limits contact messages per client address', async () => {
    const send = (remoteAddress: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/contact_messages',
        remoteAddress,
        payload: { contact_message: { fullName: 'Visitor', email: 'visitor@example.org', whatsapp: '+1 555 0100', message: 'Hello' } },
      });
    for (let i = 0; i < CONTACT_LIMIT.max; i++) expect((await send('10.5.0.1')).statusCode).toBe(201);
    expect((await send('10.5.0.1')).statusCode).toBe(429);
    expect((await send('10.5.0.2')).statusCode).toBe(201);
  });
});

describe('rate limiting shared through Redis by two API instances', () => {
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    const env = { REDIS_URL: process.env.REDIS_URL || 'redis://127.0.0.1:6379' };
    a = await createTestApp({ env });
    b = await createTestApp({ env });
  });

  afterAll(async () => {
    await a.close();
    await b.close();
  });

  it('counts sign-in attempts for one account across both instances', async () => {
    // A fresh account name per run, since Redis outlives the test.
    const email = `shared-${unique()}@example.org`;
    const max = SIGN_IN_LIMITS.perAccount.max;
    for (let i = 0; i < max; i++) {
      const app = i % 2 === 0 ? a : b;
      const res = await app.app.inject({
        method: 'POST',
        url: '/api/v1/sign_in',
        remoteAddress: `10.6.${i}.1`,
        payload: { user: { email, password: 'not-it-1' } },
      });
      expect(res.statusCode).toBe(401);
    }
    for (const instance of [a, b]) {
      const res = await instance.app.inject({
        method: 'POST',
        url: '/api/v1/sign_in',
        remoteAddress: '10.6.200.1',
        payload: { user: { email, password: 'not-it-1' } },
      });
      expect(res.statusCode).toBe(429);
    }
  });
});
