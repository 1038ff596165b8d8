// Invitations on the real app with a real SMTP server: a CSV preview stores nothing and names each
// bad row's problem; the import invites only the good rows, mailed through the notice outbox; the
// link sets a password once and lands the invitee in their cohort; resend replaces the link,
// revoke refuses it; bad uploads are refused whole; sign-up can be switched off.
import type { ParsedMail } from 'mailparser';
import { ADMIN } from '../content-helpers';
import { createTestApp, type TestApp } from '../helpers';
import { startSmtpSink, type SmtpSink } from '../smtp-sink';
import { INVITATION_REFUSED } from '../../src/routes/accounts/invitations';

const PASSWORD = 'Invited-river-stone-7';

describe('invitations', () => {
  let t: TestApp;
  let smtp: SmtpSink;
  let admin: { authorization: string };

  beforeAll(async () => {
    smtp = await startSmtpSink();
    t = await createTestApp({ env: { SMTP_URL: smtp.url, PUBLIC_APP_URL: 'https://academy.example.org', SIGN_UP_OPEN: 'false' } });
    admin = await t.authHeader(ADMIN);
  });

  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const csv = (url: string, body: string | Buffer, contentType = 'text/csv') =>
    t.app.inject({ method: 'POST', url: `/api/v1/admin/invitations/${url}`, headers: { ...admin, 'content-type': contentType }, payload: body });
  const post = (url: string, payload: object, headers: Record<string, string> = {}) => t.app.inject({ method: 'POST', url: `/api/v1${url}`, headers, payload });
  const counts = async () => ({
    invitations: (await t.db.selectFrom('invitations').select('id').execute()).length,
    notices: (await t.db.selectFrom('notices').select('id').where('kind', '=', 'invitation').execute()).length,
  });
  const tokenFrom = (mail: ParsedMail) =>
    decodeURIComponent(/https:\/\/academy\.example\.org\/(?:[a-z]{2}\/)?invitation\?token=([A-Za-z0-9_-]+)/.exec(mail.text ?? '')![1]!);
  async function mailsTo(addresses: string[]): Promise<ParsedMail[]> {
    const before = smtp.mails.length;
    await t.app.notices.deliverDue();
    return smtp.mails.slice(before).filter((mail) => addresses.includes((mail.to as { value: { address: string }[] }).value[0]!.address));
  }

  const FILE = [
    'name,email,role,cohort',
    'Abena Owusu,abena@example.org,student,Cohort 1',
    'Kofi Mensah,not-an-address,student,Cohort 1',
    'Yaw Boateng,yaw@example.org,student,No Such Cohort',
    'Esther Again,student@example.org,student,Cohort 1',
    'Abena Twice,ABENA@example.org,student,Cohort 2',
    'Kwame Asante,kwame@example.org,facilitator,',
  ].join('\r\n');

  it('invites a CSV in the language the upload names: its mails in Spanish, with Content-Language', async () => {
    const file = ['name,email,role,cohort', 'Lucía Pérez,lucia@example.org,student,Cohort 1'].join('\r\n');
    const imported = await csv('import?locale=es', file);
    expect(imported.json()).toMatchObject({ good: 1, invited: 1 });
    const [mail] = await mailsTo(['lucia@example.org']);
    expect(mail!.headers.get('content-language')).toBe('es');
    expect(mail!.text).toContain('Estimado/a Lucía Pérez:');
    // no identity provider configured: the password is the only way in
    expect(mail!.text).not.toContain('prescindir de la contraseña');
    // the invitation page says "tú" to the reader: so does its mail
    expect(mail!.text).toContain('Abre este enlace en un plazo de 7 días para elegir tu contraseña');
    expect((await t.db.selectFrom('invitations').select('locale').where('email', '=', 'lucia@example.org').executeTakeFirstOrThrow()).locale).toBe('es');
    expect((await csv('import?locale=de', file)).statusCode).toBe(400);
  });

  it('reads a file whose columns a spreadsheet set in another region parted with semicolons', async () => {
    const file = ['name;email;role;cohort', 'Lucía Pérez;lucia.semicolon@example.org;student;Cohort 1'].join('\r\n');
    const preview = await csv('preview', file);
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toMatchObject({ good: 1, bad: 0, rows: [{ name: 'Lucía Pérez', email: 'lucia.semicolon@example.org', cohort: 'Cohort 1' }] });
  });

  it('names each problem of a row by its code beside its English sentence', async () => {
    const file = [
      'name,email,role,cohort',
      ',not-an-address,teacher,No Such Cohort',
      'Esther Again,student@example.org,student,',
      // a typing slip the mail could never arrive through
      'Ada Slip,ada@example..org,student,Cohort 1',
    ].join('\r\n');
    const rows = (await csv('preview', file)).json().rows as { problems: string[]; problem_codes: string[] }[];
    expect(rows.map((row) => [row.problem_codes, row.problems])).toEqual([
      [
        ['name_missing', 'email_invalid', 'role_invalid', 'cohort_unknown'],
        ['The name is missing.', 'The e-mail address is not valid.', 'The role must be student or facilitator.', 'There is no cohort with this name.'],
      ],
      [
        ['email_taken', 'cohort_required'],
        ['An account with this e-mail address already exists.', 'A student needs a cohort.'],
      ],
      [['email_invalid'], ['The e-mail address is not valid.']],
    ]);
  });

  it('previews a CSV row by row and stores nothing; the import invites only the good rows', async () => {
    const before = await counts();
    const preview = await csv('preview', FILE);
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toMatchObject({ good: 2, bad: 4, invited: 0 });
    expect((preview.json().rows as { line: number; problems: string[] }[]).map((row) => [row.line, row.problems])).toEqual([
      [2, []],
      [3, ['The e-mail address is not valid.']],
      [4, ['There is no cohort with this name.']],
      [5, ['An account with this e-mail address already exists.']],
      [6, ['This e-mail address is already on an earlier row of the file.']],
      [7, []],
    ]);
    expect(await counts()).toEqual(before);

    const imported = await csv('import', FILE);
    expect(imported.statusCode).toBe(201);
    expect(imported.json()).toMatchObject({ good: 2, bad: 4, invited: 2 });
    const mails = await mailsTo(['abena@example.org', 'kwame@example.org', 'not-an-address', 'yaw@example.org']);
    expect(mails.map((mail) => (mail.to as { value: { address: string }[] }).value[0]!.address).sort()).toEqual(['abena@example.org', 'kwame@example.org']);
    // the link's token is not kept once mailed
    const stored = await t.db.selectFrom('notices').select('body').where('kind', '=', 'invitation').execute();
    expect(stored.every((notice) => !notice.body.includes('token='))).toBe(true);

    const list = await t.app.inject({ method: 'GET', url: '/api/v1/admin/invitations?state=pending', headers: admin });
    expect(list.json()).toEqual(
      expect.arrayContaining([expect.objectContaining({ email: 'abena@example.org', role: 'student', cla_cohort_name: 'Cohort 1', state: 'pending' })]),
    );

    // a second import of the same file finds them invited
    const again = await csv('preview', FILE);
    expect(again.json().rows[0].problems).toEqual(['This person already has an open invitation.']);

    const abena = tokenFrom(mails.find((mail) => mail.text?.includes('Abena'))!);
    expect((await post('/invitation', { token: abena })).json()).toEqual({
      name: 'Abena Owusu',
      email: 'abena@example.org',
      role: 'student',
      cohort_name: 'Cohort 1',
    });
    const mismatch = await post('/invitation/accept', { token: abena, password: PASSWORD, password_confirmation: 'other' });
    expect(mismatch.json()).toEqual({
      errors: { password_confirmation: ['does not match the password'] },
      error: expect.any(String),
      code: 'invalid_fields',
      field_codes: { password_confirmation: [{ code: 'password_mismatch' }] },
    });
    const accepted = await post('/invitation/accept', { token: abena, password: PASSWORD, password_confirmation: PASSWORD });
    expect(accepted.statusCode).toBe(201);
    expect(accepted.json().user).toMatchObject({ email: 'abena@example.org', cla_role_name: 'student', cla_cohort_name: 'Cohort 1' });
    const courses = await t.app.inject({ method: 'GET', url: '/api/v1/cla_courses', headers: { authorization: `Bearer ${accepted.json().token as string}` } });
    expect(courses.statusCode).toBe(200);

    const used = await post('/invitation/accept', { token: abena, password: PASSWORD, password_confirmation: PASSWORD });
    expect(used.json()).toEqual({ error: INVITATION_REFUSED.accepted, code: 'invitation_used' });
    expect((await post('/sign_in', { user: { email: 'abena@example.org', password: PASSWORD } })).statusCode).toBe(200);
  });

  it("the account an invitation makes is in the invitation's language, so its mails are too", async () => {
    const created = await post('/admin/invitations', { name: 'Inês Costa', email: 'ines@example.org', role: 'student', cla_cohort_id: 1, locale: 'pt' }, admin);
    expect(created.statusCode).toBe(201);
    const [mail] = await mailsTo(['ines@example.org']);
    const accepted = await post('/invitation/accept', { token: tokenFrom(mail!), password: PASSWORD, password_confirmation: PASSWORD });
    expect(accepted.statusCode).toBe(201);
    expect(accepted.json().user).toMatchObject({ email: 'ines@example.org', locale: 'pt' });
  });

  it('a facilitator invited to a cohort is one of its facilitators from the first sign-in, and sees its students', async () => {
    const created = await post('/admin/invitations', { name: 'Kojo Appiah', email: 'kojo@example.org', role: 'facilitator', cla_cohort_id: 2 }, admin);
    expect(created.statusCode).toBe(201);
    const [mail] = await mailsTo(['kojo@example.org']);
    const accepted = await post('/invitation/accept', { token: tokenFrom(mail!), password: PASSWORD, password_confirmation: PASSWORD });
    expect(accepted.statusCode).toBe(201);
    const kojo = accepted.json().user as { id: number };
    const cohorts = await t.app.inject({ method: 'GET', url: '/api/v1/admin/cohorts', headers: admin });
    expect(cohorts.json().find((cohort: { id: number }) => cohort.id === 2).facilitator_ids).toContain(kojo.id);
    const students = await t.app.inject({
      method: 'GET',
      url: '/api/v1/cla_dashboards/student_list',
      headers: { authorization: `Bearer ${accepted.json().token as string}` },
    });
    expect(students.statusCode).toBe(200);
    expect(students.json()).not.toEqual([]);
    // the desk's figure counts the same students, though the new facilitator has no course yet
    const figures = await t.app.inject({
      method: 'GET',
      url: '/api/v1/cla_dashboards/desk_stats',
      headers: { authorization: `Bearer ${accepted.json().token as string}` },
    });
    expect(figures.json().total_users).toBe(students.json().length);
  });

  it('resend replaces the link; revoke refuses it with its reason', async () => {
    const created = await post('/admin/invitations', { name: 'Efua Addo', email: 'efua@example.org', role: 'student', cla_cohort_id: 2 }, admin);
    expect(created.statusCode).toBe(201);
    const [first] = await mailsTo(['efua@example.org']);
    const id = created.json().id as number;

    expect((await post(`/admin/invitations/${id}/resend`, {}, admin)).json()).toMatchObject({ state: 'pending' });
    const [second] = await mailsTo(['efua@example.org']);
    expect((await post('/invitation', { token: tokenFrom(first!) })).json()).toEqual({ error: INVITATION_REFUSED.unknown, code: 'invitation_unknown' });

    expect((await post(`/admin/invitations/${id}/revoke`, {}, admin)).json()).toMatchObject({ state: 'revoked' });
    const revoked = await post('/invitation/accept', { token: tokenFrom(second!), password: PASSWORD, password_confirmation: PASSWORD });
    expect(revoked.statusCode).toBe(400);
    expect(revoked.json()).toEqual({ error: INVITATION_REFUSED.revoked, code: 'invitation_withdrawn' });

    const duplicate = await post('/admin/invitations', { name: 'Esther', email: 'student@example.org', role: 'student', cla_cohort_id: 1 }, admin);
    expect(duplicate.json()).toEqual({
      error: 'An account with this e-mail address already exists.',
      code: 'invitation_refused',
      params: { detail: 'An account with this e-mail address already exists.', problems: 'email_taken' },
    });
  });

  it.each([
    ['another type', () => csv('preview', 'name,email,role,cohort\r\nA,a@example.org,student,Cohort 1', 'application/octet-stream'), 415, /CSV file/],
    ['JSON', () => csv('import', JSON.stringify({ rows: [] }), 'application/json'), 415, /CSV file/],
    ['too large', () => csv('import', `name,email,role,cohort\r\n${'x,y@example.org,student,Cohort 1\r\n'.repeat(40_000)}`), 413, /too large/],
    ['formula cells', () => csv('import', 'name,email,role,cohort\r\n=1+2,a@example.org,student,Cohort 1'), 400, /Line 2, column 1 starts with a formula/],
    [
      'a formula after spaces',
      () => csv('import', 'name,email,role,cohort\r\n" =1+1",a@example.org,student,Cohort 1'),
      400,
      /Line 2, column 1 starts with a formula/,
    ],
    [
      '10,000 columns',
      () => csv('import', `${Array.from({ length: 10_000 }, (_, i) => `c${i}`).join(',')}\r\nA,a@example.org,student,Cohort 1`),
      400,
      /10000 columns/,
    ],
    ['no header', () => csv('import', 'A,a@example.org,student,Cohort 1'), 400, /must name the columns/],
    ['binary', () => csv('import', '\u0000\u0001PNG'), 400, /not a text CSV/],
    [
      'not UTF-8',
      () => csv('import', Buffer.from('name,email,role,cohort\r\nRen\u00e9e Otieno,renee@example.org,student,Cohort 1', 'latin1')),
      400,
      /not UTF-8 text/,
    ],
    [
      'not UTF-8, previewed',
      () => csv('preview', Buffer.from('name,email,role,cohort\r\nRen\u00e9e Otieno,renee@example.org,student,Cohort 1', 'latin1')),
      400,
      /not UTF-8 text/,
    ],
  ])('refuses a bad upload (%s) whole and stores nothing', async (_case, upload, status, message) => {
    const before = await counts();
    const res = await upload();
    expect(res.statusCode).toBe(status);
    expect(res.json().error).toMatch(message);
    expect(await counts()).toEqual(before);
  });

  it.each([
    ['a quote inside a cell', 'name,email,role,cohort\r\nW "x" y,a@example.org,student,Cohort 1', 2],
    [
      'a quote never closed, after accented names',
      'name,email,role,cohort\r\nRenée Otieno,renee@example.org,student,Cohort 1\r\n"Ama,ama@example.org,student,Cohort 1\r\nKofi,kofi@example.org,student,Cohort 1\r\n',
      3,
    ],
  ])('names the line where a file stops being CSV (%s), for the screen to say in its own words', async (_case, text, line) => {
    const before = await counts();
    const res = await csv('import', text);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'csv_unreadable', params: { line } });
    expect(await counts()).toEqual(before);
  });

  it('refuses sign-up when it is switched off', async () => {
    const res = await post('/sign_up', {
      user: {
        name: 'Self Starter',
        email: 'self@example.org',
        phone_number: '+233 24 555 0197',
        birthday: '1999-01-01',
        password: 'Sturdy-passphrase-9',
        password_confirmation: 'Sturdy-passphrase-9',
        cla_role_id: 1,
        cla_cohort_id: 1,
      },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toMatch(/^Sign-up is closed/);
  });
});
