// The audit log: one row per administrative action, per mark or attendance change, and per change
// to an account's security (password, e-mail address, ended sessions, failed and throttled sign-ins,
// counted per hour), written in the same transaction as the change it records, so a rolled-back
// change leaves none. Rows are never changed or removed (migrations/030: the database refuses it).
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';

export interface AuditEntry {
  /** null: nobody signed in (a failed sign-in). */
  actorId: number | null;
  /** e.g. 'user.deactivate', 'cohort.rename' */
  action: string;
  subjectType:
    | 'user'
    | 'session'
    | 'passkey'
    | 'academy_settings'
    | 'cohort'
    | 'course'
    | 'invitation'
    | 'submission'
    | 'attendance'
    | 'announcement'
    | 'faq_item'
    | 'faculty_member'
    | 'standing_note';
  subjectId: number;
  oldValues?: Record<string, unknown> | null;
  newValues?: Record<string, unknown> | null;
}

const asJson = (values: Record<string, unknown> | null | undefined) => (values ? JSON.stringify(values) : null);

/** Writes one entry, or several in one statement. */
export async function recordAudit(db: Kysely<DB>, entries: AuditEntry | AuditEntry[]): Promise<void> {
  const list = Array.isArray(entries) ? entries : [entries];
  if (list.length === 0) return;
  await db
    .insertInto('audit_log')
    .values(
      list.map((entry) => ({
        actor_id: entry.actorId,
        action: entry.action,
        subject_type: entry.subjectType,
        subject_id: entry.subjectId,
        old_values: asJson(entry.oldValues),
        new_values: asJson(entry.newValues),
      })),
    )
    .execute();
}
