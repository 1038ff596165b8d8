import 'fake-indexeddb/auto';
import { waitFor } from '@testing-library/react';
import { createQueryClient } from '@academy/shared/api/query-client';
import { ANSWERS_KEY, keepAnswers, shownAnswersSavedAt, type KeptAnswers } from '@academy/shared/offline/answers-cache';
import { readKept } from '@academy/shared/offline/device-store';
import { onlineManager, QueryObserver } from '@tanstack/react-query';
import { useSessionStore } from '@academy/shared/session/store';

function setOnline(online: boolean): void {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
  onlineManager.setOnline(online);
}

afterEach(() => setOnline(true));

const COURSES = ['listCourses', {}];
const GRADES = ['getMyGrades', {}];

async function keptFor(userId: number) {
  await waitFor(async () => expect((await readKept<KeptAnswers>(ANSWERS_KEY))?.userId).toBe(userId), { timeout: 5000 });
}

test("a person's answers are kept on the device and come back at their next start offline; another person's start finds none", async () => {
  const first = createQueryClient();
  const stop = keepAnswers(first, 4);
  first.setQueryData(COURSES, [{ id: 1, name: 'Servant leadership' }]);
  await keptFor(4);
  stop();

  // online, the page asks the API as before: nothing kept is shown
  const online = createQueryClient();
  const stopOnline = keepAnswers(online, 4);
  online.setQueryData(GRADES, { total: 90 });
  await new Promise((resolve) => setTimeout(resolve, 1500));
  expect(online.getQueryData(COURSES)).toBeUndefined();
  // once the network goes, what was kept shows, and what was kept before stays kept
  setOnline(false);
  expect(online.getQueryData(COURSES)).toEqual([{ id: 1, name: 'Servant leadership' }]);
  stopOnline();

  const again = createQueryClient();
  const stopAgain = keepAnswers(again, 4);
  await waitFor(() => expect(again.getQueryData(COURSES)).toEqual([{ id: 1, name: 'Servant leadership' }]));
  expect(again.getQueryData(GRADES)).toEqual({ total: 90 });
  stopAgain();

  const someoneElse = createQueryClient();
  const stopOther = keepAnswers(someoneElse, 5);
  await waitFor(async () => expect(await readKept(ANSWERS_KEY)).toBeUndefined());
  expect(someoneElse.getQueryData(COURSES)).toBeUndefined();
  stopOther();
});

test("a sign-out empties the page's cache and forgets what the device kept", async () => {
  const client = createQueryClient();
  keepAnswers(client, 4);
  client.setQueryData(COURSES, [{ id: 1 }]);
  await keptFor(4);
  useSessionStore.getState().clear();
  expect(client.getQueryData(COURSES)).toBeUndefined();
  await waitFor(async () => expect(await readKept(ANSWERS_KEY)).toBeUndefined());
});

test("what the screen shows was saved when its oldest answer arrived: an answer refreshed since (the bell's count) or not shown does not make it newer", () => {
  const client = createQueryClient();
  const NOTICES = ['countUnreadNotices', {}];
  client.setQueryData(GRADES, { total: 90 }, { updatedAt: Date.parse('2026-12-07T05:21:00Z') });
  client.setQueryData(NOTICES, { unread: 1 }, { updatedAt: Date.parse('2026-12-07T05:23:00Z') });
  client.setQueryData(COURSES, [], { updatedAt: Date.parse('2026-12-07T05:28:00Z') });
  expect(shownAnswersSavedAt(client)).toBeNull();
  const shown = [GRADES, NOTICES].map((queryKey) => new QueryObserver(client, { queryKey, enabled: false }).subscribe(() => undefined));
  expect(shownAnswersSavedAt(client)).toBe(Date.parse('2026-12-07T05:21:00Z'));
  shown.forEach((stop) => stop());
});

test('a screen that shows something without a saved answer (a page never opened here, offline) has no time to name: the bell saved earlier does not make it saved', () => {
  setOnline(false);
  const client = createQueryClient();
  const NOTICES = ['countUnreadNotices', {}];
  client.setQueryData(NOTICES, { unread: 1 }, { updatedAt: Date.parse('2026-12-07T05:23:00Z') });
  const bell = new QueryObserver(client, { queryKey: NOTICES, enabled: false }).subscribe(() => undefined);
  expect(shownAnswersSavedAt(client)).toBe(Date.parse('2026-12-07T05:23:00Z'));
  const screen = new QueryObserver(client, { queryKey: COURSES, queryFn: () => new Promise<never>(() => undefined) }).subscribe(() => undefined);
  expect(shownAnswersSavedAt(client)).toBeNull();
  screen();
  bell();
});
