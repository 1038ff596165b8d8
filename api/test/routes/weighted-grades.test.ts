// Weighted grades: a course weighted 60/40 gives one weighted total, the same on the dashboard,
// the student list, My Grades, the gradebook and its CSV, and the certificate's pass mark follows it.
import { parse } from 'csv-parse/sync';
import { ADMIN, caller, dayOffset, FACILITATOR, STUDENT } from '../content-helpers';
import { createTestApp, type TestApp } from '../helpers';

const WEIGHED = 'weighed-student@example.org';

describe('weighted grades', () => {
  let t: TestApp;
  let call: ReturnType<typeof caller>;
  let cohortId: number;
  let courseId: number;
  let studentId: number;
  const courseBody = (changes: Record<string, unknown> = {}) => ({
    cla_course: {
      name: 'Weighed Leadership',
      description: 'Assignments 60, attendance 40.',
      cla_cohort_id: cohortId,
      start_date: dayOffset(-30),
      end_date: dayOffset(-1),
      cla_user_id: facilitatorId,
      grade_weights: { assignments: 60, attendance: 40 },
      pass_mark: 70,
      ...changes,
    },
  });
  let facilitatorId: number;

  beforeAll(async () => {
    t = await createTestApp();
    call = caller(t);
    facilitatorId = await t.userId(FACILITATOR);
    cohortId = (await t.db.insertInto('cohorts').values({ name: 'Weighed Cohort' }).returning('id').executeTakeFirstOrThrow()).id;
    await t.db.insertInto('cohort_facilitators').values({ cohort_id: cohortId, user_id: facilitatorId }).execute();
    const { password_hash } = await t.db.selectFrom('users').select('password_hash').where('email', '=', STUDENT).executeTakeFirstOrThrow();
    studentId = (
      await t.db
        .insertInto('users')
        .values({
          name: 'Wanjiru Weighed',
          email: WEIGHED,
          role_id: 1,
          cohort_id: cohortId,
          password_hash,
          cohort_joined_at: new Date(`${dayOffset(-60)}T00:00:00Z`),
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  });

  afterAll(async () => {
    await t.close();
  });

  it("lets an administrator set a cohort's default weighting, which its courses without their own take, and audits it", async () => {
    const url = `/admin/cohorts/${cohortId}/grade_weights`;
    const refused = await call('PUT', url, ADMIN, { grade_weights: { assignments: 70, attendance: 20 } });
    expect(refused.status).toBe(400);
    expect(refused.body.field_codes).toEqual({ grade_weights: [{ code: 'weights_not_100' }] });
    expect((await call('PUT', url, ADMIN, { grade_weights: { assignments: 130, attendance: -30 } })).status).toBe(400);
    expect((await call('PUT', url, FACILITATOR, { grade_weights: { assignments: 70, attendance: 30 } })).status).toBe(403);
    expect((await call('PUT', '/admin/cohorts/999999/grade_weights', ADMIN, { grade_weights: { assignments: 70, attendance: 30 } })).status).toBe(404);

    const saved = await call('PUT', url, ADMIN, { grade_weights: { assignments: 70, attendance: 30 } });
    expect(saved.status).toBe(200);
    expect(saved.body.grade_weights).toEqual({ assignments: 70, attendance: 30 });
    const listed = (await call('GET', '/admin/cohorts', ADMIN)).body as { id: number; grade_weights: unknown }[];
    expect(listed.find((cohort) => cohort.id === cohortId)!.grade_weights).toEqual({ assignments: 70, attendance: 30 });
    const course = await call('POST', '/cla_courses', FACILITATOR, courseBody({ name: 'Cohort-weighed course', grade_weights: null }));
    expect(course.status).toBe(201);
    expect(course.body).toMatchObject({ grade_weights: { assignments: 70, attendance: 30 }, own_grade_weights: false });
    const audit = await t.db.selectFrom('audit_log').select(['old_values', 'new_values']).where('action', '=', 'cohort.grade_weights').execute();
    expect(audit).toEqual([
      { old_values: { grade_weights: { assignments: 100, attendance: 0 } }, new_values: { grade_weights: { assignments: 70, attendance: 30 } } },
    ]);
    // back to the default, for the tests below
    expect((await call('PUT', url, ADMIN, { grade_weights: { assignments: 100, attendance: 0 } })).status).toBe(200);
    expect((await call('DELETE', `/cla_courses/${course.body.id}`, FACILITATOR)).status).toBe(204);
  });

  it('refuses weights that do not add up to 100', async () => {
    const res = await call('POST', '/cla_courses', FACILITATOR, courseBody({ grade_weights: { assignments: 60, attendance: 30 } }));
    expect(res.status).toBe(400);
    expect(res.body.field_codes).toEqual({ grade_weights: [{ code: 'weights_not_100' }] });
  });

  it('gives one weighted total everywhere, and the certificate follows it', async () => {
    const created = await call('POST', '/cla_courses', FACILITATOR, courseBody());
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ grade_weights: { assignments: 60, attendance: 40 }, own_grade_weights: true, pass_mark: 70 });
    courseId = created.body.id;

    // Work: 80 on an assignment weighing 1, 60 on one weighing 3: (80 + 3 x 60) / 4 = 65%.
    const assignment = async (name: string, due: number, weight: number) =>
      (
        await call('POST', '/cla_assignments', FACILITATOR, {
          cla_assignment: { name, description: 'Do it.', due_date: dayOffset(due), cla_course_id: courseId, cla_user_id: facilitatorId, weight },
        })
      ).body;
    const light = await assignment('Light essay', -20, 1);
    const heavy = await assignment('Heavy project', -10, 3);
    expect([light.weight, heavy.weight]).toEqual([1, 3]);
    for (const [assignmentId, score] of [
      [light.id, 80],
      [heavy.id, 60],
    ] as const) {
      await t.db
        .insertInto('submissions')
        .values({
          assignment_id: assignmentId,
          student_id: studentId,
          download_link: 'https://docs.google.com/document/d/weighed/edit',
          submitted_at: new Date(`${dayOffset(-25)}T10:00:00Z`),
          score,
          marked_by: facilitatorId,
          marked_at: new Date(),
        })
        .execute();
    }
    // Attendance: present, late, absent, excused: 2 of 3 counted classes.
    for (const [index, status] of (['present', 'late', 'absent', 'excused'] as const).entries()) {
      const live = await t.db
        .insertInto('live_classes')
        .values({
          course_id: courseId,
          cohort_id: cohortId,
          owner_id: facilitatorId,
          name: `Class ${index + 1}`,
          date: dayOffset(-28 + index * 7),
          time: '10:00',
          starts_at: `${dayOffset(-28 + index * 7)}T10:00:00Z`,
          typed_time_zone: 'UTC',
          duration: 60,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await t.db
        .insertInto('attendances')
        .values({
          live_class_id: live.id,
          user_id: studentId,
          cohort_id: cohortId,
          status,
          present: status === 'present' || status === 'late',
          recorded_by: facilitatorId,
        })
        .execute();
    }

    // 0.6 x 65 + 0.4 x 66.7 = 65.7: 66%, beside the unweighted 70% (140 of 200).
    const weighting = { assignments: 60, attendance: 40 };
    const stats = (await call('GET', '/cla_dashboards/score_stats', WEIGHED)).body;
    expect(stats).toEqual({ score_percentage: 70, total_user_score: 140, total_possible_score: 200, weighted_percentage: 66, weighting });

    const list = (await call('GET', `/cla_dashboards/student_list?cla_cohort_id=${cohortId}`, FACILITATOR)).body;
    expect(list[0].user_score_percentage).toMatchObject({ weighted_percentage: 66, weighting });

    const grades = (await call('GET', '/cla_gradebook/mine', WEIGHED)).body;
    expect(grades).toMatchObject({ weighted_percentage: 66, weighting });
    expect(grades.courses[0]).toMatchObject({ weighted_percentage: 66, weighting, pass_mark: 70 });
    expect(grades.courses[0].assignments.map((a: { weight: number }) => a.weight)).toEqual([1, 3]);

    for (const query of [`cla_cohort_id=${cohortId}`, `cla_cohort_id=${cohortId}&cla_course_id=${courseId}`]) {
      const book = (await call('GET', `/cla_gradebook?${query}`, FACILITATOR)).body;
      expect(book.students[0]).toMatchObject({ weighted_percentage: 66, weighting, score_percentage: 70 });
      const token = await t.signIn(FACILITATOR);
      const res = await t.app.inject({ method: 'GET', url: `/api/v1/cla_gradebook/csv?${query}`, headers: { authorization: `Bearer ${token}` } });
      const [header, row] = parse(res.rawPayload, { bom: true }) as string[][];
      const column = (name: string) => row![header!.indexOf(name)];
      expect([column('Percentage'), column('Weighted percentage'), column('Assignments weight %'), column('Attendance weight %')]).toEqual([
        '70',
        '66',
        '60',
        '40',
      ]);
    }

    // The pass mark asks 70% weighted: 66% is not enough, whatever the unweighted 70%.
    const refused = (await call('GET', '/certificates/mine', WEIGHED)).body;
    expect(refused).toMatchObject({ eligible: false, code: null });
    expect(refused.remaining).toEqual(['Weighed Leadership: reach 70% weighted (assignments 60%, attendance 40%); now 66%']);

    const lowered = await call('PUT', `/cla_courses/${courseId}`, FACILITATOR, courseBody({ pass_mark: 65 }));
    expect(lowered.body.pass_mark).toBe(65);
    expect((await call('GET', '/certificates/mine', WEIGHED)).body).toMatchObject({ eligible: true, remaining: [] });
  });

  it("takes the cohort's weighting when the course has none", async () => {
    await call('PUT', `/cla_courses/${courseId}`, FACILITATOR, courseBody({ grade_weights: null }));
    const course = (await call('GET', `/cla_courses/${courseId}`, FACILITATOR)).body;
    expect(course).toMatchObject({ grade_weights: { assignments: 100, attendance: 0 }, own_grade_weights: false });
    // Assignments only, each by its weight: 65%.
    expect((await call('GET', '/cla_dashboards/score_stats', WEIGHED)).body).toMatchObject({ weighted_percentage: 65, weighting: course.grade_weights });

    await t.db.updateTable('cohorts').set({ assignments_weight: 50, attendance_weight: 50 }).where('id', '=', cohortId).execute();
    // 0.5 x 65 + 0.5 x 66.7 = 65.8: 66%.
    expect((await call('GET', '/cla_gradebook/mine', WEIGHED)).body).toMatchObject({ weighted_percentage: 66, weighting: { assignments: 50, attendance: 50 } });
  });

  it('equals the score percentage while every weight is the default', async () => {
    const list = (await call('GET', '/cla_dashboards/student_list?cla_cohort_id=1', FACILITATOR)).body as {
      user_score_percentage: { score_percentage: number; weighted_percentage: number; weighting: unknown };
    }[];
    expect(list.length).toBeGreaterThan(1);
    for (const { user_score_percentage: score } of list) {
      expect(score.weighted_percentage).toBe(score.score_percentage);
      expect(score.weighting).toEqual({ assignments: 100, attendance: 0 });
    }
  });
});
