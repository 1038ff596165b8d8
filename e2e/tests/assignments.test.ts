/**
 * Assignments, submitting work, submissions and marking, for both roles, over the built system
 * with the real API and the seeded database. The tests run in order and share
 * one database: what the student submits is what the facilitator marks and the student reads back.
 */
import type { Locator, Page } from 'playwright-core';
import { systemPerFile } from '../harness';
import { FACILITATOR, STUDENT, goTo, portalSteps, selectTab, toast } from '../support';

const STUDENT_WITHOUT_WORK = 'student4@example.org'; // Peter Banda: nothing submitted yet

// api/src/db/seed.ts, cohort 1
const PENDING = 'Service project plan'; // current course, due in 10 days, not submitted
const LOCKED = 'Ministry vision statement'; // course not started yet: locked for students
const SUBMITTED_UNMARKED = 'Gifts inventory reflection';
const SUBMITTED_MARKED = 'Personal testimony essay'; // marked 85
const PAST_COURSE = "Believer-Beginners' Class";
const EXTRA_COURSE = 'Prayer and Devotional Life'; // no assignments
const STUDENT_NAME = 'Esther Mensah';

const GOOD_LINK = 'https://docs.google.com/document/d/e2e-service-plan/edit?usp=sharing';

const system = systemPerFile();
const { signedIn, expectNoSeriousA11yViolations, failApiCall, apiBaseUrl } = portalSteps(system);

/** The text of what an input's aria-describedby points at (its hint and error). */
async function description(input: Locator): Promise<string> {
  return input.evaluate((element) =>
    (element.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .filter(Boolean)
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' '),
  );
}

async function expectFieldError(input: Locator, message: string): Promise<void> {
  await input.page().locator('.field-error', { hasText: message }).first().waitFor();
  expect(await input.getAttribute('aria-invalid')).toBe('true');
  expect(await description(input)).toContain(message);
}

async function openAssignments(page: Page, query = ''): Promise<void> {
  await goTo(page, `/portal/assignments${query}`);
  await page.locator('.academy-assignments__list, .empty-state').first().waitFor();
}

async function listed(page: Page): Promise<string[]> {
  return page.locator('.academy-assignments__name').allTextContents();
}

async function showTab(page: Page, name: string): Promise<void> {
  await selectTab(page, name);
  await page.locator('.academy-assignments__list, .empty-state').first().waitFor();
}

/** A course id by name, asked of the API with the page's own session. */
async function courseId(page: Page, name: string): Promise<number> {
  return page.evaluate(
    async ({ base, wanted }) => {
      const token = sessionStorage.getItem('authToken');
      const response = await fetch(`${base}/cla_courses/`, { headers: { Authorization: `Bearer ${token}` } });
      const courses = (await response.json()) as { id: number; name: string }[];
      const found = courses.find((course) => course.name === wanted);
      if (!found) throw new Error(`no course ${wanted}`);
      return found.id;
    },
    { base: apiBaseUrl(), wanted: name },
  );
}

function submissionCard(page: Page, assignmentName: string, studentName: string): Locator {
  return page.locator('article.academy-submission', { hasText: studentName }).filter({
    has: page.getByRole('link', { name: assignmentName, exact: true }),
  });
}

let pendingId = 0;

test('student: Pending (default) and Submitted tabs, the lock is announced, an item opens its details', async () => {
  const page = await signedIn(STUDENT, { at: '/portal/assignments' });
  await openAssignments(page);
  await expectNoSeriousA11yViolations(page);

  expect(await page.getByRole('tab', { name: 'Pending' }).getAttribute('aria-selected')).toBe('true');
  expect(await listed(page)).toEqual(expect.arrayContaining([PENDING, `${LOCKED} (locked)`]));
  expect(await listed(page)).not.toContain(SUBMITTED_UNMARKED);
  expect(
    await page
      .getByRole('link', { name: `${LOCKED} (locked)` })
      .locator('svg')
      .count(),
  ).toBe(1);
  expect(await page.getByRole('link', { name: PENDING }).locator('svg').count()).toBe(0);

  await showTab(page, 'Submitted');
  expect(await listed(page)).toEqual(expect.arrayContaining([SUBMITTED_UNMARKED, SUBMITTED_MARKED]));
  expect(await listed(page)).not.toContain(PENDING);
  await expectNoSeriousA11yViolations(page);

  // the keyboard moves between the tabs
  await page.getByRole('tab', { name: 'Submitted' }).focus();
  await page.keyboard.press('ArrowLeft');
  await page.locator('[role="tab"][aria-selected="true"]', { hasText: 'Pending' }).waitFor();

  await page.getByRole('link', { name: PENDING }).click();
  await page.getByRole('heading', { level: 1, name: PENDING }).waitFor();
  pendingId = Number(new URL(page.url()).pathname.split('/').pop());
  expect(pendingId).toBeGreaterThan(0);
});

test('student: empty tabs, a course filter, and the list failure toast (API down, API 500)', async () => {
  const page = await signedIn(STUDENT);
  // 'See Assignments' of the finished course: both of its assignments were submitted
  const pastCourse = await courseId(page, PAST_COURSE);
  await openAssignments(page, `?course=${pastCourse}`);
  await page.getByText('No pending assignments available.', { exact: true }).waitFor();
  await page.getByText(`Showing the assignments of ${PAST_COURSE}.`).waitFor();
  await expectNoSeriousA11yViolations(page);
  await showTab(page, 'Submitted');
  expect((await listed(page)).length).toBe(2);

  for (const how of ['abort', '500'] as const) {
    const undo = await failApiCall(page, /\/cla_assignments$/, how);
    await page.goto(system().url('/portal/assignments'));
    await toast(page, 'Failed to fetch assignments. Please try again.').waitFor();
    await page.getByText('The assignments could not be loaded.').waitFor();
    await undo();
    await page.getByRole('button', { name: 'Retry' }).click();
    await page.locator('.academy-assignments__list').waitFor();
  }

  const newcomer = await signedIn(STUDENT_WITHOUT_WORK, { at: '/portal/assignments' });
  await openAssignments(newcomer);
  await showTab(newcomer, 'Submitted');
  await newcomer.getByText('No submitted assignments available.', { exact: true }).waitFor();
});

test('student: details, Help, the URL rules, the submit failure toasts, then a submission that survives a reload', async () => {
  const page = await signedIn(STUDENT, { at: `/portal/assignments/${pendingId}` });
  await page.getByRole('heading', { level: 1, name: PENDING }).waitFor();
  await page.getByText('Plan a small service project for your local church with your team.').waitFor();
  const facts = page.locator('.academy-assignment__facts');
  expect(await facts.textContent()).toContain('Minister-Service Class');
  // the due moment in the reader's zone, named (the browser runs on UTC)
  expect(await facts.locator('dd').nth(1).textContent()).toMatch(/^\w{3}, \d{1,2} \w{3,4} \d{4}, 11:59 PM UTC$/);
  await page.getByRole('heading', { name: 'Submit Your Work' }).waitFor();
  // a student gets no facilitator controls
  expect(await page.getByRole('button', { name: /^(Edit|Delete)/ }).count()).toBe(0);

  const help = page.getByRole('button', { name: 'Help' });
  expect(await help.getAttribute('aria-expanded')).toBe('false');
  await help.press('Enter');
  expect(await help.getAttribute('aria-expanded')).toBe('true');
  await page.getByText(/Anyone with the link/).waitFor();
  await expectNoSeriousA11yViolations(page);

  const input = page.getByLabel('Document URL');
  const submit = page.getByRole('button', { name: 'Submit', exact: true });
  await submit.click();
  await expectFieldError(input, 'Document URL is required.');
  await input.fill('docs.google.com/my-plan');
  await input.press('Enter');
  await expectFieldError(input, 'Enter a full web address starting with https://.');
  await expectNoSeriousA11yViolations(page);

  await input.fill(GOOD_LINK);
  const undo500 = await failApiCall(page, /\/cla_submissions$/, '500', 'POST');
  await submit.click();
  await toast(page, 'Failed to submit assignment. Please try again.').waitFor();
  await page.locator('.form-alert', { hasText: 'Something went wrong on our side. Please try again.' }).waitFor();
  await undo500();

  const undoDown = await failApiCall(page, /\/cla_submissions$/, 'abort', 'POST');
  await submit.click();
  await page.locator('.form-alert', { hasText: 'No response from server. Please check your internet connection.' }).waitFor();
  await undoDown();

  await submit.click();
  await toast(page, 'Assignment submitted successfully!').waitFor();
  await page.getByText('You have already submitted this assignment.', { exact: false }).waitFor();
  expect(await page.getByLabel('Document URL').count()).toBe(0);

  await page.reload();
  await page.getByRole('heading', { level: 1, name: PENDING }).waitFor();
  await page.getByText('You have already submitted this assignment.', { exact: false }).waitFor();
  expect(await page.getByLabel('Document URL').count()).toBe(0);

  await page.getByRole('link', { name: 'See your submitted assignments' }).click();
  await page.locator('.academy-assignments__list').waitFor();
  expect(await page.getByRole('tab', { name: 'Submitted' }).getAttribute('aria-selected')).toBe('true');
  expect(await listed(page)).toContain(PENDING);
  await page.reload();
  await page.locator('.academy-assignments__list').waitFor();
  expect(await listed(page)).toContain(PENDING);
  await showTab(page, 'Pending');
  expect(await listed(page)).not.toContain(PENDING);
});

test('student: a locked assignment has no form and says why; a failing or unknown assignment', async () => {
  const page = await signedIn(STUDENT, { at: '/portal/assignments' });
  await openAssignments(page);
  await page.getByRole('link', { name: `${LOCKED} (locked)` }).click();
  await page.getByRole('heading', { level: 1, name: `${LOCKED} (locked)` }).waitFor();
  await page.getByText('This assignment is locked until its course opens to you.').waitFor();
  expect(await page.getByLabel('Document URL').count()).toBe(0);
  await expectNoSeriousA11yViolations(page);

  const undo = await failApiCall(page, new RegExp(`/cla_assignments/${pendingId}$`), '500');
  await page.goto(system().url(`/portal/assignments/${pendingId}`));
  await toast(page, 'Failed to fetch assignments. Please try again.').waitFor();
  await undo();

  await page.goto(system().url('/portal/assignments/999999'));
  await page.getByRole('heading', { name: 'Assignment not found' }).waitFor();
  await expectNoSeriousA11yViolations(page);
});

test('facilitator: Unmarked Submissions, the score rules, the mark failure toast, marking 85 saves it and the card leaves', async () => {
  const page = await signedIn(FACILITATOR, { at: '/portal/submissions' });
  await page.getByRole('heading', { level: 1, name: 'Unmarked Submissions' }).waitFor();
  const card = submissionCard(page, PENDING, STUDENT_NAME);
  await card.waitFor();
  await expectNoSeriousA11yViolations(page);

  expect(await card.getByRole('link', { name: PENDING, exact: true }).getAttribute('href')).toBe(`/portal/assignments/${pendingId}`);
  expect(await card.textContent()).toContain(STUDENT);
  const download = card.getByRole('link', { name: /^Download Docs/ });
  expect(await download.getAttribute('href')).toBe(GOOD_LINK);
  expect(await download.getAttribute('target')).toBe('_blank');
  expect(await download.getAttribute('rel')).toContain('noopener');
  expect(await card.locator('.academy-submission__facts dd').nth(2).textContent()).toMatch(/^\d+$/);

  const score = card.getByLabel('Score (%)');
  const mark = card.getByRole('button', { name: 'Mark', exact: true });
  await mark.click();
  await expectFieldError(score, 'Score is required.');
  await score.fill('101');
  await mark.click();
  await expectFieldError(score, 'Score must be between 0 and 100.');
  await score.fill('85.5');
  await score.press('Enter');
  await expectFieldError(score, 'Score must be a whole number.');
  await expectNoSeriousA11yViolations(page);

  await score.fill('85');
  const undo = await failApiCall(page, /\/cla_submissions\/\d+$/, '500', 'PUT');
  await mark.click();
  await toast(page, 'Failed to mark submission. Please try again.').waitFor();
  expect(await card.count()).toBe(1);
  await undo();

  await mark.click();
  await toast(page, 'Submission marked successfully!').waitFor();
  await card.waitFor({ state: 'detached' });
  await page.reload();
  await page.getByRole('heading', { level: 1, name: 'Unmarked Submissions' }).waitFor();
  await page.locator('.academy-submissions__list, .empty-state').first().waitFor();
  expect(await submissionCard(page, PENDING, STUDENT_NAME).count()).toBe(0);
});

test('facilitator: the submissions failure toast, and the empty list once everything is marked', async () => {
  const page = await signedIn(FACILITATOR);
  for (const how of ['abort', '500'] as const) {
    const undo = await failApiCall(page, /\/cla_submissions$/, how);
    await page.goto(system().url('/portal/submissions'));
    await toast(page, 'Failed to load submissions. Please try again.').waitFor();
    await page.getByText('The submissions could not be loaded.').waitFor();
    await undo();
  }
  await page.getByRole('button', { name: 'Retry' }).click();
  await page.locator('.academy-submissions__list').waitFor();

  // mark what the seed left unmarked, one card at a time
  const cards = page.locator('article.academy-submission');
  for (let remaining = await cards.count(); remaining > 0; remaining -= 1) {
    const first = cards.first();
    await first.getByLabel('Score (%)').fill('75');
    await first.getByRole('button', { name: 'Mark', exact: true }).click();
    await page.waitForFunction((left) => document.querySelectorAll('article.academy-submission').length === left, remaining - 1);
  }
  await page.getByText('No unmarked submissions.', { exact: true }).waitFor();
  await expectNoSeriousA11yViolations(page);
});

test('student: Marked Submissions shows the new score; a student without marked work sees the empty text', async () => {
  const page = await signedIn(STUDENT, { at: '/portal/submissions' });
  await page.getByRole('heading', { level: 1, name: 'Marked Submissions' }).waitFor();
  const card = submissionCard(page, PENDING, STUDENT_NAME);
  await card.waitFor();
  expect(await card.locator('.academy-submission__score').textContent()).toBe('Score: 85%');
  expect(await card.getByLabel('Score (%)').count()).toBe(0);
  await expectNoSeriousA11yViolations(page);

  const newcomer = await signedIn(STUDENT_WITHOUT_WORK, { at: '/portal/submissions' });
  await newcomer.getByText('No marked submissions yet.', { exact: true }).waitFor();

  const undo = await failApiCall(page, /\/cla_submissions$/, '500');
  await page.goto(system().url('/portal/submissions'));
  await toast(page, 'Failed to load submissions. Please try again.').waitFor();
  await undo();
});

const NEW_NAME = 'Sermon outline';
const EDITED_NAME = 'Sermon outline (revised)';

test('facilitator: the ALL tab; create an assignment with every rule and failure toast', async () => {
  const page = await signedIn(FACILITATOR, { at: '/portal/assignments' });
  await openAssignments(page);
  expect(await page.getByRole('tab').allTextContents()).toEqual(['ALL']);
  expect(await listed(page)).toEqual(expect.arrayContaining([PENDING, LOCKED, SUBMITTED_MARKED]));
  await expectNoSeriousA11yViolations(page);

  const extraCourse = await courseId(page, EXTRA_COURSE);
  await openAssignments(page, `?course=${extraCourse}`);
  await page.getByText('No all assignments available.', { exact: true }).waitFor();

  // from a course's list the new assignment has its course preselected
  await page.getByRole('link', { name: 'New assignment' }).click();
  await page.getByRole('heading', { level: 1, name: 'New assignment' }).waitFor();
  const course = page.getByLabel('Course');
  await page.locator(`option[value="${extraCourse}"]`).waitFor({ state: 'attached' });
  expect(await course.inputValue()).toBe(String(extraCourse));
  await expectNoSeriousA11yViolations(page);

  await course.selectOption('');
  await page.getByRole('button', { name: 'Save assignment' }).click();
  await expectFieldError(page.getByLabel('Name'), 'Name is required.');
  await expectFieldError(page.getByLabel('Description'), 'Description is required.');
  await expectFieldError(page.getByLabel('Due date'), 'Due date is required.');
  await expectFieldError(course, 'Course is required.');
  expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('name');
  await expectNoSeriousA11yViolations(page);

  await page.getByLabel('Name').fill(NEW_NAME);
  await page.getByLabel('Description').fill('Outline a ten-minute sermon on Psalm 23.');
  await page.getByLabel('Due date').fill('2030-06-30');
  await course.selectOption(String(extraCourse));

  const undo = await failApiCall(page, /\/cla_assignments$/, '500', 'POST');
  await page.getByRole('button', { name: 'Save assignment' }).click();
  await toast(page, 'Failed to create assignment. Please try again.').waitFor();
  await undo();

  await page.getByRole('button', { name: 'Save assignment' }).click();
  await toast(page, 'Assignment created successfully!').waitFor();
  await page.getByRole('heading', { level: 1, name: NEW_NAME }).waitFor();
  expect(await page.locator('.academy-assignment__facts').textContent()).toContain('Sun, 30 Jun 2030');
  await expectNoSeriousA11yViolations(page);
});

test('facilitator: edit it (update failure, then success), delete it (failure, then success); the student never sees it', async () => {
  const page = await signedIn(FACILITATOR, { at: '/portal/assignments' });
  await openAssignments(page);
  await page.getByRole('link', { name: NEW_NAME }).click();
  await page.getByRole('heading', { level: 1, name: NEW_NAME }).waitFor();
  const id = Number(new URL(page.url()).pathname.split('/').pop());

  await page.getByRole('button', { name: `Edit ${NEW_NAME}` }).click();
  await page.getByRole('heading', { level: 1, name: 'Edit assignment' }).waitFor();
  expect(await page.getByLabel('Name').inputValue()).toBe(NEW_NAME);
  expect(await page.getByLabel('Due date').inputValue()).toBe('2030-06-30');
  await page.getByLabel('Name').fill(EDITED_NAME);

  const undoUpdate = await failApiCall(page, new RegExp(`/cla_assignments/${id}$`), '500', 'PUT');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await toast(page, 'Failed to update assignment. Please try again.').waitFor();
  await undoUpdate();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await toast(page, 'Assignment updated successfully!').waitFor();
  await page.getByRole('heading', { level: 1, name: EDITED_NAME }).waitFor();

  await page.getByRole('button', { name: `Delete ${EDITED_NAME}` }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete this assignment?' });
  await dialog.waitFor();
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });

  const undoDelete = await failApiCall(page, new RegExp(`/cla_assignments/${id}$`), '500', 'DELETE');
  await page.getByRole('button', { name: `Delete ${EDITED_NAME}` }).click();
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
  await toast(page, 'Failed to delete assignment. Please try again.').waitFor();
  await undoDelete();

  await page.getByRole('button', { name: `Delete ${EDITED_NAME}` }).click();
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
  await toast(page, 'Assignment deleted successfully!').waitFor();
  await page.waitForURL((url) => url.pathname === '/portal/assignments');
  await page.locator('.academy-assignments__list').waitFor();
  expect(await listed(page)).not.toContain(EDITED_NAME);

  const student = await signedIn(STUDENT, { at: `/portal/assignments/${id}` });
  await student.getByRole('heading', { name: 'Assignment not found' }).waitFor();
});

test('a student cannot reach the assignment form', async () => {
  const page = await signedIn(STUDENT, { at: '/portal/assignment/new' });
  await page.getByText('Welcome to Your Student Area - Select an option from the menu to get started.').waitFor();
  expect(await page.getByLabel('Due date').count()).toBe(0);
});

test("facilitator: the browser's Back with a name typed asks first; cancelled, the form and its text stay; agreed, the list is back", async () => {
  // every entry of the history made by the portal itself, as a person's clicks make them
  const page = await signedIn(FACILITATOR, { at: '/portal/assignments' });
  await page.locator('.academy-assignments__list').waitFor();
  await page.getByRole('link', { name: 'New assignment' }).click();
  await page.getByRole('heading', { level: 1, name: 'New assignment' }).waitFor();
  await page.getByLabel('Name').fill('Half-written reflection');

  const asked = page.waitForEvent('dialog');
  void page.goBack().catch(() => undefined);
  const question = await asked;
  expect(question.message()).toBe('You have changes that are not saved. Leave this page and lose them?');
  await question.dismiss();
  // the guard moves the history back to the form (a move within the page, which waitForURL does not follow)
  await page.waitForFunction(() => window.location.pathname === '/portal/assignment/new');
  await page.getByRole('heading', { level: 1, name: 'New assignment' }).waitFor();
  expect(await page.getByLabel('Name').inputValue()).toBe('Half-written reflection');

  const askedAgain = page.waitForEvent('dialog');
  void page.goBack().catch(() => undefined);
  await (await askedAgain).accept();
  await page.waitForFunction(() => window.location.pathname === '/portal/assignments');
  await page.locator('.academy-assignments__list').waitFor();
  expect(await page.getByLabel('Name').count()).toBe(0);
});
