// When a notice is too late to send, in one place: a reminder is due some time before the moment it
// reminds of and expires at that moment (a class reminder at the class's start, a due reminder at the
// due moment). The outbox stores the deadline with the row (expires_at); the worker's claim never
// hands out a row past it, and marks it expired instead. Other notices have no deadline: a failed
// mail is retried with back-off until it goes or is refused for good.
import { sql, type RawBuilder } from 'kysely';

/** How long before its moment each kind of reminder is due. */
const REMINDER_LEAD_MS = { class_reminder: 3600_000, assignment_due: 24 * 3600_000 } as const;

export type ReminderKind = keyof typeof REMINDER_LEAD_MS;

/** A reminder of `moment`: when it is due, and its deadline. */
export function reminderOf(kind: ReminderKind, moment: Date): { kind: ReminderKind; dueAt: Date; expiresAt: Date } {
  return { kind, dueAt: new Date(moment.getTime() - REMINDER_LEAD_MS[kind]), expiresAt: moment };
}

/** SQL, of a `notices` row: its deadline has come by `now` (false for a row without one). */
export function pastDeadline(now: Date): RawBuilder<boolean> {
  return sql<boolean>`coalesce(expires_at <= ${now}, false)`;
}
