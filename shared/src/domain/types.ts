// Entities of SPEC.md section 3, in the exact shapes the API sends (snake_case as on the wire).
// Dates are ISO calendar dates ('2024-03-05'), times are 'HH:MM' (24 h, academy time zone).

export type RoleName = 'student' | 'facilitator';

export const ROLE_IDS = { student: 1, facilitator: 2 } as const;

export interface Role {
  id: number;
  name: RoleName;
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
