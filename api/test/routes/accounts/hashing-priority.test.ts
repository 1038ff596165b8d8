// A flood of anonymous sign-ups (from many addresses, so no per-address limit stops it) must not
// push the work of someone signed in or holding a mailed link (password change, reset) out of the
// password hashing: sign-ups wait in a lane of their own.
import { randomBytes } from 'node:crypto';
import { hashToken, newToken } from '../../../src/auth/tokens';
import { signUpBody } from '../../content-helpers';
import { createTestApp, type TestApp } from '../../helpers';

describe('password hashing under a sign-up flood', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });

  afterAll(() => t.close());

  const changePassword = async (email: string) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/v1/password',
      headers: await t.authHeader(email),
      payload: { current_password: 'academy-demo', password: 'Quiet-river-stones-41', password_confirmation: 'Quiet-river-stones-41' },
    });

  it('serves a password change and a reset while 200 sign-ups from 200 addresses are hashed', async () => {
    // For comparison, on this machine as it is now: a password change with no flood.
    const aloneStarted = performance.now();
    expect((await changePassword('student2@example.org')).statusCode).toBe(200);
    const aloneMs = Math.round(performance.now() - aloneStarted);
    const run = randomBytes(4).toString('hex');
    const flood = Promise.all(
      Array.from({ length: 200 }, async (_, i) => {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/v1/sign_up',
          remoteAddress: `10.50.${Math.floor(i / 200)}.${i % 200}`,
          payload: signUpBody({ name: `Flood ${i}`, email: `flood-${run}-${i}@example.org` }),
        });
        return { status: res.statusCode, at: performance.now() };
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 200));

    const started = performance.now();
    const change = await changePassword('student3@example.org');
    const changedAt = performance.now();
    const changeMs = Math.round(changedAt - started);

    const token = newToken();
    await t.db
      .insertInto('password_reset_tokens')
      .values({ user_id: await t.userId('student4@example.org'), token_hash: hashToken(token), expires_at: new Date(Date.now() + 600_000) })
      .execute();
    const resetStarted = performance.now();
    const reset = await t.app.inject({ method: 'POST', url: '/api/v1/reset_password', payload: { token, password: 'Fresh-harbour-lights-52' } });
    const resetMs = Math.round(performance.now() - resetStarted);

    const answers = await flood;
    const tally = answers.reduce<Record<number, number>>((all, { status }) => ({ ...all, [status]: (all[status] ?? 0) + 1 }), {});
    // Sign-ups queued before the change were still waiting when it was done: it did not queue behind them.
    const createdAfter = answers.filter((a) => a.status === 201 && a.at > changedAt).length;
    console.log(
      `during 200 parallel sign-ups (${JSON.stringify(tally)}, ${createdAfter} created after it): password change ${changeMs} ms (${aloneMs} ms alone), reset ${resetMs} ms`,
    );
    expect(change.statusCode).toBe(200);
    expect(reset.statusCode).toBe(200);
    expect(createdAfter).toBeGreaterThan(0);
    // The flood itself was held back: most sign-ups were told the server is busy.
    expect(tally[503]).toBeGreaterThan(0);
  }, 180_000);
});
