// A notice to an address the SMTP server refuses for good (550) is tried once, marked failed with
// the server's reply and listed for the administrator; a temporary failure (no server) keeps backing off.
import { freePort } from '../process-helpers';
import { createTestApp, ManualClock, type TestApp } from '../helpers';
import { startSmtpSink, type SmtpSink } from '../smtp-sink';
import { retryDelaySeconds } from '../../src/notices/worker';

describe('mail refused for good', () => {
  let t: TestApp;
  let smtp: SmtpSink;
  // a minute ahead: invitations are due when made, by the system clock
  const start = new Date(Date.now() + 60_000);
  const clock = new ManualClock(start);

  beforeAll(async () => {
    smtp = await startSmtpSink();
    smtp.refused.add('nobody@example.org');
    t = await createTestApp({ clock, env: { SMTP_URL: smtp.url } });
  });

  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const invite = async (email: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/invitations',
      headers: await t.authHeader('admin@example.org'),
      payload: { name: 'Nobody Here', email, role: 'student', cla_cohort_id: 1 },
    });
    expect(res.statusCode).toBe(201);
  };
  const notice = (email: string) => t.db.selectFrom('notices').selectAll().where('to_email', '=', email).executeTakeFirstOrThrow();

  it('stops after one try, keeps the reply and shows it to the administrator', async () => {
    await invite('nobody@example.org');
    await invite('somebody@example.org');
    await t.app.notices.deliverDue();

    expect(smtp.mails.map((mail) => mail.to)).toEqual([expect.objectContaining({ text: 'somebody@example.org' })]);
    const refused = await notice('nobody@example.org');
    expect(refused).toMatchObject({ mail_status: 'failed', attempts: 1 });
    expect(refused.last_error).toMatch(/^550 .*mailbox unavailable/);

    clock.advanceSeconds(retryDelaySeconds(10));
    await t.app.notices.deliverDue();
    expect((await notice('nobody@example.org')).attempts).toBe(1);

    const list = await t.app.inject({ method: 'GET', url: '/api/v1/admin/undelivered_mail', headers: await t.authHeader('admin@example.org') });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([
      {
        id: refused.id,
        kind: 'invitation',
        to: 'nobody@example.org',
        subject: refused.title,
        reason: refused.last_error,
        failed_at: start.toISOString(),
      },
    ]);
    const asFacilitator = await t.app.inject({ method: 'GET', url: '/api/v1/admin/undelivered_mail', headers: await t.authHeader('facilitator@example.org') });
    expect(asFacilitator.statusCode).toBe(403);
  });

  it('keeps backing off after a temporary failure', async () => {
    const down = await freePort();
    const offline = await createTestApp({ clock, env: { SMTP_URL: `smtp://127.0.0.1:${down}` } });
    try {
      const res = await offline.app.inject({
        method: 'POST',
        url: '/api/v1/admin/invitations',
        headers: await offline.authHeader('admin@example.org'),
        payload: { name: 'Later Person', email: 'later@example.org', role: 'student', cla_cohort_id: 1 },
      });
      expect(res.statusCode).toBe(201);
      await offline.app.notices.deliverDue();
      clock.advanceSeconds(retryDelaySeconds(1));
      await offline.app.notices.deliverDue();
      const row = await offline.db.selectFrom('notices').selectAll().where('to_email', '=', 'later@example.org').executeTakeFirstOrThrow();
      expect(row).toMatchObject({ mail_status: 'pending', attempts: 2, failed_at: null });
      expect(row.last_error).not.toBeNull();
    } finally {
      await offline.close();
    }
  });
});
