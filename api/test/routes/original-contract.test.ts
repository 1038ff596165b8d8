// The original API contract (docs/requirements.md): every call of its table, sent exactly as the
// table shapes it (full /api/v1 path, query names, wrapped bodies), checked for the answer's
// shape the original front end reads. The rows run in order and build on each other, as a user's
// session would: the facilitator creates, the student reads and submits, the facilitator deletes.
import fs from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { outboxDir } from '../../src/mail/mailer';
import { dayOffset, FACILITATOR, STUDENT } from '../content-helpers';
import { createTestApp, type TestApp } from '../helpers';

const FIELDS = {
  user: ['id', 'cla_role_id', 'cla_role_name', 'email', 'cla_cohort_id', 'cla_cohort_name', 'name', 'birthday', 'phone_number'],
  named: ['id', 'name'],
  course: [
    'id',
    'name',
    'description',
    'locked',
    'cla_cohort_id',
    'start_date',
    'end_date',
    'cla_user_id',
    'facilitator',
    'assignments',
    'liveClasses',
    'pendingLiveClasses',
  ],
  topic: ['id', 'name', 'description', 'cla_course_id'],
  assignment: ['id', 'name', 'description', 'due_date', 'cla_course_id', 'cla_user_id', 'course_name', 'submitted', 'locked'],
  submission: ['id', 'assignment_id', 'student_name', 'student_email', 'download_link', 'status', 'score'],
  liveClass: [
    'id',
    'name',
    'date',
    'time',
    'duration',
    'zoom_link',
    'cla_course_id',
    'cohort_id',
    'cla_user_id',
    'courseName',
    'facilitator',
    'cla_cohort_end_date',
  ],
  classSession: ['id', 'name', 'date', 'cla_cohort_id'],
  courseStats: ['total_courses', 'completed_courses', 'completion_percentage'],
  scoreStats: ['score_percentage', 'total_possible_score', 'total_user_score'],
  assignmentStats: ['total_assignments', 'total_submissions', 'submission_percentage'],
  attendanceStats: ['total_classes', 'total_present', 'attendance_percentage'],
  deskStats: ['total_courses', 'total_assignments', 'total_live_classes', 'total_submissions_without_score', 'total_users'],
  studentListItem: ['student', 'course_completion_rate', 'user_submission_percentage', 'user_score_percentage', 'user_attendance_percentage'],
} as const;
const PASSWORD = 'lantern-orchard-psalm-71';

/** The object carries every field the original front end reads. */
function expectFields(value: unknown, fields: readonly string[]): void {
  expect(value).toEqual(expect.any(Object));
  expect(Object.keys(value as object)).toEqual(expect.arrayContaining([...fields]));
}

/** A non-empty list whose items carry the fields. */
function expectListOf(value: unknown, fields: readonly string[]): void {
  expect(Array.isArray(value) && value.length > 0).toBe(true);
  for (const item of value as unknown[]) expectFields(item, fields);
}

let t: TestApp;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  tokens[STUDENT] = await t.signIn(STUDENT);
  tokens[FACILITATOR] = await t.signIn(FACILITATOR);
  ids.student = await t.userId(STUDENT);
  ids.facilitator = await t.userId(FACILITATOR);
  // the student's current course: open to them, so they may read its topics and submit its work
  ids.openCourse = (
    await t.db.selectFrom('courses').select('id').where('name', '=', 'Minister-Service Class').where('cohort_id', '=', 1).executeTakeFirstOrThrow()
  ).id;
});

afterAll(async () => {
  await t.close();
});

async function call(line: string, who: string | null, payload?: object) {
  const [method, url] = line.split(' ') as ['GET' | 'POST' | 'PUT' | 'DELETE', string];
  const res = await t.app.inject({
    method,
    url,
    headers: who ? { authorization: `Bearer ${tokens[who]}` } : {},
    ...(payload ? { payload } : {}),
  });
  const outcome = res.statusCode < 300 ? 'success' : `${res.statusCode} ${res.body}`;
  expect({ line, outcome }).toEqual({ line, outcome: 'success' });
  return res.body ? res.json() : null;
}

const course = () => ({
  cla_course: {
    name: 'Contract course',
    description: 'As the original table shapes it.',
    cla_cohort_id: 1,
    start_date: dayOffset(-5),
    end_date: dayOffset(20),
    cla_user_id: ids.facilitator,
  },
});
const assignment = () => ({
  cla_assignment: {
    name: 'Contract work',
    description: 'Write one page.',
    due_date: dayOffset(5),
    cla_course_id: ids.openCourse,
    cla_user_id: ids.facilitator,
  },
});
const liveClass = () => ({
  cla_live_class: {
    name: 'Contract class',
    date: dayOffset(0),
    time: '09:30',
    duration: 60,
    zoom_link: 'https://zoom.us/j/1234567890',
    cla_course_id: ids.openCourse,
    cohort_id: 1,
    cla_user_id: ids.facilitator,
  },
});

test('POST /api/v1/sign_in {user:{email,password}}: token and user', async () => {
  const answer = await call('POST /api/v1/sign_in', null, { user: { email: STUDENT, password: 'academy-demo' } });
  expect(answer.token).toEqual(expect.any(String));
  expectFields(answer.user, FIELDS.user);
});

test("POST /api/v1/sign_up {user:{...}}: message 'User created successfully'", async () => {
  const user = {
    name: 'Contract Student',
    email: 'contract.student@example.org',
    phone_number: '+233 20 000 0000',
    birthday: '2000-03-05',
    password: PASSWORD,
    password_confirmation: PASSWORD,
    cla_role_id: 1,
    cla_cohort_id: 1,
  };
  expect((await call('POST /api/v1/sign_up', null, { user })).message).toBe('User created successfully');
});

test('PUT /api/v1/edit_profile?id={userId} {user:{...}}', async () => {
  const user = { name: 'Esther Mensah', email: STUDENT, phone_number: '+233 20 111 2222', birthday: '2001-03-05', cla_role_id: 1, cla_cohort_id: 1 };
  expectFields((await call(`PUT /api/v1/edit_profile?id=${ids.student}`, STUDENT, { user })).user, FIELDS.user);
});

test('GET /api/v1/cla_cohorts and GET /api/v1/cla_roles: cohorts and roles', async () => {
  expectListOf(await call('GET /api/v1/cla_cohorts', null), FIELDS.named);
  expectListOf(await call('GET /api/v1/cla_roles', null), FIELDS.named);
});

test('POST /api/v1/cla_courses {cla_course:{...}}, PUT the same body, GET /api/v1/cla_courses/{id}', async () => {
  const created = await call('POST /api/v1/cla_courses', FACILITATOR, course());
  expectFields(created, FIELDS.course);
  ids.course = created.id;
  expectFields(await call(`PUT /api/v1/cla_courses/${ids.course}`, FACILITATOR, course()), FIELDS.course);
  expectFields(await call(`GET /api/v1/cla_courses/${ids.course}`, STUDENT), FIELDS.course);
});

test('GET /api/v1/cla_courses/ with cohort_id (student) or cla_user_id (facilitator): list of courses', async () => {
  expectListOf(await call('GET /api/v1/cla_courses/?cohort_id=1', STUDENT), FIELDS.course);
  expectListOf(await call(`GET /api/v1/cla_courses/?cla_user_id=${ids.facilitator}`, FACILITATOR), FIELDS.course);
});

test('GET /api/v1/cla_courses/get_course_ids?cla_cohort_id: course_ids', async () => {
  const answer = await call('GET /api/v1/cla_courses/get_course_ids?cla_cohort_id=1', STUDENT);
  expect(answer.course_ids).toContain(ids.course);
});

test('POST /api/v1/cla_topics {topic:{...}}, PUT the same body, GET /api/v1/cla_topics?cla_course_id, DELETE', async () => {
  const topic = { topic: { name: 'Contract topic', description: 'Read https://example.org/reading', cla_course_id: ids.openCourse } };
  const { id } = await call('POST /api/v1/cla_topics', FACILITATOR, topic);
  await call(`PUT /api/v1/cla_topics/${id}`, FACILITATOR, topic);
  expectListOf(await call(`GET /api/v1/cla_topics?cla_course_id=${ids.openCourse}`, STUDENT), FIELDS.topic);
  await call(`DELETE /api/v1/cla_topics/${id}`, FACILITATOR);
});

test('POST /api/v1/cla_assignments {cla_assignment:{...}}, PUT the same body, GET /api/v1/cla_assignments?cla_course_id', async () => {
  ids.assignment = (await call('POST /api/v1/cla_assignments', FACILITATOR, assignment())).id;
  await call(`PUT /api/v1/cla_assignments/${ids.assignment}`, FACILITATOR, assignment());
  expectListOf(await call(`GET /api/v1/cla_assignments?cla_course_id=${ids.openCourse}`, STUDENT), FIELDS.assignment);
});

test('POST /api/v1/cla_submissions {cla_submission:{...}}, GET /api/v1/cla_submissions?cla_user_id', async () => {
  const submission = {
    cla_submission: {
      download_link: 'https://docs.example.org/contract-work',
      cla_assignment_id: ids.assignment,
      cla_facilitator_id: ids.facilitator,
      cla_student_id: ids.student,
    },
  };
  await call('POST /api/v1/cla_submissions', STUDENT, submission);
  expectListOf(await call(`GET /api/v1/cla_submissions?cla_user_id=${ids.student}`, STUDENT), FIELDS.submission);
});

test('POST /api/v1/cla_live_classes {cla_live_class:{...}}, PUT the same body', async () => {
  ids.liveClass = (await call('POST /api/v1/cla_live_classes', FACILITATOR, liveClass())).id;
  await call(`PUT /api/v1/cla_live_classes/${ids.liveClass}`, FACILITATOR, liveClass());
});

test('GET /api/v1/cla_live_classes?filter_id: the course id, else the user id for role 2, else the cohort id, for each role', async () => {
  const classesOf = async (who: string, filterId: number) => {
    const list = await call(`GET /api/v1/cla_live_classes?filter_id=${filterId}`, who);
    expectListOf(list, FIELDS.liveClass);
    return list as { id: number; cla_course_id: number; cohort_id: number; cla_user_id: number }[];
  };
  for (const who of [STUDENT, FACILITATOR]) {
    const ofCourse = await classesOf(who, ids.openCourse!);
    expect(ofCourse.every((c) => c.cla_course_id === ids.openCourse)).toBe(true);
    expect(ofCourse.map((c) => c.id)).toContain(ids.liveClass);
    expect((await classesOf(who, 1)).every((c) => c.cohort_id === 1)).toBe(true);
  }
  expect((await classesOf(FACILITATOR, ids.facilitator!)).every((c) => c.cla_user_id === ids.facilitator)).toBe(true);
});

test('GET /api/v1/cla_live_classes/today_classes: live_classes', async () => {
  expectListOf((await call('GET /api/v1/cla_live_classes/today_classes', FACILITATOR)).live_classes, FIELDS.classSession);
});

test('GET /api/v1/cla_dashboards/...: course, score, assignment and attendance stats; desk stats; student list', async () => {
  expectFields(await call(`GET /api/v1/cla_dashboards/course_stats?cla_cohort_id=1&cla_user_id=${ids.student}`, STUDENT), FIELDS.courseStats);
  expectFields(await call(`GET /api/v1/cla_dashboards/score_stats?cla_user_id=${ids.student}`, STUDENT), FIELDS.scoreStats);
  expectFields(await call(`GET /api/v1/cla_dashboards/assignment_stats?cla_user_id=${ids.student}`, STUDENT), FIELDS.assignmentStats);
  expectFields(await call(`GET /api/v1/cla_dashboards/attendance_stats?cla_user_id=${ids.student}`, STUDENT), FIELDS.attendanceStats);
  expectFields(await call('GET /api/v1/cla_dashboards/desk_stats?cla_cohort_id=1', FACILITATOR), FIELDS.deskStats);
  expectListOf(await call('GET /api/v1/cla_dashboards/student_list?cla_cohort_id=1', FACILITATOR), FIELDS.studentListItem);
});

test('GET /api/v1/cla_attendances/missing_attendance, then POST /api/v1/cla_attendances {cla_attendance:{...}}', async () => {
  const missing = await call(`GET /api/v1/cla_attendances/missing_attendance?cla_live_class_id=${ids.liveClass}&cla_cohort_id=1`, FACILITATOR);
  expectListOf(missing.data.missing_users, FIELDS.named);
  const attendance = { cla_attendance: { cla_live_class_id: ids.liveClass, cla_user_id: ids.student, cla_cohort_id: '1', present: true } };
  await call('POST /api/v1/cla_attendances', FACILITATOR, attendance);
});

test('DELETE /api/v1/cla_live_classes/{id}, /cla_assignments/{id} and /cla_courses/{id}', async () => {
  await call(`DELETE /api/v1/cla_live_classes/${ids.liveClass}`, FACILITATOR);
  await call(`DELETE /api/v1/cla_assignments/${ids.assignment}`, FACILITATOR);
  await call(`DELETE /api/v1/cla_courses/${ids.course}`, FACILITATOR);
});

test('POST /api/v1/forgot_password {email}: truthy; POST /api/v1/reset_password {token,password}', async () => {
  expect(await call('POST /api/v1/forgot_password', null, { email: STUDENT })).toBeTruthy();
  await t.app.mailer.flush();
  const outbox = outboxDir(t.config.dataDir);
  const mails = await Promise.all(fs.readdirSync(outbox).map((file) => simpleParser(fs.readFileSync(path.join(outbox, file)))));
  const token = mails.map((mail) => /reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail.text ?? '')?.[1]).find(Boolean);
  expect(token).toEqual(expect.any(String));
  await call('POST /api/v1/reset_password', null, { token, password: PASSWORD });
});
