// Facilitators are told when work is handed in or replaced: in the bell at once, by mail in one
// digest for the hand-ins that arrive together.
import { caller, dayOffset, FACILITATOR } from '../content-helpers';
import { createTestApp, ManualClock, type TestApp } from '../helpers';
import { startSmtpSink, type SmtpSink } from '../smtp-sink';
import { HAND_IN_DIGEST_MINUTES } from '../../src/notices/work-notices';

const CLASS = ['student@example.org', 'student2@example.org', 'student5@example.org'];

describe('hand-in notices', () => {
  let t: TestApp;
  let smtp: SmtpSink;
  let call: ReturnType<typeof caller>;
  const start = Date.now();
  const clock = new ManualClock(new Date(start));

  beforeAll(async () => {
    smtp = await startSmtpSink();
    t = await createTestApp({ clock, env: { SMTP_URL: smtp.url } });
    call = caller(t);
  });

  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const mailsTo = async (email: string, minutesLater: number) => {
    clock.set(new Date(start + minutesLater * 60_000).toISOString());
    await t.app.notices.deliverDue();
    return smtp.mails.splice(0).filter((mail) => (Array.isArray(mail.to) ? mail.to[0] : mail.to)!.text === email);
  };
  const bell = async () => (await call('GET', '/notifications', FACILITATOR)).body.notifications as { title: string; body: string }[];

  it("puts each hand-in under the facilitator's bell at once and mails one digest for the class", async () => {
    const minister = (await t.db.selectFrom('courses').select('id').where('name', '=', 'Minister-Service Class').executeTakeFirstOrThrow()).id;
    const posted = await call('POST', '/cla_assignments', FACILITATOR, {
      cla_assignment: {
        name: 'Prayer journal',
        description: 'A week of prayer.',
        due_date: dayOffset(3),
        cla_course_id: minister,
        cla_user_id: await t.userId(FACILITATOR),
      },
    });
    expect(posted.status).toBe(201);
    const submissions: number[] = [];
    for (const student of CLASS) {
      const res = await call('POST', '/cla_submissions', student, {
        cla_submission: {
          download_link: 'https://docs.example.org/journal',
          cla_assignment_id: posted.body.id,
          cla_facilitator_id: 1,
          cla_student_id: await t.userId(student),
        },
      });
      expect(res.status).toBe(201);
      submissions.push(res.body.id);
    }
    const handedIn = (await bell()).filter((n) => n.title === 'Handed in: Prayer journal');
    expect(handedIn.map((n) => n.body).sort()).toEqual([
      'David Kamau handed in "Prayer journal" (Minister-Service Class).',
      'Esther Mensah handed in "Prayer journal" (Minister-Service Class).',
      'Mary Achieng handed in "Prayer journal" (Minister-Service Class).',
    ]);

    expect(await mailsTo(FACILITATOR, 0)).toEqual([]);
    const digest = await mailsTo(FACILITATOR, HAND_IN_DIGEST_MINUTES + 1);
    expect(digest).toHaveLength(1);
    for (const name of ['Esther Mensah', 'David Kamau', 'Mary Achieng']) expect(digest[0]!.text).toContain(name);
    expect(await mailsTo(FACILITATOR, HAND_IN_DIGEST_MINUTES + 2)).toEqual([]);

    const replaced = await call('PUT', `/cla_submissions/${submissions[0]}/link`, CLASS[0]!, {
      cla_submission: { download_link: 'https://docs.example.org/journal-v2' },
    });
    expect(replaced.status).toBe(200);
    expect((await bell()).map((n) => n.body)).toContain('Esther Mensah replaced the link of their work for "Prayer journal" (Minister-Service Class).');
  });
});
