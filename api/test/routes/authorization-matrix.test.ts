// Every route of the API (accounts, platform and content) called as anonymous, a student, a student
// of another cohort, the facilitator owning the objects, and another facilitator. The objects are
// those of the demo data: cohort 1's courses, owned by facilitator@example.org.
import { ADMIN, dayOffset, FACILITATOR, OTHER_FACILITATOR, OTHER_STUDENT, signUpBody, STUDENT, todaysFirstClass, type Method } from '../content-helpers';
import { createSession } from '../../src/auth/sessions';
import { createTestApp, type TestApp } from '../helpers';
import { noticeSettings } from '../../src/notices/settings';
import { ENDPOINTS } from '@academy/contract/endpoints';

type Role = 'anonymous' | 'student' | 'otherCohortStudent' | 'owner' | 'otherFacilitator' | 'admin';
const ROLES: Role[] = ['anonymous', 'student', 'otherCohortStudent', 'owner', 'otherFacilitator', 'admin'];
// Order of the calls: the owner (of the content) and the administrator (of the admin routes) last,
// so a successful update or delete cannot hide another's answer.
const CALL_ORDER: Role[] = ['anonymous', 'otherCohortStudent', 'otherFacilitator', 'student', 'admin', 'owner'];
const EMAIL: Record<Exclude<Role, 'anonymous'>, string> = {
  student: STUDENT,
  otherCohortStudent: OTHER_STUDENT,
  owner: FACILITATOR,
  otherFacilitator: OTHER_FACILITATOR,
  admin: ADMIN,
};

/** An exact status, or a check with its name (for routes whose answer depends on data, not on the caller). */
type Expect = number | { name: string; test: (status: number) => boolean };
const PUBLIC_ANSWER: Expect = { name: '200 or 404', test: (s) => s === 200 || s === 404 };

interface Row {
  /** `${method} ${path as in the OpenAPI document, without /api/v1}` */
  route: string;
  url: (ids: Ids) => string;
  payload?: (ids: Ids, who: Role, n: number) => unknown;
  /** sent as this type (a string payload), instead of JSON */
  contentType?: string;
  expect: [Expect, Expect, Expect, Expect, Expect, Expect];
}

interface Ids {
  minister: number;
  courseToDelete: number;
  topic: number;
  topicToDelete: number;
  /** a course of the facilitator's whose topics no other row changes, and its topics */
  orderedCourse: number;
  orderedTopics: number[];
  plan: number;
  assignmentToDelete: number;
  unmarkedSubmission: number;
  todayClass: number;
  classToDelete: number;
  sheetClass: number;
  pastClass: number;
  /** a cohort no facilitator teaches */
  untaughtCohort: number;
  /** a student the administrator deactivates, reactivates and moves */
  adminTarget: number;
  /** students awaiting approval whom the administrator approves, and declines */
  awaitingApprove: number;
  awaitingDecline: number;
  /** a student who asked for their account to be deleted; the administrator confirms it */
  deletionRequester: number;
  /** a cohort the administrator renames, closes and staffs */
  adminCohort: number;
  /** an open invitation the administrator resends and revokes */
  invitation: number;
  /** an announcement of cohort 1 by the administrator: no facilitator may withdraw it */
  announcement: number;
  /** a FAQ question the administrator edits, and one they delete */
  faqItem: number;
  faqToDelete: number;
  /** every FAQ question, for the reorder call (it runs before the create and delete rows) */
  faqIds: number[];
  /** a faculty member the administrator deletes, and every member (as faqIds) */
  facultyToDelete: number;
  /** a student of cohort 1 whom staff view the portal as */
  viewedStudent: number;
  facultyIds: number[];
  esther: number;
  /** A signed-in session of Esther's other than the calls' own. */
  estherSession: number;
  facilitator: number;
  user: Record<Role, number | null>;
  attendanceStudents: number[];
  estherNotice: number;
  estherUnsubscribe: string;
  estherCalendar: string;
}

/** A portrait upload: the smallest PNG there is. */
const ONE_PIXEL_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

const all = (status: Expect): Row['expect'] => [status, status, status, status, status, status];
const signedIn = (status: number): Row['expect'] => [401, status, status, status, status, status];
const facilitatorWrite = (success: number, other = 404): Row['expect'] => [401, 403, 403, success, other, 403];
const ownStudentData: Row['expect'] = [401, 200, 403, 403, 403, 403];
/** A course and what hangs under it: its cohort's students, its owner, and administrators (oversight, read only). */
const cohortRead: Row['expect'] = [401, 200, 404, 200, 404, 200];
/** Students, marks and attendance of a cohort: the facilitators it is assigned to, and administrators (any cohort, read only). */
const staffRead = (success: number, other = 404): Row['expect'] => [401, 403, 403, success, other, 200];
const adminOnly = (success: number): Row['expect'] => [401, 403, 403, 403, 403, success];
/** the owning facilitator and administrators */
const attendanceKeepers = (success: number): Row['expect'] => [401, 403, 403, success, 404, success];

const coursePayload = (ids: Ids, who: Role) => ({
  cla_course: {
    name: 'Matrix course',
    description: 'Made by the matrix.',
    cla_cohort_id: 1,
    start_date: dayOffset(1),
    end_date: dayOffset(9),
    cla_user_id: ids.user[who] ?? 1,
  },
});
const assignmentPayload = (ids: Ids, who: Role) => ({
  cla_assignment: { name: 'Matrix work', description: 'Do it.', due_date: dayOffset(3), cla_course_id: ids.minister, cla_user_id: ids.user[who] ?? 1 },
});
const liveClassPayload = (ids: Ids, who: Role) => ({
  cla_live_class: {
    name: 'Matrix class',
    date: dayOffset(4),
    time: '10:00',
    duration: 30,
    zoom_link: null,
    cla_course_id: ids.minister,
    cohort_id: 1,
    cla_user_id: ids.user[who] ?? 1,
  },
});

const MADE_UP_CREDENTIAL = { id: 'AAAA', rawId: 'AAAA', type: 'public-key', clientExtensionResults: {} };

const ROWS: Row[] = [
  // platform and accounts
  { route: 'GET /health', url: () => '/health', expect: all(200) },
  {
    route: 'POST /client_errors',
    url: () => '/client_errors',
    payload: () => ({ kind: 'error', area: 'shell', message: 'Matrix', release: '1.0.0', path: '/portal' }),
    expect: all(204),
  },
  // readiness depends on the outbox's state, never on the caller
  { route: 'GET /ready', url: () => '/ready', expect: all({ name: '200 or 503', test: (s) => s === 200 || s === 503 }) },
  { route: 'POST /sign_in', url: () => '/sign_in', payload: () => ({ user: { email: 'student2@example.org', password: 'academy-demo' } }), expect: all(200) },
  { route: 'POST /sign_out', url: () => '/sign_out', expect: signedIn(204) },
  {
    route: 'POST /sign_up',
    url: () => '/sign_up',
    payload: (_ids, _who, n) => signUpBody({ email: `matrix${n}@example.org` }),
    expect: all(201),
  },
  {
    route: 'PUT /edit_profile',
    url: (ids) => `/edit_profile?id=${ids.esther}`,
    payload: () => ({ user: { name: 'Esther Mensah', email: STUDENT, phone_number: '+233 24 555 0110', birthday: '1995-03-05' } }),
    expect: ownStudentData,
  },
  { route: 'GET /sessions', url: () => '/sessions', expect: signedIn(200) },
  // only its own user may end a session; anyone else is told it does not exist
  { route: 'DELETE /sessions/{id}', url: (ids) => `/sessions/${ids.estherSession}`, expect: [401, 204, 404, 404, 404, 404] },
  { route: 'DELETE /sessions', url: () => '/sessions', expect: signedIn(204) },
  { route: 'PUT /locale', url: () => '/locale', payload: () => ({ locale: 'en' }), expect: signedIn(200) },
  // after the session rows: a password change ends the caller's other sessions
  {
    route: 'PUT /password',
    url: () => '/password',
    payload: () => ({ current_password: 'academy-demo', password: 'Matrix-river-stone-5', password_confirmation: 'Matrix-river-stone-5' }),
    expect: signedIn(200),
  },
  // passkeys: the ceremonies' answers here are made up, so they never verify (passkeys.test.ts answers them for real)
  { route: 'GET /passkeys', url: () => '/passkeys', expect: signedIn(200) },
  { route: 'POST /passkeys/registration', url: () => '/passkeys/registration', payload: () => ({}), expect: signedIn(200) },
  {
    route: 'POST /passkeys',
    url: () => '/passkeys',
    payload: () => ({ name: 'Matrix', credential: { ...MADE_UP_CREDENTIAL, response: { clientDataJSON: 'e30', attestationObject: 'AAAA' } } }),
    expect: signedIn(400),
  },
  { route: 'DELETE /passkeys/{id}', url: () => '/passkeys/999999', payload: () => ({}), expect: signedIn(404) },
  { route: 'POST /passkeys/sign_in_options', url: () => '/passkeys/sign_in_options', expect: all(200) },
  {
    route: 'POST /passkeys/sign_in',
    url: () => '/passkeys/sign_in',
    payload: () => ({ credential: { ...MADE_UP_CREDENTIAL, response: { clientDataJSON: 'e30', authenticatorData: 'AAAA', signature: 'AAAA' } } }),
    expect: all(401),
  },
  { route: 'GET /cla_cohorts', url: () => '/cla_cohorts', expect: all(200) },
  { route: 'GET /content/intakes', url: () => '/content/intakes', expect: all(200) },
  { route: 'GET /cla_cohorts/mine', url: () => '/cla_cohorts/mine', expect: signedIn(200) },
  { route: 'GET /cla_roles', url: () => '/cla_roles', expect: all(200) },
  { route: 'POST /forgot_password', url: () => '/forgot_password', payload: (_ids, _who, n) => ({ email: `nobody${n}@example.org` }), expect: all(200) },
  {
    route: 'POST /reset_password',
    url: () => '/reset_password',
    payload: () => ({ token: 'not-a-real-token', password: 'Sturdy-passphrase-9' }),
    expect: all(400),
  },
  { route: 'POST /confirm_email', url: () => '/confirm_email', payload: () => ({ token: 'x'.repeat(43) }), expect: all(400) },
  {
    route: 'POST /contact_messages',
    url: () => '/contact_messages',
    payload: () => ({
      contact_message: { fullName: 'A Visitor', email: 'visitor@example.org', whatsapp: '+234 803 555 0100', message: 'When does the next cohort start?' },
    }),
    expect: all(201),
  },
  // courses
  { route: 'GET /cla_courses', url: () => '/cla_courses', expect: signedIn(200) },
  { route: 'GET /cla_courses', url: () => '/cla_courses?cohort_id=1', expect: [401, 200, 403, 200, 200, 200] },
  { route: 'GET /cla_courses', url: (ids) => `/cla_courses?cla_user_id=${ids.facilitator}`, expect: [401, 403, 403, 200, 403, 403] },
  { route: 'GET /cla_courses/get_course_ids', url: () => '/cla_courses/get_course_ids?cla_cohort_id=1', expect: [401, 200, 403, 200, 200, 200] },
  { route: 'GET /cla_courses/{id}', url: (ids) => `/cla_courses/${ids.minister}`, expect: cohortRead },
  // another facilitator may not put a course in a cohort not assigned to them
  { route: 'POST /cla_courses', url: () => '/cla_courses', payload: coursePayload, expect: facilitatorWrite(201, 400) },
  {
    route: 'PUT /cla_courses/{id}',
    url: (ids) => `/cla_courses/${ids.minister}`,
    payload: (ids, who) => ({
      cla_course: { ...coursePayload(ids, who).cla_course, name: 'Minister-Service Class', start_date: dayOffset(-15), end_date: dayOffset(15) },
    }),
    expect: facilitatorWrite(200),
  },
  {
    route: 'POST /cla_courses/{id}/copy',
    url: (ids) => `/cla_courses/${ids.minister}/copy`,
    payload: (ids, who) => ({ cla_course: { ...coursePayload(ids, who).cla_course, name: 'Copied course', cla_cohort_id: 1 } }),
    expect: facilitatorWrite(201),
  },
  { route: 'DELETE /cla_courses/{id}', url: (ids) => `/cla_courses/${ids.courseToDelete}`, expect: facilitatorWrite(204) },
  // topics
  { route: 'GET /cla_topics', url: (ids) => `/cla_topics?cla_course_id=${ids.minister}`, expect: cohortRead },
  {
    route: 'POST /cla_topics',
    url: () => '/cla_topics',
    payload: (ids) => ({ topic: { name: 'Matrix topic', description: 'About it.', cla_course_id: ids.minister } }),
    expect: facilitatorWrite(201),
  },
  {
    route: 'PUT /cla_topics/{id}',
    url: (ids) => `/cla_topics/${ids.topic}`,
    payload: (ids) => ({ topic: { name: 'Renamed topic', description: 'About it.', cla_course_id: ids.minister } }),
    expect: facilitatorWrite(200),
  },
  {
    route: 'PUT /cla_topics/order',
    url: () => '/cla_topics/order',
    payload: (ids) => ({ cla_course_id: ids.orderedCourse, ids: [...ids.orderedTopics].reverse() }),
    expect: facilitatorWrite(200),
  },
  { route: 'DELETE /cla_topics/{id}', url: (ids) => `/cla_topics/${ids.topicToDelete}`, expect: facilitatorWrite(204) },
  // assignments
  { route: 'GET /cla_assignments', url: () => '/cla_assignments', expect: signedIn(200) },
  { route: 'GET /cla_assignments', url: (ids) => `/cla_assignments?cla_course_id=${ids.minister}`, expect: cohortRead },
  { route: 'GET /cla_assignments/{id}', url: (ids) => `/cla_assignments/${ids.plan}`, expect: cohortRead },
  { route: 'POST /cla_assignments', url: () => '/cla_assignments', payload: assignmentPayload, expect: facilitatorWrite(201) },
  {
    route: 'PUT /cla_assignments/{id}',
    url: (ids) => `/cla_assignments/${ids.plan}`,
    payload: (ids, who) => ({ cla_assignment: { ...assignmentPayload(ids, who).cla_assignment, name: 'Service project plan' } }),
    expect: facilitatorWrite(200),
  },
  { route: 'DELETE /cla_assignments/{id}', url: (ids) => `/cla_assignments/${ids.assignmentToDelete}`, expect: facilitatorWrite(204) },
  // submissions
  { route: 'GET /cla_submissions', url: () => '/cla_submissions', expect: signedIn(200) },
  { route: 'GET /cla_submissions', url: (ids) => `/cla_submissions?cla_user_id=${ids.esther}`, expect: ownStudentData },
  {
    route: 'POST /cla_submissions',
    url: () => '/cla_submissions',
    payload: (ids, who) => ({
      cla_submission: {
        download_link: 'https://docs.example.org/work',
        cla_assignment_id: ids.plan,
        cla_facilitator_id: ids.facilitator,
        cla_student_id: ids.user[who] ?? 1,
      },
    }),
    expect: [401, 201, 404, 403, 403, 403],
  },
  { route: 'GET /cla_submissions/{id}', url: (ids) => `/cla_submissions/${ids.unmarkedSubmission}`, expect: [401, 200, 404, 200, 404, 404] },
  { route: 'GET /cla_submissions/{id}/marks', url: (ids) => `/cla_submissions/${ids.unmarkedSubmission}/marks`, expect: facilitatorWrite(200) },
  // before the mark below: a marked submission's link can no longer be replaced
  {
    route: 'PUT /cla_submissions/{id}/link',
    url: (ids) => `/cla_submissions/${ids.unmarkedSubmission}/link`,
    payload: () => ({ cla_submission: { download_link: 'https://docs.example.org/fixed' } }),
    expect: [401, 200, 404, 403, 403, 403],
  },
  {
    route: 'PUT /cla_submissions/{id}',
    url: (ids) => `/cla_submissions/${ids.unmarkedSubmission}`,
    payload: () => ({ cla_submission: { score: 75 } }),
    expect: facilitatorWrite(200),
  },
  // live classes
  { route: 'GET /cla_live_classes', url: () => '/cla_live_classes', expect: signedIn(200) },
  { route: 'GET /cla_live_classes', url: (ids) => `/cla_live_classes?filter=course&filter_id=${ids.minister}`, expect: cohortRead },
  { route: 'GET /cla_live_classes', url: () => '/cla_live_classes?filter=cohort&filter_id=1', expect: [401, 200, 403, 200, 200, 200] },
  { route: 'GET /cla_live_classes', url: (ids) => `/cla_live_classes?filter=user&filter_id=${ids.facilitator}`, expect: [401, 403, 403, 200, 403, 403] },
  { route: 'GET /cla_live_classes/today_classes', url: () => '/cla_live_classes/today_classes', expect: [401, 403, 403, 200, 200, 403] },
  { route: 'POST /cla_live_classes', url: () => '/cla_live_classes', payload: liveClassPayload, expect: facilitatorWrite(201) },
  {
    route: 'PUT /cla_live_classes/{id}',
    url: (ids) => `/cla_live_classes/${ids.todayClass}`,
    payload: (ids, who) => ({
      cla_live_class: { ...liveClassPayload(ids, who).cla_live_class, name: 'Pastoral care basics', date: dayOffset(0), time: '08:00' },
    }),
    expect: facilitatorWrite(200),
  },
  { route: 'DELETE /cla_live_classes/{id}', url: (ids) => `/cla_live_classes/${ids.classToDelete}`, expect: facilitatorWrite(204) },
  {
    route: 'PUT /cla_live_classes/{id}/recording',
    url: (ids) => `/cla_live_classes/${ids.pastClass}/recording`,
    payload: () => ({ recording_url: 'https://video.example.org/matrix' }),
    expect: facilitatorWrite(200),
  },
  { route: 'GET /cla_live_classes/{id}/calendar.ics', url: (ids) => `/cla_live_classes/${ids.todayClass}/calendar.ics`, expect: cohortRead },
  // notifications: a caller's own list and settings; the mail and feed links work by their secret alone
  { route: 'GET /notifications', url: () => '/notifications', expect: signedIn(200) },
  { route: 'PUT /notifications/{id}/read', url: (ids) => `/notifications/${ids.estherNotice}/read`, expect: [401, 204, 404, 404, 404, 404] },
  { route: 'GET /notification_settings', url: () => '/notification_settings', expect: signedIn(200) },
  {
    route: 'PUT /notification_settings',
    url: () => '/notification_settings',
    payload: () => ({ time_zone: 'Africa/Lagos', email_off: ['class_reminder'] }),
    expect: signedIn(200),
  },
  {
    route: 'PUT /notification_settings/browser_time_zone',
    url: () => '/notification_settings/browser_time_zone',
    payload: () => ({ time_zone: 'Pacific/Auckland' }),
    expect: signedIn(204),
  },
  { route: 'GET /unsubscribe/{token}/{kind}', url: (ids) => `/unsubscribe/${ids.estherUnsubscribe}/work_marked`, expect: all(200) },
  { route: 'GET /unsubscribe/{token}/{kind}', url: () => `/unsubscribe/${'x'.repeat(43)}/work_marked`, expect: all(404) },
  { route: 'POST /unsubscribe/{token}/{kind}', url: (ids) => `/unsubscribe/${ids.estherUnsubscribe}/class_moved`, expect: all(200) },
  { route: 'GET /calendar/{file}', url: (ids) => `/calendar/${ids.estherCalendar}.ics`, expect: all(200) },
  { route: 'GET /calendar/{file}', url: () => `/calendar/${'x'.repeat(43)}.ics`, expect: all(404) },
  // after the feed rows: the student's reset replaces the secret they use
  { route: 'POST /notification_settings/calendar_reset', url: () => '/notification_settings/calendar_reset', expect: signedIn(200) },
  // attendance
  {
    route: 'GET /cla_attendances/missing_attendance',
    url: (ids) => `/cla_attendances/missing_attendance?cla_live_class_id=${ids.todayClass}&cla_cohort_id=1`,
    expect: facilitatorWrite(200),
  },
  {
    route: 'POST /cla_attendances',
    url: () => '/cla_attendances',
    payload: (ids, _who, n) => ({
      cla_attendance: { cla_live_class_id: ids.todayClass, cla_user_id: ids.attendanceStudents[n % 5]!, cla_cohort_id: '1', present: true },
    }),
    expect: facilitatorWrite(201),
  },
  {
    route: 'GET /cla_attendances/class_sheet',
    url: (ids) => `/cla_attendances/class_sheet?cla_live_class_id=${ids.sheetClass}`,
    expect: attendanceKeepers(200),
  },
  {
    route: 'POST /cla_attendances/class_sheet',
    url: () => '/cla_attendances/class_sheet',
    payload: (ids) => ({
      cla_attendance_sheet: {
        cla_live_class_id: ids.sheetClass,
        records: ids.attendanceStudents.map((id, i) => ({ cla_user_id: id, status: ['present', 'late', 'excused', 'absent'][i % 4] })),
      },
    }),
    expect: facilitatorWrite(201),
  },
  {
    route: 'PUT /cla_attendances/class_sheet',
    url: () => '/cla_attendances/class_sheet',
    payload: (ids) => ({
      cla_attendance_sheet: { cla_live_class_id: ids.sheetClass, records: ids.attendanceStudents.map((id) => ({ cla_user_id: id, status: 'present' })) },
    }),
    expect: attendanceKeepers(200),
  },
  {
    route: 'GET /cla_attendances/class_sheet/csv',
    url: (ids) => `/cla_attendances/class_sheet/csv?cla_live_class_id=${ids.sheetClass}`,
    expect: attendanceKeepers(200),
  },
  // cohort 1 is not assigned to the other facilitator: its students and marks are not theirs to see;
  // an administrator reads every cohort's (oversight, read only)
  { route: 'GET /cla_attendances/summary', url: () => '/cla_attendances/summary?cla_cohort_id=1', expect: staffRead(200) },
  { route: 'GET /cla_attendances/summary', url: (ids) => `/cla_attendances/summary?cla_cohort_id=${ids.untaughtCohort}`, expect: staffRead(404) },
  { route: 'GET /cla_attendances/summary/csv', url: () => '/cla_attendances/summary/csv?cla_cohort_id=1', expect: staffRead(200) },
  {
    route: 'GET /cla_attendances/summary/csv',
    url: (ids) => `/cla_attendances/summary/csv?cla_cohort_id=${ids.untaughtCohort}`,
    expect: staffRead(404),
  },
  { route: 'GET /cla_attendances/mine', url: () => '/cla_attendances/mine', expect: [401, 200, 200, 403, 403, 403] },
  // gradebook: a facilitator's own cohorts only; a student their own grades only
  { route: 'GET /cla_gradebook', url: () => '/cla_gradebook?cla_cohort_id=1', expect: staffRead(200) },
  { route: 'GET /cla_gradebook', url: (ids) => `/cla_gradebook?cla_cohort_id=${ids.untaughtCohort}`, expect: staffRead(404) },
  { route: 'GET /cla_gradebook', url: (ids) => `/cla_gradebook?cla_cohort_id=1&cla_course_id=${ids.minister}`, expect: staffRead(200) },
  { route: 'GET /cla_gradebook/csv', url: () => '/cla_gradebook/csv?cla_cohort_id=1', expect: staffRead(200) },
  { route: 'GET /cla_gradebook/csv', url: (ids) => `/cla_gradebook/csv?cla_cohort_id=${ids.untaughtCohort}`, expect: staffRead(404) },
  { route: 'GET /cla_gradebook/csv', url: (ids) => `/cla_gradebook/csv?cla_cohort_id=1&cla_course_id=${ids.minister}`, expect: staffRead(200) },
  { route: 'GET /cla_gradebook/mine', url: () => '/cla_gradebook/mine', expect: [401, 200, 200, 403, 403, 403] },
  // dashboards
  { route: 'GET /cla_dashboards/course_stats', url: (ids) => `/cla_dashboards/course_stats?cla_cohort_id=1&cla_user_id=${ids.esther}`, expect: ownStudentData },
  { route: 'GET /cla_dashboards/score_stats', url: (ids) => `/cla_dashboards/score_stats?cla_user_id=${ids.esther}`, expect: ownStudentData },
  { route: 'GET /cla_dashboards/assignment_stats', url: (ids) => `/cla_dashboards/assignment_stats?cla_user_id=${ids.esther}`, expect: ownStudentData },
  { route: 'GET /cla_dashboards/next_up', url: () => '/cla_dashboards/next_up', expect: [401, 200, 200, 403, 403, 403] },
  {
    route: 'GET /cla_dashboards/student_dashboard',
    url: (ids) => `/cla_dashboards/student_dashboard?cla_cohort_id=1&cla_user_id=${ids.esther}`,
    expect: ownStudentData,
  },
  { route: 'GET /cla_dashboards/attendance_stats', url: (ids) => `/cla_dashboards/attendance_stats?cla_user_id=${ids.esther}`, expect: ownStudentData },
  { route: 'GET /cla_dashboards/desk_stats', url: () => '/cla_dashboards/desk_stats', expect: [401, 403, 403, 200, 200, 403] },
  // a facilitator views only the students they teach
  {
    route: 'GET /cla_dashboards/student_view',
    url: (ids) => `/cla_dashboards/student_view?cla_user_id=${ids.viewedStudent}`,
    expect: [401, 403, 403, 200, 404, 200],
  },
  { route: 'GET /cla_dashboards/student_list', url: () => '/cla_dashboards/student_list', expect: staffRead(200, 200) },
  { route: 'GET /cla_dashboards/student_list/csv', url: () => '/cla_dashboards/student_list/csv', expect: staffRead(200, 200) },
  // certificates: the student's own status and PDF, public verification
  { route: 'GET /certificates/mine', url: () => '/certificates/mine', expect: [401, 200, 200, 403, 403, 403] },
  // neither demo student has completed the program
  { route: 'GET /certificates/mine/pdf', url: () => '/certificates/mine/pdf', expect: [401, 403, 403, 403, 403, 403] },
  { route: 'GET /certificates/verify/{code}', url: () => '/certificates/verify/NOSUCHCODE123', expect: all(PUBLIC_ANSWER) },
  // administration: the admin role only
  // announcements: a student reads their own cohort's; staff post to their cohorts (admins to any)
  { route: 'GET /announcements', url: () => '/announcements?cla_cohort_id=1', expect: [401, 200, 403, 200, 404, 200] },
  {
    route: 'POST /announcements',
    url: () => '/announcements',
    payload: () => ({ cla_cohort_id: 1, title: 'Class moved', body: 'Tonight at 7 pm: https://zoom.us/j/1' }),
    expect: [401, 403, 403, 201, 400, 201],
  },
  { route: 'GET /announcements/standing', url: () => '/announcements/standing', expect: signedIn(200) },
  {
    route: 'PUT /announcements/standing/{id}',
    url: () => '/announcements/standing/1',
    payload: () => ({ text: 'The meeting room opens half an hour before each class.' }),
    expect: adminOnly(200),
  },
  { route: 'DELETE /announcements/standing/{id}', url: () => '/announcements/standing/4', expect: adminOnly(204) },
  // versions in other languages: a note's the administrator's, an announcement's its author's (here the administrator's)
  { route: 'GET /announcements/standing/{id}/versions', url: () => '/announcements/standing/2/versions', expect: adminOnly(200) },
  {
    route: 'PUT /announcements/standing/{id}/versions/{locale}',
    url: () => '/announcements/standing/2/versions/fr',
    payload: () => ({ text: 'Note de la matrice.' }),
    expect: adminOnly(200),
  },
  { route: 'DELETE /announcements/standing/{id}/versions/{locale}', url: () => '/announcements/standing/2/versions/fr', expect: adminOnly(204) },
  { route: 'GET /announcements/{id}/versions', url: (ids) => `/announcements/${ids.announcement}/versions`, expect: [401, 403, 403, 404, 404, 200] },
  {
    route: 'PUT /announcements/{id}/versions/{locale}',
    url: (ids) => `/announcements/${ids.announcement}/versions/es`,
    payload: () => ({ title: 'Matriz', body: 'Escrito por la matriz.' }),
    expect: [401, 403, 403, 404, 404, 200],
  },
  {
    route: 'DELETE /announcements/{id}/versions/{locale}',
    url: (ids) => `/announcements/${ids.announcement}/versions/es`,
    expect: [401, 403, 403, 404, 404, 204],
  },
  { route: 'DELETE /announcements/{id}', url: (ids) => `/announcements/${ids.announcement}`, expect: [401, 403, 403, 404, 404, 204] },
  { route: 'GET /admin/users', url: () => '/admin/users?role=student&q=esther', expect: adminOnly(200) },
  { route: 'POST /admin/users/{id}/deactivate', url: (ids) => `/admin/users/${ids.adminTarget}/deactivate`, expect: adminOnly(200) },
  { route: 'POST /admin/users/{id}/reactivate', url: (ids) => `/admin/users/${ids.adminTarget}/reactivate`, expect: adminOnly(200) },
  { route: 'POST /admin/users/{id}/password_reset', url: (ids) => `/admin/users/${ids.adminTarget}/password_reset`, expect: adminOnly(200) },
  {
    route: 'PUT /admin/users/{id}/cohort',
    url: (ids) => `/admin/users/${ids.adminTarget}/cohort`,
    payload: () => ({ cla_cohort_id: 2 }),
    expect: adminOnly(200),
  },
  { route: 'GET /admin/approvals', url: () => '/admin/approvals', expect: adminOnly(200) },
  { route: 'GET /admin/settings', url: () => '/admin/settings', expect: adminOnly(200) },
  { route: 'PUT /admin/settings', url: () => '/admin/settings', payload: () => ({ staff_passkey_required: false }), expect: adminOnly(200) },
  { route: 'POST /admin/approvals/{id}/approve', url: (ids) => `/admin/approvals/${ids.awaitingApprove}/approve`, expect: adminOnly(200) },
  { route: 'POST /admin/approvals/{id}/decline', url: (ids) => `/admin/approvals/${ids.awaitingDecline}/decline`, expect: adminOnly(200) },
  { route: 'GET /admin/deletion_requests', url: () => '/admin/deletion_requests', expect: adminOnly(200) },
  {
    route: 'POST /admin/deletion_requests/{id}/confirm',
    url: (ids) => `/admin/deletion_requests/${ids.deletionRequester}/confirm`,
    expect: adminOnly(200),
  },
  { route: 'GET /my_data', url: () => '/my_data', expect: signedIn(200) },
  { route: 'GET /my_data/deletion_request', url: () => '/my_data/deletion_request', expect: signedIn(200) },
  { route: 'POST /my_data/deletion_request', url: () => '/my_data/deletion_request', expect: signedIn(200) },
  { route: 'GET /admin/cohorts', url: () => '/admin/cohorts', expect: adminOnly(200) },
  {
    route: 'POST /admin/cohorts',
    url: () => '/admin/cohorts',
    payload: (_ids, _who, n) => ({ name: `Matrix intake ${n}`, start_date: dayOffset(30), end_date: dayOffset(200) }),
    expect: adminOnly(201),
  },
  {
    route: 'PUT /admin/cohorts/{id}',
    url: (ids) => `/admin/cohorts/${ids.adminCohort}`,
    payload: (_ids, _who, n) => ({ name: `Renamed intake ${n}`, start_date: null, end_date: null }),
    expect: adminOnly(200),
  },
  { route: 'POST /admin/cohorts/{id}/close', url: (ids) => `/admin/cohorts/${ids.adminCohort}/close`, expect: adminOnly(200) },
  { route: 'POST /admin/cohorts/{id}/reopen', url: (ids) => `/admin/cohorts/${ids.adminCohort}/reopen`, expect: adminOnly(200) },
  { route: 'GET /admin/courses', url: () => '/admin/courses', expect: adminOnly(200) },
  {
    route: 'PUT /admin/courses/{id}/owner',
    url: (ids) => `/admin/courses/${ids.minister}/owner`,
    payload: (ids) => ({ facilitator_id: ids.facilitator }),
    expect: adminOnly(200),
  },
  {
    route: 'PUT /admin/cohorts/{id}/facilitators',
    url: (ids) => `/admin/cohorts/${ids.adminCohort}/facilitators`,
    payload: (ids) => ({ facilitator_ids: [ids.facilitator] }),
    expect: adminOnly(200),
  },
  {
    route: 'PUT /admin/cohorts/{id}/grade_weights',
    url: (ids) => `/admin/cohorts/${ids.adminCohort}/grade_weights`,
    payload: () => ({ grade_weights: { assignments: 100, attendance: 0 } }),
    expect: adminOnly(200),
  },
  { route: 'GET /admin/invitations', url: () => '/admin/invitations?state=pending', expect: adminOnly(200) },
  {
    route: 'POST /admin/invitations',
    url: () => '/admin/invitations',
    payload: (_ids, _who, n) => ({ name: 'Matrix Invitee', email: `invitee${n}@example.org`, role: 'student', cla_cohort_id: 1 }),
    expect: adminOnly(201),
  },
  {
    route: 'POST /admin/invitations/preview',
    url: () => '/admin/invitations/preview',
    contentType: 'text/csv',
    payload: (_ids, _who, n) => `name,email,role,cohort\r\nMatrix Row,row${n}@example.org,student,Cohort 1`,
    expect: adminOnly(200),
  },
  {
    route: 'POST /admin/invitations/import',
    url: () => '/admin/invitations/import',
    contentType: 'text/csv',
    payload: (_ids, _who, n) => `name,email,role,cohort\r\nMatrix Row,row${n}@example.org,student,Cohort 1`,
    expect: adminOnly(201),
  },
  { route: 'POST /admin/invitations/{id}/resend', url: (ids) => `/admin/invitations/${ids.invitation}/resend`, expect: adminOnly(200) },
  { route: 'POST /admin/invitations/{id}/revoke', url: (ids) => `/admin/invitations/${ids.invitation}/revoke`, expect: adminOnly(200) },
  // invitation links work by their secret alone
  { route: 'POST /invitation', url: () => '/invitation', payload: () => ({ token: 'x'.repeat(43) }), expect: all(400) },
  // single sign-on: no provider is configured here
  { route: 'GET /auth/oidc/providers', url: () => '/auth/oidc/providers', expect: all(200) },
  { route: 'GET /auth/oidc/start', url: () => '/auth/oidc/start?provider=1', expect: all(404) },
  { route: 'GET /auth/oidc/callback', url: () => '/auth/oidc/callback?code=x&state=y', expect: all(302) },
  { route: 'POST /auth/sign_in_code', url: () => '/auth/sign_in_code', payload: () => ({ code: 'x'.repeat(43) }), expect: all(400) },
  {
    route: 'POST /invitation/accept',
    url: () => '/invitation/accept',
    payload: () => ({ token: 'x'.repeat(43), password: 'Sturdy-passphrase-9', password_confirmation: 'Sturdy-passphrase-9' }),
    expect: all(400),
  },
  { route: 'GET /admin/audit', url: () => '/admin/audit?subject_type=cohort', expect: adminOnly(200) },
  { route: 'GET /admin/undelivered_mail', url: () => '/admin/undelivered_mail', expect: adminOnly(200) },
  // the public content: anyone reads it, only the administrator changes it
  { route: 'GET /content/faq', url: () => '/content/faq', expect: all(200) },
  { route: 'PUT /admin/faq/order', url: () => '/admin/faq/order', payload: (ids) => ({ ids: [...ids.faqIds].reverse() }), expect: adminOnly(200) },
  { route: 'POST /admin/faq', url: () => '/admin/faq', payload: () => ({ question: 'Matrix question?', answer: 'Matrix answer.' }), expect: adminOnly(201) },
  {
    route: 'PUT /admin/faq/{id}',
    url: (ids) => `/admin/faq/${ids.faqItem}`,
    payload: () => ({ question: 'Edited by the matrix?', answer: 'Yes.' }),
    expect: adminOnly(200),
  },
  { route: 'DELETE /admin/faq/{id}', url: (ids) => `/admin/faq/${ids.faqToDelete}`, expect: adminOnly(204) },
  { route: 'GET /admin/faq/{id}/versions', url: (ids) => `/admin/faq/${ids.faqItem}/versions`, expect: adminOnly(200) },
  {
    route: 'PUT /admin/faq/{id}/versions/{locale}',
    url: (ids) => `/admin/faq/${ids.faqItem}/versions/fr`,
    payload: () => ({ question: 'Question de la matrice ?', answer: 'Oui.' }),
    expect: adminOnly(200),
  },
  { route: 'DELETE /admin/faq/{id}/versions/{locale}', url: (ids) => `/admin/faq/${ids.faqItem}/versions/fr`, expect: adminOnly(204) },
  { route: 'GET /admin/faculty/{id}/versions', url: () => '/admin/faculty/1/versions', expect: adminOnly(200) },
  {
    route: 'PUT /admin/faculty/{id}/versions/{locale}',
    url: () => '/admin/faculty/1/versions/pt',
    payload: () => ({ title: 'Diretor', biography: 'Escrito pela matriz.' }),
    expect: adminOnly(200),
  },
  { route: 'DELETE /admin/faculty/{id}/versions/{locale}', url: () => '/admin/faculty/1/versions/pt', expect: adminOnly(204) },
  { route: 'GET /content/faculty', url: () => '/content/faculty', expect: all(200) },
  { route: 'GET /content/faculty/{slug}', url: () => '/content/faculty/1', expect: all(200) },
  { route: 'GET /content/faculty/{slug}/portrait', url: () => '/content/faculty/1/portrait', expect: all(200) },
  { route: 'PUT /admin/faculty/order', url: () => '/admin/faculty/order', payload: (ids) => ({ ids: [...ids.facultyIds].reverse() }), expect: adminOnly(200) },
  {
    route: 'POST /admin/faculty',
    url: () => '/admin/faculty',
    payload: () => ({ name: 'Matrix Member', title: 'Faculty Member', biography: 'Made by the matrix.' }),
    expect: adminOnly(201),
  },
  {
    route: 'PUT /admin/faculty/{id}',
    url: () => '/admin/faculty/2',
    payload: () => ({ name: 'Grace Wanjiru Mwangi', title: 'Program Coordinator', biography: 'Edited by the matrix.' }),
    expect: adminOnly(200),
  },
  {
    route: 'PUT /admin/faculty/{id}/portrait',
    url: () => '/admin/faculty/2/portrait',
    payload: () => ONE_PIXEL_PNG,
    contentType: 'image/png',
    expect: adminOnly(200),
  },
  { route: 'DELETE /admin/faculty/{id}', url: (ids) => `/admin/faculty/${ids.facultyToDelete}`, expect: adminOnly(204) },
];

describe('authorization matrix', () => {
  let t: TestApp;
  let ids: Ids;
  let documented: Set<string>;

  beforeAll(async () => {
    t = await createTestApp();
    const courseId = async (name: string) =>
      (await t.db.selectFrom('courses').select('id').where('name', '=', name).where('cohort_id', '=', 1).executeTakeFirstOrThrow()).id;
    const minister = await courseId('Minister-Service Class');
    const facilitator = await t.userId(FACILITATOR);
    const esther = await t.userId(STUDENT);
    const insertId = async (table: 'courses' | 'topics' | 'assignments' | 'live_classes', values: Record<string, unknown>) =>
      // each table's insert type differs; the values are checked by the database
      (
        await t.db
          .insertInto(table)
          .values(values as never)
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    const todayClass = await todaysFirstClass(t, minister);
    const awaitingStudent = async (email: string) =>
      (
        await t.db
          .insertInto('users')
          .values({ name: 'Awaiting Student', email, role_id: 1, cohort_id: 2, password_hash: 'unused', awaiting_approval_since: new Date() })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    const students = await t.db.selectFrom('users').select('id').where('cohort_id', '=', 1).where('role_id', '=', 1).orderBy('id').execute();
    const orderedCourse = await insertId('courses', { name: 'Ordered', cohort_id: 1, owner_id: facilitator, start_date: dayOffset(0), end_date: dayOffset(1) });
    const orderedTopics = [
      await insertId('topics', { course_id: orderedCourse, name: 'First', description: 'x' }),
      await insertId('topics', { course_id: orderedCourse, name: 'Second', description: 'x' }),
    ];
    ids = {
      minister,
      courseToDelete: await insertId('courses', { name: 'To delete', cohort_id: 1, owner_id: facilitator, start_date: dayOffset(0), end_date: dayOffset(1) }),
      topic: (await t.db.selectFrom('topics').select('id').where('course_id', '=', minister).orderBy('id').executeTakeFirstOrThrow()).id,
      topicToDelete: await insertId('topics', { course_id: minister, name: 'To delete', description: 'x' }),
      orderedCourse,
      orderedTopics,
      plan: (
        await t.db.selectFrom('assignments').select('id').where('name', '=', 'Service project plan').where('course_id', '=', minister).executeTakeFirstOrThrow()
      ).id,
      assignmentToDelete: await insertId('assignments', { course_id: minister, owner_id: facilitator, name: 'To delete', due_date: dayOffset(2) }),
      unmarkedSubmission: (
        await t.db.selectFrom('submissions').select('id').where('student_id', '=', esther).where('score', 'is', null).executeTakeFirstOrThrow()
      ).id,
      todayClass,
      classToDelete: await insertId('live_classes', {
        course_id: minister,
        cohort_id: 1,
        owner_id: facilitator,
        name: 'To delete',
        date: dayOffset(1),
        time: '09:00',
        starts_at: `${dayOffset(1)}T09:00:00Z`,
        typed_time_zone: 'UTC',
        duration: 30,
      }),
      sheetClass: await insertId('live_classes', {
        course_id: minister,
        cohort_id: 1,
        owner_id: facilitator,
        name: 'Whole class',
        date: dayOffset(0),
        time: '00:00',
        starts_at: `${dayOffset(0)}T00:00:00Z`,
        typed_time_zone: 'UTC',
        duration: 30,
      }),
      pastClass: (
        await t.db.selectFrom('live_classes').select('id').where('course_id', '=', minister).where('date', '<', dayOffset(0)).executeTakeFirstOrThrow()
      ).id,
      untaughtCohort: (await t.db.insertInto('cohorts').values({ name: 'Matrix cohort' }).returning('id').executeTakeFirstOrThrow()).id,
      adminTarget: await t.userId('student5@example.org'),
      viewedStudent: await t.userId(STUDENT),
      awaitingApprove: await awaitingStudent('awaiting-approve@example.org'),
      awaitingDecline: await awaitingStudent('awaiting-decline@example.org'),
      deletionRequester: (
        await t.db
          .insertInto('users')
          .values({
            name: 'Leaving Student',
            email: 'leaving@example.org',
            role_id: 1,
            cohort_id: 1,
            password_hash: 'unused',
            deletion_requested_at: new Date(),
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id,
      announcement: (
        await t.db
          .insertInto('announcements')
          .values({ cohort_id: 1, author_id: await t.userId(ADMIN), title: 'Matrix news', body: 'Read me.' })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id,
      invitation: (
        await t.db
          .insertInto('invitations')
          .values({
            name: 'Matrix Invitee',
            email: 'matrix-invitee@example.org',
            role_id: 1,
            cohort_id: 1,
            token_hash: 'a'.repeat(64),
            expires_at: new Date(Date.now() + 86_400_000),
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id,
      adminCohort: (await t.db.insertInto('cohorts').values({ name: 'Admin matrix cohort' }).returning('id').executeTakeFirstOrThrow()).id,
      faqItem: 1,
      faqToDelete: (
        await t.db
          .insertInto('faq_items')
          .values({ question: 'Deleted by the matrix?', answer: 'Yes.', position: 99 })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id,
      faqIds: [],
      facultyToDelete: (
        await t.db
          .insertInto('faculty_members')
          .values({ slug: 'deleted-by-the-matrix', name: 'Deleted By The Matrix', title: 'Faculty Member', biography: 'Soon gone.', position: 99 })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id,
      facultyIds: [],
      esther,
      estherSession: (await createSession(t.db, esther)).sessionId,
      facilitator,
      user: {
        anonymous: null,
        student: esther,
        otherCohortStudent: await t.userId(OTHER_STUDENT),
        owner: facilitator,
        otherFacilitator: await t.userId(OTHER_FACILITATOR),
        admin: await t.userId(ADMIN),
      },
      attendanceStudents: students.map((s) => s.id),
      estherNotice: (
        await t.db
          .insertInto('notices')
          .values({
            kind: 'work_marked',
            user_id: esther,
            ref: 'matrix',
            title: 'Marked',
            body: 'Your work was marked.',
            due_at: new Date(),
            next_attempt_at: new Date(),
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id,
      estherUnsubscribe: (await noticeSettings(t.db, esther)).unsubscribe_token,
      estherCalendar: (await noticeSettings(t.db, esther)).calendar_secret,
    };
    ids.faqIds = (await t.db.selectFrom('faq_items').select('id').execute()).map((row) => row.id);
    ids.facultyIds = (await t.db.selectFrom('faculty_members').select('id').execute()).map((row) => row.id);
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as { paths: Record<string, Record<string, unknown>> };
    documented = new Set(
      Object.entries(doc.paths).flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${path.replace(/^\/api\/v1/, '')}`)),
    );
  });

  afterAll(async () => {
    await t.close();
  });

  it('covers every call of the endpoint table and every route of the API', () => {
    const covered = new Set(ROWS.map((row) => row.route));
    const tableRoutes = Object.values(ENDPOINTS).map(({ method, path }) => `${method} ${path.replace(/:([A-Za-z_]+)/g, '{$1}')}`);
    expect(tableRoutes.filter((route) => !covered.has(route)).sort()).toEqual([]);
    expect([...documented].filter((route) => !covered.has(route)).sort()).toEqual([]);
    expect(ROWS.filter((row) => !documented.has(row.route)).map((row) => row.route)).toEqual([]);
  });

  it('answers each caller as expected', async () => {
    const failures: string[] = [];
    let n = 0;
    for (const row of ROWS) {
      for (const role of CALL_ORDER) {
        n += 1;
        const expected = row.expect[ROLES.indexOf(role)]!;
        const headers: Record<string, string> = role === 'anonymous' ? {} : { authorization: `Bearer ${await t.signIn(EMAIL[role])}` };
        if (row.contentType) headers['content-type'] = row.contentType;
        const [method] = row.route.split(' ') as [Method];
        const payload = row.payload?.(ids, role, n);
        // each caller from its own address, so per-address limits (contact: 5 per 15 minutes) count one caller
        const remoteAddress = `10.0.0.${ROLES.indexOf(role) + 1}`;
        const res = await t.app.inject({
          method,
          url: `/api/v1${row.url(ids)}`,
          headers,
          remoteAddress,
          ...(payload === undefined ? {} : { payload: payload as object | string }),
        });
        const ok = typeof expected === 'number' ? res.statusCode === expected : expected.test(res.statusCode);
        if (!ok) {
          failures.push(
            `${method} ${row.url(ids)} as ${role}: ${res.statusCode} (expected ${typeof expected === 'number' ? expected : expected.name}) ${res.body.slice(0, 160)}`,
          );
        }
      }
    }
    expect(failures).toEqual([]);
  });
});
