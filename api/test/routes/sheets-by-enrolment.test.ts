// Sheets by enrolment: a class's sheet lists the students enrolled in its cohort when it starts,
// and attendance totals count only the classes a student was enrolled for.
import { caller, dayOffset, FACILITATOR, STUDENT } from '../content-helpers';
import { createTestApp, type TestApp } from '../helpers';

const NEWCOMER = 'newcomer@example.org';
const MOVER = 'student3@example.org';

describe('attendance sheets by enrolment', () => {
  let t: TestApp;
  let call: ReturnType<typeof caller>;
  let facilitatorId: number;
  let newcomerId: number;
  let moverId: number;

  /** A class of cohort `cohortId`'s first course, `days` from today at 10:00 (UTC, the tests' academy zone). */
  const classOn = async (cohortId: number, days: number, name: string) => {
    const course = await t.db.selectFrom('courses').select(['id', 'owner_id']).where('cohort_id', '=', cohortId).orderBy('id').executeTakeFirstOrThrow();
    return (
      await t.db
        .insertInto('live_classes')
        .values({
          course_id: course.id,
          cohort_id: cohortId,
          owner_id: course.owner_id,
          name,
          date: dayOffset(days),
          time: '10:00',
          starts_at: `${dayOffset(days)}T10:00:00Z`,
          typed_time_zone: 'UTC',
          duration: 60,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  };
  const sheetNames = async (classId: number, who = FACILITATOR) =>
    ((await call('GET', `/cla_attendances/class_sheet?cla_live_class_id=${classId}`, who)).body.students as { name: string }[]).map((s) => s.name);

  beforeAll(async () => {
    t = await createTestApp();
    call = caller(t);
    facilitatorId = await t.userId(FACILITATOR);
    moverId = await t.userId(MOVER);
    const { password_hash } = await t.db.selectFrom('users').select('password_hash').where('email', '=', STUDENT).executeTakeFirstOrThrow();
    // joined cohort 1 yesterday
    newcomerId = (
      await t.db
        .insertInto('users')
        .values({ name: 'Nadia Newcomer', email: NEWCOMER, role_id: 1, cohort_id: 1, password_hash, cohort_joined_at: new Date(`${dayOffset(-1)}T09:00:00Z`) })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  });

  afterAll(async () => {
    await t.close();
  });

  it("leaves a student who joined yesterday off last week's sheet, and puts them on today's and later ones", async () => {
    const lastWeek = await classOn(1, -7, 'Last week');
    const tomorrow = await classOn(1, 1, 'Tomorrow');
    expect(await sheetNames(lastWeek)).not.toContain('Nadia Newcomer');
    expect(await sheetNames(lastWeek)).toContain('Esther Mensah');
    expect(await sheetNames(tomorrow)).toContain('Nadia Newcomer');

    const refused = await call('POST', '/cla_attendances/class_sheet', FACILITATOR, {
      cla_attendance_sheet: { cla_live_class_id: lastWeek, records: [{ cla_user_id: newcomerId, status: 'absent' }] },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.field_codes).toEqual({ records: [{ code: 'not_class_students' }] });
  });

  it('does not count them absent for a class held before they joined, even with a record of it', async () => {
    const lastWeek = await classOn(1, -6, 'Six days ago');
    // a record written before sheets knew who was enrolled
    await t.db
      .insertInto('attendances')
      .values({ live_class_id: lastWeek, user_id: newcomerId, cohort_id: 1, status: 'absent', present: false, recorded_by: facilitatorId })
      .execute();
    expect((await call('GET', '/cla_dashboards/attendance_stats', NEWCOMER)).body).toEqual({
      total_classes: 0,
      total_present: 0,
      excused_classes: 0,
      attendance_percentage: 0,
    });
    const summary = (await call('GET', '/cla_attendances/summary?cla_cohort_id=1', FACILITATOR)).body as { user_id: number; absent: number }[];
    expect(summary.find((row) => row.user_id === newcomerId)).toMatchObject({ absent: 0, attendance_percentage: 0 });
    const list = (await call('GET', '/cla_dashboards/student_list?cla_cohort_id=1', FACILITATOR)).body as {
      student: { user_id: number };
      user_attendance_percentage: { total_classes: number };
    }[];
    expect(list.find((item) => item.student.user_id === newcomerId)!.user_attendance_percentage.total_classes).toBe(0);
    // still on record in their own history
    expect((await call('GET', '/cla_attendances/mine', NEWCOMER)).body.map((row: { class_name: string }) => row.class_name)).toContain('Six days ago');
  });

  it('leaves them off the missing list of a class held before they joined, and refuses a record of it', async () => {
    const lastWeek = await classOn(1, -8, 'Eight days ago');
    const missing = async (classId: number) =>
      (
        (await call('GET', `/cla_attendances/missing_attendance?cla_live_class_id=${classId}&cla_cohort_id=1`, FACILITATOR)).body.data.missing_users as {
          name: string;
        }[]
      ).map((s) => s.name);
    expect(await missing(lastWeek)).not.toContain('Nadia Newcomer');
    expect(await missing(lastWeek)).toContain('Esther Mensah');
    expect(await missing(await classOn(1, 0, 'Today'))).toContain('Nadia Newcomer');

    const record = (userId: number) =>
      call('POST', '/cla_attendances', FACILITATOR, {
        cla_attendance: { cla_live_class_id: lastWeek, cla_user_id: userId, cla_cohort_id: '1', present: false },
      });
    const refused = await record(newcomerId);
    expect(refused.status).toBe(400);
    expect(refused.body.field_codes).toEqual({ cla_user_id: [{ code: 'not_class_student' }] });
    expect((await record(await t.userId(STUDENT))).status).toBe(201);
  });

  it("keeps a moved student on the old cohort's past sheets and puts them on the new cohort's future ones", async () => {
    const oldPast = await classOn(1, -5, 'Old cohort, past');
    await t.db.updateTable('users').set({ cohort_id: 2 }).where('id', '=', moverId).execute();
    const oldFuture = await classOn(1, 2, 'Old cohort, future');
    const newFuture = await classOn(2, 2, 'New cohort, future');
    const newPast = await classOn(2, -5, 'New cohort, past');
    expect(await sheetNames(oldPast)).toContain('Ruth Nwosu');
    expect(await sheetNames(oldFuture)).not.toContain('Ruth Nwosu');
    expect(await sheetNames(newFuture, 'facilitator2@example.org')).toContain('Ruth Nwosu');
    expect(await sheetNames(newPast, 'facilitator2@example.org')).not.toContain('Ruth Nwosu');

    const enrolments = await t.db.selectFrom('cohort_enrolments').select(['cohort_id', 'left_at']).where('user_id', '=', moverId).orderBy('id').execute();
    expect(enrolments.map((e) => [e.cohort_id, e.left_at === null])).toEqual([
      [1, false],
      [2, true],
    ]);
  });
});
