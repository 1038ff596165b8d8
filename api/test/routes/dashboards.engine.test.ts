import { sql, type Kysely } from 'kysely';
import type { DB } from '../../src/db/schema';
import { studentFiguresQuery } from '../../src/queries/dashboards';
import { academyToday } from '../../src/queries/scope';
import { caller, FACILITATOR, OTHER_FACILITATOR, OTHER_STUDENT, STUDENT } from '../content-helpers';
import { createTestApp, type TestApp } from '../helpers';

/** Every course weighs assignments only, as the cohorts do until changed (migration 220). */
const DEFAULT_WEIGHTING = { assignments: 100, attendance: 0 };

/** Counts the statements sent to the database (transactions included) while `run` runs. */
async function countQueries(db: Kysely<DB>, run: () => Promise<unknown>): Promise<number> {
  type Connection = { executeQuery: (...args: unknown[]) => Promise<unknown> };
  const executor = db.getExecutor() as unknown as { provideConnection: (consumer: (c: Connection) => Promise<unknown>) => Promise<unknown> };
  const original = executor.provideConnection;
  let count = 0;
  executor.provideConnection = function (this: unknown, consumer) {
    return original.call(this, (connection: Connection) =>
      consumer(
        new Proxy(connection, {
          get(target, property) {
            if (property === 'executeQuery') {
              return (...args: unknown[]) => {
                count += 1;
                return target.executeQuery(...args);
              };
            }
            const value = (target as unknown as Record<string | symbol, unknown>)[property];
            return typeof value === 'function' ? value.bind(target) : value;
          },
        }),
      ),
    );
  };
  try {
    await run();
  } finally {
    executor.provideConnection = original;
  }
  return count;
}

describe('dashboards', () => {
  let t: TestApp;
  let call: ReturnType<typeof caller>;

  beforeAll(async () => {
    t = await createTestApp();
    call = caller(t);
  });

  afterAll(async () => {
    await t.close();
  });

  const stats = async (who: string) => {
    const out: Record<string, unknown> = {};
    for (const name of ['course_stats', 'score_stats', 'assignment_stats', 'attendance_stats']) {
      const res = await call('GET', `/cla_dashboards/${name}`, who);
      expect(res.status).toBe(200);
      Object.assign(out, res.body);
    }
    return out;
  };

  it("a student's four figures, by the documented definitions", async () => {
    expect(await stats(STUDENT)).toEqual({
      // four courses; only the first has ended, and she submitted both its assignments
      total_courses: 4,
      completed_courses: 1,
      completion_percentage: 25,
      // 85 + 92 marked, the third submission is unmarked: (85 + 92) / 200 = 88.5%
      total_user_score: 177,
      total_possible_score: 200,
      score_percentage: 89,
      weighted_percentage: 89,
      weighting: DEFAULT_WEIGHTING,
      total_assignments: 5,
      total_submissions: 3,
      submission_percentage: 60,
      total_classes: 5,
      total_present: 5,
      excused_classes: 0,
      attendance_percentage: 100,
    });
    expect(await stats('student4@example.org')).toEqual({
      total_courses: 4,
      completed_courses: 0,
      completion_percentage: 0,
      // nothing handed in: the three assignments past due count 0 each, the two not yet due are left out
      total_user_score: 0,
      total_possible_score: 300,
      score_percentage: 0,
      weighted_percentage: 0,
      weighting: DEFAULT_WEIGHTING,
      total_assignments: 5,
      total_submissions: 0,
      submission_percentage: 0,
      // one present of three records; a class without a record does not count
      total_classes: 3,
      total_present: 1,
      excused_classes: 0,
      attendance_percentage: 33,
    });
    expect(await stats('graduate@example.org')).toEqual({
      total_courses: 3,
      completed_courses: 3,
      completion_percentage: 100,
      total_user_score: 91 + 87 + 94,
      total_possible_score: 300,
      score_percentage: 91,
      weighted_percentage: 91,
      weighting: DEFAULT_WEIGHTING,
      total_assignments: 3,
      total_submissions: 3,
      submission_percentage: 100,
      total_classes: 4,
      total_present: 4,
      excused_classes: 0,
      attendance_percentage: 100,
    });
  });

  it('only about oneself, only for students', async () => {
    const esther = await t.userId(STUDENT);
    expect((await call('GET', `/cla_dashboards/course_stats?cla_cohort_id=1&cla_user_id=${esther}`, STUDENT)).status).toBe(200);
    expect((await call('GET', `/cla_dashboards/course_stats?cla_cohort_id=2&cla_user_id=${esther}`, STUDENT)).status).toBe(403);
    expect((await call('GET', `/cla_dashboards/score_stats?cla_user_id=${esther}`, 'student2@example.org')).status).toBe(403);
    expect((await call('GET', `/cla_dashboards/score_stats?cla_user_id=${esther}`, OTHER_STUDENT)).status).toBe(403);
    expect((await call('GET', `/cla_dashboards/score_stats?cla_user_id=${esther}`, FACILITATOR)).status).toBe(403);
    expect((await call('GET', '/cla_dashboards/desk_stats', STUDENT)).status).toBe(403);
    expect((await call('GET', '/cla_dashboards/student_list', STUDENT)).status).toBe(403);
    expect((await call('GET', '/cla_dashboards/attendance_stats', null)).status).toBe(401);
  });

  it('the dashboard in one call answers what the four figures and next up answer, on the same terms', async () => {
    for (const who of [STUDENT, 'student4@example.org', 'graduate@example.org']) {
      const res = await call('GET', '/cla_dashboards/student_dashboard', who);
      expect(res.status).toBe(200);
      const separate: Record<string, unknown> = {};
      for (const name of ['course_stats', 'score_stats', 'assignment_stats', 'attendance_stats', 'next_up']) {
        separate[name] = (await call('GET', `/cla_dashboards/${name}`, who)).body;
      }
      expect(res.body).toEqual(separate);
    }
    const esther = await t.userId(STUDENT);
    expect((await call('GET', `/cla_dashboards/student_dashboard?cla_cohort_id=1&cla_user_id=${esther}`, STUDENT)).status).toBe(200);
    expect((await call('GET', `/cla_dashboards/student_dashboard?cla_cohort_id=2`, STUDENT)).status).toBe(403);
    expect((await call('GET', `/cla_dashboards/student_dashboard?cla_user_id=${esther}`, OTHER_STUDENT)).status).toBe(403);
    expect((await call('GET', '/cla_dashboards/student_dashboard', FACILITATOR)).status).toBe(403);
    expect((await call('GET', '/cla_dashboards/student_dashboard', null)).status).toBe(401);
  });

  it("desk figures of the facilitator's own courses", async () => {
    expect((await call('GET', '/cla_dashboards/desk_stats', FACILITATOR)).body).toEqual({
      total_courses: 4,
      total_assignments: 5,
      total_live_classes: 11,
      total_submissions_without_score: 2,
      total_users: 5,
    });
    expect((await call('GET', '/cla_dashboards/desk_stats?cla_cohort_id=1', FACILITATOR)).body.total_courses).toBe(4);
    expect((await call('GET', '/cla_dashboards/desk_stats?cla_cohort_id=2', FACILITATOR)).body).toEqual({
      total_courses: 0,
      total_assignments: 0,
      total_live_classes: 0,
      total_submissions_without_score: 0,
      total_users: 0,
    });
    expect((await call('GET', '/cla_dashboards/desk_stats', OTHER_FACILITATOR)).body).toEqual({
      total_courses: 3,
      total_assignments: 3,
      total_live_classes: 4,
      total_submissions_without_score: 1,
      total_users: 2,
    });
  });

  it('student list: the same figures for every student the facilitator teaches', async () => {
    const res = await call('GET', '/cla_dashboards/student_list', FACILITATOR);
    expect(res.body.map((s: { student: { name: string } }) => s.student.name)).toEqual([
      'David Kamau',
      'Esther Mensah',
      'Mary Achieng',
      'Peter Banda',
      'Ruth Nwosu',
    ]);
    expect(res.body[0]).toEqual({
      student: { name: 'David Kamau', email: 'student2@example.org', user_id: await t.userId('student2@example.org'), deactivated: false },
      course_completion_rate: { completed_courses: 1, total_courses: 4, completion_percentage: 25 },
      user_submission_percentage: { total_submissions: 3, total_assignments: 5, submission_percentage: 60 },
      // 70 + 64 + 78 = 212 of 300
      user_score_percentage: { total_user_score: 212, total_possible_score: 300, score_percentage: 71, weighted_percentage: 71, weighting: DEFAULT_WEIGHTING },
      user_attendance_percentage: { total_present: 4, total_classes: 5, excused_classes: 0, attendance_percentage: 80 },
    });
    const esther = res.body[1];
    const own = await stats(STUDENT);
    expect(esther.course_completion_rate.completed_courses).toBe(own.completed_courses);
    expect(esther.user_score_percentage.score_percentage).toBe(own.score_percentage);
    expect((await call('GET', '/cla_dashboards/student_list?cla_cohort_id=2', FACILITATOR)).body).toEqual([]);
    expect((await call('GET', '/cla_dashboards/student_list', OTHER_FACILITATOR)).body.map((s: { student: { email: string } }) => s.student.email)).toEqual([
      'graduate@example.org',
      OTHER_STUDENT,
    ]);
  });

  it('the student list and the gradebook come in pages by name when asked: limit students after after_user_id', async () => {
    const whole = (await call('GET', '/cla_dashboards/student_list', FACILITATOR)).body;
    expect(whole).toHaveLength(5);
    const first = (await call('GET', '/cla_dashboards/student_list?limit=2', FACILITATOR)).body;
    expect(first).toEqual(whole.slice(0, 2));
    const next = await call('GET', `/cla_dashboards/student_list?limit=2&after_user_id=${first[1].student.user_id}`, FACILITATOR);
    expect(next.body).toEqual(whole.slice(2, 4));
    const last = await call('GET', `/cla_dashboards/student_list?limit=2&after_user_id=${whole[3].student.user_id}`, FACILITATOR);
    expect(last.body).toEqual(whole.slice(4));
    expect((await call('GET', '/cla_dashboards/student_list?limit=0', FACILITATOR)).status).toBe(400);

    const book = (await call('GET', '/cla_gradebook?cla_cohort_id=1', FACILITATOR)).body;
    expect(book.students).toHaveLength(5);
    const page = await call('GET', `/cla_gradebook?cla_cohort_id=1&limit=2&after_user_id=${book.students[0].user_id}`, FACILITATOR);
    expect(page.status).toBe(200);
    expect(page.body).toEqual({ ...book, students: book.students.slice(1, 3) });

    // a page reads only its own students' rows: every figure as the whole list counts it, of one course too
    const course = book.assignments[0].course_id;
    const courseBook = (await call('GET', `/cla_gradebook?cla_cohort_id=1&cla_course_id=${course}`, FACILITATOR)).body;
    const coursePage = await call(
      'GET',
      `/cla_gradebook?cla_cohort_id=1&cla_course_id=${course}&limit=3&after_user_id=${book.students[1].user_id}`,
      FACILITATOR,
    );
    expect(coursePage.body).toEqual({ ...courseBook, students: courseBook.students.slice(2, 5) });
    const others = (await call('GET', '/cla_dashboards/student_list', OTHER_FACILITATOR)).body;
    expect((await call('GET', '/cla_dashboards/student_list?limit=1', OTHER_FACILITATOR)).body).toEqual(others.slice(0, 1));
  });

  it('sends one query for the whole list, however many students', async () => {
    const headers = { authorization: `Bearer ${await t.signIn(FACILITATOR)}` };
    const list = () => t.app.inject({ method: 'GET', url: '/api/v1/cla_dashboards/student_list', headers });
    await list(); // the session is then cached, as it is for both counts below
    const before = await countQueries(t.db, list);
    const hash = (await t.db.selectFrom('users').select('password_hash').limit(1).executeTakeFirstOrThrow()).password_hash;
    await t.db
      .insertInto('users')
      .values(Array.from({ length: 40 }, (_, i) => ({ name: `Extra ${i}`, email: `extra${i}@example.org`, role_id: 1, cohort_id: 1, password_hash: hash })))
      .execute();
    const after = await countQueries(t.db, list);
    expect((await list()).json()).toHaveLength(45);
    // authentication, the taught cohorts, and the figures (in a transaction: begin, set, query, commit)
    expect(before).toBeLessThanOrEqual(7);
    expect(after).toBe(before);
  });

  it("plans a student's figures as one query: the weighted total is not run apart from it", async () => {
    const query = studentFiguresQuery(academyToday(t.config), { studentId: await t.userId(STUDENT) }, t.config.academyTimeZone);
    const { rows } = await sql<{ 'QUERY PLAN': string }>`explain ${query}`.execute(t.db);
    // a function left out of the plan shows there as a Function Scan, or by its name where it is called
    expect(rows.map((row) => row['QUERY PLAN']).join('\n')).not.toMatch(/Function Scan|student_grades|course_grades|counted_attendance|enrolled_at/);
  });

  it("deleting a course keeps the student's scores but drops it from course and assignment figures", async () => {
    const believer = await t.db
      .selectFrom('courses')
      .select('id')
      .where('name', '=', "Believer-Beginners' Class")
      .where('cohort_id', '=', 1)
      .executeTakeFirstOrThrow();
    expect((await call('DELETE', `/cla_courses/${believer.id}`, FACILITATOR)).status).toBe(204);
    expect(await stats(STUDENT)).toMatchObject({
      total_courses: 3,
      completed_courses: 0,
      total_user_score: 177,
      total_possible_score: 200,
      score_percentage: 89,
      weighted_percentage: 89,
      weighting: DEFAULT_WEIGHTING,
      total_assignments: 3,
      total_submissions: 1,
      submission_percentage: 33,
      total_classes: 5,
    });
    expect((await call('GET', '/cla_submissions', STUDENT)).body).toHaveLength(2);
  });
});
