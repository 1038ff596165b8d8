// The data layer's answers kept on the device for the signed-in person (docs/offline.md): what
// they opened online opens again offline. TanStack Query's own dehydrate and hydrate, saved to
// IndexedDB a moment after the cache changes; the persister packages pin another query-core than
// the page's (docs/toolchain.md).
import { dehydrate, hydrate, onlineManager, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { LOGOUT_EVENT, SESSION_TTL_MS } from '@academy/shared/session/store';
import { claimDevice, dropKept, forgetEverything, readKept, writeKept } from '@academy/shared/offline/device-store';

export const ANSWERS_KEY = 'answers';
const SAVE_AFTER_MS = 1000;

export interface KeptAnswers {
  userId: number;
  savedAt: number;
  state: DehydratedState;
}

type KeptQueries = DehydratedState['queries'];

/**
 * What `userId` kept, unless another person's is kept: then everything of theirs is forgotten
 * first. Older than a session lasts: dropped.
 */
async function readKeptQueries(userId: number): Promise<KeptQueries> {
  await claimDevice(userId);
  const kept = await readKept<KeptAnswers>(ANSWERS_KEY);
  if (!kept) return [];
  if (kept.userId !== userId) {
    await forgetEverything();
    return [];
  }
  if (Date.now() - kept.savedAt <= SESSION_TTL_MS) return kept.state.queries;
  await dropKept(ANSWERS_KEY);
  return [];
}

/**
 * Keeps `client`'s answers on the device for `userId` until the returned stop is called or the
 * session ends (the page's cache is then emptied too). Online the page asks the API as it always
 * did; offline (at the start, or once the network goes) it shows what was kept, an answer the
 * page already has, newer, staying. What was kept of screens not opened this time is kept on.
 */
export function keepAnswers(client: QueryClient, userId: number): () => void {
  // TanStack Query takes the network for granted until an event says otherwise: a page opened offline starts offline
  onlineManager.setOnline(navigator.onLine);
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  let earlier: KeptQueries = [];
  const showKept = () => {
    if (!stopped && !onlineManager.isOnline()) hydrate(client, { mutations: [], queries: earlier });
  };
  const restored = readKeptQueries(userId)
    .then((queries) => {
      earlier = queries;
      showKept();
    })
    .catch(() => undefined);
  const save = () => {
    timer = undefined;
    if (stopped) return;
    const now = dehydrate(client);
    const shown = new Set(now.queries.map((query) => query.queryHash));
    const queries = [...now.queries, ...earlier.filter((query) => !shown.has(query.queryHash))];
    void writeKept(ANSWERS_KEY, { userId, savedAt: Date.now(), state: { mutations: [], queries } } satisfies KeptAnswers).catch(() => undefined);
  };
  const unsubscribeCache = client.getQueryCache().subscribe(() => {
    timer ??= setTimeout(() => void restored.then(save), SAVE_AFTER_MS);
  });
  const unsubscribeNetwork = onlineManager.subscribe(showKept);
  const stop = () => {
    stopped = true;
    clearTimeout(timer);
    unsubscribeCache();
    unsubscribeNetwork();
    window.removeEventListener(LOGOUT_EVENT, onLogout);
  };
  // the person is gone: nothing of theirs stays in the page (the device's copy is forgotten by the store)
  const onLogout = () => {
    stop();
    client.clear();
  };
  window.addEventListener(LOGOUT_EVENT, onLogout);
  return stop;
}

/**
 * When the answers shown now (those a screen or the frame observes) were saved: the oldest of
 * them, as what is on screen is no newer than that. Null when none is shown, or when one the
 * screen asks for has none (a page never opened on this device, offline): no time says when that
 * page was saved. What the offline notice names.
 */
export function shownAnswersSavedAt(client: QueryClient): number | null {
  const shown = client
    .getQueryCache()
    .getAll()
    .filter((query) => query.getObserversCount() > 0);
  if (shown.some((query) => query.state.dataUpdatedAt === 0 && !query.isDisabled())) return null;
  const saved = shown.map((query) => query.state.dataUpdatedAt).filter((at) => at > 0);
  return saved.length > 0 ? Math.min(...saved) : null;
}
