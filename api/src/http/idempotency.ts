// Writes a client may send twice: an `idempotent` call of the endpoint table takes an
// Idempotency-Key header (a phone sending a queued hand-in again after losing the first answer).
// The key is recorded in the write's own transaction, with the answer it got: the same key again
// answers that, and writes nothing. Two requests with one key at once: the second waits on the
// first's row, then replays its answer (or, when the first failed, runs itself).
import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_KEY_HOURS } from '@academy/contract/endpoint';
import type { DB } from '../db/schema';
import { HttpError } from './errors';

/** Kept twice as long as the contract promises: a key is never forgotten early across a day's edge. */
const REMEMBERED_MS = 2 * IDEMPOTENCY_KEY_HOURS * 3_600_000;

export const KEY_REUSED = 'This Idempotency-Key was already used for another request: send a new key with each new request.';

export interface Answered<T> {
  status: number;
  answer: T;
}

/** The call and what it asks: a key sent again with other parameters or another body is refused. */
function requestDigest(name: string, request: FastifyRequest): string {
  const asked = JSON.stringify({ params: request.params ?? null, body: request.body ?? null });
  return `${name} ${createHash('sha256').update(asked).digest('base64url')}`;
}

/**
 * Runs `write` in one transaction, or, when the request carries a key `userId` already sent with
 * the same request, answers what that one answered. A write that fails records no key.
 */
export async function idempotently<T>(
  db: Kysely<DB>,
  name: string,
  request: FastifyRequest,
  userId: number,
  now: Date,
  write: (trx: Transaction<DB>) => Promise<Answered<T>>,
): Promise<Answered<T>> {
  const key = request.headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()];
  if (typeof key !== 'string') return db.transaction().execute(write);
  const asked = requestDigest(name, request);
  return db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('idempotency_keys')
      .where('created_at', '<', new Date(now.getTime() - REMEMBERED_MS))
      .execute();
    const claimed = await trx
      .insertInto('idempotency_keys')
      .values({ user_id: userId, key, request: asked, status: 0, answer: 'null', created_at: now })
      .onConflict((conflict) => conflict.columns(['user_id', 'key']).doNothing())
      .returning('key')
      .executeTakeFirst();
    if (!claimed) return earlierAnswer<T>(trx, userId, key, asked);
    const done = await write(trx);
    await trx
      .updateTable('idempotency_keys')
      .set({ status: done.status, answer: JSON.stringify(done.answer) })
      .where('user_id', '=', userId)
      .where('key', '=', key)
      .execute();
    return done;
  });
}

async function earlierAnswer<T>(trx: Transaction<DB>, userId: number, key: string, asked: string): Promise<Answered<T>> {
  const earlier = await trx
    .selectFrom('idempotency_keys')
    .select(['request', 'status', 'answer'])
    .where('user_id', '=', userId)
    .where('key', '=', key)
    .executeTakeFirstOrThrow();
  if (earlier.request !== asked) throw new HttpError(422, KEY_REUSED, 'idempotency_key_reused');
  return { status: earlier.status, answer: earlier.answer as T };
}
