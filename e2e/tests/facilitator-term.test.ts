/**
 * A facilitator's whole term over the built system with the real API and database:
 * course, copy, topic, assignment and live class; the student's work marked; attendance taken;
 * the desk and the student's progress agree; the course deleted while the score stays on record.
 * Also: a student cannot reach the facilitator's screens, and the API refuses them by hand.
 */
import { format } from 'date-fns/format';
import type { Page } from 'playwright-core';
import { systemPerFile } from '../harness';
import { FACILITATOR, STUDENT, goTo, portalSteps, selectTab, toast } from '../support';

const STUDENT_NAME = 'Esther Mensah';
const COURSE = 'Mentoring Circles';
const COPY = `Copy of ${COURSE}`;
const TOPIC = 'Listening well';
const ASSIGNMENT = 'Mentoring reflection';
const LIVE_CLASS = 'Mentoring circle practice';
const WORK_LINK = 'https://docs.google.com/document/d/e2e-mentoring-reflection/edit';

const system = systemPerFile();
const { signedIn, expectNoSeriousA11yViolations, apiBaseUrl } = portalSteps(system);

const isoDay = (offset: number) => format(new Date(Date.now() + offset * 86_400_000), 'yyyy-MM-dd');

/**
 * Opens the desk and waits for its figures and student list as the API gives them now: a desk seen
 * before shows its cached figures at once, then the fresh ones.
 */
async function openDesk(page: Page): Promise<void> {
  if (new URL(page.url()).pathname === '/portal/instructorDesk') return;
  const answered = (path: string) => page.waitForResponse((response) => response.url().includes(path) && response.request().method() === 'GET');
  await Promise.all([answered('/cla_dashboards/desk_stats'), answered('/cla_dashboards/student_list'), goTo(page, '/portal/instructorDesk')]);
}

/** The desk's five figures by label, e.g. { Courses: 4, ... }. */
async function deskFigures(page: Page): Promise<Record<string, number>> {
  await openDesk(page);
  await page.locator('.academy-stat').first().waitFor();
  const figures: Record<string, number> = {};
  for (const text of await page.locator('.academy-stat').allInnerTexts()) {
    const [, label, value] = /^(.+?)\s+(\d+)$/s.exec(text.trim()) ?? [];
    if (label) figures[label] = Number(value);
  }
  return figures;
}

/** "n of m ..." behind a student's progress bar on the desk. */
async function progressOf(page: Page, label: string): Promise<string> {
  const bar = page.getByRole('progressbar', { name: label });
  await bar.waitFor();
  const id = await bar.getAttribute('aria-describedby');
  return (await page.locator(`[id="${id}"]`).textContent()) ?? '';
}

/** [n, m] of an "n of m ..." text. */
function countsIn(text: string): [number, number] {
  const [n, m] = (text.match(/\d+/g) ?? []).map(Number);
  if (n === undefined || m === undefined) throw new Error(`no "n of m" in "${text}"`);
  return [n, m];
}

async function studentProgress(page: Page) {
  await openDesk(page);
  return {
    submissions: await progressOf(page, `Submissions of ${STUDENT_NAME}`),
    attendance: await progressOf(page, `Attendance of ${STUDENT_NAME}`),
  };
}

async function openCourse(page: Page, name: string): Promise<void> {
  await goTo(page, '/portal/courses');
  await page.getByRole('button', { name, exact: true }).click();
  await page.getByRole('heading', { level: 1, name }).waitFor();
}

test("a facilitator's whole term, seen by the student, the desk and the records", async () => {
  const facilitator = await signedIn(FACILITATOR);
  const figuresBefore = await deskFigures(facilitator);
  expect(Object.keys(figuresBefore)).toEqual(['Courses', 'Assignments', 'Live Classes', 'Unmarked Submissions', 'Students']);
  const progressBefore = await studentProgress(facilitator);

  // a new extra course, starting today, so it is open to the cohort at once
  await facilitator.getByRole('link', { name: 'Create Course' }).click();
  await facilitator.getByRole('heading', { name: 'Create Course' }).waitFor();
  await facilitator.getByRole('option', { name: 'Cohort 1' }).waitFor({ state: 'attached' });
  await facilitator.getByLabel('Name').fill(COURSE);
  await facilitator.getByLabel('Description').fill('Walking alongside younger leaders.');
  await facilitator.getByLabel('Start date').fill(isoDay(0));
  await facilitator.getByLabel('End date').fill(isoDay(30));
  await facilitator.getByLabel('Cohort', { exact: true }).selectOption({ label: 'Cohort 1' });
  await facilitator.getByLabel('Category').selectOption('extra');
  await facilitator.getByRole('button', { name: 'Create Course' }).click();
  await toast(facilitator, 'Course created successfully!').waitFor();
  await facilitator.getByRole('heading', { level: 1, name: COURSE }).waitFor();

  // duplicate, then edit the copy
  await facilitator.getByRole('button', { name: 'Duplicate' }).click();
  expect(await facilitator.getByLabel('Name').inputValue()).toBe(COPY);
  await facilitator.getByRole('button', { name: 'Create Course' }).click();
  await facilitator.getByRole('heading', { level: 1, name: COPY }).waitFor();
  await facilitator.getByRole('button', { name: 'Edit' }).click();
  await facilitator.getByRole('heading', { level: 1, name: 'Edit Course' }).waitFor();
  await facilitator.getByLabel('Description').fill('The same circles, for the second group.');
  await facilitator.getByRole('button', { name: 'Save Changes' }).click();
  await toast(facilitator, 'Course updated successfully!').waitFor();
  await facilitator.getByText('The same circles, for the second group.').waitFor();

  // a topic with a YouTube link, an assignment and a live class today, from the course
  await openCourse(facilitator, COURSE);
  await facilitator.getByRole('button', { name: 'Add Topic' }).click();
  await facilitator.getByRole('heading', { name: 'Add Topic' }).waitFor();
  await facilitator.getByLabel('Name').fill(TOPIC);
  await facilitator.getByLabel('Description').fill('Watch first: https://www.youtube.com/watch?v=dQw4w9WgXcQ');
  await facilitator.getByRole('button', { name: 'Add Topic' }).click();
  await toast(facilitator, 'Topic created successfully!').waitFor();
  await facilitator.getByRole('heading', { level: 1, name: COURSE }).waitFor();
  const courseId = Number(new URL(facilitator.url()).pathname.split('/').pop());

  await facilitator.getByRole('button', { name: 'Add Assignment' }).click();
  await facilitator.getByRole('heading', { level: 1, name: 'New assignment' }).waitFor();
  await facilitator.locator(`option[value="${courseId}"]`).waitFor({ state: 'attached' });
  expect(await facilitator.getByLabel('Course').inputValue()).toBe(String(courseId));
  await facilitator.getByLabel('Name').fill(ASSIGNMENT);
  await facilitator.getByLabel('Description').fill('Write one page on what you learned mentoring.');
  await facilitator.getByLabel('Due date').fill(isoDay(14));
  await facilitator.getByRole('button', { name: 'Save assignment' }).click();
  await toast(facilitator, 'Assignment created successfully!').waitFor();
  await facilitator.getByRole('heading', { level: 1, name: ASSIGNMENT }).waitFor();
  const assignmentId = Number(new URL(facilitator.url()).pathname.split('/').pop());

  await openCourse(facilitator, COURSE);
  await facilitator.getByRole('button', { name: 'Schedule Live Class' }).click();
  await facilitator.getByRole('heading', { name: 'Schedule Live Class', level: 1 }).waitFor();
  await facilitator.locator(`option[value="${courseId}"]`).waitFor({ state: 'attached' });
  // the cohorts load on their own: the course's cohort is chosen once its option is there
  await facilitator.getByLabel('Cohort', { exact: true }).locator('option', { hasText: 'Cohort 1' }).waitFor({ state: 'attached' });
  expect(await facilitator.getByLabel('Cohort', { exact: true }).locator('option:checked').textContent()).toBe('Cohort 1');
  await facilitator.getByLabel('Class name').fill(LIVE_CLASS);
  await facilitator.getByLabel('Date', { exact: true }).fill(isoDay(0));
  await facilitator.getByLabel('Time', { exact: true }).fill('23:30');
  await facilitator.getByLabel('Duration').fill('60');
  await facilitator.getByLabel('Zoom link').fill('https://zoom.us/j/987654321');
  await facilitator.getByRole('button', { name: 'Schedule Live Class' }).click();
  await toast(facilitator, 'Live class scheduled successfully!').waitFor();

  // the student: the topic's video is a 315 px frame; the work goes in
  const student = await signedIn(STUDENT, { at: `/portal/courses/${courseId}` });
  await student.getByRole('heading', { level: 1, name: COURSE }).waitFor();
  await student.getByRole('button', { name: TOPIC, exact: true }).click();
  const video = student.locator('[data-embed-kind="video"] iframe');
  await video.waitFor();
  expect(Math.round((await video.boundingBox())?.height ?? 0)).toBe(315);

  await student.goto(system().url(`/portal/assignments/${assignmentId}`));
  await student.getByRole('heading', { level: 1, name: ASSIGNMENT }).waitFor();
  await student.getByLabel('Document URL').fill(WORK_LINK);
  await student.getByRole('button', { name: 'Submit', exact: true }).click();
  await toast(student, 'Assignment submitted successfully!').waitFor();

  // the facilitator marks it 85; the student sees the score
  await goTo(facilitator, '/portal/submissions');
  const card = facilitator.locator('article.academy-submission', { hasText: STUDENT_NAME }).filter({
    has: facilitator.getByRole('link', { name: ASSIGNMENT, exact: true }),
  });
  await card.getByLabel('Score (%)').fill('85');
  await card.getByRole('button', { name: 'Mark', exact: true }).click();
  await toast(facilitator, 'Submission marked successfully!').waitFor();
  await card.waitFor({ state: 'detached' });

  const markedCard = () => student.locator('article.academy-submission').filter({ has: student.getByRole('link', { name: ASSIGNMENT, exact: true }) });
  await goTo(student, '/portal/submissions');
  expect(await markedCard().locator('.academy-submission__score').textContent()).toBe('Score: 85%');

  // attendance for every student of the new class, until none remain
  await goTo(facilitator, '/portal/attendance/new');
  await facilitator
    .getByRole('combobox', { name: 'Class', exact: true })
    .selectOption({ label: `${LIVE_CLASS} (${format(new Date(), 'EEE, d MMM yyyy')}, 11:30 PM UTC)` });
  await facilitator.getByRole('button', { name: 'Proceed' }).click();
  const pick = facilitator.getByLabel(/^Student \(\d+ without attendance\)$/);
  await pick.waitFor();
  const cohortSize = (await pick.locator('option').count()) - 1;
  for (let remaining = cohortSize; remaining > 0; remaining -= 1) {
    await facilitator.getByLabel(`Student (${remaining} without attendance)`).waitFor();
    await pick.selectOption({ index: 1 });
    await facilitator.getByRole('button', { name: 'Submit' }).click();
  }
  await toast(facilitator, 'All attendance has been marked!').waitFor();
  await facilitator.waitForURL((url) => url.pathname === '/portal/events');

  // the desk and the student's progress reflect all of it
  const before = (label: string) => figuresBefore[label] ?? NaN;
  expect(await deskFigures(facilitator)).toEqual({
    ...figuresBefore,
    Courses: before('Courses') + 2,
    Assignments: before('Assignments') + 1,
    'Live Classes': before('Live Classes') + 1,
  });
  const progressAfter = await studentProgress(facilitator);
  const [submitted, assigned] = countsIn(progressBefore.submissions);
  const [present, held] = countsIn(progressBefore.attendance);
  expect(progressAfter.submissions.startsWith(`${submitted + 1} of ${assigned + 1}`)).toBe(true);
  expect(progressAfter.attendance.startsWith(`${present + 1} of ${held + 1}`)).toBe(true);
  await expectNoSeriousA11yViolations(facilitator);

  // deleting the course removes it from both roles' lists; the score stays on record
  await openCourse(facilitator, COURSE);
  await facilitator.getByRole('button', { name: 'Delete Course' }).click();
  await facilitator.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await toast(facilitator, 'Course deleted successfully!').waitFor();
  await facilitator.waitForURL((url) => url.pathname === '/portal/courses');
  await facilitator.getByRole('button', { name: COPY, exact: true }).waitFor();
  expect(await facilitator.getByRole('button', { name: COURSE, exact: true }).count()).toBe(0);

  await student.goto(system().url('/portal/courses'));
  await selectTab(student, 'Extra Courses');
  await selectTab(student, 'Active');
  await student.getByRole('button', { name: COPY, exact: true }).waitFor();
  expect(await student.getByRole('button', { name: COURSE, exact: true }).count()).toBe(0);
  await goTo(student, '/portal/submissions');
  expect(await markedCard().locator('.academy-submission__score').textContent()).toBe('Score: 85%');
});

test('a student reaches no facilitator screen, and the API refuses the calls sent by hand', async () => {
  const student = await signedIn(STUDENT);
  for (const path of ['/portal/instructorDesk', '/portal/course/new', '/portal/topic/new', '/portal/event/new', '/portal/attendance/new']) {
    await student.goto(system().url(path));
    await student.getByText('Welcome to Your Student Area - Select an option from the menu to get started.').waitFor();
    expect(await student.getByRole('button', { name: /^(Create Course|Add Topic|Schedule Live Class|Proceed)$/ }).count()).toBe(0);
  }
  expect(await student.getByRole('link', { name: 'My Desk' }).count()).toBe(0);

  const statuses = await student.evaluate(async (base) => {
    const headers = { Authorization: `Bearer ${sessionStorage.getItem('authToken')}`, 'Content-Type': 'application/json' };
    const call = async (method: string, path: string, body?: unknown) =>
      (await fetch(`${base}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) })).status;
    const course = { name: 'Mine now', description: 'x', cla_cohort_id: 1, start_date: '2030-01-01', end_date: '2030-02-01', cla_user_id: 1 };
    return [
      await call('POST', '/cla_courses', { cla_course: course }),
      await call('DELETE', '/cla_courses/1'),
      await call('GET', '/cla_dashboards/desk_stats'),
      await call('GET', '/cla_live_classes/today_classes'),
      await call('POST', '/cla_attendances', { cla_attendance: { cla_live_class_id: 1, cla_user_id: 1, cla_cohort_id: '1', present: true } }),
      await call('PUT', '/cla_submissions/1', { cla_submission: { score: 100 } }),
    ];
  }, apiBaseUrl());
  expect(statuses).toEqual([403, 403, 403, 403, 403, 403]);
});
