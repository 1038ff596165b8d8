// A posted assignment tells the cohort; 24 hours before its due moment the students who have not
// submitted are reminded, each told the moment in their own zone; a mark tells the student the score.
import { describeMoment } from '@academy/contract/rules/time-zones';
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

  /** The facilitator posts an assignment of Minister-Service Class (cohort 1) with `fields` (a name, a due date, ...). */
  const postAssignment = async (fields: { name: string; description: string; due_date: string; due_time?: string; time_zone?: string }) => {
    const minister = (
      await t.db.selectFrom('courses').select('id').where('name', '=', 'Minister-Service Class').where('cohort_id', '=', 1).executeTakeFirstOrThrow()
    ).id;
    return call('POST', '/cla_assignments', FACILITATOR, { cla_assignment: { ...fields, cla_course_id: minister, cla_user_id: await t.userId(FACILITATOR) } });
  };

  it('tells the cohort of a new assignment, reminds those who have not submitted, and tells a student their mark', async () => {
    const dueDate = dayOffset(3);
    const posted = await postAssignment({
      name: 'Sermon outline',
      description: 'Outline a sermon.',
      due_date: dueDate,
    });
    expect(posted.status).toBe(201);

    const told = await deliverAt(new Date().toISOString());
    expect(told.to).toEqual([...COHORT_1].sort());
    expect(told.mails[0]!.subject).toBe('New assignment: Sermon outline');
    // each notice leads to the assignment itself: its page has the hand-in form, and the score once marked
    const page = `/portal/assignments/${posted.body.id}`;
    expect(told.mails[0]!.text).toContain(page);

    const submitted = await call('POST', '/cla_submissions', STUDENT, {
      cla_submission: {
        download_link: 'https://docs.example.org/outline',
        cla_assignment_id: posted.body.id,
        cla_facilitator_id: 1,
        cla_student_id: await t.userId(STUDENT),
      },
    });
    expect(submitted.status).toBe(201);

    // no time given and the tests' academy zone is UTC: due at 23:59 UTC on dueDate, reminded a day before;
    // only the facilitator's digest of the hand-in goes before the reminders
    expect(posted.body.due_at).toBe(`${dueDate}T23:59:00.000Z`);
    expect((await deliverAt(`${dayOffset(2)}T23:58:00Z`)).to).toEqual([FACILITATOR]);
    const reminded = await deliverAt(`${dayOffset(2)}T23:59:00Z`);
    expect(reminded.to).toEqual(COHORT_1.filter((email) => email !== STUDENT).sort());
    expect(reminded.mails[0]!.subject).toBe('Due tomorrow: Sermon outline');

    const marked = await call('PUT', `/cla_submissions/${submitted.body.id}`, FACILITATOR, { cla_submission: { score: 88 } });
    expect(marked.status).toBe(200);
    const mark = await deliverAt(`${dueDate}T00:00:00Z`);
    expect(mark.to).toEqual([STUDENT]);
    expect(mark.mails[0]!.text).toContain('Your work for "Sermon outline" is marked: 88%.');
    expect(mark.mails[0]!.text).toContain(page);
    expect(reminded.mails[0]!.text).toContain(page);
  });

  it('a facilitator in Lagos sets 17:00 their time; a student in Manila is told 12:00 AM GMT+8 the next day, in the product date style', async () => {
    const manila = 'student@example.org'; // Esther: she completed the first course, so Minister-Service is open to her
    clock.set(new Date().toISOString());
    expect((await call('PUT', '/notification_settings', manila, { time_zone: 'Asia/Manila', email_off: [] })).status).toBe(200);
    const dueDate = dayOffset(5);
    const posted = await postAssignment({
      name: 'Prayer journal',
      description: 'Keep it for a week.',
      due_date: dueDate,
      due_time: '17:00',
      time_zone: 'Africa/Lagos',
    });
    expect(posted.status).toBe(201);
    expect(posted.body).toMatchObject({ due_date: dueDate, due_at: `${dueDate}T16:00:00.000Z`, past_due: false });

    // as the screens show it (their formatter), midnight of the next day in Manila
    const inManila = describeMoment(new Date(`${dueDate}T16:00:00Z`), 'Asia/Manila');
    expect(inManila).toMatch(/^\w{3}, \d+ \w{3} \d{4}, 12:00\sAM GMT\+8 \(Asia\/Manila\)$/);
    const mailTo = (mails: Awaited<ReturnType<typeof deliverAt>>['mails']) =>
      mails.find((mail) => (Array.isArray(mail.to) ? mail.to[0] : mail.to)!.text === manila)!;
    expect(mailTo((await deliverAt(new Date().toISOString())).mails).text).toContain(`It is due ${inManila} (`);
    expect((await deliverAt(`${dayOffset(4)}T15:59:00Z`)).mails).toEqual([]);
    const toManila = mailTo((await deliverAt(`${dayOffset(4)}T16:00:00Z`)).mails);
    expect(toManila.subject).toBe('Due tomorrow: Prayer journal');
    expect(toManila.text).toContain(`is due ${inManila} (`);
    // never an ISO date
    expect(toManila.text).not.toMatch(/\d{4}-\d{2}-\d{2}/);
  });

  it("a student who chose no zone is told the moment in the zone their browser reported, not the academy's", async () => {
    const auckland = 'student2@example.org';
    clock.set(new Date().toISOString());
    expect((await call('PUT', '/notification_settings/browser_time_zone', auckland, { time_zone: 'Mars/Olympus' })).status).toBe(400);
    expect((await call('PUT', '/notification_settings/browser_time_zone', auckland, { time_zone: 'Pacific/Auckland' })).status).toBe(204);
    expect((await call('GET', '/notification_settings', auckland)).body).toMatchObject({ time_zone: null, browser_time_zone: 'Pacific/Auckland' });
    const dueDate = dayOffset(6);
    const posted = await postAssignment({
      name: 'Book review',
      description: 'Review a book.',
      due_date: dueDate,
      due_time: '12:00',
      time_zone: 'UTC',
    });
    expect(posted.status).toBe(201);
    const mail = (await deliverAt(new Date().toISOString())).mails.find((sent) => (Array.isArray(sent.to) ? sent.to[0] : sent.to)!.text === auckland);
    expect(mail!.text).toContain(`It is due ${describeMoment(new Date(`${dueDate}T12:00:00Z`), 'Pacific/Auckland')} (`);
  });
});
