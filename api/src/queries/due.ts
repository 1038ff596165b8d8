// The moment an assignment is due, said once: every "due soon" list reads it from here. Today an
// assignment is due at the end of its due date in the academy's time zone (null: no due date).
import { sql, type RawBuilder } from 'kysely';

/** SQL: the due moment (timestamptz) of the assignments row `alias`. */
export function assignmentDueAt(alias: string, academyTimeZone: string): RawBuilder<Date | null> {
  return sql<Date | null>`((${sql.raw(alias)}.due_date + 1)::timestamp at time zone ${academyTimeZone})`;
}
