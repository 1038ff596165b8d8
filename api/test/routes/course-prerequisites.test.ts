// Locks a facilitator chooses: a course opens on its start date unless it names a prerequisite;
// a locked course says why and from when; its notices wait until it opens for the student, and its
// classes' links stay with the facilitator until then.
import { caller, dayOffset, FACILITATOR, STUDENT } from '../content-helpers';
import { createTestApp, ManualClock, type TestApp } from '../helpers';
import { startSmtpSink, type SmtpSink } from '../smtp-sink';

// Ruth has not completed the first program course (one of its two assignments is missing).
const RUTH = 'student3@example.org';

describe('course prerequisites', () => {
  let t: TestApp;
  let smtp: SmtpSink;
  let call: ReturnType<typeof caller>;
  const clock = new ManualClock(new Date());
  const courseId = (name: string) =>
    t.db
      .selectFrom('courses')
      .select('id')
      .where('name', '=', name)
      .where('cohort_id', '=', 1)
      .executeTakeFirstOrThrow()
      .then((row) => row.id);

  beforeAll(async () => {
    smtp = await startSmtpSink();
    t = await createTestApp({ clock, env: { SMTP_URL: smtp.url } });
    call = caller(t);
  });

  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const body = async (prerequisite: number | null) => ({
    cla_course: {
      name: 'Church Planting',
      description: 'Runs beside the current program course.',
      category: 'program',
      cla_cohort_id: 1,
      start_date: dayOffset(-5),
      end_date: dayOffset(25),
      cla_user_id: await t.userId(FACILITATOR),
      prerequisite_course_id: prerequisite,
    },
  });
  const mailedTo = async (email: string) => {
    await t.app.notices.deliverDue();
    return smtp.mails.splice(0).filter((mail) => (Array.isArray(mail.to) ? mail.to[0] : mail.to)!.text === email);
  };
  const bellTitles = async (email: string) =>
    (await call('GET', '/notifications', email)).body.notifications.map((n: { title: string }) => n.title) as string[];

  it('opens a second program course on its start date for the whole cohort when it has no prerequisite', async () => {
    const created = await call('POST', '/cla_courses', FACILITATOR, await body(null));
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ prerequisite_course_id: null, lock: null, cohort_can_open: 5, cohort_students: 5 });
    const forRuth = await call('GET', `/cla_courses/${created.body.id}`, RUTH);
    expect(forRuth.body).toMatchObject({ locked: false, lock: null, cohort_can_open: null });
    expect((await call('GET', `/cla_topics?cla_course_id=${created.body.id}`, RUTH)).status).toBe(200);
  });

  it('with a prerequisite, says which course and from when, and holds its notices until it opens', async () => {
    const minister = await courseId('Minister-Service Class');
    const planting = await courseId('Church Planting');
    const updated = await call('PUT', `/cla_courses/${planting}`, FACILITATOR, await body(minister));
    expect(updated.status).toBe(200);
    // nobody has completed a course that is still running
    expect(updated.body).toMatchObject({ prerequisite_course_id: minister, prerequisite_name: 'Minister-Service Class', cohort_can_open: 0 });
    const forRuth = await call('GET', `/cla_courses/${planting}`, RUTH);
    expect(forRuth.body).toMatchObject({
      locked: true,
      lock: { reason: 'prerequisite', opens_on: dayOffset(16) },
      prerequisite_name: 'Minister-Service Class',
    });

    const posted = await call('POST', '/cla_assignments', FACILITATOR, {
      cla_assignment: {
        name: 'Plant plan',
        description: 'Plan a plant.',
        due_date: dayOffset(10),
        cla_course_id: planting,
        cla_user_id: await t.userId(FACILITATOR),
      },
    });
    expect(posted.status).toBe(201);
    expect(await bellTitles(STUDENT)).not.toContain('New assignment: Plant plan');
    expect(await mailedTo(STUDENT)).toEqual([]);

    // the facilitator drops the prerequisite: the course opens and the held notice arrives
    expect((await call('PUT', `/cla_courses/${planting}`, FACILITATOR, await body(null))).status).toBe(200);
    expect(await bellTitles(STUDENT)).toContain('New assignment: Plant plan');
    clock.set(new Date(Date.now() + 2 * 3600 * 1000).toISOString());
    expect((await mailedTo(STUDENT)).map((mail) => mail.subject)).toEqual(['New assignment: Plant plan']);
  });

  it('refuses a prerequisite outside the cohort, the course itself, or one that waits for it', async () => {
    const planting = await courseId('Church Planting');
    const minister = await courseId('Minister-Service Class');
    const leader = await courseId('Leader-Managerial Class');
    const otherCohort = (await t.db.selectFrom('courses').select('id').where('cohort_id', '=', 2).executeTakeFirstOrThrow()).id;
    expect((await call('PUT', `/cla_courses/${planting}`, FACILITATOR, await body(otherCohort))).status).toBe(400);
    expect((await call('PUT', `/cla_courses/${planting}`, FACILITATOR, await body(planting))).status).toBe(400);
    // Leader waits for Minister (demo data): Minister cannot wait for Leader
    const ministerRow = (await call('GET', `/cla_courses/${minister}`, FACILITATOR)).body;
    const circular = {
      cla_course: { ...(await body(leader)).cla_course, name: ministerRow.name, start_date: ministerRow.start_date, end_date: ministerRow.end_date },
    };
    expect((await call('PUT', `/cla_courses/${minister}`, FACILITATOR, circular)).status).toBe(400);
  });
  it("keeps a locked course's class and recording links from its students: in the class list, the class's .ics and the calendar feed", async () => {
    const planting = await courseId('Church Planting');
    expect((await call('PUT', `/cla_courses/${planting}`, FACILITATOR, await body(await courseId('Minister-Service Class')))).status).toBe(200);
    const scheduled = await call('POST', '/cla_live_classes', FACILITATOR, {
      cla_live_class: {
        name: 'Planting Q&A',
        date: dayOffset(-1),
        time: '18:00',
        duration: 60,
        zoom_link: 'https://zoom.us/j/5550100999',
        cla_course_id: planting,
        cohort_id: 1,
        cla_user_id: await t.userId(FACILITATOR),
      },
    });
    expect(scheduled.status).toBe(201);
    const id = scheduled.body.id as number;
    expect((await call('PUT', `/cla_live_classes/${id}/recording`, FACILITATOR, { recording_url: 'https://video.example.org/planting-qa' })).status).toBe(200);
    const listed = async (who: string) => (await call('GET', '/cla_live_classes', who)).body.find((c: { id: number }) => c.id === id);
    const text = async (url: string, who?: string) =>
      (await t.app.inject({ method: 'GET', url, headers: who ? { authorization: `Bearer ${await t.signIn(who)}` } : {} })).body;
    const feedOf = async (who: string) => text(new URL((await call('GET', '/notification_settings', who)).body.calendar_url as string).pathname);

    // the class says why it has no link for them: its course is not open to them yet
    expect(await listed(STUDENT)).toMatchObject({ name: 'Planting Q&A', zoom_link: null, recording_url: null, course_locked: true });
    expect(await text(`/api/v1/cla_live_classes/${id}/calendar.ics`, STUDENT)).not.toContain('5550100999');
    const studentFeed = await feedOf(STUDENT);
    expect(studentFeed).toContain(`live-class-${id}@`);
    expect(studentFeed).not.toContain('5550100999');

    expect(await listed(FACILITATOR)).toMatchObject({
      zoom_link: 'https://zoom.us/j/5550100999',
      recording_url: 'https://video.example.org/planting-qa',
      course_locked: false,
    });
    expect(await text(`/api/v1/cla_live_classes/${id}/calendar.ics`, FACILITATOR)).toContain('https://zoom.us/j/5550100999');
    expect(await feedOf(FACILITATOR)).toContain('https://zoom.us/j/5550100999');

    // once the course opens for them, the recording is theirs; the join link of a class that has ended is nobody's (the join window)
    expect((await call('PUT', `/cla_courses/${planting}`, FACILITATOR, await body(null))).status).toBe(200);
    expect(await listed(STUDENT)).toMatchObject({ zoom_link: null, recording_url: 'https://video.example.org/planting-qa', course_locked: false });
  });
});
