import { PDFDict, PDFDocument, PDFName } from 'pdf-lib';
import { createTestApp, type TestApp } from '../helpers';
import { pdfTextLines } from '../pdf-text';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

const get = async (url: string, email?: string) =>
  t.app.inject({ method: 'GET', url: `/api/v1/certificates${url}`, headers: email ? await t.authHeader(email) : {} });

test('a student still in the program sees what remains and gets no certificate', async () => {
  const status = await get('/mine', 'student@example.org');

  expect(status.statusCode).toBe(200);
  expect(status.json()).toMatchObject({ eligible: false, code: null });
  expect(status.json().remaining).toEqual(
    expect.arrayContaining([expect.stringMatching(/^Minister-Service Class: /), expect.stringMatching(/^Leader-Managerial Class: /)]),
  );
  const pdf = await get('/mine/pdf', 'student@example.org');
  expect(pdf.statusCode).toBe(403);
  expect(pdf.json()).toEqual({ error: 'You have not completed the program yet.', code: 'program_not_completed' });
});

test("what remains is in the student's language, its days written as that language writes them", async () => {
  const student = await t.userId('student@example.org');
  await t.db.updateTable('users').set({ locale: 'fr' }).where('id', '=', student).execute();
  try {
    const remaining: string[] = (await get('/mine', 'student@example.org')).json().remaining;
    const step = remaining.find((line) => line.startsWith('Minister-Service Class'));
    expect(step).toMatch(/^Minister-Service Class\u00a0: rendre encore 1 devoir\u00a0; le cours dure jusqu’au \d{1,2} \p{L}+\.? \d{4}$/u);
  } finally {
    await t.db.updateTable('users').set({ locale: null }).where('id', '=', student).execute();
  }
});

test('a graduate gets one certificate, as a PDF, whose code anyone can verify', async () => {
  const first = (await get('/mine', 'graduate@example.org')).json();
  const again = (await get('/mine', 'graduate@example.org')).json();

  expect(first).toMatchObject({ eligible: true, remaining: [] });
  expect(first.code).toMatch(/^[0-9A-F]{4}(-[0-9A-F]{4}){4}$/);
  expect(again.code).toBe(first.code);

  const pdf = await get('/mine/pdf', 'graduate@example.org');
  expect(pdf.statusCode).toBe(200);
  expect(pdf.headers['content-type']).toBe('application/pdf');
  expect(pdf.headers['content-disposition']).toContain('certificate.pdf');
  const document = await PDFDocument.load(pdf.rawPayload);
  expect(document.getPageCount()).toBe(1);
  expect(document.getTitle()).toMatch(/^Certificate of Completion - /);
  expect(document.catalog.lookup(PDFName.of('Lang'))?.toString()).toBe('(en)');
  expect(document.catalog.lookup(PDFName.of('MarkInfo'), PDFDict).get(PDFName.of('Marked'))?.toString()).toBe('true');
  expect(document.catalog.lookup(PDFName.of('StructTreeRoot'))).toBeInstanceOf(PDFDict);

  const verification = await get(`/verify/${first.code.toLowerCase()}`);
  expect(verification.json()).toMatchObject({ valid: true, program: 'Christian Leadership Program', issued_on: expect.any(String) });
  expect(verification.json().student_name).toBeTruthy();
});

test('a certificate once issued stays: work added to the program later asks nothing more of its graduate', async () => {
  const issued = (await get('/mine', 'graduate@example.org')).json();
  expect(issued.eligible).toBe(true);
  const graduate = await t.userId('graduate@example.org');
  const course = await t.db
    .selectFrom('courses')
    .innerJoin('users', 'users.cohort_id', 'courses.cohort_id')
    .select(['courses.id', 'courses.owner_id'])
    .where('users.id', '=', graduate)
    .where('courses.deleted_at', 'is', null)
    .executeTakeFirstOrThrow();
  const added = await t.db
    .insertInto('assignments')
    .values({ course_id: course.id, owner_id: course.owner_id, name: 'A reflection added later', due_date: null, due_at: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  try {
    expect((await get('/mine', 'graduate@example.org')).json()).toEqual({ eligible: true, remaining: [], code: issued.code });
    expect((await get('/mine/pdf', 'graduate@example.org')).statusCode).toBe(200);
  } finally {
    await t.db.deleteFrom('assignments').where('id', '=', added.id).execute();
  }
});

test('an unknown code is not valid and a malformed one is refused', async () => {
  expect((await get('/verify/0000-0000-0000-0000-0000')).json()).toEqual({
    valid: false,
    student_name: null,
    program: null,
    cohort_name: null,
    issued_on: null,
  });
  expect((await get('/verify/%3Cscript%3E')).statusCode).toBe(400);
});

test('only signed-in students have a certificate of their own', async () => {
  expect((await get('/mine')).statusCode).toBe(401);
  expect((await get('/mine', 'facilitator@example.org')).statusCode).toBe(403);
  expect((await get('/mine/pdf', 'facilitator@example.org')).statusCode).toBe(403);
});

test.each([
  ['Yoruba, written with combining marks', 'Zoë Ọlábísí'.normalize('NFD')],
  ['Greek', 'Ελένη Παπαδοπούλου'],
  ['Arabic', 'محمد عبد الله'],
  ['Arabic, with letters the font draws on one base glyph', 'ثابت الزهراء'],
  ['Chinese', '王小明'],
])('a name in %s prints as written, with the date as the portal shows it', async (_script, name) => {
  const graduate = t.db.selectFrom('users').select('id').where('email', '=', 'graduate@example.org');
  await t.db.updateTable('users').set({ name }).where('id', '=', graduate).execute();
  expect((await get('/mine', 'graduate@example.org')).json().eligible).toBe(true);
  await t.db.updateTable('certificates').set({ issued_on: '2024-03-05' }).where('user_id', '=', graduate).execute();

  const lines = await pdfTextLines((await get('/mine/pdf', 'graduate@example.org')).rawPayload);

  expect(lines).toContain(name.normalize('NFC'));
  expect(lines).toContain('Issued on 5th Mar 2024');
});
