// The gradebook CSV as a spreadsheet reads it: mark columns hold only numbers (or nothing), the
// words of a cell in a status column of their own, the averages in a footer row, and a header
// whose every column name is unique. Engine file: the marks and averages come from SQL.
import { parse } from 'csv-parse/sync';
import { caller, dayOffset, FACILITATOR, STUDENT } from '../content-helpers';
import { createTestApp, type TestApp } from '../helpers';

describe('gradebook CSV columns', () => {
  let t: TestApp;
  let call: ReturnType<typeof caller>;
  let minister: number;
  let facilitatorId: number;

  beforeAll(async () => {
    t = await createTestApp();
    call = caller(t);
    minister = (await t.db.selectFrom('courses').select('id').where('name', '=', 'Minister-Service Class').where('cohort_id', '=', 1).executeTakeFirstOrThrow())
      .id;
    facilitatorId = await t.userId(FACILITATOR);
  });

  afterAll(async () => {
    await t.close();
  });

  const addAssignment = async (name: string, dueDate: string) =>
    (
      await t.db
        .insertInto('assignments')
        .values({ name, description: 'Do it.', due_date: dueDate, due_at: `${dueDate}T23:59:00Z`, course_id: minister, owner_id: facilitatorId })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;

  /** The Minister-Service Class's gradebook CSV, parsed: its header, its student rows and its footer. */
  const gradebookCsv = async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/cla_gradebook/csv?cla_cohort_id=1&cla_course_id=${minister}`,
      headers: { authorization: `Bearer ${await t.signIn(FACILITATOR)}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body.endsWith('\r\n')).toBe(true);
    const [header, ...rest] = parse(res.rawPayload, { bom: true, relax_column_count: false }) as string[][];
    return { header: header!, students: rest.slice(0, -1), footer: rest.at(-1)! };
  };

  it('gives two assignments of the same name unique column names, by their due dates', async () => {
    await addAssignment('Weekly reflection', dayOffset(-3));
    await addAssignment('Weekly reflection', dayOffset(4));
    const { header } = await gradebookCsv();
    expect(new Set(header).size).toBe(header.length);
    expect(header).toEqual(
      expect.arrayContaining([
        `Minister-Service Class: Weekly reflection (due ${dayOffset(-3)})`,
        `Minister-Service Class: Weekly reflection (due ${dayOffset(-3)}) (status)`,
        `Minister-Service Class: Weekly reflection (due ${dayOffset(4)})`,
        `Minister-Service Class: Weekly reflection (due ${dayOffset(4)}) (status)`,
      ]),
    );
  });

  it('numbers a name still shared after its due date', async () => {
    await addAssignment('Same day twice', dayOffset(5));
    await addAssignment('Same day twice', dayOffset(5));
    const { header } = await gradebookCsv();
    expect(new Set(header).size).toBe(header.length);
    const label = `Minister-Service Class: Same day twice (due ${dayOffset(5)})`;
    expect(header).toEqual(expect.arrayContaining([label, `${label} (status)`, `${label} (2)`, `${label} (2) (status)`]));
  });

  it('keeps mark columns numeric and puts the words in each assignment status column', async () => {
    const { header, students } = await gradebookCsv();
    const marks = header.flatMap((name, i) => (name.startsWith('Minister-Service Class: ') && !name.endsWith(' (status)') ? [i] : []));
    expect(marks.length).toBeGreaterThan(0);
    for (const row of students) for (const i of marks) expect(row[i]).toMatch(/^(\d+(\.\d+)?)?$/);
    for (const i of marks) expect(header[i + 1]).toBe(`${header[i]} (status)`);

    // Esther's gifts reflection is handed in and not marked; the facilitator then marks it.
    const esther = () => students.find((r) => r[1] === STUDENT)!;
    const gifts = header.indexOf('Minister-Service Class: Gifts inventory reflection');
    expect([esther()[gifts], esther()[gifts + 1]]).toEqual(['', 'unmarked']);
    const pastDue = header.indexOf(`Minister-Service Class: Weekly reflection (due ${dayOffset(-3)})`);
    expect([esther()[pastDue], esther()[pastDue + 1]]).toEqual(['', 'missing']);
    const ahead = header.indexOf(`Minister-Service Class: Weekly reflection (due ${dayOffset(4)})`);
    expect(esther()[ahead]).toBe('');
    expect(esther()[ahead + 1]).toMatch(/^due /);

    const submission = await t.db
      .selectFrom('submissions as s')
      .innerJoin('assignments as a', 'a.id', 's.assignment_id')
      .select('s.id')
      .where('s.student_id', '=', await t.userId(STUDENT))
      .where('a.name', '=', 'Gifts inventory reflection')
      .executeTakeFirstOrThrow();
    expect((await call('PUT', `/cla_submissions/${submission.id}`, FACILITATOR, { cla_submission: { score: 87 } })).status).toBe(200);
    const marked = await gradebookCsv();
    const row = marked.students.find((r) => r[1] === STUDENT)!;
    expect(Number(row[gifts])).toBe(87);
    expect(['', 'late']).toContain(row[gifts + 1]);
  });

  it('leaves the percentages empty for a student of whom nothing counts yet, as the screen says "nothing yet": not 0 %', async () => {
    await t.db
      .insertInto('users')
      .values({ name: 'Newly Joined', email: 'newly-joined@example.org', role_id: 1, cohort_id: 1, password_hash: 'unused', cohort_joined_at: new Date() })
      .execute();
    const { header, students } = await gradebookCsv();
    const row = students.find((r) => r[1] === 'newly-joined@example.org')!;
    const column = (name: string) => row[header.indexOf(name)];
    expect([column('Possible'), column('Percentage'), column('Weighted percentage')]).toEqual(['0', '', '']);
  });

  it('puts the class averages in a footer row of their own, under the mark columns', async () => {
    const { header, students, footer } = await gradebookCsv();
    expect(footer[0]).toBe('Average');
    expect(students.map((r) => r[0])).not.toContain('Average');
    expect(footer).toHaveLength(header.length);
    const gifts = header.indexOf('Minister-Service Class: Gifts inventory reflection');
    const scores = students.map((r) => r[gifts]).filter((cell) => cell !== '');
    expect(Number(footer[gifts])).toBe(Math.round(scores.reduce((sum, s) => sum + Number(s), 0) / scores.length));
    expect(footer[gifts + 1]).toBe('');
  });
});
