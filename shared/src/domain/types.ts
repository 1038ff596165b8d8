// The exact shapes the API sends come from its contract (contract/src/schemas, docs/recipes.md,
// "How to add an API route"); what follows them here is what the front ends add: derived pieces,
// role ids and the shapes no API answer has.
import type { User } from '@academy/contract/schemas/accounts';
import type {
  AdminCohortView,
  AdminCourse as AdminCourseView,
  AdminUserView,
  AuditEntry,
  CheckedRow,
  InvitationUpload,
  InvitationView,
} from '@academy/contract/schemas/admin';
import type { Assignment, AssignmentBody } from '@academy/contract/schemas/assignments';
import type { Announcement } from '@academy/contract/schemas/announcements';
import type { AttendanceBody, AttendanceStatus, ClassSheet, HistoryRow, MissingStudent, SummaryRow } from '@academy/contract/schemas/attendances';
import type { CertificateStatus, CertificateVerification } from '@academy/contract/schemas/certificates';
import type { FacultyMemberView, FaqItemView, IntakesView } from '@academy/contract/schemas/content';
import type { Course, CourseBody, CourseCategory, CourseListQuery } from '@academy/contract/schemas/courses';
import type {
  AssignmentStats,
  AttendanceStats,
  CourseStats,
  DeskStats,
  NextUp,
  ScoreStats,
  StudentDashboard,
  StudentListItem,
} from '@academy/contract/schemas/dashboards';
import type { Gradebook, GradebookQuery, Grades } from '@academy/contract/schemas/gradebook';
import type { LiveClass, TodayClass } from '@academy/contract/schemas/live-classes';
import type { Submission, SubmissionMark } from '@academy/contract/schemas/submissions';
import type { Topic } from '@academy/contract/schemas/topics';

export type {
  Announcement,
  Assignment,
  AssignmentStats,
  AttendanceStats,
  AttendanceStatus,
  AuditEntry,
  CertificateStatus,
  CertificateVerification,
  ClassSheet,
  Course,
  CourseCategory,
  CourseListQuery,
  CourseStats,
  DeskStats,
  NextUp,
  StudentDashboard,
  Gradebook,
  GradebookQuery,
  Grades,
  LiveClass,
  ScoreStats,
  StudentListItem,
  Submission,
  SubmissionMark,
  Topic,
  User,
};
export type AttendanceHistoryItem = HistoryRow;
/** A student's line of a cohort's attendance summary. */
export type AttendanceSummaryRow = SummaryRow;
/** One attendance as the front end records it: the payload without its wrapper. */
export type AttendanceRecord = AttendanceBody['cla_attendance'];
/** A course as its form sends it: the payload without its wrapper. */
export type CourseInput = CourseBody['cla_course'];
/** An assignment as its form sends it: the payload without its wrapper. */
export type AssignmentInput = AssignmentBody['cla_assignment'];
export type AdminUser = AdminUserView;
export type AdminCohort = AdminCohortView;
/** A course with its owner, and whether the owner is still assigned to its cohort. */
export type AdminCourse = AdminCourseView;
export type Invitation = InvitationView;
/** A CSV row as the server checked it; no problems: it is invited. */
export type CheckedInvitationRow = CheckedRow;
/** docs/requirements.md §12: a question of the public FAQ; `answer` is plain text, one paragraph per line. */
export type FaqItem = FaqItemView;
/** docs/requirements.md §12: a member of the public faculty page, at /faculty/{slug}. */
export type FacultyMember = FacultyMemberView;

export type SubmissionStatus = Submission['status'];
export type CourseGrades = Grades['courses'][number];
export type OwnWork = NonNullable<CourseGrades['assignments'][number]['submission']>;

export { ROLE_IDS, type RoleName } from '@academy/contract/rules/roles';

export interface Cohort {
  id: number;
  name: string;
}

export interface ScoreTotals {
  total_user_score: number;
  total_possible_score: number;
  score_percentage: number;
}

/** A class session as the attendance screens see it. */
export type ClassSession = TodayClass;

export type MissingAttendanceStudent = MissingStudent;

export type DashboardStats = CourseStats & ScoreStats & AssignmentStats & AttendanceStats;

export type { InvitationUpload };

/** The public site's next step: open intakes and whether sign-up is open. */
export type Intakes = IntakesView;
