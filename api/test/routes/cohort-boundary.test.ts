// A facilitator taken off a cohort loses the courses they own in it at once: every call about them
// (reading, writing, marking, attendance, figures, exports, announcements) answers 403 or 404 and
// no list shows them, while the administrator still sees the course and hands
// it to another facilitator of the cohort (audited).
import { ADMIN, caller, dayOffset, FACILITATOR, OTHER_FACILITATOR, todaysFirstClass, type Method } from '../content-helpers';
import { createTestApp, type TestApp } from '../helpers';

describe('the cohort boundary of a course owner', () => {
  let t: TestApp;
  let call: ReturnType<typeof caller>;

  beforeAll(async () => {
    t = await createTestApp();
    call = caller(t);
  });

  afterAll(() => t.close());

  it('ends every right over the cohort’s courses when the owner is taken off it, until a transfer', async () => {
    const facilitator = await t.userId(FACILITATOR);
    const other = await t.userId(OTHER_FACILITATOR);
    const course = (
      await t.db.selectFrom('courses').select('id').where('name', '=', 'Minister-Service Class').where('cohort_id', '=', 1).executeTakeFirstOrThrow()
    ).id;
    const topic = (await t.db.selectFrom('topics').select('id').where('course_id', '=', course).orderBy('id').executeTakeFirstOrThrow()).id;
    const assignment = (
      await t.db.selectFrom('assignments').select('id').where('course_id', '=', course).where('deleted_at', 'is', null).orderBy('id').executeTakeFirstOrThrow()
    ).id;
    const submission = (
      await t.db
        .selectFrom('submissions as s')
        .innerJoin('assignments as a', 'a.id', 's.assignment_id')
        .select('s.id')
        .where('a.course_id', '=', course)
        .orderBy('s.id')
        .executeTakeFirstOrThrow()
    ).id;
    const liveClass = await todaysFirstClass(t, course);
    const student = await t.userId('student@example.org');
    const classBody = {
      name: 'After removal',
      date: dayOffset(4),
      time: '10:00',
      duration: 30,
      zoom_link: null,
      cla_course_id: course,
      cohort_id: 1,
      cla_user_id: facilitator,
    };
    const calls: Array<[Method, string, unknown?]> = [
      ['GET', `/cla_courses/${course}`],
      [
        'PUT',
        `/cla_courses/${course}`,
        { cla_course: { name: 'Taken', description: 'x', cla_cohort_id: 1, start_date: dayOffset(-15), end_date: dayOffset(15), cla_user_id: facilitator } },
      ],
      [
        'POST',
        `/cla_courses/${course}/copy`,
        { cla_course: { name: 'Copy', description: 'x', cla_cohort_id: 1, start_date: dayOffset(1), end_date: dayOffset(9), cla_user_id: facilitator } },
      ],
      ['GET', `/cla_topics?cla_course_id=${course}`],
      ['POST', '/cla_topics', { topic: { name: 'New topic', description: 'x', cla_course_id: course } }],
      ['PUT', `/cla_topics/${topic}`, { topic: { name: 'Renamed', description: 'x', cla_course_id: course } }],
      ['GET', `/cla_assignments?cla_course_id=${course}`],
      ['GET', `/cla_assignments/${assignment}`],
      [
        'PUT',
        `/cla_assignments/${assignment}`,
        { cla_assignment: { name: 'Changed', description: 'x', due_date: dayOffset(3), cla_course_id: course, cla_user_id: facilitator } },
      ],
      [
        'POST',
        '/cla_assignments',
        { cla_assignment: { name: 'More work', description: 'x', due_date: dayOffset(3), cla_course_id: course, cla_user_id: facilitator } },
      ],
      ['GET', `/cla_submissions/${submission}`],
      ['GET', `/cla_submissions/${submission}/marks`],
      ['PUT', `/cla_submissions/${submission}`, { cla_submission: { score: 75 } }],
      ['GET', `/cla_live_classes?filter=course&filter_id=${course}`],
      ['POST', '/cla_live_classes', { cla_live_class: classBody }],
      ['PUT', `/cla_live_classes/${liveClass}`, { cla_live_class: { ...classBody, date: dayOffset(0), time: '08:00' } }],
      ['PUT', `/cla_live_classes/${liveClass}/recording`, { recording_url: 'https://video.example.org/recording' }],
      ['GET', `/cla_live_classes/${liveClass}/calendar.ics`],
      ['GET', `/cla_attendances/class_sheet?cla_live_class_id=${liveClass}`],
      ['GET', `/cla_attendances/class_sheet/csv?cla_live_class_id=${liveClass}`],
      [
        'POST',
        '/cla_attendances/class_sheet',
        { cla_attendance_sheet: { cla_live_class_id: liveClass, records: [{ cla_user_id: student, status: 'present' }] } },
      ],
      [
        'PUT',
        '/cla_attendances/class_sheet',
        { cla_attendance_sheet: { cla_live_class_id: liveClass, records: [{ cla_user_id: student, status: 'absent' }] } },
      ],
      ['POST', '/cla_attendances', { cla_attendance: { cla_live_class_id: liveClass, cla_user_id: student, cla_cohort_id: '1', present: true } }],
      ['GET', `/cla_attendances/missing_attendance?cla_live_class_id=${liveClass}&cla_cohort_id=1`],
      ['GET', '/cla_attendances/summary?cla_cohort_id=1'],
      ['GET', '/cla_attendances/summary/csv?cla_cohort_id=1'],
      ['GET', '/cla_gradebook?cla_cohort_id=1'],
      ['GET', `/cla_gradebook?cla_cohort_id=1&cla_course_id=${course}`],
      ['GET', '/cla_gradebook/csv?cla_cohort_id=1'],
      ['GET', '/announcements?cla_cohort_id=1'],
      ['GET', `/cla_dashboards/course_stats?cla_cohort_id=1&cla_user_id=${facilitator}`],
      ['DELETE', `/cla_live_classes/${liveClass}`],
      ['DELETE', `/cla_topics/${topic}`],
      ['DELETE', `/cla_assignments/${assignment}`],
      ['DELETE', `/cla_courses/${course}`],
    ];
    // Assigned: the course is theirs.
    expect((await call('GET', `/cla_courses/${course}`, FACILITATOR)).status).toBe(200);

    expect((await call('PUT', '/admin/cohorts/1/facilitators', ADMIN, { facilitator_ids: [] })).status).toBe(200);

    const answers: Record<string, number> = {};
    const auth = await t.authHeader(FACILITATOR);
    for (const [method, url, payload] of calls) {
      const res = await t.app.inject({ method, url: `/api/v1${url}`, headers: auth, ...(payload === undefined ? {} : { payload: payload as object }) });
      answers[`${method} ${url}`] = res.statusCode;
    }
    const open = Object.entries(answers).filter(([, status]) => status !== 403 && status !== 404);
    expect(open).toEqual([]);
    const listed = (await call('GET', '/cla_courses', FACILITATOR)).body as Array<{ id: number }>;
    expect(listed.map((c) => c.id)).not.toContain(course);
    const unmarked = (await call('GET', '/cla_submissions', FACILITATOR)).body as Array<{ id: number }>;
    expect(unmarked.map((s) => s.id)).not.toContain(submission);
    // The lists about a cohort they no longer teach are empty, its figures zero (as for any cohort not theirs).
    expect((await call('GET', '/cla_dashboards/student_list?cla_cohort_id=1', FACILITATOR)).body).toEqual([]);
    expect((await call('GET', '/cla_dashboards/desk_stats?cla_cohort_id=1', FACILITATOR)).body).toMatchObject({ total_courses: 0, total_users: 0 });
    const today = (await call('GET', '/cla_live_classes/today_classes', FACILITATOR)).body as { live_classes: Array<{ id: number }> };
    expect(today.live_classes.map((c) => c.id)).not.toContain(liveClass);
    expect((await call('POST', '/announcements', FACILITATOR, { cla_cohort_id: 1, title: 'Still here', body: 'x' })).status).toBe(400);

    // The administrator still sees it, and hands it to a facilitator of the cohort.
    const adminView = (await call('GET', '/admin/courses', ADMIN)).body as Array<{ id: number; owner_id: number; owner_assigned: boolean }>;
    expect(adminView.find((c) => c.id === course)).toMatchObject({ owner_id: facilitator, owner_assigned: false });
    const refused = await call('PUT', `/admin/courses/${course}/owner`, ADMIN, { facilitator_id: other });
    expect(refused.status).toBe(400);
    expect(refused.body.errors.facilitator_id).toBeDefined();
    expect((await call('PUT', '/admin/cohorts/1/facilitators', ADMIN, { facilitator_ids: [other] })).status).toBe(200);
    const moved = await call('PUT', `/admin/courses/${course}/owner`, ADMIN, { facilitator_id: other });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ id: course, owner_id: other, owner_assigned: true });
    expect((await call('GET', `/cla_courses/${course}`, OTHER_FACILITATOR)).status).toBe(200);
    expect((await call('GET', `/cla_courses/${course}`, FACILITATOR)).status).toBe(404);
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'old_values', 'new_values'])
      .where('subject_type', '=', 'course')
      .where('subject_id', '=', course)
      .execute();
    expect(audit).toEqual([{ action: 'course.transfer', old_values: { owner_id: facilitator }, new_values: { owner_id: other } }]);
  }, 120_000);
});
