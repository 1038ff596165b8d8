// A posted assignment tells the cohort; 24 hours before the end of its due date the students who
// have not submitted are reminded; a mark tells the student the score.
import { caller, dayOffset, FACILITATOR, STUDENT } from '../content-helpers';
import { createTestApp, ManualClock, type TestApp } from '../helpers';
import { startSmtpSink, type SmtpSink } from '../smtp-sink';

// Ruth and Peter (student3, student4) have not completed the first course, so Minister-Service is
// locked for them: its notices wait until it opens for them.
const COHORT_1 = ['student@example.org', 'student2@example.org', 'student5@example.org'];

describe('assignment and mark notices', () => {
  let t: TestApp;
  let smtp: SmtpSink;
  let call: ReturnType<typeof caller>;
  const clock = new ManualClock(new Date());

  beforeAll(async () => {
    smtp = await startSmtpSink();
    t = await createTestApp({ clock, env: { SMTP_URL: smtp.url } });
    call = caller(t);
  });

  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const deliverAt = async (moment: string) => {
    clock.set(moment);
    await t.app.notices.deliverDue();
    const mails = smtp.mails.splice(0);
    return { to: mails.map((mail) => (Array.isArray(mail.to) ? mail.to[0] : mail.to)!.text).sort(), mails };
  };

  it('tells the cohort of a new assignment, reminds those who have not submitted, and tells a student their mark', async () => {
    const minister = (
      await t.db.selectFrom('courses').select('id').where('name', '=', 'Minister-Service Class').where('cohort_id', '=', 1).executeTakeFirstOrThrow()
    ).id;
    const dueDate = dayOffset(3);
    const posted = await call('POST', '/cla_assignments', FACILITATOR, {
      cla_assignment: {
        name: 'Sermon outline',
        description: 'Outline a sermon.',
        due_date: dueDate,
        cla_course_id: minister,
        cla_user_id: await t.userId(FACILITATOR),
      },
    });
    expect(posted.status).toBe(201);

    const told = await deliverAt(new Date().toISOString());
    expect(told.to).toEqual([...COHORT_1].sort());
    expect(told.mails[0]!.subject).toBe('New assignment: Sermon outline');

    const submitted = await call('POST', '/cla_submissions', STUDENT, {
      cla_submission: {
        download_link: 'https://docs.example.org/outline',
        cla_assignment_id: posted.body.id,
        cla_facilitator_id: 1,
        cla_student_id: await t.userId(STUDENT),
      },
    });
    expect(submitted.status).toBe(201);

    // the tests' academy zone is UTC: due by the end of dueDate, reminded at its start
    // only the facilitator's digest of the hand-in goes before the reminders
    expect((await deliverAt(`${dayOffset(2)}T23:59:00Z`)).to).toEqual([FACILITATOR]);
    const reminded = await deliverAt(`${dueDate}T00:00:00Z`);
    expect(reminded.to).toEqual(COHORT_1.filter((email) => email !== STUDENT).sort());
    expect(reminded.mails[0]!.subject).toBe('Due tomorrow: Sermon outline');

    const marked = await call('PUT', `/cla_submissions/${submitted.body.id}`, FACILITATOR, { cla_submission: { score: 88 } });
    expect(marked.status).toBe(200);
    const mark = await deliverAt(`${dueDate}T00:00:00Z`);
    expect(mark.to).toEqual([STUDENT]);
    expect(mark.mails[0]!.text).toContain('Your work for "Sermon outline" is marked: 88%.');
  });
});
