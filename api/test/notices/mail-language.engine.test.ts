// Every mail in its reader's language: a student who chose Español gets the new assignment in
// Spanish (Content-Language: es, <html lang="es">), one who chose nothing in English, one who chose
// العربية right to left; an invitation is in the language the administrator chose for it; the
// calendar feed's labels are in its owner's language.
import type { ParsedMail } from 'mailparser';
import { ADMIN, caller, dayOffset, FACILITATOR, STUDENT } from '../content-helpers';
import { createTestApp, type TestApp } from '../helpers';
import { startSmtpSink, type SmtpSink } from '../smtp-sink';

const SPANISH = 'student2@example.org';
const ARABIC = 'student5@example.org';

const recipient = (mail: ParsedMail) => (Array.isArray(mail.to) ? mail.to[0] : mail.to)!.text;

describe('mail in the reader’s language', () => {
  let t: TestApp;
  let smtp: SmtpSink;
  let call: ReturnType<typeof caller>;

  beforeAll(async () => {
    smtp = await startSmtpSink();
    t = await createTestApp({ env: { SMTP_URL: smtp.url } });
    call = caller(t);
    expect((await call('PUT', '/locale', SPANISH, { locale: 'es' })).status).toBe(200);
    expect((await call('PUT', '/locale', ARABIC, { locale: 'ar' })).status).toBe(200);
  });

  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const delivered = async () => {
    await t.app.notices.deliverDue();
    return new Map(smtp.mails.splice(0).map((mail) => [recipient(mail), mail]));
  };

  it('tells each student of a new assignment in their language, English when they chose none', async () => {
    const minister = (
      await t.db.selectFrom('courses').select('id').where('name', '=', 'Minister-Service Class').where('cohort_id', '=', 1).executeTakeFirstOrThrow()
    ).id;
    const posted = await call('POST', '/cla_assignments', FACILITATOR, {
      cla_assignment: {
        name: 'Sermon outline',
        description: 'Outline a sermon.',
        due_date: dayOffset(3),
        cla_course_id: minister,
        cla_user_id: await t.userId(FACILITATOR),
      },
    });
    expect(posted.status).toBe(201);
    const mails = await delivered();

    const spanish = mails.get(SPANISH)!;
    expect(spanish.subject).toBe('Nueva tarea: Sermon outline');
    expect(spanish.headers.get('content-language')).toBe('es');
    expect(spanish.text).toMatch(/^Estimado\/a .+:\n\n«Sermon outline» \(Minister-Service Class\) está publicada\. Se entrega el /);
    expect(spanish.text).toContain('Abrir en el portal: ');
    expect(spanish.html).toContain('<html lang="es" dir="ltr">');
    expect(spanish.html).toContain('<title>Nueva tarea: Sermon outline</title>');
    expect(spanish.headers.get('auto-submitted')).toBe('auto-generated');
    expect(spanish.html).toContain('>Dejar de recibir correos como este</a>');

    const english = mails.get(STUDENT)!;
    expect(english.subject).toBe('New assignment: Sermon outline');
    expect(english.headers.get('content-language')).toBe('en');
    expect(english.text).toMatch(/^Dear .+,\n\n"Sermon outline" \(Minister-Service Class\) is posted\. It is due \w{3}, /);
    expect(english.html).toContain('<html lang="en" dir="ltr">');

    const arabic = mails.get(ARABIC)!;
    // the English title is isolated, so its words keep their order in the Arabic sentence (the bell's too)
    expect(arabic.subject).toBe('واجب جديد: \u2068Sermon outline\u2069');
    expect(arabic.headers.get('content-language')).toBe('ar');
    expect(arabic.html).toContain('<html lang="ar" dir="rtl">');

    // the bell shows the notice in the same language as its mail
    const bell = (await call('GET', '/notifications', SPANISH)).body as { notifications: { title: string; lang: string }[] };
    // the bell is told the language it was written in: a title that starts with a name in another script still reads in its own direction
    expect(bell.notifications.map(({ title, lang }) => ({ title, lang }))).toContainEqual({ title: 'Nueva tarea: Sermon outline', lang: 'es' });
  });

  it('writes an invitation in the language the administrator chose for it', async () => {
    const invited = await call('POST', '/admin/invitations', ADMIN, {
      name: 'Aline Kabila',
      email: 'aline@example.org',
      role: 'student',
      cla_cohort_id: 1,
      locale: 'fr',
    });
    expect(invited.status).toBe(201);
    expect(invited.body.locale).toBe('fr');
    const mail = (await delivered()).get('aline@example.org')!;
    expect(mail.subject).toMatch(/^Vous êtes invité·e à la /);
    expect(mail.headers.get('content-language')).toBe('fr');
    expect(mail.headers.get('auto-submitted')).toBe('auto-generated');
    expect(mail.text).toMatch(/^Bonjour Aline Kabila,\n\nLa .+ vous a fait une place dans son portail\./);
    // its link opens the invitation page in French
    expect(mail.text).toMatch(/\nhttp:\/\/localhost:3000\/fr\/invitation\?token=[\w-]+\n/);

    const unchosen = await call('POST', '/admin/invitations', ADMIN, { name: 'Ben Owusu', email: 'ben@example.org', role: 'student', cla_cohort_id: 1 });
    expect(unchosen.body.locale).toBe('en');
    const english = (await delivered()).get('ben@example.org')!;
    expect(english.subject).toMatch(/^You are invited to the /);
    expect(english.text).toMatch(/\nhttp:\/\/localhost:3000\/invitation\?token=[\w-]+\n/);
  });

  it("opens a reset link on the public site's page in the account's language", async () => {
    const mail = await smtp.mailAfter(t.app, async () => {
      expect((await t.app.inject({ method: 'POST', url: '/api/v1/forgot_password', payload: { email: SPANISH } })).statusCode).toBe(200);
    });
    expect(mail.text).toMatch(/\nhttp:\/\/localhost:3000\/es\/reset-password\?token=[\w-]+\n/);
  });

  it("names the calendar feed and labels its due moments in its owner's language", async () => {
    const feedOf = async (email: string) => {
      const { calendar_url: url } = (await call('GET', '/notification_settings', email)).body as { calendar_url: string };
      // unfolded: a line longer than 75 bytes goes on after a line break and a space (RFC 5545)
      return (await t.app.inject({ method: 'GET', url: new URL(url).pathname })).body.replace(/\r\n /g, '');
    };
    expect(await feedOf(SPANISH)).toContain('SUMMARY:Fecha límite: Sermon outline');
    expect(await feedOf(STUDENT)).toContain('SUMMARY:Due: Sermon outline');
    // the feed's own name, which a calendar app lists it by
    expect(await feedOf(ARABIC)).toContain('X-WR-CALNAME:الحصص المباشرة – \u2068Christian Leadership Academy\u2069');
    expect(await feedOf(STUDENT)).toContain('X-WR-CALNAME:Christian Leadership Academy live classes');
  });
});
