// Hand-ins kept on the device until they reach the API (docs/offline.md): every hand-in, and
// every new link in place of one handed in, is put here first, then sent; without a network it waits and is sent when the network is back (on the
// `online` event and when the portal next starts). Each carries its own Idempotency-Key, the same
// at every try, so however often it is sent it arrives once.
import { IDEMPOTENCY_KEY_HEADER } from '@academy/contract/endpoint';
import { callWith } from '@academy/shared/api/call';
import { isApiError } from '@academy/shared/api/client';
import type { Submission } from '@academy/shared/domain/types';
import { claimDevice, onForgotten, OUTBOX_KEY, readKept, writeKept } from '@academy/shared/offline/device-store';
import { LOGOUT_EVENT } from '@academy/shared/session/store';

export { OUTBOX_KEY };

interface Queued {
  /** the Idempotency-Key it is sent with */
  key: string;
  userId: number;
  assignmentId: number;
  assignmentName: string;
  link: string;
  queuedAt: number;
  /** When the assignment is due (ISO-8601), as the page knew it: a hand-in arriving later is late. */
  dueAt?: string | null;
}

/** A first hand-in (to the assignment's facilitator), or a new link in place of the work `replaces`. */
export type QueuedHandIn = Queued & ({ facilitatorId: number; replaces?: undefined } | { replaces: number; facilitatorId?: undefined });

/** What the page gives to keep: the outbox adds the key (unless given) and the moment. */
export type NewHandIn = QueuedHandIn extends infer Item ? (Item extends QueuedHandIn ? Omit<Item, 'key' | 'queuedAt'> : never) : never;

/** Of `items`, the first hand-in of the assignment `assignmentId` (not a new link) waiting on the device. */
export function waitingHandInOf(items: QueuedHandIn[], assignmentId: number): QueuedHandIn | undefined {
  return items.find((item) => item.assignmentId === assignmentId && item.replaces === undefined);
}

/** The due moment passed while it waited on the device: the server will judge it late on arrival. */
export function duePassedWhileWaiting(item: QueuedHandIn, now = Date.now()): boolean {
  if (!item.dueAt) return false;
  const due = Date.parse(item.dueAt);
  return item.queuedAt < due && due <= now;
}

export type SendOutcome =
  | { kind: 'sent'; item: QueuedHandIn; submission: Submission }
  | { kind: 'waiting'; item: QueuedHandIn }
  | { kind: 'failed'; item: QueuedHandIn; error: unknown };

let items: QueuedHandIn[] = [];
/** Being sent by this page now: not waiting (the form says it is submitting). */
const inFlight = new Set<string>();
let waiting: QueuedHandIn[] = [];
let loading: Promise<void> | null = null;
const listeners = new Set<() => void>();

function changed(): void {
  waiting = items.filter((item) => !inFlight.has(item.key));
  listeners.forEach((listener) => listener());
}

function load(): Promise<void> {
  loading ??= readKept<QueuedHandIn[]>(OUTBOX_KEY)
    .then((kept) => {
      items = kept ?? [];
      changed();
    })
    .catch(() => undefined);
  return loading;
}

async function write(next: QueuedHandIn[]): Promise<void> {
  items = next;
  changed();
  // a browser that keeps nothing (no IndexedDB) still sends: the page holds the queue
  await writeKept(OUTBOX_KEY, next).catch(() => undefined);
}

/** What waits to be sent, as it is now; `subscribeToOutbox` tells when it changes (it reads the device's copy first). */
export function waitingHandIns(): QueuedHandIn[] {
  return waiting;
}

export function subscribeToOutbox(listener: () => void): () => void {
  listeners.add(listener);
  void load();
  return () => listeners.delete(listener);
}

const statusOf = (error: unknown) => (isApiError(error) ? error.response?.status : undefined);

/**
 * The session it was sent with is over (401): the work is not refused, it waits for its person's
 * next sign-in (the session's end keeps it on the device).
 */
const sessionEnded = (error: unknown) => statusOf(error) === 401;

/** The API refused the work itself (any other 4xx): sending it again would not change that. */
function refused(error: unknown): boolean {
  const status = statusOf(error);
  return status !== undefined && status < 500 && !sessionEnded(error);
}

/** One try at the API, with the item's own key. */
function deliver(item: QueuedHandIn): Promise<Submission> {
  const headers = { [IDEMPOTENCY_KEY_HEADER]: item.key };
  if (item.replaces !== undefined) {
    return callWith('replaceSubmissionLink', { params: { id: item.replaces }, body: { cla_submission: { download_link: item.link } } }, { headers });
  }
  const body = {
    cla_submission: { download_link: item.link, cla_assignment_id: item.assignmentId, cla_facilitator_id: item.facilitatorId, cla_student_id: item.userId },
  };
  return callWith('submitAssignment', { body }, { headers });
}

/**
 * Sends `item`. It stays queued when it could not leave and `keep` says so; otherwise it leaves
 * the queue, sent or failed.
 */
async function send(item: QueuedHandIn, keep: (error: unknown) => boolean): Promise<SendOutcome> {
  inFlight.add(item.key);
  changed();
  try {
    const submission = await deliver(item);
    await write(items.filter((queued) => queued.key !== item.key));
    return { kind: 'sent', item, submission };
  } catch (error) {
    if (keep(error)) return { kind: 'waiting', item };
    await write(items.filter((queued) => queued.key !== item.key));
    return { kind: 'failed', item, error };
  } finally {
    inFlight.delete(item.key);
    changed();
  }
}

/**
 * Keeps a new hand-in on the device, then sends it. Offline it waits there; online, a failure is
 * the form's to show, as before, and `key` (the failed attempt's) sends the same hand-in again.
 */
export async function handIn(item: NewHandIn, key: string = crypto.randomUUID()): Promise<SendOutcome> {
  await claimDevice(item.userId);
  await load();
  const queued = { ...item, key, queuedAt: Date.now() } as QueuedHandIn;
  // being sent from the start: the form stays, saying it is sending, instead of flashing "Waiting to send"
  inFlight.add(key);
  await write([...items.filter((waiting) => waiting.key !== key), queued]);
  return send(queued, (error) => !navigator.onLine || sessionEnded(error));
}

let sending: Promise<SendOutcome[]> | null = null;

/** Sends what `userId` has waiting, one at a time, once at a time; stops at the first that still cannot leave. */
export function sendWaiting(userId: number): Promise<SendOutcome[]> {
  sending ??= (async () => {
    await claimDevice(userId);
    await load();
    const outcomes: SendOutcome[] = [];
    try {
      for (const item of items.filter((queued) => queued.userId === userId)) {
        // what waits was handed in offline: it goes on waiting until the API answers it
        const outcome = await send(item, (error) => !refused(error));
        outcomes.push(outcome);
        if (outcome.kind === 'waiting') break;
      }
    } finally {
      sending = null;
    }
    return outcomes;
  })();
  return sending;
}

function forgetPageCopy(): void {
  items = [];
  loading = null;
  changed();
}

// the device's copy is forgotten with the session (session/store.ts) or for another person: so is this page's
if (typeof window !== 'undefined') window.addEventListener(LOGOUT_EVENT, forgetPageCopy);
onForgotten(forgetPageCopy);
