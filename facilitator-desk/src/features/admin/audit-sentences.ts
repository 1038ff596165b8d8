import type { AuditEntry } from '@academy/shared/domain/types';

/** The kinds of record the audit log holds, as its record picker offers them. */
export const AUDIT_RECORD_TYPES = [
  { value: 'user', label: 'Accounts' },
  { value: 'session', label: 'Sessions' },
  { value: 'cohort', label: 'Cohorts' },
  { value: 'course', label: 'Courses' },
  { value: 'invitation', label: 'Invitations' },
  { value: 'announcement', label: 'Announcements' },
  { value: 'standing_note', label: 'Dashboard notes' },
  { value: 'submission', label: 'Marks' },
  { value: 'attendance', label: 'Attendance' },
  { value: 'faq_item', label: 'FAQ' },
  { value: 'faculty_member', label: 'Faculty' },
];

/** Every action the API audits (api/src, recordAudit), in the words of the action picker. */
const ACTION_LABELS: Record<string, string> = {
  'user.deactivate': 'Account deactivated',
  'user.reactivate': 'Account reactivated',
  'user.approve': 'Sign-up approved',
  'user.decline': 'Sign-up declined',
  'user.move_cohort': 'Student moved to another cohort',
  'user.password_reset_mail': 'Password reset mail sent',
  'user.password_reset': 'Password reset by mailed link',
  'user.password_change': 'Password changed',
  'user.email_change': 'E-mail address changed',
  'user.data_download': 'Own data downloaded',
  'user.deletion_request': 'Account deletion asked for',
  'user.anonymise': 'Account deleted',
  'sign_in.failed': 'Failed sign-ins',
  'sign_in.throttled': 'Sign-ins refused',
  'session.sign_out': 'Signed out',
  'session.end': 'Session ended',
  'session.end_others': 'Other sessions ended',
  'course.transfer': 'Course handed over',
  'cohort.create': 'Cohort created',
  'cohort.update': 'Cohort renamed or dated',
  'cohort.close': 'Cohort closed',
  'cohort.reopen': 'Cohort reopened',
  'cohort.facilitators': 'Cohort facilitators chosen',
  'invitation.create': 'Invitation sent',
  'invitation.resend': 'Invitation sent again',
  'invitation.revoke': 'Invitation revoked',
  'announcement.create': 'Announcement posted',
  'announcement.delete': 'Announcement withdrawn',
  'standing_note.update': 'Dashboard note changed',
  'standing_note.retire': 'Dashboard note retired',
  'submission.mark': 'Work marked',
  'attendance.record': 'Attendance recorded',
  'attendance.correct': 'Attendance corrected',
  'faq_item.create': 'FAQ question added',
  'faq_item.update': 'FAQ question changed',
  'faq_item.delete': 'FAQ question deleted',
  'faq_item.reorder': 'FAQ reordered',
  'faculty_member.create': 'Faculty member added',
  'faculty_member.update': 'Faculty member changed',
  'faculty_member.portrait': 'Faculty portrait changed',
  'faculty_member.delete': 'Faculty member deleted',
  'faculty_member.reorder': 'Faculty reordered',
};

export const AUDIT_ACTIONS = Object.entries(ACTION_LABELS).map(([value, label]) => ({ value, label }));

const THE = '{record}';

/** What the actor did, for the actions whose values need no words of their own. */
const PHRASES: Record<string, string> = {
  'user.deactivate': `deactivated the account of ${THE}`,
  'user.reactivate': `reactivated the account of ${THE}`,
  'user.approve': `approved the sign-up of ${THE}`,
  'user.decline': `declined the sign-up of ${THE}`,
  'user.move_cohort': `moved ${THE} to another cohort`,
  'user.password_reset_mail': `sent ${THE} the password reset mail`,
  'user.password_reset': `reset the password of ${THE} through the mailed link`,
  'user.password_change': `changed the password of ${THE}`,
  'user.email_change': `changed the e-mail address of ${THE}`,
  'user.data_download': `downloaded the data of ${THE}`,
  'user.deletion_request': `asked for the account of ${THE} to be deleted`,
  'user.anonymise': `deleted the account of ${THE}, keeping the academic records without a name`,
  'sign_in.failed': `saw failed sign-ins to the account of ${THE}`,
  'sign_in.throttled': `saw sign-ins to the account of ${THE} refused after too many failures`,
  'session.sign_out': 'signed out',
  'session.end': `ended ${THE}`,
  'session.end_others': `ended the other sessions of ${THE}`,
  'course.transfer': `handed the course ${THE} to another facilitator`,
  'standing_note.update': `changed the dashboard note '${THE}'`,
  'standing_note.retire': `retired the dashboard note '${THE}'`,
  'cohort.create': `created the cohort ${THE}`,
  'cohort.update': `changed the name or dates of the cohort ${THE}`,
  'cohort.close': `closed the cohort ${THE}`,
  'cohort.reopen': `reopened the cohort ${THE}`,
  'cohort.facilitators': `chose the facilitators of the cohort ${THE}`,
  'invitation.create': `invited ${THE}`,
  'invitation.resend': `sent the invitation of ${THE} again`,
  'invitation.revoke': `revoked the invitation of ${THE}`,
  'announcement.create': `posted the announcement '${THE}'`,
  'announcement.delete': `withdrew the announcement '${THE}'`,
  'faq_item.create': `added the question '${THE}' to the FAQ`,
  'faq_item.update': `changed the FAQ question '${THE}'`,
  'faq_item.delete': `deleted a FAQ question`,
  'faq_item.reorder': `reordered the FAQ`,
  'faculty_member.create': `added ${THE} to the faculty`,
  'faculty_member.update': `changed the faculty page of ${THE}`,
  'faculty_member.portrait': `changed the portrait of ${THE}`,
  'faculty_member.delete': `deleted a faculty member`,
  'faculty_member.reorder': `reordered the faculty`,
};

type Values = Record<string, unknown> | null;

function valuesOf(values: unknown): Values {
  return typeof values === 'object' && values !== null ? (values as Record<string, unknown>) : null;
}

function attendanceWord(values: Values): string {
  if (!values) return 'nothing';
  if (typeof values.status === 'string') return values.status;
  return values.present === false ? 'absent' : 'present';
}

/** What was changed and how, after the actor's name: "changed David Kamau's mark on 'Essay' from 64 to 70". */
function predicate(entry: AuditEntry, what: string): string {
  const [before, after] = [valuesOf(entry.old_values), valuesOf(entry.new_values)];
  switch (entry.action) {
    case 'submission.mark':
      return before?.score === null || before?.score === undefined
        ? `marked ${what}: ${String(after?.score)}`
        : `changed ${what} from ${String(before.score)} to ${String(after?.score)}`;
    case 'attendance.record':
    case 'attendance.correct':
      return before ? `changed ${what} from ${attendanceWord(before)} to ${attendanceWord(after)}` : `recorded ${what} as ${attendanceWord(after)}`;
    default:
      return (PHRASES[entry.action] ?? `changed ${THE}`).replace(THE, what);
  }
}

/** One audit entry as a sentence: "Grace Adeyemi changed David Kamau's mark on 'Essay' from 64 to 70." */
export function auditSentence(entry: AuditEntry): string {
  // sign-in failures have no actor: the academy's own limits saw them
  const who = entry.actor_name ?? (entry.action.startsWith('sign_in.') ? 'The academy' : 'Someone no longer on record');
  const what = entry.subject_name ?? 'a record since deleted';
  return `${who} ${predicate(entry, what)}.`;
}
