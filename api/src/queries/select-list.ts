// The select list of a raw query, and the JSON objects it builds, keyed by the fields of the answer
// they make (a contract type): a field added to the contract does not compile until the query
// selects it, and a field the contract drops cannot stay behind.
import { sql, type RawBuilder } from 'kysely';

export type SelectList<Row> = { [Field in keyof Row]-?: RawBuilder<unknown> };

/** `expression as "field", ...` for each field of `Row`. */
export function selectList<Row>(columns: SelectList<Row>): RawBuilder<unknown> {
  return sql.join(Object.entries<RawBuilder<unknown>>(columns).map(([field, expression]) => sql`${expression} as ${sql.ref(field)}`));
}

/** `json_build_object('field', expression, ...)` for each field of `Row`. */
export function jsonObject<Row>(fields: SelectList<Row>): RawBuilder<unknown> {
  return sql`json_build_object(${sql.join(Object.entries<RawBuilder<unknown>>(fields).flatMap(([field, expression]) => [sql.lit(field), expression]))})`;
}
