import 'fake-indexeddb/auto';
import { http, HttpResponse } from 'msw';
import { appConfig } from '@academy/shared/config/app-config';
import { readKept } from '@academy/shared/offline/device-store';
import { handIn, sendWaiting, waitingHandIns, OUTBOX_KEY } from '@academy/shared/offline/outbox';
import { useSessionStore } from '@academy/shared/session/store';
import { apiServer } from '@academy/shared/testing/api-mocks';
import { unmarkedSubmission } from '@academy/shared/testing/submissions';

const ESSAY = { userId: 4, assignmentId: 9, assignmentName: 'Leadership essay', facilitatorId: 2, link: 'https://docs.example.org/essay' };

function setOnline(online: boolean): void {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
}

/** Answers the hand-ins sent from now on as `answer`; returns the Idempotency-Key of each. */
function answerHandIns(answer: 'created' | 'no network' | 409): string[] {
  const keys: string[] = [];
  apiServer.use(
    http.post(`${appConfig().apiBaseUrl}/cla_submissions`, ({ request }) => {
      keys.push(request.headers.get('Idempotency-Key') ?? 'none');
      if (answer === 'no network') return HttpResponse.error();
      if (answer === 409) return HttpResponse.json({ error: 'You have already submitted this assignment.' }, { status: 409 });
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

test('what waits is sent only for its own person, goes on waiting without a network, and leaves when the API refuses it', async () => {
  setOnline(false);
  answerHandIns('no network');
  const mine = await handIn(ESSAY);
  await handIn({ ...ESSAY, userId: 5, assignmentId: 10 });
  setOnline(true);
  expect((await sendWaiting(ESSAY.userId)).map((outcome) => outcome.kind)).toEqual(['waiting']);
  expect(waitingHandIns()).toHaveLength(2);

  const refusals = answerHandIns(409);
  const [refused] = await sendWaiting(ESSAY.userId);
  expect(refused).toMatchObject({ kind: 'failed', item: { key: mine.item.key } });
  expect(refusals).toEqual([mine.item.key]);
  expect(waitingHandIns().map((item) => item.userId)).toEqual([5]);
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
