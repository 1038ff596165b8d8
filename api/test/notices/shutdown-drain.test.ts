// Closing the API while its notice worker is mailing a batch: the worker finishes the batch (each
// notice mailed once and marked sent) before the mailer and the database close under it; else
// the notices in hand would stay leased, unmarked, until another instance took them much later.
import { createTestApp, type TestApp } from '../helpers';
import { startSmtpSink, type SmtpSink } from '../smtp-sink';
import { openDatabase } from '../../src/db/database';

const NOTICES = 3;

describe('closing the API while notices are being mailed', () => {
  let t: TestApp;
  let smtp: SmtpSink;

  beforeAll(async () => {
    // slow, so that the close comes while the mails are in flight
    smtp = await startSmtpSink(0, 500);
    t = await createTestApp({ env: { SMTP_URL: smtp.url } });
  });

  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('mails and marks every notice of the batch in hand', async () => {
    const userId = await t.userId('student@example.org');
    await t.db
      .insertInto('notices')
      .values(
        Array.from({ length: NOTICES }, (_, n) => ({
          kind: 'work_marked' as const,
          user_id: userId,
          ref: `closing:${n}`,
          title: `Closing notice ${n}`,
          body: 'Body',
          due_at: new Date(),
          next_attempt_at: new Date(),
        })),
      )
      .execute();

    const run = t.app.notices.deliverDue();
    await new Promise((resolve) => setTimeout(resolve, 100));
    await t.app.close();
    await run.catch(() => undefined);

    const reopened = await openDatabase(t.config);
    try {
      const rows = await reopened.db
        .selectFrom('notices')
        .select(['ref', 'mail_status', 'last_error'])
        .where('ref', 'like', 'closing:%')
        .orderBy('ref')
        .execute();
      expect(rows).toEqual(Array.from({ length: NOTICES }, (_, n) => ({ ref: `closing:${n}`, mail_status: 'sent', last_error: null })));
    } finally {
      await reopened.close();
    }
    expect(smtp.mails.map((mail) => mail.subject).sort()).toEqual(Array.from({ length: NOTICES }, (_, n) => expect.stringContaining(`Closing notice ${n}`)));
  });
});
