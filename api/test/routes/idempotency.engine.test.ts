// A hand-in sent again with its Idempotency-Key (a phone retrying after losing the answer) is one
// hand-in: on the embedded database and on PostgreSQL, one at a time and both at once. So is a
// facilitator's course, topic, assignment or class.
import { caller, FACILITATOR, STUDENT } from '../content-helpers';
import { createTestApp, ManualClock, type TestApp } from '../helpers';

const HOUR = 3_600;

describe('hand-ins with an Idempotency-Key', () => {
  let t: TestApp;
  let call: ReturnType<typeof caller>;
  const clock = new ManualClock(new Date());
  const tokens = new Map<string, string>();

  beforeAll(async () => {
    t = await createTestApp({ clock });
    call = caller(t);
  });

  afterAll(async () => {
    await t.close();
  });

  async function send(who: string, method: 'POST' | 'PUT', url: string, payload: object, key?: string) {
    if (!tokens.has(who)) tokens.set(who, await t.signIn(who));
    const headers: Record<string, string> = { authorization: `Bearer ${tokens.get(who)!}`, ...(key && { 'idempotency-key': key }) };
    const res = await t.app.inject({ method, url: `/api/v1${url}`, headers, payload });
    return { status: res.statusCode, body: res.json() };
  }

  const handIn = async (who: string, assignmentId: number, key?: string, link = 'https://docs.example.org/my-work') =>
    send(
      who,
      'POST',
      '/cla_submissions',
      { cla_submission: { download_link: link, cla_assignment_id: assignmentId, cla_student_id: await t.userId(who) } },
      key,
    );

  /** An assignment the student may still hand in. */
  async function openAssignment(who: string): Promise<number> {
    const { body } = await call('GET', '/cla_assignments', who);
    const open = (body as { id: number; submitted: boolean; locked: boolean }[]).find((a) => !a.submitted && !a.locked);
    if (!open) throw new Error(`${who} has no assignment left to hand in`);
    return open.id;
  }

  const submissionsOf = async (who: string, assignmentId: number) =>
    t.db
      .selectFrom('submissions')
      .select(['id', 'download_link'])
      .where('student_id', '=', await t.userId(who))
      .where('assignment_id', '=', assignmentId)
      .execute();

  async function unmarkedWorkOf(who: string): Promise<{ id: number }> {
    const own = await t.db
      .selectFrom('submissions')
      .select('id')
      .where('student_id', '=', await t.userId(who))
      .where('score', 'is', null)
      .executeTakeFirst();
    if (!own) throw new Error(`${who} has no unmarked work`);
    return own;
  }

  const handInNotices = async (submissionId: number) =>
    (await t.db.selectFrom('notices').select('id').where('kind', '=', 'work_submitted').where('ref', '=', `submission:${submissionId}`).execute()).length;

  it('answers a retry with the same key as the first time, writing and telling nothing twice', async () => {
    const assignment = await openAssignment(STUDENT);
    const first = await handIn(STUDENT, assignment, 'hand-in-0001-retry');
    expect(first.status).toBe(201);
    const notices = await handInNotices(first.body.id);
    const retry = await handIn(STUDENT, assignment, 'hand-in-0001-retry');
    expect(retry).toEqual(first);
    expect(await submissionsOf(STUDENT, assignment)).toHaveLength(1);
    expect(await handInNotices(first.body.id)).toBe(notices);
    // a new hand-in (a new key) is refused as before
    expect((await handIn(STUDENT, assignment, 'hand-in-0002-other')).status).toBe(409);
  });

  it('makes one hand-in of two sent at once with one key', async () => {
    const who = 'student2@example.org';
    const assignment = await openAssignment(who);
    const [a, b] = await Promise.all([handIn(who, assignment, 'hand-in-0003-race'), handIn(who, assignment, 'hand-in-0003-race')]);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(a.body.id).toBe(b.body.id);
    expect(await submissionsOf(who, assignment)).toHaveLength(1);
  });

  it('refuses a key sent again with another request, and keys are per person', async () => {
    const who = 'student4@example.org';
    const assignment = await openAssignment(who);
    const first = await handIn(who, assignment, 'hand-in-0004-reused', 'https://docs.example.org/first');
    expect(first.status).toBe(201);
    const other = await handIn(who, assignment, 'hand-in-0004-reused', 'https://docs.example.org/second');
    expect(other.status).toBe(422);
    expect((await submissionsOf(who, assignment)).map((s) => s.download_link)).toEqual(['https://docs.example.org/first']);
    // the same key from someone else is theirs
    const mine = await handIn('student5@example.org', await openAssignment('student5@example.org'), 'hand-in-0004-reused');
    expect(mine.status).toBe(201);
    expect(mine.body.student_email).toBe('student5@example.org');
  });

  it('replaces a link once per key, and refuses a key that is not one', async () => {
    const who = 'student4@example.org';
    const own = await unmarkedWorkOf(who);
    const replace = (key: string, link: string) => send(who, 'PUT', `/cla_submissions/${own.id}/link`, { cla_submission: { download_link: link } }, key);
    const first = await replace('replace-0005-link', 'https://docs.example.org/third');
    expect(first.status).toBe(200);
    expect(await replace('replace-0005-link', 'https://docs.example.org/third')).toEqual(first);
    const notices = await handInNotices(own.id);
    expect(await replace('replace-0005-link', 'https://docs.example.org/third')).toEqual(first);
    expect(await handInNotices(own.id)).toBe(notices);
    expect((await replace('short', 'https://docs.example.org/fourth')).status).toBe(400);
    expect((await replace('has a space in it', 'https://docs.example.org/fourth')).status).toBe(400);
  });

  it('remembers a key a day and more, then forgets it', async () => {
    const who = 'student3@example.org';
    const own = await unmarkedWorkOf(who);
    const replace = () =>
      send(who, 'PUT', `/cla_submissions/${own.id}/link`, { cla_submission: { download_link: 'https://docs.example.org/late' } }, 'replace-0006-day');
    const first = await replace();
    expect(first.status).toBe(200);
    clock.advanceSeconds(25 * HOUR);
    expect(await replace()).toEqual(first);
    clock.advanceSeconds(24 * HOUR);
    // two days on it is forgotten: sent again, it is a new replacement
    const later = await replace();
    expect(later.status).toBe(200);
    expect(later.body.link_updated_at).not.toBe(first.body.link_updated_at);
  });
  it("makes a facilitator's course, topic, assignment and class once when the create is sent again with its key", async () => {
    const facilitatorId = await t.userId(FACILITATOR);
    const newCourse = {
      cla_course: {
        name: 'Once only',
        description: 'Taught once.',
        start_date: '2026-01-05',
        end_date: '2026-12-20',
        cla_cohort_id: 1,
        cla_user_id: facilitatorId,
      },
    };
    const course = await send(FACILITATOR, 'POST', '/cla_courses', newCourse, 'course-key');
    expect(course.status).toBe(201);
    expect(await send(FACILITATOR, 'POST', '/cla_courses', newCourse, 'course-key')).toEqual(course);
    const courseId = (course.body as { id: number }).id;
    const creates: [string, object][] = [
      ['/cla_topics', { topic: { name: 'Listening', description: 'Week one.', cla_course_id: courseId } }],
      [
        '/cla_assignments',
        { cla_assignment: { name: 'Reflection', description: 'One page.', due_date: '2026-12-10', cla_course_id: courseId, cla_user_id: facilitatorId } },
      ],
      [
        '/cla_live_classes',
        {
          cla_live_class: {
            name: 'Opening',
            date: '2026-12-11',
            time: '18:00',
            duration: 60,
            zoom_link: null,
            cla_course_id: courseId,
            cohort_id: 1,
            cla_user_id: facilitatorId,
            repeat_weeks: 2,
          },
        },
      ],
    ];
    for (const [url, payload] of creates) {
      const key = `create${url.replaceAll('/', '-')}`;
      const first = await send(FACILITATOR, 'POST', url, payload, key);
      expect(first.status).toBe(201);
      expect(await send(FACILITATOR, 'POST', url, payload, key)).toEqual(first);
    }
    const counted = async (table: 'courses' | 'topics' | 'assignments' | 'live_classes', column: 'name' | 'course_id', value: string | number) =>
      (await t.db.selectFrom(table).select('id').where(column, '=', value).execute()).length;
    expect([
      await counted('courses', 'name', 'Once only'),
      await counted('topics', 'course_id', courseId),
      await counted('assignments', 'course_id', courseId),
      await counted('live_classes', 'course_id', courseId),
    ]).toEqual([1, 1, 1, 2]);
  });
});
