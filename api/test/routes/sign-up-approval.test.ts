// Approval of self-signed-up students (docs/requirements.md §11, APPROVE_SIGN_UPS): a student who signs up
// waits, refused everything of their cohort with 403 awaiting_approval while sign-in, profile and
// sign-out work; an administrator approves (the same session then sees the cohort) or declines
// (deactivated); each decision is audited. Off by default: sign-up works as before.
import { ADMIN, dayOffset, FACILITATOR } from '../content-helpers';
import { createTestApp, type TestApp } from '../helpers';
import { AWAITING_APPROVAL } from '../../src/http/errors';
import { noticeSettings } from '../../src/notices/settings';

const PASSWORD = 'Sturdy-passphrase-9';
const signUpPayload = (email: string) => ({
  user: {
    name: 'Self Signed',
    email,
    phone_number: '+233 24 555 0100',
    birthday: '1990-01-01',
    password: PASSWORD,
    password_confirmation: PASSWORD,
    cla_role_id: 1,
    cla_cohort_id: 1,
  },
});

type Headers = Record<string, string>;

function calls(t: TestApp) {
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Headers = {}, payload?: object) =>
    t.app.inject({ method, url: `/api/v1${url}`, headers, ...(payload ? { payload } : {}) });
  /** Signs up `email` and signs in: the new account's id and session header. */
  const signUpAndIn = async (email: string) => {
    expect((await call('POST', '/sign_up', {}, signUpPayload(email))).statusCode).toBe(201);
    const signedIn = await call('POST', '/sign_in', {}, { user: { email, password: PASSWORD } });
    expect(signedIn.statusCode).toBe(200);
    const body = signedIn.json() as { token: string; user: { id: number } };
    return { id: body.user.id, session: { authorization: `Bearer ${body.token}` } };
  };
  return { call, signUpAndIn };
}

describe('with APPROVE_SIGN_UPS=true', () => {
  let t: TestApp;
  let admin: Headers;
  let call: ReturnType<typeof calls>['call'];
  let signUpAndIn: ReturnType<typeof calls>['signUpAndIn'];
  let courseId: number;

  beforeAll(async () => {
    t = await createTestApp({ env: { APPROVE_SIGN_UPS: 'true' } });
    ({ call, signUpAndIn } = calls(t));
    admin = await t.authHeader(ADMIN);
    courseId = (await t.db.selectFrom('courses').select('id').where('cohort_id', '=', 1).orderBy('id').executeTakeFirstOrThrow()).id;
  });

  afterAll(async () => {
    await t.close();
  });

  const cohortCalls = () => [
    '/cla_courses/',
    `/cla_courses/${courseId}`,
    `/cla_topics?cla_course_id=${courseId}`,
    `/cla_assignments?cla_course_id=${courseId}`,
    '/cla_live_classes',
    '/cla_dashboards/course_stats?cla_cohort_id=1',
    '/cla_gradebook/mine',
    '/cla_attendances/mine',
    '/certificates/mine',
    '/announcements?cla_cohort_id=1',
  ];

  it('refuses an awaiting student their cohort with the code, and keeps sign-in, profile and sign-out open', async () => {
    const { id, session } = await signUpAndIn('waiting@example.org');
    for (const url of cohortCalls()) {
      const res = await call('GET', url, session);
      expect([url, res.statusCode, res.json()]).toEqual([url, 403, { error: AWAITING_APPROVAL, code: 'awaiting_approval' }]);
    }
    const calendar = await call('GET', `/calendar/${(await noticeSettings(t.db, id)).calendar_secret}.ics`);
    expect(calendar.statusCode).toBe(403);

    expect((await call('GET', '/notification_settings', session)).statusCode).toBe(200);
    expect((await call('GET', '/sessions', session)).statusCode).toBe(200);
    const edit = await call('PUT', `/edit_profile?id=${id}`, session, {
      user: { name: 'Self Signed Again', email: 'waiting@example.org', phone_number: '+233 24 555 0100', birthday: '1990-01-01' },
    });
    expect(edit.statusCode).toBe(200);
    expect((await call('POST', '/sign_out', session)).statusCode).toBe(204);
  });

  it("tells an awaiting student nothing of their cohort's classes", async () => {
    const { id } = await signUpAndIn('not-told@example.org');
    const facilitator = await t.authHeader(FACILITATOR);
    const scheduled = await call('POST', '/cla_live_classes', facilitator, {
      cla_live_class: {
        name: 'Approval check',
        date: dayOffset(3),
        time: '09:00',
        duration: 60,
        zoom_link: 'https://zoom.us/j/123',
        cla_course_id: courseId,
        cohort_id: 1,
        cla_user_id: await t.userId(FACILITATOR),
      },
    });
    expect(scheduled.statusCode).toBe(201);
    const classmate = await t.userId('student2@example.org');
    const told = await t.db.selectFrom('notices').select('user_id').where('kind', '=', 'class_scheduled').where('user_id', 'in', [id, classmate]).execute();
    expect(told.map((row) => row.user_id)).toEqual([classmate]);
  });

  it('an administrator sees who waits and approves them: the same session then reads the cohort, and the log has it', async () => {
    const { id, session } = await signUpAndIn('approve-me@example.org');
    expect((await call('GET', '/cla_courses/', session)).statusCode).toBe(403);

    const waiting = (await call('GET', '/admin/approvals', admin)).json() as { id: number; awaiting_approval_since: string | null }[];
    expect(waiting.find((user) => user.id === id)).toMatchObject({ awaiting_approval_since: expect.any(String) });

    const approved = await call('POST', `/admin/approvals/${id}/approve`, admin);
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ id, awaiting_approval_since: null, deactivated_at: null });
    expect((await call('GET', `/cla_topics?cla_course_id=${courseId}`, session)).statusCode).toBe(200);
    expect(((await call('GET', '/admin/approvals', admin)).json() as { id: number }[]).map((user) => user.id)).not.toContain(id);
    expect((await call('POST', `/admin/approvals/${id}/approve`, admin)).statusCode).toBe(409);

    const audit = await call('GET', `/admin/audit?action=user.approve&subject_type=user&subject_id=${id}`, admin);
    expect(audit.json()).toMatchObject([
      { actor_id: await t.userId(ADMIN), old_values: { awaiting_approval: true }, new_values: { awaiting_approval: false } },
    ]);
  });

  it('declining deactivates the account: its session ends, sign-in is refused and the log has it', async () => {
    const { id, session } = await signUpAndIn('decline-me@example.org');
    const declined = await call('POST', `/admin/approvals/${id}/decline`, admin);
    expect(declined.statusCode).toBe(200);
    expect(declined.json()).toMatchObject({ id, deactivated_at: expect.any(String) });
    expect((await call('GET', '/sessions', session)).json()).toMatchObject({ code: 'account_deactivated' });
    expect((await call('POST', '/sign_in', {}, { user: { email: 'decline-me@example.org', password: PASSWORD } })).statusCode).toBe(403);
    expect(((await call('GET', '/admin/approvals', admin)).json() as { id: number }[]).map((user) => user.id)).not.toContain(id);
    expect((await call('POST', `/admin/approvals/${id}/decline`, admin)).statusCode).toBe(409);
    const audit = await call('GET', `/admin/audit?action=user.decline&subject_id=${id}`, admin);
    expect(audit.json()).toMatchObject([{ subject_type: 'user', new_values: { active: false } }]);
  });

  it('invited, created and demo accounts never wait; approving one of them is refused', async () => {
    const student = await t.authHeader('student2@example.org');
    expect((await call('GET', '/cla_courses/', student)).statusCode).toBe(200);
    expect((await call('POST', `/admin/approvals/${await t.userId('student2@example.org')}/approve`, admin)).statusCode).toBe(409);
    expect((await call('POST', '/admin/approvals/999999/approve', admin)).statusCode).toBe(404);
  });
});

describe('without the setting (the default)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });

  afterAll(async () => {
    await t.close();
  });

  it('a self-signed-up student reads their cohort at once', async () => {
    const { call, signUpAndIn } = calls(t);
    const { session } = await signUpAndIn('straight-in@example.org');
    expect((await call('GET', '/cla_courses/', session)).statusCode).toBe(200);
    expect((await call('GET', '/admin/approvals', await t.authHeader(ADMIN))).json()).toEqual([]);
  });
});
