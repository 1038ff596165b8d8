import { todayIn } from '../../src/lib/calendar';
import { instantIn } from '../../src/lib/time-zones';
import { caller, dayOffset, FACILITATOR, OTHER_FACILITATOR, OTHER_STUDENT, STUDENT } from '../content-helpers';
import { createTestApp, type TestApp } from '../helpers';

describe('live classes and attendance', () => {
  let t: TestApp;
  let call: ReturnType<typeof caller>;
  let minister: number;
  let facilitator: number;

  beforeAll(async () => {
    t = await createTestApp();
    call = caller(t);
    minister = (await t.db.selectFrom('courses').select('id').where('name', '=', 'Minister-Service Class').where('cohort_id', '=', 1).executeTakeFirstOrThrow())
      .id;
    facilitator = await t.userId(FACILITATOR);
  });

  afterAll(async () => {
    await t.close();
  });

  const todaysClass = async () => (await call('GET', '/cla_live_classes/today_classes', FACILITATOR)).body.live_classes[0];

  it("lists by role by default: a student's cohort's classes, a facilitator's own", async () => {
    const student = await call('GET', '/cla_live_classes', STUDENT);
    expect(student.status).toBe(200);
    expect(student.body).toHaveLength(11);
    const dates = student.body.map((c: { date: string }) => c.date);
    expect([...dates].sort()).toEqual(dates);
    expect(student.body.find((c: { name: string }) => c.name === 'Question and answer evening')).toEqual({
      id: expect.any(Number),
      name: 'Question and answer evening',
      date: dayOffset(0),
      time: '18:00',
      // the tests' academy zone is UTC
      starts_at: `${dayOffset(0)}T18:00:00+00:00`,
      time_zone: 'UTC',
      typed_time_zone: 'UTC',
      series_id: null,
      duration: 60,
      zoom_link: null,
      has_meeting_link: false,
      course_locked: false,
      // Join opens 15 minutes before (JOIN_OPENS_MINUTES_BEFORE) and closes at the end
      join_opens_at: `${dayOffset(0)}T17:45:00.000Z`,
      join_closes_at: `${dayOffset(0)}T19:00:00.000Z`,
      recording_url: null,
      cla_course_id: minister,
      cohort_id: 1,
      cohort_name: 'Cohort 1',
      cla_user_id: facilitator,
      courseName: 'Minister-Service Class',
      facilitator: 'Grace Adeyemi',
      // the cohort's last course (Leader-Managerial) ends in 60 days
      cla_cohort_end_date: dayOffset(60),
    });
    expect((await call('GET', '/cla_live_classes', FACILITATOR)).body).toHaveLength(11);
    const other = await call('GET', '/cla_live_classes', OTHER_FACILITATOR);
    expect(other.body).toHaveLength(4);
    expect(other.body[0].cla_cohort_end_date).toBe(dayOffset(-90));
  });

  it('takes an explicit filter kind and refuses to name someone else', async () => {
    expect((await call('GET', `/cla_live_classes?filter=course&filter_id=${minister}`, STUDENT)).body).toHaveLength(5);
    expect((await call('GET', `/cla_live_classes?filter=course&filter_id=${minister}`, OTHER_STUDENT)).status).toBe(404);
    expect((await call('GET', `/cla_live_classes?filter=course&filter_id=${minister}`, OTHER_FACILITATOR)).status).toBe(404);
    expect((await call('GET', '/cla_live_classes?filter=cohort&filter_id=2', STUDENT)).status).toBe(403);
    expect((await call('GET', '/cla_live_classes?filter=cohort&filter_id=1', STUDENT)).body).toHaveLength(11);
    expect((await call('GET', `/cla_live_classes?filter=user&filter_id=${facilitator}`, OTHER_FACILITATOR)).status).toBe(403);
    expect((await call('GET', `/cla_live_classes?filter=user&filter_id=${facilitator}`, FACILITATOR)).body).toHaveLength(11);
    expect((await call('GET', '/cla_live_classes?filter=cohort&filter_id=2', FACILITATOR)).body).toEqual([]);
    expect((await call('GET', '/cla_live_classes?filter=course', FACILITATOR)).status).toBe(400);
    expect((await call('GET', '/cla_live_classes?filter=teacher&filter_id=1', FACILITATOR)).status).toBe(400);
  });

  it("reads filter_id alone as a course of the caller, else a facilitator's own id, else a cohort, for every role", async () => {
    const classes = async (query: string, email: string) => {
      const res = await call('GET', `/cla_live_classes?${query}`, email);
      expect(res.status).toBe(200);
      return res.body as { id: number; cla_course_id: number; cohort_id: number; cla_user_id: number }[];
    };
    const courseIds = async (email: string) => ((await call('GET', '/cla_courses/', email)).body as { id: number }[]).map((course) => course.id);

    // a course id of the caller's: that course's classes, for a student and its facilitator alike
    const ofMinister = await classes(`filter_id=${minister}`, STUDENT);
    expect(ofMinister).toHaveLength(5);
    expect(ofMinister.every((c) => c.cla_course_id === minister)).toBe(true);
    // the same classes (a student's links wait for their join window)
    expect((await classes(`filter_id=${minister}`, FACILITATOR)).map((c) => c.id)).toEqual(ofMinister.map((c) => c.id));

    // a facilitator's own id that is none of their course ids: their classes
    const other = await t.userId(OTHER_FACILITATOR);
    expect(await courseIds(OTHER_FACILITATOR)).not.toContain(other);
    const own = await classes(`filter_id=${other}`, OTHER_FACILITATOR);
    expect(own).toHaveLength(4);
    expect(own.every((c) => c.cla_user_id === other)).toBe(true);

    // else a cohort: a student's own cohort (2 is no course of that student's), a facilitator's own classes in it
    expect(await courseIds(OTHER_STUDENT)).not.toContain(2);
    expect(await classes('filter_id=2', OTHER_STUDENT)).toEqual(await classes('', OTHER_STUDENT));
    expect(await courseIds(OTHER_FACILITATOR)).not.toContain(minister);
    expect(await classes(`filter_id=${minister}`, OTHER_FACILITATOR)).toEqual(own.filter((c) => c.cohort_id === minister));
    // and a student naming another cohort (here: another cohort's course id) is refused
    const [foreignCourse] = await courseIds(OTHER_STUDENT);
    expect([1, ...(await courseIds(STUDENT))]).not.toContain(foreignCourse);
    expect((await call('GET', `/cla_live_classes?filter_id=${foreignCourse}`, STUDENT)).status).toBe(403);
  });

  it("today_classes: the facilitator's classes dated today, each with the moment it starts", async () => {
    const res = await call('GET', '/cla_live_classes/today_classes', FACILITATOR);
    expect(res.body).toEqual({
      live_classes: [
        { id: expect.any(Number), name: 'Pastoral care basics', date: dayOffset(0), starts_at: `${dayOffset(0)}T08:00:00.000Z`, cla_cohort_id: 1 },
        { id: expect.any(Number), name: 'Question and answer evening', date: dayOffset(0), starts_at: `${dayOffset(0)}T18:00:00.000Z`, cla_cohort_id: 1 },
      ],
    });
    expect((await call('GET', '/cla_live_classes/today_classes', OTHER_FACILITATOR)).body).toEqual({ live_classes: [] });
    expect((await call('GET', '/cla_live_classes/today_classes', STUDENT)).status).toBe(403);
  });

  it('creates, updates and soft-deletes classes: owner only, https zoom link or none, the course cohort', async () => {
    const payload = {
      cla_live_class: {
        name: 'Mentoring hour',
        date: dayOffset(2),
        time: '19:30',
        duration: 45,
        zoom_link: 'https://zoom.us/j/123',
        cla_course_id: minister,
        cohort_id: 1,
        cla_user_id: facilitator,
      },
    };
    const created = await call('POST', '/cla_live_classes', FACILITATOR, payload);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: 'Mentoring hour', time: '19:30', courseName: 'Minister-Service Class' });
    const bad = async (change: object) => call('POST', '/cla_live_classes', FACILITATOR, { cla_live_class: { ...payload.cla_live_class, ...change } });
    expect((await bad({ zoom_link: 'http://zoom.us/j/1' })).body).toEqual({
      errors: { zoom_link: ['must be a web address starting with https://'] },
      error: expect.any(String),
      code: 'invalid_fields',
      field_codes: { zoom_link: [{ code: 'https_url_required' }] },
    });
    expect((await bad({ cohort_id: 2 })).body).toEqual({
      errors: { cohort_id: ['must be the cohort of the course'] },
      error: expect.any(String),
      code: 'invalid_fields',
      field_codes: { cohort_id: [{ code: 'not_course_cohort' }] },
    });
    expect((await bad({ time: '25:00' })).status).toBe(400);
    expect((await bad({ cla_user_id: facilitator + 1 })).status).toBe(403);
    expect((await bad({ zoom_link: null })).status).toBe(201);
    const other = await call('POST', '/cla_live_classes', OTHER_FACILITATOR, {
      cla_live_class: { ...payload.cla_live_class, cla_user_id: await t.userId(OTHER_FACILITATOR) },
    });
    expect(other.status).toBe(404);

    const id = created.body.id;
    const updated = await call('PUT', `/cla_live_classes/${id}`, FACILITATOR, { cla_live_class: { ...payload.cla_live_class, duration: 60 } });
    expect(updated.body.duration).toBe(60);
    expect(
      (
        await call('PUT', `/cla_live_classes/${id}`, OTHER_FACILITATOR, {
          cla_live_class: { ...payload.cla_live_class, cla_user_id: await t.userId(OTHER_FACILITATOR) },
        })
      ).status,
    ).toBe(404);

    const esther = await t.userId(STUDENT);
    expect(
      (
        await call('POST', '/cla_attendances', FACILITATOR, {
          cla_attendance: { cla_live_class_id: id, cla_user_id: esther, cla_cohort_id: '1', present: true },
        })
      ).status,
    ).toBe(201);
    expect((await call('DELETE', `/cla_live_classes/${id}`, OTHER_FACILITATOR)).status).toBe(404);
    expect((await call('DELETE', `/cla_live_classes/${id}`, FACILITATOR)).status).toBe(204);
    expect((await call('GET', '/cla_live_classes', STUDENT)).body.some((c: { id: number }) => c.id === id)).toBe(false);
    // The attendance recorded for the cancelled class is kept and still counts.
    expect(await t.db.selectFrom('attendances').select('id').where('live_class_id', '=', id).execute()).toHaveLength(1);
    expect(
      (
        await call('POST', '/cla_attendances', FACILITATOR, {
          cla_attendance: { cla_live_class_id: id, cla_user_id: await t.userId('student2@example.org'), cla_cohort_id: '1', present: true },
        })
      ).status,
    ).toBe(404);
  });

  it('missing_attendance lists the cohort students without a record; a record is written once', async () => {
    const today = await todaysClass();
    const missingUrl = `/cla_attendances/missing_attendance?cla_live_class_id=${today.id}&cla_cohort_id=1`;
    const before = await call('GET', missingUrl, FACILITATOR);
    expect(before.body.data.missing_users.map((u: { name: string }) => u.name)).toEqual([
      'David Kamau',
      'Esther Mensah',
      'Mary Achieng',
      'Peter Banda',
      'Ruth Nwosu',
    ]);
    expect((await call('GET', missingUrl, OTHER_FACILITATOR)).status).toBe(404);
    expect((await call('GET', missingUrl, STUDENT)).status).toBe(403);
    expect((await call('GET', `/cla_attendances/missing_attendance?cla_live_class_id=${today.id}&cla_cohort_id=2`, FACILITATOR)).status).toBe(400);

    const esther = await t.userId(STUDENT);
    const record = (who: string, change: object = {}) =>
      call('POST', '/cla_attendances', who, {
        cla_attendance: { cla_live_class_id: today.id, cla_user_id: esther, cla_cohort_id: '1', present: true, ...change },
      });
    const first = await record(FACILITATOR);
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ cla_live_class_id: today.id, cla_user_id: esther, cla_cohort_id: '1', present: true });
    expect(await record(FACILITATOR, { present: false })).toEqual({
      status: 409,
      body: { error: 'Attendance for this student has already been recorded.', code: 'attendance_recorded' },
    });
    expect((await record(OTHER_FACILITATOR)).status).toBe(404);
    expect((await record(STUDENT)).status).toBe(403);
    expect((await record(FACILITATOR, { cla_user_id: await t.userId(OTHER_STUDENT) })).body).toEqual({
      error: "The student must be a student of the class's cohort.",
      errors: { cla_user_id: ["must be a student of the class's cohort"] },
      code: 'invalid_fields',
      field_codes: { cla_user_id: [{ code: 'not_class_student' }] },
    });
    expect((await record(FACILITATOR, { cla_user_id: facilitator })).status).toBe(400);
    expect((await record(FACILITATOR, { cla_cohort_id: '2' })).status).toBe(400);
    expect((await record(FACILITATOR, { cla_cohort_id: 1 })).status).toBe(400);

    const peter = await t.userId('student4@example.org');
    const racing = await Promise.all([1, 2, 3].map(() => record(FACILITATOR, { cla_user_id: peter })));
    expect(racing.map((r) => r.status).sort()).toEqual([201, 409, 409]);

    const after = await call('GET', missingUrl, FACILITATOR);
    expect(after.body.data.missing_users.map((u: { name: string }) => u.name)).toEqual(['David Kamau', 'Mary Achieng', 'Ruth Nwosu']);
    const stored = await t.db
      .selectFrom('attendances')
      .select(['present', 'recorded_by'])
      .where('live_class_id', '=', today.id)
      .where('user_id', '=', esther)
      .execute();
    expect(stored).toEqual([{ present: true, recorded_by: facilitator }]);
  });
});

describe("today_classes in the academy's time zone", () => {
  it('uses ACADEMY_TIME_ZONE, not the server clock', async () => {
    const t = await createTestApp({ env: { ACADEMY_TIME_ZONE: 'Pacific/Kiritimati' } });
    try {
      const course = await t.db
        .selectFrom('courses')
        .select(['id', 'cohort_id', 'owner_id'])
        .where('name', '=', 'Minister-Service Class')
        .executeTakeFirstOrThrow();
      // UTC+14 and UTC-12 are always on different dates.
      for (const [name, date] of [
        ['East', todayIn('Pacific/Kiritimati')],
        ['West', todayIn('Etc/GMT+12')],
      ] as const) {
        await t.db
          .insertInto('live_classes')
          .values({
            course_id: course.id,
            cohort_id: course.cohort_id,
            owner_id: course.owner_id,
            name,
            date,
            time: '23:30',
            starts_at: instantIn(date, '23:30', 'UTC'),
            typed_time_zone: 'UTC',
            duration: 30,
            zoom_link: null,
          })
          .execute();
      }
      const res = await caller(t)('GET', '/cla_live_classes/today_classes', FACILITATOR);
      const names = res.body.live_classes.map((c: { name: string }) => c.name);
      expect(names).toContain('East');
      expect(names).not.toContain('West');
    } finally {
      await t.close();
    }
  });
});
