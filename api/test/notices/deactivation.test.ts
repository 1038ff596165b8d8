// A deactivated student gets nothing from any channel: sign-in, an old session, the calendar feed,
// the unsubscribe link, every notice (new class, reminder written before, new assignment, a mark),
// and the rosters show them as deactivated without expecting them.
import { ManualClock, type TestApp } from '../helpers';
import type { SmtpSink } from '../smtp-sink';
import { noticeWorkMarked } from '../../src/notices/work-notices';
import { startLagosAcademy, type LagosAcademy } from './lagos-academy';

const FACILITATOR = 'facilitator@example.org';
const ADMIN = 'admin@example.org';
const STUDENT = 'student2@example.org';

describe('a deactivated account is cut off from every channel', () => {
  let academy: LagosAcademy;
  let t: TestApp;
  let smtp: SmtpSink;
  let courseId: number;
  const clock = new ManualClock('2026-03-02T09:00:00Z');

  beforeAll(async () => {
    academy = await startLagosAcademy(clock, { PUBLIC_API_URL: 'https://api.academy.example.org' });
    ({ t, smtp, courseId } = academy);
  });

  afterAll(() => academy.close());

  const call = async (method: 'GET' | 'POST', url: string, headers: Record<string, string> = {}, payload?: object) =>
    t.app.inject({ method, url: `/api/v1${url}`, headers, ...(payload ? { payload } : {}) });
  const as = (email: string) => t.authHeader(email);
  const mailsTo = (email: string) => smtp.mails.filter((mail) => (Array.isArray(mail.to) ? mail.to[0] : mail.to)!.text === email);
  const noticesOf = async (userId: number) => t.db.selectFrom('notices').select(['kind', 'mail_status']).where('user_id', '=', userId).orderBy('id').execute();

  const schedule = async (name: string, date: string) => {
    const res = await call('POST', '/cla_live_classes', await as(FACILITATOR), {
      cla_live_class: {
        name,
        date,
        time: '18:00',
        duration: 90,
        zoom_link: 'https://zoom.example.org/j/1',
        cla_course_id: courseId,
        cohort_id: 1,
        cla_user_id: await t.userId(FACILITATOR),
      },
    });
    expect(res.statusCode).toBe(201);
    return (res.json() as { id: number }).id;
  };

  it('closes sign-in, sessions, calendar, unsubscribe and every notice, and the rosters say so', async () => {
    const studentId = await t.userId(STUDENT);
    const session = await as(STUDENT);
    const settings = (await call('GET', '/notification_settings', session)).json() as { calendar_url: string };
    const calendarPath = new URL(settings.calendar_url).pathname;
    expect((await t.app.inject({ method: 'GET', url: calendarPath })).statusCode).toBe(200);
    const { unsubscribe_token: unsubscribeToken } = await t.db
      .selectFrom('notice_settings')
      .select('unsubscribe_token')
      .where('user_id', '=', studentId)
      .executeTakeFirstOrThrow();
    // A class (with its reminder) written while the account was active.
    await schedule('Before the decision', '2026-03-10');
    await t.app.notices.deliverDue();
    smtp.mails.length = 0;
    const before = (await noticesOf(studentId)).length;

    expect((await call('POST', `/admin/users/${studentId}/deactivate`, await as(ADMIN))).statusCode).toBe(200);

    const channels: Record<string, number> = {
      'sign-in with the right password': (await call('POST', '/sign_in', {}, { user: { email: STUDENT, password: 'academy-demo' } })).statusCode,
      'a session from before': (await call('GET', '/notifications', session)).statusCode,
      'the calendar feed': (await t.app.inject({ method: 'GET', url: calendarPath })).statusCode,
      'the unsubscribe link': (await call('POST', `/unsubscribe/${unsubscribeToken}/class_scheduled`)).statusCode,
    };
    expect(channels).toEqual({ 'sign-in with the right password': 403, 'a session from before': 401, 'the calendar feed': 404, 'the unsubscribe link': 404 });

    const classId = await schedule('After the decision', '2026-03-12');
    const assignment = await call('POST', '/cla_assignments', await as(FACILITATOR), {
      cla_assignment: {
        name: 'Reading log',
        description: 'Log your reading.',
        due_date: '2026-03-20',
        cla_course_id: courseId,
        cla_user_id: await t.userId(FACILITATOR),
      },
    });
    expect(assignment.statusCode).toBe(201);
    const submission = await t.db
      .insertInto('submissions')
      .values({
        assignment_id: (assignment.json() as { id: number }).id,
        student_id: studentId,
        download_link: 'https://docs.example.org/work',
        score: 80,
        marked_by: await t.userId(FACILITATOR),
        marked_at: clock.now(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await noticeWorkMarked(t.db, submission.id, clock.now());
    // Past every reminder's time, the one written before deactivation included.
    clock.set('2026-03-19T12:00:00Z');
    await t.app.notices.deliverDue();
    expect(mailsTo(STUDENT)).toEqual([]);
    const after = await noticesOf(studentId);
    expect(after.slice(before)).toEqual([]);
    expect(after.filter((notice) => notice.mail_status === 'pending')).toEqual([]);
    expect(mailsTo('student@example.org').length).toBeGreaterThan(0);

    const facilitator = await as(FACILITATOR);
    const sheet = (await call('GET', `/cla_attendances/class_sheet?cla_live_class_id=${classId}`, facilitator)).json() as {
      students: Array<{ id: number; deactivated: boolean }>;
    };
    expect(sheet.students.find((s) => s.id === studentId)).toMatchObject({ deactivated: true });
    expect(sheet.students.find((s) => s.id !== studentId)).toMatchObject({ deactivated: false });
    const missing = (await call('GET', `/cla_attendances/missing_attendance?cla_live_class_id=${classId}&cla_cohort_id=1`, facilitator)).json() as {
      data: { missing_users: Array<{ id: number }> };
    };
    expect(missing.data.missing_users.map((u) => u.id)).not.toContain(studentId);
    expect(missing.data.missing_users.length).toBeGreaterThan(0);
    const book = (await call('GET', '/cla_gradebook?cla_cohort_id=1', facilitator)).json() as { students: Array<{ user_id: number; deactivated: boolean }> };
    expect(book.students.find((s) => s.user_id === studentId)).toMatchObject({ deactivated: true });
    expect(book.students.filter((s) => s.deactivated)).toHaveLength(1);
  }, 120_000);
});
