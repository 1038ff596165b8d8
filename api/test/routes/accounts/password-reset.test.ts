// Forgot/reset over a real SMTP connection: an smtp-server on a free port receives the mail.
import type { ParsedMail } from 'mailparser';
import { createTestApp, type TestApp } from '../../helpers';
import { startSmtpSink, type SmtpSink } from '../../smtp-sink';
import { INVALID_RESET_TOKEN, RESET_LINK_SENT } from '../../../src/routes/accounts/password-reset';

describe('forgot and reset password over SMTP', () => {
  let t: TestApp;
  let smtp: SmtpSink;

  beforeAll(async () => {
    smtp = await startSmtpSink();
    t = await createTestApp({
      env: { SMTP_URL: smtp.url, PUBLIC_APP_URL: 'https://academy.example.org', MAIL_FROM: 'Academy <no-reply@academy.example.org>' },
    });
  });

  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: `/api/v1/${url}`, payload, headers });

  const mailAfter = (request: () => Promise<unknown>) => smtp.mailAfter(t.app, request);

  function tokenFrom(mail: ParsedMail): string {
    const link = /https:\/\/academy\.example\.org\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail.text ?? '');
    expect(link).not.toBeNull();
    return decodeURIComponent(link![1]!);
  }

  it('mails a single-use link; the reset changes the password and signs out every session', async () => {
    const signIn = await post('sign_in', { user: { email: 'student4@example.org', password: 'academy-demo' } });
    expect(signIn.statusCode).toBe(200);
    const oldSession = { authorization: `Bearer ${signIn.json().token as string}` };

    const mail = await mailAfter(async () => {
      const forgot = await post('forgot_password', { email: 'Student4@example.org' });
      expect(forgot.statusCode).toBe(200);
      expect(forgot.json()).toEqual({ message: RESET_LINK_SENT });
    });
    expect(mail.to).toMatchObject({ value: [{ address: 'student4@example.org' }] });
    expect(mail.from).toMatchObject({ value: [{ address: 'no-reply@academy.example.org' }] });
    const token = tokenFrom(mail);
    // Only the hash is stored.
    const stored = await t.db.selectFrom('password_reset_tokens').select('token_hash').execute();
    expect(stored.some((row) => row.token_hash === token)).toBe(false);

    // A password that breaks the rules is refused and does not use up the link.
    const weak = await post('reset_password', { token, password: '123456' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().errors.password).toHaveLength(1);

    const reset = await post('reset_password', { token, password: 'new-shepherd-psalm-23' });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().message).toMatch(/reset/);

    expect((await post('sign_in', { user: { email: 'student4@example.org', password: 'academy-demo' } })).statusCode).toBe(401);
    expect((await post('sign_in', { user: { email: 'student4@example.org', password: 'new-shepherd-psalm-23' } })).statusCode).toBe(200);
    expect((await post('sign_out', {}, oldSession)).statusCode).toBe(401);

    const again = await post('reset_password', { token, password: 'another-new-password-1' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ error: INVALID_RESET_TOKEN, code: 'reset_link_invalid' });
  });

  it("writes the mail in the account's language, else in the language of the page it was asked from", async () => {
    await t.db.updateTable('users').set({ locale: null }).where('email', '=', 'student3@example.org').execute();
    const fromFrench = await mailAfter(() => post('forgot_password', { email: 'student3@example.org', locale: 'fr' }));
    expect(fromFrench.headers.get('content-language')).toBe('fr');
    expect(fromFrench.text).toContain('https://academy.example.org/fr/reset-password?token=');
    await t.db.updateTable('users').set({ locale: 'es' }).where('email', '=', 'student3@example.org').execute();
    const chosen = await mailAfter(() => post('forgot_password', { email: 'student3@example.org', locale: 'fr' }));
    expect(chosen.headers.get('content-language')).toBe('es');
  });

  it('answers an unknown address exactly like a known one, and sends nothing', async () => {
    const seen = smtp.mails.length;
    const res = await post('forgot_password', { email: 'nobody-here@example.org' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: RESET_LINK_SENT });
    await t.app.mailer.flush();
    expect(smtp.mails.length).toBe(seen);
  });

  it('refuses an expired link, and a link made unusable by a later reset', async () => {
    const forgot = () => post('forgot_password', { email: 'student5@example.org' });
    const first = tokenFrom(await mailAfter(forgot));
    const second = tokenFrom(await mailAfter(forgot));

    await t.db
      .updateTable('password_reset_tokens')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('user_id', '=', await t.userId('student5@example.org'))
      .where('used_at', 'is', null)
      .execute();
    expect((await post('reset_password', { token: first, password: 'fresh-password-1' })).json()).toEqual({
      error: INVALID_RESET_TOKEN,
      code: 'reset_link_invalid',
    });
    expect((await post('reset_password', { token: second, password: 'fresh-password-1' })).statusCode).toBe(400);

    const third = tokenFrom(await mailAfter(forgot));
    expect((await post('reset_password', { token: third, password: 'fresh-password-1' })).statusCode).toBe(200);
  });

  it('a newer link replaces an earlier one: only the last mail asked for resets the password', async () => {
    const forgot = () => post('forgot_password', { email: 'student4@example.org' });
    const earlier = tokenFrom(await mailAfter(forgot));
    const newer = tokenFrom(await mailAfter(forgot));
    expect((await post('reset_password', { token: earlier, password: 'fresh-password-2' })).json()).toMatchObject({ code: 'reset_link_invalid' });
    expect((await post('reset_password', { token: newer, password: 'fresh-password-2' })).statusCode).toBe(200);
  });

  it('refuses made-up tokens', async () => {
    for (const token of ['x', 'A'.repeat(43), 'not a token at all']) {
      const res = await post('reset_password', { token, password: 'fresh-password-2' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: INVALID_RESET_TOKEN, code: 'reset_link_invalid' });
    }
  });
});
