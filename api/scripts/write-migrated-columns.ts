// Writes src/db/migrated-columns.ts, the columns the migrations create: `npm run write:migrated-columns -w api`
// after adding a migration (src/db/migrated-columns.test.ts fails until then). It migrates a
// database in memory, so it needs neither DATABASE_URL nor DATA_DIR.
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely } from 'kysely';
import { migrate } from '../src/db/migrate';
import { PGliteDialect } from '../src/db/pglite-dialect';
import type { DB } from '../src/db/schema';
import { readTableColumns, type TableColumns } from '../src/db/table-columns';

const TARGET = path.resolve(__dirname, '../src/db/migrated-columns.ts');

function source(tables: TableColumns): string {
  const entries = Object.entries(tables).map(
    ([table, columns]) =>
      `  ${table}: {\n${Object.entries(columns)
        .map(([column, type]) => `    ${column}: '${type}',`)
        .join('\n')}\n  },`,
  );
  return `// Written by api/scripts/write-migrated-columns.ts from the migrations: add a migration, then run it
// (\`npm run write:migrated-columns -w api\`). The columns the migrations create, with their PostgreSQL
// types (' null': nullable). It does not compile while a table type of schema.ts names a column no
// migration creates, misses one, or reads it as a type or nullability the column does not have.
import type { DB } from './schema';
import type { ColumnsOf } from './table-columns';

export const MIGRATED_COLUMNS = {
${entries.join('\n')}
} as const satisfies ColumnsOf<DB>;
`;
}

async function main(): Promise<void> {
  const db = new Kysely<DB>({ dialect: new PGliteDialect(new PGlite()) });
  try {
    await migrate(db);
    const tables = await readTableColumns(db);
    fs.writeFileSync(TARGET, source(tables));
    console.log(`wrote the columns of ${Object.keys(tables).length} tables to ${TARGET}`);
  } finally {
    await db.destroy();
  }
}

void main();
