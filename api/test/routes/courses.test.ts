import { caller, dayOffset, FACILITATOR, OTHER_FACILITATOR, OTHER_STUDENT, STUDENT } from '../content-helpers';
import { createTestApp, type TestApp } from '../helpers';

describe('courses and topics', () => {
  let t: TestApp;
  let call: ReturnType<typeof caller>;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    t = await createTestApp();
    call = caller(t);
    const courses = await t.db.selectFrom('courses').select(['id', 'name', 'cohort_id']).execute();
    for (const c of courses) ids[`${c.cohort_id}:${c.name}`] = c.id;
  });

  afterAll(async () => {
    await t.close();
  });

  const believer = () => ids["1:Believer-Beginners' Class"]!;
  const minister = () => ids['1:Minister-Service Class']!;
  const leader = () => ids['1:Leader-Managerial Class']!;
  const extra = () => ids['1:Prayer and Devotional Life']!;
  const lockOf = async (who: string) => {
    const res = await call('GET', '/cla_courses', who);
    expect(res.status).toBe(200);
    return Object.fromEntries(res.body.map((c: { id: number; locked: boolean }) => [c.id, c.locked]));
  };

  it("lists a student's own cohort's courses by start date with owner name and counts", async () => {
    const res = await call('GET', '/cla_courses/', STUDENT);
    expect(res.status).toBe(200);
    expect(res.body.map((c: { id: number }) => c.id)).toEqual([believer(), minister(), extra(), leader()]);
    const ministerCourse = res.body[1];
    expect(ministerCourse).toMatchObject({
      name: 'Minister-Service Class',
      category: 'program',
      cla_cohort_id: 1,
      start_date: dayOffset(-15),
      end_date: dayOffset(15),
      facilitator: 'Grace Adeyemi',
      topics: 3,
      assignments: 2,
      liveClasses: 5,
      // dated today (2) and in 7 days (1); the two past ones are not pending
      pendingLiveClasses: 3,
    });
    expect(res.body.find((c: { id: number }) => c.id === extra()).category).toBe('extra');
  });

  it('locks by start date and by completion of the previous program course', async () => {
    // Esther submitted both assignments of the ended first course: the current one is open.
    expect(await lockOf(STUDENT)).toEqual({ [believer()]: false, [minister()]: false, [extra()]: false, [leader()]: true });
    // Ruth submitted only one of its two assignments; Peter none.
    expect((await lockOf('student3@example.org'))[minister()]).toBe(true);
    expect((await lockOf('student4@example.org'))[minister()]).toBe(true);
    // Facilitators never see locks.
    expect(Object.values(await lockOf(FACILITATOR)).every((locked) => locked === false)).toBe(true);
  });

  it('unlocks the next course once the student submits the missing work of the ended course', async () => {
    const assignments = await call('GET', `/cla_assignments?cla_course_id=${believer()}`, 'student3@example.org');
    const missing = assignments.body.find((a: { submitted: boolean }) => !a.submitted);
    expect(missing).toBeDefined();
    expect((await call('GET', `/cla_topics?cla_course_id=${minister()}`, 'student3@example.org')).status).toBe(403);
    const student3 = await t.userId('student3@example.org');
    const submitted = await call('POST', '/cla_submissions', 'student3@example.org', {
      cla_submission: { download_link: 'https://example.org/work.pdf', cla_assignment_id: missing.id, cla_facilitator_id: 1, cla_student_id: student3 },
    });
    expect(submitted.status).toBe(201);
    expect((await lockOf('student3@example.org'))[minister()]).toBe(false);
    expect((await call('GET', `/cla_topics?cla_course_id=${minister()}`, 'student3@example.org')).status).toBe(200);
    const stats = await call('GET', '/cla_dashboards/course_stats', 'student3@example.org');
    expect(stats.body).toEqual({ total_courses: 4, completed_courses: 1, completion_percentage: 25 });
  });

  it('a deleted assignment no longer counts for completion', async () => {
    // Peter (student4) submitted nothing: give him the essay only, then delete the presentation.
    const peter = await t.userId('student4@example.org');
    const [essay, presentation] = await t.db.selectFrom('assignments').select('id').where('course_id', '=', believer()).orderBy('id').execute();
    await t.db.insertInto('submissions').values({ assignment_id: essay!.id, student_id: peter, download_link: 'https://example.org/e' }).execute();
    expect((await lockOf('student4@example.org'))[minister()]).toBe(true);
    expect((await call('DELETE', `/cla_assignments/${presentation!.id}`, FACILITATOR)).status).toBe(204);
    expect((await lockOf('student4@example.org'))[minister()]).toBe(false);
    expect((await call('GET', '/cla_dashboards/course_stats', 'student4@example.org')).body.completed_courses).toBe(1);
    // Esther's marked presentation is kept and still counts in her scores.
    expect((await call('GET', '/cla_dashboards/score_stats', STUDENT)).body).toEqual({
      total_user_score: 85 + 92,
      total_possible_score: 200,
      score_percentage: 89,
      weighted_percentage: 89,
      weighting: { assignments: 100, attendance: 0 },
    });
  });

  it('scopes reads: own cohort for students, own courses for facilitators', async () => {
    expect((await call('GET', `/cla_courses/${minister()}`, STUDENT)).status).toBe(200);
    expect((await call('GET', `/cla_courses/${minister()}`, OTHER_STUDENT)).status).toBe(404);
    expect((await call('GET', `/cla_courses/${minister()}`, OTHER_FACILITATOR)).status).toBe(404);
    expect((await call('GET', '/cla_courses?cohort_id=2', STUDENT)).status).toBe(403);
    expect((await call('GET', '/cla_courses?cohort_id=1', STUDENT)).status).toBe(200);
    const me = await t.userId(FACILITATOR);
    expect((await call('GET', `/cla_courses?cla_user_id=${me}`, FACILITATOR)).body).toHaveLength(4);
    expect((await call('GET', `/cla_courses?cla_user_id=${me}`, OTHER_FACILITATOR)).status).toBe(403);
    expect((await call('GET', '/cla_courses', OTHER_FACILITATOR)).body.map((c: { cla_cohort_id: number }) => c.cla_cohort_id)).toEqual([2, 2, 2]);
    expect((await call('GET', '/cla_courses', null)).status).toBe(401);
  });

  it("get_course_ids: the cohort's courses for its students, own courses for a facilitator", async () => {
    expect((await call('GET', '/cla_courses/get_course_ids?cla_cohort_id=1', STUDENT)).body).toEqual({
      course_ids: [believer(), minister(), extra(), leader()],
    });
    expect((await call('GET', '/cla_courses/get_course_ids?cla_cohort_id=2', STUDENT)).status).toBe(403);
    expect((await call('GET', '/cla_courses/get_course_ids?cla_cohort_id=1', OTHER_FACILITATOR)).body).toEqual({ course_ids: [] });
  });

  it('creates, updates and soft-deletes a course; only the owner may write', async () => {
    const me = await t.userId(FACILITATOR);
    const payload = {
      cla_course: {
        name: 'Preaching Workshop',
        description: 'Practice sermons.',
        cla_cohort_id: 1,
        start_date: dayOffset(100),
        end_date: dayOffset(120),
        cla_user_id: me,
      },
    };
    const created = await call('POST', '/cla_courses', FACILITATOR, payload);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: 'Preaching Workshop',
      category: 'program',
      cla_user_id: me,
      facilitator: 'Grace Adeyemi',
      locked: false,
      topics: 0,
    });
    const id = created.body.id;
    // Students of the cohort see it, locked until it starts.
    expect((await call('GET', `/cla_courses/${id}`, STUDENT)).body.locked).toBe(true);

    expect((await call('POST', '/cla_courses', FACILITATOR, { cla_course: { ...payload.cla_course, cla_user_id: me + 100 } })).status).toBe(403);
    expect((await call('POST', '/cla_courses', STUDENT, payload)).status).toBe(403);
    const badDates = await call('POST', '/cla_courses', FACILITATOR, { cla_course: { ...payload.cla_course, end_date: dayOffset(90) } });
    expect(badDates.status).toBe(400);
    expect(badDates.body.errors.end_date).toEqual(['must not be before the start date']);
    const noCohort = await call('POST', '/cla_courses', FACILITATOR, { cla_course: { ...payload.cla_course, cla_cohort_id: 999 } });
    expect(noCohort.body).toEqual({
      errors: { cla_cohort_id: ['is not a known cohort'] },
      error: expect.any(String),
      code: 'invalid_fields',
      field_codes: { cla_cohort_id: [{ code: 'unknown_cohort' }] },
    });

    const update = { cla_course: { ...payload.cla_course, name: 'Preaching Lab', category: 'extra' as const } };
    expect(
      (await call('PUT', `/cla_courses/${id}`, OTHER_FACILITATOR, { cla_course: { ...update.cla_course, cla_user_id: await t.userId(OTHER_FACILITATOR) } }))
        .status,
    ).toBe(404);
    const updated = await call('PUT', `/cla_courses/${id}`, FACILITATOR, update);
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ name: 'Preaching Lab', category: 'extra' });

    expect((await call('DELETE', `/cla_courses/${id}`, OTHER_FACILITATOR)).status).toBe(404);
    expect((await call('DELETE', `/cla_courses/${id}`, FACILITATOR)).status).toBe(204);
    expect((await call('GET', `/cla_courses/${id}`, FACILITATOR)).status).toBe(404);
    expect((await call('DELETE', `/cla_courses/${id}`, FACILITATOR)).status).toBe(404);
    expect((await call('GET', '/cla_courses', FACILITATOR)).body.some((c: { id: number }) => c.id === id)).toBe(false);
    const row = await t.db.selectFrom('courses').select('deleted_at').where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.deleted_at).not.toBeNull();
  });

  it("every write is in the student's next course list, read again and again in between", async () => {
    const names = async () => {
      const reads = await Promise.all([1, 2, 3].map(() => call('GET', '/cla_courses', STUDENT)));
      for (const read of reads) expect(read.body).toEqual(reads[0]!.body);
      return reads[0]!.body.map((c: { name: string }) => c.name);
    };
    const me = await t.userId(FACILITATOR);
    const course = { name: 'Choir Practice', description: 'Songs.', cla_cohort_id: 1, start_date: dayOffset(-1), end_date: dayOffset(5), cla_user_id: me };
    expect(await names()).not.toContain('Choir Practice');
    const created = await call('POST', '/cla_courses', FACILITATOR, { cla_course: course });
    expect(await names()).toContain('Choir Practice');
    await call('PUT', `/cla_courses/${created.body.id}`, FACILITATOR, { cla_course: { ...course, name: 'Choir Rehearsal' } });
    expect(await names()).toEqual(expect.arrayContaining(['Choir Rehearsal']));
    await call('DELETE', `/cla_courses/${created.body.id}`, FACILITATOR);
    expect(await names()).not.toContain('Choir Rehearsal');
  });

  it('topics: listed in scope, written by the owner, hard deleted', async () => {
    const list = await call('GET', `/cla_topics?cla_course_id=${believer()}`, STUDENT);
    expect(list.status).toBe(200);
    expect(list.body).toHaveLength(3);
    expect(list.body[0]).toEqual({
      id: expect.any(Number),
      name: 'Identity in Christ',
      description: expect.stringContaining('youtube.com'),
      cla_course_id: believer(),
    });
    expect((await call('GET', `/cla_topics?cla_course_id=${leader()}`, STUDENT)).status).toBe(403);
    expect((await call('GET', `/cla_topics?cla_course_id=${leader()}`, FACILITATOR)).status).toBe(200);
    expect((await call('GET', `/cla_topics?cla_course_id=${believer()}`, OTHER_STUDENT)).status).toBe(404);

    const created = await call('POST', '/cla_topics', FACILITATOR, { topic: { name: 'Fasting', description: 'Why and how.', cla_course_id: leader() } });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: 'Fasting', cla_course_id: leader() });
    const other = await call('POST', '/cla_topics', OTHER_FACILITATOR, { topic: { name: 'X', description: 'Y', cla_course_id: leader() } });
    expect(other.status).toBe(404);
    const id = created.body.id;
    const updated = await call('PUT', `/cla_topics/${id}`, FACILITATOR, {
      topic: { name: 'Fasting and prayer', description: 'Why and how.', cla_course_id: leader() },
    });
    expect(updated.body.name).toBe('Fasting and prayer');
    expect((await call('PUT', `/cla_topics/${id}`, OTHER_FACILITATOR, { topic: { name: 'Z', description: 'Y', cla_course_id: leader() } })).status).toBe(404);
    expect((await call('DELETE', `/cla_topics/${id}`, OTHER_FACILITATOR)).status).toBe(404);
    expect((await call('DELETE', `/cla_topics/${id}`, FACILITATOR)).status).toBe(204);
    expect(await t.db.selectFrom('topics').select('id').where('id', '=', id).executeTakeFirst()).toBeUndefined();
  });

  it('topics: the owner sets their order, which every reader then gets; a new topic goes last; the whole list or nothing', async () => {
    const names = async () => ((await call('GET', `/cla_topics?cla_course_id=${believer()}`, STUDENT)).body as { name: string }[]).map((topic) => topic.name);
    const topics = (await call('GET', `/cla_topics?cla_course_id=${believer()}`, FACILITATOR)).body as { id: number; name: string }[];
    const reversed = topics.map((topic) => topic.id).reverse();
    const order = (ids: number[], caller = FACILITATOR) => call('PUT', '/cla_topics/order', caller, { cla_course_id: believer(), ids });

    expect((await order(reversed, OTHER_FACILITATOR)).status).toBe(404);
    expect((await order(reversed.slice(1))).status).toBe(400);
    expect(await names()).toEqual(topics.map((topic) => topic.name));
    const moved = await order(reversed);
    expect(moved.status).toBe(200);
    expect(moved.body.map((topic: { id: number }) => topic.id)).toEqual(reversed);
    expect(await names()).toEqual(topics.map((topic) => topic.name).reverse());

    await call('POST', '/cla_topics', FACILITATOR, { topic: { name: 'Added after the order', description: 'x', cla_course_id: believer() } });
    expect((await names()).at(-1)).toBe('Added after the order');
  });
});
