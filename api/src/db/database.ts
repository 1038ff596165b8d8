// Opens the one query layer (Kysely) over PostgreSQL when DATABASE_URL is set, else over the
// embedded PGlite under DATA_DIR. Both return the same value shapes (see TYPE_PARSERS).
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { ConfigError, DEFAULT_DATABASE_POOL_SIZE, type Config } from '../config';
import { PGliteDialect } from './pglite-dialect';
import { preparedStatementPool } from './prepared-pool';
import type { DB } from './schema';

export type DatabaseKind = 'postgres' | 'pglite';

export interface Database {
  db: Kysely<DB>;
  kind: DatabaseKind;
  close(): Promise<void>;
}

const OID = { int8: 20, numeric: 1700, date: 1082 } as const;

/** Calendar dates stay 'YYYY-MM-DD' (no time-zone shift through Date); counts and sums become numbers. */
const TYPE_PARSERS: Record<number, (value: string) => unknown> = {
  [OID.date]: (value) => value,
  [OID.int8]: (value) => Number(value),
  [OID.numeric]: (value) => Number(value),
};

export function pgliteDataPath(dataDir: string): string {
  return path.join(dataDir, 'pglite');
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The pid a lock file names; null when its owner removed it meanwhile (released: try again). */
function lockOwner(lockFile: string): number | null {
  try {
    return Number(fs.readFileSync(lockFile, 'utf8'));
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
}

/**
 * PGlite files must never be opened by two processes at once (that corrupts them): a lock file
 * with the owner's pid refuses a second API or CLI; a lock left by a dead process is taken over.
 */
export function lockDataDir(dataPath: string): () => void {
  const lockFile = `${dataPath}.lock`;
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      fs.writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
      return () => fs.rmSync(lockFile, { force: true });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const owner = lockOwner(lockFile);
      if (owner === null) continue;
      if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && processAlive(owner)) {
        throw new Error(`The embedded database in ${dataPath} is in use by process ${owner}. Stop it first, or use another DATA_DIR.`, { cause: err });
      }
      fs.rmSync(lockFile, { force: true });
    }
  }
  throw new Error(`Could not lock the embedded database in ${dataPath}.`);
}

/** Where the database is and how it is reached; without embeddedDbBufferMb PGlite keeps its data directory's setting. */
export type DatabasePlace = Pick<Config, 'databaseUrl' | 'databaseSchema' | 'dataDir'> &
  Partial<Pick<Config, 'embeddedDbBufferMb' | 'databasePoolSize' | 'databasePooler'>> & {
    /** What SQL says with RAISE NOTICE on PostgreSQL: a migration that needs a superuser says so. */
    onNotice?: (message: string) => void;
  };

/** The SQLSTATE of a plain RAISE NOTICE; PostgreSQL's own notices ("already exists, skipping") carry others. */
const RAISED_NOTICE = '00000';

/**
 * Behind a transaction pooler the API sends no session settings (a SET would stay with the server
 * session after the transaction, for the pooler's next client): the database role's own must be
 * what the startup options give otherwise. Refuses, naming the commands, when they are not.
 */
async function requireRoleSettings(db: Kysely<DB>, schema: string): Promise<void> {
  const { rows } = await sql<{ role: string; schema: string | null; jit: string }>`
    select current_user as role, current_schema() as schema, current_setting('jit') as jit`.execute(db);
  const found = rows[0]!;
  const missing = [...(found.schema === schema ? [] : [`search_path = ${schema}`]), ...(found.jit === 'off' ? [] : ['jit = off'])];
  if (missing.length === 0) return;
  throw new ConfigError(
    `Behind a transaction pooler (DATABASE_POOLER=transaction) the API sends no session settings, and the role ${found.role} ` +
      `lacks ${missing.join(' and ')}. Give the role its own (${missing.map((setting) => `ALTER ROLE ${found.role} SET ${setting};`).join(' ')}), ` +
      "then let the pooler open new server connections (PgBouncer's console: RECONNECT).",
  );
}

async function openPostgres(place: DatabasePlace & { databaseUrl: string }): Promise<Database> {
  const pooled = place.databasePooler === 'transaction';
  const pool = new pg.Pool({
    connectionString: place.databaseUrl,
    max: place.databasePoolSize ?? DEFAULT_DATABASE_POOL_SIZE,
    // JIT compilation costs seconds on the figures queries and never pays off for short requests.
    ...(pooled ? {} : { options: ['-c jit=off', ...(place.databaseSchema !== 'public' ? [`-c search_path=${place.databaseSchema}`] : [])].join(' ') }),
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        TYPE_PARSERS[oid] ?? pg.types.getTypeParser(oid, format as 'text')) as typeof pg.types.getTypeParser,
    },
  });
  const { onNotice } = place;
  if (onNotice) pool.on('connect', (client) => client.on('notice', (notice) => notice.code === RAISED_NOTICE && onNotice(String(notice.message))));
  // a pooler in transaction mode gives each transaction another server session, which would not know a named statement
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool: pooled ? pool : preparedStatementPool(pool) }) });
  const database: Database = { db, kind: 'postgres', close: () => db.destroy() };
  if (pooled) {
    try {
      await requireRoleSettings(db, place.databaseSchema);
    } catch (err) {
      await database.close();
      throw err;
    }
  }
  return database;
}

export async function openDatabase(config: DatabasePlace): Promise<Database> {
  if (config.databaseUrl) return openPostgres({ ...config, databaseUrl: config.databaseUrl });

  const dataPath = pgliteDataPath(config.dataDir);
  fs.mkdirSync(dataPath, { recursive: true });
  const unlock = lockDataDir(dataPath);
  const pglite = new PGlite(dataPath, {
    parsers: TYPE_PARSERS,
    startParams: [...PGlite.defaultStartParams, ...(config.embeddedDbBufferMb ? ['-c', `shared_buffers=${config.embeddedDbBufferMb}MB`] : [])],
  });
  const db = new Kysely<DB>({ dialect: new PGliteDialect(pglite) });
  return {
    db,
    kind: 'pglite',
    close: async () => {
      try {
        await db.destroy();
      } finally {
        unlock();
      }
    },
  };
}
