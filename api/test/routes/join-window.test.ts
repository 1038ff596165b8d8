// Join on time: the API gives a student a class's meeting link only from JOIN_OPENS_MINUTES_BEFORE
// minutes before it starts until it ends; it says when Join opens and closes.
import { caller, FACILITATOR, STUDENT } from '../content-helpers';
import { createTestApp, ManualClock, type TestApp } from '../helpers';

const LINK = 'https://zoom.us/j/5550199000';

describe('the join window', () => {
  const start = new Date(Date.UTC(2026, 10, 26, 18, 30));
  const minutes = (n: number) => new Date(start.getTime() + n * 60_000);
  const clock = new ManualClock(minutes(-20));
  let t: TestApp;
  let call: ReturnType<typeof caller>;
  let courseId: number;
  let classId: number;

  beforeAll(async () => {
    t = await createTestApp({ clock });
    call = caller(t);
    const course = await t.db
      .selectFrom('courses')
      .select(['id', 'owner_id'])
      .where('cohort_id', '=', 1)
      .where('start_date', '<=', new Date().toISOString().slice(0, 10))
      .orderBy('id')
      .executeTakeFirstOrThrow();
    courseId = course.id;
    classId = (
      await t.db
        .insertInto('live_classes')
        .values({
          course_id: courseId,
          cohort_id: 1,
          owner_id: course.owner_id,
          name: 'On the hour',
          date: '2026-11-26',
          time: '18:30',
          starts_at: '2026-11-26T18:30:00Z',
          typed_time_zone: 'UTC',
          duration: 60,
          zoom_link: LINK,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  });

  afterAll(async () => {
    await t.close();
  });

  const seen = async (who: string) =>
    (
      (await call('GET', `/cla_live_classes?filter=course&filter_id=${courseId}`, who)).body as {
        id: number;
        zoom_link: string | null;
        has_meeting_link: boolean;
        join_opens_at: string;
        join_closes_at: string;
      }[]
    ).find((c) => c.id === classId)!;
  const feed = async () => {
    const token = await t.signIn(STUDENT);
    return (await t.app.inject({ method: 'GET', url: `/api/v1/cla_live_classes/${classId}/calendar.ics`, headers: { authorization: `Bearer ${token}` } })).body;
  };

  it('withholds the link 20 minutes before, and says when Join opens and closes', async () => {
    clock.set(minutes(-20));
    expect(await seen(STUDENT)).toMatchObject({
      zoom_link: null,
      has_meeting_link: true,
      join_opens_at: '2026-11-26T18:15:00.000Z',
      join_closes_at: '2026-11-26T19:30:00.000Z',
    });
    expect(await feed()).not.toContain(LINK);
    // the facilitator hosts: theirs at any time
    expect((await seen(FACILITATOR)).zoom_link).toBe(LINK);
  });

  it('gives it 10 minutes before and during the class, and withholds it again once it has ended', async () => {
    clock.set(minutes(-10));
    expect((await seen(STUDENT)).zoom_link).toBe(LINK);
    clock.set(minutes(59));
    expect((await seen(STUDENT)).zoom_link).toBe(LINK);
    expect(await feed()).toContain(LINK);
    clock.set(minutes(60));
    expect(await seen(STUDENT)).toMatchObject({ zoom_link: null, has_meeting_link: true });
  });
});
