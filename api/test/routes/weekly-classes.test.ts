// Live classes start at a moment; a weekly series repeats at the same wall-clock time in the zone its
// facilitator typed it in. The week: a facilitator in Asia/Kolkata (no daylight saving), a student in
// Pacific/Auckland (NZDT ends on Sunday 4 April 2027) and the academy in America/Chicago (CDT from
// Sunday 14 March 2027).
import { sql } from 'kysely';
import ical, { type VEvent } from 'node-ical';
import { migrate } from '../../src/db/migrate';
import { wallClockIn } from '@academy/contract/rules/time-zones';
import { caller, FACILITATOR, STUDENT } from '../content-helpers';
import { createTestApp, databaseBefore, ManualClock, type TestApp } from '../helpers';

const UID_DOMAIN = 'api.academy.example.org';
const THURSDAYS = ['2027-03-11', '2027-03-18', '2027-03-25', '2027-04-01', '2027-04-08', '2027-04-15', '2027-04-22', '2027-04-29', '2027-05-06', '2027-05-13'];

interface Answer {
  id: number;
  date: string;
  time: string;
  starts_at: string;
  time_zone: string;
  typed_time_zone: string;
  series_id: number | null;
}

describe('weekly live classes typed in Asia/Kolkata', () => {
  let t: TestApp;
  let call: ReturnType<typeof caller>;
  let courseId: number;
  let facilitatorId: number;

  beforeAll(async () => {
    t = await createTestApp({
      clock: new ManualClock('2027-03-01T09:00:00Z'),
      env: { ACADEMY_TIME_ZONE: 'America/Chicago', PUBLIC_API_URL: `https://${UID_DOMAIN}` },
    });
    call = caller(t);
    courseId = (
      await t.db.selectFrom('courses').select('id').where('name', '=', "Believer-Beginners' Class").where('cohort_id', '=', 1).executeTakeFirstOrThrow()
    ).id;
    facilitatorId = await t.userId(FACILITATOR);
    expect((await call('PUT', '/notification_settings', STUDENT, { time_zone: 'Pacific/Auckland', email_off: [] })).status).toBe(200);
  });

  afterAll(async () => {
    await t.close();
  });

  const body = (changes: Record<string, unknown>) => ({
    cla_live_class: {
      name: 'Evening Bible study',
      date: THURSDAYS[0],
      time: '18:30',
      time_zone: 'Asia/Kolkata',
      duration: 60,
      zoom_link: 'https://zoom.us/j/5550100200',
      cla_course_id: courseId,
      cohort_id: 1,
      cla_user_id: facilitatorId,
      ...changes,
    },
  });

  const series = async (seriesId: number): Promise<Answer[]> =>
    ((await call('GET', `/cla_live_classes?filter=course&filter_id=${courseId}`, FACILITATOR)).body as Answer[]).filter((c) => c.series_id === seriesId);

  const feed = async () => {
    const url = new URL((await call('GET', '/notification_settings', STUDENT)).body.calendar_url);
    const res = await t.app.inject({ method: 'GET', url: url.pathname });
    expect(res.statusCode).toBe(200);
    return res.body;
  };
  const eventOf = (text: string, id: number) => {
    const event = Object.values(ical.sync.parseICS(text)).find(
      (item): item is VEvent => item?.type === 'VEVENT' && item.uid === `live-class-${id}@${UID_DOMAIN}`,
    );
    if (!event) throw new Error(`no event for class ${id}`);
    const raw = /BEGIN:VEVENT\r\nUID:[^\r]+\r\n(?:(?!END:VEVENT)[\s\S])*END:VEVENT/.exec(
      text.slice(text.indexOf(`UID:live-class-${id}@`) - 'BEGIN:VEVENT\r\n'.length),
    )![0];
    return { event, raw, sequence: Number(/\r\nSEQUENCE:(\d+)\r\n/.exec(raw)![1]), dtstart: /\r\nDTSTART:([^\r]+)\r\n/.exec(raw)![1] };
  };

  it('refuses a series of 1 week or more than 52', async () => {
    expect((await call('POST', '/cla_live_classes', FACILITATOR, body({ repeat_weeks: 1 }))).status).toBe(400);
    expect((await call('POST', '/cla_live_classes', FACILITATOR, body({ repeat_weeks: 53 }))).status).toBe(400);
  });

  it('schedules 10 Thursdays at 18:30 Kolkata: 13:00Z each, across Auckland and Chicago daylight-saving changes; one edited, the following moved, one cancelled', async () => {
    const created = await call('POST', '/cla_live_classes', FACILITATOR, body({ repeat_weeks: 10 }));
    expect(created.status).toBe(201);
    const first = created.body as Answer;
    expect(first.series_id).toBe(first.id);
    expect(first.typed_time_zone).toBe('Asia/Kolkata');

    const classes = await series(first.id);
    expect(classes).toHaveLength(10);
    expect(classes.map((c) => new Date(c.starts_at).toISOString())).toEqual(THURSDAYS.map((day) => `${day}T13:00:00.000Z`));
    // the academy's date and time follow the moment: 07:00 CST, then 08:00 CDT
    expect(classes.slice(0, 2).map((c) => [c.date, c.time, c.time_zone])).toEqual([
      ['2027-03-11', '07:00', 'America/Chicago'],
      ['2027-03-18', '08:00', 'America/Chicago'],
    ]);
    // in Auckland: Friday 02:00 NZDT before 4 April, Friday 01:00 NZST after
    expect(classes.map((c) => wallClockIn(new Date(c.starts_at), 'Pacific/Auckland').time)).toEqual([...Array(4).fill('02:00'), ...Array(6).fill('01:00')]);

    // the feed: each its own event, DTSTART the stored moment
    const before = await feed();
    for (const [index, liveClass] of classes.entries()) {
      const { event, dtstart } = eventOf(before, liveClass.id);
      expect(dtstart).toBe(`${THURSDAYS[index]!.replaceAll('-', '')}T130000Z`);
      expect(event.start.getTime()).toBe(new Date(liveClass.starts_at).getTime());
    }
    // the Auckland student's reminder of a class after their change reads 01:00 NZST on the Friday
    const reminder = await t.db
      .selectFrom('notices')
      .select('body')
      .where('ref', '=', `live_class:${classes[5]!.id}`)
      .where('kind', '=', 'class_reminder')
      .where('user_id', '=', await t.userId(STUDENT))
      .executeTakeFirstOrThrow();
    expect(reminder.body).toContain('Fri, 16 Apr 2027, 1:00 AM GMT+12');

    // this class only: the third at 19:30; only its SEQUENCE rises
    const third = classes[2]!;
    const eighth = classes[7]!;
    const moved = await call('PUT', `/cla_live_classes/${third.id}`, FACILITATOR, body({ date: THURSDAYS[2], time: '19:30' }));
    expect(moved.status).toBe(200);
    expect(new Date(moved.body.starts_at).toISOString()).toBe('2027-03-25T14:00:00.000Z');
    // and the eighth alone, also to 19:30, to see the following change move it by the same amount
    expect((await call('PUT', `/cla_live_classes/${eighth.id}`, FACILITATOR, body({ date: THURSDAYS[7], time: '19:30', apply_to: 'this' }))).status).toBe(200);
    const afterOne = await feed();
    for (const liveClass of classes) {
      const raised = liveClass.id === third.id || liveClass.id === eighth.id;
      expect(eventOf(afterOne, liveClass.id).sequence).toBe(eventOf(before, liveClass.id).sequence + (raised ? 1 : 0));
    }
    expect(eventOf(afterOne, third.id).dtstart).toBe('20270325T140000Z');

    // cancel the ninth
    const ninth = classes[8]!;
    expect((await call('DELETE', `/cla_live_classes/${ninth.id}`, FACILITATOR)).status).toBe(204);
    const afterCancel = await feed();
    expect(eventOf(afterCancel, ninth.id).raw).toContain('\r\nSTATUS:CANCELLED\r\n');
    expect(eventOf(afterCancel, ninth.id).sequence).toBeGreaterThan(eventOf(afterOne, ninth.id).sequence);

    // this and the following, from the sixth: a day later at 17:00 (one day less 90 minutes), renamed
    const sixth = classes[5]!;
    const following = await call(
      'PUT',
      `/cla_live_classes/${sixth.id}`,
      FACILITATOR,
      body({ name: 'Friday Bible study', date: '2027-04-16', time: '17:00', apply_to: 'following' }),
    );
    expect(following.status).toBe(200);
    const now = await series(first.id);
    const startOf = (id: number) => new Date(now.find((c) => c.id === id)!.starts_at).toISOString();
    // the first five as they were (the third kept its own move)
    expect(classes.slice(0, 5).map((c) => startOf(c.id))).toEqual([
      '2027-03-11T13:00:00.000Z',
      '2027-03-18T13:00:00.000Z',
      '2027-03-25T14:00:00.000Z',
      '2027-04-01T13:00:00.000Z',
      '2027-04-08T13:00:00.000Z',
    ]);
    // Fridays 17:00 Kolkata (11:30Z); the eighth, at 19:30 before, by the same change: Friday 18:00 (12:30Z)
    expect([5, 6, 7, 9].map((index) => startOf(classes[index]!.id))).toEqual([
      '2027-04-16T11:30:00.000Z',
      '2027-04-23T11:30:00.000Z',
      '2027-04-30T12:30:00.000Z',
      '2027-05-14T11:30:00.000Z',
    ]);
    const afterFollowing = await feed();
    for (const [index, liveClass] of classes.entries()) {
      const changed = index >= 5 && index !== 8;
      expect(eventOf(afterFollowing, liveClass.id).sequence).toBe(eventOf(afterCancel, liveClass.id).sequence + (changed ? 1 : 0));
      expect(eventOf(afterFollowing, liveClass.id).event.summary).toBe(changed ? 'Friday Bible study' : 'Evening Bible study');
    }
    // the cancelled one stays cancelled, where it was
    expect(eventOf(afterFollowing, ninth.id).raw).toContain('\r\nSTATUS:CANCELLED\r\n');
    expect(eventOf(afterFollowing, ninth.id).dtstart).toBe('20270506T130000Z');
  });

  it("tells the cohort once what a new or moved series is: its weekday, time and zone, count and last date, in each reader's zone and language", async () => {
    const studentId = await t.userId(STUDENT);
    const frenchId = await t.userId('student2@example.org');
    await t.db.updateTable('users').set({ locale: 'fr' }).where('id', '=', frenchId).execute();
    expect((await call('PUT', '/notification_settings', 'student2@example.org', { time_zone: 'Asia/Kolkata', email_off: [] })).status).toBe(200);
    const created = await call('POST', '/cla_live_classes', FACILITATOR, body({ name: 'Morning psalms', repeat_weeks: 10 }));
    expect(created.status).toBe(201);
    const ids = (await series(created.body.id)).map((c) => c.id);
    const told = async (kind: 'class_scheduled' | 'class_moved', userId: number) =>
      t.db
        .selectFrom('notices')
        .select(['title', 'body'])
        .where(
          'ref',
          'in',
          ids.map((id) => `live_class:${id}`),
        )
        .where('kind', '=', kind)
        .where('user_id', '=', userId)
        .orderBy('id')
        .execute();

    // Auckland: Friday 02:00 NZDT, then 01:00 NZST after 4 April: each time with its classes, and
    // the series said to keep Kolkata's clock
    const [auckland, ...more] = await told('class_scheduled', studentId);
    expect(more).toEqual([]);
    expect(auckland!.title).toBe('New weekly live class: Morning psalms');
    expect(auckland!.body).toContain(
      'is scheduled for 10 classes: every Friday at 2:00 AM GMT+13 (Pacific/Auckland) from Fri, 12 Mar 2027 until Fri, 2 Apr 2027 ' +
        'and every Friday at 1:00 AM GMT+12 (Pacific/Auckland) from Fri, 9 Apr 2027 until Fri, 14 May 2027. ' +
        'Its time is kept on the clock of Asia/Kolkata.',
    );
    // Kolkata, in French: every Thursday at 18:30, steady
    const [kolkata] = await told('class_scheduled', frenchId);
    expect(kolkata!.title).toBe('Nouveau cours en direct hebdomadaire\u00a0: Morning psalms');
    expect(kolkata!.body).toMatch(/a lieu chaque jeudi à 18:30 .*\(Asia\/Kolkata\)\u00a0: 10 cours, du jeu\. 11 mars 2027 au jeu\. 13 mai 2027\./);
    expect(kolkata!.body).not.toContain('horloge');

    // the last four moved a day later at 17:00: told once, as the series they now are
    const moved = await call(
      'PUT',
      `/cla_live_classes/${ids[6]}`,
      FACILITATOR,
      body({ name: 'Morning psalms', date: '2027-04-23', time: '17:00', apply_to: 'following' }),
    );
    expect(moved.status).toBe(200);
    const [movedNotice, ...moreMoved] = await told('class_moved', studentId);
    expect(moreMoved).toEqual([]);
    expect(movedNotice!.title).toBe('Weekly live class moved: Morning psalms');
    expect(movedNotice!.body).toContain(
      'now takes place every Friday at 11:30 PM GMT+12 (Pacific/Auckland): 4 classes, from Fri, 23 Apr 2027 until Fri, 14 May 2027.',
    );

    // the ninth alone an hour later, then the last four moved again: no longer one weekly time on
    // Kolkata's clock, each time is given with its classes, and no clock is named
    const latest = async (userId: number) => (await told('class_moved', userId)).at(-1)!.body;
    expect((await call('PUT', `/cla_live_classes/${ids[8]}`, FACILITATOR, body({ name: 'Morning psalms', date: '2027-05-07', time: '18:00' }))).status).toBe(
      200,
    );
    const uneven = await call(
      'PUT',
      `/cla_live_classes/${ids[6]}`,
      FACILITATOR,
      body({ name: 'Morning psalms', date: '2027-04-23', time: '16:00', apply_to: 'following' }),
    );
    expect(uneven.status).toBe(200);
    expect(await latest(studentId)).toContain(
      'has moved: every Friday at 10:30 PM GMT+12 (Pacific/Auckland) from Fri, 23 Apr 2027 until Fri, 30 Apr 2027, ' +
        'on Fri, 7 May 2027 at 11:30 PM GMT+12 (Pacific/Auckland), and on Fri, 14 May 2027 at 10:30 PM GMT+12 (Pacific/Auckland).',
    );
    const inKolkata = await latest(frenchId);
    expect(inKolkata).toContain('a été déplacé\u00a0: chaque vendredi à 16:00 UTC+5:30 (Asia/Kolkata) du ven. 23 avr. 2027 au ven. 30 avr. 2027');
    expect(inKolkata).not.toContain('horloge');
    // the six earlier classes are not part of the change: no count of the series is given as if they were gone
    expect(inKolkata).not.toMatch(/\d+ cours/);
  });

  it('tells of the classes a move changed only, not of a class it moved past', async () => {
    const studentId = await t.userId(STUDENT);
    const created = await call('POST', '/cla_live_classes', FACILITATOR, body({ name: 'Vespers', repeat_weeks: 5 }));
    expect(created.status).toBe(201);
    const ids = (await series(created.body.id)).map((c) => c.id);
    // the fourth (Thu 1 Apr) and the fifth a week and a half-hour earlier: Wed 24 and 31 Mar at 18:00,
    // the third (Thu 25 Mar) untouched between them
    const moved = await call(
      'PUT',
      `/cla_live_classes/${ids[3]}`,
      FACILITATOR,
      body({ name: 'Vespers', date: '2027-03-24', time: '18:00', apply_to: 'following' }),
    );
    expect(moved.status).toBe(200);
    const notices = await t.db
      .selectFrom('notices')
      .select('body')
      .where('ref', '=', `live_class:${ids[3]}`)
      .where('kind', '=', 'class_moved')
      .where('user_id', '=', studentId)
      .execute();
    expect(notices.map(({ body }) => body)).toEqual([
      expect.stringContaining('now takes place every Thursday at 1:30 AM GMT+13 (Pacific/Auckland): 2 classes, from Thu, 25 Mar 2027 until Thu, 1 Apr 2027.'),
    ]);
  });
});

describe('migration of class dates and times to moments', () => {
  it("keeps an existing class's meaning: its date and time in the academy's zone, typed there, its SEQUENCE kept", async () => {
    const database = await databaseBefore('230', { start_date: '2027-03-01', end_date: '2027-04-01' });
    try {
      // a class before and one after Chicago's change to daylight saving (14 March 2027)
      await sql`insert into live_classes (course_id, cohort_id, owner_id, name, date, time, duration)
        values (${database.courseId}, ${database.cohortId}, ${database.ownerId}, 'Winter', '2027-03-11', '07:00', 60),
               (${database.courseId}, ${database.cohortId}, ${database.ownerId}, 'Summer', '2027-03-18', '07:00', 60)`.execute(database.db);

      await migrate(database.db, { timeZone: 'America/Chicago' });
      const rows = await database.db
        .selectFrom('live_classes')
        .select(['name', 'starts_at', 'typed_time_zone', 'series_id', 'sequence'])
        .orderBy('id')
        .execute();
      expect(rows.map((row) => ({ ...row, starts_at: new Date(row.starts_at).toISOString() }))).toEqual([
        { name: 'Winter', starts_at: '2027-03-11T13:00:00.000Z', typed_time_zone: 'America/Chicago', series_id: null, sequence: 0 },
        { name: 'Summer', starts_at: '2027-03-18T12:00:00.000Z', typed_time_zone: 'America/Chicago', series_id: null, sequence: 0 },
      ]);
    } finally {
      await database.close();
    }
  });
});
