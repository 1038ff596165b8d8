// The /cla_dashboards calls and their shapes: the figures and their queries.
import { Type, type Static } from '@sinclair/typebox';
import { GradeWeighting, Id, Percent, StudentPageParams, WeightedPercent } from '@academy/contract/schemas/common';
import { endpoint } from '@academy/contract/endpoint';
import { LiveClass } from '@academy/contract/schemas/live-classes';
import { Course } from '@academy/contract/schemas/courses';
import { Assignment } from '@academy/contract/schemas/assignments';
import { Topic } from '@academy/contract/schemas/topics';

const Count = Type.Integer({ minimum: 0 });

export const CourseStats = Type.Object({ total_courses: Count, completed_courses: Count, completion_percentage: Percent });

export const ScoreStats = Type.Object({
  score_percentage: Percent,
  total_possible_score: Count,
  total_user_score: Count,
  weighted_percentage: WeightedPercent,
  weighting: GradeWeighting,
});

export const AssignmentStats = Type.Object({ total_assignments: Count, total_submissions: Count, submission_percentage: Percent });

const ExcusedClasses = Type.Integer({ minimum: 0, description: 'The excused records, which total_classes leaves out.' });

export const AttendanceStats = Type.Object({ total_classes: Count, total_present: Count, excused_classes: ExcusedClasses, attendance_percentage: Percent });

export const DeskStats = Type.Object({
  total_courses: Count,
  total_assignments: Count,
  total_live_classes: Count,
  total_submissions_without_score: Count,
  total_users: Count,
});

export const StudentListItem = Type.Object({
  student: Type.Object({
    name: Type.String(),
    email: Type.String(),
    user_id: Type.Integer(),
    deactivated: Type.Boolean({ description: 'The account is deactivated: listed for the record, left out of the counts of missing work and absence.' }),
  }),
  course_completion_rate: Type.Object({ completed_courses: Count, total_courses: Count, completion_percentage: Percent }),
  user_submission_percentage: Type.Object({ total_submissions: Count, total_assignments: Count, submission_percentage: Percent }),
  user_score_percentage: Type.Object({
    total_user_score: Count,
    total_possible_score: Count,
    score_percentage: Percent,
    weighted_percentage: WeightedPercent,
    weighting: GradeWeighting,
  }),
  user_attendance_percentage: Type.Object({ total_present: Count, total_classes: Count, excused_classes: ExcusedClasses, attendance_percentage: Percent }),
});

export const UserQuery = Type.Object({ cla_user_id: Type.Optional(Id) }, { additionalProperties: false });

export const CourseQuery = Type.Object({ cla_cohort_id: Type.Optional(Id), cla_user_id: Type.Optional(Id) }, { additionalProperties: false });

export const CohortQuery = Type.Object({ cla_cohort_id: Type.Optional(Id) }, { additionalProperties: false });

export const StudentListQuery = Type.Object({ cla_cohort_id: Type.Optional(Id), ...StudentPageParams }, { additionalProperties: false });

export type StudentListQuery = Static<typeof StudentListQuery>;

export type CourseQuery = Static<typeof CourseQuery>;
export type CourseStats = Static<typeof CourseStats>;
export type ScoreStats = Static<typeof ScoreStats>;
export type AssignmentStats = Static<typeof AssignmentStats>;
export type AttendanceStats = Static<typeof AttendanceStats>;
export type DeskStats = Static<typeof DeskStats>;
export type StudentListItem = Static<typeof StudentListItem>;

export const NextUp = Type.Object({
  next_class: Type.Union([LiveClass, Type.Null()], {
    description: "The next live class of the student's open courses that has not ended yet; null when none is scheduled.",
  }),
  due_soon: Type.Array(
    Type.Object({
      id: Type.Integer(),
      name: Type.String(),
      course_name: Type.String(),
      due_at: Type.String({ description: 'The moment it is due (ISO-8601, UTC).' }),
    }),
    { description: 'Work of open courses due in the next 7 days and not handed in, soonest first.' },
  ),
  recently_marked: Type.Array(
    Type.Object({
      submission_id: Type.Integer(),
      assignment_name: Type.String(),
      course_name: Type.String(),
      score: Type.Integer(),
      marked_at: Type.String({ description: 'ISO-8601, UTC.' }),
    }),
    { description: 'Work marked in the last 14 days, newest first (at most 5).' },
  ),
});

export type NextUp = Static<typeof NextUp>;

/** A student's dashboard in one read: the four figures (each as its own call answers it) and Next up. */
export const StudentDashboard = Type.Object({
  course_stats: CourseStats,
  score_stats: ScoreStats,
  assignment_stats: AssignmentStats,
  attendance_stats: AttendanceStats,
  next_up: NextUp,
});

export type StudentDashboard = Static<typeof StudentDashboard>;

export const StudentViewQuery = Type.Object({ cla_user_id: Id }, { additionalProperties: false });

export const StudentView = Type.Object({
  student: Type.Object({
    user_id: Type.Integer(),
    name: Type.String(),
    cohort_id: Type.Integer(),
    cohort_name: Type.String(),
  }),
  courses: Type.Array(Course, { description: 'The course list exactly as the student gets it (listCourses): their locks and why.' }),
  topics: Type.Array(Topic, {
    description: "The topics of the courses open to them, course by course, as listTopics answers them (a locked course's: none).",
  }),
  assignments: Type.Array(Assignment, {
    description: 'Their assignments exactly as they get them (listAssignments): submitted or not, locked with their course.',
  }),
  course_stats: CourseStats,
  score_stats: ScoreStats,
  assignment_stats: AssignmentStats,
  attendance_stats: AttendanceStats,
});

export type StudentViewQuery = Static<typeof StudentViewQuery>;
export type StudentView = Static<typeof StudentView>;

const STAFF = ['facilitator', 'admin'] as const;

export const DASHBOARD_ENDPOINTS = {
  getCourseStats: endpoint({ method: 'GET', path: '/cla_dashboards/course_stats', access: ['student'], query: CourseQuery, response: { 200: CourseStats } }),
  getScoreStats: endpoint({ method: 'GET', path: '/cla_dashboards/score_stats', access: ['student'], query: UserQuery, response: { 200: ScoreStats } }),
  getAssignmentStats: endpoint({
    method: 'GET',
    path: '/cla_dashboards/assignment_stats',
    access: ['student'],
    query: UserQuery,
    response: { 200: AssignmentStats },
  }),
  getAttendanceStats: endpoint({
    method: 'GET',
    path: '/cla_dashboards/attendance_stats',
    access: ['student'],
    query: UserQuery,
    response: { 200: AttendanceStats },
  }),
  getStudentDashboard: endpoint({
    method: 'GET',
    path: '/cla_dashboards/student_dashboard',
    access: ['student'],
    query: CourseQuery,
    response: { 200: StudentDashboard },
  }),
  getNextUp: endpoint({ method: 'GET', path: '/cla_dashboards/next_up', access: ['student'], response: { 200: NextUp } }),
  getStudentView: endpoint({
    method: 'GET',
    path: '/cla_dashboards/student_view',
    access: STAFF,
    query: StudentViewQuery,
    response: { 200: StudentView },
    errors: [404],
  }),
  getDeskStats: endpoint({ method: 'GET', path: '/cla_dashboards/desk_stats', access: ['facilitator'], query: CohortQuery, response: { 200: DeskStats } }),
  getStudentList: endpoint({
    method: 'GET',
    path: '/cla_dashboards/student_list',
    access: STAFF,
    query: StudentListQuery,
    response: { 200: Type.Array(StudentListItem) },
  }),
  exportStudentList: endpoint({
    method: 'GET',
    path: '/cla_dashboards/student_list/csv',
    access: STAFF,
    query: CohortQuery,
    response: { 200: Type.String({ description: 'text/csv' }) },
  }),
};
