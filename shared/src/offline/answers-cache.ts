// The data layer's answers kept on the device for the signed-in person (docs/offline.md): what
// they opened online opens again offline. TanStack Query's own dehydrate and hydrate, saved to
// IndexedDB a moment after the cache changes; the persister packages pin another query-core than
// the page's (docs/toolchain.md).
import { dehydrate, hydrate, onlineManager, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { LOGOUT_EVENT, SESSION_TTL_MS } from '@academy/shared/session/store';
import { dropKept, forgetEverything, readKept, writeKept } from '@academy/shared/offline/device-store';

export const ANSWERS_KEY = 'answers';
const SAVE_AFTER_MS = 1000;

export interface KeptAnswers {
  userId: number;
  savedAt: number;
  state: DehydratedState;
}

/** Restores what `userId` kept, unless another person's is kept: then everything of theirs goes first. */
async function restore(client: QueryClient, userId: number, stopped: () => boolean): Promise<void> {
  const kept = await readKept<KeptAnswers>(ANSWERS_KEY);
  if (!kept || stopped()) return;
  if (kept.userId !== userId) {
    await forgetEverything();
    return;
  }
  if (Date.now() - kept.savedAt > SESSION_TTL_MS) await dropKept(ANSWERS_KEY);
  // an answer the page already has, newer, stays
  else hydrate(client, kept.state);
}

/**
 * Keeps `client`'s answers on the device for `userId` until the returned stop is called or the
 * session ends (the page's cache is then emptied too). Restores them first.
 */
export function keepAnswers(client: QueryClient, userId: number): () => void {
  // TanStack Query takes the network for granted until an event says otherwise: a page opened offline starts offline
  onlineManager.setOnline(navigator.onLine);
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  const save = () => {
    timer = undefined;
    if (!stopped) void writeKept(ANSWERS_KEY, { userId, savedAt: Date.now(), state: dehydrate(client) } satisfies KeptAnswers);
  };
  const restored = restore(client, userId, () => stopped).catch(() => undefined);
  const unsubscribe = client.getQueryCache().subscribe(() => {
    timer ??= setTimeout(() => void restored.then(save), SAVE_AFTER_MS);
  });
  const stop = () => {
    stopped = true;
    clearTimeout(timer);
    unsubscribe();
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

/** When the newest answer shown arrived: what the offline notice names. */
export function newestAnswerAt(client: QueryClient): number | null {
  const times = client
    .getQueryCache()
    .getAll()
    .map((query) => query.state.dataUpdatedAt)
    .filter((at) => at > 0);
  return times.length > 0 ? Math.max(...times) : null;
}
