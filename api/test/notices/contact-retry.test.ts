// A contact message sent while the SMTP server is down is mailed once the server is back, after
// the back-off, and only once.
import { freePort } from '../process-helpers';
import { createTestApp, ManualClock, type TestApp } from '../helpers';
import { startSmtpSink, type SmtpSink } from '../smtp-sink';
import { retryDelaySeconds } from '../../src/notices/worker';

describe('contact mail retried until it goes', () => {
  let t: TestApp;
  let smtp: SmtpSink | undefined;
  let port: number;
  const clock = new ManualClock('2026-03-02T09:00:00Z');

  beforeAll(async () => {
    port = await freePort();
    t = await createTestApp({ clock, env: { SMTP_URL: `smtp://127.0.0.1:${port}`, ACADEMY_CONTACT_EMAIL: 'office@academy.example.org' } });
  });

  afterAll(async () => {
    await t.close();
    await smtp?.close();
  });

  const contactRow = () => t.db.selectFrom('contact_messages').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();

  it('keeps the message while the mail fails, and mails it when the SMTP server is back', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/contact_messages',
      payload: {
        contact_message: { fullName: 'Kofi Boateng', email: 'kofi@example.org', whatsapp: '+233 20 555 0101', message: 'Is there an evening cohort?' },
      },
    });
    expect(res.statusCode).toBe(201);

    await t.app.notices.deliverDue();
    expect((await contactRow()).mailed_at).toBeNull();

    smtp = await startSmtpSink(port);
    await t.app.notices.deliverDue();
    expect(smtp.mails).toHaveLength(0);

    clock.advanceSeconds(retryDelaySeconds(1));
    await t.app.notices.deliverDue();
    expect(smtp.mails).toHaveLength(1);
    const [mail] = smtp.mails;
    expect(mail!.to).toMatchObject({ text: 'office@academy.example.org' });
    expect(mail!.replyTo?.text).toBe('kofi@example.org');
    expect(mail!.subject).toBe('Contact form: message from Kofi Boateng');
    expect(mail!.text).toContain('Is there an evening cohort?');
    expect((await contactRow()).mailed_at).not.toBeNull();

    clock.advanceSeconds(3600);
    await t.app.notices.deliverDue();
    expect(smtp.mails).toHaveLength(1);
  });
});
