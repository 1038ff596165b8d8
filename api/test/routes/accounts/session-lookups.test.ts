// Requests of one session that miss the cache together share one database lookup, unless something
// was forgotten since it began: a request after a session ended is refused even while an earlier
// lookup of that session is still running.
import * as sessions from '../../../src/auth/sessions';
import { createTestApp, type TestApp } from '../../helpers';

describe('session lookups shared by concurrent requests', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });

  afterAll(async () => {
    await t.close();
  });

  afterEach(() => {
    jest.restoreAllMocks();
  });

  const courses = (token: string) => t.app.inject({ method: 'GET', url: '/api/v1/cla_courses', headers: { authorization: `Bearer ${token}` } });

  it("a session's concurrent requests that miss the cache ask the database once", async () => {
    const token = await t.signIn('student@example.org');
    const lookups = jest.spyOn(sessions, 'useSession');
    const answers = await Promise.all(Array.from({ length: 10 }, () => courses(token)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(200));
    expect(lookups).toHaveBeenCalledTimes(1);
  });

  it('a request after the session ended does not share a lookup begun before', async () => {
    const token = await t.signIn('student2@example.org');
    const userId = await t.userId('student2@example.org');
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const useSession = sessions.useSession;
    const lookups = jest.spyOn(sessions, 'useSession').mockImplementationOnce(async (...args) => {
      const user = await useSession(...args);
      await held;
      return user;
    });
    const before = courses(token);
    while (lookups.mock.calls.length === 0) await new Promise((resolve) => setTimeout(resolve, 10));
    await sessions.revokeAllSessions(t.db, userId);
    await t.app.sessionCache.forget({ userId });
    const after = courses(token);
    // time for it to reach the session check while the earlier lookup is still held
    await new Promise((resolve) => setTimeout(resolve, 200));
    release();
    expect((await after).statusCode).toBe(401);
    expect((await before).statusCode).toBe(200);
  });
});
