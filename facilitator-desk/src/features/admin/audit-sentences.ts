import type { AuditEntry } from '@academy/shared/domain/types';
import type { AdminKey } from './i18n';

/** The administration's `t` as the sentences need it: a message of its catalog as text. */
type AuditT = (key: AdminKey, values?: Record<string, string | number>) => string;

/** The kinds of record the audit log holds, as its record picker offers them (labels: message keys). */
export const AUDIT_RECORD_TYPES = [
  { value: 'user', label: 'audit.record.user' },
  { value: 'session', label: 'audit.record.session' },
  { value: 'passkey', label: 'audit.record.passkey' },
  { value: 'academy_settings', label: 'audit.record.academy_settings' },
  { value: 'cohort', label: 'audit.record.cohort' },
  { value: 'course', label: 'audit.record.course' },
  { value: 'invitation', label: 'audit.record.invitation' },
  { value: 'announcement', label: 'audit.record.announcement' },
  { value: 'standing_note', label: 'audit.record.standing_note' },
  { value: 'submission', label: 'audit.record.submission' },
  { value: 'attendance', label: 'audit.record.attendance' },
  { value: 'faq_item', label: 'audit.record.faq_item' },
  { value: 'faculty_member', label: 'audit.record.faculty_member' },
] as const satisfies { value: string; label: AdminKey }[];

/** Every action the API audits (api/src, recordAudit), in the words of the action picker (message keys). */
const ACTION_LABELS: Record<string, AdminKey> = {
  'user.deactivate': 'audit.action.user.deactivate',
  'user.reactivate': 'audit.action.user.reactivate',
  'user.approve': 'audit.action.user.approve',
  'user.decline': 'audit.action.user.decline',
  'user.move_cohort': 'audit.action.user.move_cohort',
  'user.password_reset_mail': 'audit.action.user.password_reset_mail',
  'user.password_reset': 'audit.action.user.password_reset',
  'user.password_change': 'audit.action.user.password_change',
  'user.email_change': 'audit.action.user.email_change',
  'user.data_download': 'audit.action.user.data_download',
  'user.view_as_student': 'audit.action.user.view_as_student',
  'user.deletion_request': 'audit.action.user.deletion_request',
  'user.anonymise': 'audit.action.user.anonymise',
  'sign_in.failed': 'audit.action.sign_in.failed',
  'sign_in.throttled': 'audit.action.sign_in.throttled',
  'sign_in.provider': 'audit.action.sign_in.provider',
  'sign_in.provider_refused': 'audit.action.sign_in.provider_refused',
  'session.sign_out': 'audit.action.session.sign_out',
  'session.end': 'audit.action.session.end',
  'session.end_others': 'audit.action.session.end_others',
  'passkey.add': 'audit.action.passkey.add',
  'passkey.remove': 'audit.action.passkey.remove',
  'passkey.sign_in': 'audit.action.passkey.sign_in',
  'settings.update': 'audit.action.settings.update',
  'course.transfer': 'audit.action.course.transfer',
  'cohort.create': 'audit.action.cohort.create',
  'cohort.update': 'audit.action.cohort.update',
  'cohort.close': 'audit.action.cohort.close',
  'cohort.reopen': 'audit.action.cohort.reopen',
  'cohort.facilitators': 'audit.action.cohort.facilitators',
  'cohort.grade_weights': 'audit.action.cohort.grade_weights',
  'invitation.create': 'audit.action.invitation.create',
  'invitation.resend': 'audit.action.invitation.resend',
  'invitation.revoke': 'audit.action.invitation.revoke',
  'announcement.create': 'audit.action.announcement.create',
  'announcement.delete': 'audit.action.announcement.delete',
  'standing_note.update': 'audit.action.standing_note.update',
  'standing_note.retire': 'audit.action.standing_note.retire',
  'submission.mark': 'audit.action.submission.mark',
  'attendance.record': 'audit.action.attendance.record',
  'attendance.correct': 'audit.action.attendance.correct',
  'faq_item.create': 'audit.action.faq_item.create',
  'faq_item.update': 'audit.action.faq_item.update',
  'faq_item.delete': 'audit.action.faq_item.delete',
  'faq_item.reorder': 'audit.action.faq_item.reorder',
  'faculty_member.create': 'audit.action.faculty_member.create',
  'faculty_member.update': 'audit.action.faculty_member.update',
  'faculty_member.portrait': 'audit.action.faculty_member.portrait',
  'faculty_member.delete': 'audit.action.faculty_member.delete',
  'faculty_member.reorder': 'audit.action.faculty_member.reorder',
  // a version in another language of an item (routes/content-versions): '<kind>.version', '<kind>.version_delete'
  'faq_item.version': 'audit.action.faq_item.version',
  'faq_item.version_delete': 'audit.action.faq_item.version_delete',
  'faculty_member.version': 'audit.action.faculty_member.version',
  'faculty_member.version_delete': 'audit.action.faculty_member.version_delete',
  'standing_note.version': 'audit.action.standing_note.version',
  'standing_note.version_delete': 'audit.action.standing_note.version_delete',
  'announcement.version': 'audit.action.announcement.version',
  'announcement.version_delete': 'audit.action.announcement.version_delete',
};

export const AUDIT_ACTIONS = Object.entries(ACTION_LABELS).map(([value, label]) => ({ value, label }));

/** The sentence of each action whose values need no words of their own: '{who} closed the cohort {record}.' */
const SENTENCES: Record<string, AdminKey> = {
  'user.deactivate': 'audit.did.user.deactivate',
  'user.reactivate': 'audit.did.user.reactivate',
  'user.approve': 'audit.did.user.approve',
  'user.decline': 'audit.did.user.decline',
  'user.move_cohort': 'audit.did.user.move_cohort',
  'user.password_reset_mail': 'audit.did.user.password_reset_mail',
  'user.password_reset': 'audit.did.user.password_reset',
  'user.password_change': 'audit.did.user.password_change',
  'user.email_change': 'audit.did.user.email_change',
  'user.data_download': 'audit.did.user.data_download',
  'user.view_as_student': 'audit.did.user.view_as_student',
  'user.deletion_request': 'audit.did.user.deletion_request',
  'user.anonymise': 'audit.did.user.anonymise',
  'sign_in.failed': 'audit.did.sign_in.failed',
  'sign_in.throttled': 'audit.did.sign_in.throttled',
  'sign_in.provider': 'audit.did.sign_in.provider',
  'sign_in.provider_refused': 'audit.did.sign_in.provider_refused',
  'session.sign_out': 'audit.did.session.sign_out',
  'session.end': 'audit.did.session.end',
  'session.end_others': 'audit.did.session.end_others',
  'passkey.sign_in': 'audit.did.passkey.sign_in',
  'course.transfer': 'audit.did.course.transfer',
  'standing_note.update': 'audit.did.standing_note.update',
  'standing_note.retire': 'audit.did.standing_note.retire',
  'cohort.create': 'audit.did.cohort.create',
  'cohort.update': 'audit.did.cohort.update',
  'cohort.close': 'audit.did.cohort.close',
  'cohort.reopen': 'audit.did.cohort.reopen',
  'cohort.facilitators': 'audit.did.cohort.facilitators',
  'cohort.grade_weights': 'audit.did.cohort.grade_weights',
  'invitation.create': 'audit.did.invitation.create',
  'invitation.resend': 'audit.did.invitation.resend',
  'invitation.revoke': 'audit.did.invitation.revoke',
  'announcement.create': 'audit.did.announcement.create',
  'announcement.delete': 'audit.did.announcement.delete',
  'faq_item.create': 'audit.did.faq_item.create',
  'faq_item.update': 'audit.did.faq_item.update',
  'faq_item.delete': 'audit.did.faq_item.delete',
  'faq_item.reorder': 'audit.did.faq_item.reorder',
  'faculty_member.create': 'audit.did.faculty_member.create',
  'faculty_member.update': 'audit.did.faculty_member.update',
  'faculty_member.portrait': 'audit.did.faculty_member.portrait',
  'faculty_member.delete': 'audit.did.faculty_member.delete',
  'faculty_member.reorder': 'audit.did.faculty_member.reorder',
};

/** Changes a person makes to their own account, said as theirs rather than naming them twice. */
const OWN_SENTENCES: Record<string, AdminKey> = {
  'user.password_change': 'audit.own.user.password_change',
  'user.email_change': 'audit.own.user.email_change',
  'user.data_download': 'audit.own.user.data_download',
  'user.deletion_request': 'audit.own.user.deletion_request',
};

type Values = Record<string, unknown> | null;

function valuesOf(values: unknown): Values {
  return typeof values === 'object' && values !== null ? (values as Record<string, unknown>) : null;
}

/** An attendance's status as the sentences' select takes it: present, late, excused, absent or none. */
function attendanceStatus(values: Values): string {
  if (!values) return 'none';
  if (typeof values.status === 'string') return values.status;
  return values.present === false ? 'absent' : 'present';
}

/** A mark, an attendance or a session said in the page's language from its parts (an API of an older release sends none). */
function recordInWords({ subject_type: type, subject_person: person, subject_item: item }: AuditEntry, t: AuditT): string | null {
  if (!person) return null;
  if (type === 'session') return t('audit.subject.session', { person });
  if (!item) return null;
  if (type === 'submission') return t('audit.subject.submission', { person, item });
  return type === 'attendance' ? t('audit.subject.attendance', { person, item }) : null;
}

/** One audit entry as a sentence: "Grace Adeyemi changed David Kamau's mark on 'Essay' from 64 to 70." */
export function auditSentence(entry: AuditEntry, t: AuditT): string {
  // sign-in failures have no actor: the academy's own limits saw them
  const who = entry.actor_name ?? (entry.action.startsWith('sign_in.') ? t('audit.academy') : t('audit.someone'));
  const record = recordInWords(entry, t) ?? entry.subject_name ?? t('audit.deletedRecord');
  const [before, after] = [valuesOf(entry.old_values), valuesOf(entry.new_values)];
  switch (entry.action) {
    case 'submission.mark':
      return before?.score === null || before?.score === undefined
        ? t('audit.mark.first', { who, record, score: String(after?.score) })
        : t('audit.mark.changed', { who, record, before: String(before.score), after: String(after?.score) });
    case 'attendance.record':
    case 'attendance.correct':
      return before
        ? t('audit.attendance.changed', { who, record, before: attendanceStatus(before), after: attendanceStatus(after) })
        : t('audit.attendance.recorded', { who, record, after: attendanceStatus(after) });
    // a passkey is named by the name its owner gave it, kept in the entry (a removed one has no row);
    // an erased owner's is not shown
    case 'passkey.add':
      return t('audit.did.passkey.add', passkeyWords(who, after?.name));
    case 'passkey.remove':
      return t('audit.did.passkey.remove', passkeyWords(who, before?.name));
    case 'settings.update':
      return t('audit.did.settings.update', { who, required: after?.staff_passkey_required === true ? 'yes' : 'no' });
    default:
      // a version in another language names its language, kept in the entry's values
      if (entry.action.endsWith('.version')) return t('audit.did.version', { who, record, language: String(after?.locale) });
      if (entry.action.endsWith('.version_delete')) return t('audit.did.version_delete', { who, record, language: String(before?.locale) });
      if (entry.subject_type === 'user' && entry.actor_id !== null && entry.actor_id === entry.subject_id && OWN_SENTENCES[entry.action]) {
        return t(OWN_SENTENCES[entry.action]!, { who });
      }
      return t(SENTENCES[entry.action] ?? 'audit.changed', { who, record });
  }
}

function passkeyWords(who: string, name: unknown): { who: string; name: string; named: 'yes' | 'no' } {
  return typeof name === 'string' && name ? { who, name, named: 'yes' } : { who, name: '', named: 'no' };
}
