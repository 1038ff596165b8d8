// Kysely sends every query as unnamed SQL, so PostgreSQL parses and plans it on every call; for the
// course list and the dashboard figures, planning costs more than running. This pool sends each
// parameterised query as a named prepared statement instead: each connection plans a query text
// once and reuses the plan. Queries without parameters (DDL, migrations, begin/commit) keep the
// simple protocol, which also allows several statements in one text. No query selects `*`, so a
// migration that adds a column never changes the result of a statement another instance prepared.
// Behind a pooler in transaction mode (DATABASE_POOLER=transaction) it is not used: each transaction
// may run in another server session, which does not know the statement (database.ts).
import { createHash } from 'node:crypto';
import type { PostgresPool, PostgresPoolClient } from 'kysely';
import type pg from 'pg';

/** Past this many statements on one connection, new query texts run unnamed (bounded memory). */
const MAX_STATEMENTS_PER_CONNECTION = 500;

const prepared = new WeakMap<pg.PoolClient, Set<string>>();

function statementName(sql: string): string {
  return `q_${createHash('sha1').update(sql).digest('base64url')}`;
}

function nameFor(client: pg.PoolClient, sql: string): string | undefined {
  let names = prepared.get(client);
  if (!names) {
    names = new Set();
    prepared.set(client, names);
  }
  const name = statementName(sql);
  if (names.has(name)) return name;
  if (names.size >= MAX_STATEMENTS_PER_CONNECTION) return undefined;
  names.add(name);
  return name;
}

export function preparedStatementPool(pool: pg.Pool): PostgresPool {
  return {
    async connect(): Promise<PostgresPoolClient> {
      const client = await pool.connect();
      const query = (sql: string, parameters: ReadonlyArray<unknown>) =>
        client.query({ text: sql, values: [...parameters], name: parameters.length > 0 ? nameFor(client, sql) : undefined });
      // only the (sql, parameters) form: Kysely uses the cursor form for streaming, which the API never does
      return { query, release: () => client.release() } as unknown as PostgresPoolClient;
    },
    end: () => pool.end(),
  };
}
