// What the audit log records beyond administration: a facilitator's announcements, an owner's
// password and e-mail changes, ended sessions, failed and throttled sign-ins (counted, not one row
// per guess); that its rows can be neither changed nor removed; and that a revoked invitation stays so.
import { ADMIN, FACILITATOR } from '../content-helpers';
import { createTestApp, type TestApp } from '../helpers';
import { SIGN_IN_LIMITS } from '../../src/routes/accounts/sessions';
import { hashToken, newToken } from '../../src/auth/tokens';

describe('the audit trail', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });

  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Record<string, string>, payload?: object) =>
    t.app.inject({ method, url: `/api/v1${url}`, headers, remoteAddress: '10.40.0.1', ...(payload ? { payload } : {}) });
  const rowsAbout = (subjectType: string, subjectId: number) =>
    t.db
      .selectFrom('audit_log')
      .select(['actor_id', 'action', 'old_values', 'new_values'])
      .where('subject_type', '=', subjectType)
      .where('subject_id', '=', subjectId)
      .orderBy('id')
      .execute();

  it("records a facilitator's announcement, an owner's password and e-mail change, and ended sessions", async () => {
    const facilitator = await t.userId(FACILITATOR);
    const posted = await call('POST', '/announcements', await t.authHeader(FACILITATOR), { cla_cohort_id: 1, title: 'Reading for Friday', body: 'Chapter 3.' });
    expect(posted.statusCode).toBe(201);
    expect(await rowsAbout('announcement', (posted.json() as { id: number }).id)).toEqual([
      expect.objectContaining({ actor_id: facilitator, action: 'announcement.create' }),
    ]);

    const email = 'student4@example.org';
    const owner = await t.userId(email);
    const current = await t.authHeader(email);
    await t.authHeader(email);
    const password = await call('PUT', '/password', current, {
      current_password: 'academy-demo',
      password: 'Quiet-river-stones-41',
      password_confirmation: 'Quiet-river-stones-41',
    });
    expect(password.statusCode).toBe(200);
    const profile = await call('PUT', `/edit_profile?id=${owner}`, current, {
      user: {
        name: 'Kofi Mensah',
        email: 'kofi.new@example.org',
        phone_number: '+233 24 555 0140',
        birthday: '1990-01-01',
        current_password: 'Quiet-river-stones-41',
      },
    });
    expect(profile.statusCode).toBe(200);
    // the link mailed to the new address, opened
    const link = newToken();
    await t.db
      .updateTable('email_changes')
      .set({ token_hash: hashToken(link) })
      .where('user_id', '=', owner)
      .execute();
    expect((await call('POST', '/confirm_email', {}, { token: link })).statusCode).toBe(200);
    // two more devices signed in after the change
    await t.authHeader('kofi.new@example.org');
    await t.authHeader('kofi.new@example.org');
    const other = ((await call('GET', '/sessions', current)).json() as Array<{ id: number; current: boolean }>).find((s) => !s.current)!;
    expect((await call('DELETE', `/sessions/${other.id}`, current)).statusCode).toBe(204);
    expect((await call('DELETE', '/sessions', current)).statusCode).toBe(204);
    expect((await call('POST', '/sign_out', current)).statusCode).toBe(204);

    const userRows = await rowsAbout('user', owner);
    expect(userRows.map((row) => row.action)).toEqual(['user.password_change', 'user.email_change', 'session.end_others']);
    expect(userRows[1]).toMatchObject({ actor_id: owner, old_values: { email }, new_values: { email: 'kofi.new@example.org' } });
    const sessionActions = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('subject_type', '=', 'session')
      .where('actor_id', '=', owner)
      .orderBy('id')
      .execute();
    expect(sessionActions.map((row) => row.action)).toEqual(['session.end', 'session.sign_out']);
  });

  it('records failed sign-ins at the first and every tenth, and the first refusal', async () => {
    const email = 'student5@example.org';
    const owner = await t.userId(email);
    const max = SIGN_IN_LIMITS.perAccountAndAddress.max;
    for (let i = 0; i < max + 3; i++) await call('POST', '/sign_in', {}, { user: { email, password: `wrong-${i}` } });
    const rows = await rowsAbout('user', owner);
    expect(rows).toEqual([
      { actor_id: null, action: 'sign_in.failed', old_values: null, new_values: { failures: 1, address: '10.40.0.1' } },
      { actor_id: null, action: 'sign_in.failed', old_values: null, new_values: { failures: 10, address: '10.40.0.1' } },
      { actor_id: null, action: 'sign_in.throttled', old_values: null, new_values: { address: '10.40.0.1' } },
    ]);
  }, 60_000);

  it('refuses to change or remove audit rows in the database', async () => {
    const before = await t.db
      .selectFrom('audit_log')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    await expect(t.db.updateTable('audit_log').set({ action: 'nothing.happened' }).execute()).rejects.toThrow(/append-only/);
    await expect(t.db.deleteFrom('audit_log').execute()).rejects.toThrow(/append-only/);
    const after = await t.db
      .selectFrom('audit_log')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('keeps a revoked invitation revoked; inviting again makes a new one', async () => {
    const admin = await t.authHeader(ADMIN);
    const invite = { name: 'Ruth Asante', email: 'ruth.asante@example.org', role: 'student', cla_cohort_id: 1 };
    const first = await call('POST', '/admin/invitations', admin, invite);
    expect(first.statusCode).toBe(201);
    const id = (first.json() as { id: number }).id;
    expect((await call('POST', `/admin/invitations/${id}/revoke`, admin)).statusCode).toBe(200);
    const resent = await call('POST', `/admin/invitations/${id}/resend`, admin);
    expect(resent.statusCode).toBe(409);
    expect(resent.json()).toEqual({ error: expect.stringMatching(/revoked and stays so/), code: 'invitation_stays_revoked' });
    const again = await call('POST', '/admin/invitations', admin, invite);
    expect(again.statusCode).toBe(201);
    expect((again.json() as { id: number }).id).not.toBe(id);
    const old = await t.db.selectFrom('invitations').select('revoked_at').where('id', '=', id).executeTakeFirstOrThrow();
    expect(old.revoked_at).not.toBeNull();
  });
});
