// The page order of the public content's lists (FAQ items, faculty members): a `position` column.
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { DB } from '../db/schema';
import { fieldErrors } from '../http/errors';

export type OrderedTable = 'faq_items' | 'faculty_members';

/** The position after the last row, for a row added at the end. */
export function nextPosition(table: OrderedTable): RawBuilder<number> {
  return sql<number>`(select coalesce(max(position), 0) + 1 from ${sql.table(table)})`;
}

/**
 * Puts the rows of `table` in the order of `ids`, which must name every row once (400 otherwise).
 * Locks the rows first, so two reorders run one after the other. Answers the order before.
 */
export async function setOrder(trx: Kysely<DB>, table: OrderedTable, ids: number[]): Promise<number[]> {
  const before = (await sql<{ id: number }>`select id from ${sql.table(table)} order by position, id for update`.execute(trx)).rows.map((row) => row.id);
  const known = new Set(before);
  if (ids.length !== known.size || !ids.every((id) => known.has(id))) throw fieldErrors({ ids: ['incomplete_order'] });
  for (const [index, id] of ids.entries()) await sql`update ${sql.table(table)} set position = ${index + 1} where id = ${id}`.execute(trx);
  return before;
}

/** Deletes the row `id` of `table`; its `columns` as they were, or undefined when there was none. */
export async function deleteOrderedRow(
  db: Kysely<DB>,
  table: OrderedTable,
  id: number,
  columns: readonly string[],
): Promise<Record<string, unknown> | undefined> {
  const returned = sql.join(columns.map((column) => sql.ref(column)));
  const deleted = await sql<Record<string, unknown>>`delete from ${sql.table(table)} where id = ${id} returning ${returned}`.execute(db);
  return deleted.rows[0];
}
