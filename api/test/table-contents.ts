// Every table of a database, read whole, to tell whether two databases hold the same data.
import { sql, type Kysely } from 'kysely';
import type { DB } from '../src/db/schema';

export interface Contents {
  /** table name -> its rows as JSON, sorted */
  tables: Record<string, string[]>;
  /** sequence name -> its last value */
  sequences: Record<string, number | null>;
}

export async function tableContents(db: Kysely<DB>, schema: string): Promise<Contents> {
  const { rows: names } = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = ${schema} and table_type = 'BASE TABLE' order by 1`.execute(db);
  const tables: Record<string, string[]> = {};
  for (const { name } of names) {
    const { rows } = await sql<Record<string, unknown>>`select * from ${sql.id(schema, name)}`.execute(db);
    tables[name] = rows.map((row) => JSON.stringify(row)).sort();
  }
  const { rows: sequences } = await sql<{ name: string; last: number | null }>`
    select sequencename as name, last_value::int as last from pg_sequences where schemaname = ${schema} order by 1`.execute(db);
  return { tables, sequences: Object.fromEntries(sequences.map((s) => [s.name, s.last])) };
}
