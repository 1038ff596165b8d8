// Passkeys through the real server and database, answered by a software authenticator: adding one
// (password again or a fresh sign-in), signing in with it, what is refused (a removed passkey,
// another account's, a replayed or foreign answer, a deactivated account), the audit, and staff
// protection.
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { simpleParser } from 'mailparser';
import { outboxDir } from '../../../src/mail/mailer';
import { createSession } from '../../../src/auth/sessions';
import { hashToken } from '../../../src/auth/tokens';
import { DEMO_PASSWORD } from '../../../src/db/seed';
import { createTestApp, type TestApp } from '../../helpers';
import { SoftwareAuthenticator, strangerKey } from '../../software-authenticator';

const APP_URL = 'https://academy.example.org';
const STUDENT = 'student@example.org';
const OTHER_STUDENT = 'student2@example.org';

describe('passkeys', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_APP_URL: APP_URL } });
  });

  afterAll(async () => {
    await t.close();
  });

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string, payload?: object) =>
    t.app.inject({ method, url: `/api/v1${url}`, headers: token ? { authorization: `Bearer ${token}` } : {}, ...(payload ? { payload } : {}) });

  /** Makes the session look signed in long ago: no longer fresh. */
  const ageSession = (token: string) =>
    t.db
      .updateTable('sessions')
      .set({ created_at: sql<Date>`now() - interval '2 hours'` })
      .where('token_hash', '=', hashToken(token))
      .execute();

  async function addPasskey(token: string, authenticator: SoftwareAuthenticator, name = 'Phone', body: object = {}) {
    const started = await call('POST', '/passkeys/registration', token, body);
    expect(started.statusCode).toBe(200);
    const res = await call('POST', '/passkeys', token, { name, credential: authenticator.register(started.json().options) });
    return res;
  }

  async function signInWith(authenticator: SoftwareAuthenticator, lie: Parameters<SoftwareAuthenticator['signIn']>[1] = {}) {
    const options = (await call('POST', '/passkeys/sign_in_options')).json().options;
    return call('POST', '/passkeys/sign_in', undefined, { credential: authenticator.signIn(options, lie) });
  }

  const auditOf = (action: string) =>
    t.db.selectFrom('audit_log').select(['actor_id', 'subject_id', 'new_values', 'old_values']).where('action', '=', action).orderBy('id').execute();

  it('hands out options for this site: the host of PUBLIC_APP_URL, a discoverable credential, user verification', async () => {
    const token = await t.signIn(STUDENT);
    const res = await call('POST', '/passkeys/registration', token, {});
    expect(res.statusCode).toBe(200);
    const { options } = res.json();
    expect(options.rp.id).toBe('academy.example.org');
    expect(options.authenticatorSelection).toMatchObject({ residentKey: 'required', userVerification: 'required' });
    expect(options.user.name).toBe(STUDENT);
    const signIn = (await call('POST', '/passkeys/sign_in_options')).json().options;
    expect(signIn.rpId).toBe('academy.example.org');
    expect(signIn.allowCredentials ?? []).toEqual([]);
  });

  it('adds a passkey, lists it, signs in with it without a password, and records its use', async () => {
    const token = await t.signIn(STUDENT);
    const phone = new SoftwareAuthenticator(APP_URL);
    const added = await addPasskey(token, phone, 'My phone');
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({ name: 'My phone', last_used_at: null });

    const list = (await call('GET', '/passkeys', token)).json();
    expect(list).toEqual([expect.objectContaining({ id: added.json().id, name: 'My phone', last_used_at: null })]);

    const res = await signInWith(phone);
    expect(res.statusCode).toBe(200);
    expect(res.json().user.email).toBe(STUDENT);
    const newToken = res.json().token as string;
    expect((await call('GET', '/passkeys', newToken)).json()[0].last_used_at).toEqual(expect.any(String));
    const session = await t.db.selectFrom('sessions').select('auth_method').where('token_hash', '=', hashToken(newToken)).executeTakeFirstOrThrow();
    expect(session.auth_method).toBe('passkey');
    const stored = await t.db.selectFrom('passkeys').select('sign_count').where('id', '=', added.json().id).executeTakeFirstOrThrow();
    expect(stored.sign_count).toBe(1);

    const studentId = await t.userId(STUDENT);
    expect(await auditOf('passkey.add')).toContainEqual(expect.objectContaining({ actor_id: studentId, subject_id: added.json().id }));
    expect(await auditOf('passkey.sign_in')).toContainEqual(expect.objectContaining({ actor_id: studentId, subject_id: added.json().id }));

    // a way in without the password: the account's owner is told, with the way back if it was not them
    await t.app.mailer.flush();
    const dir = outboxDir(t.config.dataDir);
    const mails = await Promise.all(fs.readdirSync(dir).map((name) => simpleParser(fs.readFileSync(path.join(dir, name)))));
    const told = mails.find((mail) => mail.subject?.startsWith('A passkey was added to your'));
    expect((told?.to as { text: string } | undefined)?.text).toBe(STUDENT);
    expect(told?.text).toContain('“My phone”');
    expect(told?.text).toContain(`${APP_URL}/forgot-password`);
  });

  it('asks for the password again once the sign-in is not fresh, counting wrong ones with the other current-password checks', async () => {
    const token = await t.signIn('student3@example.org');
    await ageSession(token);
    const missing = await call('POST', '/passkeys/registration', token, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().field_codes.current_password).toEqual([{ code: 'required' }]);
    const wrong = await call('POST', '/passkeys/registration', token, { current_password: 'not-the-password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().field_codes.current_password).toEqual([{ code: 'password_incorrect' }]);
    expect(await addPasskey(token, new SoftwareAuthenticator(APP_URL), 'Laptop', { current_password: DEMO_PASSWORD })).toMatchObject({ statusCode: 201 });

    // the same per-account limit across addresses as a password change: wrong answers here and there add up
    const other = await t.signIn('student4@example.org');
    await ageSession(other);
    const from = (address: number, method: 'POST' | 'PUT', url: string, payload: object) =>
      t.app.inject({ method, url: `/api/v1${url}`, headers: { authorization: `Bearer ${other}` }, payload, remoteAddress: `203.0.113.${address}` });
    for (let i = 0; i < 10; i += 1) {
      const res =
        i % 2 === 0
          ? await from(i, 'POST', '/passkeys/registration', { current_password: 'wrong-one' })
          : await from(i, 'PUT', '/password', { current_password: 'wrong-one', password: 'x', password_confirmation: 'x' });
      expect(res.statusCode).toBe(400);
    }
    expect((await from(50, 'POST', '/passkeys/registration', { current_password: DEMO_PASSWORD })).statusCode).toBe(429);
  });

  it('refuses a removed passkey, and removing needs the password once the sign-in is not fresh', async () => {
    const token = await t.signIn(OTHER_STUDENT);
    const key = new SoftwareAuthenticator(APP_URL);
    const { id } = (await addPasskey(token, key)).json();
    expect((await signInWith(key)).statusCode).toBe(200);

    await ageSession(token);
    expect((await call('DELETE', `/passkeys/${id}`, token, {})).statusCode).toBe(400);
    expect((await call('DELETE', `/passkeys/${id}`, token, { current_password: DEMO_PASSWORD })).statusCode).toBe(204);
    expect((await call('GET', '/passkeys', token)).json()).toEqual([]);

    const res = await signInWith(key);
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('passkey_not_accepted');
    expect(await auditOf('passkey.remove')).toContainEqual(expect.objectContaining({ actor_id: await t.userId(OTHER_STUDENT), subject_id: id }));
  });

  it("refuses another account's passkey: removing it (404), and a user handle that names someone else", async () => {
    const owner = await t.signIn('student5@example.org');
    const key = new SoftwareAuthenticator(APP_URL);
    const { id } = (await addPasskey(owner, key)).json();
    const stranger = await t.signIn(STUDENT);
    const removed = await call('DELETE', `/passkeys/${id}`, stranger, {});
    expect(removed.statusCode).toBe(404);
    expect(removed.json().code).toBe('passkey_not_found');

    // the owner's passkey answering with the student's handle signs nobody in
    const studentHandle = Buffer.from(String(await t.userId(STUDENT))).toString('base64url');
    const res = await signInWith(key, { userHandle: studentHandle });
    expect(res.statusCode).toBe(401);
    // and the same credential cannot be added to a second account
    const again = await addPasskey(stranger, key);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('passkey_registered');
  });

  it('refuses a replayed answer, a challenge it never handed out, another origin and a signature by another key', async () => {
    const token = await t.signIn('graduate@example.org');
    const key = new SoftwareAuthenticator(APP_URL);
    expect((await addPasskey(token, key)).statusCode).toBe(201);

    const options = (await call('POST', '/passkeys/sign_in_options')).json().options;
    const answer = key.signIn(options);
    expect((await call('POST', '/passkeys/sign_in', undefined, { credential: answer })).statusCode).toBe(200);
    const replay = await call('POST', '/passkeys/sign_in', undefined, { credential: answer });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().code).toBe('passkey_not_accepted');

    const madeUp = key.signIn(options, { challenge: Buffer.from('a challenge nobody handed out').toString('base64url') });
    expect((await call('POST', '/passkeys/sign_in', undefined, { credential: madeUp })).statusCode).toBe(401);
    expect((await signInWith(key, { origin: 'https://academy.example.org.evil.test' })).statusCode).toBe(401);
    expect((await signInWith(key, { key: strangerKey() })).statusCode).toBe(401);
    // a registration challenge does not sign in
    const registration = (await call('POST', '/passkeys/registration', token, {})).json().options;
    expect((await call('POST', '/passkeys/sign_in', undefined, { credential: key.signIn({ challenge: registration.challenge }) })).statusCode).toBe(401);
  });

  it("refuses a new passkey answering another session's challenge or another origin", async () => {
    const token = await t.signIn('student3@example.org');
    const otherSession = await t.signIn('student3@example.org');
    const options = (await call('POST', '/passkeys/registration', token, {})).json().options;
    const key = new SoftwareAuthenticator(APP_URL);
    const res = await call('POST', '/passkeys', otherSession, { name: 'Phone', credential: key.register(options) });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('passkey_not_verified');
    const foreign = (await call('POST', '/passkeys/registration', token, {})).json().options;
    const wrongOrigin = await call('POST', '/passkeys', token, { name: 'Phone', credential: key.register(foreign, { origin: 'https://evil.test' }) });
    expect(wrongOrigin.statusCode).toBe(400);
  });

  it('refuses a deactivated account after a valid answer', async () => {
    const email = 'other-student@example.org';
    const token = await t.signIn(email);
    const key = new SoftwareAuthenticator(APP_URL);
    expect((await addPasskey(token, key)).statusCode).toBe(201);
    await t.db.updateTable('users').set({ deactivated_at: new Date() }).where('email', '=', email).execute();
    const res = await signInWith(key);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('account_deactivated');
    expect(res.json().token).toBeUndefined();
  });

  describe('staff protection', () => {
    const FACILITATOR = 'facilitator2@example.org';

    afterAll(async () => {
      await t.db.updateTable('academy_settings').set({ staff_passkey_required: false }).execute();
    });

    it('is off in the demo data', async () => {
      const admin = await t.signIn('admin@example.org');
      expect((await call('GET', '/admin/settings', admin)).json()).toEqual({ staff_passkey_required: false });
    });

    it("refuses the desk's calls to a staff session signed in with a password alone until it adds a passkey", async () => {
      const admin = await t.signIn('admin@example.org');
      const saved = await call('PUT', '/admin/settings', admin, { staff_passkey_required: true });
      expect(saved.statusCode).toBe(200);
      expect(await auditOf('settings.update')).toContainEqual(expect.objectContaining({ new_values: { staff_passkey_required: true } }));

      const signedIn = await call('POST', '/sign_in', undefined, { user: { email: FACILITATOR, password: DEMO_PASSWORD } });
      expect(signedIn.statusCode).toBe(200);
      const token = signedIn.json().token as string;
      const refused = await call('GET', '/cla_dashboards/desk_stats', token);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().code).toBe('passkey_required');
      // their own calls stay open: Profile's passkeys, sign-out
      expect((await call('GET', '/passkeys', token)).statusCode).toBe(200);

      const key = new SoftwareAuthenticator(APP_URL);
      expect((await addPasskey(token, key)).statusCode).toBe(201);
      expect((await call('GET', '/cla_dashboards/desk_stats', token)).statusCode).not.toBe(403);

      // a new password sign-in is refused again; one with the passkey passes
      const byPassword = (await call('POST', '/sign_in', undefined, { user: { email: FACILITATOR, password: DEMO_PASSWORD } })).json().token as string;
      expect((await call('GET', '/cla_dashboards/desk_stats', byPassword)).json().code).toBe('passkey_required');
      const byPasskey = (await signInWith(key)).json().token as string;
      expect((await call('GET', '/cla_dashboards/desk_stats', byPasskey)).statusCode).not.toBe(403);

      // a session opened through the academy's identity provider passes too
      const { token: byProvider } = await createSession(t.db, await t.userId(FACILITATOR), { authMethod: 'provider' });
      expect((await call('GET', '/cla_dashboards/desk_stats', byProvider)).statusCode).not.toBe(403);

      // students are not staff
      const student = (await call('POST', '/sign_in', undefined, { user: { email: 'student2@example.org', password: DEMO_PASSWORD } })).json().token as string;
      expect((await call('GET', '/cla_dashboards/next_up', student)).statusCode).not.toBe(403);
    });
  });
});
