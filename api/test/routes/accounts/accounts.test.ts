import { randomBytes, scryptSync } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { createTestApp, type TestApp } from '../../helpers';
import { ADMIN, caller, FACILITATOR, OTHER_FACILITATOR, STUDENT } from '../../content-helpers';
import { verifyPassword } from '../../../src/auth/passwords';
import { outboxDir } from '../../../src/mail/mailer';
import { FACILITATOR_SIGNUP_CLOSED } from '../../../src/routes/accounts/sign-up';
import { ACADEMY_NAME } from '@academy/contract/rules/brand';

const newStudent = (overrides: Record<string, unknown> = {}) => ({
  user: {
    name: 'Naomi Tetteh',
    email: 'naomi@example.org',
    phone_number: '+233 20 555 0199',
    birthday: '1999-02-14',
    password: 'walk-in-the-light',
    password_confirmation: 'walk-in-the-light',
    cla_role_id: 1,
    cla_cohort_id: 1,
    ...overrides,
  },
});

describe('accounts routes', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });

  afterAll(async () => {
    await t.close();
  });

  const count = async (table: 'users' | 'sessions' | 'contact_messages') =>
    (
      await t.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n;

  describe('GET /cla_cohorts and /cla_roles', () => {
    it('lists cohorts and the two roles to anyone, saying which ones sign-up accepts', async () => {
      const cohorts = await t.app.inject({ method: 'GET', url: '/api/v1/cla_cohorts' });
      expect(cohorts.statusCode).toBe(200);
      expect(cohorts.json()).toEqual([
        { id: 1, name: 'Cohort 1' },
        { id: 2, name: 'Cohort 2' },
      ]);
      const roles = await t.app.inject({ method: 'GET', url: '/api/v1/cla_roles' });
      expect(roles.json()).toEqual([
        { id: 1, name: 'student', sign_up: true },
        { id: 2, name: 'facilitator', sign_up: false },
      ]);
    });
  });

  it("GET /cla_cohorts/mine offers the cohorts the caller's forms may use: a facilitator's own, every one to an administrator", async () => {
    const call = caller(t);
    const mine = async (who: string | null) => (await call('GET', '/cla_cohorts/mine', who)).body as unknown;
    expect(await mine(FACILITATOR)).toEqual([{ id: 1, name: 'Cohort 1' }]);
    expect(await mine(OTHER_FACILITATOR)).toEqual([{ id: 2, name: 'Cohort 2' }]);
    expect(await mine(STUDENT)).toEqual([{ id: 1, name: 'Cohort 1' }]);
    expect(await mine(ADMIN)).toEqual([
      { id: 1, name: 'Cohort 1' },
      { id: 2, name: 'Cohort 2' },
    ]);
    expect((await call('GET', '/cla_cohorts/mine', null)).status).toBe(401);
  });

  it('GET /content/intakes lists the open cohorts not yet started, soonest first, and says sign-up is open', async () => {
    const ids = await t.db
      .insertInto('cohorts')
      .values([
        { name: 'Intake March 2099', start_date: '2099-03-01' },
        { name: 'Intake January 2099', start_date: '2099-01-10' },
        { name: 'Closed 2099', start_date: '2099-02-01', closed_at: new Date() },
      ])
      .returning('id')
      .execute();
    try {
      const intakes = (await t.app.inject({ method: 'GET', url: '/api/v1/content/intakes' })).json() as { sign_up_open: boolean; cohorts: { name: string }[] };
      expect(intakes.sign_up_open).toBe(true);
      const names = intakes.cohorts.map((cohort) => cohort.name);
      expect(names.indexOf('Intake January 2099')).toBeLessThan(names.indexOf('Intake March 2099'));
      expect(names).not.toContain('Closed 2099');
    } finally {
      await t.db
        .deleteFrom('cohorts')
        .where(
          'id',
          'in',
          ids.map((row) => row.id),
        )
        .execute();
    }
  });

  describe('POST /sign_in and /sign_out', () => {
    it('answers a token and the user fields the front end reads, never the password hash', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/sign_in',
        payload: { user: { email: 'Student@Example.org ', password: 'academy-demo' } },
      });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(body.user).toEqual({
        id: expect.any(Number),
        name: 'Esther Mensah',
        email: 'student@example.org',
        birthday: '1995-03-05',
        phone_number: '+233 24 555 0110',
        cla_role_id: 1,
        cla_role_name: 'student',
        cla_cohort_id: 1,
        cla_cohort_name: 'Cohort 1',
        locale: null,
      });
      expect(res.body).not.toContain('scrypt');
      expect(res.body).not.toContain('argon2id');
      // The token is stored only as a hash.
      const stored = await t.db.selectFrom('sessions').select('token_hash').where('user_id', '=', body.user.id).execute();
      expect(stored.some((s) => s.token_hash === body.token)).toBe(false);
    });

    it('replaces a hash of the earlier scheme (scrypt) at the first sign-in with the right password', async () => {
      const salt = randomBytes(16);
      const key = scryptSync('a-path-of-old-hashes', salt, 32, { N: 2 ** 14, r: 8, p: 5, maxmem: 256 * 1024 * 1024 });
      const oldHash = ['scrypt', 2 ** 14, 8, 5, salt.toString('base64url'), key.toString('base64url')].join('$');
      await t.db.updateTable('users').set({ password_hash: oldHash }).where('email', '=', 'student5@example.org').execute();
      const signIn = (password: string) =>
        t.app.inject({ method: 'POST', url: '/api/v1/sign_in', remoteAddress: '10.77.0.1', payload: { user: { email: 'student5@example.org', password } } });
      const storedHash = async () =>
        (await t.db.selectFrom('users').select('password_hash').where('email', '=', 'student5@example.org').executeTakeFirstOrThrow()).password_hash;

      expect((await signIn('not-the-old-password')).statusCode).toBe(401);
      expect(await storedHash()).toBe(oldHash);
      expect((await signIn('a-path-of-old-hashes')).statusCode).toBe(200);
      const replaced = await storedHash();
      expect(replaced).toMatch(/^argon2id\$19456\$2\$1\$/);
      expect(await verifyPassword('a-path-of-old-hashes', replaced)).toBe(true);
      expect((await signIn('a-path-of-old-hashes')).statusCode).toBe(200);
    });

    it('refuses a wrong password and an unknown account with the same 401 answer', async () => {
      const wrong = await t.app.inject({
        method: 'POST',
        url: '/api/v1/sign_in',
        payload: { user: { email: 'student@example.org', password: 'not-the-password' } },
      });
      const unknown = await t.app.inject({
        method: 'POST',
        url: '/api/v1/sign_in',
        payload: { user: { email: 'nobody@example.org', password: 'academy-demo' } },
      });
      expect(wrong.statusCode).toBe(401);
      expect(unknown.statusCode).toBe(401);
      expect(wrong.json()).toEqual(unknown.json());
      expect(wrong.json().error).toMatch(/not correct/);
    });

    it('answers 400 with field messages for missing fields', async () => {
      const res = await t.app.inject({ method: 'POST', url: '/api/v1/sign_in', payload: { user: { email: 'student@example.org' } } });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        errors: { password: ['is required'] },
        error: expect.any(String),
        code: 'invalid_fields',
        field_codes: { password: [{ code: 'required' }] },
      });
    });

    it('sign_out revokes the token sent, and only that one', async () => {
      const first = await t.authHeader('student2@example.org');
      const second = await t.authHeader('student2@example.org');
      const out = await t.app.inject({ method: 'POST', url: '/api/v1/sign_out', headers: first });
      expect(out.statusCode).toBe(204);
      expect(out.body).toBe('');
      const again = await t.app.inject({ method: 'POST', url: '/api/v1/sign_out', headers: first });
      expect(again.statusCode).toBe(401);
      const stillIn = await t.app.inject({ method: 'POST', url: '/api/v1/sign_out', headers: second });
      expect(stillIn.statusCode).toBe(204);
    });

    it('refuses a missing, malformed, unknown or expired token with 401', async () => {
      const headers = [{}, { authorization: 'Bearer' }, { authorization: 'Basic abc' }, { authorization: `Bearer ${'a'.repeat(43)}` }];
      for (const h of headers) {
        const res = await t.app.inject({ method: 'POST', url: '/api/v1/sign_out', headers: h });
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual({ error: expect.stringMatching(/sign in/i), code: 'sign_in_required' });
      }
      const token = await t.signIn('student3@example.org');
      await t.db
        .updateTable('sessions')
        .set({ expires_at: new Date(Date.now() - 1000) })
        .where('user_id', '=', await t.userId('student3@example.org'))
        .execute();
      const expired = await t.app.inject({ method: 'POST', url: '/api/v1/sign_out', headers: { authorization: `Bearer ${token}` } });
      expect(expired.statusCode).toBe(401);
    });
  });

  describe("the account's language", () => {
    const signIn = (email: string, locale?: string) =>
      t.app.inject({ method: 'POST', url: '/api/v1/sign_in', payload: { user: { email, password: 'academy-demo', locale } } });

    it('keeps the language of the page first signed in from, and only that one', async () => {
      const first = await signIn('student4@example.org', 'fr');
      expect(first.statusCode).toBe(200);
      expect(first.json().user.locale).toBe('fr');
      // signed in later from a page in another language, or without one: the account keeps French
      expect((await signIn('student4@example.org', 'es')).json().user.locale).toBe('fr');
      expect((await signIn('student4@example.org')).json().user.locale).toBe('fr');
    });

    it('PUT /locale sets it, answers the account, and every later sign-in gets it back', async () => {
      const headers = await t.authHeader('graduate@example.org');
      const res = await t.app.inject({ method: 'PUT', url: '/api/v1/locale', headers, payload: { locale: 'ar' } });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ email: 'graduate@example.org', locale: 'ar' });
      // another device, whatever language its sign-in page is in
      expect((await signIn('graduate@example.org', 'pt')).json().user.locale).toBe('ar');
      const changed = await t.app.inject({ method: 'PUT', url: '/api/v1/locale', headers, payload: { locale: 'pt' } });
      expect(changed.json().locale).toBe('pt');
      expect((await signIn('graduate@example.org')).json().user.locale).toBe('pt');
    });

    it('refuses a language the academy does not have, and a caller without a token; a sign-in page in another leaves the account without one', async () => {
      const headers = await t.authHeader('graduate@example.org');
      const unknown = await t.app.inject({ method: 'PUT', url: '/api/v1/locale', headers, payload: { locale: 'de' } });
      expect(unknown.statusCode).toBe(400);
      const fromGerman = await signIn('student3@example.org', 'de');
      expect(fromGerman.statusCode).toBe(200);
      expect(fromGerman.json().user.locale).toBeNull();
      const anonymous = await t.app.inject({ method: 'PUT', url: '/api/v1/locale', payload: { locale: 'fr' } });
      expect(anonymous.statusCode).toBe(401);
    });
  });

  describe('POST /sign_up', () => {
    it('creates a student with the message the front end checks, and the student can sign in', async () => {
      const res = await t.app.inject({ method: 'POST', url: '/api/v1/sign_up', payload: newStudent() });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toEqual({ message: 'User created successfully' });
      expect(
        await t.db.selectFrom('users').select(['role_id', 'cohort_id', 'birthday']).where('email', '=', 'naomi@example.org').executeTakeFirst(),
      ).toMatchObject({
        role_id: 1,
        cohort_id: 1,
      });
      const signIn = await t.app.inject({
        method: 'POST',
        url: '/api/v1/sign_in',
        payload: { user: { email: 'naomi@example.org', password: 'walk-in-the-light' } },
      });
      expect(signIn.statusCode).toBe(200);
    });

    it("keeps the language of the page signed up from, so the account's first mails are in it", async () => {
      const res = await t.app.inject({ method: 'POST', url: '/api/v1/sign_up', payload: newStudent({ email: 'layla@example.org', locale: 'ar' }) });
      expect(res.statusCode).toBe(201);
      expect((await t.db.selectFrom('users').select('locale').where('email', '=', 'layla@example.org').executeTakeFirstOrThrow()).locale).toBe('ar');
      const german = await t.app.inject({ method: 'POST', url: '/api/v1/sign_up', payload: newStudent({ email: 'greta@example.org', locale: 'de' }) });
      expect(german.statusCode).toBe(400);
    });

    it('answers a taken e-mail (any case) exactly as a new one, creates nothing and mails the owner instead', async () => {
      const before = await count('users');
      const taken = await t.app.inject({ method: 'POST', url: '/api/v1/sign_up', payload: newStudent({ email: 'NAOMI@example.org', name: 'Someone Else' }) });
      const fresh = await t.app.inject({ method: 'POST', url: '/api/v1/sign_up', payload: newStudent({ email: 'naomi.twin@example.org' }) });
      expect([taken.statusCode, taken.body]).toEqual([fresh.statusCode, fresh.body]);
      expect(await count('users')).toBe(before + 1);
      await t.app.mailer.flush();
      const dir = outboxDir(t.config.dataDir);
      const mails = await Promise.all(
        fs
          .readdirSync(dir)
          .filter((name) => name.endsWith('.eml'))
          .map((name) => simpleParser(fs.readFileSync(path.join(dir, name)))),
      );
      const warning = mails.find((mail) => mail.subject === `Someone tried to create a ${ACADEMY_NAME} account with your e-mail address`);
      expect(warning?.to).toMatchObject({ text: 'naomi@example.org' });
      expect(warning?.text).toContain('Hello Naomi Tetteh,');
      expect(warning?.text).toContain('http://localhost:3000/forgot-password');
    });

    it('refuses facilitator self sign-up with a clear message', async () => {
      const before = await count('users');
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/sign_up',
        payload: newStudent({ email: 'would-be-facilitator@example.org', cla_role_id: 2 }),
      });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ error: FACILITATOR_SIGNUP_CLOSED, code: 'facilitator_sign_up_closed' });
      expect(await count('users')).toBe(before);
    });

    it.each([
      ['mismatched confirmation', { password_confirmation: 'something-else' }, 'password_confirmation', 'does not match the password'],
      ['short password', { password: 'abc12', password_confirmation: 'abc12' }, 'password', 'is too short (minimum is 8 characters)'],
      ['common password', { password: 'password123', password_confirmation: 'password123' }, 'password', expect.stringMatching(/common/)],
      ['student without cohort', { cla_cohort_id: null }, 'cla_cohort_id', 'is required for students'],
      ['unknown cohort', { cla_cohort_id: 99 }, 'cla_cohort_id', 'is not a known cohort'],
      ['unknown role', { cla_role_id: 7 }, 'cla_role_id', 'is not a known role'],
      ['bad e-mail', { email: 'not-an-address' }, 'email', 'must be a valid e-mail address'],
      ['bad birthday', { birthday: '1999-02-30' }, 'birthday', 'must be a valid date (YYYY-MM-DD)'],
      ['future birthday', { birthday: '2999-01-01' }, 'birthday', 'must not be in the future'],
      ['cohort as text', { cla_cohort_id: '1' }, 'cla_cohort_id', expect.any(String)],
      ['unknown field', { admin: true }, 'admin', 'is not allowed'],
      ['blank name', { name: '   ' }, 'name', 'must not be empty'],
      ['long name', { name: 'x'.repeat(101) }, 'name', 'is too long (maximum is 100 characters)'],
    ])('refuses %s with 400 and stores nothing', async (_case, overrides, field, message) => {
      const before = await count('users');
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/sign_up',
        payload: newStudent({ email: 'someone-new@example.org', ...overrides }),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[field]).toContainEqual(message);
      expect(await count('users')).toBe(before);
    });

    it('allows facilitator sign-up when the server is configured to', async () => {
      const open = await createTestApp({ seed: false, env: { ALLOW_FACILITATOR_SIGNUP: 'true' } });
      try {
        const res = await open.app.inject({
          method: 'POST',
          url: '/api/v1/sign_up',
          payload: newStudent({ email: 'new-facilitator@example.org', cla_role_id: 2, cla_cohort_id: null }),
        });
        expect(res.statusCode).toBe(201);
        expect(
          await open.db.selectFrom('users').select(['role_id', 'cohort_id']).where('email', '=', 'new-facilitator@example.org').executeTakeFirst(),
        ).toEqual({
          role_id: 2,
          cohort_id: null,
        });
        const roles = await open.app.inject({ method: 'GET', url: '/api/v1/cla_roles' });
        expect(roles.json()).toContainEqual({ id: 2, name: 'facilitator', sign_up: true });
      } finally {
        await open.close();
      }
    });
  });

  describe('PUT /edit_profile', () => {
    const profile = (overrides: Record<string, unknown> = {}) => ({
      user: { name: 'David K. Kamau', email: 'student2@example.org', phone_number: '+254 712 555 999', birthday: '1992-07-19', ...overrides },
    });

    it("changes the caller's own profile", async () => {
      const id = await t.userId('student2@example.org');
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/v1/edit_profile?id=${id}`,
        headers: await t.authHeader('student2@example.org'),
        payload: profile({ cla_role_id: 1, cla_cohort_id: 1 }),
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        message: 'Profile updated successfully',
        user: { id, name: 'David K. Kamau', phone_number: '+254 712 555 999', cla_role_id: 1, cla_cohort_id: 1 },
      });
    });

    it("refuses another user's profile with 403 and leaves it unchanged", async () => {
      const victim = await t.userId('student3@example.org');
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/v1/edit_profile?id=${victim}`,
        headers: await t.authHeader('student2@example.org'),
        payload: profile({ email: 'student3@example.org', name: 'Hijacked' }),
      });
      expect(res.statusCode).toBe(403);
      const row = await t.db.selectFrom('users').select('name').where('id', '=', victim).executeTakeFirstOrThrow();
      expect(row.name).toBe('Ruth Nwosu');
    });

    it('never changes the role, and a student cannot change cohort', async () => {
      const id = await t.userId('student2@example.org');
      const headers = await t.authHeader('student2@example.org');
      const role = await t.app.inject({ method: 'PUT', url: `/api/v1/edit_profile?id=${id}`, headers, payload: profile({ cla_role_id: 2 }) });
      expect(role.statusCode).toBe(403);
      const cohort = await t.app.inject({ method: 'PUT', url: `/api/v1/edit_profile?id=${id}`, headers, payload: profile({ cla_cohort_id: 2 }) });
      expect(cohort.statusCode).toBe(403);
      const row = await t.db.selectFrom('users').select(['role_id', 'cohort_id']).where('id', '=', id).executeTakeFirstOrThrow();
      expect(row).toEqual({ role_id: 1, cohort_id: 1 });
    });

    it('lets a facilitator change their own cohort', async () => {
      const id = await t.userId('facilitator2@example.org');
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/v1/edit_profile?id=${id}`,
        headers: await t.authHeader('facilitator2@example.org'),
        payload: {
          user: { name: 'Samuel Okoro', email: 'facilitator2@example.org', phone_number: '+234 803 555 0102', birthday: '1975-09-30', cla_cohort_id: 1 },
        },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().user).toMatchObject({ cla_cohort_id: 1, cla_cohort_name: 'Cohort 1', cla_role_name: 'facilitator' });
    });

    it("refuses another account's e-mail with 409", async () => {
      const id = await t.userId('student2@example.org');
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/v1/edit_profile?id=${id}`,
        headers: await t.authHeader('student2@example.org'),
        payload: profile({ email: 'Student@example.org', current_password: 'academy-demo' }),
      });
      expect(res.statusCode).toBe(409);
    });

    it('needs a token', async () => {
      const res = await t.app.inject({ method: 'PUT', url: '/api/v1/edit_profile?id=1', payload: profile() });
      expect(res.statusCode).toBe(401);
    });
  });

  describe('POST /contact_messages', () => {
    it('stores the message and answers 201; invalid input stores nothing', async () => {
      const before = await count('contact_messages');
      const bad = await t.app.inject({
        method: 'POST',
        url: '/api/v1/contact_messages',
        payload: { contact_message: { fullName: 'Ama', email: 'ama@', whatsapp: '+233', message: '' } },
      });
      expect(bad.statusCode).toBe(400);
      expect(Object.keys(bad.json().errors).sort()).toEqual(['email', 'message', 'whatsapp']);
      expect(await count('contact_messages')).toBe(before);

      const ok = await t.app.inject({
        method: 'POST',
        url: '/api/v1/contact_messages',
        payload: {
          contact_message: { fullName: 'Ama Owusu', email: 'ama@example.org', whatsapp: '+233 20 555 0188', message: 'When does the next cohort start?' },
        },
      });
      expect(ok.statusCode).toBe(201);
      expect(ok.json().message).toMatch(/Thank you/);
      await t.app.notices.deliverDue();
      const row = await t.db.selectFrom('contact_messages').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
      expect(row).toMatchObject({ full_name: 'Ama Owusu', email: 'ama@example.org', message: 'When does the next cohort start?' });
      expect(row.mailed_at).not.toBeNull();
    });

    it("names the language the visitor wrote from in the academy's mail, for the answer's", async () => {
      const sent = await t.app.inject({
        method: 'POST',
        url: '/api/v1/contact_messages',
        payload: {
          contact_message: {
            fullName: 'Amélie Durand',
            email: 'amelie@example.org',
            whatsapp: '+33 6 12 34 56 78',
            message: 'Quand commence la prochaine promotion ?',
          },
          locale: 'fr',
        },
      });
      expect(sent.statusCode).toBe(201);
      await t.app.notices.deliverDue();
      await t.app.mailer.flush();
      const dir = outboxDir(t.config.dataDir);
      const files = fs.readdirSync(dir).filter((name) => name.endsWith('.eml'));
      const mails = await Promise.all(files.map((name) => simpleParser(fs.readFileSync(path.join(dir, name)))));
      const text = (name: string) => mails.find((mail) => mail.subject === `Contact form: message from ${name}`)?.text;
      expect(text('Amélie Durand')).toContain('Written in: French');
      expect(text('Ama Owusu')).toContain('Written in: English');
    });
  });

  describe('mail without SMTP_URL', () => {
    it('writes the reset mail, with a link built from PUBLIC_APP_URL, to DATA_DIR/outbox', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/forgot_password',
        headers: { host: 'evil.example' },
        payload: { email: 'student3@example.org' },
      });
      expect(res.statusCode).toBe(200);
      await t.app.mailer.flush();
      const dir = outboxDir(t.config.dataDir);
      const files = fs.readdirSync(dir).filter((name) => name.endsWith('.eml'));
      const mails = await Promise.all(files.map((name) => simpleParser(fs.readFileSync(path.join(dir, name)))));
      const reset = mails.find((mail) => mail.subject?.includes('Reset') && mail.text?.includes('Ruth Nwosu'))?.text;
      expect(reset).toMatch(/http:\/\/localhost:3000\/reset-password\?token=[A-Za-z0-9_-]{43}/);
      expect(reset).not.toContain('evil.example');
    });
  });
});
