// Answers kept in this process while the embedded database is unchanged. PGlite is opened by one
// process only (lockDataDir), so every change to it is made here, and every committed change writes
// its commit record to the write-ahead log, moving its insert position: an answer read while the
// position was P is still the database's answer as long as the position is P. The position is read
// before the answer, so a change made in between only makes the kept answer look older than it is.
// On PostgreSQL nothing is kept: other processes write there.
import { sql, type Kysely } from 'kysely';
import type { DatabaseKind } from './database';
import type { DB } from './schema';

const MAX_ANSWERS = 1_000;

export interface UnchangedAnswers {
  /** The answer kept under `key` while the database is unchanged since it was read, else `read()`'s. */
  get<T>(key: string, read: () => Promise<T>): Promise<T>;
}

async function walPosition(db: Kysely<DB>): Promise<string> {
  const { rows } = await sql<{ position: string }>`select pg_current_wal_insert_lsn()::text as position`.execute(db);
  return rows[0]!.position;
}

export function unchangedAnswers(db: Kysely<DB>, kind: DatabaseKind): UnchangedAnswers {
  if (kind !== 'pglite') return { get: (_key, read) => read() };
  const kept = new Map<string, { position: string; answer: unknown }>();
  return {
    async get<T>(key: string, read: () => Promise<T>): Promise<T> {
      const position = await walPosition(db);
      const entry = kept.get(key);
      if (entry?.position === position) return entry.answer as T;
      const answer = await read();
      kept.delete(key);
      if (kept.size >= MAX_ANSWERS) kept.delete(kept.keys().next().value!);
      kept.set(key, { position, answer });
      return answer;
    },
  };
}
