// With the clock set by the test, in an academy on Lagos time: a class tomorrow at 08:00 reminds
// each student of its cohort once, at 07:00, through a real SMTP server; moving the class moves
// the reminder; deleting it withdraws the reminder and tells the cohort it is cancelled.
import type { ParsedMail } from 'mailparser';
import { ManualClock, type TestApp } from '../helpers';
import type { SmtpSink } from '../smtp-sink';
import { startLagosAcademy, type LagosAcademy } from './lagos-academy';

const FACILITATOR = 'facilitator@example.org';
const COHORT_1 = ['student@example.org', 'student2@example.org', 'student3@example.org', 'student4@example.org', 'student5@example.org'].sort();

describe('live class notices and reminders', () => {
  let academy: LagosAcademy;
  let t: TestApp;
  let smtp: SmtpSink;
  let auth: { authorization: string };
  let courseId: number;
  let facilitatorId: number;
  // 10:00 in Lagos (UTC+1) on 2 March
  const clock = new ManualClock('2026-03-02T09:00:00Z');

  beforeAll(async () => {
    academy = await startLagosAcademy(clock, { PUBLIC_APP_URL: 'https://academy.example.org' });
    ({ t, smtp, courseId } = academy);
    auth = await t.authHeader(FACILITATOR);
    facilitatorId = await t.userId(FACILITATOR);
  });

  afterAll(() => academy.close());

  beforeEach(() => {
    smtp.mails.length = 0;
    clock.set('2026-03-02T09:00:00Z');
  });

  const recipients = (mails: ParsedMail[]) => mails.map((mail) => (Array.isArray(mail.to) ? mail.to[0] : mail.to)!.value[0]!.address).sort();

  const deliverAt = async (moment: string) => {
    clock.set(moment);
    await t.app.notices.deliverDue();
    const mails = [...smtp.mails];
    smtp.mails.length = 0;
    return mails;
  };

  const classBody = (name: string, date: string, time: string) => ({
    cla_live_class: { name, date, time, duration: 60, zoom_link: 'https://zoom.us/j/123', cla_course_id: courseId, cohort_id: 1, cla_user_id: facilitatorId },
  });

  const schedule = async (name: string, date: string, time: string) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/cla_live_classes', headers: auth, payload: classBody(name, date, time) });
    expect(res.statusCode).toBe(201);
    return res.json() as { id: number; starts_at: string };
  };

  it('tells the cohort now and reminds each student once at 07:00 for a class at 08:00 tomorrow', async () => {
    const liveClass = await schedule('Morning prayer', '2026-03-03', '08:00');
    expect(liveClass.starts_at).toBe('2026-03-03T08:00:00+01:00');

    const told = await deliverAt('2026-03-02T09:00:00Z');
    expect(recipients(told)).toEqual(COHORT_1);
    expect(told[0]!.subject).toBe('New live class: Morning prayer');
    expect(told[0]!.text).toContain('Tue, 3 Mar 2026, 8:00 AM GMT+1 (Africa/Lagos)');
    // the meeting link leaves the server only while Join is open: the mail says when that is, and where
    expect(told[0]!.text).not.toContain('https://zoom.us/j/123');
    expect(told[0]!.text).toContain('Join opens at Tue, 3 Mar 2026, 7:45 AM GMT+1 (Africa/Lagos), under Live Classes in the portal.');

    expect(await deliverAt('2026-03-03T05:59:59Z')).toEqual([]);
    const reminders = await deliverAt('2026-03-03T06:00:00Z');
    expect(recipients(reminders)).toEqual(COHORT_1);
    const reminder = reminders[0]!;
    expect(reminder.subject).toBe('In one hour: Morning prayer');
    expect(reminder.text).not.toContain('https://zoom.us/j/123');
    expect(reminder.html).not.toContain('https://zoom.us/j/123');
    expect(reminder.text).toContain('Join opens at Tue, 3 Mar 2026, 7:45 AM GMT+1 (Africa/Lagos), under Live Classes in the portal.');
    expect(reminder.text).toContain('https://academy.example.org/portal/events');
    expect(reminder.html).toContain('href="https://academy.example.org/portal/events"');
    const header = (name: string) => reminder.headerLines.find((line) => line.key === name)?.line;
    expect(header('list-unsubscribe')).toMatch(/^List-Unsubscribe:\s+<http:\/\/localhost:4000\/api\/v1\/unsubscribe\/[\w-]+\/class_reminder>$/);
    expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(await deliverAt('2026-03-03T07:30:00Z')).toEqual([]);
  });

  it('moves the reminder with the class', async () => {
    const liveClass = await schedule('Bible study', '2026-03-03', '08:00');
    await deliverAt('2026-03-02T09:00:00Z');
    const moved = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/cla_live_classes/${liveClass.id}`,
      headers: auth,
      payload: classBody('Bible study', '2026-03-04', '09:30'),
    });
    expect(moved.statusCode).toBe(200);

    const told = await deliverAt('2026-03-02T09:00:00Z');
    expect(recipients(told)).toEqual(COHORT_1);
    expect(told[0]!.subject).toBe('Live class moved: Bible study');
    expect(told[0]!.text).toContain('Wed, 4 Mar 2026, 9:30 AM');
    // the time it had before is said too: a reader who noted it knows what changed
    expect(told[0]!.text).toMatch(/Wed, 4 Mar 2026, 9:30 AM .*, instead of Tue, 3 Mar 2026, 8:00 AM/);

    expect(await deliverAt('2026-03-03T06:00:00Z')).toEqual([]);
    expect(await deliverAt('2026-03-04T07:29:00Z')).toEqual([]);
    expect(recipients(await deliverAt('2026-03-04T07:30:00Z'))).toEqual(COHORT_1);
  });

  it('withdraws the reminder of a deleted class and tells the cohort it is cancelled', async () => {
    const liveClass = await schedule('Worship night', '2026-03-03', '08:00');
    await deliverAt('2026-03-02T09:00:00Z');
    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/v1/cla_live_classes/${liveClass.id}`, headers: auth });
    expect(deleted.statusCode).toBeLessThan(300);

    const told = await deliverAt('2026-03-02T09:00:00Z');
    expect(recipients(told)).toEqual(COHORT_1);
    expect(told[0]!.subject).toBe('Live class cancelled: Worship night');
    expect(await deliverAt('2026-03-03T06:00:00Z')).toEqual([]);
  });
  it('reminds a student who joins the cohort after its class and work were announced; moved away, no more', async () => {
    await schedule('Evening study', '2026-03-03', '18:00');
    const work = {
      name: 'Reading log',
      description: 'Log your reading.',
      due_date: '2026-03-05',
      due_time: '12:00',
      cla_course_id: courseId,
      cla_user_id: facilitatorId,
    };
    const posted = await t.app.inject({ method: 'POST', url: '/api/v1/cla_assignments', headers: auth, payload: { cla_assignment: work } });
    expect(posted.statusCode).toBe(201);
    await deliverAt('2026-03-02T09:00:00Z');

    const newcomer = 'other-student@example.org';
    const admin = await t.authHeader('admin@example.org');
    const move = async (cohort: number) => {
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/v1/admin/users/${await t.userId(newcomer)}/cohort`,
        headers: admin,
        payload: { cla_cohort_id: cohort },
      });
      expect(res.statusCode).toBe(200);
    };
    await move(1);
    // an hour before the class (17:00 in Lagos), then 24 hours before the work is due (12:00 in Lagos on 5 March)
    expect(recipients(await deliverAt('2026-03-03T16:00:00Z'))).toEqual([...COHORT_1, newcomer].sort());
    expect(recipients(await deliverAt('2026-03-04T11:00:00Z'))).toEqual([...COHORT_1, newcomer].sort());

    clock.set('2026-03-04T12:00:00Z');
    await schedule('Second evening', '2026-03-06', '18:00');
    expect(recipients(await deliverAt('2026-03-04T12:00:00Z'))).toEqual([...COHORT_1, newcomer].sort());
    await move(2);
    expect(recipients(await deliverAt('2026-03-06T16:00:00Z'))).toEqual(COHORT_1);
  });
});
