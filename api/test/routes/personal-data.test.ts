// People's own data: a student downloads everything the academy keeps about them, asks for the
// account to be deleted, and an administrator confirms it: the personal fields go, the academic
// records stay under an anonymous name, and the audit log shows each step.
import fs from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { ADMIN, caller, FACILITATOR, STUDENT } from '../content-helpers';
import { createTestApp, type TestApp } from '../helpers';
import { outboxDir } from '../../src/mail/mailer';

describe("people's own data", () => {
  let t: TestApp;
  let call: ReturnType<typeof caller>;
  let esther: number;

  beforeAll(async () => {
    t = await createTestApp();
    call = caller(t);
    esther = await t.userId(STUDENT);
  });

  afterAll(() => t.close());

  const audited = (action: string) => t.db.selectFrom('audit_log').select(['actor_id', 'subject_id']).where('action', '=', action).execute();

  it('downloads the account, work, marks, feedback, attendance, notices and sessions as JSON, audited', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/my_data', headers: await t.authHeader(STUDENT) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="my-leadership-academy-data.json"');
    const data = res.json();
    expect(data.account).toMatchObject({ id: esther, email: STUDENT, role: 'student' });
    expect(data.account.phone_number).toEqual(expect.any(String));
    expect(data.submissions.length).toBeGreaterThan(0);
    expect(data.submissions.some((s: { score: number | null; feedback: string | null }) => s.score !== null)).toBe(true);
    expect(data.attendance.length).toBeGreaterThan(0);
    expect(data.sessions.length).toBeGreaterThan(0);
    for (const key of ['marks', 'notices', 'notice_settings', 'certificate']) expect(data).toHaveProperty(key);
    // nothing of anybody else
    expect(res.body).not.toMatch(/password_hash|token_hash|facilitator2@|student2@/);
    expect(await audited('user.data_download')).toEqual([{ actor_id: esther, subject_id: esther }]);
  });

  it('asks for deletion; an administrator confirms; personal fields go and academic records stay', async () => {
    const submissionsBefore = await t.db.selectFrom('submissions').select(['id', 'score', 'feedback']).where('student_id', '=', esther).orderBy('id').execute();
    const attendanceBefore = await t.db.selectFrom('attendances').select('id').where('user_id', '=', esther).execute();

    // a failed sign-in to the account is audited with the address it came from
    await t.app.inject({ method: 'POST', url: '/api/v1/sign_in', payload: { user: { email: STUDENT, password: 'not-the-password' } } });
    const failedSignIn = async () =>
      ((await call('GET', '/admin/audit?action=sign_in.failed', ADMIN)).body as { subject_id: number; new_values: unknown }[]).find(
        (entry) => entry.subject_id === esther,
      );
    expect(await failedSignIn()).toMatchObject({ new_values: { address: expect.any(String), failures: 1 } });

    expect((await call('GET', '/my_data/deletion_request', STUDENT)).body).toEqual({ requested_at: null });
    const ask = await call('POST', '/my_data/deletion_request', STUDENT);
    expect(ask.status).toBe(200);
    expect(ask.body.message).toMatch(/An administrator will confirm it/);
    // the request is the account's, seen from any device: asking again changes nothing
    const asked = (await call('GET', '/my_data/deletion_request', STUDENT)).body as { requested_at: string };
    expect(Date.parse(asked.requested_at)).not.toBeNaN();
    expect((await call('POST', '/my_data/deletion_request', STUDENT)).status).toBe(200);
    expect((await call('GET', '/my_data/deletion_request', STUDENT)).body).toEqual(asked);
    expect((await call('GET', '/my_data/deletion_request', 'student2@example.org')).body).toEqual({ requested_at: null });
    expect(await audited('user.deletion_request')).toEqual([{ actor_id: esther, subject_id: esther }]);

    expect((await call('GET', '/admin/deletion_requests', FACILITATOR)).status).toBe(403);
    const list = await call('GET', '/admin/deletion_requests', ADMIN);
    expect(list.body).toEqual([expect.objectContaining({ id: esther, email: STUDENT, cla_role_name: 'student', requested_at: expect.any(String) })]);

    const confirm = await call('POST', `/admin/deletion_requests/${esther}/confirm`, ADMIN);
    expect(confirm.status).toBe(200);
    const user = await t.db.selectFrom('users').selectAll().where('id', '=', esther).executeTakeFirstOrThrow();
    expect(user).toMatchObject({ name: `Former member ${esther}`, phone_number: null, birthday: null });
    expect(user.email).not.toContain('student@');
    expect(user.anonymised_at).not.toBeNull();
    expect(await t.db.selectFrom('notices').select('id').where('user_id', '=', esther).execute()).toEqual([]);
    expect(await t.db.selectFrom('sessions').select('id').where('user_id', '=', esther).where('revoked_at', 'is', null).execute()).toEqual([]);
    const signIn = await t.app.inject({ method: 'POST', url: '/api/v1/sign_in', payload: { user: { email: STUDENT, password: 'academy-demo' } } });
    expect(signIn.statusCode).toBe(401);

    // the academic records stay, unnamed
    expect(await t.db.selectFrom('submissions').select(['id', 'score', 'feedback']).where('student_id', '=', esther).orderBy('id').execute()).toEqual(
      submissionsBefore,
    );
    expect(await t.db.selectFrom('attendances').select('id').where('user_id', '=', esther).execute()).toHaveLength(attendanceBefore.length);
    const gradebook = await call('GET', '/cla_gradebook?cla_cohort_id=1', FACILITATOR);
    const names = gradebook.body.students.map((s: { name: string }) => s.name);
    expect(names).toContain(`Former member ${esther}`);
    expect(names).not.toContain('Esther Mensah');

    const admin = await t.userId(ADMIN);
    expect(await audited('user.anonymise')).toEqual([{ actor_id: admin, subject_id: esther }]);
    // the log keeps its rows, but shows none of the erased person's personal values
    expect(await failedSignIn()).toMatchObject({ new_values: { failures: 1 } });
    expect((await failedSignIn())?.new_values).not.toHaveProperty('address');
    expect((await call('GET', '/admin/deletion_requests', ADMIN)).body).toEqual([]);
    expect((await call('POST', `/admin/deletion_requests/${esther}/confirm`, ADMIN)).status).toBe(409);

    // an erased account stays off: it is not switched back on, and says why
    const reactivated = await call('POST', `/admin/users/${esther}/reactivate`, ADMIN);
    expect([reactivated.status, reactivated.body.code]).toEqual([409, 'account_erased']);
    expect((await call('GET', `/admin/users?q=Former%20member%20${esther}`, ADMIN)).body).toEqual([
      expect.objectContaining({ id: esther, deactivated_at: expect.any(String), anonymised_at: expect.any(String) }),
    ]);
  });
  /** The token of the last link mailed to `address` whose path is `page` (the outbox on disk: no SMTP server here). */
  async function linkMailedTo(address: string, page: string): Promise<string> {
    await t.app.notices.deliverDue();
    await t.app.mailer.flush();
    const dir = outboxDir(t.config.dataDir);
    const mails = await Promise.all(
      fs
        .readdirSync(dir)
        .filter((name) => name.endsWith('.eml'))
        .sort()
        .map((name) => simpleParser(fs.readFileSync(path.join(dir, name)))),
    );
    const texts = mails.filter((mail) => (mail.to as { text: string }).text.includes(address)).map((mail) => mail.text ?? '');
    const token = texts.map((text) => new RegExp(`/${page}\\?token=([A-Za-z0-9_-]+)`).exec(text)?.[1]).findLast(Boolean);
    if (!token) throw new Error(`no ${page} link mailed to ${address}`);
    return decodeURIComponent(token);
  }

  it('an erased member who was invited, then changed name and address, leaves neither address nor name in the invitations or the log', async () => {
    const invited = await call('POST', '/admin/invitations', ADMIN, { name: 'Claire Mbuyi', email: 'claire@example.org', role: 'student', cla_cohort_id: 1 });
    expect(invited.status).toBe(201);
    const password = 'Fleuve-Congo-Kinshasa-2026';
    const accepted = await t.app.inject({
      method: 'POST',
      url: '/api/v1/invitation/accept',
      payload: { token: await linkMailedTo('claire@example.org', 'invitation'), password, password_confirmation: password },
    });
    expect(accepted.statusCode).toBe(201);
    const { token: session, user } = accepted.json() as { token: string; user: { id: number } };
    const claire = { authorization: `Bearer ${session}` };
    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/edit_profile?id=${user.id}`,
      headers: claire,
      payload: {
        user: {
          name: 'Claire M. Mbuyi',
          email: 'claire.mbuyi@example.org',
          phone_number: '+243 81 555 0101',
          birthday: '1999-04-02',
          current_password: password,
        },
      },
    });
    expect(edited.statusCode).toBe(200);
    const confirmed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/confirm_email',
      payload: { token: await linkMailedTo('claire.mbuyi@example.org', 'confirm-email') },
    });
    expect(confirmed.statusCode).toBe(200);

    expect((await t.app.inject({ method: 'POST', url: '/api/v1/my_data/deletion_request', headers: claire })).statusCode).toBe(200);
    expect((await call('POST', `/admin/deletion_requests/${user.id}/confirm`, ADMIN)).status).toBe(200);

    const seen = JSON.stringify([(await call('GET', '/admin/invitations', ADMIN)).body, (await call('GET', '/admin/audit?limit=500', ADMIN)).body]);
    expect(seen).not.toMatch(/claire/i);
    expect(seen).not.toContain('Mbuyi');
  });
});
