// The portal's notification list, e-mail per kind (Profile and the unsubscribe link), and the
// private calendar feed, parsed with an iCalendar parser (node-ical).
import ical, { type VEvent } from 'node-ical';
import { ManualClock, type TestApp } from '../helpers';
import type { SmtpSink } from '../smtp-sink';
import { startLagosAcademy, type LagosAcademy } from './lagos-academy';

const FACILITATOR = 'facilitator@example.org';
const STUDENT = 'student@example.org';
const OTHER_STUDENT = 'other-student@example.org';

describe('notifications, e-mail settings and the calendar feed', () => {
  let academy: LagosAcademy;
  let t: TestApp;
  let smtp: SmtpSink;
  let courseId: number;
  const clock = new ManualClock('2026-03-02T09:00:00Z');

  beforeAll(async () => {
    academy = await startLagosAcademy(clock, { PUBLIC_API_URL: 'https://api.academy.example.org' });
    ({ t, smtp, courseId } = academy);
  });

  afterAll(() => academy.close());

  const call = async (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, email?: string, payload?: object) => {
    const res = await t.app.inject({ method, url: `/api/v1${url}`, ...(email ? { headers: await t.authHeader(email) } : {}), ...(payload ? { payload } : {}) });
    return { status: res.statusCode, body: res.body ? (String(res.headers['content-type']).includes('json') ? res.json() : res.body) : null };
  };

  const schedule = async (name: string, date: string, time: string) => {
    const res = await call('POST', '/cla_live_classes', FACILITATOR, {
      cla_live_class: { name, date, time, duration: 90, zoom_link: null, cla_course_id: courseId, cohort_id: 1, cla_user_id: await t.userId(FACILITATOR) },
    });
    expect(res.status).toBe(201);
    return res.body as { id: number; starts_at: string };
  };

  const mailsTo = (email: string) => smtp.mails.filter((mail) => (Array.isArray(mail.to) ? mail.to[0] : mail.to)!.text === email);

  it('a kind turned off in Profile sends no e-mail but still lists in the portal, unread until read', async () => {
    const off = await call('PUT', '/notification_settings', STUDENT, { time_zone: 'Europe/London', email_off: ['class_scheduled'] });
    expect(off.status).toBe(200);
    expect(off.body.kinds.find((k: { kind: string }) => k.kind === 'class_scheduled').email).toBe(false);

    await schedule('Evening prayer', '2026-03-05', '18:00');
    await t.app.notices.deliverDue();
    expect(mailsTo(STUDENT)).toHaveLength(0);
    expect(mailsTo('student2@example.org')).toHaveLength(1);

    const list = await call('GET', '/notifications', STUDENT);
    expect(list.body.unread).toBe(1);
    const [notice] = list.body.notifications;
    expect(notice).toMatchObject({ kind: 'class_scheduled', title: 'New live class: Evening prayer', read: false, link: '/portal/events' });
    // the student reads London time, with the academy's beside it
    expect(notice.body).toContain('5:00 PM GMT (Thu, 5 Mar 2026, 6:00 PM GMT+1 (Africa/Lagos) at the academy)');

    expect((await call('PUT', `/notifications/${notice.id}/read`, OTHER_STUDENT)).status).toBe(404);
    expect((await call('PUT', `/notifications/${notice.id}/read`, STUDENT)).status).toBe(204);
    expect((await call('GET', '/notifications', STUDENT)).body.unread).toBe(0);
    expect((await call('GET', '/notifications', OTHER_STUDENT)).body.notifications).toEqual([]);
    expect((await call('PUT', '/notification_settings', STUDENT, { time_zone: 'Mars/Olympus', email_off: [] })).status).toBe(400);
  });

  it('Profile offers each role the kinds of notice it is sent: a student hears of classes and work, a facilitator of hand-ins', async () => {
    const kinds = async (email: string) => ((await call('GET', '/notification_settings', email)).body.kinds as { kind: string }[]).map((k) => k.kind);
    expect(await kinds(STUDENT)).toEqual([
      'class_scheduled',
      'class_moved',
      'class_cancelled',
      'class_reminder',
      'assignment_posted',
      'assignment_due',
      'work_marked',
    ]);
    expect(await kinds(FACILITATOR)).toEqual(['work_submitted']);
  });

  it('a zone chosen by the old name the browsers still list is kept and shown by its current name', async () => {
    const saved = await call('PUT', '/notification_settings', OTHER_STUDENT, { time_zone: 'Asia/Calcutta', email_off: [] });
    expect(saved.status).toBe(200);
    expect(saved.body.time_zone).toBe('Asia/Kolkata');
  });

  it('the unsubscribe link of a mail turns that kind off without signing in, by a POST only', async () => {
    smtp.mails.length = 0;
    await schedule('Choir practice', '2026-03-06', '10:00');
    await t.app.notices.deliverDue();
    const [mail] = mailsTo('student2@example.org');
    const link = /<(https:\/\/api\.academy\.example\.org\/api\/v1\/unsubscribe\/[^>]+)>/.exec(
      String(mail!.headerLines.find((l) => l.key === 'list-unsubscribe')!.line),
    )![1]!;
    expect(String(mail!.headerLines.find((l) => l.key === 'list-unsubscribe-post')!.line)).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    const path = new URL(link).pathname;
    const muted = async () =>
      (await call('GET', '/notification_settings', 'student2@example.org')).body.kinds.find((k: { kind: string }) => k.kind === 'class_scheduled').email ===
      false;

    // a mail scanner following the link changes nothing: the page only offers a button
    for (const method of ['GET', 'HEAD'] as const) expect((await t.app.inject({ method, url: path })).statusCode).toBe(200);
    const page = await t.app.inject({ method: 'GET', url: path, headers: { accept: 'text/html' } });
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toMatch(
      /<form method="post"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">Stop these e-mails<\/button><\/form>/,
    );
    expect(await muted()).toBe(false);

    // the mail client's one-click POST (RFC 8058), as a form
    const res = await t.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toContain('You will no longer get e-mails for');
    expect(await muted()).toBe(true);
    // the page's button: a browser's form post answers a page
    const button = await t.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html,application/xhtml+xml' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(button.headers['content-type']).toContain('text/html');
    expect(button.body).toContain('<h1>Unsubscribed</h1>');
    expect((await call('POST', '/unsubscribe/' + 'x'.repeat(43) + '/class_scheduled')).status).toBe(404);

    smtp.mails.length = 0;
    await schedule('Choir practice 2', '2026-03-07', '10:00');
    await t.app.notices.deliverDue();
    expect(mailsTo('student2@example.org')).toHaveLength(0);
    expect(mailsTo('student3@example.org')).toHaveLength(1);
    const listed = (await call('GET', '/notifications', 'student2@example.org')).body.notifications;
    expect(listed.map((n: { title: string }) => n.title)).toContain('New live class: Choir practice 2');
  });

  it("the unsubscribe page and its answer are in the reader's language, right to left in Arabic", async () => {
    expect((await call('PUT', '/locale', 'student3@example.org', { locale: 'ar' })).status).toBe(200);
    await call('GET', '/notification_settings', 'student3@example.org');
    const { unsubscribe_token: token } = await t.db
      .selectFrom('notice_settings')
      .select('unsubscribe_token')
      .where('user_id', '=', await t.userId('student3@example.org'))
      .executeTakeFirstOrThrow();
    const path = `/api/v1/unsubscribe/${token}/class_reminder`;
    const page = await t.app.inject({ method: 'GET', url: path, headers: { accept: 'text/html' } });
    expect(page.body).toContain('<html lang="ar" dir="rtl">');
    expect(page.body).not.toMatch(/Stop|e-mails|One hour/);
    // "turn them back on in your profile" leads there
    const profileLink = /<a href="https?:\/\/[^"]+\/portal\/profile">[^<]+<\/a>/;
    expect(page.body).toMatch(profileLink);
    const done = await t.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
      payload: '',
    });
    expect(done.body).toContain('<html lang="ar" dir="rtl">');
    expect(done.body).not.toMatch(/Unsubscribed|You will no longer/);
    expect(done.body).toMatch(profileLink);
  });

  it("the calendar feed parses, its times equal the portal's, a deleted class is cancelled, and a reset kills the old URL", async () => {
    const kept = await schedule('Leadership workshop', '2026-03-10', '08:00');
    const dropped = await schedule('Dropped session', '2026-03-11', '08:00');
    expect((await call('DELETE', `/cla_live_classes/${dropped.id}`, FACILITATOR)).status).toBe(204);

    const settings = (await call('GET', '/notification_settings', STUDENT)).body;
    const url = new URL(settings.calendar_url);
    expect(url.origin).toBe('https://api.academy.example.org');
    const feed = await t.app.inject({ method: 'GET', url: url.pathname });
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toContain('text/calendar');
    const events = Object.values(ical.sync.parseICS(feed.body)).filter((item): item is VEvent => item?.type === 'VEVENT');

    const portal = (await call('GET', '/cla_live_classes', STUDENT)).body as { id: number; name: string; starts_at: string }[];
    expect(events.filter((e) => e.status !== 'CANCELLED' && e.uid.startsWith('live-class-'))).toHaveLength(portal.length);
    for (const liveClass of portal) {
      const event = events.find((e) => e.uid === `live-class-${liveClass.id}@api.academy.example.org`)!;
      expect(event.summary).toBe(liveClass.name);
      expect(event.start.getTime()).toBe(new Date(liveClass.starts_at).getTime());
    }
    expect(events.find((e) => e.uid === `live-class-${kept.id}@api.academy.example.org`)!.start.toISOString()).toBe('2026-03-10T07:00:00.000Z');
    expect(events.find((e) => e.uid === `live-class-${dropped.id}@api.academy.example.org`)!.status).toBe('CANCELLED');

    // every assignment's due moment, as the portal gives it
    const work = (await call('GET', '/cla_assignments', STUDENT)).body as { id: number; name: string; due_at: string }[];
    expect(work.length).toBeGreaterThan(0);
    for (const assignment of work) {
      const event = events.find((e) => e.uid === `assignment-due-${assignment.id}@api.academy.example.org`)!;
      expect(event.summary).toBe(`Due: ${assignment.name}`);
      expect(event.start.getTime()).toBe(new Date(assignment.due_at).getTime());
    }

    // nothing of other users: no class outside the student's cohort, no names or e-mails
    const otherCohortIds = (await call('GET', '/cla_live_classes', 'facilitator2@example.org')).body.map((c: { id: number }) => c.id);
    expect(otherCohortIds.length).toBeGreaterThan(0);
    for (const id of otherCohortIds) expect(feed.body).not.toContain(`live-class-${id}@`);
    expect(feed.body).not.toMatch(/@example\.org|Esther|ATTENDEE|ORGANIZER/);

    const one = await call('GET', `/cla_live_classes/${kept.id}/calendar.ics`, STUDENT);
    expect(one.status).toBe(200);
    const [single] = Object.values(ical.sync.parseICS(one.body)).filter((item): item is VEvent => item?.type === 'VEVENT');
    expect(single!.uid).toBe(`live-class-${kept.id}@api.academy.example.org`);
    expect((await call('GET', `/cla_live_classes/${kept.id}/calendar.ics`, OTHER_STUDENT)).status).toBe(404);

    const reset = await call('POST', '/notification_settings/calendar_reset', STUDENT);
    expect(reset.body.calendar_url).not.toBe(settings.calendar_url);
    expect((await t.app.inject({ method: 'GET', url: url.pathname })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: new URL(reset.body.calendar_url).pathname })).statusCode).toBe(200);
  });

  it('a calendar file ends its last line with CRLF, publishes, and a moved class carries a higher SEQUENCE', async () => {
    const moving = await schedule('Moving session', '2026-03-12', '08:00');
    const file = async () => (await call('GET', `/cla_live_classes/${moving.id}/calendar.ics`, STUDENT)).body as string;
    const sequence = (body: string) => Number(/\r\nSEQUENCE:(\d+)\r\n/.exec(body)?.[1]);

    const before = await file();
    expect(before.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(before).toContain('\r\nMETHOD:PUBLISH\r\n');
    const moved = await call('PUT', `/cla_live_classes/${moving.id}`, FACILITATOR, {
      cla_live_class: {
        name: 'Moving session',
        date: '2026-03-12',
        time: '09:30',
        duration: 90,
        zoom_link: null,
        cla_course_id: courseId,
        cohort_id: 1,
        cla_user_id: await t.userId(FACILITATOR),
      },
    });
    expect(moved.status).toBe(200);

    const after = await file();
    expect(sequence(after)).toBeGreaterThan(sequence(before));
    const feed = (await t.app.inject({ method: 'GET', url: new URL((await call('GET', '/notification_settings', STUDENT)).body.calendar_url).pathname })).body;
    expect(feed.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(feed).toContain(`UID:live-class-${moving.id}@api.academy.example.org\r\nSEQUENCE:${sequence(after)}`);
  });
});

describe('iCalendar text', () => {
  let academy: LagosAcademy;
  let t: TestApp;

  beforeAll(async () => {
    academy = await startLagosAcademy(new ManualClock('2026-03-02T09:00:00Z'), { PUBLIC_API_URL: 'https://api.academy.example.org' });
    ({ t } = academy);
  });

  afterAll(() => academy.close());

  it('a class name with line breaks stays one escaped, folded event in the .ics file and the feed', async () => {
    // stored as older data may hold it: the API refuses control characters in names today
    const name =
      'Prayer\r\nEND:VEVENT\r\nBEGIN:VEVENT\r\nSUMMARY:Verify your account\r\nURL:https://phish.example\r\nDTSTART:20260310T080000Z\u0007 ' + 'é'.repeat(60);
    const liveClass = await t.db
      .selectFrom('live_classes')
      .select('id')
      .where('course_id', '=', academy.courseId)
      .where('deleted_at', 'is', null)
      .executeTakeFirstOrThrow();
    await t.db.updateTable('live_classes').set({ name }).where('id', '=', liveClass.id).execute();
    const student = STUDENT;
    const single = await t.app.inject({ method: 'GET', url: `/api/v1/cla_live_classes/${liveClass.id}/calendar.ics`, headers: await t.authHeader(student) });
    expect(single.statusCode).toBe(200);
    const feedUrl = new URL(
      (await t.app.inject({ method: 'GET', url: '/api/v1/notification_settings', headers: await t.authHeader(student) })).json().calendar_url,
    );
    const feed = await t.app.inject({ method: 'GET', url: feedUrl.pathname });

    for (const body of [single.body, feed.body]) {
      expect(body).not.toMatch(/\r\n(SUMMARY:Verify|URL:https:\/\/phish|DTSTART:20260310T080000Z)/);
      expect(body).not.toContain('\u0007');
      for (const line of body.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
      const events = Object.values(ical.sync.parseICS(body)).filter((item): item is VEvent => item?.type === 'VEVENT');
      const ours = events.filter((event) => event.uid === `live-class-${liveClass.id}@api.academy.example.org`);
      expect(ours).toHaveLength(1);
      expect(String(ours[0]!.summary)).toBe(name.replace(/\r\n/g, '  ').replace('\u0007', ' '));
      expect(events.some((event) => String(event.summary).startsWith('Verify'))).toBe(false);
    }
    expect(single.body.match(/\r\nBEGIN:VEVENT\r\n/g)).toHaveLength(1);
  });
});
