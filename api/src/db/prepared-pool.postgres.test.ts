// The prepared-statement pool against the local PostgreSQL itself (not the pass's pooler, which is
// why the pool is not used there), on one connection so that pg_prepared_statements shows what that
// connection holds.
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { DIRECT_DATABASE_URL } from '../../test/helpers';
import { preparedStatementPool } from './prepared-pool';

let db: Kysely<unknown>;

beforeAll(() => {
  const pool = new pg.Pool({ connectionString: DIRECT_DATABASE_URL, max: 1 });
  db = new Kysely({ dialect: new PostgresDialect({ pool: preparedStatementPool(pool) }) });
});

afterAll(async () => {
  await db.destroy();
});

async function preparedTexts(): Promise<string[]> {
  return (await sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(db)).rows.map((row) => row.statement);
}

test('a query with parameters is prepared once on its connection and answers each call with its own values', async () => {
  const next = async (value: number) => (await sql<{ n: number }>`select ${value}::int + 1 as n`.execute(db)).rows[0]!.n;
  expect(await next(1)).toBe(2);
  expect(await next(41)).toBe(42);
  expect((await preparedTexts()).filter((text) => text === 'select $1::int + 1 as n')).toHaveLength(1);
});

test('a text without parameters runs unprepared, so it may hold several statements', async () => {
  await sql.raw('create temporary table prepared_pool_probe (a int); insert into prepared_pool_probe values (7)').execute(db);
  expect((await sql<{ a: number }>`select a from prepared_pool_probe`.execute(db)).rows).toEqual([{ a: 7 }]);
  expect(await preparedTexts()).not.toContainEqual(expect.stringContaining('prepared_pool_probe (a int)'));
});
