// What a create or update body writes. Each field of the body names the column it is stored in
// (`BodyColumns`, one entry per field, optional ones too; null for a field that is only checked),
// and the values written from the body must hold every one of those columns, even one the table
// would fill by default: a field added to the contract does not compile until the insert and the
// update store it.
import type { Insertable } from 'kysely';

type ColumnOfEachField<Body, Table> = { readonly [Field in keyof Body]-?: (keyof Table & string) | null };

/**
 * `Columns`, checked to name, for each field of `Body`, the column of `Table` it is stored in (for
 * a field that only shapes a value, the column it shapes; null for one that is only checked).
 */
export type BodyColumns<Body, Table, Columns extends ColumnOfEachField<Body, Table>> = Columns;

/** The values of an insert or update from a body whose fields are stored as `Columns` says: every one of those columns is required. */
export type BodyValues<Table, Columns extends Readonly<Record<string, keyof Table | null>>> = Insertable<Table> &
  Required<Pick<Insertable<Table>, Columns[keyof Columns] & keyof Insertable<Table>>>;

/**
 * `bodyColumns<Body, Table>()(columns)`: the same check as BodyColumns, for a list kept at run time
 * too, so a copy can carry exactly the columns a body writes (`storedColumns`).
 */
export function bodyColumns<Body, Table>() {
  return <const Columns extends ColumnOfEachField<Body, Table>>(columns: Columns): Columns => columns;
}

/** The columns a body's fields are stored in, each once (for a copy: a new field's column travels with it). */
export function storedColumns<Columns extends Readonly<Record<string, string | null>>>(columns: Columns): Exclude<Columns[keyof Columns], null>[] {
  return [...new Set(Object.values(columns).filter((column): column is Exclude<Columns[keyof Columns], null> => column !== null))];
}

/** The `columns` of `row`. */
export function pickColumns<Row extends object, Column extends keyof Row>(row: Row, columns: readonly Column[]): Pick<Row, Column> {
  return Object.fromEntries(columns.map((column) => [column, row[column]])) as Pick<Row, Column>;
}
