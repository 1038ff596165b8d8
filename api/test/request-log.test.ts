// The request log, captured line by line: the secrets some URLs carry (calendar feeds, unsubscribe
// links, certificate codes, tokens in a query string) never reach it, in whatever shape the URL
// came (a trailing slash, doubled slashes, another case, escapes), while the rest of the URL does.
import { createTestApp, type TestApp } from './helpers';

describe('the request log', () => {
  let t: TestApp;
  const lines: string[] = [];
  const loggedUrls = () => lines.map((line) => (JSON.parse(line) as { req?: { url?: string } }).req?.url).filter(Boolean);

  beforeAll(async () => {
    t = await createTestApp({ env: { LOG_LEVEL: 'info' }, logStream: { write: (line) => lines.push(line) } });
  });

  afterAll(() => t.close());

  beforeEach(() => {
    lines.length = 0;
  });

  it("hides a calendar feed's secret, a trailing slash or another spelling included", async () => {
    const settings = (await t.app.inject({ method: 'GET', url: '/api/v1/notification_settings', headers: await t.authHeader('student@example.org') })).json();
    const feedPath = new URL(settings.calendar_url as string).pathname;
    const secret = /\/calendar\/([^/]+)\.ics$/.exec(feedPath)![1]!;

    expect((await t.app.inject({ method: 'GET', url: feedPath })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `${feedPath}/` })).statusCode).toBe(200);
    for (const shape of [
      feedPath.replace('/calendar/', '/Calendar/'),
      feedPath.replace('/calendar/', '/%63alendar/'),
      feedPath.replace('/calendar/', '/calendar//'),
    ]) {
      await t.app.inject({ method: 'GET', url: shape });
    }

    expect(lines.join('')).not.toContain(secret);
    expect(loggedUrls()).toEqual(expect.arrayContaining(['/api/v1/calendar/[hidden]']));
  });

  it("hides an unsubscribe link's token", async () => {
    const { unsubscribe_token: token } = await t.db
      .selectFrom('notice_settings')
      .select('unsubscribe_token')
      .where('user_id', '=', await t.userId('student@example.org'))
      .executeTakeFirstOrThrow();

    expect((await t.app.inject({ method: 'GET', url: `/api/v1/unsubscribe/${token}/class_scheduled` })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/unsubscribe/${token}/class_scheduled/` })).statusCode).toBe(200);

    expect(lines.join('')).not.toContain(token);
    expect(loggedUrls()).toEqual(expect.arrayContaining(['/api/v1/unsubscribe/[hidden]']));
  });

  it("hides a certificate's code", async () => {
    await t.app.inject({ method: 'GET', url: '/api/v1/certificates/verify/ABCD-2345-EFGH-6789-JKLM' });
    await t.app.inject({ method: 'GET', url: '/api/v1/certificates/verify/ABCD-2345-EFGH-6789-JKLM/' });

    expect(lines.join('')).not.toContain('ABCD-2345');
    expect(loggedUrls()).toEqual(expect.arrayContaining(['/api/v1/certificates/verify/[hidden]']));
  });

  it('hides a token in a query string, and keeps the rest', async () => {
    await t.app.inject({ method: 'GET', url: '/api/v1/reset_password?token=reset-secret-123&step=1' });

    expect(lines.join('')).not.toContain('reset-secret-123');
    expect(loggedUrls()).toEqual(expect.arrayContaining(['/api/v1/reset_password?token=[hidden]&step=1']));
  });
});
