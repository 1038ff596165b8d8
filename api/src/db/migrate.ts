// Applies api/migrations/NNN_name.sql in order, each once, recorded in schema_migrations with its
// checksum. All pending files run in one transaction behind an advisory lock, so several API
// instances starting together on one PostgreSQL apply them exactly once; the lock and the setting
// belong to that transaction, so a pooler in transaction mode in between changes nothing. A file
// changed after it was applied is refused: what it now says never ran on this database.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import type { DB } from './schema';

const MIGRATIONS_DIR = path.resolve(__dirname, '../../migrations');

const MIGRATION_LOCK_ID = 7_340_021;

/**
 * Splits a SQL file into statements at top-level semicolons (the extended query protocol that
 * PGlite and parameterised pg queries use runs one statement at a time). Knows quotes, comments
 * and dollar-quoted bodies.
 */
function splitSqlStatements(text: string): string[] {
  const statements: string[] = [];
  let current = '';
  let i = 0;
  while (i < text.length) {
    const rest = text.slice(i);
    const quoted = /^'(?:[^']|'')*'/.exec(rest) ?? /^"(?:[^"]|"")*"/.exec(rest);
    const dollar = /^\$([A-Za-z_]\w*)?\$/.exec(rest);
    if (rest.startsWith('--')) {
      const end = rest.indexOf('\n');
      i += end === -1 ? rest.length : end + 1;
      current += '\n';
    } else if (rest.startsWith('/*')) {
      const end = rest.indexOf('*/');
      i += end === -1 ? rest.length : end + 2;
      current += ' ';
    } else if (quoted) {
      current += quoted[0];
      i += quoted[0].length;
    } else if (dollar) {
      const end = rest.indexOf(dollar[0], dollar[0].length);
      const body = end === -1 ? rest : rest.slice(0, end + dollar[0].length);
      current += body;
      i += body.length;
    } else if (rest[0] === ';') {
      if (current.trim()) statements.push(current.trim());
      current = '';
      i += 1;
    } else {
      current += rest[0];
      i += 1;
    }
  }
  if (current.trim()) statements.push(current.trim());
  return statements;
}

/** An applied migration's file no longer says what ran (its checksum differs from the recorded one). */
export class EditedMigration extends Error {}

/** A migration's fingerprint: its SQL, whatever the line endings of the checkout. */
function checksumOf(text: string): string {
  return createHash('sha256').update(text.replace(/\r\n/g, '\n')).digest('hex');
}

export function listMigrations(dir = MIGRATIONS_DIR): { version: string; file: string }[] {
  return fs
    .readdirSync(dir)
    .filter((name) => /^\d{3,}_[\w-]+\.sql$/.test(name))
    .sort()
    .map((name) => ({ version: name.replace(/\.sql$/, ''), file: path.join(dir, name) }));
}

export interface MigrateOptions {
  dir?: string;
  /** ACADEMY_TIME_ZONE, for migrations that turn the academy's calendar dates into moments (setting academy.time_zone). */
  timeZone?: string;
}

/** Returns the versions applied by this call; refuses (EditedMigration) when an applied file was changed since. */
export async function migrate(db: Kysely<DB>, { dir = MIGRATIONS_DIR, timeZone = 'UTC' }: MigrateOptions = {}): Promise<string[]> {
  const migrations = listMigrations(dir).map((migration) => {
    const text = fs.readFileSync(migration.file, 'utf8');
    return { ...migration, text, checksum: checksumOf(text) };
  });
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${MIGRATION_LOCK_ID})`.execute(trx);
    await sql`select set_config('academy.time_zone', ${timeZone}, true)`.execute(trx);
    await sql`create table if not exists schema_migrations (
      version text primary key,
      applied_at timestamptz not null default now(),
      checksum text
    )`.execute(trx);
    // a table made before checksums were recorded
    await sql`alter table schema_migrations add column if not exists checksum text`.execute(trx);
    const recorded = new Map((await trx.selectFrom('schema_migrations').select(['version', 'checksum']).execute()).map((row) => [row.version, row.checksum]));
    const edited = migrations.filter(({ version, checksum }) => ![undefined, null, checksum].includes(recorded.get(version)));
    if (edited.length > 0) {
      const files = edited.map(({ file }) => path.basename(file)).join(', ');
      throw new EditedMigration(
        `The migration ${files} was changed after it was applied to this database (its checksum is not the one schema_migrations ` +
          'recorded), so what it says now never ran here. Put the file back as it was and make the change in a new migration.',
      );
    }
    const applied: string[] = [];
    for (const migration of migrations) {
      if (recorded.get(migration.version) === null) {
        // applied before checksums were recorded: the file as it is now is taken for what ran
        await trx.updateTable('schema_migrations').set({ checksum: migration.checksum }).where('version', '=', migration.version).execute();
      }
      if (recorded.has(migration.version)) continue;
      for (const statement of splitSqlStatements(migration.text)) {
        await sql.raw(statement).execute(trx);
      }
      await trx.insertInto('schema_migrations').values({ version: migration.version, checksum: migration.checksum }).execute();
      applied.push(migration.version);
    }
    return applied;
  });
}
