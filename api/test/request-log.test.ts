// The request log, captured line by line: the secrets some URLs carry (calendar feeds, unsubscribe
// links, tokens in a query string) never reach it, while the rest of the URL does.
import { createTestApp, type TestApp } from './helpers';

describe('the request log', () => {
  let t: TestApp;
  const lines: string[] = [];

  beforeAll(async () => {
    t = await createTestApp({ env: { LOG_LEVEL: 'info' }, logStream: { write: (line) => lines.push(line) } });
  });

  afterAll(() => t.close());

  it('hides calendar secrets, unsubscribe tokens and query tokens, and keeps the rest', async () => {
    const settings = (await t.app.inject({ method: 'GET', url: '/api/v1/notification_settings', headers: await t.authHeader('student@example.org') })).json();
    const feedPath = new URL(settings.calendar_url as string).pathname;
    const secret = /\/calendar\/([^/]+)\.ics$/.exec(feedPath)![1]!;
    const { unsubscribe_token: token } = await t.db
      .selectFrom('notice_settings')
      .select('unsubscribe_token')
      .where('user_id', '=', await t.userId('student@example.org'))
      .executeTakeFirstOrThrow();
    lines.length = 0;

    expect((await t.app.inject({ method: 'GET', url: feedPath })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/unsubscribe/${token}/class_scheduled` })).statusCode).toBe(200);
    await t.app.inject({ method: 'GET', url: '/api/v1/reset_password?token=reset-secret-123&step=1' });

    const log = lines.join('');
    for (const hidden of [secret, token, 'reset-secret-123']) expect(log).not.toContain(hidden);
    const urls = lines.map((line) => (JSON.parse(line) as { req?: { url?: string } }).req?.url).filter(Boolean);
    expect(urls).toEqual(
      expect.arrayContaining([
        '/api/v1/calendar/[hidden].ics',
        '/api/v1/unsubscribe/[hidden]/class_scheduled',
        '/api/v1/reset_password?token=%5Bhidden%5D&step=1',
      ]),
    );
  });
});
