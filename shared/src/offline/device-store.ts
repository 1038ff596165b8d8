// What the portal keeps on the device for one person, in IndexedDB (docs/offline.md): the data
// layer's answers (answers-cache.ts) and the hand-ins waiting to be sent (outbox.ts), each entry
// naming whose it is. The device holds one person's at most: signing out, or another person
// signing in, forgets everything of the one before; a session that ended without its person's say
// keeps only the work waiting to be sent, for that person's next sign-in.
import { clear, createStore, del, delMany, get, keys, set, type UseStore } from 'idb-keyval';

let store: UseStore | null = null;

/** Opened at the first use: a page that keeps nothing opens no database. */
function kept(): UseStore {
  store ??= createStore('academy-offline', 'kept');
  return store;
}

// async, so that a browser without IndexedDB (opening throws) fails the promise, not the caller
export async function readKept<T>(key: string): Promise<T | undefined> {
  return get<T>(key, kept());
}

export async function writeKept(key: string, value: unknown): Promise<void> {
  return set(key, value, kept());
}

export async function dropKept(key: string): Promise<void> {
  return del(key, kept());
}

const forgetListeners = new Set<() => void>();

/** Called whenever what the device kept is forgotten: a page's own copy of it goes too. */
export function onForgotten(listener: () => void): () => void {
  forgetListeners.add(listener);
  return () => forgetListeners.delete(listener);
}

export const OWNER_KEY = 'owner';
/** The hand-ins waiting to be sent (outbox.ts), whoever's. */
export const OUTBOX_KEY = 'outbox';

/** Forgets every answer and queued item kept on this device. */
export async function forgetEverything(): Promise<void> {
  await clear(kept());
  forgetListeners.forEach((listener) => listener());
}

/**
 * Forgets what was kept for reading, but not the hand-ins waiting to be sent nor whose they are: a
 * session that ended without its person's say (the server ended it, its time ran out) leaves them
 * for that person's next sign-in to send, as a tab closed offline does; another's forgets them
 * (`claimDevice`).
 */
export async function forgetAllButWaitingWork(): Promise<void> {
  const store = kept();
  await delMany(
    (await keys(store)).filter((key) => key !== OUTBOX_KEY && key !== OWNER_KEY),
    store,
  );
  forgetListeners.forEach((listener) => listener());
}

/**
 * Whether hand-ins wait on this device, asked before anyone signs in: whose they are is not said,
 * but the next person's sign-in would forget them (`claimDevice`).
 */
export async function isWorkWaiting(): Promise<boolean> {
  const waiting = await readKept<unknown[]>(OUTBOX_KEY).catch(() => undefined);
  return Array.isArray(waiting) && waiting.length > 0;
}
let claimed: { userId: number; done: Promise<void> } | null = null;

/**
 * Makes the device `userId`'s: what another person left (an expired session never signed out)
 * is forgotten first. Everything that reads or keeps a person's things waits on it.
 */
export function claimDevice(userId: number): Promise<void> {
  if (claimed?.userId !== userId) {
    claimed = {
      userId,
      done: (async () => {
        const owner = await readKept<number>(OWNER_KEY);
        if (owner !== undefined && owner !== userId) await forgetEverything();
        if (owner !== userId) await writeKept(OWNER_KEY, userId);
      })().catch(() => undefined),
    };
  }
  return claimed.done;
}

onForgotten(() => {
  claimed = null;
});
