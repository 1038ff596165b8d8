// No cache, browser or proxy, keeps an answer that carries a token or someone's data: every answer
// is `Cache-Control: no-store` unless its route says otherwise (public content, revalidated).
import { hashToken, newToken } from '../../src/auth/tokens';
import { ADMIN, FACILITATOR, STUDENT } from '../content-helpers';
import { createTestApp, type TestApp } from '../helpers';

describe('caching of answers', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });

  afterAll(() => t.close());

  const get = async (url: string, who?: string) => t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: who ? await t.authHeader(who) : {} });

  it('keeps no answer that carries a token or personal data', async () => {
    const signIn = await t.app.inject({ method: 'POST', url: '/api/v1/sign_in', payload: { user: { email: STUDENT, password: 'academy-demo' } } });
    const settings = await get('/notification_settings', STUDENT);
    const feed = await t.app.inject({ method: 'GET', url: new URL(settings.json().calendar_url as string).pathname });
    const token = newToken();
    await t.db
      .insertInto('invitations')
      .values({
        name: 'Naomi Wanjiru',
        email: 'naomi@example.org',
        role_id: 2,
        cohort_id: null,
        token_hash: hashToken(token),
        expires_at: new Date(Date.now() + 600_000),
      })
      .execute();
    const answers = {
      'the sign-in': signIn,
      "a student's grades": await get('/cla_gradebook/mine', STUDENT),
      "a cohort's gradebook": await get('/cla_gradebook?cla_cohort_id=1', FACILITATOR),
      'the accounts list': await get('/admin/users', ADMIN),
      'the notification settings': settings,
      'the calendar feed': feed,
      'an invitation': await t.app.inject({ method: 'POST', url: '/api/v1/invitation', payload: { token } }),
      'a refusal': await get('/cla_gradebook/mine'),
    };
    expect(Object.entries(answers).map(([what, answer]) => [what, answer.statusCode < 500, answer.headers['cache-control']])).toEqual(
      Object.keys(answers).map((what) => [what, true, 'no-store']),
    );
  });

  it('lets public content be kept and revalidated', async () => {
    expect((await get('/content/faq')).headers['cache-control']).toBe('no-cache');
  });
});
