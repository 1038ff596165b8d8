// Test helper: builds the real app on a fresh database and signs users in.
//
//   const t = await createTestApp();            // demo data loaded (see src/db/seed.ts)
//   const auth = await t.authHeader('student@example.org');
//   const res = await t.app.inject({ method: 'GET', url: '/api/v1/cla_courses', headers: auth });
//   await t.close();                             // in afterAll
//
// Database: a fresh PGlite in a temp dir, copied from a migrated (and seeded) template built once
// per day and migration/seed version; or, when DATABASE_URL is set, PostgreSQL in a fresh schema
// created here and dropped by close(). When the pass reaches PostgreSQL through a pooler in
// transaction mode (DATABASE_POOLER=transaction: npm test's PgBouncer), each schema has a role of
// its own whose settings name it, as a deployment behind a pooler does (docs/operations.md).
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { buildApp } from '../src/app';
import type { Clock } from '../src/lib/clock';
import { createSession } from '../src/auth/sessions';
import { loadConfig, type Config } from '../src/config';
import { lockDataDir, openDatabase, pgliteDataPath, type DatabasePlace } from '../src/db/database';
import { listMigrations, migrate } from '../src/db/migrate';
import type { DB } from '../src/db/schema';
import { seedDemoData } from '../src/db/seed';

export interface TestApp {
  app: FastifyInstance;
  db: Kysely<DB>;
  config: Config;
  /** A fresh bearer token for the user with this e-mail (no rate limit involved). */
  signIn(email: string): Promise<string>;
  /** `{ authorization: 'Bearer ...' }` for app.inject. */
  authHeader(email: string): Promise<{ authorization: string }>;
  userId(email: string): Promise<number>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Load the demo data (default true). */
  seed?: boolean;
  /** Environment variables on top of the test defaults, as the server would read them. */
  env?: Record<string, string>;
  /** The clock notices are due by (default: the system clock). */
  clock?: Clock;
  /** Where the log lines go (with LOG_LEVEL in env; the default level is silent). */
  logStream?: { write(line: string): void };
  /** PostgreSQL to run on (default DATABASE_URL; null: the embedded database). */
  databaseUrl?: string | null;
}

/** A clock a test sets and moves; notices are then delivered with `app.notices.deliverDue()`. */
export class ManualClock implements Clock {
  #now: Date;

  constructor(start: Date | string) {
    this.#now = new Date(start);
  }

  now(): Date {
    return new Date(this.#now);
  }

  set(moment: Date | string): void {
    this.#now = new Date(moment);
  }

  advanceSeconds(seconds: number): void {
    this.#now = new Date(this.#now.getTime() + seconds * 1000);
  }
}

const API_DIR = path.resolve(__dirname, '..');

function templateKey(seed: boolean): string {
  const hash = createHash('sha256');
  // names too: the applied versions are recorded by name, so a renamed migration is a new template
  for (const m of listMigrations()) hash.update(m.version).update(fs.readFileSync(m.file));
  // and how they are applied and recorded
  hash.update(fs.readFileSync(path.join(API_DIR, 'src/db/migrate.ts')));
  if (seed) hash.update(fs.readFileSync(path.join(API_DIR, 'src/db/seed.ts')));
  // The demo data is dated relative to today.
  hash.update(new Date().toISOString().slice(0, 10));
  return hash.digest('hex').slice(0, 16);
}

/**
 * A migrated (and seeded) PGlite data dir, built once and copied for each test app. Jest's workers
 * start together and would each build the same template (every migration, seconds of CPU): one
 * builds it under a lock while the others wait for it.
 */
export async function pgliteTemplate(seed: boolean): Promise<string> {
  const dir = path.join(os.tmpdir(), `academy-api-template-${seed ? 'seeded' : 'empty'}-${templateKey(seed)}`);
  for (;;) {
    if (fs.existsSync(path.join(dir, 'ready'))) return dir;
    let unlock: (() => void) | null = null;
    try {
      unlock = lockDataDir(dir);
    } catch (error) {
      // held by a live process (an error of our own, without a system error code): wait for it
      if ((error as NodeJS.ErrnoException).code) throw error;
    }
    if (!unlock) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      continue;
    }
    try {
      if (!fs.existsSync(path.join(dir, 'ready'))) await buildTemplate(dir, seed);
    } finally {
      unlock();
    }
  }
}

async function buildTemplate(dir: string, seed: boolean): Promise<void> {
  const building = `${dir}.${process.pid}.${randomBytes(4).toString('hex')}`;
  const database = await openDatabase(embeddedPlace(building));
  await migrate(database.db);
  if (seed) await seedDemoData(database.db);
  await database.close();
  fs.writeFileSync(path.join(building, 'ready'), '');
  try {
    fs.renameSync(building, dir);
  } catch (error) {
    // built meanwhile by a process that took no lock (an older checkout sharing the temp dir)
    fs.rmSync(building, { recursive: true, force: true });
    if (!fs.existsSync(path.join(dir, 'ready'))) throw error;
  }
}

/**
 * PostgreSQL itself, for what needs a session of its own (pg_dump, named prepared statements): when
 * the pass goes through a pooler, npm test gives the server's own address in DIRECT_DATABASE_URL.
 */
export const DIRECT_DATABASE_URL = process.env.DIRECT_DATABASE_URL || process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';

/** Whether `databaseUrl` is the pass's pooler in transaction mode (DATABASE_URL with DATABASE_POOLER=transaction). */
function throughPooler(databaseUrl: string): boolean {
  return databaseUrl === process.env.DATABASE_URL && process.env.DATABASE_POOLER === 'transaction';
}

/** Runs statements on PostgreSQL over a connection of its own (a test's schema, role or database is made and dropped so). */
export async function onPostgres(databaseUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * A test database's buffer cache: PGlite clears its buffers at every start, which for PostgreSQL's
 * 128 MB costs more CPU than a test file's queries; the demo data fits in 16 MB.
 */
export const TEST_DB_BUFFER_MB = 16;

/** The embedded database in `dataDir`, as a test opens it itself. */
export function embeddedPlace(dataDir: string): DatabasePlace {
  return { databaseUrl: null, databaseSchema: 'public', dataDir, embeddedDbBufferMb: TEST_DB_BUFFER_MB };
}

/** An embedded database migrated up to (not including) `version`, with one cohort, a facilitator and a course of those dates. */
export interface DatabaseBefore {
  db: Kysely<DB>;
  cohortId: number;
  ownerId: number;
  courseId: number;
  close(): Promise<void>;
}

/** For a migration's own test: the data it finds is written by the test, then `migrate(db)` runs the rest. */
export async function databaseBefore(version: string, course: { start_date: string; end_date: string }): Promise<DatabaseBefore> {
  const before = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-migrations-'));
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-before-'));
  for (const { file } of listMigrations().filter((migration) => migration.version < version)) fs.copyFileSync(file, path.join(before, path.basename(file)));
  const database = await openDatabase(embeddedPlace(dataDir));
  const close = async () => {
    await database.close();
    fs.rmSync(before, { recursive: true, force: true });
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const db = database.db;
    await migrate(db, { dir: before });
    const cohort = await db.insertInto('cohorts').values({ name: 'C' }).returning('id').executeTakeFirstOrThrow();
    const owner = await db
      .insertInto('users')
      .values({ name: 'F', email: 'f@example.org', role_id: 2, cohort_id: null, password_hash: 'x' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const { id: courseId } = await db
      .insertInto('courses')
      .values({ name: 'C', description: 'C', cohort_id: cohort.id, owner_id: owner.id, ...course })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { db, cohortId: cohort.id, ownerId: owner.id, courseId, close };
  } catch (error) {
    await close();
    throw error;
  }
}

/** Where a test's database lives, as openDatabase takes it and as an API process reads it. */
export interface TestDatabase extends Pick<Config, 'databaseUrl' | 'databaseSchema' | 'databasePooler' | 'dataDir' | 'embeddedDbBufferMb'> {
  env: Record<string, string>;
  cleanUp(): Promise<void>;
}

/**
 * A database of the test's own: on PostgreSQL (`databaseUrl`, by default DATABASE_URL) a fresh,
 * empty schema; else a fresh DATA_DIR with a copy of the PGlite template (migrated, and seeded
 * when `seed`).
 */
export async function testDatabase({
  seed,
  databaseUrl = process.env.DATABASE_URL || null,
}: {
  seed: boolean;
  databaseUrl?: string | null;
}): Promise<TestDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-api-test-'));
  const databaseSchema = databaseUrl ? `test_${process.pid}_${randomBytes(4).toString('hex')}` : 'public';
  const pooled = databaseUrl !== null && throughPooler(databaseUrl);
  if (databaseUrl) {
    await onPostgres(
      databaseUrl,
      pooled
        ? `create role ${databaseSchema} login; alter role ${databaseSchema} set search_path = ${databaseSchema}; ` +
            `alter role ${databaseSchema} set jit = off; create schema ${databaseSchema} authorization ${databaseSchema}`
        : `create schema ${databaseSchema}`,
    );
  } else {
    fs.cpSync(pgliteDataPath(await pgliteTemplate(seed)), pgliteDataPath(dataDir), { recursive: true });
  }
  // through the pooler the API signs in as the schema's role, whose settings name the schema
  const apiUrl = databaseUrl && pooled ? Object.assign(new URL(databaseUrl), { username: databaseSchema }).toString() : databaseUrl;
  return {
    databaseUrl: apiUrl,
    databaseSchema,
    databasePooler: pooled ? 'transaction' : 'none',
    dataDir,
    embeddedDbBufferMb: TEST_DB_BUFFER_MB,
    env: {
      DATA_DIR: dataDir,
      EMBEDDED_DB_BUFFER_MB: String(TEST_DB_BUFFER_MB),
      ...(apiUrl ? { DATABASE_URL: apiUrl, DATABASE_SCHEMA: databaseSchema, DATABASE_POOLER: pooled ? 'transaction' : 'none' } : {}),
    },
    async cleanUp() {
      if (databaseUrl) {
        await onPostgres(databaseUrl, `drop schema if exists ${databaseSchema} cascade${pooled ? `; drop role if exists ${databaseSchema}` : ''}`);
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** testDatabase with the demo data on either engine, for real API processes and direct connections. */
export async function seededTestDatabase(options: { databaseUrl?: string | null } = {}): Promise<TestDatabase> {
  const database = await testDatabase({ ...options, seed: true });
  if (database.databaseUrl) {
    const opened = await openDatabase(database);
    await migrate(opened.db);
    await seedDemoData(opened.db);
    await opened.close();
  }
  return database;
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const seed = options.seed ?? true;
  const database = await testDatabase({ seed, ...(options.databaseUrl !== undefined ? { databaseUrl: options.databaseUrl } : {}) });
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    SEED_DEMO_DATA: 'false',
    // tests deliver notices themselves, with app.notices.deliverDue()
    NOTICE_POLL_MS: '0',
    // the open sign-up most tests go through; sign-up-approval.test.ts closes it
    APPROVE_SIGN_UPS: 'false',
    ...database.env,
    ...options.env,
  });
  const app = await buildApp(config, { ...(options.clock ? { clock: options.clock } : {}), ...(options.logStream ? { logStream: options.logStream } : {}) });
  if (database.databaseUrl && seed) await seedDemoData(app.db);
  await app.ready();

  const userId = async (email: string) => (await app.db.selectFrom('users').select('id').where('email', '=', email.toLowerCase()).executeTakeFirstOrThrow()).id;
  const signIn = async (email: string) => (await createSession(app.db, await userId(email))).token;

  return {
    app,
    db: app.db,
    config,
    signIn,
    authHeader: async (email) => ({ authorization: `Bearer ${await signIn(email)}` }),
    userId,
    async close() {
      await app.close();
      await database.cleanUp();
    },
  };
}
