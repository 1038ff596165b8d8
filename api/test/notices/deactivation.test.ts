// A deactivated student gets nothing from any channel: sign-in, an old session, a reset link from
// before, a new reset link, the sign-up owner mail, the announcements, the calendar feed, the
// unsubscribe link, every notice (new, moved and cancelled class, reminder written before, new
// assignment and its reminder, a mark; for a facilitator, the hand-in digest), and every roster and
// figure lists them as deactivated without expecting them or counting them.
import { hashToken, newToken } from '../../src/auth/tokens';
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

  const call = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Record<string, string> = {}, payload?: object) =>
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

  const postAssignment = async (name: string, dueDate: string) => {
    const res = await call('POST', '/cla_assignments', await as(FACILITATOR), {
      cla_assignment: { name, description: 'Log your reading.', due_date: dueDate, cla_course_id: courseId, cla_user_id: await t.userId(FACILITATOR) },
    });
    expect(res.statusCode).toBe(201);
    return (res.json() as { id: number }).id;
  };

  /** The student's roster rows and the cohort's counts, as the facilitator and the administrator read them. */
  const rosters = async (studentId: number, classId: number) => {
    const facilitator = await as(FACILITATOR);
    const read = async <T>(url: string, who = facilitator) => (await call('GET', url, who)).json() as T;
    const sheet = await read<{ students: Array<{ id: number; deactivated: boolean }> }>(`/cla_attendances/class_sheet?cla_live_class_id=${classId}`);
    const missing = await read<{ data: { missing_users: Array<{ id: number }> } }>(
      `/cla_attendances/missing_attendance?cla_live_class_id=${classId}&cla_cohort_id=1`,
    );
    const summary = await read<Array<{ user_id: number; deactivated: boolean }>>('/cla_attendances/summary?cla_cohort_id=1');
    const book = await read<{ students: Array<{ user_id: number; deactivated: boolean; total_possible_score: number }> }>('/cla_gradebook?cla_cohort_id=1');
    const list = await read<Array<{ student: { user_id: number; deactivated: boolean }; user_score_percentage: { total_possible_score: number } }>>(
      '/cla_dashboards/student_list?cla_cohort_id=1',
    );
    const desk = await read<{ total_users: number }>('/cla_dashboards/desk_stats?cla_cohort_id=1');
    const cohorts = await read<Array<{ id: number; student_count: number }>>('/admin/cohorts', await as(ADMIN));
    const marked = await t.db
      .selectFrom('submissions')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('student_id', '=', studentId)
      .where('score', 'is not', null)
      .executeTakeFirstOrThrow();
    const bookRow = book.students.find((s) => s.user_id === studentId)!;
    const listRow = list.find((s) => s.student.user_id === studentId)!;
    return {
      flags: {
        'class sheet': sheet.students.find((s) => s.id === studentId)?.deactivated,
        'attendance summary': summary.find((s) => s.user_id === studentId)?.deactivated,
        gradebook: bookRow.deactivated,
        'student list': listRow.student.deactivated,
      },
      othersFlagged: [sheet.students, summary, book.students, list.map((s) => s.student)].map((rows) => rows.filter((s) => s.deactivated).length),
      missingAttendance: missing.data.missing_users.map((u) => u.id),
      // Only marked work counts when no missing work is counted as 0.
      missingWorkCounted: {
        gradebook: bookRow.total_possible_score > 100 * Number(marked.n),
        'student list': listRow.user_score_percentage.total_possible_score > 100 * Number(marked.n),
      },
      deskStudents: desk.total_users,
      cohortStudents: cohorts.find((c) => c.id === 1)!.student_count,
    };
  };

  it('closes sign-in, sessions, tokens, calendar, unsubscribe and every notice, and every roster says so', async () => {
    const studentId = await t.userId(STUDENT);
    const session = await as(STUDENT);
    const resetToken = newToken();
    await t.db
      .insertInto('password_reset_tokens')
      .values({ user_id: studentId, token_hash: hashToken(resetToken), expires_at: new Date(Date.now() + 30 * 60_000) })
      .execute();
    const settings = (await call('GET', '/notification_settings', session)).json() as { calendar_url: string };
    const calendarPath = new URL(settings.calendar_url).pathname;
    expect((await t.app.inject({ method: 'GET', url: calendarPath })).statusCode).toBe(200);
    const { unsubscribe_token: unsubscribeToken } = await t.db
      .selectFrom('notice_settings')
      .select('unsubscribe_token')
      .where('user_id', '=', studentId)
      .executeTakeFirstOrThrow();
    // A class (with its reminder) written while the account was active.
    const earlierClassId = await schedule('Before the decision', '2026-03-10');
    // Work they never hand in, past due by the database's clock: missing while the account is active.
    await postAssignment('Never handed in', '2026-03-05');
    await t.app.notices.deliverDue();
    smtp.mails.length = 0;
    const before = (await noticesOf(studentId)).length;
    const rostersBefore = await rosters(studentId, earlierClassId);

    expect((await call('POST', `/admin/users/${studentId}/deactivate`, await as(ADMIN))).statusCode).toBe(200);

    const backgroundMail = jest.spyOn(t.app.mailer, 'sendInBackground');
    const resetTokens = () => t.db.selectFrom('password_reset_tokens').select('id').where('user_id', '=', studentId).execute();
    const tokensBefore = (await resetTokens()).length;
    const signUpAgain = {
      user: {
        name: 'Taken Address',
        email: STUDENT,
        phone_number: '+234 80 555 0100',
        birthday: '1990-01-01',
        password: 'a fresh and long passphrase',
        password_confirmation: 'a fresh and long passphrase',
        cla_role_id: 1,
        cla_cohort_id: 1,
      },
    };
    const channels: Record<string, number> = {
      'sign-in with the right password': (await call('POST', '/sign_in', {}, { user: { email: STUDENT, password: 'academy-demo' } })).statusCode,
      'a session from before': (await call('GET', '/notifications', session)).statusCode,
      'the announcements with a session from before': (await call('GET', '/announcements', session)).statusCode,
      'a reset link from before': (await call('POST', '/reset_password', {}, { token: resetToken, password: 'a fresh and long passphrase' })).statusCode,
      'the calendar feed': (await t.app.inject({ method: 'GET', url: calendarPath })).statusCode,
      'the unsubscribe page': (await call('GET', `/unsubscribe/${unsubscribeToken}/class_scheduled`)).statusCode,
      'the unsubscribe link': (await call('POST', `/unsubscribe/${unsubscribeToken}/class_scheduled`)).statusCode,
    };
    expect(channels).toEqual({
      'sign-in with the right password': 403,
      'a session from before': 401,
      'the announcements with a session from before': 401,
      'a reset link from before': 400,
      'the calendar feed': 404,
      'the unsubscribe page': 404,
      'the unsubscribe link': 404,
    });
    // Forgot-password and a sign-up with the address answer as always, and mail the account nothing.
    expect((await call('POST', '/forgot_password', {}, { email: STUDENT })).statusCode).toBe(200);
    expect((await call('POST', '/sign_up', {}, signUpAgain)).statusCode).toBe(201);
    expect((await resetTokens()).length).toBe(tokensBefore);
    expect(backgroundMail.mock.calls.map(([mail]) => mail.to)).not.toContain(STUDENT);
    backgroundMail.mockRestore();

    const classId = await schedule('After the decision', '2026-03-12');
    const facilitator = await as(FACILITATOR);
    const moved = await call('PUT', `/cla_live_classes/${earlierClassId}`, facilitator, {
      cla_live_class: {
        name: 'Before the decision',
        date: '2026-03-11',
        time: '18:00',
        duration: 90,
        zoom_link: 'https://zoom.example.org/j/1',
        cla_course_id: courseId,
        cohort_id: 1,
        cla_user_id: await t.userId(FACILITATOR),
      },
    });
    expect(moved.statusCode).toBe(200);
    const cancelled = await schedule('Cancelled after the decision', '2026-03-13');
    expect((await call('DELETE', `/cla_live_classes/${cancelled}`, facilitator)).statusCode).toBe(204);
    const assignmentId = await postAssignment('Reading log', '2026-03-20');
    const submission = await t.db
      .insertInto('submissions')
      .values({
        assignment_id: assignmentId,
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

    // Every roster lists them, marked; no count expects them.
    expect(rostersBefore.flags).toEqual({ 'class sheet': false, 'attendance summary': false, gradebook: false, 'student list': false });
    expect(rostersBefore.missingAttendance).toContain(studentId);
    expect(rostersBefore.missingWorkCounted).toEqual({ gradebook: true, 'student list': true });
    const rostersAfter = await rosters(studentId, classId);
    expect(rostersAfter).toEqual({
      flags: { 'class sheet': true, 'attendance summary': true, gradebook: true, 'student list': true },
      othersFlagged: [1, 1, 1, 1],
      missingAttendance: rostersBefore.missingAttendance.filter((id) => id !== studentId),
      missingWorkCounted: { gradebook: false, 'student list': false },
      deskStudents: rostersBefore.deskStudents - 1,
      cohortStudents: rostersBefore.cohortStudents - 1,
    });
    expect(rostersAfter.missingAttendance.length).toBeGreaterThan(0);

    // A deactivated facilitator gets no digest of their course's hand-ins either.
    expect((await call('POST', `/admin/users/${await t.userId(FACILITATOR)}/deactivate`, await as(ADMIN))).statusCode).toBe(200);
    const handIn = await call('POST', '/cla_submissions', await as('student@example.org'), {
      cla_submission: {
        download_link: 'https://docs.example.org/hand-in',
        cla_assignment_id: assignmentId,
        cla_student_id: await t.userId('student@example.org'),
      },
    });
    expect(handIn.statusCode).toBe(201);
    clock.set('2026-03-19T13:00:00Z');
    await t.app.notices.deliverDue();
    expect(mailsTo(FACILITATOR)).toEqual([]);
    const digests = await t.db
      .selectFrom('notices')
      .select('mail_status')
      .where('user_id', '=', await t.userId(FACILITATOR))
      .where('kind', '=', 'work_submitted')
      .execute();
    expect(digests.map((notice) => notice.mail_status)).toEqual(['cancelled']);
  }, 120_000);
});
