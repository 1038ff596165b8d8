// Entities of docs/requirements.md §3, in the exact shapes the API sends (snake_case as on the wire).
// Dates are ISO calendar dates ('2024-03-05'), times are 'HH:MM' (24 h, academy time zone).

export type RoleName = 'student' | 'facilitator' | 'admin';

export const ROLE_IDS = { student: 1, facilitator: 2, admin: 3 } as const;

export interface Role {
  id: number;
  name: RoleName;
  /** whether the server accepts this role at sign-up (facilitators are made by the academy unless it opens that) */
  sign_up: boolean;
}

export interface Cohort {
  id: number;
  name: string;
}

export interface User {
  id: number;
  name: string;
  email: string;
  birthday: string | null;
  phone_number: string | null;
  cla_role_id: number;
  cla_role_name: RoleName;
  cla_cohort_id: number | null;
  cla_cohort_name: string | null;
}

export type CourseCategory = 'program' | 'extra';

export interface Course {
  id: number;
  name: string;
  description: string;
  /** Per student: true until the course starts and the cohort's previous course is completed. Never true for facilitators. */
  locked: boolean;
  category: CourseCategory;
  cla_cohort_id: number;
  start_date: string;
  end_date: string;
  /** Owner facilitator. */
  cla_user_id: number;
  facilitator: string | null;
  topics: number;
  assignments: number;
  liveClasses: number;
  pendingLiveClasses: number;
}

export interface Topic {
  id: number;
  name: string;
  description: string;
  cla_course_id: number;
}

export interface Assignment {
  id: number;
  name: string;
  description: string;
  due_date: string | null;
  cla_course_id: number;
  cla_user_id: number;
  course_name: string;
  /** For a student: whether they submitted it. Always false for facilitators. */
  submitted: boolean;
  locked: boolean;
}

export type SubmissionStatus = 'marked' | 'unmarked';

export interface Submission {
  id: number;
  assignment_id: number;
  assignment_name: string;
  student_name: string;
  student_email: string;
  download_link: string;
  status: SubmissionStatus;
  /** Percent 0-100, null while unmarked. */
  score: number | null;
  /** The marker's comment, null when none. */
  feedback: string | null;
  /** The latest link arrived after the assignment's due date. */
  late: boolean;
  /** ISO timestamps */
  submitted_at: string;
  link_updated_at: string | null;
  marked_at: string | null;
}

/** One mark a submission was given (the history of revisions). */
export interface SubmissionMark {
  score: number;
  feedback: string | null;
  marked_by: string;
  marked_at: string;
}

export interface GradebookAssignment {
  id: number;
  name: string;
  course_id: number;
  course_name: string;
  due_date: string | null;
  average: number | null;
}

export interface GradebookCell {
  assignment_id: number;
  submission_id: number;
  score: number | null;
  late: boolean;
  submitted_at: string;
}

export interface GradebookStudent {
  user_id: number;
  name: string;
  email: string;
  total_user_score: number;
  total_possible_score: number;
  score_percentage: number;
  submissions: GradebookCell[];
}

export interface Gradebook {
  cohort_id: number;
  course_id: number | null;
  assignments: GradebookAssignment[];
  students: GradebookStudent[];
}

export interface ScoreTotals {
  total_user_score: number;
  total_possible_score: number;
  score_percentage: number;
}

export interface OwnWork {
  id: number;
  status: SubmissionStatus;
  score: number | null;
  feedback: string | null;
  late: boolean;
  submitted_at: string;
}

export interface CourseGrades extends ScoreTotals {
  course_id: number;
  course_name: string;
  assignments: { id: number; name: string; due_date: string | null; submission: OwnWork | null }[];
}

export interface Grades extends ScoreTotals {
  courses: CourseGrades[];
}

export type AttendanceStatus = 'present' | 'late' | 'excused' | 'absent';

export interface ClassSheet {
  live_class: { id: number; name: string; date: string; cohort_id: number };
  students: { id: number; name: string; email: string; status: AttendanceStatus | null }[];
}

export interface AttendanceHistoryItem {
  course_id: number;
  course_name: string;
  live_class_id: number;
  class_name: string;
  date: string;
  status: AttendanceStatus;
}

export interface LiveClass {
  id: number;
  name: string;
  date: string;
  time: string;
  duration: number;
  zoom_link: string | null;
  cla_course_id: number;
  cohort_id: number;
  cla_user_id: number;
  courseName: string;
  facilitator: string | null;
  cla_cohort_end_date: string | null;
  /** The moment it starts: ISO-8601 with the academy zone's offset. */
  starts_at?: string;
  /** The academy's IANA zone, in which `date` and `time` are read. */
  time_zone?: string;
  /** The recording of a class that has taken place, added by its facilitator. */
  recording_url?: string | null;
}

/** A class session as the attendance screens see it. */
export interface ClassSession {
  id: number;
  name: string;
  date: string;
  cla_cohort_id: number;
}

export interface MissingAttendanceStudent {
  id: number;
  name: string;
}

export interface AttendanceRecord {
  cla_live_class_id: number;
  cla_user_id: number;
  /** Sent as text, as the original front end did. */
  cla_cohort_id: string;
  present: boolean;
}

export interface CourseStats {
  total_courses: number;
  completed_courses: number;
  completion_percentage: number;
}

export interface ScoreStats {
  score_percentage: number;
  total_possible_score: number;
  total_user_score: number;
}

export interface AssignmentStats {
  total_assignments: number;
  total_submissions: number;
  submission_percentage: number;
}

export interface AttendanceStats {
  total_classes: number;
  total_present: number;
  attendance_percentage: number;
}

export type DashboardStats = CourseStats & ScoreStats & AssignmentStats & AttendanceStats;

export interface DeskStats {
  total_courses: number;
  total_assignments: number;
  total_live_classes: number;
  total_submissions_without_score: number;
  total_users: number;
}

export interface StudentListItem {
  student: { name: string; email: string; user_id: number };
  course_completion_rate: { completed_courses: number; total_courses: number; completion_percentage: number };
  user_submission_percentage: { total_submissions: number; total_assignments: number; submission_percentage: number };
  user_score_percentage: { total_user_score: number; total_possible_score: number; score_percentage: number };
  user_attendance_percentage: { total_present: number; total_classes: number; attendance_percentage: number };
}

export interface ContactMessage {
  fullName: string;
  email: string;
  whatsapp: string;
  message: string;
}

export interface CertificateStatus {
  eligible: boolean;
  /** What the student still has to complete, in plain words; empty when eligible. */
  remaining: string[];
  code: string | null;
}

export interface CertificateVerification {
  valid: boolean;
  student_name: string | null;
  program: string | null;
  cohort_name: string | null;
  issued_on: string | null;
}

/** An account as the administration lists it (docs/api.md, administration). */
export interface AdminUser {
  id: number;
  name: string;
  email: string;
  cla_role_name: RoleName;
  cla_cohort_id: number | null;
  cla_cohort_name: string | null;
  /** ISO date-time while the account is switched off, else null */
  deactivated_at: string | null;
  /** ISO date-time since when a self-signed-up student awaits approval, else null */
  awaiting_approval_since: string | null;
}

/** docs/requirements.md §12: a question of the public FAQ; `answer` is plain text, one paragraph per line. */
export interface FaqItem {
  id: number;
  question: string;
  answer: string;
}

/** docs/requirements.md §12: a member of the public faculty page, at /faculty/{slug}. */
export interface FacultyMember {
  id: number;
  slug: string;
  name: string;
  title: string;
  /** Plain text, one paragraph per line. */
  biography: string;
  /** The portrait under the API base (versioned), or null. */
  portrait_path: string | null;
}

export interface AdminCohort {
  id: number;
  name: string;
  start_date: string | null;
  end_date: string | null;
  closed: boolean;
  student_count: number;
  facilitator_ids: number[];
}

export interface AuditEntry {
  id: number;
  at: string;
  actor_id: number | null;
  actor_name: string | null;
  action: string;
  subject_type: string;
  subject_id: number | null;
  old_values: unknown;
  new_values: unknown;
}

export type InvitationState = 'pending' | 'accepted' | 'revoked' | 'expired';

export interface Invitation {
  id: number;
  name: string;
  email: string;
  role: 'student' | 'facilitator';
  cla_cohort_id: number | null;
  cla_cohort_name: string | null;
  state: InvitationState;
  sent_at: string;
  expires_at: string;
}

/** A CSV row as the server checked it; no problems: it is invited. */
export interface CheckedInvitationRow {
  line: number;
  name: string;
  email: string;
  role: string;
  cohort: string;
  problems: string[];
}

export interface InvitationUpload {
  rows: CheckedInvitationRow[];
  good: number;
  bad: number;
  invited: number;
}

export interface Announcement {
  id: number;
  cla_cohort_id: number;
  title: string;
  /** plain text; links are made clickable when shown */
  body: string;
  pinned: boolean;
  ends_on: string | null;
  author_name: string;
  created_at: string;
}
