// "Next up" on the student's dashboard: tomorrow's class, work due in 3 days, recently marked work;
// nothing of a course the student cannot open yet.
import { caller, dayOffset, FACILITATOR, STUDENT } from '../content-helpers';
import { createTestApp, ManualClock, type TestApp } from '../helpers';

describe('next up', () => {
  let t: TestApp;
  let call: ReturnType<typeof caller>;
  // late in the evening: today's classes are over
  const clock = new ManualClock(new Date(`${dayOffset(0)}T23:00:00Z`));

  beforeAll(async () => {
    t = await createTestApp({ clock });
    call = caller(t);
  });

  afterAll(async () => {
    await t.close();
  });

  it("leads with tomorrow's class, work due in 3 days and recently marked work", async () => {
    const minister = (await t.db.selectFrom('courses').select('id').where('name', '=', 'Minister-Service Class').executeTakeFirstOrThrow()).id;
    const facilitator = await t.userId(FACILITATOR);
    const scheduled = await call('POST', '/cla_live_classes', FACILITATOR, {
      cla_live_class: {
        name: 'Tomorrow morning',
        date: dayOffset(1),
        time: '10:00',
        duration: 60,
        zoom_link: 'https://zoom.us/j/1',
        cla_course_id: minister,
        cohort_id: 1,
        cla_user_id: facilitator,
      },
    });
    expect(scheduled.status).toBe(201);
    const posted = await call('POST', '/cla_assignments', FACILITATOR, {
      cla_assignment: { name: 'Three-day essay', description: 'Short.', due_date: dayOffset(3), cla_course_id: minister, cla_user_id: facilitator },
    });
    expect(posted.status).toBe(201);

    const next = await call('GET', '/cla_dashboards/next_up', STUDENT);
    expect(next.status).toBe(200);
    expect(next.body.next_class).toMatchObject({ name: 'Tomorrow morning', starts_at: `${dayOffset(1)}T10:00:00+00:00`, courseName: 'Minister-Service Class' });
    // due at the end of its due date (academy zone, UTC in the tests)
    expect(next.body.due_soon).toEqual([
      { id: posted.body.id, name: 'Three-day essay', course_name: 'Minister-Service Class', due_at: `${dayOffset(3)}T23:59:00.000Z` },
    ]);
    expect(next.body.recently_marked.length).toBeGreaterThan(0);
    expect(next.body.recently_marked[0]).toMatchObject({ score: expect.any(Number), assignment_name: expect.any(String) });

    // Ruth cannot open Minister-Service yet: none of it is next for her
    const ruth = (await call('GET', '/cla_dashboards/next_up', 'student3@example.org')).body;
    expect(ruth.next_class?.courseName).not.toBe('Minister-Service Class');
    expect(ruth.due_soon).toEqual([]);
    expect((await call('GET', '/cla_dashboards/next_up', FACILITATOR)).status).toBe(403);
  });
});
