// Forgot/reset over a real SMTP connection: an smtp-server on a free port receives the mail.
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { INVALID_RESET_TOKEN, RESET_LINK_SENT } from './password-reset';

describe('forgot and reset password over SMTP', () => {
  let t: TestApp;
  let smtp: SMTPServer;
  const mails: ParsedMail[] = [];

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      disableReverseLookup: true,
      onData(stream, _session, callback) {
        simpleParser(stream).then(
          (mail) => {
            mails.push(mail);
            callback();
          },
          (err: Error) => callback(err),
        );
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const { port } = smtp.server.address() as AddressInfo;
    t = await createTestApp({
      env: { SMTP_URL: `smtp://127.0.0.1:${port}`, PUBLIC_APP_URL: 'https://academy.example.org', MAIL_FROM: 'Academy <no-reply@academy.example.org>' },
    });
  });

  afterAll(async () => {
    await t.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: `/api/v1/${url}`, payload, headers });

  /** Runs the request and answers the one mail it caused. */
  async function mailAfter(request: () => Promise<unknown>): Promise<ParsedMail> {
    const seen = mails.length;
    await request();
    await t.app.mailer.flush();
    for (let i = 0; i < 400 && mails.length === seen; i++) await new Promise((r) => setTimeout(r, 25));
    expect(mails.length).toBe(seen + 1);
    return mails[mails.length - 1]!;
  }

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
    expect(again.json()).toEqual({ error: INVALID_RESET_TOKEN });
  });

  it('answers an unknown address exactly like a known one, and sends nothing', async () => {
    const seen = mails.length;
    const res = await post('forgot_password', { email: 'nobody-here@example.org' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: RESET_LINK_SENT });
    await t.app.mailer.flush();
    expect(mails.length).toBe(seen);
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
    expect((await post('reset_password', { token: first, password: 'fresh-password-1' })).json()).toEqual({ error: INVALID_RESET_TOKEN });
    expect((await post('reset_password', { token: second, password: 'fresh-password-1' })).statusCode).toBe(400);

    const third = tokenFrom(await mailAfter(forgot));
    expect((await post('reset_password', { token: third, password: 'fresh-password-1' })).statusCode).toBe(200);
  });

  it('refuses made-up tokens', async () => {
    for (const token of ['x', 'A'.repeat(43), 'not a token at all']) {
      const res = await post('reset_password', { token, password: 'fresh-password-2' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: INVALID_RESET_TOKEN });
    }
  });
});
