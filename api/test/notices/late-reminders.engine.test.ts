// A reminder is never mailed late: one the worker reaches only after its class started, one a
// course lock held past its due moment, and one whose retry after a temporary mail failure would
// come after the class started are dropped (marked expired, not under the bell), while a reminder
// still before its moment goes, also on a retry. The claim that expires them is SQL of its own, so
// the file runs in the PostgreSQL pass too.
import type { ParsedMail } from 'mailparser';
import { caller, dayOffset, FACILITATOR } from '../content-helpers';
import { createTestApp, ManualClock, type TestApp } from '../helpers';
import type { SmtpSink } from '../smtp-sink';
import { startSmtpSink } from '../smtp-sink';
import { startLagosAcademy, type LagosAcademy } from './lagos-academy';

const COHORT_1 = ['student@example.org', 'student2@example.org', 'student3@example.org', 'student4@example.org', 'student5@example.org'].sort();
const PUT_OFF = 'student2@example.org';

const recipients = (mails: ParsedMail[]) => mails.map((mail) => (Array.isArray(mail.to) ? mail.to[0] : mail.to)!.value[0]!.address!).sort();

/** The app's reminder rows of `kind` about `ref`: their mail status and why. */
const reminderRows = (t: TestApp, kind: 'class_reminder' | 'assignment_due', ref: string) =>
  t.db.selectFrom('notices').select(['mail_status', 'last_error']).where('kind', '=', kind).where('ref', '=', ref).execute();

describe('class reminders are never late', () => {
  let academy: LagosAcademy;
  let t: TestApp;
  let smtp: SmtpSink;
  let call: ReturnType<typeof caller>;
  // 10:00 in Lagos (UTC+1) on 2 March
  const clock = new ManualClock('2026-03-02T09:00:00Z');

  beforeAll(async () => {
    academy = await startLagosAcademy(clock, {});
    ({ t, smtp } = academy);
    call = caller(t);
  });

  afterAll(() => academy.close());

  beforeEach(() => {
    smtp.deferred.clear();
    clock.set('2026-03-02T09:00:00Z');
  });

  /** Mails sent by a worker run at `moment`, of the reminder titled for `name`. */
  const remindersAt = async (moment: string, name: string) => {
    clock.set(moment);
    await t.app.notices.deliverDue();
    return smtp.mails.splice(0).filter((mail) => mail.subject === `In one hour: ${name}`);
  };

  /** Schedules a class at 08:00 Lagos time (07:00Z) on `date` and sends the "new class" notices. */
  const schedule = async (name: string, date: string) => {
    const created = await call('POST', '/cla_live_classes', FACILITATOR, {
      cla_live_class: {
        name,
        date,
        time: '08:00',
        duration: 60,
        zoom_link: 'https://zoom.us/j/123',
        cla_course_id: academy.courseId,
        cohort_id: 1,
        cla_user_id: await t.userId(FACILITATOR),
      },
    });
    expect(created.status).toBe(201);
    await t.app.notices.deliverDue();
    smtp.mails.length = 0;
    return `live_class:${created.body.id as number}`;
  };

  it('mails a reminder the worker reaches late but before the class starts', async () => {
    await schedule('Morning prayer', '2026-03-03');
    // the worker was down from 06:00Z, when the reminder was due, until a minute before the start
    expect(recipients(await remindersAt('2026-03-03T06:59:00Z', 'Morning prayer'))).toEqual(COHORT_1);
  });

  it('never mails a reminder the worker reaches only after the class started, nor lists it under the bell', async () => {
    const ref = await schedule('Bible study', '2026-03-04');
    expect(await remindersAt('2026-03-04T07:00:30Z', 'Bible study')).toEqual([]);
    expect(await remindersAt('2026-03-04T09:00:00Z', 'Bible study')).toEqual([]);
    const rows = await reminderRows(t, 'class_reminder', ref);
    expect(rows).toHaveLength(COHORT_1.length);
    expect(rows.every((row) => row.mail_status === 'expired' && row.last_error === 'not sent before its deadline: not reached in time')).toBe(true);
    const bell = (await call('GET', '/notifications', 'student@example.org')).body.notifications as { title: string }[];
    expect(bell.map((notice) => notice.title)).toContain('New live class: Bible study');
    expect(bell.map((notice) => notice.title)).not.toContain('In one hour: Bible study');
  });

  it('retries a reminder whose mail was put off while the class has not started', async () => {
    await schedule('Worship night', '2026-03-05');
    smtp.deferred.add(PUT_OFF);
    expect(recipients(await remindersAt('2026-03-05T06:00:00Z', 'Worship night'))).toEqual(COHORT_1.filter((to) => to !== PUT_OFF));
    smtp.deferred.clear();
    // the first retry comes 30 seconds later
    expect(recipients(await remindersAt('2026-03-05T06:00:30Z', 'Worship night'))).toEqual([PUT_OFF]);
  });

  it('drops a reminder whose mail was put off when its retry would come after the class started', async () => {
    const ref = await schedule('Choir practice', '2026-03-06');
    smtp.deferred.add(PUT_OFF);
    expect(recipients(await remindersAt('2026-03-06T06:59:45Z', 'Choir practice'))).toEqual(COHORT_1.filter((to) => to !== PUT_OFF));
    smtp.deferred.clear();
    expect(await remindersAt('2026-03-06T07:00:15Z', 'Choir practice')).toEqual([]);
    expect(await remindersAt('2026-03-06T08:00:00Z', 'Choir practice')).toEqual([]);
    const dropped = (await reminderRows(t, 'class_reminder', ref)).filter((row) => row.mail_status !== 'sent');
    expect(dropped).toEqual([{ mail_status: 'expired', last_error: expect.stringMatching(/^next try after its deadline: .*try again later/) }]);
  });
});

describe('due reminders are never late', () => {
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

  const mailsAt = async (moment: string) => {
    clock.set(moment);
    await t.app.notices.deliverDue();
    return smtp.mails.splice(0);
  };
  const titled = (mails: ParsedMail[], subject: string) => recipients(mails.filter((mail) => mail.subject === subject));

  it('never sends a due reminder a course lock held past the due moment, and sends one on time once the course is open', async () => {
    const minister = (
      await t.db.selectFrom('courses').select('id').where('name', '=', 'Minister-Service Class').where('cohort_id', '=', 1).executeTakeFirstOrThrow()
    ).id;
    const me = await t.userId(FACILITATOR);
    // no student has completed Minister-Service, which is still running: the course is locked for the whole cohort
    const course = (prerequisite: number | null) => ({
      cla_course: {
        name: 'Church Planting',
        description: 'Waits for Minister-Service.',
        category: 'program',
        cla_cohort_id: 1,
        start_date: dayOffset(-5),
        end_date: dayOffset(25),
        cla_user_id: me,
        prerequisite_course_id: prerequisite,
      },
    });
    const created = await call('POST', '/cla_courses', FACILITATOR, course(minister));
    expect(created.status).toBe(201);
    const assignment = (name: string, dueDate: string) => ({
      cla_assignment: { name, description: 'Plan a plant.', due_date: dueDate, cla_course_id: created.body.id, cla_user_id: me },
    });
    clock.set(new Date().toISOString());
    const posted = await call('POST', '/cla_assignments', FACILITATOR, assignment('Plant plan', dayOffset(2)));
    expect(posted.status).toBe(201);
    // due at 23:59 UTC (the tests' academy zone), its reminder due 24 hours before: both held
    expect(await mailsAt(`${dayOffset(1)}T23:59:00Z`)).toEqual([]);

    // the lock lifts after the due moment: the news of the assignment goes, its reminder never
    clock.set(`${dayOffset(3)}T00:30:00Z`);
    expect((await call('PUT', `/cla_courses/${created.body.id}`, FACILITATOR, course(null))).status).toBe(200);
    const opened = await mailsAt(`${dayOffset(3)}T01:00:00Z`);
    expect(titled(opened, 'New assignment: Plant plan')).toEqual(COHORT_1);
    expect(titled(opened, 'Due tomorrow: Plant plan')).toEqual([]);
    expect(await mailsAt(`${dayOffset(4)}T00:00:00Z`)).toEqual([]);
    const rows = await reminderRows(t, 'assignment_due', `assignment:${posted.body.id as number}`);
    expect(rows).toHaveLength(COHORT_1.length);
    expect(
      rows.every((row) => row.mail_status === 'expired' && row.last_error === 'not sent before its deadline: held: the course is not open to the student yet'),
    ).toBe(true);
    const bell = (await call('GET', '/notifications', 'student3@example.org')).body.notifications as { title: string }[];
    expect(bell.map((notice) => notice.title)).toContain('New assignment: Plant plan');
    expect(bell.map((notice) => notice.title)).not.toContain('Due tomorrow: Plant plan');

    // the course open, a reminder on time goes
    clock.set(`${dayOffset(4)}T09:00:00Z`);
    const next = await call('POST', '/cla_assignments', FACILITATOR, assignment('Plant budget', dayOffset(6)));
    expect(next.status).toBe(201);
    expect(titled(await mailsAt(`${dayOffset(4)}T09:00:00Z`), 'New assignment: Plant budget')).toEqual(COHORT_1);
    expect(titled(await mailsAt(`${dayOffset(5)}T23:59:00Z`), 'Due tomorrow: Plant budget')).toEqual(COHORT_1);
  });
});
