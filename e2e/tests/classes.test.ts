/**
 * Live classes, attendance, the student dashboard and the instructor desk over the built system
 * with the real API and the seeded database. The tests run in order and share
 * one database: the facilitator's changes are what the later tests read back.
 */
import { format } from 'date-fns/format';
import type { Page } from 'playwright-core';
import { systemPerFile } from '../harness';
import { DEMO_PASSWORD, FACILITATOR, SEEDED_STUDENT_STATS, STUDENT, goTo, portalSteps, selectTab, toast } from '../support';

const system = systemPerFile();
const { signedIn, expectNoSeriousA11yViolations, failApiCall } = portalSteps(system);

function cardTitles(page: Page): Promise<string[]> {
  return page.locator('.academy-live-class h2').allTextContents();
}

async function showTab(page: Page, name: 'Upcoming Classes' | 'Past Classes'): Promise<void> {
  await selectTab(page, name);
  await page.locator('.academy-live-classes__list, .academy-live-classes__note').first().waitFor();
}

const SEEDED_UPCOMING = [
  'Pastoral care basics',
  'Question and answer evening',
  'Prayer workshop',
  'Service project workshop',
  'Vision and planning',
  'Leading change',
];
const SEEDED_PAST = ['Teamwork in ministry', 'Spiritual gifts', 'Team presentations', 'Prayer and the Word', 'Welcome and orientation'];

test('a student sees upcoming classes soonest first and past classes latest first, with their details', async () => {
  const page = await signedIn(STUDENT, { at: '/portal/events' });
  await page.getByRole('heading', { name: 'Live Classes', level: 1 }).waitFor();
  await page.locator('.academy-live-class').first().waitFor();
  expect(await cardTitles(page)).toEqual(SEEDED_UPCOMING);

  const today = page.getByRole('article', { name: 'Pastoral care basics' });
  expect(await today.locator('dd').allTextContents()).toEqual([
    format(new Date(), 'EEE, d MMM yyyy'),
    // the browser reads the academy's zone (UTC here), so one zone is named
    '8:00 AM UTC (90 min)',
    'Minister-Service Class',
    'Grace Adeyemi',
  ]);
  // students get no facilitator controls
  expect(await page.getByRole('button', { name: /^(Edit|Delete)/ }).count()).toBe(0);
  expect(await page.getByRole('link', { name: 'Schedule Live Class' }).count()).toBe(0);
  await expectNoSeriousA11yViolations(page);

  await showTab(page, 'Past Classes');
  expect(await cardTitles(page)).toEqual(SEEDED_PAST);
  await expectNoSeriousA11yViolations(page);
});

test('the student dashboard shows the seeded figures and the four announcements', async () => {
  const page = await signedIn(STUDENT);
  expect(new URL(page.url()).pathname).toBe('/portal');
  await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
  await page.locator('.academy-stat').first().waitFor();
  expect(await page.locator('.academy-stat').allInnerTexts()).toEqual(SEEDED_STUDENT_STATS);
  // the standing notes are a read of their own and may answer after the figures
  await page.locator('.sp-dashboard__announcements li').first().waitFor();
  expect(await page.locator('.sp-dashboard__announcements li').allTextContents()).toEqual([
    'The meeting room opens at 7:30 AM.',
    'Classes begin at 8:00 AM sharp.',
    'Attendance carries the highest share of your cumulative score.',
    'Submit your assignments before the deadline.',
  ]);
  await expectNoSeriousA11yViolations(page);

  await goTo(page, '/portal/dashboard');
  await page.locator('.academy-stat').first().waitFor();
  expect(await page.locator('.academy-stat').count()).toBe(4);
});

test('a student sees the failure texts when the live classes, their course ids or a dashboard figure cannot be loaded', async () => {
  const page = await signedIn(STUDENT);
  await page.locator('.academy-stat').first().waitFor();

  await failApiCall(page, '/cla_dashboards/student_dashboard', '500');
  // the dashboard is left (the events screen's code loads on the way) and opened again
  await goTo(page, '/portal/events');
  await page.getByRole('heading', { name: 'Live Classes', level: 1 }).waitFor();
  await goTo(page, '/portal/dashboard');
  await toast(page, 'Failed to fetch dashboard statistics').waitFor();
  await page.getByRole('alert').filter({ hasText: 'Failed to fetch dashboard statistics' }).first().waitFor();

  const restoreLiveClasses = await failApiCall(page, '/cla_live_classes', 'abort');
  await goTo(page, '/portal/events');
  await toast(page, 'Failed to fetch live classes. Please try again.').waitFor();
  await page.getByRole('button', { name: 'Retry' }).waitFor();
  await expectNoSeriousA11yViolations(page);

  await restoreLiveClasses();
  await page.getByRole('button', { name: 'Retry' }).click();
  await page.locator('.academy-live-class').first().waitFor();

  // a student's classes come through the cohort's course ids (docs/requirements.md §7)
  const restoreCourseIds = await failApiCall(page, '/cla_courses/get_course_ids', '500');
  // leave the screen for good (a navigation renders as a transition), so coming back loads it again
  await goTo(page, '/portal/profile');
  await page.getByRole('heading', { level: 1, name: 'Profile' }).waitFor();
  await goTo(page, '/portal/events');
  await toast(page, 'Failed to fetch course IDs. Please try again.').waitFor();
  await restoreCourseIds();
  await page.getByRole('button', { name: 'Retry' }).click();
  await page.locator('.academy-live-class').first().waitFor();
});

test('a facilitator lands on the desk and schedules, edits and deletes a class for today', async () => {
  const page = await signedIn(FACILITATOR);
  await goTo(page, '/portal');
  await page.waitForURL((url) => url.pathname === '/portal/instructorDesk');
  await page.getByRole('link', { name: 'Schedule Live Class' }).click();
  await page.getByRole('heading', { name: 'Schedule Live Class', level: 1 }).waitFor();
  await page.getByRole('option', { name: 'Minister-Service Class' }).waitFor({ state: 'attached' });
  await expectNoSeriousA11yViolations(page);

  // every field is required
  await page.getByRole('button', { name: 'Schedule Live Class' }).click();
  await page.getByText('Course is required.').waitFor();
  await page.getByText('Zoom link is required.').waitFor();

  await page.getByLabel('Course').selectOption({ label: 'Minister-Service Class' });
  expect(await page.getByLabel('Cohort').locator('option:checked').textContent()).toBe('Cohort 1');
  await page.getByLabel('Class name').fill('Leading a prayer meeting');
  await page.getByLabel('Date', { exact: true }).fill(format(new Date(), 'yyyy-MM-dd'));
  await page.getByLabel('Time', { exact: true }).fill('12:30');
  await page.getByLabel('Duration').fill('45');
  await page.getByLabel('Zoom link').fill('http://zoom.us/j/123');
  await page.getByRole('button', { name: 'Schedule Live Class' }).click();
  await page.getByText('Enter the meeting link as a full address starting with https://.').waitFor();
  await page.getByLabel('Zoom link').fill('https://zoom.us/j/123456789');

  // a server that fails keeps the form as it was
  const restoreCreate = await failApiCall(page, '/cla_live_classes', '500', 'POST');
  await page.getByRole('button', { name: 'Schedule Live Class' }).click();
  await toast(page, 'Failed to schedule live class. Please try again.').waitFor();
  await restoreCreate();

  await page.getByRole('button', { name: 'Schedule Live Class' }).click();
  await toast(page, 'Live class scheduled successfully!').waitFor();
  await page.waitForURL((url) => url.pathname === '/portal/events');
  await page.locator('.academy-live-class').first().waitFor();
  expect(await cardTitles(page)).toEqual([SEEDED_UPCOMING[0], 'Leading a prayer meeting', ...SEEDED_UPCOMING.slice(1)]);
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Edit Leading a prayer meeting' }).click();
  await page.getByRole('heading', { name: 'Edit Live Class', level: 1 }).waitFor();
  expect(await page.getByLabel('Zoom link').inputValue()).toBe('https://zoom.us/j/123456789');
  await page.getByLabel('Class name').fill('Leading a prayer meeting (late)');
  await page.getByLabel('Time', { exact: true }).fill('20:00');
  await page.getByRole('button', { name: 'Update Live Class' }).click();
  await toast(page, 'Live class updated successfully!').waitFor();
  await page.getByRole('heading', { name: 'Leading a prayer meeting (late)' }).waitFor();
  expect((await cardTitles(page)).slice(0, 3)).toEqual([SEEDED_UPCOMING[0], SEEDED_UPCOMING[1], 'Leading a prayer meeting (late)']);

  // a failed delete keeps the class
  const restoreDelete = await failApiCall(page, /\/cla_live_classes\/\d+$/, 'abort', 'DELETE');
  await page.getByRole('button', { name: 'Delete Leading a prayer meeting (late)' }).click();
  const dialog = page.getByRole('alertdialog');
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await toast(page, 'Failed to delete live class. Please try again.').waitFor();
  await restoreDelete();

  await page.getByRole('button', { name: 'Delete Leading a prayer meeting (late)' }).click();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await toast(page, 'Live class deleted successfully!').waitFor();
  await page.getByRole('heading', { name: 'Leading a prayer meeting (late)' }).waitFor({ state: 'detached' });

  await page.reload();
  await page.locator('.academy-live-class').first().waitFor();
  expect(await cardTitles(page)).toEqual(SEEDED_UPCOMING);
});

test("a facilitator records attendance for every student of today's class and lands on the live classes", async () => {
  const page = await signedIn(FACILITATOR);
  await page.getByRole('link', { name: 'Add Attendance' }).click();
  await page.getByRole('heading', { name: 'Add Attendance' }).waitFor();
  const classSelect = page.getByRole('combobox', { name: 'Class', exact: true });
  await classSelect.waitFor();
  const options = (await classSelect.locator('option').allTextContents()).slice(1);
  // each with its moment in the facilitator's zone (the browser's, UTC here), named
  const today = format(new Date(), 'EEE, d MMM yyyy');
  expect(options.sort()).toEqual([`Pastoral care basics (${today}, 8:00 AM UTC)`, `Question and answer evening (${today}, 6:00 PM UTC)`]);
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Proceed' }).click();
  await page.getByText('Please select a class first').waitFor();
  await classSelect.selectOption({ label: `Pastoral care basics (${today}, 8:00 AM UTC)` });
  await page.getByRole('button', { name: 'Proceed' }).click();

  const student = page.getByLabel(/^Student \(\d+ without attendance\)$/);
  await student.waitFor();
  await page.getByText('student attendance cannot be changed after submission.').waitFor();
  expect(await page.getByRole('radio', { name: 'Present' }).isChecked()).toBe(true);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.getByText('Please select a student').waitFor();

  // the record call failing keeps the student in the list
  const restoreRecord = await failApiCall(page, '/cla_attendances', '500', 'POST');
  await student.selectOption({ label: 'Esther Mensah' });
  await page.getByRole('button', { name: 'Submit' }).click();
  await toast(page, 'Failed to record attendance. Please try again.').waitFor();
  await restoreRecord();

  const recorded: string[] = [];
  for (let remaining = 5; remaining > 0; remaining -= 1) {
    await page.getByLabel(`Student (${remaining} without attendance)`).waitFor();
    expect(await page.getByRole('radio', { name: 'Present' }).isChecked()).toBe(true);
    const name = (await student.locator('option').nth(1).textContent()) ?? '';
    await student.selectOption({ label: name });
    if (name === 'Peter Banda') await page.getByRole('radio', { name: 'Absent' }).check();
    await page.getByRole('button', { name: 'Submit' }).click();
    recorded.push(name);
    if (remaining > 1) await toast(page, 'Attendance recorded successfully!').first().waitFor();
  }
  await toast(page, 'All attendance has been marked!').waitFor();
  await page.waitForURL((url) => url.pathname === '/portal/events');
  expect(recorded.sort()).toEqual(['David Kamau', 'Esther Mensah', 'Mary Achieng', 'Peter Banda', 'Ruth Nwosu']);
  // the live classes shown: until then the move is a pending transition, which a new move would
  // replace, keeping the attendance screen (at its last step) mounted
  await page.getByRole('heading', { level: 1, name: 'Live Classes' }).waitFor();

  // the same class again: nobody is missing
  await goTo(page, '/portal/attendance/new');
  await classSelect.selectOption({ label: `Pastoral care basics (${today}, 8:00 AM UTC)` });
  await page.getByRole('button', { name: 'Proceed' }).click();
  await page.getByText('No students found with missing attendance.').waitFor();
});

test("the desk's figures and student list reflect the recorded attendance, with the cohort filter", async () => {
  const page = await signedIn(FACILITATOR);
  await page.getByRole('heading', { name: 'My Desk' }).waitFor();
  await page.locator('.academy-stat').first().waitFor();
  expect(await page.locator('.academy-stat').allInnerTexts()).toEqual([
    expect.stringMatching(/^Courses\s+4$/),
    expect.stringMatching(/^Assignments\s+5$/),
    expect.stringMatching(/^Live Classes\s+11$/),
    expect.stringMatching(/^Unmarked Submissions\s+2$/),
    expect.stringMatching(/^Students\s+5$/),
  ]);
  const attendanceOf = (name: string) => page.getByRole('progressbar', { name: `Attendance of ${name}` });
  await attendanceOf('Esther Mensah').waitFor();
  const detailOf = async (name: string) => {
    const id = await attendanceOf(name).getAttribute('aria-describedby');
    return page.locator(`[id="${id}"]`).textContent();
  };
  expect(await detailOf('Esther Mensah')).toBe('6 of 6 classes (100%)');
  expect(await attendanceOf('Esther Mensah').getAttribute('value')).toBe('100');
  expect(await detailOf('Peter Banda')).toBe('1 of 4 classes (25%)');
  expect(await page.getByRole('row').count()).toBe(6);
  await expectNoSeriousA11yViolations(page);

  const apply = page.getByRole('button', { name: 'Apply Filter' });
  expect(await apply.isDisabled()).toBe(true);
  await page.getByRole('option', { name: 'Cohort 1' }).waitFor({ state: 'attached' });
  await page.getByLabel('Cohort', { exact: true }).selectOption({ label: 'Cohort 1' });
  await apply.click();
  await page.getByText('Showing Cohort 1.').waitFor();
  await attendanceOf('Peter Banda').waitFor();
  expect(await detailOf('Peter Banda')).toBe('1 of 4 classes (25%)');

  // the student's own dashboard agrees
  const student = await signedIn(STUDENT);
  await student.locator('.academy-stat').first().waitFor();
  expect(await student.locator('.academy-stat').last().innerText()).toMatch(/^Attendance\s+100%\s+6 of 6 classes attended$/);
});

test('the desk and the attendance screen show their failure texts', async () => {
  const page = await signedIn(FACILITATOR);
  await page.locator('.academy-stat').first().waitFor();

  await failApiCall(page, '/cla_dashboards/student_list', '500');
  await failApiCall(page, '/cla_cohorts/mine', 'abort');
  // the desk is left (the events screen's code loads on the way) and opened again
  await goTo(page, '/portal/events');
  await page.getByRole('heading', { name: 'Live Classes', level: 1 }).waitFor();
  await goTo(page, '/portal/instructorDesk');
  await toast(page, 'Failed to fetch data').waitFor();
  await toast(page, 'Failed to fetch cohorts').waitFor();
  await expectNoSeriousA11yViolations(page);

  const restoreToday = await failApiCall(page, '/cla_live_classes/today_classes', 'abort');
  await goTo(page, '/portal/attendance/new');
  await toast(page, 'Failed to fetch live classes. Please try again.').waitFor();
  await restoreToday();
  await page.getByRole('button', { name: 'Retry' }).click();

  await failApiCall(page, '/cla_attendances/missing_attendance', '500');
  await page
    .getByRole('combobox', { name: 'Class', exact: true })
    .selectOption({ label: `Question and answer evening (${format(new Date(), 'EEE, d MMM yyyy')}, 6:00 PM UTC)` });
  await page.getByRole('button', { name: 'Proceed' }).click();
  await toast(page, 'Failed to fetch students. Please try again.').waitFor();
});

test('a facilitator adds the recording of a past class and the student opens it from Past Classes', async () => {
  const recording = 'https://video.example.org/recordings/teamwork';
  const facilitator = await signedIn(FACILITATOR, { at: '/portal/events' });
  await showTab(facilitator, 'Past Classes');
  await facilitator.getByRole('button', { name: 'Add recording of Teamwork in ministry' }).click();
  await facilitator.getByLabel('Recording link').fill(recording);
  await facilitator.getByRole('button', { name: 'Save recording' }).click();
  await toast(facilitator, 'Recording link saved.').waitFor();
  await facilitator.getByRole('button', { name: 'Change recording of Teamwork in ministry' }).waitFor();
  await expectNoSeriousA11yViolations(facilitator);

  const student = await signedIn(STUDENT, { at: '/portal/events' });
  await showTab(student, 'Past Classes');
  const link = student.getByRole('link', { name: 'Watch recording of Teamwork in ministry (opens in a new tab)' });
  expect(await link.getAttribute('href')).toBe(recording);
  expect(await student.getByRole('link', { name: /^Watch recording/ }).count()).toBe(1);
});

/** Waits (up to 5 s) until `done` holds: a dialog is handled outside the page. */
async function until(done: () => boolean): Promise<void> {
  for (let waited = 0; !done() && waited < 5000; waited += 50) await new Promise((resolve) => setTimeout(resolve, 50));
}

/** A class of the facilitator's Minister-Service Class that starts `minutes` from now (whole minutes, academy zone UTC). */
async function classStartingIn(minutes: number, name: string, zoomLink: string | null): Promise<void> {
  const signIn = await fetch(`${system().apiBaseUrl}/sign_in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ user: { email: FACILITATOR, password: DEMO_PASSWORD, remember_me: false } }),
  });
  const { token, user } = (await signIn.json()) as { token: string; user: { id: number } };
  const headers = { Authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const courses = (await (await fetch(`${system().apiBaseUrl}/cla_courses`, { headers })).json()) as { id: number; name: string; cla_cohort_id: number }[];
  const course = courses.find((c) => c.name === 'Minister-Service Class')!;
  const start = new Date(Date.now() + minutes * 60_000).toISOString();
  const body = {
    cla_live_class: {
      name,
      date: start.slice(0, 10),
      time: start.slice(11, 16),
      time_zone: 'UTC',
      duration: 60,
      zoom_link: zoomLink,
      cla_course_id: course.id,
      cohort_id: course.cla_cohort_id,
      cla_user_id: user.id,
    },
  };
  const created = await fetch(`${system().apiBaseUrl}/cla_live_classes`, { method: 'POST', headers, body: JSON.stringify(body) });
  if (!created.ok) throw new Error(`scheduling ${name} answered ${created.status}`);
}

test('Join opens the meeting only from 15 minutes before: 20 minutes before it is unavailable and says when, 10 minutes before it opens in a new tab without access to the portal', async () => {
  const twenty = 'https://zoom.us/j/5550100220';
  const ten = 'https://zoom.us/j/5550100210';
  await classStartingIn(20, 'Starts in twenty minutes', twenty);
  await classStartingIn(10, 'Starts in ten minutes', ten);
  await classStartingIn(5, 'Starts in five minutes, no link', null);
  const page = await signedIn(STUDENT, { at: '/portal/events' });
  // the run's browser reaches nothing outside this machine (e2e/harness.ts): the meeting is a stand-in
  await page.context().route('https://zoom.us/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>Stand-in</title>' }));
  const alerts: string[] = [];
  page.on('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.dismiss();
  });

  const early = page.getByRole('article', { name: 'Starts in twenty minutes' });
  const note = early.locator('.academy-live-class__join-note');
  // the reader's zone is the browser's, UTC here: the moment names it
  expect(await note.textContent()).toMatch(/^Join opens at .+ UTC\.$/);
  // before its window, Join is unavailable and read with the note
  const earlyJoin = early.getByRole('button', { name: 'Join Class Starts in twenty minutes' });
  expect(await earlyJoin.isDisabled()).toBe(true);
  expect(await earlyJoin.getAttribute('aria-describedby')).toBe(await note.evaluate((element) => element.parentElement!.id));

  const [meeting] = await Promise.all([page.context().waitForEvent('page'), page.getByRole('button', { name: 'Join Class Starts in ten minutes' }).click()]);
  await meeting.waitForLoadState();
  expect(meeting.url()).toBe(ten);
  expect(await meeting.evaluate(() => window.opener)).toBeNull();
  await meeting.close();

  // a class without a link keeps the requirements' alert
  await page.getByRole('button', { name: 'Join Class Starts in five minutes, no link' }).click();
  await until(() => alerts.length === 1);
  expect(alerts).toEqual(['Zoom link not available for this class']);
  expect(page.context().pages()).toHaveLength(1);
  await expectNoSeriousA11yViolations(page);
});
