// A fresh PostgreSQL schema, migrated and seeded with the demo data, and a local SMTP sink for a
// benchmark that runs a real API process; both are gone when it ends.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../src/db/database';
import { migrate } from '../src/db/migrate';
import { seedDemoData } from '../src/db/seed';
import { startSmtpSink, type SmtpSink } from '../test/smtp-sink';

export interface Scratch {
  /** The schema's name, for the API's DATABASE_SCHEMA. */
  schema: string;
  /** Open on the schema; the benchmark closes it once it has prepared its data. */
  database: Database;
  smtp: SmtpSink;
}

/** Runs `bench` in a new schema named after `name`, then closes the SMTP sink and drops the schema. */
export async function withScratchSchema(databaseUrl: string, name: string, bench: (scratch: Scratch) => Promise<void>): Promise<void> {
  const schema = `bench_${name}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  const smtp = await startSmtpSink();
  try {
    const database = await openDatabase({ databaseUrl, databaseSchema: schema, dataDir: '/nonexistent' });
    await migrate(database.db);
    await seedDemoData(database.db);
    await bench({ schema, database, smtp });
  } finally {
    await smtp.close();
    await admin.query(`drop schema if exists ${schema} cascade`);
    await admin.end();
  }
}
