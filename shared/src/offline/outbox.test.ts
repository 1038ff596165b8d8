import 'fake-indexeddb/auto';
import { http, HttpResponse } from 'msw';
import { appConfig } from '@academy/shared/config/app-config';
import { ANSWERS_KEY } from '@academy/shared/offline/answers-cache';
import { waitFor } from '@testing-library/react';
import { isWorkWaiting, readKept, writeKept } from '@academy/shared/offline/device-store';
import { duePassedWhileWaiting, handIn, sendWaiting, waitingHandIns, OUTBOX_KEY } from '@academy/shared/offline/outbox';
import { useSessionStore } from '@academy/shared/session/store';
import { apiServer } from '@academy/shared/testing/api-mocks';
import { unmarkedSubmission } from '@academy/shared/testing/submissions';
import { studentUser } from '@academy/shared/testing/users';

const ESSAY = { userId: 4, assignmentId: 9, assignmentName: 'Leadership essay', facilitatorId: 2, link: 'https://docs.example.org/essay' };

const studentUserWith = (id: number) => studentUser({ id });

function setOnline(online: boolean): void {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
}

/** Answers the hand-ins sent from now on as `answer`; returns the Idempotency-Key of each. */
function answerHandIns(answer: 'created' | 'no network' | 409 | 401): string[] {
  const keys: string[] = [];
  apiServer.use(
    http.post(`${appConfig().apiBaseUrl}/cla_submissions`, ({ request }) => {
      keys.push(request.headers.get('Idempotency-Key') ?? 'none');
      if (answer === 'no network') return HttpResponse.error();
      if (answer === 409) return HttpResponse.json({ error: 'You have already submitted this assignment.' }, { status: 409 });
      if (answer === 401) return HttpResponse.json({ error: 'Your session has ended. Please sign in again.' }, { status: 401 });
      return HttpResponse.json(unmarkedSubmission(), { status: 201 });
    }),
  );
  return keys;
}

afterEach(async () => {
  setOnline(true);
  // what a sign-out does: the queue and the device's copy are forgotten
  useSessionStore.getState().clear();
  await new Promise((resolve) => setTimeout(resolve, 50));
});

test('offline, a hand-in waits on the device; back online it is sent once, with the key it first went with', async () => {
  setOnline(false);
  const offline = answerHandIns('no network');
  const waiting = await handIn(ESSAY);
  expect(waiting.kind).toBe('waiting');
  expect(waitingHandIns()).toEqual([expect.objectContaining({ link: ESSAY.link, key: waiting.item.key })]);
  expect(await readKept(OUTBOX_KEY)).toEqual([expect.objectContaining({ key: waiting.item.key })]);

  setOnline(true);
  const online = answerHandIns('created');
  expect((await sendWaiting(ESSAY.userId)).map((outcome) => outcome.kind)).toEqual(['sent']);
  expect([...offline, ...online]).toEqual([waiting.item.key, waiting.item.key]);
  expect(waitingHandIns()).toEqual([]);
  expect(await readKept(OUTBOX_KEY)).toEqual([]);
  // nothing left to send: nothing is sent again
  expect(await sendWaiting(ESSAY.userId)).toEqual([]);
  expect(online).toHaveLength(1);
});

test('what waits goes on waiting without a network, and leaves when the API refuses it', async () => {
  setOnline(false);
  answerHandIns('no network');
  const mine = await handIn(ESSAY);
  const other = await handIn({ ...ESSAY, assignmentId: 10 });
  setOnline(true);
  expect((await sendWaiting(ESSAY.userId)).map((outcome) => outcome.kind)).toEqual(['waiting']);
  expect(waitingHandIns()).toHaveLength(2);

  const refusals = answerHandIns(409);
  const outcomes = await sendWaiting(ESSAY.userId);
  expect(outcomes.map((outcome) => [outcome.kind, outcome.item.key])).toEqual([
    ['failed', mine.item.key],
    ['failed', other.item.key],
  ]);
  expect(refusals).toEqual([mine.item.key, other.item.key]);
  expect(waitingHandIns()).toEqual([]);
});

test('a session ended elsewhere while work waited: the work stays on the device, apart from the answers, and goes at its person’s next sign-in', async () => {
  useSessionStore.getState().signIn('ended-elsewhere', studentUserWith(ESSAY.userId));
  setOnline(false);
  answerHandIns('no network');
  const waiting = await handIn(ESSAY);
  await writeKept(ANSWERS_KEY, { userId: ESSAY.userId, savedAt: Date.now(), state: { mutations: [], queries: [] } });

  setOnline(true);
  answerHandIns(401);
  expect((await sendWaiting(ESSAY.userId)).map((outcome) => outcome.kind)).toEqual(['waiting']);
  await waitFor(async () => expect(await readKept(ANSWERS_KEY)).toBeUndefined());
  expect(useSessionStore.getState().token).toBeNull();
  expect(await isWorkWaiting()).toBe(true);

  useSessionStore.getState().signIn('signed-in-again', studentUserWith(ESSAY.userId));
  const keys = answerHandIns('created');
  expect((await sendWaiting(ESSAY.userId)).map((outcome) => outcome.kind)).toEqual(['sent']);
  expect(keys).toEqual([waiting.item.key]);
});

test('online, a hand-in sent with a session that has ended waits for the next sign-in instead of being dropped', async () => {
  useSessionStore.getState().signIn('ended-elsewhere', studentUserWith(ESSAY.userId));
  answerHandIns(401);
  expect((await handIn(ESSAY)).kind).toBe('waiting');
  await waitFor(() => expect(useSessionStore.getState().token).toBeNull());
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(await readKept(OUTBOX_KEY)).toEqual([expect.objectContaining({ link: ESSAY.link })]);
});

test("another person handing in on the same device forgets the first one's queue and answers before anything of theirs is kept", async () => {
  setOnline(false);
  answerHandIns('no network');
  await handIn(ESSAY);
  await writeKept(ANSWERS_KEY, { userId: ESSAY.userId, savedAt: Date.now(), state: { mutations: [], queries: [] } });
  expect(waitingHandIns()).toHaveLength(1);

  const theirs = await handIn({ ...ESSAY, userId: 5, assignmentId: 10 });
  expect(waitingHandIns()).toEqual([expect.objectContaining({ userId: 5, key: theirs.item.key })]);
  expect(await readKept(OUTBOX_KEY)).toEqual([expect.objectContaining({ userId: 5 })]);
  expect(await readKept(ANSWERS_KEY)).toBeUndefined();
  // and the first person, back, finds nothing of the second
  setOnline(true);
  expect(await sendWaiting(ESSAY.userId)).toEqual([]);
  expect(await readKept(OUTBOX_KEY)).toBeUndefined();
});

test('a new link in place of one handed in waits like a hand-in and goes to the replacement call, once, with its key', async () => {
  const replacements: string[] = [];
  apiServer.use(
    http.put(`${appConfig().apiBaseUrl}/cla_submissions/:id/link`, async ({ request, params }) => {
      // what a phone without a network gets
      if (!navigator.onLine) return HttpResponse.error();
      replacements.push(`${String(params.id)} ${request.headers.get('Idempotency-Key') ?? 'none'} ${JSON.stringify(await request.json())}`);
      return HttpResponse.json(unmarkedSubmission(), { status: 200 });
    }),
  );
  setOnline(false);
  const { userId, assignmentId, assignmentName } = ESSAY;
  const waiting = await handIn({ userId, assignmentId, assignmentName, replaces: 31, link: 'https://docs.example.org/essay-v2' });
  expect(waiting.kind).toBe('waiting');
  expect(waitingHandIns()).toEqual([expect.objectContaining({ replaces: 31 })]);
  setOnline(true);
  expect((await sendWaiting(ESSAY.userId)).map((outcome) => outcome.kind)).toEqual(['sent']);
  expect(await sendWaiting(ESSAY.userId)).toEqual([]);
  expect(replacements).toEqual([`31 ${waiting.item.key} {"cla_submission":{"download_link":"https://docs.example.org/essay-v2"}}`]);
});

test('the due moment passing while a hand-in waits is known before it is sent', () => {
  const queuedAt = Date.parse('2026-12-05T10:00:00Z');
  const item = { ...ESSAY, key: 'k', queuedAt, dueAt: '2026-12-05T12:00:00.000Z' };
  expect(duePassedWhileWaiting(item, Date.parse('2026-12-05T11:59:59Z'))).toBe(false);
  expect(duePassedWhileWaiting(item, Date.parse('2026-12-05T12:00:00Z'))).toBe(true);
  // already due when it was handed in: the form said so then, nothing passed while it waited
  expect(duePassedWhileWaiting({ ...item, queuedAt: Date.parse('2026-12-05T13:00:00Z') }, Date.parse('2026-12-05T14:00:00Z'))).toBe(false);
  expect(duePassedWhileWaiting({ ...item, dueAt: null }, Date.parse('2026-12-06T00:00:00Z'))).toBe(false);
});

test("online, a failed hand-in is the form's to show and does not wait; the same key sends it again", async () => {
  answerHandIns('no network');
  const failed = await handIn(ESSAY);
  expect(failed.kind).toBe('failed');
  expect(waitingHandIns()).toEqual([]);
  const keys = answerHandIns('created');
  expect((await handIn(ESSAY, failed.item.key)).kind).toBe('sent');
  expect(keys).toEqual([failed.item.key]);
});
