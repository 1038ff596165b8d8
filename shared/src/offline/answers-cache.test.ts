import 'fake-indexeddb/auto';
import { waitFor } from '@testing-library/react';
import { createQueryClient } from '@academy/shared/api/query-client';
import { ANSWERS_KEY, keepAnswers, newestAnswerAt, type KeptAnswers } from '@academy/shared/offline/answers-cache';
import { readKept } from '@academy/shared/offline/device-store';
import { useSessionStore } from '@academy/shared/session/store';

const COURSES = ['listCourses', {}];

async function keptFor(userId: number) {
  await waitFor(async () => expect((await readKept<KeptAnswers>(ANSWERS_KEY))?.userId).toBe(userId), { timeout: 5000 });
}

test("a person's answers are kept on the device and come back at their next start; another person's start finds none", async () => {
  const first = createQueryClient();
  const stop = keepAnswers(first, 4);
  first.setQueryData(COURSES, [{ id: 1, name: 'Servant leadership' }]);
  await keptFor(4);
  stop();

  const again = createQueryClient();
  const stopAgain = keepAnswers(again, 4);
  await waitFor(() => expect(again.getQueryData(COURSES)).toEqual([{ id: 1, name: 'Servant leadership' }]));
  expect(newestAnswerAt(again)).toBe(first.getQueryState(COURSES)?.dataUpdatedAt);
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
