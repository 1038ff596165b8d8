// Migrations are applied once each and recorded with their checksum, on either engine (on
// PostgreSQL, through npm test's PgBouncer in transaction mode too); a file changed after it was
// applied is refused, naming it, and nothing is applied; `npm run migrate -w api` applies them alone.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { testDatabase, type TestDatabase } from '../../test/helpers';
import { runCli } from '../../test/process-helpers';
import { openDatabase, type Database } from './database';
import { EditedMigration, listMigrations, migrate } from './migrate';

let where: TestDatabase;
let database: Database;
let dir: string;

beforeEach(async () => {
  where = await testDatabase({ seed: false });
  database = await openDatabase(where);
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-migrations-'));
  fs.writeFileSync(path.join(dir, '900_probe_a.sql'), 'create table probe_a (n int);\n');
});

afterEach(async () => {
  await database.close();
  await where.cleanUp();
  fs.rmSync(dir, { recursive: true, force: true });
});

const addMigration = (name: string, text: string) => fs.writeFileSync(path.join(dir, `${name}.sql`), text);
const recorded = async () =>
  (await database.db.selectFrom('schema_migrations').select(['version', 'checksum']).where('version', '>=', '900').orderBy('version').execute()).map(
    ({ version, checksum }) => [version, checksum],
  );

test('applies each migration once, recording its checksum', async () => {
  expect(await migrate(database.db, { dir })).toEqual(['900_probe_a']);
  addMigration('901_probe_b', 'create table probe_b (n int);\n');
  expect(await migrate(database.db, { dir })).toEqual(['901_probe_b']);
  expect(await migrate(database.db, { dir })).toEqual([]);
  expect(await recorded()).toEqual([
    ['900_probe_a', expect.stringMatching(/^[0-9a-f]{64}$/)],
    ['901_probe_b', expect.stringMatching(/^[0-9a-f]{64}$/)],
  ]);
});

test('refuses a migration changed after it was applied, naming its file, and applies nothing', async () => {
  await migrate(database.db, { dir });
  addMigration('900_probe_a', 'create table probe_a (n int, m int);\n');
  addMigration('901_probe_b', 'create table probe_b (n int);\n');
  const refused = migrate(database.db, { dir });
  await expect(refused).rejects.toThrow(EditedMigration);
  await expect(refused).rejects.toThrow(/^The migration 900_probe_a\.sql was changed after it was applied to this database/);
  expect((await recorded()).map(([version]) => version)).toEqual(['900_probe_a']);
  expect((await sql<{ found: string | null }>`select to_regclass('probe_b')::text as found`.execute(database.db)).rows).toEqual([{ found: null }]);
});

test('takes the files as they are for a database that recorded no checksums yet', async () => {
  await migrate(database.db, { dir });
  const before = await recorded();
  await sql`alter table schema_migrations drop column checksum`.execute(database.db);
  expect(await migrate(database.db, { dir })).toEqual([]);
  expect(await recorded()).toEqual(before);
});

test('npm run migrate -w api applies the pending migrations on its own, and then finds none', async () => {
  // the embedded database has one process at a time
  await database.close();
  await runCli('migrate', [], where.env);
  expect((await runCli('migrate', [], where.env)).stdout.trim()).toBe('No migration was pending.');
  database = await openDatabase(where);
  const versions = (await database.db.selectFrom('schema_migrations').select('version').where('checksum', 'is not', null).execute()).map(
    ({ version }) => version,
  );
  expect(versions.sort()).toEqual(listMigrations().map(({ version }) => version));
});
