// The administrator's calls on the real app: accounts switched off and on (sessions end at once,
// sign-in refused with a reason, nothing deleted), the reset mail over real SMTP, cohorts created,
// renamed, closed and staffed, a student moved, and every change in the audit log.
import { ADMIN, FACILITATOR, OTHER_FACILITATOR, signUpBody, STUDENT } from '../content-helpers';
import { createTestApp, type TestApp } from '../helpers';
import { startSmtpSink, type SmtpSink } from '../smtp-sink';
import { ACCOUNT_DEACTIVATED } from '../../src/http/errors';

describe('administration', () => {
  let t: TestApp;
  let smtp: SmtpSink;
  let admin: { authorization: string };

  beforeAll(async () => {
    smtp = await startSmtpSink();
    t = await createTestApp({ env: { SMTP_URL: smtp.url, PUBLIC_APP_URL: 'https://academy.example.org' } });
    admin = await t.authHeader(ADMIN);
  });

  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Record<string, string> = admin, payload?: object) =>
    t.app.inject({ method, url: `/api/v1${url}`, headers, ...(payload ? { payload } : {}) });
  const signIn = (email: string) => call('POST', '/sign_in', {}, { user: { email, password: 'academy-demo' } });

  it('deactivating ends the open session at once, refuses sign-in with the reason and keeps every record', async () => {
    const esther = await t.userId(STUDENT);
    const session = { authorization: `Bearer ${(await signIn(STUDENT)).json().token as string}` };
    // the session is now in the session cache
    expect((await call('GET', '/cla_submissions', session)).statusCode).toBe(200);
    const submissionsBefore = await t.db.selectFrom('submissions').select('id').where('student_id', '=', esther).execute();

    const off = await call('POST', `/admin/users/${esther}/deactivate`);
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ id: esther, deactivated_at: expect.any(String) });

    const refused = await call('GET', '/cla_submissions', session);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ error: ACCOUNT_DEACTIVATED, code: 'account_deactivated' });
    const wrongPassword = await call('POST', '/sign_in', {}, { user: { email: STUDENT, password: 'not-the-password' } });
    expect(wrongPassword.statusCode).toBe(401);
    expect(wrongPassword.json().code).toBe('wrong_credentials');
    const again = await signIn(STUDENT);
    expect(again.statusCode).toBe(403);
    expect(again.json()).toEqual({ error: ACCOUNT_DEACTIVATED, code: 'account_deactivated' });
    expect(await t.db.selectFrom('submissions').select('id').where('student_id', '=', esther).execute()).toEqual(submissionsBefore);

    expect((await call('POST', `/admin/users/${esther}/reactivate`)).json()).toMatchObject({ deactivated_at: null });
    expect((await signIn(STUDENT)).statusCode).toBe(200);
    // the old session stays ended
    expect((await call('GET', '/cla_submissions', session)).statusCode).toBe(401);
  });

  it('an administrator cannot deactivate their own account, and sign-up never makes one', async () => {
    const self = await call('POST', `/admin/users/${await t.userId(ADMIN)}/deactivate`);
    expect(self.statusCode).toBe(409);
    expect(self.json().error).toMatch(/your own account/);
    const signUp = await call('POST', '/sign_up', {}, signUpBody({ name: 'Would Be', email: 'would-be@example.org', cla_role_id: 3, cla_cohort_id: null }));
    expect(signUp.statusCode).toBe(400);
    expect(signUp.json().errors.cla_role_id).toEqual(['is not a known role']);
    expect(((await call('GET', '/cla_roles', {})).json() as { name: string }[]).map((role) => role.name)).toEqual(['student', 'facilitator']);
  });

  it('sends the password-reset mail to the account', async () => {
    const david = await t.userId('student2@example.org');
    const mail = await smtp.mailAfter(t.app, async () => {
      const sent = await call('POST', `/admin/users/${david}/password_reset`);
      expect(sent.statusCode).toBe(200);
      expect(sent.json().message).toBe('A password reset link was sent to student2@example.org.');
    });
    expect(mail.to).toMatchObject({ value: [{ address: 'student2@example.org' }] });
    expect(mail.text).toMatch(/https:\/\/academy\.example\.org\/reset-password\?token=/);
  });

  it('sends no password-reset mail to a deactivated account, and forgot_password answers for it as for any address', async () => {
    const mary = await t.userId('student3@example.org');
    expect((await call('POST', `/admin/users/${mary}/deactivate`)).statusCode).toBe(200);
    const before = smtp.mails.length;
    const sent = await call('POST', `/admin/users/${mary}/password_reset`);
    expect(sent.statusCode).toBe(409);
    expect(sent.json().error).toMatch(/deactivated: reactivate it before sending a password reset/);
    const asked = await call('POST', '/forgot_password', {}, { email: 'student3@example.org' });
    const unknown = await call('POST', '/forgot_password', {}, { email: 'nobody-here@example.org' });
    expect([asked.statusCode, asked.json()]).toEqual([unknown.statusCode, unknown.json()]);
    await t.app.mailer.flush();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(smtp.mails.length).toBe(before);
    expect(await t.db.selectFrom('password_reset_tokens').select('id').where('user_id', '=', mary).execute()).toEqual([]);
    await call('POST', `/admin/users/${mary}/reactivate`);
  });

  it('creates, renames, staffs, closes and reopens a cohort; a closed cohort leaves the sign-up list', async () => {
    const created = await call('POST', '/admin/cohorts', admin, { name: '2027 Intake', start_date: '2027-01-11', end_date: '2027-12-10' });
    expect(created.statusCode).toBe(201);
    const cohort = created.json() as { id: number };
    expect(cohort).toMatchObject({ name: '2027 Intake', start_date: '2027-01-11', closed: false, student_count: 0, facilitator_ids: [] });
    expect((await call('POST', '/admin/cohorts', admin, { name: '2027 Intake', start_date: null, end_date: null })).statusCode).toBe(409);
    const backwards = await call('PUT', `/admin/cohorts/${cohort.id}`, admin, { name: '2027 Intake', start_date: '2027-02-01', end_date: '2027-01-01' });
    expect(backwards.json()).toEqual({
      errors: { end_date: ['must not be before the start date'] },
      error: expect.any(String),
      code: 'invalid_fields',
      field_codes: { end_date: [{ code: 'before_start_date' }] },
    });

    const renamed = await call('PUT', `/admin/cohorts/${cohort.id}`, admin, { name: '2027 January Intake', start_date: '2027-01-11', end_date: null });
    expect(renamed.json()).toMatchObject({ name: '2027 January Intake', end_date: null });

    const grace = await t.userId(FACILITATOR);
    const staffed = await call('PUT', `/admin/cohorts/${cohort.id}/facilitators`, admin, { facilitator_ids: [await t.userId(OTHER_FACILITATOR), grace] });
    expect(staffed.json().facilitator_ids).toEqual([grace, await t.userId(OTHER_FACILITATOR)].sort((a, b) => a - b));
    const notFacilitator = await call('PUT', `/admin/cohorts/${cohort.id}/facilitators`, admin, { facilitator_ids: [await t.userId(STUDENT)] });
    expect(notFacilitator.json()).toEqual({
      errors: { facilitator_ids: ['must all be facilitators'] },
      error: expect.any(String),
      code: 'invalid_fields',
      field_codes: { facilitator_ids: [{ code: 'not_all_facilitators' }] },
    });

    expect((await call('GET', '/cla_cohorts', {})).json()).toContainEqual({ id: cohort.id, name: '2027 January Intake' });
    expect((await call('POST', `/admin/cohorts/${cohort.id}/close`)).json()).toMatchObject({ closed: true });
    expect((await call('GET', '/cla_cohorts', {})).json()).not.toContainEqual(expect.objectContaining({ id: cohort.id }));
    const lateSignUp = await call(
      'POST',
      '/sign_up',
      {},
      signUpBody({ name: 'Late Comer', email: 'late@example.org', phone_number: '+233 24 555 0198', cla_cohort_id: cohort.id }),
    );
    expect(lateSignUp.json()).toEqual({
      errors: { cla_cohort_id: ['is closed'] },
      error: expect.any(String),
      code: 'invalid_fields',
      field_codes: { cla_cohort_id: [{ code: 'cohort_closed' }] },
    });
    expect((await call('POST', `/admin/cohorts/${cohort.id}/reopen`)).json()).toMatchObject({ closed: false });

    const audit = await call('GET', `/admin/audit?subject_type=cohort&subject_id=${cohort.id}`);
    expect((audit.json() as { action: string }[]).map((entry) => entry.action)).toEqual([
      'cohort.reopen',
      'cohort.close',
      'cohort.facilitators',
      'cohort.update',
      'cohort.create',
    ]);
    expect(audit.json()[3]).toMatchObject({
      actor_name: 'Ada Boateng',
      old_values: { name: '2027 Intake', start_date: '2027-01-11', end_date: '2027-12-10' },
      new_values: { name: '2027 January Intake', start_date: '2027-01-11', end_date: null },
    });
  });

  it('moves a student to another cohort with their work, and their open session follows at once', async () => {
    const ruth = await t.userId('student3@example.org');
    const session = await t.authHeader('student3@example.org');
    expect((await call('GET', '/cla_courses', session)).json()).not.toHaveLength(0);
    const work = await t.db.selectFrom('submissions').select(['id', 'score']).where('student_id', '=', ruth).execute();

    const moved = await call('PUT', `/admin/users/${ruth}/cohort`, admin, { cla_cohort_id: 2 });
    expect(moved.json()).toMatchObject({ cla_cohort_id: 2, cla_cohort_name: 'Cohort 2' });
    const courses = (await call('GET', '/cla_courses', session)).json() as { cla_cohort_id: number }[];
    expect(courses.every((course) => course.cla_cohort_id === 2)).toBe(true);
    expect(await t.db.selectFrom('submissions').select(['id', 'score']).where('student_id', '=', ruth).execute()).toEqual(work);

    const facilitator = await call('PUT', `/admin/users/${await t.userId(FACILITATOR)}/cohort`, admin, { cla_cohort_id: 2 });
    expect(facilitator.json()).toEqual({
      errors: { cla_cohort_id: ['can only be changed for a student'] },
      error: expect.any(String),
      code: 'invalid_fields',
      field_codes: { cla_cohort_id: [{ code: 'cohort_only_for_students' }] },
    });
    const audit = await call('GET', `/admin/audit?action=user.move_cohort&subject_id=${ruth}`);
    expect(audit.json()).toMatchObject([{ old_values: { cohort_id: 1 }, new_values: { cohort_id: 2 } }]);
  });

  it('records every change of a mark and every attendance record, with the values before and after', async () => {
    const esther = await t.userId(STUDENT);
    const grace = await t.authHeader(FACILITATOR);
    const unmarked = await t.db.selectFrom('submissions').select('id').where('student_id', '=', esther).where('score', 'is', null).executeTakeFirstOrThrow();
    expect((await call('PUT', `/cla_submissions/${unmarked.id}`, grace, { cla_submission: { score: 71, feedback: 'Good start.' } })).statusCode).toBe(200);
    expect((await call('PUT', `/cla_submissions/${unmarked.id}`, grace, { cla_submission: { score: 84 } })).statusCode).toBe(200);
    const marks = await call('GET', `/admin/audit?subject_type=submission&subject_id=${unmarked.id}`);
    expect(marks.json()).toMatchObject([
      {
        action: 'submission.mark',
        actor_name: 'Grace Adeyemi',
        subject_name: expect.stringMatching(/^Esther Mensah's mark on '.+'$/),
        // its parts, for a screen in another language
        subject_person: 'Esther Mensah',
        subject_item: expect.any(String),
        old_values: { score: 71, feedback: 'Good start.' },
        new_values: { score: 84, feedback: 'Good start.' },
      },
      { action: 'submission.mark', old_values: { score: null, feedback: null }, new_values: { score: 71, feedback: 'Good start.' } },
    ]);

    const liveClass = await t.db
      .selectFrom('live_classes as l')
      .innerJoin('courses as c', 'c.id', 'l.course_id')
      .select('l.id')
      .where('c.owner_id', '=', await t.userId(FACILITATOR))
      .where('l.cohort_id', '=', 1)
      .where('l.deleted_at', 'is', null)
      .where((eb) => eb.not(eb.exists(eb.selectFrom('attendances as a').select('a.id').whereRef('a.live_class_id', '=', 'l.id'))))
      .executeTakeFirstOrThrow();
    const recorded = await call('POST', '/cla_attendances', grace, {
      cla_attendance: { cla_live_class_id: liveClass.id, cla_user_id: esther, cla_cohort_id: '1', present: true },
    });
    expect(recorded.statusCode).toBe(201);
    const attendance = await call('GET', '/admin/audit?subject_type=attendance&action=attendance.record');
    expect(attendance.json()).toMatchObject([
      {
        actor_name: 'Grace Adeyemi',
        subject_name: expect.stringMatching(/^Esther Mensah's attendance of '.+'$/),
        subject_person: 'Esther Mensah',
        subject_item: expect.any(String),
        old_values: null,
        new_values: { live_class_id: liveClass.id, user_id: esther, present: true },
      },
    ]);
  });

  it("filters the audit log by days in the reader's zone, UTC when none is given", async () => {
    // 20:30 UTC on 6 December is 05:30 on 7 December in Tokyo
    const entry = await t.db
      .insertInto('audit_log')
      .values({ at: new Date('2026-12-06T20:30:00Z'), actor_id: null, action: 'cohort.rename', subject_type: 'cohort', subject_id: 424242 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const idsOn = async (day: string, zone?: string) =>
      (await call('GET', `/admin/audit?subject_id=424242&from=${day}&to=${day}${zone ? `&time_zone=${encodeURIComponent(zone)}` : ''}`))
        .json()
        .map((found: { id: number }) => found.id);
    expect(await idsOn('2026-12-07', 'Asia/Tokyo')).toEqual([entry.id]);
    expect(await idsOn('2026-12-06', 'Asia/Tokyo')).toEqual([]);
    expect(await idsOn('2026-12-06')).toEqual([entry.id]);
    expect(await idsOn('2026-12-07')).toEqual([]);
    expect((await call('GET', '/admin/audit?from=2026-12-06&time_zone=Mars%2FOlympus')).statusCode).toBe(400);
  });

  it('lists accounts by role and by part of the name or e-mail', async () => {
    const found = await call('GET', '/admin/users?role=facilitator&q=SAMUEL');
    expect(found.json()).toEqual([expect.objectContaining({ email: OTHER_FACILITATOR, cla_role_name: 'facilitator', deactivated_at: null })]);
    expect((await call('GET', '/admin/users?q=%25')).json()).toEqual([]);
  });
});
