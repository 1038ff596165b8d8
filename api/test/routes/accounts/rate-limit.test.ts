import { randomBytes } from 'node:crypto';
import { hashPassword } from '../../../src/auth/passwords';
import { hashToken, newToken } from '../../../src/auth/tokens';
import { CURRENT_PASSWORD_LIMITS } from '../../../src/routes/accounts/current-password';
import { signUpBody } from '../../content-helpers';
import { createTestApp, type TestApp } from '../../helpers';
import { CONTACT_LIMIT } from '../../../src/routes/accounts/contact-messages';
import { FORGOT_PASSWORD_LIMITS } from '../../../src/routes/accounts/password-reset';
import { SIGN_IN_LIMITS } from '../../../src/routes/accounts/sessions';
import { SIGN_UP_LIMIT } from '../../../src/routes/accounts/sign-up';

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

  it('lets 60 students of one cohort sign in from one shared address', async () => {
    const passwordHash = await hashPassword('Cohort-sixty-2026');
    const run = unique();
    const emails = Array.from({ length: 60 }, (_, i) => `class-${run}-${i}@example.org`);
    await t.db
      .insertInto('users')
      .values(emails.map((email, i) => ({ name: `Student ${i}`, email, role_id: 1, cohort_id: 1, password_hash: passwordHash })))
      .execute();
    const statuses: number[] = [];
    // In waves of ten, as a class arrives; all from the church hall's one address.
    for (let wave = 0; wave < 6; wave++) {
      const answers = await Promise.all(emails.slice(wave * 10, wave * 10 + 10).map((email) => signIn(email, 'Cohort-sixty-2026', '10.60.0.1')));
      statuses.push(...answers.map((res) => res.statusCode));
    }
    expect(statuses).toEqual(Array<number>(60).fill(200));
  });

  /** A fresh student account with a known password. */
  async function newAccount(password: string): Promise<string> {
    const email = `guessed-${unique()}@example.org`;
    await t.db
      .insertInto('users')
      .values({ name: 'Pat Kimani', email, role_id: 1, cohort_id: 1, password_hash: await hashPassword(password) })
      .execute();
    return email;
  }

  const tally = (statuses: number[]) => statuses.reduce<Record<number, number>>((all, s) => ({ ...all, [s]: (all[s] ?? 0) + 1 }), {});

  it('checks at most the limit of 60 wrong sign-ins sent at once from one address', async () => {
    const email = await newAccount('Owner-secret-2026');
    const answers = await Promise.all(Array.from({ length: 60 }, (_, i) => signIn(email, `parallel-guess-${i}`, '10.11.0.1')));
    const counts = tally(answers.map((res) => res.statusCode));
    console.log(`60 parallel wrong sign-ins (limit ${SIGN_IN_LIMITS.perAccountAndAddress.max}): ${JSON.stringify(counts)}`);
    expect(counts[401]).toBe(SIGN_IN_LIMITS.perAccountAndAddress.max);
    expect(counts[429]).toBe(60 - SIGN_IN_LIMITS.perAccountAndAddress.max);
    // Once over, the right password is not checked either from there.
    expect((await signIn(email, 'Owner-secret-2026', '10.11.0.1')).statusCode).toBe(429);
  }, 60_000);

  it('checks at most the limit of 40 wrong current passwords sent at once with a stolen token', async () => {
    const email = await newAccount('Owner-secret-2026');
    const auth = await t.authHeader(email);
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        t.app.inject({
          method: 'PUT',
          url: '/api/v1/password',
          headers: auth,
          remoteAddress: '10.12.0.1',
          payload: { current_password: `stolen-guess-${i}`, password: 'New-Owner-words-77', password_confirmation: 'New-Owner-words-77' },
        }),
      ),
    );
    const counts = tally(answers.map((res) => res.statusCode));
    console.log(`40 parallel wrong current passwords (limit ${CURRENT_PASSWORD_LIMITS.perAccountAndAddress.max}): ${JSON.stringify(counts)}`);
    expect(counts[400]).toBe(CURRENT_PASSWORD_LIMITS.perAccountAndAddress.max);
    expect(counts[429]).toBe(40 - CURRENT_PASSWORD_LIMITS.perAccountAndAddress.max);
  }, 60_000);

  const passwordChange = (current: string) => ({
    method: 'PUT' as const,
    url: '/api/v1/password',
    payload: { current_password: current, password: 'New-Owner-words-77', password_confirmation: 'New-Owner-words-77' },
  });
  const emailChange = (current: string, id: number) => ({
    method: 'PUT' as const,
    url: `/api/v1/edit_profile?id=${id}`,
    payload: {
      user: { name: 'Pat Kimani', email: `taken-over-${id}@example.org`, phone_number: '+254700000001', birthday: '1990-01-01', current_password: current },
    },
  });

  it.each([
    ['a password change', passwordChange],
    ['an e-mail change', emailChange],
  ])(
    'checks at most the account limit of 100 wrong current passwords for %s, sent with a stolen token from 20 addresses',
    async (_what, change) => {
      const email = await newAccount('Owner-secret-2026');
      const auth = await t.authHeader(email);
      const id = await t.userId(email);
      const guesses = Array.from({ length: 100 }, (_, i) =>
        t.app.inject({ ...change(`spread-guess-${i}`, id), headers: auth, remoteAddress: `10.14.0.${(i % 20) + 1}` }),
      );
      const counts = tally((await Promise.all(guesses)).map((res) => res.statusCode));
      console.log(`100 wrong current passwords from 20 addresses (account limit ${CURRENT_PASSWORD_LIMITS.perAccount.max}): ${JSON.stringify(counts)}`);
      expect(counts[400]).toBe(CURRENT_PASSWORD_LIMITS.perAccount.max);
      expect(counts[429]).toBe(100 - CURRENT_PASSWORD_LIMITS.perAccount.max);
      // from a fresh address the right password is not checked either until the window ends
      const right = await t.app.inject({ ...change('Owner-secret-2026', id), headers: auth, remoteAddress: '10.14.1.1' });
      expect(right.statusCode).toBe(429);
    },
    120_000,
  );

  it('limits one account across addresses, without locking out the owner (known address, or a mailed reset link)', async () => {
    const email = await newAccount('Owner-secret-2026');
    // The owner has signed in from home before.
    expect((await signIn(email, 'Owner-secret-2026', '10.13.9.9')).statusCode).toBe(200);
    const addresses = Array.from({ length: 10 }, (_, i) => `10.13.0.${i + 1}`);
    const guesses = addresses.flatMap((address) => Array.from({ length: 10 }, (_, i) => signIn(email, `spread-guess-${i}`, address)));
    const answers = await Promise.all(guesses);
    const counts = tally(answers.map((res) => res.statusCode));
    console.log(`100 parallel wrong sign-ins from 10 addresses (account limit ${SIGN_IN_LIMITS.perAccount.max}): ${JSON.stringify(counts)}`);
    expect(counts[401]).toBe(SIGN_IN_LIMITS.perAccount.max);
    expect(answers.find((res) => res.statusCode === 429)!.json()).toEqual({ error: expect.stringMatching(/Forgot password/), code: 'account_protected' });

    // From home the owner signs in at once; from a new address only after proving it by the mailed link.
    expect((await signIn(email, 'Owner-secret-2026', '10.13.9.9')).statusCode).toBe(200);
    expect((await signIn(email, 'Owner-secret-2026', '10.13.8.8')).statusCode).toBe(429);
    const token = newToken();
    const owner = await t.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
    await t.db
      .insertInto('password_reset_tokens')
      .values({ user_id: owner.id, token_hash: hashToken(token), expires_at: new Date(Date.now() + 600_000) })
      .execute();
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/v1/reset_password',
      remoteAddress: '10.13.8.8',
      payload: { token, password: 'Fresh-owner-words-88' },
    });
    expect(reset.statusCode).toBe(200);
    expect((await signIn(email, 'Fresh-owner-words-88', '10.13.8.8')).statusCode).toBe(200);
  }, 120_000);

  it('refuses a guesser with 429 after too many wrong passwords, while the owner signs in from elsewhere', async () => {
    const max = SIGN_IN_LIMITS.perAccountAndAddress.max;
    const statuses: number[] = [];
    for (let i = 0; i < max + 2; i++) statuses.push((await signIn('student5@example.org', `wrong-guess-${i}`, '10.1.0.1')).statusCode);
    expect(statuses).toEqual([...Array<number>(max).fill(401), 429, 429]);

    const refused = await signIn('student5@example.org', 'academy-demo', '10.1.0.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: expect.stringMatching(/Too many attempts/), code: 'too_many_attempts' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);

    const owner = await signIn('STUDENT5@example.org', 'academy-demo', '10.1.1.1');
    expect(owner.statusCode).toBe(200);
  });

  it('counts only failures, and a successful sign-in clears the count of its account and address', async () => {
    const max = SIGN_IN_LIMITS.perAccountAndAddress.max;
    for (let i = 0; i < max - 1; i++) expect((await signIn('student4@example.org', `typo-${i}`, '10.7.0.1')).statusCode).toBe(401);
    expect((await signIn('student4@example.org', 'academy-demo', '10.7.0.1')).statusCode).toBe(200);
    const statuses: number[] = [];
    for (let i = 0; i < max - 1; i++) statuses.push((await signIn('student4@example.org', `typo-again-${i}`, '10.7.0.1')).statusCode);
    statuses.push((await signIn('student4@example.org', 'academy-demo', '10.7.0.1')).statusCode);
    expect(statuses).toEqual([...Array<number>(max - 1).fill(401), 200]);
  });

  it('refuses most of 200 parallel sign-ups from one address, and a sign-in during the burst still succeeds', async () => {
    const run = unique();
    const signUp = (i: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/sign_up',
        remoteAddress: '10.8.0.1',
        payload: signUpBody({ name: `Burst ${i}`, email: `burst-${run}-${i}@example.org`, phone_number: '+233 24 555 0100', birthday: '1990-01-01' }),
      });
    const burst = Promise.all(Array.from({ length: 200 }, (_, i) => signUp(i)));
    await new Promise((resolve) => setTimeout(resolve, 50));
    const started = performance.now();
    const during = await signIn('student3@example.org', 'academy-demo', '10.8.0.2');
    const took = performance.now() - started;
    const statuses = (await burst).map((res) => res.statusCode);
    expect(during.statusCode).toBe(200);
    console.log(`sign-in during 200 parallel sign-ups answered in ${Math.round(took)} ms`);
    expect(statuses.filter((status) => status === 201).length).toBeLessThanOrEqual(SIGN_UP_LIMIT.max);
    expect(statuses.filter((status) => status === 429 || status === 503).length).toBeGreaterThanOrEqual(200 - SIGN_UP_LIMIT.max);
  });

  it('limits forgot_password per e-mail address from one client address, and per client address', async () => {
    const forgot = (email: string, remoteAddress: string) =>
      t.app.inject({ method: 'POST', url: '/api/v1/forgot_password', remoteAddress, payload: { email } });

    const max = FORGOT_PASSWORD_LIMITS.perAccountAndAddress.max;
    for (let i = 0; i < max; i++) expect((await forgot('student3@example.org', '10.3.0.1')).statusCode).toBe(200);
    const refused = await forgot('student3@example.org', '10.3.0.1');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // The owner, from their own address, can still ask for a link.
    expect((await forgot('student3@example.org', '10.3.1.1')).statusCode).toBe(200);
    // An unknown address is limited the same way, so the 429 tells nothing about accounts.
    const stranger = `stranger-${unique()}@example.org`;
    for (let i = 0; i < max; i++) expect((await forgot(stranger, '10.3.2.1')).statusCode).toBe(200);
    expect((await forgot(stranger, '10.3.2.1')).statusCode).toBe(429);

    // at once: each answer takes forgot_password's minimum time, one after another 30 took 7.5 s
    const many = await Promise.all(
      Array.from({ length: FORGOT_PASSWORD_LIMITS.perAddress.max }, (_, i) => forgot(`someone-${i}-${unique()}@example.org`, '10.4.0.1')),
    );
    expect(many.map((res) => res.statusCode)).toEqual(Array<number>(FORGOT_PASSWORD_LIMITS.perAddress.max).fill(200));
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

  it('counts failed sign-ins of one account and address across both instances', async () => {
    // A fresh account name per run, since Redis outlives the test.
    const email = `shared-${unique()}@example.org`;
    const max = SIGN_IN_LIMITS.perAccountAndAddress.max;
    const statuses: number[] = [];
    for (let i = 0; i < max + 2; i++) {
      const res = await (i % 2 === 0 ? a : b).app.inject({
        method: 'POST',
        url: '/api/v1/sign_in',
        remoteAddress: '10.6.0.1',
        payload: { user: { email, password: 'not-it-1' } },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([...Array<number>(max).fill(401), 429, 429]);
  });

  it('checks at most the limit of 60 wrong sign-ins sent at once to both instances', async () => {
    const email = `shared-${unique()}@example.org`;
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        (i % 2 === 0 ? a : b).app.inject({
          method: 'POST',
          url: '/api/v1/sign_in',
          remoteAddress: '10.6.0.2',
          payload: { user: { email, password: `parallel-${i}` } },
        }),
      ),
    );
    const checked = answers.filter((res) => res.statusCode === 401).length;
    console.log(`60 parallel wrong sign-ins over two instances and Redis: ${checked} checked (limit ${SIGN_IN_LIMITS.perAccountAndAddress.max})`);
    expect(checked).toBe(SIGN_IN_LIMITS.perAccountAndAddress.max);
  }, 60_000);
});
