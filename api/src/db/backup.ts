// Backup and restore of the configured database, one file each way. PostgreSQL: pg_dump's custom
// format of DATABASE_SCHEMA, restored with pg_restore in one transaction (the client tools must be
// installed, of the server's major version or newer). PGlite: its data directory as a gzipped tar
// (dumpDataDir), loaded into a new data directory; the API must be stopped (PGlite has one process).
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Config } from '../config';
import { lockDataDir, pgliteDataPath } from './database';

const run = promisify(execFile);

type Place = Pick<Config, 'databaseUrl' | 'databaseSchema' | 'dataDir'> & Partial<Pick<Config, 'databasePooler'>>;

class BackupError extends Error {}

/** pg_dump and pg_restore set session settings: through a transaction pooler those would reach other clients' sessions. */
function requireSession(place: Place): void {
  if (place.databasePooler === 'transaction') {
    throw new BackupError(
      'A backup or restore needs a session of its own, which a pooler in transaction mode does not give: run it with ' +
        'DATABASE_URL of PostgreSQL itself (not the pooler) and without DATABASE_POOLER.',
    );
  }
}

/** pg_dump's custom format begins so; a PGlite backup is gzip. */
const MAGIC = { postgres: Buffer.from('PGDMP'), pglite: Buffer.from([0x1f, 0x8b]) };

export function defaultBackupFile(place: Place, now = new Date()): string {
  const stamp = now.toISOString().replace(/[-:]/g, '').replace(/\..*/, '').replace('T', '-');
  return path.join(place.dataDir, 'backups', `academy-${stamp}.${place.databaseUrl ? 'pgdump' : 'pglite.tar.gz'}`);
}

/** The connection for pg_dump/pg_restore: the URL without its password, which goes in PGPASSWORD (not visible in `ps`). */
function clientConnection(databaseUrl: string): { url: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { url: url.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } };
}

async function pgTool(tool: 'pg_dump' | 'pg_restore', args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  try {
    await run(tool, args, { env, maxBuffer: 16 * 1024 * 1024 });
  } catch (err) {
    const { code, stderr } = err as { code?: unknown; stderr?: string };
    if (code === 'ENOENT') throw new BackupError(`${tool} is not installed: install the PostgreSQL client tools (the server's major version or newer).`);
    throw new BackupError(`${tool} failed: ${(stderr ?? String(err)).trim().split('\n').slice(-3).join(' ')}`);
  }
}

function checkKind(file: string, kind: keyof typeof MAGIC): void {
  const head = Buffer.alloc(5);
  const fd = fs.openSync(file, 'r');
  try {
    fs.readSync(fd, head, 0, 5, 0);
  } finally {
    fs.closeSync(fd);
  }
  if (!head.subarray(0, MAGIC[kind].length).equals(MAGIC[kind])) {
    const engine = kind === 'postgres' ? 'PostgreSQL (pg_dump)' : 'embedded database (PGlite)';
    throw new BackupError(`${file} is not a backup of the ${engine}, which is the configured database.`);
  }
}

/** Writes a backup of the configured database to `file` (its folder is made); returns the file. */
export async function backupDatabase(place: Place, file: string): Promise<string> {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const partial = `${file}.partial`;
  if (place.databaseUrl) {
    requireSession(place);
    const { url, env } = clientConnection(place.databaseUrl);
    await pgTool(
      'pg_dump',
      ['--format=custom', '--no-owner', '--no-privileges', `--schema=${place.databaseSchema}`, `--file=${partial}`, `--dbname=${url}`],
      env,
    );
  } else {
    const dataPath = pgliteDataPath(place.dataDir);
    if (!fs.existsSync(path.join(dataPath, 'PG_VERSION'))) throw new BackupError(`There is no embedded database in ${dataPath}.`);
    const unlock = lockDataDir(dataPath);
    try {
      const pglite = new PGlite(dataPath);
      try {
        // dumpDataDir does not wait for the database to open
        await pglite.waitReady;
        const tar = await pglite.dumpDataDir('gzip');
        fs.writeFileSync(partial, Buffer.from(await tar.arrayBuffer()));
      } finally {
        await pglite.close();
      }
    } finally {
      unlock();
    }
  }
  // only a complete backup carries the name
  fs.renameSync(partial, file);
  return file;
}

async function postgresHasTables(databaseUrl: string, schema: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>('select count(*)::int as n from information_schema.tables where table_schema = $1', [schema]);
    return rows[0]!.n > 0;
  } finally {
    await client.end();
  }
}

/**
 * Restores `file` into the configured database. It must be empty, unless `replace`: then PostgreSQL's
 * objects of the backup are dropped and made again (one transaction: all or nothing), and an existing
 * embedded database is moved aside to `pglite.replaced-<time>` (deleted by nobody). Returns what it did.
 */
export async function restoreDatabase(place: Place, file: string, { replace = false } = {}): Promise<string> {
  if (!fs.existsSync(file)) throw new BackupError(`There is no file ${file}.`);
  if (place.databaseUrl) {
    requireSession(place);
    checkKind(file, 'postgres');
    if (!replace && (await postgresHasTables(place.databaseUrl, place.databaseSchema))) {
      throw new BackupError(`The schema ${place.databaseSchema} already holds tables: restore into an empty database, or add --replace.`);
    }
    const { url, env } = clientConnection(place.databaseUrl);
    // --clean --if-exists: the dump makes its schema, which a fresh database already has when it is public
    await pgTool(
      'pg_restore',
      ['--no-owner', '--no-privileges', '--clean', '--if-exists', '--single-transaction', '--exit-on-error', `--dbname=${url}`, file],
      env,
    );
    return `Restored ${file} into PostgreSQL (schema ${place.databaseSchema}).`;
  }
  checkKind(file, 'pglite');
  const dataPath = pgliteDataPath(place.dataDir);
  fs.mkdirSync(place.dataDir, { recursive: true });
  const unlock = lockDataDir(dataPath);
  try {
    let moved = '';
    if (fs.existsSync(dataPath) && fs.readdirSync(dataPath).length > 0) {
      if (!replace) throw new BackupError(`${dataPath} already holds a database: restore into an empty DATA_DIR, or add --replace.`);
      const aside = `${dataPath}.replaced-${new Date().toISOString().replace(/[:.]/g, '-')}`;
      fs.renameSync(dataPath, aside);
      moved = ` The database it replaced is in ${aside}.`;
    }
    // loaded beside it first: a broken file leaves no half-made database at dataPath
    const loading = `${dataPath}.restoring`;
    fs.rmSync(loading, { recursive: true, force: true });
    const pglite = new PGlite(loading, { loadDataDir: new Blob([fs.readFileSync(file)]) });
    try {
      await pglite.query('select 1');
    } finally {
      await pglite.close();
    }
    fs.rmSync(dataPath, { recursive: true, force: true });
    fs.renameSync(loading, dataPath);
    return `Restored ${file} into ${dataPath}.${moved}`;
  } finally {
    unlock();
  }
}
