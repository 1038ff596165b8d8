// `npm run backup` and `npm run restore` on PostgreSQL (pg_dump and pg_restore): a backup of a
// seeded schema, restored into a fresh database, holds the same rows in every table and the same
// sequence values. A restore refuses a schema that already holds tables unless told to replace it.
// pg_dump and pg_restore need sessions of their own: they run on PostgreSQL itself, never through
// a pooler in transaction mode, which they refuse.
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { openDatabase } from '../src/db/database';
import { DIRECT_DATABASE_URL, onPostgres, seededTestDatabase, type TestDatabase } from './helpers';
import { runCli } from './process-helpers';
import { tableContents, type Contents } from './table-contents';

const onServer = (statement: string) => onPostgres(DIRECT_DATABASE_URL, statement);

async function contentsOf(databaseUrl: string, databaseSchema: string): Promise<Contents> {
  const database = await openDatabase({ databaseUrl, databaseSchema, dataDir: '/nonexistent' });
  try {
    return await tableContents(database.db, databaseSchema);
  } finally {
    await database.close();
  }
}

describe('backup and restore of PostgreSQL', () => {
  let original: TestDatabase;
  const freshName = `academy_restore_${process.pid}_${randomBytes(3).toString('hex')}`;
  const freshUrl = Object.assign(new URL(DIRECT_DATABASE_URL), { pathname: `/${freshName}` }).toString();

  beforeAll(async () => {
    original = await seededTestDatabase({ databaseUrl: DIRECT_DATABASE_URL });
    await onServer(`create database ${freshName}`);
  });

  afterAll(async () => {
    await original.cleanUp();
    await onServer(`drop database if exists ${freshName} with (force)`);
  });

  it('restores a seeded schema into a fresh database with every table identical', async () => {
    const before = await contentsOf(DIRECT_DATABASE_URL, original.databaseSchema);
    expect(before.tables.users!.length).toBeGreaterThan(5);
    const file = path.join(original.dataDir, 'academy.pgdump');

    expect((await runCli('backup', [file], original.env)).stdout).toContain(`Backup written to ${file}`);
    const freshEnv = { ...original.env, DATABASE_URL: freshUrl };
    expect((await runCli('restore', [file], freshEnv)).stdout).toContain(`into PostgreSQL (schema ${original.databaseSchema})`);
    expect(await contentsOf(freshUrl, original.databaseSchema)).toEqual(before);

    await expect(runCli('restore', [file], freshEnv)).rejects.toMatchObject({ stderr: expect.stringMatching(/already holds tables.*--replace/) });
    await runCli('restore', [file, '--replace'], freshEnv);
    expect(await contentsOf(freshUrl, original.databaseSchema)).toEqual(before);
  });

  it('refuses to run through a pooler in transaction mode, saying where to run it', async () => {
    const file = path.join(original.dataDir, 'pooled.pgdump');
    await expect(runCli('backup', [file], { ...original.env, DATABASE_POOLER: 'transaction' })).rejects.toMatchObject({
      stderr: expect.stringMatching(/needs a session of its own.*DATABASE_URL of PostgreSQL itself/),
    });
  });
});
