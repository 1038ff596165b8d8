// The parts of the account holders' names (lower case), which a browser's error report may carry
// (a page shows them): read from the database at most once a minute, so a flood of reports costs
// no query each.
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema';

const REFRESH_MS = 60_000;

export function knownNames(db: Kysely<DB>): () => Promise<ReadonlySet<string>> {
  let names: Promise<ReadonlySet<string>> | null = null;
  let readAt = 0;
  return () => {
    if (!names || Date.now() - readAt > REFRESH_MS) {
      readAt = Date.now();
      names = sql<{ part: string }>`
        select distinct lower(part) as part
        from users, regexp_split_to_table(name, '[^[:alpha:]''’]+') as part
        where anonymised_at is null and length(part) >= 2`
        .execute(db)
        .then(({ rows }) => new Set(rows.map((row) => row.part)));
      // a failed read is tried again at the next report
      names.catch(() => (names = null));
    }
    return names;
  };
}
