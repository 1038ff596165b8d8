// Kysely table types, one per table of migrations/*.sql. Dates (`date`) come back as 'YYYY-MM-DD'
// strings and times (`time`) as 'HH:MM:SS' strings on both drivers (see src/db/type-parsers.ts);
// timestamps come back as Date.
import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { Locale } from '@academy/contract/rules/locales';
import type { RoleName } from '@academy/contract/rules/roles';
import type { AuthMethod } from '@academy/contract/rules/passkeys';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** 'YYYY-MM-DD' */
type CalendarDate = string;

export interface RolesTable {
  id: number;
  name: RoleName;
}

export interface CohortsTable {
  id: Generated<number>;
  name: string;
  created_at: Timestamp;
  start_date: CalendarDate | null;
  end_date: CalendarDate | null;
  /** set when closed: the cohort leaves the sign-up list, its records stay */
  closed_at: NullableTimestamp;
  /** the weighting its courses take by default (migration 220): 100/0, assignments only */
  assignments_weight: ColumnType<number, number | undefined, number>;
  attendance_weight: ColumnType<number, number | undefined, number>;
}

export interface AnnouncementsTable {
  id: Generated<number>;
  cohort_id: number;
  author_id: number;
  title: string;
  body: string;
  pinned: ColumnType<boolean, boolean | undefined, boolean>;
  ends_on: CalendarDate | null;
  created_at: Timestamp;
  deleted_at: NullableTimestamp;
}

export interface InvitationsTable {
  id: Generated<number>;
  name: string;
  /** lower-cased */
  email: string;
  role_id: number;
  cohort_id: number | null;
  token_hash: string;
  invited_by: number | null;
  created_at: Timestamp;
  sent_at: Timestamp;
  expires_at: Date | string;
  accepted_at: NullableTimestamp;
  revoked_at: NullableTimestamp;
  user_id: number | null;
  /** the language of its mail, chosen by the administrator */
  locale: ColumnType<Locale, Locale | undefined, Locale>;
}

/** docs/requirements.md §12: a question of the public FAQ, shown in `position` order. */
export interface FaqItemsTable {
  id: Generated<number>;
  question: string;
  answer: string;
  position: number;
  updated_at: Timestamp;
}

/** docs/requirements.md §12: a member of the public faculty page, at /faculty/{slug}. */
export interface FacultyMembersTable {
  id: Generated<number>;
  slug: string;
  name: string;
  title: string;
  biography: string;
  position: number;
  updated_at: Timestamp;
}

export interface FacultyPortraitsTable {
  member_id: number;
  content_type: 'image/webp' | 'image/svg+xml';
  data: Buffer;
  etag: string;
  updated_at: Timestamp;
}

export interface CohortFacilitatorsTable {
  cohort_id: number;
  user_id: number;
}

/** When a student joined and left each cohort (migration 221), kept by triggers on users. */
export interface CohortEnrolmentsTable {
  id: Generated<number>;
  user_id: number;
  cohort_id: number;
  joined_at: Timestamp;
  /** null while enrolled */
  left_at: NullableTimestamp;
}

/** JSON written as a string, read back parsed. */
type JsonColumn = ColumnType<unknown, string | null | undefined, string | null>;

export interface AuditLogTable {
  id: Generated<number>;
  at: Timestamp;
  actor_id: number | null;
  action: string;
  subject_type: string;
  subject_id: number | null;
  old_values: JsonColumn;
  new_values: JsonColumn;
}

export interface UsersTable {
  id: Generated<number>;
  name: string;
  /** lower-cased */
  email: string;
  phone_number: string | null;
  birthday: CalendarDate | null;
  role_id: number;
  cohort_id: number | null;
  password_hash: string;
  created_at: Timestamp;
  /** when the account joined its cohort (set again by the database whenever cohort_id changes) */
  cohort_joined_at: Timestamp;
  updated_at: Timestamp;
  /** set while the account is switched off */
  deactivated_at: NullableTimestamp;
  /** a self-signed-up student the academy has not approved yet (APPROVE_SIGN_UPS) */
  awaiting_approval_since: NullableTimestamp;
  /** the person asked for their account to be deleted; an administrator has yet to confirm */
  deletion_requested_at: NullableTimestamp;
  /** the personal fields were removed (the request confirmed); academic records stay, unnamed */
  anonymised_at: NullableTimestamp;
  /** the account's language (a LocaleCode of the contract), null until chosen or first signed in with */
  locale: Locale | null;
}

export interface SessionsTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  created_at: Timestamp;
  expires_at: Date | string;
  revoked_at: NullableTimestamp;
  last_used_at: Timestamp;
  user_agent: string | null;
  idle_timeout_seconds: number | null;
  /** how the session was opened */
  auth_method: ColumnType<AuthMethod, AuthMethod | undefined, AuthMethod>;
}

export interface PasskeysTable {
  id: Generated<number>;
  user_id: number;
  /** base64url, as the browser gives it */
  credential_id: string;
  /** COSE public key */
  public_key: Buffer;
  sign_count: ColumnType<number, number | undefined, number>;
  transports: ColumnType<string[], string[] | undefined, string[]>;
  name: string;
  created_at: Timestamp;
  last_used_at: NullableTimestamp;
  /** the session it was added in */
  session_id: number | null;
}

export interface WebauthnChallengesTable {
  challenge: string;
  purpose: 'register' | 'sign_in';
  user_id: number | null;
  session_id: number | null;
  expires_at: Date | string;
}

export interface AcademySettingsTable {
  id: ColumnType<boolean, boolean | undefined, never>;
  staff_passkey_required: ColumnType<boolean, boolean | undefined, boolean>;
  updated_at: Timestamp;
}

export interface PasswordResetTokensTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  created_at: Timestamp;
  expires_at: Date | string;
  used_at: NullableTimestamp;
}

/** A new e-mail address until the link mailed to it is opened (one per account). */
export interface EmailChangesTable {
  user_id: number;
  new_email: string;
  token_hash: string;
  expires_at: Date | string;
  created_at: Timestamp;
}

export interface CoursesTable {
  id: Generated<number>;
  name: string;
  description: ColumnType<string, string | undefined, string>;
  category: ColumnType<'program' | 'extra', 'program' | 'extra' | undefined, 'program' | 'extra'>;
  cohort_id: number;
  owner_id: number;
  start_date: CalendarDate;
  end_date: CalendarDate;
  /** the course a student must complete before this one opens (migration 060) */
  prerequisite_course_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** its own weighting (migration 220), both null: its cohort's */
  assignments_weight: ColumnType<number | null, number | null | undefined, number | null>;
  attendance_weight: ColumnType<number | null, number | null | undefined, number | null>;
  /** the weighted total the certificate asks of it; null: none */
  pass_mark: ColumnType<number | null, number | null | undefined, number | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
  deleted_at: NullableTimestamp;
}

/** The dashboard's standing notes (migration 062); retired ones are kept. */
export interface StandingNotesTable {
  id: Generated<number>;
  text: string;
  position: number;
  retired_at: NullableTimestamp;
  updated_at: Timestamp;
}

/** A version of a FAQ item in another language (migration 190); likewise the three below. */
export interface FaqItemVersionsTable {
  faq_item_id: number;
  locale: string;
  question: string;
  answer: string;
  updated_at: Timestamp;
}

export interface FacultyMemberVersionsTable {
  member_id: number;
  locale: string;
  title: string;
  biography: string;
  updated_at: Timestamp;
}

export interface StandingNoteVersionsTable {
  note_id: number;
  locale: string;
  text: string;
  updated_at: Timestamp;
}

export interface AnnouncementVersionsTable {
  announcement_id: number;
  locale: string;
  title: string;
  body: string;
  updated_at: Timestamp;
}

export interface TopicsTable {
  id: Generated<number>;
  course_id: number;
  /** its place among its course's topics; null until placed, after the placed ones (migration 330) */
  position: ColumnType<number | null, number | null | undefined, number | null>;
  name: string;
  description: ColumnType<string, string | undefined, string>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface AssignmentsTable {
  id: Generated<number>;
  course_id: number;
  owner_id: number;
  name: string;
  description: ColumnType<string, string | undefined, string>;
  /** the calendar date as the facilitator typed it */
  due_date: CalendarDate | null;
  /** the due moment (migration 050): late and past due are judged against it */
  due_at: ColumnType<Date | string | null, Date | string | null | undefined, Date | string | null>;
  /** its weight among its course's assignments (migration 220) */
  weight: ColumnType<number, number | undefined, number>;
  created_at: Timestamp;
  updated_at: Timestamp;
  deleted_at: NullableTimestamp;
  /** the calendar event's SEQUENCE: raised by the database on every change (migration 210) */
  sequence: Generated<number>;
}

export interface SubmissionsTable {
  id: Generated<number>;
  assignment_id: number;
  student_id: number;
  download_link: string;
  /** percent 0-100, null while unmarked */
  score: number | null;
  marked_by: number | null;
  marked_at: NullableTimestamp;
  submitted_at: Timestamp;
  /** plain text beside the score, null when none was given */
  feedback: ColumnType<string | null, string | null | undefined, string | null>;
  /** when the student last replaced the link, null when never */
  link_updated_at: NullableTimestamp;
}

/** A write's Idempotency-Key and what it answered, per caller (migration 130, api/src/http/idempotency.ts). */
export interface IdempotencyKeysTable {
  user_id: number;
  key: string;
  /** the call's name and a digest of its parameters and body */
  request: string;
  status: number;
  answer: ColumnType<object, string, string>;
  created_at: Timestamp;
}

/** A sign-in through an identity provider between its redirect and its callback (migration 160). */
export interface OidcSignInsTable {
  state_hash: string;
  /** the id of the provider of the configuration (OIDC_*) the sign-in started with */
  provider: string;
  code_verifier: string;
  nonce: string;
  /** SHA-256 of the secret cookie of the browser that started it */
  browser_hash: string;
  remember_me: ColumnType<boolean, boolean | undefined, boolean>;
  expires_at: Timestamp;
  created_at: Timestamp;
  /** the language of the login page it started from (migration 310): the browser comes back to that page; null for English */
  locale: ColumnType<string | null, string | null | undefined, string | null>;
}

/** A one-time code the front end exchanges for a session or a sign-up's start (migration 160). */
export interface SignInCodesTable {
  code_hash: string;
  kind: 'session' | 'sign_up';
  user_id: number | null;
  details: ColumnType<Record<string, unknown>, string | undefined, string>;
  expires_at: Timestamp;
  created_at: Timestamp;
}

/** Every mark given to a submission, oldest first (written by a trigger, migration 006). */
export interface SubmissionMarksTable {
  id: Generated<number>;
  submission_id: number;
  score: number;
  feedback: string | null;
  marked_by: number;
  marked_at: Timestamp;
}

export interface LiveClassesTable {
  id: Generated<number>;
  course_id: number;
  cohort_id: number;
  owner_id: number;
  name: string;
  date: CalendarDate;
  /** 'HH:MM:SS' when read; 'HH:MM' accepted when written */
  time: string;
  /** minutes */
  duration: number;
  zoom_link: string | null;
  recording_url: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  deleted_at: NullableTimestamp;
  /** the calendar event's SEQUENCE: raised by the database on every change (migration 210) */
  sequence: Generated<number>;
  /** the moment it starts: the one truth; date and time are the same moment in the academy's zone */
  starts_at: ColumnType<Date, Date | string, Date | string>;
  /** the IANA zone its facilitator typed it in */
  typed_time_zone: string;
  /** the id of the first class of its weekly series, or null */
  series_id: number | null;
}

export type AttendanceStatus = 'present' | 'late' | 'excused' | 'absent';

export interface AttendancesTable {
  id: Generated<number>;
  live_class_id: number;
  user_id: number;
  cohort_id: number;
  present: boolean;
  /** set from `present` by a trigger when not given (migration 006) */
  status: ColumnType<AttendanceStatus, AttendanceStatus | undefined, AttendanceStatus>;
  recorded_by: number;
  recorded_at: Timestamp;
}

export interface ContactMessagesTable {
  id: Generated<number>;
  full_name: string;
  email: string;
  whatsapp: string;
  message: string;
  created_at: Timestamp;
  mailed_at: NullableTimestamp;
}

export interface CertificatesTable {
  id: Generated<number>;
  user_id: number;
  cohort_id: number;
  code: string;
  program: string;
  issued_on: CalendarDate;
  created_at: Timestamp;
}

export type NoticeKind =
  | 'contact'
  | 'class_scheduled'
  | 'class_moved'
  | 'class_cancelled'
  | 'class_reminder'
  | 'assignment_posted'
  | 'assignment_due'
  | 'work_marked'
  | 'invitation'
  | 'work_submitted';

/** failed: refused for good by the SMTP server (a 5xx reply), never retried; expired: not sent before its deadline (expires_at) */
export type MailStatus = 'pending' | 'sent' | 'off' | 'cancelled' | 'failed' | 'expired';

export interface NoticesTable {
  id: Generated<number>;
  kind: NoticeKind;
  /** null: a contact message, mailed to the academy's contact address */
  user_id: number | null;
  /** 'live_class:12', 'contact_message:3' */
  ref: string;
  title: string;
  body: string;
  /** path under the public app address */
  link: string | null;
  reply_to: string | null;
  /** the address of a notice to someone without an account (an invitation) */
  to_email: ColumnType<string | null, string | null | undefined, string | null>;
  /** the language of its title and body (its recipient's when written), and of its mail */
  locale: ColumnType<Locale, Locale | undefined, Locale>;
  due_at: Date | string;
  /** a reminder's moment (notices/deadlines.ts): never mailed from then on; null: no deadline */
  expires_at: NullableTimestamp;
  mail_status: ColumnType<MailStatus, 'pending' | undefined, MailStatus>;
  attempts: ColumnType<number, number | undefined, number>;
  next_attempt_at: Date | string;
  last_error: string | null;
  mailed_at: NullableTimestamp;
  /** when the SMTP server refused the mail for good (mail_status 'failed') */
  failed_at: NullableTimestamp;
  read_at: NullableTimestamp;
  created_at: Timestamp;
}

export interface NoticeSettingsTable {
  user_id: number;
  time_zone: string | null;
  /** the zone the reader's browser reported last (migration 300): theirs when they chose none */
  browser_time_zone: ColumnType<string | null, string | null | undefined, string | null>;
  muted_kinds: ColumnType<NoticeKind[], NoticeKind[] | undefined, NoticeKind[]>;
  unsubscribe_token: string;
  calendar_secret: string;
}

export interface SchemaMigrationsTable {
  version: string;
  applied_at: Timestamp;
  /** sha256 of the file's SQL; null for a row recorded before checksums were (filled in at the next migrate) */
  checksum: string | null;
}

export interface DB {
  roles: RolesTable;
  cohorts: CohortsTable;
  users: UsersTable;
  sessions: SessionsTable;
  password_reset_tokens: PasswordResetTokensTable;
  email_changes: EmailChangesTable;
  courses: CoursesTable;
  standing_notes: StandingNotesTable;
  faq_item_versions: FaqItemVersionsTable;
  faculty_member_versions: FacultyMemberVersionsTable;
  standing_note_versions: StandingNoteVersionsTable;
  announcement_versions: AnnouncementVersionsTable;
  topics: TopicsTable;
  assignments: AssignmentsTable;
  submissions: SubmissionsTable;
  submission_marks: SubmissionMarksTable;
  live_classes: LiveClassesTable;
  attendances: AttendancesTable;
  contact_messages: ContactMessagesTable;
  certificates: CertificatesTable;
  notices: NoticesTable;
  notice_settings: NoticeSettingsTable;
  schema_migrations: SchemaMigrationsTable;
  cohort_facilitators: CohortFacilitatorsTable;
  cohort_enrolments: CohortEnrolmentsTable;
  invitations: InvitationsTable;
  announcements: AnnouncementsTable;
  audit_log: AuditLogTable;
  faq_items: FaqItemsTable;
  faculty_members: FacultyMembersTable;
  faculty_portraits: FacultyPortraitsTable;
  idempotency_keys: IdempotencyKeysTable;
  oidc_sign_ins: OidcSignInsTable;
  sign_in_codes: SignInCodesTable;
  passkeys: PasskeysTable;
  webauthn_challenges: WebauthnChallengesTable;
  academy_settings: AcademySettingsTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
