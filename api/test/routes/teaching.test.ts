// The gradebook against the dashboard, whole-class attendance, course copy and the CSV exports.
import { parse } from 'csv-parse/sync';
import { sql } from 'kysely';
import { caller, dayOffset, FACILITATOR, STUDENT, todaysFirstClass } from '../content-helpers';
import { createTestApp, type TestApp } from '../helpers';

describe('gradebook, whole-class attendance, course copy, CSV', () => {
  let t: TestApp;
  let call: ReturnType<typeof caller>;
  let minister: number;

  beforeAll(async () => {
    t = await createTestApp();
    call = caller(t);
    minister = (await t.db.selectFrom('courses').select('id').where('name', '=', 'Minister-Service Class').where('cohort_id', '=', 1).executeTakeFirstOrThrow())
      .id;
  });

  afterAll(async () => {
    await t.close();
  });

  const csv = async (url: string) => {
    const token = await t.signIn(FACILITATOR);
    const res = await t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: { authorization: `Bearer ${token}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    return parse(res.rawPayload, { bom: true, relax_column_count: false }) as string[][];
  };

  it("gives each student the dashboard's score figures, and the course's own with a course", async () => {
    const book = await call('GET', '/cla_gradebook?cla_cohort_id=1', FACILITATOR);
    expect(book.status).toBe(200);
    const list = (await call('GET', '/cla_dashboards/student_list?cla_cohort_id=1', FACILITATOR)).body;
    expect(
      book.body.students.map((s: { user_id: number; score_percentage: number; total_user_score: number }) => [
        s.user_id,
        s.total_user_score,
        s.score_percentage,
      ]),
    ).toEqual(
      list.map((item: { student: { user_id: number }; user_score_percentage: { total_user_score: number; score_percentage: number } }) => [
        item.student.user_id,
        item.user_score_percentage.total_user_score,
        item.user_score_percentage.score_percentage,
      ]),
    );
    const esther = book.body.students.find((s: { email: string }) => s.email === STUDENT);
    const own = (await call('GET', '/cla_dashboards/score_stats', STUDENT)).body;
    expect([esther.total_user_score, esther.total_possible_score, esther.score_percentage]).toEqual([
      own.total_user_score,
      own.total_possible_score,
      own.score_percentage,
    ]);
    // Esther's gifts reflection is unmarked and her project plan missing in the current course.
    const course = await call('GET', `/cla_gradebook?cla_cohort_id=1&cla_course_id=${minister}`, FACILITATOR);
    expect(course.body.assignments.map((a: { name: string }) => a.name)).toEqual(['Gifts inventory reflection', 'Service project plan']);
    const mine = course.body.students.find((s: { email: string }) => s.email === STUDENT);
    expect(mine.submissions).toEqual([expect.objectContaining({ assignment_id: course.body.assignments[0].id, score: null })]);
    expect(mine.total_possible_score).toBe(0);
  });

  it("gives a student their own grades with the dashboard's totals", async () => {
    const grades = (await call('GET', '/cla_gradebook/mine', STUDENT)).body;
    const own = (await call('GET', '/cla_dashboards/score_stats', STUDENT)).body;
    expect(grades.score_percentage).toBe(own.score_percentage);
    expect(grades.courses[0].assignments[0].submission).toMatchObject({ status: 'marked', score: 85 });
    // the link handed in comes with it, so the student can check it while it can still be replaced
    const handedIn = await t.db
      .selectFrom('submissions')
      .select('download_link')
      .where('id', '=', grades.courses[0].assignments[0].submission.id)
      .executeTakeFirstOrThrow();
    expect(grades.courses[0].assignments[0].submission.download_link).toBe(handedIn.download_link);
  });

  it('records a whole class in one request: late counts as present, excused is left out', async () => {
    const classId = (
      await t.db
        .insertInto('live_classes')
        .values({
          course_id: minister,
          cohort_id: 1,
          owner_id: await t.userId(FACILITATOR),
          name: 'Sheet class',
          date: dayOffset(0),
          time: '00:00',
          starts_at: `${dayOffset(0)}T00:00:00Z`,
          typed_time_zone: 'UTC',
          duration: 30,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    const sheet = (await call('GET', `/cla_attendances/class_sheet?cla_live_class_id=${classId}`, FACILITATOR)).body;
    expect(sheet.students.every((s: { status: string | null }) => s.status === null)).toBe(true);
    const before = (await call('GET', '/cla_dashboards/student_list?cla_cohort_id=1', FACILITATOR)).body;
    const statuses = ['present', 'late', 'excused', 'absent'];
    const records = sheet.students.slice(0, 4).map((s: { id: number }, i: number) => ({ cla_user_id: s.id, status: statuses[i] }));
    const save = () => call('POST', '/cla_attendances/class_sheet', FACILITATOR, { cla_attendance_sheet: { cla_live_class_id: classId, records } });
    expect((await save()).status).toBe(201);
    const after = (await call('GET', '/cla_dashboards/student_list?cla_cohort_id=1', FACILITATOR)).body;
    const figures = (list: typeof before, id: number) =>
      list.find((i: { student: { user_id: number } }) => i.student.user_id === id).user_attendance_percentage;
    const change = records.map((r: { cla_user_id: number }) => {
      const [b, a] = [figures(before, r.cla_user_id), figures(after, r.cla_user_id)];
      return [a.total_present - b.total_present, a.total_classes - b.total_classes, a.excused_classes - b.excused_classes];
    });
    // excused: not counted, but counted as excused (a student with only excused classes is told so)
    expect(change).toEqual([
      [1, 1, 0],
      [1, 1, 0],
      [0, 0, 1],
      [0, 1, 0],
    ]);
    // The same sheet again: 409 and nothing written twice; a sheet with one recorded student writes none.
    expect((await save()).status).toBe(409);
    const fifth = sheet.students[4].id as number;
    const mixed = await call('POST', '/cla_attendances/class_sheet', FACILITATOR, {
      cla_attendance_sheet: { cla_live_class_id: classId, records: [{ cla_user_id: fifth, status: 'present' }, records[0]] },
    });
    expect(mixed.status).toBe(409);
    const rows = await t.db
      .selectFrom('attendances')
      .select(['user_id', 'status', 'present'])
      .where('live_class_id', '=', classId)
      .orderBy('user_id')
      .execute();
    expect(rows).toHaveLength(4);
    expect(rows.find((r) => r.user_id === records[1].cla_user_id)).toMatchObject({ status: 'late', present: true });
    const history = (await call('GET', '/cla_attendances/mine', sheet.students[1].email)).body;
    expect(history[0]).toMatchObject({
      class_name: 'Sheet class',
      status: expect.any(String),
      starts_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    });
  });

  it('refuses a sheet naming a student twice or outside the cohort', async () => {
    const other = await t.userId('other-student@example.org');
    const classId = await todaysFirstClass(t, minister);
    const post = (records: object[]) =>
      call('POST', '/cla_attendances/class_sheet', FACILITATOR, { cla_attendance_sheet: { cla_live_class_id: classId, records } });
    expect((await post([{ cla_user_id: other, status: 'present' }])).status).toBe(400);
    const esther = await t.userId(STUDENT);
    expect(
      (
        await post([
          { cla_user_id: esther, status: 'present' },
          { cla_user_id: esther, status: 'late' },
        ])
      ).status,
    ).toBe(400);
    expect((await post([{ cla_user_id: esther, status: 'asleep' }])).status).toBe(400);
  });

  it('copies a course with its topics and assignments, due dates shifted by the start dates', async () => {
    const source = (await call('GET', `/cla_courses/${minister}`, FACILITATOR)).body;
    const shift = 100;
    const newStart = new Date(Date.parse(source.start_date) + shift * 86_400_000).toISOString().slice(0, 10);
    const copy = async () =>
      call('POST', `/cla_courses/${minister}/copy`, FACILITATOR, {
        cla_course: {
          name: 'Minister-Service Class (next cohort)',
          description: source.description,
          cla_cohort_id: 2,
          start_date: newStart,
          end_date: '2099-01-01',
          cla_user_id: await t.userId(FACILITATOR),
        },
      });
    // only into a cohort an administrator assigned to the facilitator
    const refused = await copy();
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({
      errors: { cla_cohort_id: ['is not one of the cohorts assigned to you'] },
      error: 'The cohort is not one of the cohorts assigned to you.',
      code: 'invalid_fields',
      field_codes: { cla_cohort_id: [{ code: 'cohort_not_assigned' }] },
    });
    await t.db
      .insertInto('cohort_facilitators')
      .values({ cohort_id: 2, user_id: await t.userId(FACILITATOR) })
      .execute();
    const res = await copy();
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ cla_cohort_id: 2, topics: source.topics, assignments: source.assignments });
    const dues = async (courseId: number) =>
      await t.db
        .selectFrom('assignments')
        .select(['name', 'due_date'])
        .where('course_id', '=', courseId)
        .where('deleted_at', 'is', null)
        .orderBy('id')
        .execute();
    const shifted = (await dues(minister)).map((a) => ({
      name: a.name,
      due_date: new Date(Date.parse(a.due_date!) + shift * 86_400_000).toISOString().slice(0, 10),
    }));
    expect(await dues(res.body.id)).toEqual(shifted);
  });

  it("carries every column of a course's topics and assignments into its copy, but the ones a copy sets itself", async () => {
    // A column a copy does not carry has to be named here, with why: a new one is copied, or the test fails.
    const SET_BY_THE_COPY: Record<'topics' | 'assignments', string[]> = {
      topics: ['id', 'course_id', 'created_at', 'updated_at'],
      // due dates move with the start date (the test above); a calendar event's sequence starts again
      assignments: ['id', 'course_id', 'owner_id', 'due_date', 'due_at', 'created_at', 'updated_at', 'deleted_at', 'sequence'],
    };
    const columnsOf = async (table: string) =>
      (
        await sql<{ column_name: string; data_type: string }>`select column_name, data_type from information_schema.columns
          where table_schema = current_schema() and table_name = ${table} order by ordinal_position`.execute(t.db)
      ).rows;
    const carried: Record<string, string[]> = {};
    for (const table of ['topics', 'assignments'] as const) {
      const columns = (await columnsOf(table)).filter(({ column_name: name }) => !SET_BY_THE_COPY[table].includes(name));
      carried[table] = columns.map(({ column_name: name }) => name);
      // each text column of the course's rows gets a value of its own, so one left behind shows
      for (const { column_name: name } of columns.filter(({ data_type: type }) => type === 'text')) {
        await sql`update ${sql.table(table)} set ${sql.ref(name)} = ${`${name} `} || id where course_id = ${minister}`.execute(t.db);
      }
    }
    const source = (await call('GET', `/cla_courses/${minister}`, FACILITATOR)).body;
    const res = await call('POST', `/cla_courses/${minister}/copy`, FACILITATOR, {
      cla_course: {
        name: 'Minister-Service Class (every column)',
        description: source.description,
        cla_cohort_id: source.cla_cohort_id,
        start_date: source.start_date,
        end_date: source.end_date,
        cla_user_id: await t.userId(FACILITATOR),
      },
    });
    expect(res.status).toBe(201);
    const rows = async (table: 'topics' | 'assignments', courseId: number) =>
      (
        await sql<Record<string, unknown>>`select ${sql.join(carried[table]!.map((name) => sql.ref(name)))} from ${sql.table(table)}
          where course_id = ${courseId} ${table === 'assignments' ? sql`and deleted_at is null` : sql``} order by id`.execute(t.db)
      ).rows;
    for (const table of ['topics', 'assignments'] as const) {
      const original = await rows(table, minister);
      expect(original.length).toBeGreaterThan(0);
      expect(await rows(table, res.body.id)).toEqual(original);
    }
  });

  const ENROLLED_LONG_AGO = new Date('2020-01-01T00:00:00Z');

  it('exports CSV that a parser reads, a mark and a status column per assignment, names intact, formulas as text', async () => {
    const hash = (await t.db.selectFrom('users').select('password_hash').executeTakeFirstOrThrow()).password_hash;
    await t.db
      .insertInto('users')
      .values([
        // enrolled before the sheet's class began, so they are on it
        { name: 'Zoë Ọlábísí', email: 'zoe@example.org', role_id: 1, cohort_id: 1, password_hash: hash, cohort_joined_at: ENROLLED_LONG_AGO },
        { name: '=HYPERLINK("x")', email: 'formula@example.org', role_id: 1, cohort_id: 1, password_hash: hash, cohort_joined_at: ENROLLED_LONG_AGO },
      ])
      .execute();
    const book = (await call('GET', '/cla_gradebook?cla_cohort_id=1', FACILITATOR)).body;
    const rows = await csv('/cla_gradebook/csv?cla_cohort_id=1');
    expect(rows[0]).toEqual([
      'Student',
      'Email',
      ...book.assignments.flatMap((a: { course_name: string; name: string }) => [`${a.course_name}: ${a.name}`, `${a.course_name}: ${a.name} (status)`]),
      'Total',
      'Possible',
      'Percentage',
      'Weighted percentage',
      'Assignments weight %',
      'Attendance weight %',
    ]);
    expect(rows.slice(1, -1).map((r) => [r[0], r.at(-4)])).toEqual(
      book.students.map((s: { name: string; score_percentage: number }) => [s.name.startsWith('=') ? `'${s.name}` : s.name, String(s.score_percentage)]),
    );
    expect(rows.map((r) => r[0])).toContain('Zoë Ọlábísí');
    expect(rows.map((r) => r[0])).toContain('\'=HYPERLINK("x")');
    expect(rows.at(-1)![0]).toBe('Average');

    const summary = (await call('GET', '/cla_attendances/summary?cla_cohort_id=1', FACILITATOR)).body;
    const summaryRows = await csv('/cla_attendances/summary/csv?cla_cohort_id=1');
    expect(summaryRows.slice(1).map((r) => r[1])).toEqual(summary.map((s: { email: string }) => s.email));
    const list = (await call('GET', '/cla_dashboards/student_list?cla_cohort_id=1', FACILITATOR)).body;
    const listRows = await csv('/cla_dashboards/student_list/csv?cla_cohort_id=1');
    // a percentage of nothing is blank, as the screens say "none yet", not a failing 0
    type ListItem = { student: { email: string }; user_attendance_percentage: { attendance_percentage: number; total_classes: number } };
    expect(listRows.slice(1).map((r) => [r[1], r[13]])).toEqual(
      list.map(({ student, user_attendance_percentage: attendance }: ListItem) => [
        student.email,
        attendance.total_classes === 0 ? '' : String(attendance.attendance_percentage),
      ]),
    );
    expect(list.some(({ user_attendance_percentage: attendance }: ListItem) => attendance.total_classes === 0)).toBe(true);
    const classId = (await t.db.selectFrom('live_classes').select('id').where('name', '=', 'Sheet class').executeTakeFirstOrThrow()).id;
    const classRows = await csv(`/cla_attendances/class_sheet/csv?cla_live_class_id=${classId}`);
    expect(classRows.map((r) => r[0])).toContain('Zoë Ọlábísí');
    expect(classRows.filter((r) => r[2] === 'late')).toHaveLength(1);
  });
});
