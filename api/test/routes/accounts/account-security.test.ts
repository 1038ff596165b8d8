// The owner's control of the account: password change, e-mail change, the sessions list, the idle
// timeout and the password rules, over a real SMTP connection.
import { sql } from 'kysely';
import { passwordProblems } from '../../../src/auth/passwords';
import { fieldPhrase } from '../../../src/http/field-problems';

/** A new password's problems as the answer's `errors` says them. */
const phrases = (password: string, owner?: Parameters<typeof passwordProblems>[1]) => passwordProblems(password, owner).map(fieldPhrase);
import { createTestApp, type TestApp } from '../../helpers';
import { startSmtpSink, type SmtpSink } from '../../smtp-sink';
import { PASSWORD_CHANGED } from '../../../src/routes/accounts/account-security';

describe('accounts an owner controls', () => {
  let t: TestApp;
  let smtp: SmtpSink;

  beforeAll(async () => {
    smtp = await startSmtpSink();
    t = await createTestApp({ env: { SMTP_URL: smtp.url, PUBLIC_APP_URL: 'https://academy.example.org' } });
  });

  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string, payload?: object, headers: Record<string, string> = {}) =>
    t.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      ...(payload ? { payload } : {}),
    });

  async function signIn(email: string, password: string, device = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0', rememberMe?: boolean): Promise<string> {
    const res = await call(
      'POST',
      '/sign_in',
      undefined,
      { user: { email, password, ...(rememberMe === undefined ? {} : { remember_me: rememberMe }) } },
      { 'user-agent': device },
    );
    expect(res.statusCode).toBe(200);
    return res.json().token as string;
  }
  const courses = (token: string) => call('GET', '/cla_courses', token);

  it('refuses common passwords, the demo password, sequences, repeats and passwords built from the name or e-mail address', () => {
    const esther = { name: 'Esther Mensah', email: 'esther.mensah@example.org' };
    for (const weak of [
      'qwerty12',
      'abc12345',
      'football1',
      'Passw0rd!',
      'liverpool',
      'short1!',
      'aaaaaaaaaa',
      'academy-demo',
      'abcdefgh',
      'passwordpassword',
      '11111111a',
    ]) {
      expect([weak, phrases(weak, esther)]).toEqual([weak, [expect.any(String)]]);
    }
    expect(phrases('abcdefgh')).toEqual([expect.stringMatching(/^is a simple sequence such as abcdefgh or 12345678; try three or four words/)]);
    expect(phrases('passwordpassword')).toEqual([expect.stringMatching(/^repeats the same letters or words; /)]);
    expect(phrases('LeadershipAcademy', esther)).toEqual([
      expect.stringMatching(/^is built on your name, your birthday, your e-mail address or the academy's name; /),
    ]);
    expect(phrases('EstherMensah', esther)).toEqual([
      expect.stringMatching(/^is built on your name, your birthday, your e-mail address or the academy's name; /),
    ]);
    expect(phrases('x'.repeat(129))).toEqual(['is too long (maximum is 128 characters)']);
    // a long passphrase that holds a short piece of the name is fine: a user named Ade can use "grade"
    expect(phrases('grade-book-ledger', { name: 'Ade Okafor', email: 'ade@example.org' })).toEqual([]);
    expect(phrases('Sturdy-passphrase-9', esther)).toEqual([]);
  });

  it('counts the birthday among the words a guesser tries first', () => {
    const esther = { name: 'Esther Testwoman', email: 'esther@example.org' };
    for (const password of ['lighthouse08031994', 'tulip1994march']) {
      expect(phrases(password, { ...esther, birthday: '1980-01-01' })).toEqual([]);
      expect(phrases(password, { ...esther, birthday: '1994-03-08' })).toEqual([expect.stringMatching(/^is built on your name, your birthday, /)]);
    }
  });

  it('refuses qwerty12 at sign-up', async () => {
    const res = await call('POST', '/sign_up', undefined, {
      user: {
        name: 'New Person',
        email: 'new-person@example.org',
        phone_number: '+233 24 555 0100',
        birthday: '1990-01-01',
        password: 'qwerty12',
        password_confirmation: 'qwerty12',
        cla_role_id: 1,
        cla_cohort_id: 1,
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.password).toEqual(['is one of the most common passwords; choose a less guessable one']);
  });

  it('changes the password with the current one, ends every other session at once and tells the owner', async () => {
    const here = await signIn('student2@example.org', 'academy-demo');
    const elsewhere = await signIn('student2@example.org', 'academy-demo', 'Mozilla/5.0 (iPhone) Safari/605.1');
    expect((await courses(elsewhere)).statusCode).toBe(200);

    const wrong = await call('PUT', '/password', here, {
      current_password: 'not-my-password',
      password: 'Fresh-river-stone-4',
      password_confirmation: 'Fresh-river-stone-4',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      errors: { current_password: ['is not correct'] },
      error: 'The current password is not correct.',
      code: 'invalid_fields',
      field_codes: { current_password: [{ code: 'password_incorrect' }] },
    });
    const weak = await call('PUT', '/password', here, { current_password: 'academy-demo', password: 'qwerty12', password_confirmation: 'qwerty12' });
    expect(weak.statusCode).toBe(400);
    expect(Object.keys(weak.json().errors)).toEqual(['password']);
    const mismatch = await call('PUT', '/password', here, {
      current_password: 'academy-demo',
      password: 'Fresh-river-stone-4',
      password_confirmation: 'Fresh-river-stone-5',
    });
    expect(mismatch.json()).toEqual({
      errors: { password_confirmation: ['does not match the password'] },
      error: expect.any(String),
      code: 'invalid_fields',
      field_codes: { password_confirmation: [{ code: 'password_mismatch' }] },
    });

    const mail = await smtp.mailAfter(t.app, async () => {
      const res = await call('PUT', '/password', here, {
        current_password: 'academy-demo',
        password: 'Fresh-river-stone-4',
        password_confirmation: 'Fresh-river-stone-4',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: PASSWORD_CHANGED });
    });
    expect(mail.to).toMatchObject({ value: [{ address: 'student2@example.org' }] });
    expect(mail.text).toMatch(/password .* was just changed/);

    expect((await courses(elsewhere)).statusCode).toBe(401);
    expect((await courses(here)).statusCode).toBe(200);
    expect((await call('POST', '/sign_in', undefined, { user: { email: 'student2@example.org', password: 'academy-demo' } })).statusCode).toBe(401);
    await signIn('student2@example.org', 'Fresh-river-stone-4');
  });

  it('changes the e-mail address only with the current password, and only once the link mailed to the new address is opened', async () => {
    const token = await signIn('student3@example.org', 'academy-demo');
    const id = await t.userId('student3@example.org');
    const profile = { name: 'Ruth Nwosu', email: 'ruth.new@example.org', phone_number: '+234 805 555 0112', birthday: '1998-11-02' };
    const emailOf = async () => (await t.db.selectFrom('users').select('email').where('id', '=', id).executeTakeFirstOrThrow()).email;

    const without = await call('PUT', `/edit_profile?id=${id}`, token, { user: profile });
    expect(without.statusCode).toBe(400);
    expect(without.json()).toEqual({
      errors: { current_password: ['is required'] },
      error: expect.any(String),
      code: 'invalid_fields',
      field_codes: { current_password: [{ code: 'required' }] },
    });
    const wrong = await call('PUT', `/edit_profile?id=${id}`, token, { user: { ...profile, current_password: 'guess-guess-1' } });
    expect(wrong.json()).toEqual({
      errors: { current_password: ['is not correct'] },
      error: expect.any(String),
      code: 'invalid_fields',
      field_codes: { current_password: [{ code: 'password_incorrect' }] },
    });
    expect(await emailOf()).toBe('student3@example.org');

    // Other fields change without it.
    const sameEmail = await call('PUT', `/edit_profile?id=${id}`, token, { user: { ...profile, email: 'student3@example.org', name: 'Ruth N.' } });
    expect(sameEmail.statusCode).toBe(200);
    expect(sameEmail.json().pending_email).toBeUndefined();

    // the account reads French: both mails are in French
    await t.db.updateTable('users').set({ locale: 'fr' }).where('id', '=', id).execute();
    const linkMail = await smtp.mailAfter(t.app, async () => {
      const res = await call('PUT', `/edit_profile?id=${id}`, token, { user: { ...profile, current_password: 'academy-demo' } });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ user: { name: 'Ruth Nwosu', email: 'student3@example.org' }, pending_email: 'ruth.new@example.org' });
    });
    expect(linkMail.to).toMatchObject({ value: [{ address: 'ruth.new@example.org' }] });
    expect(linkMail.subject).toBe('Confirmez la nouvelle adresse e-mail de votre compte de la Christian Leadership Academy');
    expect(linkMail.headers.get('content-language')).toBe('fr');
    const linkToken = /https:\/\/academy\.example\.org\/fr\/confirm-email\?token=([\w-]+)/.exec(linkMail.text ?? '')![1]!;

    // Until the link is opened the account keeps its address: sign-in and mail go to the old one.
    expect(await emailOf()).toBe('student3@example.org');
    expect(await t.db.selectFrom('audit_log').select('id').where('action', '=', 'user.email_change').where('subject_id', '=', id).execute()).toEqual([]);
    await signIn('student3@example.org', 'academy-demo');
    expect((await call('POST', '/confirm_email', undefined, { token: 'x'.repeat(43) })).statusCode).toBe(400);

    const notice = await smtp.mailAfter(t.app, async () => {
      const res = await call('POST', '/confirm_email', undefined, { token: linkToken });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: 'Your e-mail address is now ruth.new@example.org.', user_id: id, email: 'ruth.new@example.org' });
    });
    expect(notice.to).toMatchObject({ value: [{ address: 'student3@example.org' }] });
    expect(notice.text).toContain('ruth.new@example.org');
    expect(notice.subject).toBe('L’adresse e-mail de votre compte de la Christian Leadership Academy a été modifiée');
    expect(notice.text).toContain('est passée de student3@example.org à ruth.new@example.org.');
    expect(await emailOf()).toBe('ruth.new@example.org');
    expect((await call('GET', '/cla_courses', token)).statusCode).toBe(200);
    await signIn('ruth.new@example.org', 'academy-demo');
    // single use
    expect((await call('POST', '/confirm_email', undefined, { token: linkToken })).json()).toEqual({
      error: expect.stringMatching(/invalid, has expired or was already used/),
      code: 'email_link_invalid',
    });
  });

  it('does not confirm a new address that another account took while the link waited', async () => {
    const token = await signIn('other-student@example.org', 'academy-demo');
    const id = await t.userId('other-student@example.org');
    const profile = {
      name: 'John Phiri',
      email: 'john.new@example.org',
      phone_number: '+260 97 555 0115',
      birthday: '1994-08-08',
      current_password: 'academy-demo',
    };
    const linkMail = await smtp.mailAfter(t.app, () => call('PUT', `/edit_profile?id=${id}`, token, { user: profile }));
    const linkToken = /confirm-email\?token=([\w-]+)/.exec(linkMail.text ?? '')![1]!;
    const other = await t.userId('graduate@example.org');
    await t.db.updateTable('users').set({ email: 'john.new@example.org' }).where('id', '=', other).execute();
    expect((await call('POST', '/confirm_email', undefined, { token: linkToken })).statusCode).toBe(409);
    expect((await t.db.selectFrom('users').select('email').where('id', '=', id).executeTakeFirstOrThrow()).email).toBe('other-student@example.org');
    await t.db.updateTable('users').set({ email: 'graduate@example.org' }).where('id', '=', other).execute();
  });

  it('lists the signed-in sessions and ends any or all of them at once', async () => {
    const laptop = await signIn('student4@example.org', 'academy-demo', 'Mozilla/5.0 (Windows NT 10.0) Firefox/140.0');
    const phone = await signIn('student4@example.org', 'academy-demo', 'Mozilla/5.0 (Linux; Android 15) Chrome/156.0 Mobile');
    const tablet = await signIn('student4@example.org', 'academy-demo', 'Mozilla/5.0 (iPad) Safari/605.1');
    expect((await courses(phone)).statusCode).toBe(200);

    const list = await call('GET', '/sessions', laptop);
    expect(list.statusCode).toBe(200);
    const sessions = list.json() as Array<{ id: number; user_agent: string; current: boolean; last_used_at: string }>;
    expect(sessions.map((s) => s.user_agent).sort()).toEqual([
      'Mozilla/5.0 (Linux; Android 15) Chrome/156.0 Mobile',
      'Mozilla/5.0 (Windows NT 10.0) Firefox/140.0',
      'Mozilla/5.0 (iPad) Safari/605.1',
    ]);
    expect(sessions.filter((s) => s.current).map((s) => s.user_agent)).toEqual(['Mozilla/5.0 (Windows NT 10.0) Firefox/140.0']);
    const phoneSession = sessions.find((s) => s.user_agent.includes('Android'))!;

    // Someone else's session is not theirs to see or end.
    const other = await t.signIn('student5@example.org');
    expect((await call('DELETE', `/sessions/${phoneSession.id}`, other)).statusCode).toBe(404);
    expect((await call('GET', '/sessions', other)).json()).toHaveLength(1);
    expect((await courses(phone)).statusCode).toBe(200);

    expect((await call('DELETE', `/sessions/${phoneSession.id}`, laptop)).statusCode).toBe(204);
    expect((await courses(phone)).statusCode).toBe(401);
    expect((await call('DELETE', `/sessions/${phoneSession.id}`, laptop)).statusCode).toBe(404);
    expect((await call('GET', '/sessions', laptop)).json()).toHaveLength(2);

    expect((await courses(tablet)).statusCode).toBe(200);
    expect((await call('DELETE', '/sessions', laptop)).statusCode).toBe(204);
    expect((await courses(tablet)).statusCode).toBe(401);
    expect((await courses(laptop)).statusCode).toBe(200);
  });

  it('ends a session unused for longer than the idle timeout, unless signed in with Remember me', async () => {
    const brief = await signIn('facilitator2@example.org', 'academy-demo', 'Mozilla/5.0 (X11) Firefox/140.0', false);
    const remembered = await signIn('facilitator2@example.org', 'academy-demo', 'Mozilla/5.0 (X11) Firefox/140.0', true);
    // 25 hours pass without use (the default timeout is 24 hours).
    await sql`update sessions set last_used_at = now() - interval '25 hours' where user_id = ${await t.userId('facilitator2@example.org')}`.execute(t.db);
    expect((await courses(brief)).statusCode).toBe(401);
    expect((await courses(remembered)).statusCode).toBe(200);
  });

  it('refuses a signed-out token on the very next request', async () => {
    const token = await signIn('graduate@example.org', 'academy-demo');
    expect((await courses(token)).statusCode).toBe(200);
    expect((await call('POST', '/sign_out', token)).statusCode).toBe(204);
    expect((await courses(token)).statusCode).toBe(401);
  });
});
