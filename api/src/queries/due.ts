// Due times, the one home of the rule. An assignment is due at a moment (assignments.due_at): the
// date and time its facilitator typed, read in the zone they typed them in (DEFAULT_DUE_TIME when
// no time is given). It is PAST DUE once that moment has passed (SQL assignment_past_due, migration 050); work
// handed in after it is late. Lists, totals and reminders all read these.
import { sql, type RawBuilder } from 'kysely';
import { DEFAULT_DUE_TIME } from '@academy/contract/rules/due';
import { instantIn } from '../lib/time-zones';

/** The due moment of a date ('YYYY-MM-DD') and time ('HH:MM', default DEFAULT_DUE_TIME) typed in `timeZone`. */
export function dueInstant(date: string, time: string | null | undefined, timeZone: string): Date {
  return instantIn(date, time ?? DEFAULT_DUE_TIME, timeZone);
}

/** SQL: the assignment row `alias` is past due at `at` (default: now). */
export const pastDue = (alias: string, at: RawBuilder<unknown> = sql`now()`): RawBuilder<boolean> =>
  sql<boolean>`assignment_past_due(${sql.raw(alias)}.due_at, ${at})`;

/** SQL: the submission row `s` of the assignment row `a` is late (its latest link arrived after the due moment). */
export const lateSubmission = (): RawBuilder<boolean> => sql<boolean>`submission_late(s.submitted_at, s.link_updated_at, a.due_at)`;

/** SQL: the due moment (timestamptz) of the assignments row `alias` (null: no due date). */
export function assignmentDueAt(alias: string): RawBuilder<Date | null> {
  return sql<Date | null>`${sql.raw(alias)}.due_at`;
}
