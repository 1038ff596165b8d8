// The audit log as the administrator reads it: newest first, with the audited record in words.
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema';

/** The audited record in words, for the sentence the screen writes (null when the record is gone). */
const subjectName = sql<string | null>`case a.subject_type
  when 'user' then (select name from users where id = a.subject_id)
  when 'cohort' then (select name from cohorts where id = a.subject_id)
  when 'invitation' then (select email from invitations where id = a.subject_id)
  when 'announcement' then (select title from announcements where id = a.subject_id)
  when 'faq_item' then (select question from faq_items where id = a.subject_id)
  when 'faculty_member' then (select name from faculty_members where id = a.subject_id)
  when 'course' then (select name from courses where id = a.subject_id)
  when 'standing_note' then (select text from standing_notes where id = a.subject_id)
  when 'session' then (select su.name || '''s session' from sessions s join users su on su.id = s.user_id where s.id = a.subject_id)
  when 'submission' then (select su.name || '''s mark on ''' || w.name || '''' from submissions s
    join users su on su.id = s.student_id join assignments w on w.id = s.assignment_id where s.id = a.subject_id)
  when 'attendance' then (select su.name || '''s attendance of ''' || l.name || '''' from attendances t
    join users su on su.id = t.user_id join live_classes l on l.id = t.live_class_id where t.id = a.subject_id)
end`;

export interface AuditFilter {
  actorId?: number | undefined;
  action?: string | undefined;
  subjectType?: string | undefined;
  subjectId?: number | undefined;
  /** Calendar dates in UTC, both included. */
  from?: string | undefined;
  to?: string | undefined;
  limit: number;
  offset: number;
}

export async function listAuditLog(db: Kysely<DB>, { actorId, action, subjectType, subjectId, from, to, limit, offset }: AuditFilter) {
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
      'a.old_values',
      'a.new_values',
    ]);
  if (actorId) query = query.where('a.actor_id', '=', actorId);
  if (action) query = query.where('a.action', '=', action);
  if (subjectType) query = query.where('a.subject_type', '=', subjectType);
  if (subjectId) query = query.where('a.subject_id', '=', subjectId);
  if (from) query = query.where('a.at', '>=', sql<Date>`${from}::date::timestamptz`);
  if (to) query = query.where('a.at', '<', sql<Date>`(${to}::date + 1)::timestamptz`);
  const rows = await query.orderBy('a.at', 'desc').orderBy('a.id', 'desc').limit(limit).offset(offset).execute();
  return rows.map((row) => ({ ...row, at: row.at.toISOString() }));
}
