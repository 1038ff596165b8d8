// `npm run backup` and `npm run restore` on the embedded database: a backup of a seeded database,
// restored into a fresh DATA_DIR, holds the same rows in every table and the same sequence values. A restore refuses to overwrite a database unless told to.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../src/db/database';
import { embeddedPlace, seededTestDatabase, type TestDatabase } from './helpers';
import { runCli } from './process-helpers';
import { tableContents, type Contents } from './table-contents';

const cli = (script: 'backup' | 'restore', args: string[], dataDir: string) => runCli(script, args, { DATA_DIR: dataDir, DATABASE_URL: '' });

async function contentsOf(dataDir: string): Promise<Contents> {
  const database = await openDatabase(embeddedPlace(dataDir));
  try {
    return await tableContents(database.db, 'public');
  } finally {
    await database.close();
  }
}

describe('backup and restore of the embedded database', () => {
  let original: TestDatabase;
  let fresh: string;

  beforeAll(async () => {
    original = await seededTestDatabase({ databaseUrl: null });
    fresh = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-restore-'));
  });

  afterAll(async () => {
    await original.cleanUp();
    fs.rmSync(fresh, { recursive: true, force: true });
  });

  it('restores a seeded database into a fresh one with every table identical', async () => {
    const before = await contentsOf(original.dataDir);
    expect(before.tables.users!.length).toBeGreaterThan(5);
    const file = path.join(original.dataDir, 'backups', 'academy.pglite.tar.gz');

    const backup = await cli('backup', [file], original.dataDir);
    expect(backup.stdout).toContain(`Backup written to ${file}`);
    const restore = await cli('restore', [file], fresh);
    expect(restore.stdout).toContain('Restored');

    const after = await contentsOf(fresh);
    expect(after).toEqual(before);

    await expect(cli('restore', [file], fresh)).rejects.toMatchObject({ stderr: expect.stringMatching(/already holds a database.*--replace/) });
    const replaced = await cli('restore', [file, '--replace'], fresh);
    expect(replaced.stdout).toMatch(/The database it replaced is in .*pglite\.replaced-/);
    expect(await contentsOf(fresh)).toEqual(before);
  });

  it('writes to DATA_DIR/backups by default and refuses a file that is no backup of this engine', async () => {
    const backup = await cli('backup', [], original.dataDir);
    expect(backup.stdout).toMatch(/Backup written to .*\/backups\/academy-\d{8}-\d{6}\.pglite\.tar\.gz/);
    const notABackup = path.join(fresh, 'notes.txt');
    fs.writeFileSync(notABackup, 'PGDMP is not gzip');
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-restore-'));
    try {
      await expect(cli('restore', [notABackup], empty)).rejects.toMatchObject({ stderr: expect.stringContaining('is not a backup of the embedded database') });
    } finally {
      fs.rmSync(empty, { recursive: true, force: true });
    }
  });
});
