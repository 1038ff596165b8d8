// The audit log as the administrator reads it: newest first, with the audited record in words.
import { sql, type Kysely } from 'kysely';
import { instantIn } from '@academy/contract/rules/time-zones';
import type { DB } from '../db/schema';
import { addDays } from '../lib/calendar';

/** The audited record in words, for the sentence the screen writes (null when the record is gone); a mark's, an attendance's and a session's from their parts (subjectPerson, subjectItem). */
const subjectName = sql<string | null>`case a.subject_type
  when 'user' then (select name from users where id = a.subject_id)
  when 'cohort' then (select name from cohorts where id = a.subject_id)
  when 'invitation' then (select email from invitations where id = a.subject_id)
  when 'announcement' then (select title from announcements where id = a.subject_id)
  when 'faq_item' then (select question from faq_items where id = a.subject_id)
  when 'faculty_member' then (select name from faculty_members where id = a.subject_id)
  when 'course' then (select name from courses where id = a.subject_id)
  when 'standing_note' then (select text from standing_notes where id = a.subject_id)
end`;

/** Whose a mark, an attendance or a session is. */
const subjectPerson = sql<string | null>`case a.subject_type
  when 'session' then (select su.name from sessions s join users su on su.id = s.user_id where s.id = a.subject_id)
  when 'submission' then (select su.name from submissions s join users su on su.id = s.student_id where s.id = a.subject_id)
  when 'attendance' then (select su.name from attendances t join users su on su.id = t.user_id where t.id = a.subject_id)
end`;

/** What a mark or an attendance is of: the assignment, the class. */
const subjectItem = sql<string | null>`case a.subject_type
  when 'submission' then (select w.name from submissions s join assignments w on w.id = s.assignment_id where s.id = a.subject_id)
  when 'attendance' then (select l.name from attendances t join live_classes l on l.id = t.live_class_id where t.id = a.subject_id)
end`;

/** A record told by its parts, in English: "David Kamau's mark on 'Essay'". */
function subjectInEnglish(type: string, person: string | null, item: string | null): string | null {
  if (person === null) return null;
  if (type === 'session') return `${person}'s session`;
  if (item === null) return null;
  return type === 'submission' ? `${person}'s mark on '${item}'` : `${person}'s attendance of '${item}'`;
}

/**
 * Whether the audited record is an erased person's: their account, an invitation they accepted or
 * under their address (anonymised with it), one of their sessions, or a passkey (only its owner
 * adds and removes one; the passkey itself is gone).
 */
const subjectErased = sql<boolean>`case a.subject_type
  when 'user' then exists (select 1 from users where id = a.subject_id and anonymised_at is not null)
  when 'invitation' then exists (
    select 1 from invitations i join users u on u.id = i.user_id or u.email = i.email where i.id = a.subject_id and u.anonymised_at is not null)
  when 'session' then exists (select 1 from sessions s join users u on u.id = s.user_id where s.id = a.subject_id and u.anonymised_at is not null)
  when 'passkey' then exists (select 1 from users where id = a.actor_id and anonymised_at is not null)
  else false
end`;

/** The values that name or reach a person; the log keeps its rows (they cannot change), but an erased person's are not shown. */
const PERSONAL_VALUES = new Set(['name', 'email', 'phone_number', 'birthday', 'address']);

function withoutPersonal(values: unknown): unknown {
  if (values === null || typeof values !== 'object' || Array.isArray(values)) return values;
  const kept = Object.entries(values).filter(([key]) => !PERSONAL_VALUES.has(key));
  return kept.length === 0 ? null : Object.fromEntries(kept);
}

export interface AuditFilter {
  actorId?: number | undefined;
  action?: string | undefined;
  subjectType?: string | undefined;
  subjectId?: number | undefined;
  /** Calendar dates in `timeZone`, both included. */
  from?: string | undefined;
  to?: string | undefined;
  timeZone: string;
  limit: number;
  offset: number;
}

export async function listAuditLog(db: Kysely<DB>, { actorId, action, subjectType, subjectId, from, to, timeZone, limit, offset }: AuditFilter) {
  let query = db
    .selectFrom('audit_log as a')
    .leftJoin('users as u', 'u.id', 'a.actor_id')
    .select([
      'a.id',
      'a.at',
      'a.actor_id',
      'u.name as actor_name',
      'a.action',
      'a.subject_type',
      'a.subject_id',
      subjectName.as('subject_name'),
      subjectPerson.as('subject_person'),
      subjectItem.as('subject_item'),
      subjectErased.as('subject_erased'),
      'a.old_values',
      'a.new_values',
    ]);
  if (actorId) query = query.where('a.actor_id', '=', actorId);
  if (action) query = query.where('a.action', '=', action);
  if (subjectType) query = query.where('a.subject_type', '=', subjectType);
  if (subjectId) query = query.where('a.subject_id', '=', subjectId);
  if (from) query = query.where('a.at', '>=', instantIn(from, '00:00', timeZone));
  if (to) query = query.where('a.at', '<', instantIn(addDays(to, 1), '00:00', timeZone));
  const rows = await query.orderBy('a.at', 'desc').orderBy('a.id', 'desc').limit(limit).offset(offset).execute();
  return rows.map(({ subject_erased: erased, ...row }) => ({
    ...row,
    at: row.at.toISOString(),
    subject_name: row.subject_name ?? subjectInEnglish(row.subject_type, row.subject_person, row.subject_item),
    ...(erased && { old_values: withoutPersonal(row.old_values), new_values: withoutPersonal(row.new_values) }),
  }));
}
