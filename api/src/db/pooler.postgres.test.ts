// Behind a pooler in transaction mode (DATABASE_POOLER=transaction; npm test's PostgreSQL pass runs
// through PgBouncer so) the API sends no session settings and no named prepared statements: the
// database role's own settings must name the schema and turn JIT off, or the API refuses to start.
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { onPostgres } from '../../test/helpers';
import { openDatabase } from './database';

const DATABASE_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const prefix = `pooler_probe_${randomBytes(4).toString('hex')}`;
// two roles: a pooler keeps a role's server sessions, with the settings they started with
const bare = `${prefix}_bare`;
const ready = `${prefix}_ready`;
// not the role's name, which the default search_path ("$user", public) would find
const schemaOf = (role: string) => `${role}_data`;

const onServer = (statement: string) => onPostgres(DATABASE_URL, statement);

beforeAll(() =>
  onServer(
    [bare, ready].map((role) => `create role ${role} login; create schema ${schemaOf(role)} authorization ${role};`).join(' ') +
      `alter role ${ready} set search_path = ${schemaOf(ready)}; alter role ${ready} set jit = off`,
  ),
);
afterAll(() => onServer([bare, ready].map((role) => `drop schema if exists ${schemaOf(role)} cascade; drop role if exists ${role};`).join(' ')));

const openPooledAs = (role: string) =>
  openDatabase({
    databaseUrl: Object.assign(new URL(DATABASE_URL), { username: role }).toString(),
    databaseSchema: schemaOf(role),
    dataDir: '/nonexistent',
    databasePooler: 'transaction',
  });

test('refuses a role without the settings the API would otherwise send, naming the commands that give them', async () => {
  await expect(openPooledAs(bare)).rejects.toThrow(
    `Behind a transaction pooler (DATABASE_POOLER=transaction) the API sends no session settings, and the role ${bare} lacks ` +
      `search_path = ${schemaOf(bare)} and jit = off. Give the role its own (ALTER ROLE ${bare} SET search_path = ${schemaOf(bare)}; ALTER ROLE ${bare} SET jit = off;)`,
  );
});

test('works with a role that has them, preparing no named statement', async () => {
  const database = await openPooledAs(ready);
  try {
    const prepared = await database.db.transaction().execute(async (trx) => {
      await sql`create table probe (n int)`.execute(trx);
      await sql`insert into probe values (${41}::int + 1)`.execute(trx);
      return (await sql<{ n: number }>`select count(*)::int as n from pg_prepared_statements`.execute(trx)).rows[0]!.n;
    });
    expect(prepared).toBe(0);
    expect((await sql<{ n: number }>`select n from probe`.execute(database.db)).rows).toEqual([{ n: 42 }]);
  } finally {
    await database.close();
  }
});
