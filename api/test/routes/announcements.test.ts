// Announcements on the real app: a facilitator posts to their cohort and an administrator to any;
// a student reads their own cohort's current ones, pinned first, then newest first.
import { ADMIN, dayOffset, FACILITATOR, OTHER_FACILITATOR, OTHER_STUDENT, STUDENT } from '../content-helpers';
import { createTestApp, type TestApp } from '../helpers';

describe('announcements', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });

  afterAll(async () => {
    await t.close();
  });

  const call = async (method: 'GET' | 'POST', url: string, email: string, payload?: object) =>
    t.app.inject({ method, url: `/api/v1${url}`, headers: await t.authHeader(email), ...(payload ? { payload } : {}) });
  const titles = async (email: string, cohortId: number) =>
    ((await call('GET', `/announcements?cla_cohort_id=${cohortId}`, email)).json() as { title: string }[]).map((a) => a.title);

  it("shows a cohort's current announcements to its students only, pinned first, then newest first", async () => {
    const post = (email: string, body: object) => call('POST', '/announcements', email, { cla_cohort_id: 1, ...body });
    expect((await post(FACILITATOR, { title: 'Reading for Friday', body: 'Chapter 3.' })).statusCode).toBe(201);
    expect((await post(ADMIN, { title: 'Welcome week', body: 'See https://academy.example.org/welcome', pinned: true })).statusCode).toBe(201);
    expect((await post(FACILITATOR, { title: 'Class moved', body: 'Tonight at 7 pm.', ends_on: dayOffset(0) })).statusCode).toBe(201);
    // one that ended yesterday, as one posted with today's end date is the day after
    const cohortAuthor = await t.userId(FACILITATOR);
    await t.db
      .insertInto('announcements')
      .values({ cohort_id: 1, author_id: cohortAuthor, title: 'Old news', body: 'Yesterday.', ends_on: dayOffset(-1) })
      .execute();

    expect(await titles(STUDENT, 1)).toEqual(['Welcome week', 'Class moved', 'Reading for Friday']);
    expect(await titles(FACILITATOR, 1)).toEqual(['Welcome week', 'Old news', 'Class moved', 'Reading for Friday']);
    expect(await titles(OTHER_STUDENT, 2)).toEqual([]);
    expect((await call('GET', '/announcements?cla_cohort_id=1', OTHER_STUDENT)).statusCode).toBe(403);

    const elsewhere = await call('POST', '/announcements', OTHER_FACILITATOR, { cla_cohort_id: 1, title: 'Not mine', body: 'x' });
    expect(elsewhere.json()).toEqual({
      errors: { cla_cohort_id: ['is not one of the cohorts assigned to you'] },
      error: expect.any(String),
      code: 'invalid_fields',
      field_codes: { cla_cohort_id: [{ code: 'cohort_not_assigned' }] },
    });
    const shown = (await call('GET', '/announcements?cla_cohort_id=1', STUDENT)).json()[0];
    expect(shown).toMatchObject({
      title: 'Welcome week',
      body: 'See https://academy.example.org/welcome',
      pinned: true,
      author_name: 'Ada Boateng',
      ends_on: null,
    });
  });
  it('refuses an end date that has passed: no student would ever see the announcement', async () => {
    const posted = await call('POST', '/announcements', FACILITATOR, { cla_cohort_id: 1, title: 'Too late', body: 'x', ends_on: dayOffset(-1) });
    expect(posted.statusCode).toBe(400);
    expect(posted.json()).toMatchObject({
      errors: { ends_on: ['must be today or later'] },
      code: 'invalid_fields',
      field_codes: { ends_on: [{ code: 'date_passed' }] },
    });
    expect(await titles(FACILITATOR, 1)).not.toContain('Too late');
  });
  it('answers a page at a time: 50 unless asked, at most 100, the next ones from an offset', async () => {
    const cohort = (await t.db.insertInto('cohorts').values({ name: 'Paging cohort' }).returning('id').executeTakeFirstOrThrow()).id;
    const author = await t.userId(ADMIN);
    await t.db
      .insertInto('announcements')
      .values(
        Array.from({ length: 123 }, (_, i) => ({
          cohort_id: cohort,
          author_id: author,
          title: `Note ${i}`,
          body: 'x'.repeat(4000),
          created_at: new Date(Date.UTC(2026, 0, 1, 0, i)),
        })),
      )
      .execute();
    const page = async (query: string) => (await call('GET', `/announcements?cla_cohort_id=${cohort}${query}`, ADMIN)).json() as { title: string }[];
    const first = await page('');
    expect(first.map((a) => a.title)).toEqual(Array.from({ length: 50 }, (_, i) => `Note ${122 - i}`));
    expect((await page('&limit=30&offset=100')).map((a) => a.title)).toEqual(Array.from({ length: 23 }, (_, i) => `Note ${22 - i}`));
    const all = [...first, ...(await page('&offset=50')), ...(await page('&offset=100'))];
    expect(new Set(all.map((a) => a.title)).size).toBe(123);
    expect((await call('GET', `/announcements?cla_cohort_id=${cohort}&limit=101`, ADMIN)).statusCode).toBe(400);
  });
});
