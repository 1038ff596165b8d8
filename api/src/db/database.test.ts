import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { embeddedPlace, pgliteTemplate } from '../../test/helpers';
import { lockDataDir, openDatabase, pgliteDataPath } from './database';

describe('embedded database lock', () => {
  let dataDir: string;

  beforeEach(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-lock-'));
    fs.cpSync(pgliteDataPath(await pgliteTemplate(false)), pgliteDataPath(dataDir), { recursive: true });
  });

  afterEach(() => {
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const config = () => embeddedPlace(dataDir);
  const lockFile = () => `${pgliteDataPath(dataDir)}.lock`;

  it('refuses a data dir held by another live process', async () => {
    fs.writeFileSync(lockFile(), String(process.ppid));
    await expect(openDatabase(config())).rejects.toThrow(`is in use by process ${process.ppid}`);
  });

  it('takes a lock its owner released between our try and our look at it (workers starting together)', () => {
    fs.writeFileSync(lockFile(), String(process.ppid));
    const released = Object.assign(new Error('released'), { code: 'ENOENT' });
    const read = jest.spyOn(fs, 'readFileSync').mockImplementationOnce(() => {
      fs.rmSync(lockFile());
      throw released;
    });
    try {
      const unlock = lockDataDir(pgliteDataPath(dataDir));
      expect(fs.readFileSync(lockFile(), 'utf8')).toBe(String(process.pid));
      unlock();
    } finally {
      read.mockRestore();
    }
  });

  it('takes over a lock left by a dead process, and releases it on close', async () => {
    const dead = spawnSync(process.execPath, ['-e', 'process.exit(0)']).pid!;
    fs.writeFileSync(lockFile(), String(dead));
    const database = await openDatabase(config());
    expect(fs.readFileSync(lockFile(), 'utf8')).toBe(String(process.pid));
    expect((await database.db.selectFrom('roles').select('id').execute()).length).toBe(3);
    await database.close();
    expect(fs.existsSync(lockFile())).toBe(false);
  });
});

describe('embedded database buffers', () => {
  it('are as large as the setting says', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-buffers-'));
    fs.cpSync(pgliteDataPath(await pgliteTemplate(false)), pgliteDataPath(dataDir), { recursive: true });
    const database = await openDatabase({ ...embeddedPlace(dataDir), embeddedDbBufferMb: 24 });
    const { rows } = await sql<{ shared_buffers: string }>`show shared_buffers`.execute(database.db);
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
    expect(rows).toEqual([{ shared_buffers: '24MB' }]);
  });
});
