// The order of the lists people arrange: the public content's (FAQ items, faculty members) and each
// course's topics, in a `position` column.
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { DB } from '../db/schema';
import { fieldErrors } from '../http/errors';

export type OrderedTable = 'faq_items' | 'faculty_members';

/** One ordered list: a whole table of public content, or one course's topics. */
export type OrderedList = OrderedTable | { table: 'topics'; courseId: number };

function rowsOf(list: OrderedList): { table: RawBuilder<unknown>; where: RawBuilder<unknown> } {
  if (typeof list === 'string') return { table: sql.table(list), where: sql`true` };
  return { table: sql.table(list.table), where: sql`course_id = ${list.courseId}` };
}

/** The position after the last row of `table`, for a row added at its end. */
export function nextPosition(table: OrderedTable): RawBuilder<number> {
  return sql<number>`(select coalesce(max(position), 0) + 1 from ${sql.table(table)})`;
}

/**
 * Puts the rows of `list` in the order of `ids`, which must name every row once (400 otherwise).
 * Locks the rows first, so two reorders run one after the other. Answers the order before.
 */
export async function setOrder(trx: Kysely<DB>, list: OrderedList, ids: number[]): Promise<number[]> {
  const { table, where } = rowsOf(list);
  const before = (await sql<{ id: number }>`select id from ${table} where ${where} order by position, id for update`.execute(trx)).rows.map((row) => row.id);
  const known = new Set(before);
  if (ids.length !== known.size || !ids.every((id) => known.has(id))) throw fieldErrors({ ids: ['incomplete_order'] });
  for (const [index, id] of ids.entries()) await sql`update ${table} set position = ${index + 1} where id = ${id}`.execute(trx);
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
