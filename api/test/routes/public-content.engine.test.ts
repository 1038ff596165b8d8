// The public FAQ and faculty on the real app (docs/requirements.md §12): anyone reads them in page order; the
// administrator adds, edits, reorders and deletes questions, each change audited; bad payloads
// change nothing.
import sharp from 'sharp';
import { ADMIN } from '../content-helpers';
import { createTestApp, type TestApp } from '../helpers';

/** Calls the administration's content routes as the administrator, on the app `current` gives. */
function adminCaller(current: () => TestApp) {
  return async (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => {
    const t = current();
    return t.app.inject({ method, url: `/api/v1/admin${url}`, headers: await t.authHeader(ADMIN), ...(payload ? { payload } : {}) });
  };
}

interface FaqItem {
  id: number;
  question: string;
  answer: string;
}

describe('the public FAQ', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });

  afterAll(async () => {
    await t.close();
  });

  const admin = adminCaller(() => t);
  const faq = async () => (await t.app.inject({ method: 'GET', url: '/api/v1/content/faq' })).json() as FaqItem[];
  const audited = async (action: string) =>
    t.db.selectFrom('audit_log').select(['subject_id', 'old_values', 'new_values']).where('action', '=', action).orderBy('id').execute();

  it('starts with the questions the site shipped with, for an anonymous reader, not kept by caches', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/api/v1/content/faq' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-cache');
    const items = answer.json() as FaqItem[];
    expect(items).toHaveLength(8);
    expect(items[0]).toEqual({
      id: 1,
      question: 'What is the academy?',
      answer:
        "It is an online school of Christian leadership, run by the foundation's education support initiative.\nIts aim is to form servant leaders who bring real change to their churches, families, workplaces and communities.",
      lang: 'en',
    });
  });

  it('adds a question at the end, edits it, moves it first and deletes it, auditing each change', async () => {
    const created = await admin('POST', '/faq', { question: '  Is there a certificate?  ', answer: 'Yes.\nOne per level.' });
    expect(created.statusCode).toBe(201);
    const item = created.json() as FaqItem;
    expect(item).toEqual({ id: expect.any(Number), question: 'Is there a certificate?', answer: 'Yes.\nOne per level.', lang: 'en' });
    expect((await faq()).at(-1)).toEqual(item);

    const edited = await admin('PUT', `/faq/${item.id}`, { question: 'Is there a certificate?', answer: 'Yes, one per level.' });
    expect(edited.json()).toEqual({ ...item, answer: 'Yes, one per level.' });

    const ids = (await faq()).map((i) => i.id);
    const wanted = [item.id, ...ids.filter((id) => id !== item.id)];
    const reordered = await admin('PUT', '/faq/order', { ids: wanted });
    expect(reordered.statusCode).toBe(200);
    expect((reordered.json() as FaqItem[]).map((i) => i.id)).toEqual(wanted);
    expect((await faq()).map((i) => i.id)).toEqual(wanted);

    expect((await admin('DELETE', `/faq/${item.id}`)).statusCode).toBe(204);
    expect((await faq()).map((i) => i.id)).toEqual(ids.filter((id) => id !== item.id));
    expect((await admin('DELETE', `/faq/${item.id}`)).statusCode).toBe(404);

    expect(await audited('faq_item.create')).toEqual([
      { subject_id: item.id, old_values: null, new_values: { question: 'Is there a certificate?', answer: 'Yes.\nOne per level.' } },
    ]);
    expect(await audited('faq_item.update')).toEqual([
      {
        subject_id: item.id,
        old_values: { question: 'Is there a certificate?', answer: 'Yes.\nOne per level.' },
        new_values: { question: 'Is there a certificate?', answer: 'Yes, one per level.' },
      },
    ]);
    expect((await audited('faq_item.reorder'))[0]?.new_values).toEqual({ ids: wanted });
    expect(await audited('faq_item.delete')).toEqual([
      { subject_id: item.id, old_values: { question: 'Is there a certificate?', answer: 'Yes, one per level.' }, new_values: null },
    ]);
  });

  it('refuses blank or too long text and an order that leaves a question out, changing nothing', async () => {
    const before = await faq();
    const blank = await admin('POST', '/faq', { question: '   ', answer: 'Something.' });
    expect(blank.statusCode).toBe(400);
    expect(Object.keys((blank.json() as { errors: object }).errors)).toEqual(['question']);
    expect((await admin('PUT', `/faq/${before[0]!.id}`, { question: 'Fine?', answer: 'x'.repeat(5001) })).statusCode).toBe(400);
    const partial = await admin('PUT', '/faq/order', { ids: before.slice(1).map((i) => i.id) });
    expect(partial.json()).toEqual({
      errors: { ids: ['must name every item once'] },
      error: expect.any(String),
      code: 'invalid_fields',
      field_codes: { ids: [{ code: 'incomplete_order' }] },
    });
    expect((await admin('PUT', '/faq/999999', { question: 'Missing?', answer: 'Yes.' })).statusCode).toBe(404);
    expect(await faq()).toEqual(before);
  });
});

interface FacultyMember {
  id: number;
  slug: string;
  name: string;
  title: string;
  biography: string;
  portrait_path: string | null;
}

describe('the faculty and their portraits', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });

  afterAll(async () => {
    await t.close();
  });

  const admin = adminCaller(() => t);
  const upload = async (id: number, body: Buffer, contentType: string) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/v1/admin/faculty/${id}/portrait`,
      headers: { ...(await t.authHeader(ADMIN)), 'content-type': contentType },
      payload: body,
    });
  const faculty = async () => (await t.app.inject({ method: 'GET', url: '/api/v1/content/faculty' })).json() as FacultyMember[];
  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers });
  const SHADES = { png: 40, jpeg: 120, webp: 200 };
  const image = (format: 'png' | 'jpeg' | 'webp', size = 900) =>
    sharp({ create: { width: size, height: Math.round(size * 0.75), channels: 3, background: { r: SHADES[format], g: 93, b: 58 } } })
      .toFormat(format)
      .toBuffer();
  const portraitRows = async () => t.db.selectFrom('faculty_portraits').select(['member_id', 'etag']).orderBy('member_id').execute();

  it('starts with the members the site shipped with, their page numbers and drawings, for anyone', async () => {
    const members = await faculty();
    expect(members).toHaveLength(13);
    expect(members[0]).toEqual({
      id: 1,
      slug: '1',
      name: 'Rev. Dr. Samuel Adeyemi',
      title: 'CEO & Program Director',
      biography: expect.stringMatching(/^Samuel leads the academy and shapes its program\..*\nHe holds a doctorate .*\nHis conviction /s),
      portrait_path: expect.stringMatching(/^\/content\/faculty\/1\/portrait\?v=[\w-]{22}$/),
      lang: 'en',
    });
    expect((await get('/content/faculty/3')).json()).toMatchObject({ name: 'Daniel Okoro', title: 'Program Administrator' });
    expect((await get('/content/faculty/999')).statusCode).toBe(404);

    const portrait = await get(members[0]!.portrait_path!);
    expect(portrait.statusCode).toBe(200);
    expect(portrait.headers['content-type']).toBe('image/svg+xml');
    expect(portrait.headers['cache-control']).toBe('public, max-age=86400');
    expect(portrait.headers['content-security-policy']).toContain('sandbox');
    expect(portrait.body).toContain('<svg');
    const again = await get('/content/faculty/1/portrait', { 'if-none-match': portrait.headers.etag as string });
    expect(again.statusCode).toBe(304);
  });

  it('adds a member with a slug from their name, edits, reorders and deletes them, auditing each change', async () => {
    const created = await admin('POST', '/faculty', { name: ' Dr. Ana Álvarez ', title: 'Faculty Member', biography: 'Ana teaches.\nShe writes.' });
    expect(created.statusCode).toBe(201);
    const ana = created.json() as FacultyMember;
    expect(ana).toEqual({
      id: expect.any(Number),
      slug: 'dr-ana-alvarez',
      name: 'Dr. Ana Álvarez',
      title: 'Faculty Member',
      biography: 'Ana teaches.\nShe writes.',
      portrait_path: null,
      lang: 'en',
    });
    const namesake = (await admin('POST', '/faculty', { name: 'Dr. Ana Alvarez', title: 'Guest Lecturer', biography: 'Another Ana.' })).json() as FacultyMember;
    expect(namesake.slug).toBe('dr-ana-alvarez-2');
    expect((await faculty()).slice(-2).map((m) => m.slug)).toEqual(['dr-ana-alvarez', 'dr-ana-alvarez-2']);

    const edited = await admin('PUT', `/faculty/${ana.id}`, { name: 'Dr. Ana Álvarez', title: 'Senior Faculty Member', biography: 'Ana teaches.' });
    expect(edited.json()).toEqual({ ...ana, title: 'Senior Faculty Member', biography: 'Ana teaches.' });
    expect((await get('/content/faculty/dr-ana-alvarez')).json()).toMatchObject({ title: 'Senior Faculty Member' });

    const ids = (await faculty()).map((m) => m.id);
    const wanted = [ana.id, ...ids.filter((id) => id !== ana.id)];
    expect(((await admin('PUT', '/faculty/order', { ids: wanted })).json() as FacultyMember[]).map((m) => m.id)).toEqual(wanted);
    expect((await admin('PUT', '/faculty/order', { ids: wanted.slice(1) })).json()).toEqual({
      errors: { ids: ['must name every item once'] },
      error: expect.any(String),
      code: 'invalid_fields',
      field_codes: { ids: [{ code: 'incomplete_order' }] },
    });

    expect((await admin('DELETE', `/faculty/${namesake.id}`)).statusCode).toBe(204);
    expect((await get('/content/faculty/dr-ana-alvarez-2')).statusCode).toBe(404);

    const actions = await t.db.selectFrom('audit_log').select(['action', 'subject_id']).where('subject_type', '=', 'faculty_member').orderBy('id').execute();
    expect(actions).toEqual([
      { action: 'faculty_member.create', subject_id: ana.id },
      { action: 'faculty_member.create', subject_id: namesake.id },
      { action: 'faculty_member.update', subject_id: ana.id },
      { action: 'faculty_member.reorder', subject_id: ana.id },
      { action: 'faculty_member.delete', subject_id: namesake.id },
    ]);
  });

  it.each(['png', 'jpeg', 'webp'] as const)('takes a %s portrait, stores it square, smaller and as WebP, and serves it with a new address', async (format) => {
    const before = (await faculty()).find((m) => m.id === 2)!;
    const answer = await upload(2, await image(format), 'application/octet-stream');
    expect(answer.statusCode).toBe(200);
    const member = answer.json() as FacultyMember;
    expect(member.portrait_path).not.toBe(before.portrait_path);
    const served = await get(member.portrait_path!);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers.etag).toMatch(/^"[\w-]{22}"$/);
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 640, height: 640 });
    const audited = await t.db
      .selectFrom('audit_log')
      .select('new_values')
      .where('action', '=', 'faculty_member.portrait')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(audited.new_values).toMatchObject({ portrait: served.headers.etag?.toString().replace(/"/g, '') });
  });

  it('refuses a file of another kind, one claiming PNG that is not, a broken image and one over 2 MB, storing nothing', async () => {
    const stored = await portraitRows();
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
    const notPng = Buffer.from('This is a letter, not a picture.');
    const png = await image('png');
    const brokenPng = png.subarray(0, 60);
    const tooLarge = Buffer.concat([png, Buffer.alloc(2 * 1024 * 1024)]);

    const notAnImage = { error: 'Upload the portrait as a JPEG, PNG or WebP image.', code: 'portrait_not_image' };
    const cases: [Buffer, string, number, { error: string; code: string }][] = [
      [svg, 'image/svg+xml', 415, notAnImage],
      [gif, 'image/gif', 415, notAnImage],
      [notPng, 'image/png', 415, notAnImage],
      [brokenPng, 'image/png', 400, { error: 'This file could not be read as an image. Upload another JPEG, PNG or WebP file.', code: 'image_unreadable' }],
      [tooLarge, 'image/png', 413, { error: 'The portrait is larger than 2 MB. Upload a smaller image.', code: 'portrait_too_large' }],
    ];
    for (const [body, type, status, answered] of cases) {
      const answer = await upload(3, body, type);
      expect([type, answer.statusCode, answer.json()]).toEqual([type, status, answered]);
    }
    expect((await upload(999_999, png, 'image/png')).statusCode).toBe(404);
    expect(await portraitRows()).toEqual(stored);
  });
});
