// View as a student: staff see the course list, locks and figures exactly as one student does,
// read only, and each look is audited.
import { caller, FACILITATOR, OTHER_FACILITATOR, STUDENT } from '../content-helpers';
import { createTestApp, type TestApp } from '../helpers';

describe('view as a student', () => {
  let t: TestApp;
  let call: ReturnType<typeof caller>;

  beforeAll(async () => {
    t = await createTestApp();
    call = caller(t);
  });

  afterAll(async () => {
    await t.close();
  });

  it("shows a facilitator the student's own course list, locks and figures, and audits it", async () => {
    const peter = await t.userId('student4@example.org');
    const view = await call('GET', `/cla_dashboards/student_view?cla_user_id=${peter}`, FACILITATOR);
    expect(view.status).toBe(200);
    // exactly what Peter's own calls answer
    expect(view.body.courses).toEqual((await call('GET', '/cla_courses', 'student4@example.org')).body);
    expect(view.body.courses.some((course: { locked: boolean }) => course.locked)).toBe(true);
    // and not what the facilitator's own course list says (no locks for staff)
    expect(view.body.courses).not.toEqual((await call('GET', '/cla_courses?cohort_id=1', FACILITATOR)).body);
    expect(view.body.score_stats).toEqual((await call('GET', '/cla_dashboards/score_stats', 'student4@example.org')).body);
    expect(view.body.attendance_stats).toEqual((await call('GET', '/cla_dashboards/attendance_stats', 'student4@example.org')).body);
    expect(view.body.student).toMatchObject({ user_id: peter, name: 'Peter Banda', cohort_id: 1, cohort_name: 'Cohort 1' });
    // their assignments as their own list answers them: handed in or not, and closed by their locks
    const assignments = view.body.assignments as { submitted: boolean; locked: boolean }[];
    expect(assignments).toEqual((await call('GET', '/cla_assignments', 'student4@example.org')).body);
    expect(assignments.some((assignment) => assignment.locked)).toBe(true);
    // the topics of the courses open to them, as their course pages get them; a locked course's stay closed
    const courses = view.body.courses as { id: number; locked: boolean }[];
    const openTopics = [];
    for (const course of courses.filter((c) => !c.locked)) {
      openTopics.push(...(await call('GET', `/cla_topics?cla_course_id=${course.id}`, 'student4@example.org')).body);
    }
    expect(openTopics.length).toBeGreaterThan(0);
    expect(view.body.topics).toEqual(openTopics);

    const audited = await t.db.selectFrom('audit_log').select(['actor_id', 'subject_id']).where('action', '=', 'user.view_as_student').execute();
    expect(audited).toEqual([{ actor_id: await t.userId(FACILITATOR), subject_id: peter }]);
  });

  it('refuses a student of a cohort the facilitator does not teach, and students themselves', async () => {
    const esther = await t.userId(STUDENT);
    expect((await call('GET', `/cla_dashboards/student_view?cla_user_id=${esther}`, OTHER_FACILITATOR)).status).toBe(404);
    expect((await call('GET', `/cla_dashboards/student_view?cla_user_id=${esther}`, STUDENT)).status).toBe(403);
  });
});
