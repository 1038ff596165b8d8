// Attendance you can correct: the owning facilitator or an administrator corrects a recorded class,
// every change audited with its old and new status; no sheet before the class starts; the sheet
// and its CSV name the class, its cohort and its date.
import { ADMIN, caller, dayOffset, FACILITATOR, OTHER_FACILITATOR } from '../content-helpers';
import { createTestApp, type TestApp } from '../helpers';
import { CLASS_NOT_STARTED } from '../../src/routes/attendances';

describe('attendance corrections', () => {
  let t: TestApp;
  let call: ReturnType<typeof caller>;
  let minister: number;

  beforeAll(async () => {
    t = await createTestApp();
    call = caller(t);
    minister = (await t.db.selectFrom('courses').select('id').where('name', '=', 'Minister-Service Class').executeTakeFirstOrThrow()).id;
  });

  afterAll(async () => {
    await t.close();
  });

  const addClass = async (name: string, date: string, time: string) =>
    (
      await t.db
        .insertInto('live_classes')
        .values({
          course_id: minister,
          cohort_id: 1,
          owner_id: await t.userId(FACILITATOR),
          name,
          date,
          time,
          starts_at: `${date}T${time}:00Z`,
          typed_time_zone: 'UTC',
          duration: 60,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const sheetBody = (classId: number, records: { cla_user_id: number; status: string }[]) => ({
    cla_attendance_sheet: { cla_live_class_id: classId, records },
  });

  it('corrects a recorded class through PUT, auditing old and new statuses, for the owner and administrators', async () => {
    const classId = await addClass('Prayer workshop: corrections', dayOffset(0), '00:00');
    const sheet = (await call('GET', `/cla_attendances/class_sheet?cla_live_class_id=${classId}`, FACILITATOR)).body;
    expect(sheet.live_class).toMatchObject({ name: 'Prayer workshop: corrections', cohort_name: 'Cohort 1', course_name: 'Minister-Service Class' });
    expect(sheet.live_class.starts_at).toBe(`${dayOffset(0)}T00:00:00+00:00`);
    const [first, second] = sheet.students as { id: number }[];
    const records = [
      { cla_user_id: first!.id, status: 'present' },
      { cla_user_id: second!.id, status: 'absent' },
    ];
    expect((await call('POST', '/cla_attendances/class_sheet', FACILITATOR, sheetBody(classId, records))).status).toBe(201);
    // a second POST still refuses; PUT corrects
    expect((await call('POST', '/cla_attendances/class_sheet', FACILITATOR, sheetBody(classId, records))).status).toBe(409);
    const corrected = await call(
      'PUT',
      '/cla_attendances/class_sheet',
      FACILITATOR,
      sheetBody(classId, [records[0]!, { cla_user_id: second!.id, status: 'late' }]),
    );
    expect(corrected.status).toBe(200);
    expect(corrected.body).toEqual({ recorded: 0, corrected: 1 });
    const byAdmin = await call('PUT', '/cla_attendances/class_sheet', ADMIN, sheetBody(classId, [{ cla_user_id: second!.id, status: 'excused' }]));
    expect(byAdmin.body).toEqual({ recorded: 0, corrected: 1 });
    expect((await call('PUT', '/cla_attendances/class_sheet', OTHER_FACILITATOR, sheetBody(classId, records))).status).toBe(404);

    const row = await t.db
      .selectFrom('attendances')
      .select(['id', 'status', 'present'])
      .where('live_class_id', '=', classId)
      .where('user_id', '=', second!.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'excused', present: false });
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['actor_id', 'old_values', 'new_values'])
      .where('action', '=', 'attendance.correct')
      .where('subject_id', '=', row.id)
      .orderBy('id')
      .execute();
    const statuses = audit.map((entry) => {
      const [old, fresh] = [entry.old_values, entry.new_values].map((v) => (typeof v === 'string' ? JSON.parse(v) : v) as { status: string });
      return [old!.status, fresh!.status];
    });
    expect(statuses).toEqual([
      ['absent', 'late'],
      ['late', 'excused'],
    ]);
    expect(audit.map((entry) => entry.actor_id)).toEqual([await t.userId(FACILITATOR), await t.userId(ADMIN)]);
  });

  it('refuses a sheet for a class that has not started, with a clear message', async () => {
    const classId = await addClass('Two weeks away', dayOffset(14), '08:00');
    const students = (await call('GET', `/cla_attendances/class_sheet?cla_live_class_id=${classId}`, FACILITATOR)).body.students as { id: number }[];
    const body = sheetBody(classId, [{ cla_user_id: students[0]!.id, status: 'present' }]);
    for (const method of ['POST', 'PUT'] as const) {
      const refused = await call(method, '/cla_attendances/class_sheet', FACILITATOR, body);
      expect(refused.status).toBe(409);
      expect(refused.body.error).toBe(CLASS_NOT_STARTED);
    }
    expect(await t.db.selectFrom('attendances').select('id').where('live_class_id', '=', classId).execute()).toEqual([]);
  });

  it("names the class and its date in the CSV's content and file name", async () => {
    const classId = await addClass('Évening Q&A', dayOffset(-1), '18:00');
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/cla_attendances/class_sheet/csv?cla_live_class_id=${classId}`,
      headers: { authorization: `Bearer ${await t.signIn(FACILITATOR)}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="attendance-evening-q-a-${dayOffset(-1)}.csv"`);
    const [header, firstRow] = res.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(header).toBe('Student,Email,Status,Class,Course,Cohort,Date');
    expect(firstRow).toContain(`,Évening Q&A,Minister-Service Class,Cohort 1,${dayOffset(-1)}`);
  });
});
