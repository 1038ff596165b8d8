import { caller, dayOffset, FACILITATOR, OTHER_FACILITATOR, OTHER_STUDENT, STUDENT } from '../content-helpers';
import { createTestApp, type TestApp } from '../helpers';

describe('assignments and submissions', () => {
  let t: TestApp;
  let call: ReturnType<typeof caller>;
  const assignment: Record<string, number> = {};
  const course: Record<string, number> = {};
  let esther: number;

  beforeAll(async () => {
    t = await createTestApp();
    call = caller(t);
    for (const a of await t.db
      .selectFrom('assignments')
      .innerJoin('courses', 'courses.id', 'assignments.course_id')
      .select(['assignments.id', 'assignments.name', 'courses.cohort_id'])
      .execute()) {
      assignment[`${a.cohort_id}:${a.name}`] = a.id;
    }
    for (const c of await t.db.selectFrom('courses').select(['id', 'name', 'cohort_id']).execute()) course[`${c.cohort_id}:${c.name}`] = c.id;
    esther = await t.userId(STUDENT);
  });

  afterAll(async () => {
    await t.close();
  });

  const submit = (who: string, assignmentId: number, studentId: number, link = 'https://docs.example.org/my-work') =>
    call('POST', '/cla_submissions', who, {
      cla_submission: { download_link: link, cla_assignment_id: assignmentId, cla_facilitator_id: 1, cla_student_id: studentId },
    });

  it("lists a student's cohort's assignments with submitted and locked", async () => {
    const res = await call('GET', '/cla_assignments', STUDENT);
    expect(res.status).toBe(200);
    const byName = Object.fromEntries(res.body.map((a: { name: string; submitted: boolean; locked: boolean }) => [a.name, [a.submitted, a.locked]]));
    expect(byName).toEqual({
      'Personal testimony essay': [true, false],
      'Team presentation: the servant leader': [true, false],
      'Gifts inventory reflection': [true, false],
      'Service project plan': [false, false],
      // its course starts in 30 days
      'Ministry vision statement': [false, true],
    });
    expect(res.body[0]).toMatchObject({ course_name: "Believer-Beginners' Class", due_date: dayOffset(-60), cla_user_id: await t.userId(FACILITATOR) });
    // Ruth has not completed the first course: the current course's assignments are locked for her.
    const ruth = await call('GET', `/cla_assignments?cla_course_id=${course['1:Minister-Service Class']}`, 'student3@example.org');
    expect(ruth.body.map((a: { locked: boolean }) => a.locked)).toEqual([true, true]);
  });

  it('scopes assignments to the cohort or the owner', async () => {
    expect((await call('GET', '/cla_assignments', FACILITATOR)).body.every((a: { submitted: boolean; locked: boolean }) => !a.submitted && !a.locked)).toBe(
      true,
    );
    expect((await call('GET', '/cla_assignments', OTHER_FACILITATOR)).body).toHaveLength(3);
    expect((await call('GET', `/cla_assignments/${assignment['1:Service project plan']}`, OTHER_STUDENT)).status).toBe(404);
    expect((await call('GET', `/cla_assignments/${assignment['1:Service project plan']}`, OTHER_FACILITATOR)).status).toBe(404);
    expect((await call('GET', `/cla_assignments?cla_course_id=${course['2:Minister-Service Class']}`, STUDENT)).status).toBe(404);
  });

  it('submits once, only unlocked work of the own cohort, as oneself, with an https link', async () => {
    const plan = assignment['1:Service project plan']!;
    const first = await submit(STUDENT, plan, esther);
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      assignment_id: plan,
      assignment_name: 'Service project plan',
      student_name: 'Esther Mensah',
      student_email: STUDENT,
      status: 'unmarked',
      score: null,
    });
    const again = await submit(STUDENT, plan, esther);
    expect(again).toEqual({ status: 409, body: { error: 'You have already submitted this assignment.', code: 'already_submitted' } });
    expect((await submit(STUDENT, assignment['1:Ministry vision statement']!, esther)).status).toBe(403);
    expect((await submit(STUDENT, assignment['2:Service project plan']!, esther)).status).toBe(404);
    expect((await submit(STUDENT, plan, await t.userId('student2@example.org'))).status).toBe(403);
    expect((await submit(FACILITATOR, plan, esther)).status).toBe(403);
    for (const link of ['ftp://files.example.org/x', 'javascript:alert(1)', 'not a link']) {
      const res = await submit('student2@example.org', plan, await t.userId('student2@example.org'), link);
      expect(res.status).toBe(400);
      expect(res.body.errors.download_link).toEqual(['must be a web address starting with https://']);
    }
    const rows = await t.db.selectFrom('submissions').select('id').where('assignment_id', '=', plan).execute();
    expect(rows).toHaveLength(1);
  });

  it('two submissions racing for the same assignment store one', async () => {
    const plan = assignment['1:Service project plan']!;
    const david = await t.userId('student2@example.org');
    const results = await Promise.all([
      submit('student2@example.org', plan, david),
      submit('student2@example.org', plan, david),
      submit('student2@example.org', plan, david),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409]);
  });

  it('facilitators list unmarked work to their assignments; students their own marked work', async () => {
    const mine = await call('GET', '/cla_submissions', FACILITATOR);
    expect(mine.body.every((s: { status: string }) => s.status === 'unmarked')).toBe(true);
    expect(mine.body.map((s: { student_email: string; assignment_name: string }) => `${s.student_email} ${s.assignment_name}`)).toEqual([
      'student@example.org Gifts inventory reflection',
      'student3@example.org Gifts inventory reflection',
      'student@example.org Service project plan',
      'student2@example.org Service project plan',
    ]);
    expect((await call('GET', '/cla_submissions', OTHER_FACILITATOR)).body.map((s: { student_email: string }) => s.student_email)).toEqual([OTHER_STUDENT]);
    const own = await call('GET', `/cla_submissions?cla_user_id=${esther}`, STUDENT);
    expect(own.body.map((s: { score: number }) => s.score)).toEqual([85, 92]);
    expect((await call('GET', `/cla_submissions?cla_user_id=${esther}`, 'student2@example.org')).status).toBe(403);
  });

  it('the unmarked work comes in pages when asked: limit submissions after after_id, the pages making the whole', async () => {
    const whole = (await call('GET', '/cla_submissions', FACILITATOR)).body;
    expect(whole.length).toBeGreaterThanOrEqual(4);
    const first = (await call('GET', '/cla_submissions?limit=2', FACILITATOR)).body;
    expect(first).toEqual(whole.slice(0, 2));
    const rest = (await call('GET', `/cla_submissions?limit=100&after_id=${first[1].id}`, FACILITATOR)).body;
    expect(rest).toEqual(whole.slice(2));
    expect((await call('GET', '/cla_submissions?limit=2', STUDENT)).body).toHaveLength(2);
  });

  it('marks: only the owning facilitator, a whole percent 0-100', async () => {
    const [pending] = (await call('GET', '/cla_submissions', FACILITATOR)).body;
    const url = `/cla_submissions/${pending.id}`;
    expect((await call('PUT', url, OTHER_FACILITATOR, { cla_submission: { score: 50 } })).status).toBe(404);
    expect((await call('PUT', url, STUDENT, { cla_submission: { score: 50 } })).status).toBe(403);
    for (const score of [101, -1, 2.5, '80', null]) {
      const res = await call('PUT', url, FACILITATOR, { cla_submission: { score } });
      expect(res.status).toBe(400);
      expect(res.body.errors.score).toBeDefined();
    }
    const marked = await call('PUT', url, FACILITATOR, { cla_submission: { score: 80 } });
    expect(marked.body).toMatchObject({ id: pending.id, status: 'marked', score: 80 });
    expect((await call('GET', '/cla_submissions', FACILITATOR)).body.some((s: { id: number }) => s.id === pending.id)).toBe(false);
    expect((await call('GET', '/cla_submissions', STUDENT)).body.map((s: { score: number }) => s.score)).toEqual([85, 92, 80]);
    const row = await t.db.selectFrom('submissions').select(['marked_by', 'marked_at']).where('id', '=', pending.id).executeTakeFirstOrThrow();
    expect(row.marked_by).toBe(await t.userId(FACILITATOR));
    expect(row.marked_at).not.toBeNull();
  });

  it('creates, updates and soft-deletes assignments; submissions under them are kept', async () => {
    const me = await t.userId(FACILITATOR);
    const minister = course['1:Minister-Service Class']!;
    const payload = {
      cla_assignment: { name: 'Reading log', description: 'Log your reading.', due_date: dayOffset(5), cla_course_id: minister, cla_user_id: me },
    };
    const created = await call('POST', '/cla_assignments', FACILITATOR, payload);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: 'Reading log', course_name: 'Minister-Service Class', submitted: false, locked: false });
    expect(
      (
        await call('POST', '/cla_assignments', OTHER_FACILITATOR, {
          cla_assignment: { ...payload.cla_assignment, cla_user_id: await t.userId(OTHER_FACILITATOR) },
        })
      ).status,
    ).toBe(404);
    expect((await call('POST', '/cla_assignments', FACILITATOR, { cla_assignment: { ...payload.cla_assignment, cla_user_id: me + 1 } })).status).toBe(403);
    const id = created.body.id;
    const updated = await call('PUT', `/cla_assignments/${id}`, FACILITATOR, { cla_assignment: { ...payload.cla_assignment, name: 'Reading journal' } });
    expect(updated.body.name).toBe('Reading journal');
    expect((await submit(STUDENT, id, esther)).status).toBe(201);

    expect((await call('DELETE', `/cla_assignments/${id}`, OTHER_FACILITATOR)).status).toBe(404);
    expect((await call('DELETE', `/cla_assignments/${id}`, FACILITATOR)).status).toBe(204);
    expect((await call('GET', `/cla_assignments/${id}`, STUDENT)).status).toBe(404);
    expect((await submit('student2@example.org', id, await t.userId('student2@example.org'))).status).toBe(404);
    expect(await t.db.selectFrom('submissions').select('id').where('assignment_id', '=', id).execute()).toHaveLength(1);
  });
});
