// Every route of the API (accounts, platform and content) called as anonymous, a student, a student
// of another cohort, the facilitator owning the objects, and another facilitator. The objects are
// those of the demo data: cohort 1's courses, owned by facilitator@example.org.
import { dayOffset, FACILITATOR, OTHER_FACILITATOR, OTHER_STUDENT, STUDENT, type Method } from '../content-helpers';
import { createTestApp, type TestApp } from '../helpers';

type Role = 'anonymous' | 'student' | 'otherCohortStudent' | 'owner' | 'otherFacilitator';
const ROLES: Role[] = ['anonymous', 'student', 'otherCohortStudent', 'owner', 'otherFacilitator'];
// Order of the calls: the owner last, so its successful update or delete cannot hide another's answer.
const CALL_ORDER: Role[] = ['anonymous', 'otherCohortStudent', 'otherFacilitator', 'student', 'owner'];
const EMAIL: Record<Exclude<Role, 'anonymous'>, string> = {
  student: STUDENT,
  otherCohortStudent: OTHER_STUDENT,
  owner: FACILITATOR,
  otherFacilitator: OTHER_FACILITATOR,
};

/** An exact status, or a check with its name (for routes whose answer depends on data, not on the caller). */
type Expect = number | { name: string; test: (status: number) => boolean };
const PUBLIC_ANSWER: Expect = { name: '200 or 404', test: (s) => s === 200 || s === 404 };

interface Row {
  /** `${method} ${path as in the OpenAPI document, without /api/v1}` */
  route: string;
  url: (ids: Ids) => string;
  payload?: (ids: Ids, who: Role, n: number) => unknown;
  expect: [Expect, Expect, Expect, Expect, Expect];
  /** Routes another engineer is still adding: checked once they exist. */
  optional?: boolean;
}

interface Ids {
  minister: number;
  courseToDelete: number;
  topic: number;
  topicToDelete: number;
  plan: number;
  assignmentToDelete: number;
  unmarkedSubmission: number;
  todayClass: number;
  classToDelete: number;
  esther: number;
  facilitator: number;
  user: Record<Role, number | null>;
  attendanceStudents: number[];
}

const all = (status: Expect): Row['expect'] => [status, status, status, status, status];
const signedIn = (status: number): Row['expect'] => [401, status, status, status, status];
const facilitatorWrite = (success: number, other = 404): Row['expect'] => [401, 403, 403, success, other];
const ownStudentData: Row['expect'] = [401, 200, 403, 403, 403];
const cohortRead: Row['expect'] = [401, 200, 404, 200, 404];

const coursePayload = (ids: Ids, who: Role) => ({
  cla_course: { name: 'Matrix course', description: 'Made by the matrix.', cla_cohort_id: 1, start_date: dayOffset(1), end_date: dayOffset(9), cla_user_id: ids.user[who] ?? 1 },
});
const assignmentPayload = (ids: Ids, who: Role) => ({
  cla_assignment: { name: 'Matrix work', description: 'Do it.', due_date: dayOffset(3), cla_course_id: ids.minister, cla_user_id: ids.user[who] ?? 1 },
});
const liveClassPayload = (ids: Ids, who: Role) => ({
  cla_live_class: { name: 'Matrix class', date: dayOffset(4), time: '10:00', duration: 30, zoom_link: null, cla_course_id: ids.minister, cohort_id: 1, cla_user_id: ids.user[who] ?? 1 },
});

const ROWS: Row[] = [
  // platform and accounts
  { route: 'GET /health', url: () => '/health', expect: all(200) },
  { route: 'POST /sign_in', url: () => '/sign_in', payload: () => ({ user: { email: 'student2@example.org', password: 'academy-demo' } }), expect: all(200) },
  { route: 'POST /sign_out', url: () => '/sign_out', expect: signedIn(204) },
  {
    route: 'POST /sign_up',
    url: () => '/sign_up',
    payload: (_ids, _who, n) => ({
      user: { name: 'New Student', email: `matrix${n}@example.org`, phone_number: '+233 24 555 0199', birthday: '1999-01-01', password: 'Sturdy-passphrase-9', password_confirmation: 'Sturdy-passphrase-9', cla_role_id: 1, cla_cohort_id: 1 },
    }),
    expect: all(201),
  },
  {
    route: 'PUT /edit_profile',
    url: (ids) => `/edit_profile?id=${ids.esther}`,
    payload: () => ({ user: { name: 'Esther Mensah', email: STUDENT, phone_number: '+233 24 555 0110', birthday: '1995-03-05' } }),
    expect: ownStudentData,
  },
  { route: 'GET /cla_cohorts', url: () => '/cla_cohorts', expect: all(200) },
  { route: 'GET /cla_roles', url: () => '/cla_roles', expect: all(200) },
  { route: 'POST /forgot_password', url: () => '/forgot_password', payload: (_ids, _who, n) => ({ email: `nobody${n}@example.org` }), expect: all(200) },
  { route: 'POST /reset_password', url: () => '/reset_password', payload: () => ({ token: 'not-a-real-token', password: 'Sturdy-passphrase-9' }), expect: all(400) },
  {
    route: 'POST /contact_messages',
    url: () => '/contact_messages',
    payload: () => ({ contact_message: { fullName: 'A Visitor', email: 'visitor@example.org', whatsapp: '+234 803 555 0100', message: 'When does the next cohort start?' } }),
    expect: all(201),
  },
  // courses
  { route: 'GET /cla_courses', url: () => '/cla_courses', expect: signedIn(200) },
  { route: 'GET /cla_courses', url: () => '/cla_courses?cohort_id=1', expect: [401, 200, 403, 200, 200] },
  { route: 'GET /cla_courses', url: (ids) => `/cla_courses?cla_user_id=${ids.facilitator}`, expect: [401, 403, 403, 200, 403] },
  { route: 'GET /cla_courses/get_course_ids', url: () => '/cla_courses/get_course_ids?cla_cohort_id=1', expect: [401, 200, 403, 200, 200] },
  { route: 'GET /cla_courses/{id}', url: (ids) => `/cla_courses/${ids.minister}`, expect: cohortRead },
  // another facilitator creating a course of their own may
  { route: 'POST /cla_courses', url: () => '/cla_courses', payload: coursePayload, expect: facilitatorWrite(201, 201) },
  { route: 'PUT /cla_courses/{id}', url: (ids) => `/cla_courses/${ids.minister}`, payload: (ids, who) => ({ cla_course: { ...coursePayload(ids, who).cla_course, name: 'Minister-Service Class', start_date: dayOffset(-15), end_date: dayOffset(15) } }), expect: facilitatorWrite(200) },
  { route: 'DELETE /cla_courses/{id}', url: (ids) => `/cla_courses/${ids.courseToDelete}`, expect: facilitatorWrite(204) },
  // topics
  { route: 'GET /cla_topics', url: (ids) => `/cla_topics?cla_course_id=${ids.minister}`, expect: cohortRead },
  { route: 'POST /cla_topics', url: () => '/cla_topics', payload: (ids) => ({ topic: { name: 'Matrix topic', description: 'About it.', cla_course_id: ids.minister } }), expect: facilitatorWrite(201) },
  { route: 'PUT /cla_topics/{id}', url: (ids) => `/cla_topics/${ids.topic}`, payload: (ids) => ({ topic: { name: 'Renamed topic', description: 'About it.', cla_course_id: ids.minister } }), expect: facilitatorWrite(200) },
  { route: 'DELETE /cla_topics/{id}', url: (ids) => `/cla_topics/${ids.topicToDelete}`, expect: facilitatorWrite(204) },
  // assignments
  { route: 'GET /cla_assignments', url: () => '/cla_assignments', expect: signedIn(200) },
  { route: 'GET /cla_assignments', url: (ids) => `/cla_assignments?cla_course_id=${ids.minister}`, expect: cohortRead },
  { route: 'GET /cla_assignments/{id}', url: (ids) => `/cla_assignments/${ids.plan}`, expect: cohortRead },
  { route: 'POST /cla_assignments', url: () => '/cla_assignments', payload: assignmentPayload, expect: facilitatorWrite(201) },
  { route: 'PUT /cla_assignments/{id}', url: (ids) => `/cla_assignments/${ids.plan}`, payload: (ids, who) => ({ cla_assignment: { ...assignmentPayload(ids, who).cla_assignment, name: 'Service project plan' } }), expect: facilitatorWrite(200) },
  { route: 'DELETE /cla_assignments/{id}', url: (ids) => `/cla_assignments/${ids.assignmentToDelete}`, expect: facilitatorWrite(204) },
  // submissions
  { route: 'GET /cla_submissions', url: () => '/cla_submissions', expect: signedIn(200) },
  { route: 'GET /cla_submissions', url: (ids) => `/cla_submissions?cla_user_id=${ids.esther}`, expect: ownStudentData },
  {
    route: 'POST /cla_submissions',
    url: () => '/cla_submissions',
    payload: (ids, who) => ({ cla_submission: { download_link: 'https://docs.example.org/work', cla_assignment_id: ids.plan, cla_facilitator_id: ids.facilitator, cla_student_id: ids.user[who] ?? 1 } }),
    expect: [401, 201, 404, 403, 403],
  },
  { route: 'PUT /cla_submissions/{id}', url: (ids) => `/cla_submissions/${ids.unmarkedSubmission}`, payload: () => ({ cla_submission: { score: 75 } }), expect: facilitatorWrite(200) },
  // live classes
  { route: 'GET /cla_live_classes', url: () => '/cla_live_classes', expect: signedIn(200) },
  { route: 'GET /cla_live_classes', url: (ids) => `/cla_live_classes?filter=course&filter_id=${ids.minister}`, expect: cohortRead },
  { route: 'GET /cla_live_classes', url: () => '/cla_live_classes?filter=cohort&filter_id=1', expect: [401, 200, 403, 200, 200] },
  { route: 'GET /cla_live_classes', url: (ids) => `/cla_live_classes?filter=user&filter_id=${ids.facilitator}`, expect: [401, 403, 403, 200, 403] },
  { route: 'GET /cla_live_classes/today_classes', url: () => '/cla_live_classes/today_classes', expect: [401, 403, 403, 200, 200] },
  { route: 'POST /cla_live_classes', url: () => '/cla_live_classes', payload: liveClassPayload, expect: facilitatorWrite(201) },
  { route: 'PUT /cla_live_classes/{id}', url: (ids) => `/cla_live_classes/${ids.todayClass}`, payload: (ids, who) => ({ cla_live_class: { ...liveClassPayload(ids, who).cla_live_class, name: 'Pastoral care basics', date: dayOffset(0), time: '08:00' } }), expect: facilitatorWrite(200) },
  { route: 'DELETE /cla_live_classes/{id}', url: (ids) => `/cla_live_classes/${ids.classToDelete}`, expect: facilitatorWrite(204) },
  // attendance
  { route: 'GET /cla_attendances/missing_attendance', url: (ids) => `/cla_attendances/missing_attendance?cla_live_class_id=${ids.todayClass}&cla_cohort_id=1`, expect: facilitatorWrite(200) },
  {
    route: 'POST /cla_attendances',
    url: () => '/cla_attendances',
    payload: (ids, _who, n) => ({ cla_attendance: { cla_live_class_id: ids.todayClass, cla_user_id: ids.attendanceStudents[n % 5]!, cla_cohort_id: '1', present: true } }),
    expect: facilitatorWrite(201),
  },
  // dashboards
  { route: 'GET /cla_dashboards/course_stats', url: (ids) => `/cla_dashboards/course_stats?cla_cohort_id=1&cla_user_id=${ids.esther}`, expect: ownStudentData },
  { route: 'GET /cla_dashboards/score_stats', url: (ids) => `/cla_dashboards/score_stats?cla_user_id=${ids.esther}`, expect: ownStudentData },
  { route: 'GET /cla_dashboards/assignment_stats', url: (ids) => `/cla_dashboards/assignment_stats?cla_user_id=${ids.esther}`, expect: ownStudentData },
  { route: 'GET /cla_dashboards/attendance_stats', url: (ids) => `/cla_dashboards/attendance_stats?cla_user_id=${ids.esther}`, expect: ownStudentData },
  { route: 'GET /cla_dashboards/desk_stats', url: () => '/cla_dashboards/desk_stats', expect: [401, 403, 403, 200, 200] },
  { route: 'GET /cla_dashboards/student_list', url: () => '/cla_dashboards/student_list', expect: [401, 403, 403, 200, 200] },
  // certificates (another engineer's routes): the student's own status and PDF, public verification
  { route: 'GET /certificates/mine', url: () => '/certificates/mine', expect: [401, 200, 200, 403, 403], optional: true },
  // neither demo student has completed the program
  { route: 'GET /certificates/mine/pdf', url: () => '/certificates/mine/pdf', expect: [401, 403, 403, 403, 403], optional: true },
  { route: 'GET /certificates/verify/{code}', url: () => '/certificates/verify/NOSUCHCODE123', expect: all(PUBLIC_ANSWER), optional: true },
];

describe('authorization matrix', () => {
  let t: TestApp;
  let ids: Ids;
  let documented: Set<string>;

  beforeAll(async () => {
    t = await createTestApp();
    const courseId = async (name: string) => (await t.db.selectFrom('courses').select('id').where('name', '=', name).where('cohort_id', '=', 1).executeTakeFirstOrThrow()).id;
    const minister = await courseId('Minister-Service Class');
    const facilitator = await t.userId(FACILITATOR);
    const esther = await t.userId(STUDENT);
    const insertId = async (table: 'courses' | 'topics' | 'assignments' | 'live_classes', values: Record<string, unknown>) =>
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      (await t.db.insertInto(table).values(values as any).returning('id').executeTakeFirstOrThrow()).id;
    const todayClass = (await t.db.selectFrom('live_classes').select('id').where('course_id', '=', minister).where('date', '=', dayOffset(0)).orderBy('time').executeTakeFirstOrThrow()).id;
    const students = await t.db.selectFrom('users').select('id').where('cohort_id', '=', 1).where('role_id', '=', 1).orderBy('id').execute();
    ids = {
      minister,
      courseToDelete: await insertId('courses', { name: 'To delete', cohort_id: 1, owner_id: facilitator, start_date: dayOffset(0), end_date: dayOffset(1) }),
      topic: (await t.db.selectFrom('topics').select('id').where('course_id', '=', minister).orderBy('id').executeTakeFirstOrThrow()).id,
      topicToDelete: await insertId('topics', { course_id: minister, name: 'To delete', description: 'x' }),
      plan: (await t.db.selectFrom('assignments').select('id').where('name', '=', 'Service project plan').where('course_id', '=', minister).executeTakeFirstOrThrow()).id,
      assignmentToDelete: await insertId('assignments', { course_id: minister, owner_id: facilitator, name: 'To delete', due_date: dayOffset(2) }),
      unmarkedSubmission: (await t.db.selectFrom('submissions').select('id').where('student_id', '=', esther).where('score', 'is', null).executeTakeFirstOrThrow()).id,
      todayClass,
      classToDelete: await insertId('live_classes', { course_id: minister, cohort_id: 1, owner_id: facilitator, name: 'To delete', date: dayOffset(1), time: '09:00', duration: 30 }),
      esther,
      facilitator,
      user: {
        anonymous: null,
        student: esther,
        otherCohortStudent: await t.userId(OTHER_STUDENT),
        owner: facilitator,
        otherFacilitator: await t.userId(OTHER_FACILITATOR),
      },
      attendanceStudents: students.map((s) => s.id),
    };
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as { paths: Record<string, Record<string, unknown>> };
    documented = new Set(
      Object.entries(doc.paths).flatMap(([path, methods]) =>
        Object.keys(methods).map((method) => `${method.toUpperCase()} ${path.replace(/^\/api\/v1/, '')}`),
      ),
    );
  });

  afterAll(async () => {
    await t.close();
  });

  it('covers every route of the API', () => {
    const covered = new Set(ROWS.map((row) => row.route));
    expect([...documented].filter((route) => !covered.has(route)).sort()).toEqual([]);
    expect(ROWS.filter((row) => !row.optional && !documented.has(row.route)).map((row) => row.route)).toEqual([]);
  });

  it('answers each caller as expected', async () => {
    const failures: string[] = [];
    let n = 0;
    for (const row of ROWS) {
      if (row.optional && !documented.has(row.route)) continue;
      for (const role of CALL_ORDER) {
        n += 1;
        const expected = row.expect[ROLES.indexOf(role)]!;
        const headers: Record<string, string> = role === 'anonymous' ? {} : { authorization: `Bearer ${await t.signIn(EMAIL[role])}` };
        const [method] = row.route.split(' ') as [Method];
        const payload = row.payload?.(ids, role, n);
        const res = await t.app.inject({ method, url: `/api/v1${row.url(ids)}`, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
        const ok = typeof expected === 'number' ? res.statusCode === expected : expected.test(res.statusCode);
        if (!ok) {
          failures.push(`${method} ${row.url(ids)} as ${role}: ${res.statusCode} (expected ${typeof expected === 'number' ? expected : expected.name}) ${res.body.slice(0, 160)}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });
});
