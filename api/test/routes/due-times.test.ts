// One rule for time: a date and time typed in the facilitator's own zone is stored as that moment;
// an assignment is due at a moment, missing only once it has passed, and past-due work never handed
// in counts as 0 in every total (gradebook, its CSV, My Grades, the dashboard), unless it was due
// before the student joined the cohort.
import { parse } from 'csv-parse/sync';
import { describeMoment } from '@academy/contract/rules/time-zones';
import { migrate } from '../../src/db/migrate';
import { ADMIN, caller, dayOffset, FACILITATOR, OTHER_STUDENT, STUDENT } from '../content-helpers';
import { createTestApp, databaseBefore, type TestApp } from '../helpers';

describe('due times and typed zones', () => {
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

  const liveClass = (changes: Record<string, unknown>) => ({
    cla_live_class: {
      name: 'Evening prayer',
      date: dayOffset(20),
      time: '19:00',
      duration: 60,
      zoom_link: null,
      cla_course_id: minister,
      cohort_id: 1,
      cla_user_id: facilitatorId,
      ...changes,
    },
  });

  it('reads 19:00 typed in Africa/Lagos as 18:00Z (the academy is on UTC), on create and on edit', async () => {
    const created = await call('POST', '/cla_live_classes', FACILITATOR, liveClass({ time_zone: 'Africa/Lagos' }));
    expect(created.status).toBe(201);
    expect(new Date(created.body.starts_at).toISOString()).toBe(`${dayOffset(20)}T18:00:00.000Z`);
    expect(created.body).toMatchObject({ date: dayOffset(20), time: '18:00', time_zone: 'UTC' });

    // 00:30 in Lagos is 23:30 the day before at the academy
    const moved = await call('PUT', `/cla_live_classes/${created.body.id}`, FACILITATOR, liveClass({ time: '00:30', time_zone: 'Africa/Lagos' }));
    expect(moved.status).toBe(200);
    expect(new Date(moved.body.starts_at).toISOString()).toBe(`${dayOffset(19)}T23:30:00.000Z`);

    // without a zone, the academy's as before
    const plain = await call('POST', '/cla_live_classes', FACILITATOR, liveClass({}));
    expect(new Date(plain.body.starts_at).toISOString()).toBe(`${dayOffset(20)}T19:00:00.000Z`);

    const unknown = await call('POST', '/cla_live_classes', FACILITATOR, liveClass({ time_zone: 'Lagos' }));
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors.time_zone).toEqual(['must be a valid time zone such as Africa/Lagos']);
  });

  const postAssignment = async (name: string, dueDate: string, extra: Record<string, unknown> = {}) => {
    const res = await call('POST', '/cla_assignments', FACILITATOR, {
      cla_assignment: { name, description: 'Do it.', due_date: dueDate, cla_course_id: minister, cla_user_id: facilitatorId, ...extra },
    });
    expect(res.status).toBe(201);
    return res.body as { id: number; due_at: string; past_due: boolean };
  };

  const totals = async () => {
    const book = (await call('GET', `/cla_gradebook?cla_cohort_id=1&cla_course_id=${minister}`, FACILITATOR)).body;
    const esther = book.students.find((s: { email: string }) => s.email === STUDENT);
    return { book, esther };
  };

  /** The Minister-Service Class's gradebook CSV as the facilitator downloads it, parsed. */
  const gradebookCsv = async () => {
    const csv = await t.app.inject({
      method: 'GET',
      url: `/api/v1/cla_gradebook/csv?cla_cohort_id=1&cla_course_id=${minister}`,
      headers: { authorization: `Bearer ${await t.signIn(FACILITATOR)}` },
    });
    return parse(csv.rawPayload, { bom: true }) as string[][];
  };

  it('an assignment due in 12 days is missing for nobody; one past due and not handed in counts 0 in every total', async () => {
    const before = await totals();
    const soon = await postAssignment('Due in twelve days', dayOffset(12));
    expect(soon).toMatchObject({ due_at: `${dayOffset(12)}T23:59:00.000Z`, past_due: false });

    const after = await totals();
    expect(after.book.assignments.find((a: { id: number }) => a.id === soon.id)).toMatchObject({ past_due: false });
    expect(after.book.students.map((s: { total_possible_score: number }) => s.total_possible_score)).toEqual(
      before.book.students.map((s: { total_possible_score: number }) => s.total_possible_score),
    );

    const gone = await postAssignment('Was due yesterday', dayOffset(-1), { due_time: '09:00' });
    expect(gone).toMatchObject({ due_at: `${dayOffset(-1)}T09:00:00.000Z`, past_due: true });
    const late = await totals();
    expect(late.esther.total_possible_score).toBe(before.esther.total_possible_score + 100);
    expect(late.esther.total_user_score).toBe(before.esther.total_user_score);

    // the CSV says the same, cell by cell
    const rows = await gradebookCsv();
    const header = rows[0]!;
    const row = rows.find((r) => r[1] === STUDENT)!;
    expect(row[header.indexOf('Minister-Service Class: Due in twelve days (status)')]).toBe(`due ${describeMoment(new Date(soon.due_at), 'UTC')}`);
    expect(row[header.indexOf('Minister-Service Class: Was due yesterday (status)')]).toBe('missing');
    expect(row[header.indexOf('Possible')]).toBe(String(late.esther.total_possible_score));

    // My Grades and the dashboard count it too
    const mine = (await call('GET', '/cla_gradebook/mine', STUDENT)).body;
    const course = mine.courses.find((c: { course_id: number }) => c.course_id === minister);
    expect(course.total_possible_score).toBe(late.esther.total_possible_score);
    expect(course.assignments.find((a: { id: number }) => a.id === soon.id)).toMatchObject({ past_due: false, submission: null });
    const whole = (await call('GET', '/cla_gradebook?cla_cohort_id=1', FACILITATOR)).body.students.find((s: { email: string }) => s.email === STUDENT);
    const own = (await call('GET', '/cla_dashboards/score_stats', STUDENT)).body;
    expect([own.total_user_score, own.total_possible_score]).toEqual([whole.total_user_score, whole.total_possible_score]);
    expect(mine.total_possible_score).toBe(own.total_possible_score);
  });

  it('work due before a student joined the cohort is not missing for them, nor does it lock them out: a newcomer, one moved in', async () => {
    const gone = await postAssignment('Due before they joined', dayOffset(-1), { due_time: '09:00' });
    const newcomer = (
      await t.db
        .insertInto('users')
        .values({ name: 'Nia Newcomer', email: 'nia@example.org', role_id: 1, cohort_id: 1, password_hash: 'not-a-hash' })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    const moved = await t.userId(OTHER_STUDENT);
    expect((await call('PUT', `/admin/users/${moved}/cohort`, ADMIN, { cla_cohort_id: 1 })).status).toBe(200);

    const { book, esther } = await totals();
    const row = (id: number) => book.students.find((s: { user_id: number }) => s.user_id === id);
    expect(esther.missing).toContain(gone.id);
    for (const id of [newcomer, moved]) expect(row(id)).toMatchObject({ missing: [], total_possible_score: 0 });

    // the CSV says why the cell is empty; My Grades says it to the student
    const rows = await gradebookCsv();
    const column = rows[0]!.indexOf('Minister-Service Class: Due before they joined (status)');
    expect(rows.find((r) => r[1] === 'nia@example.org')![column]).toBe('not counted');
    expect(rows.find((r) => r[1] === STUDENT)![column]).toBe('missing');
    const mine = (await call('GET', '/cla_gradebook/mine', OTHER_STUDENT)).body;
    const assignment = mine.courses.find((c: { course_id: number }) => c.course_id === minister).assignments.find((a: { id: number }) => a.id === gone.id);
    expect(assignment).toMatchObject({ past_due: true, missing: false, submission: null });
    expect((await call('GET', '/cla_dashboards/score_stats', OTHER_STUDENT)).body.total_possible_score).toBe(0);
    // their assignment list (and a facilitator's view as them) says the same: past due, not missing
    const listed = async (who: string) => ((await call('GET', '/cla_assignments', who)).body as { id: number }[]).find((a) => a.id === gone.id);
    expect(await listed(OTHER_STUDENT)).toMatchObject({ past_due: true, missing: false });
    expect(await listed(STUDENT)).toMatchObject({ past_due: true, missing: true });

    // nor are they locked out of the current course by a prerequisite that ran before they came
    const courses = (await call('GET', '/cla_courses?cohort_id=1', OTHER_STUDENT)).body;
    expect(courses.find((c: { id: number }) => c.id === minister)).toMatchObject({ locked: false, lock: null });
  });

  it('judges late against the due moment, not the day', async () => {
    const passed = await postAssignment('Due an hour ago', dayOffset(0), { due_time: '00:00' });
    const ahead = await postAssignment('Due next week', dayOffset(7), { due_time: '06:00', time_zone: 'Asia/Manila' });
    expect(ahead.due_at).toBe(`${dayOffset(6)}T22:00:00.000Z`);
    const hand = async (assignmentId: number) =>
      (
        await call('POST', '/cla_submissions', STUDENT, {
          cla_submission: {
            download_link: 'https://docs.example.org/work',
            cla_assignment_id: assignmentId,
            cla_facilitator_id: facilitatorId,
            cla_student_id: await t.userId(STUDENT),
          },
        })
      ).body as { id: number; late: boolean };
    expect((await hand(passed.id)).late).toBe(true);
    expect((await hand(ahead.id)).late).toBe(false);
  });
});

describe('migration of due dates to due moments', () => {
  it("keeps an existing assignment's meaning: 23:59 of its due date in the academy's zone", async () => {
    const database = await databaseBefore('050', { start_date: '2026-11-01', end_date: '2026-12-01' });
    try {
      await database.db
        .insertInto('assignments')
        .values({ course_id: database.courseId, owner_id: database.ownerId, name: 'A', description: 'A', due_date: '2026-11-27' })
        .execute();

      await migrate(database.db, { timeZone: 'Asia/Manila' });
      const row = await database.db.selectFrom('assignments').select('due_at').executeTakeFirstOrThrow();
      expect(new Date(row.due_at!).toISOString()).toBe('2026-11-27T15:59:00.000Z');
    } finally {
      await database.close();
    }
  });
});
