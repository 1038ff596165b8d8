/**
 * Courses and topics for both roles over the built system with the real API and the seeded
 * database. The tests run in order and share one database: what the facilitator
 * creates is what the student reads back.
 */
import type { Locator, Page } from 'playwright-core';
import { systemPerFile } from '../harness';
import { FACILITATOR, STUDENT, goTo, portalSteps, selectTab, toast, waitForTopBarTitle } from '../support';

// seeded for cohort 1 (api/src/db/seed.ts): one past, one current, one future program course, one current extra course
const PAST_COURSE = "Believer-Beginners' Class";
const CURRENT_COURSE = 'Minister-Service Class';
const FUTURE_COURSE = 'Leader-Managerial Class';
const EXTRA_COURSE = 'Prayer and Devotional Life';
const SEEDED_TOPIC = 'Spiritual gifts and calling';

const system = systemPerFile();
const { signedIn, expectNoSeriousA11yViolations, failApiCall, apiBaseUrl } = portalSteps(system);

/** The course names the list shows (a locked course's text ends in its hidden ' (locked)'). */
async function courseButtons(page: Page): Promise<string[]> {
  const texts = await page.locator('.academy-course-button').allTextContents();
  return texts.map((text) => text.replace(/ \(locked\)$/, ''));
}

/** The list of either role's course screen, or its empty state (not the one of the page left behind). */
const COURSE_LIST = ':is(.fd-courses, .sp-courses) :is(.academy-courses__list, .empty-state)';

async function openCourseList(page: Page): Promise<void> {
  await goTo(page, '/portal/courses');
  await page.locator(COURSE_LIST).first().waitFor();
}

async function showTab(page: Page, name: string): Promise<void> {
  await selectTab(page, name);
  await page.locator(COURSE_LIST).first().waitFor();
}

/** The details page of a course, opened from the list (with the course in router state). */
async function openCourse(page: Page, name: string): Promise<number> {
  await page.getByRole('button', { name, exact: true }).click();
  await page.getByRole('heading', { level: 1, name }).waitFor();
  return Number(new URL(page.url()).pathname.split('/').pop());
}

async function expandTopic(page: Page, name: string): Promise<Locator> {
  const topic = page.locator('.academy-topic', { has: page.getByRole('button', { name, exact: true }) });
  await topic.getByRole('button', { name, exact: true }).click();
  await topic.locator('.academy-topic-content').waitFor();
  return topic;
}

async function frameHeights(scope: Locator): Promise<Record<string, number>> {
  const frames = scope.locator('iframe');
  const heights: Record<string, number> = {};
  for (let i = 0; i < (await frames.count()); i += 1) {
    const frame = frames.nth(i);
    const kind = (await frame.locator('xpath=..').getAttribute('data-embed-kind')) ?? '?';
    heights[kind] = Math.round((await frame.boundingBox())?.height ?? 0);
  }
  return heights;
}

let currentCourseId = 0;

test('student: program and extra courses by status (Done first), the locked course alerts the exact text', async () => {
  const page = await signedIn(STUDENT, { at: '/portal/courses' });
  await openCourseList(page);
  await expectNoSeriousA11yViolations(page);

  expect(await page.getByRole('tab', { name: 'Program Courses' }).getAttribute('aria-selected')).toBe('true');
  expect(await page.getByRole('tab', { name: 'Done' }).getAttribute('aria-selected')).toBe('true');
  expect(await courseButtons(page)).toEqual([PAST_COURSE]);

  await showTab(page, 'Active');
  expect(await courseButtons(page)).toEqual([CURRENT_COURSE]);

  await showTab(page, 'Pending');
  const locked = page.getByRole('button', { name: `${FUTURE_COURSE} (locked)` });
  expect(await locked.locator('svg').count()).toBe(1);
  const alerted = new Promise<string>((resolve) => {
    page.once('dialog', (dialog) => {
      resolve(dialog.message());
      void dialog.accept();
    });
  });
  await locked.click();
  expect(await alerted).toBe(`${FUTURE_COURSE} is locked! Complete prerequisites first.`);
  expect(new URL(page.url()).pathname).toBe('/portal/courses');
  await expectNoSeriousA11yViolations(page);

  await showTab(page, 'Extra Courses');
  expect(await page.getByText('No extra courses starting later.').count()).toBe(1);
  await showTab(page, 'Active');
  expect(await courseButtons(page)).toEqual([EXTRA_COURSE]);
});

test('student: a course opened by URL shows its topics; YouTube, PDF and Slides embed at 315, 500 and 480 px, a plain link stays a link', async () => {
  const page = await signedIn(STUDENT, { at: '/portal/courses' });
  await openCourseList(page);
  await showTab(page, 'Active');
  currentCourseId = await openCourse(page, CURRENT_COURSE);

  // a fresh load of the URL: no router state, the course is fetched
  await page.goto(system().url(`/portal/courses/${currentCourseId}`));
  await page.getByRole('heading', { level: 1, name: CURRENT_COURSE }).waitFor();
  await page.getByRole('button', { name: SEEDED_TOPIC, exact: true }).waitFor();
  expect(await page.getByText('Course not found!').count()).toBe(0);
  expect(await page.getByText('Serving in ministry').count()).toBe(1);
  expect(await page.getByRole('link', { name: 'See Assignments' }).getAttribute('href')).toBe(`/portal/assignments?course=${currentCourseId}`);
  expect(await page.getByRole('link', { name: 'View Live Classes' }).getAttribute('href')).toBe(`/portal/events?course=${currentCourseId}`);
  // the student never gets the facilitator's controls
  expect(await page.getByRole('button', { name: /Delete|Edit|Duplicate|Add Topic/ }).count()).toBe(0);

  const topic = await expandTopic(page, SEEDED_TOPIC);
  expect(await frameHeights(topic)).toEqual({ video: 315, pdf: 500, slides: 480 });
  for (const frame of await topic.locator('iframe').all()) expect(await frame.getAttribute('title')).toBeTruthy();
  // players run sandboxed; the PDF (from a trusted host) gets no features
  for (const kind of ['video', 'slides']) {
    expect(await topic.locator(`[data-embed-kind="${kind}"] iframe`).getAttribute('sandbox')).toContain('allow-scripts');
  }
  expect(await topic.locator('[data-embed-kind="pdf"] iframe').getAttribute('allow')).toBe('');
  // a phone shows a framed PDF blank: the link beside it opens the file
  const pdfLink = topic.locator('[data-embed-kind="pdf"]').getByRole('link', { name: /^Open PDF/ });
  expect(await pdfLink.getAttribute('href')).toBe(await topic.locator('[data-embed-kind="pdf"] iframe').getAttribute('src'));
  const plain = topic.getByRole('link', { name: /biblegateway\.com/ }).first();
  expect(await plain.getAttribute('href')).toMatch(/^https:\/\/www\.biblegateway\.com\//);
  await expectNoSeriousA11yViolations(page);

  await topic.getByRole('button', { name: SEEDED_TOPIC, exact: true }).click();
  expect(await topic.locator('iframe').count()).toBe(0);
});

test('student: an unknown course is "Course not found!"; a failing server is not', async () => {
  const page = await signedIn(STUDENT, { at: '/portal/courses/999999' });
  await page.getByRole('heading', { name: 'Course not found!' }).waitFor();
  await expectNoSeriousA11yViolations(page);

  const undo = await failApiCall(page, new RegExp(`/cla_courses/${currentCourseId}$`), '500');
  await page.goto(system().url(`/portal/courses/${currentCourseId}`));
  await toast(page, 'Failed to fetch courses. Please try again.').waitFor();
  expect(await page.getByText('Course not found!').count()).toBe(0);
  await undo();
});

test('student: loading, failure (API down, API 500) and the inline text of the course list', async () => {
  const page = await signedIn(STUDENT);
  // hold the list call until the loading text has been seen
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  const listCall = (url: URL) => url.href.startsWith(apiBaseUrl()) && /\/cla_courses\/?$/.test(url.pathname);
  await page.route(listCall, async (route) => {
    await held;
    await route.continue();
  });
  await goTo(page, '/portal/courses');
  await page.getByRole('status').getByText('Loading courses...').waitFor();
  release();
  await page.getByRole('tab', { name: 'Program Courses' }).waitFor();
  await page.unroute(listCall);

  for (const how of ['abort', '500'] as const) {
    const undo = await failApiCall(page, /\/cla_courses\/?$/, how);
    // the list is left (the profile's code loads on the way) and opened again
    await goTo(page, '/portal/profile');
    await page.getByRole('heading', { name: 'Profile', level: 1 }).waitFor();
    await goTo(page, '/portal/courses');
    await page.getByText('Failed to fetch courses. Please try again later.').waitFor();
    await toast(page, 'Failed to fetch courses. Please try again.').waitFor();
    expect(await page.getByRole('tab').count()).toBe(0);
    await expectNoSeriousA11yViolations(page);
    await undo();
  }
});

const UNSAFE_TOPIC = 'Links that must not embed';
const UNSAFE_DESCRIPTION = [
  'Handle with care.',
  'javascript:alert(document.domain)',
  'http://www.youtube.com/watch?v=aqz-KE-bpKQ',
  'https://www.youtube.com.evil.example/watch?v=aqz-KE-bpKQ',
  'https://evil.example/player?video=1',
  'https://evil.example/notes/phishing.pdf',
  '<iframe src="https://evil.example/x"></iframe>',
].join('\n');

test('facilitator adds, edits and deletes a topic; a javascript: link, a non-allowlisted link or a foreign PDF never becomes an iframe for the student', async () => {
  const facilitator = await signedIn(FACILITATOR, { at: '/portal/courses' });
  await openCourseList(facilitator);
  await expectNoSeriousA11yViolations(facilitator);
  const courseId = await openCourse(facilitator, CURRENT_COURSE);
  await expectNoSeriousA11yViolations(facilitator);

  await facilitator.getByRole('button', { name: 'Add Topic' }).click();
  await facilitator.getByRole('heading', { name: 'Add Topic' }).waitFor();
  expect(new URL(facilitator.url()).search).toBe(`?courseId=${courseId}`);
  await facilitator.getByRole('button', { name: 'Add Topic' }).click();
  await facilitator.getByText('Name is required.').waitFor();
  await facilitator.getByText('Description is required.').waitFor();
  await expectNoSeriousA11yViolations(facilitator);

  // a failing create toasts, and the form keeps what was typed
  await facilitator.getByLabel('Name').fill(UNSAFE_TOPIC);
  await facilitator.getByLabel('Description').fill(UNSAFE_DESCRIPTION);
  const undo = await failApiCall(facilitator, /\/cla_topics$/, '500', 'POST');
  await facilitator.getByRole('button', { name: 'Add Topic' }).click();
  await toast(facilitator, 'Failed to create topic. Please try again.').waitFor();
  await undo();
  await facilitator.getByRole('button', { name: 'Add Topic' }).click();
  await toast(facilitator, 'Topic created successfully!').waitFor();
  await facilitator.getByRole('heading', { level: 1, name: CURRENT_COURSE }).waitFor();
  await facilitator.getByRole('button', { name: UNSAFE_TOPIC, exact: true }).waitFor();

  const student = await signedIn(STUDENT, { at: `/portal/courses/${courseId}` });
  const topic = await expandTopic(student, UNSAFE_TOPIC);
  expect(await topic.locator('iframe').count()).toBe(0);
  expect(await topic.locator('a[href^="javascript:"]').count()).toBe(0);
  expect(await topic.getByText('javascript:alert(document.domain)').count()).toBe(1);
  expect(await topic.locator('a[href="https://evil.example/player?video=1"]').count()).toBeGreaterThan(0);
  // a PDF on a host outside the academy's own and the configured ones stays a plain link
  expect(await topic.getByRole('link', { name: 'https://evil.example/notes/phishing.pdf' }).count()).toBeGreaterThan(0);
  expect(await topic.locator('a[href="http://www.youtube.com/watch?v=aqz-KE-bpKQ"]').count()).toBeGreaterThan(0);
  expect(await student.locator('iframe[src*="evil.example"]').count()).toBe(0);

  // edit the topic: the form opens with it, from the topic's own Edit button
  await facilitator.getByRole('button', { name: `Edit topic ${UNSAFE_TOPIC}` }).click();
  await facilitator.getByRole('heading', { name: 'Edit Topic' }).waitFor();
  expect(await facilitator.getByLabel('Name').inputValue()).toBe(UNSAFE_TOPIC);
  await facilitator.getByLabel('Name').fill(`${UNSAFE_TOPIC} (revised)`);
  await facilitator.getByRole('button', { name: 'Save Topic' }).click();
  await toast(facilitator, 'Topic updated successfully!').waitFor();
  await facilitator.getByRole('button', { name: `${UNSAFE_TOPIC} (revised)`, exact: true }).waitFor();

  // delete it, after the confirmation
  await facilitator.getByRole('button', { name: `Delete topic ${UNSAFE_TOPIC} (revised)` }).click();
  const dialog = facilitator.getByRole('alertdialog');
  await dialog.getByText('This action cannot be undone.').waitFor();
  await expectNoSeriousA11yViolations(facilitator);
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await toast(facilitator, 'Topic deleted successfully!').waitFor();
  await facilitator.getByRole('button', { name: `${UNSAFE_TOPIC} (revised)`, exact: true }).waitFor({ state: 'detached' });

  await student.reload();
  await student.getByRole('button', { name: SEEDED_TOPIC, exact: true }).waitFor();
  expect(await student.getByRole('button', { name: new RegExp(UNSAFE_TOPIC) }).count()).toBe(0);
});

test('the topic form opened by URL loads its course; without a course it says so', async () => {
  const page = await signedIn(FACILITATOR, { at: `/portal/topic/new?courseId=${currentCourseId}` });
  await page.getByText(`Course: ${CURRENT_COURSE}`).waitFor();
  await page.goto(system().url('/portal/topic/new?courseId=999999'));
  await page.getByText('Course information not found!').waitFor();
  await page.goto(system().url('/portal/topic/new'));
  await page.getByText('Course information not found!').waitFor();
  await expectNoSeriousA11yViolations(page);
});

test('facilitator moves a topic up from the keyboard; the student reads the course in that order', async () => {
  const names = async (page: Page) => (await page.locator('.academy-topic__toggle').allTextContents()).map((text) => text.replace(/^[▸▾]\s*/, ''));
  const facilitator = await signedIn(FACILITATOR, { at: `/portal/courses/${currentCourseId}` });
  await facilitator.locator('.academy-topic__toggle').first().waitFor();
  const before = await names(facilitator);
  expect(before.length).toBeGreaterThan(1);
  const [second, last] = before.slice(-2) as [string, string];
  await facilitator.getByRole('button', { name: `Move down topic ${last}` }).waitFor();
  expect(await facilitator.getByRole('button', { name: `Move down topic ${last}` }).getAttribute('aria-disabled')).toBe('true');
  await facilitator.getByRole('button', { name: `Move up topic ${last}` }).press('Enter');
  const after = [...before.slice(0, -2), last, second];
  await facilitator
    .locator('.academy-topic')
    .nth(after.length - 2)
    .getByRole('button', { name: last, exact: true })
    .waitFor();
  expect(await names(facilitator)).toEqual(after);

  const student = await signedIn(STUDENT, { at: `/portal/courses/${currentCourseId}` });
  await student.locator('.academy-topic__toggle').first().waitFor();
  expect(await names(student)).toEqual(after);
  expect(await student.getByRole('button', { name: /^Move (up|down)/ }).count()).toBe(0);
});

test("facilitator creates, duplicates, edits and deletes a course; the deleted course leaves both roles' lists", async () => {
  const name = `Stewardship Lab ${Date.now()}`;
  const copy = `Copy of ${name}`;
  const facilitator = await signedIn(FACILITATOR, { at: '/portal/courses' });
  await openCourseList(facilitator);
  await facilitator.getByRole('link', { name: 'Create Course' }).click();
  await facilitator.getByRole('heading', { name: 'Create Course' }).waitFor();
  await facilitator.getByLabel('Cohort', { exact: true }).waitFor();

  // every required field, then the date order
  await facilitator.getByRole('button', { name: 'Create Course' }).click();
  for (const message of ['Name is required.', 'Description is required.', 'Start date is required.', 'End date is required.', 'Cohort is required.']) {
    await facilitator.getByText(message).waitFor();
  }
  expect(await facilitator.getByLabel('Category').inputValue()).toBe('program');
  await expectNoSeriousA11yViolations(facilitator);
  const today = new Date();
  const iso = (offset: number) => new Date(today.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
  await facilitator.getByLabel('Name').fill(name);
  await facilitator.getByLabel('Description').fill('Managing time, money and people faithfully.');
  await facilitator.getByLabel('Start date').fill(iso(2));
  await facilitator.getByLabel('End date').fill(iso(1));
  await facilitator.getByLabel('Cohort', { exact: true }).selectOption({ label: 'Cohort 1' });
  await facilitator.getByRole('button', { name: 'Create Course' }).click();
  await facilitator.getByText('End date cannot be before the start date.').waitFor();

  // the server refusing: the required failure toast
  await facilitator.getByLabel('Start date').fill(iso(-1));
  await facilitator.getByLabel('End date').fill(iso(20));
  const undo = await failApiCall(facilitator, /\/cla_courses$/, '500', 'POST');
  await facilitator.getByRole('button', { name: 'Create Course' }).click();
  await toast(facilitator, 'Failed to create course. Please try again.').waitFor();
  await undo();

  await facilitator.getByRole('button', { name: 'Create Course' }).click();
  await toast(facilitator, 'Course created successfully!').waitFor();
  await facilitator.getByRole('heading', { level: 1, name }).waitFor();
  await expectNoSeriousA11yViolations(facilitator);

  // duplicate: a new course named 'Copy of ...'
  await facilitator.getByRole('button', { name: 'Duplicate' }).click();
  await facilitator.getByRole('heading', { name: 'Duplicate Course' }).waitFor();
  expect(await facilitator.getByLabel('Name').inputValue()).toBe(copy);
  await facilitator.getByRole('button', { name: 'Create Course' }).click();
  await toast(facilitator, 'Course created successfully!').waitFor();
  await facilitator.getByRole('heading', { level: 1, name: copy }).waitFor();

  // edit the copy
  await facilitator.getByRole('button', { name: 'Edit' }).click();
  await facilitator.getByRole('heading', { name: 'Edit Course' }).waitFor();
  // the top bar and the tab name what the form does, as its heading does
  await waitForTopBarTitle(facilitator, 'Edit Course');
  expect(await facilitator.title()).toBe('Edit Course | Christian Leadership Academy');
  await facilitator.getByLabel('Name').fill(`${copy} (edited)`);
  await facilitator.getByRole('button', { name: 'Save Changes' }).click();
  await toast(facilitator, 'Course updated successfully!').waitFor();
  await facilitator.getByRole('heading', { level: 1, name: `${copy} (edited)` }).waitFor();

  // both show in the facilitator's list and, for cohort 1, in the student's Active program courses
  // (locked for now: the student has not completed the cohort's current course)
  await openCourseList(facilitator);
  expect(await courseButtons(facilitator)).toEqual(expect.arrayContaining([name, `${copy} (edited)`]));
  const student = await signedIn(STUDENT, { at: '/portal/courses' });
  await openCourseList(student);
  await showTab(student, 'Active');
  expect(await courseButtons(student)).toEqual(expect.arrayContaining([name, `${copy} (edited)`]));

  // a failing delete toasts and keeps the course
  await openCourse(facilitator, `${copy} (edited)`);
  const undoDelete = await failApiCall(facilitator, /\/cla_courses\/\d+$/, '500', 'DELETE');
  await facilitator.getByRole('button', { name: 'Delete Course' }).click();
  await facilitator.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await toast(facilitator, 'Failed to delete course. Please try again.').waitFor();
  await undoDelete();

  // delete, after the confirmation
  await facilitator.getByRole('button', { name: 'Delete Course' }).click();
  const dialog = facilitator.getByRole('alertdialog');
  await dialog.getByText('This action cannot be undone.').waitFor();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await toast(facilitator, 'Course deleted successfully!').waitFor();
  await facilitator.waitForURL((url) => url.pathname === '/portal/courses');
  await facilitator.getByRole('button', { name, exact: true }).waitFor();
  expect(await courseButtons(facilitator)).not.toContain(`${copy} (edited)`);

  await student.reload();
  await selectTab(student, 'Active');
  await student.locator('.academy-course-button', { hasText: name }).first().waitFor();
  expect(await courseButtons(student)).toContain(name);
  expect(await courseButtons(student)).not.toContain(`${copy} (edited)`);
});
