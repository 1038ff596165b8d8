// New password hashes run one at a time per lane and instance, with a short queue: a hash takes a
// core for about 40 ms, so a burst of anonymous sign-ups must not take every core from the sign-ins.
// Anonymous sign-ups have a lane of their own; work by someone signed in or holding a mailed token
// (password change, reset, invitation accept) has the other, so a sign-up flood never queues it.
// Sign-in verification does not queue here. A full lane refuses at once: work that would wait in it
// asks `hasRoom` first, so a refused sign-up costs no password check and no query either.
import { HttpError } from '../http/errors';

export const HASHING_BUSY = 'The server is busy creating accounts. Please try again in a minute.';

/** Which lane a new hash waits in. */
export type HashLane = 'anonymous' | 'account';

export function boundedConcurrency(limit: number, maxWaiting: number) {
  let running = 0;
  const waiting: Array<() => void> = [];
  const hasRoom = () => running < limit || waiting.length < maxWaiting;
  const run = async function <T>(task: () => Promise<T>): Promise<T> {
    if (running >= limit) {
      if (!hasRoom()) throw new HttpError(503, HASHING_BUSY, 'server_busy');
      await new Promise<void>((resolve) => waiting.push(resolve));
    }
    running += 1;
    try {
      return await task();
    } finally {
      running -= 1;
      waiting.shift()?.();
    }
  };
  return Object.assign(run, { hasRoom });
}
