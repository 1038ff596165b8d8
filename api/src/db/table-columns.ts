// The columns of the migrated database, table by table, and the ones the table types of schema.ts
// say it has: MIGRATED_COLUMNS (migrated-columns.ts, written from the migrations) must be both.
import { sql, type Kysely, type Selectable } from 'kysely';
import type { DB } from './schema';

/** table -> column -> its PostgreSQL type, followed by ' null' when the column is nullable */
export type TableColumns = Record<string, Record<string, string>>;

/** The PostgreSQL types a column read as `T` may have (see the type parsers of database.ts). */
type PostgresType<T> = T extends Date
  ? 'timestamp with time zone'
  : T extends Buffer
    ? 'bytea'
    : T extends string
      ? 'text' | 'date' | 'time without time zone'
      : T extends number
        ? 'integer' | 'bigint'
        : T extends boolean
          ? 'boolean'
          : T extends readonly (infer Item)[]
            ? `${PostgresType<Item>}[]`
            : 'jsonb';

type ColumnOf<T> = null extends T ? `${PostgresType<NonNullable<T>>} null` : PostgresType<T>;

type RowColumns<Row> = { readonly [Column in keyof Row]-?: ColumnOf<Row[Column]> };

/** What the migrated columns must be for the table types of `Database`: the same tables and columns, with types they allow. */
export type ColumnsOf<Database> = { readonly [Table in keyof Database]: RowColumns<Selectable<Database[Table]>> };

/** The tables of the database's current schema (not its views) and their columns, in the order they were made. */
export async function readTableColumns(db: Kysely<DB>): Promise<TableColumns> {
  const { rows } = await sql<{ table: string; column: string; type: string; notNull: boolean }>`
    select c.relname as table, a.attname as column, format_type(a.atttypid, a.atttypmod) as type, a.attnotnull as "notNull"
    from pg_attribute a join pg_class c on c.oid = a.attrelid
    where c.relnamespace = current_schema()::regnamespace and c.relkind = 'r' and a.attnum > 0 and not a.attisdropped
    order by c.relname, a.attnum`.execute(db);
  const tables: TableColumns = {};
  for (const row of rows) (tables[row.table] ??= {})[row.column] = row.notNull ? row.type : `${row.type} null`;
  return tables;
}
