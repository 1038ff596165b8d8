/**
 * Teaching a term over the built system: feedback with the mark and its revision, the gradebook
 * against the dashboard, whole-class attendance, a link replaced before marking, a course copied
 * with its content, and the CSV downloads.
 */
import { parse } from 'csv-parse/sync';
import { format } from 'date-fns/format';
import type { Page } from 'playwright-core';
import { systemPerFile } from '../harness';
import { FACILITATOR, STUDENT, downloadedBytes, goTo, goToScreen, portalSteps, toast } from '../support';

const system = systemPerFile();
const { signedIn, expectNoSeriousA11yViolations, apiBaseUrl } = portalSteps(system);

/** The class picker's label of one of today's classes. */
const today = () => format(new Date(), 'yyyy-MM-dd');

/** Attendance is taken once a class has started: moves today's demo class `name` to midnight, whatever the hour of the run. */
async function startedToday(page: Page, name: string): Promise<void> {
  const { body } = await api(page, 'GET', '/cla_live_classes');
  const found = (body as { id: number; name: string; date: string }[]).find((c) => c.name === name && c.date === today()) as Record<string, unknown>;
  const { id, date, duration, zoom_link, cla_course_id, cohort_id, cla_user_id } = found;
  const moved = await api(page, 'PUT', `/cla_live_classes/${String(id)}`, {
    cla_live_class: { name, date, time: '00:00', duration, zoom_link, cla_course_id, cohort_id, cla_user_id },
  });
  expect(moved.status).toBe(200);
}

/** Picks today's class `name` in the whole-class picker ('{name}: {cohort}, {date} {time}'). */
async function chooseClass(page: Page, name: string): Promise<void> {
  const picker = page.getByLabel('Class', { exact: true });
  const value = await picker
    .locator('option', { hasText: `${name}: Cohort 1, ` })
    .first()
    .getAttribute('value');
  await picker.selectOption(value!);
}

/** Calls the API with the page's own session token. */
async function api(page: Page, method: string, path: string, body?: unknown): Promise<{ status: number; body: unknown }> {
  return page.evaluate(
    async ({ url, method, body }) => {
      const token = sessionStorage.getItem('authToken');
      const res = await fetch(url, {
        method,
        headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      });
      const text = await res.text();
      return { status: res.status, body: text ? JSON.parse(text) : null };
    },
    { url: `${apiBaseUrl()}${path}`, method, body },
  );
}

/** Clicks the button that starts a download and parses the CSV it saves. */
async function downloadedCsv(page: Page, button: string): Promise<string[][]> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: button }).click()]);
  const bytes = await downloadedBytes(download);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  return parse(bytes, { bom: true }) as string[][];
}

/** "n of m" behind a student's progress bar on the desk. */
async function progressOf(page: Page, label: string): Promise<[number, number]> {
  const bar = page.getByRole('progressbar', { name: label });
  await bar.waitFor();
  const text = (await page.locator(`[id="${await bar.getAttribute('aria-describedby')}"]`).textContent()) ?? '';
  const [n, m] = (text.match(/\d+/g) ?? []).map(Number);
  return [n!, m!];
}

test('the facilitator marks with feedback, revises it; the student reads the latest, the history keeps both', async () => {
  const facilitator = await signedIn(FACILITATOR, { at: '/portal/submissions' });
  const card = facilitator.getByRole('article').filter({ hasText: 'Esther Mensah' }).filter({ hasText: 'Gifts inventory reflection' });
  await card.getByLabel('Score (%)').fill('60');
  await card.getByLabel('Feedback (optional)').fill('Name two gifts you saw in others.');
  await card.getByRole('button', { name: 'Mark' }).click();
  await toast(facilitator, 'Submission marked successfully!').waitFor();

  const student = await signedIn(STUDENT, { at: '/portal/submissions' });
  const marked = student.getByRole('article', { name: 'Gifts inventory reflection' });
  await marked.getByText('Score: 60%').waitFor();
  await marked.getByText('Name two gifts you saw in others.').waitFor();

  // The revision, from the gradebook's cell
  await goToScreen(facilitator, '/portal/gradebook', 'Gradebook');
  await facilitator.getByLabel('Cohort', { exact: true }).selectOption({ label: 'Cohort 1' });
  const row = facilitator.getByRole('row').filter({ has: facilitator.getByRole('rowheader', { name: 'Esther Mensah' }) });
  await row.getByRole('link', { name: '60' }).click();
  await facilitator.getByRole('heading', { name: 'Submission' }).waitFor();
  await facilitator.getByLabel('Score (%)').fill('72');
  await facilitator.getByLabel('Feedback (optional)').fill('Better after the second reading.');
  await facilitator.getByRole('button', { name: 'Mark' }).click();
  const history = facilitator.locator('.fd-submission__history li');
  await history.nth(1).waitFor();
  expect(await history.allInnerTexts()).toEqual([
    expect.stringMatching(/^72% by Grace Adeyemi.*\nBetter after the second reading\.$/s),
    expect.stringMatching(/^60% by Grace Adeyemi.*\nName two gifts you saw in others\.$/s),
  ]);
  await expectNoSeriousA11yViolations(facilitator);

  await student.reload();
  await marked.getByText('Score: 72%').waitFor();
  await marked.getByText('Better after the second reading.').waitFor();
  expect(await marked.getByText('Name two gifts you saw in others.').count()).toBe(0);
  await goTo(student, '/portal/grades');
  await student.getByRole('article', { name: 'Minister-Service Class' }).getByText('Better after the second reading.').waitFor();
  await expectNoSeriousA11yViolations(student);
});

test("the gradebook's figures equal the dashboard's for the same student", async () => {
  const student = await signedIn(STUDENT);
  await goTo(student, '/portal/dashboard');
  const scores = (await student.locator('.academy-stat').filter({ hasText: 'Scores' }).innerText()).match(/(\d+)%\s+(\d+) of (\d+)/)!;

  const facilitator = await signedIn(FACILITATOR, { at: '/portal/gradebook' });
  await facilitator.getByLabel('Cohort', { exact: true }).selectOption({ label: 'Cohort 1' });
  const row = facilitator.getByRole('row').filter({ has: facilitator.getByRole('rowheader', { name: 'Esther Mensah' }) });
  await row.getByRole('cell').last().waitFor();
  const cells = await row.getByRole('cell').allInnerTexts();
  expect(cells.slice(-3)).toEqual([`${scores[2]} / ${scores[3]}`, `${scores[1]}%`, `Weighted total: ${scores[1]}% (assignments count 100%, attendance 0%)`]);
  expect(await progressOf(await deskPage(facilitator), 'Score of Esther Mensah')).toEqual([Number(scores[2]), Number(scores[3])]);
  await goToScreen(facilitator, '/portal/gradebook', 'Gradebook');
  await facilitator.getByLabel('Cohort', { exact: true }).selectOption({ label: 'Cohort 1' });
  await facilitator.getByRole('table').waitFor();
  // missing and unmarked work are marked as such
  expect(await facilitator.getByRole('cell', { name: 'missing' }).count()).toBeGreaterThan(0);
  await expectNoSeriousA11yViolations(facilitator);
});

async function deskPage(page: Page): Promise<Page> {
  await goTo(page, '/portal/instructorDesk');
  return page;
}

test('whole-class attendance: one student in each status changes the percentages exactly; the same form twice records nothing twice', async () => {
  const facilitator = await signedIn(FACILITATOR);
  const names = ['David Kamau', 'Esther Mensah', 'Mary Achieng', 'Peter Banda', 'Ruth Nwosu'];
  await deskPage(facilitator);
  const before = await Promise.all(names.map((name) => progressOf(facilitator, `Attendance of ${name}`)));

  const second = await signedIn(FACILITATOR);
  await startedToday(facilitator, 'Question and answer evening');
  for (const page of [facilitator, second]) {
    await goTo(page, '/portal/attendance/class');
    await chooseClass(page, 'Question and answer evening');
    await page.getByRole('radiogroup', { name: 'David Kamau' }).waitFor();
  }
  // David present (the default), Esther late, Mary excused, Peter absent, Ruth present
  await facilitator.getByRole('radiogroup', { name: 'Esther Mensah' }).getByLabel('Late').check();
  await facilitator.getByRole('radiogroup', { name: 'Mary Achieng' }).getByLabel('Excused').check();
  await facilitator.getByRole('radiogroup', { name: 'Peter Banda' }).getByLabel('Absent').check();
  await facilitator.getByRole('button', { name: 'Save attendance for 5 students' }).click();
  await toast(facilitator, 'Attendance saved for 5 students.').waitFor();
  await facilitator.getByText('Late (recorded)').waitFor();

  // the same form, still open in another tab, sent again
  await second.getByRole('button', { name: 'Save attendance for 5 students' }).click();
  await second
    .getByRole('alert')
    .getByText(/already recorded\. Nothing was saved/)
    .waitFor();
  await second.getByText('Excused (recorded)').waitFor();

  await deskPage(facilitator);
  const after = await Promise.all(names.map((name) => progressOf(facilitator, `Attendance of ${name}`)));
  const change = after.map(([present, classes], i) => [present - before[i]![0], classes - before[i]![1]]);
  expect(change).toEqual([
    [1, 1],
    [1, 1],
    [0, 0],
    [0, 1],
    [1, 1],
  ]);

  const esther = await signedIn(STUDENT, { at: '/portal/grades' });
  const row = esther.getByRole('row').filter({ hasText: 'Question and answer evening' });
  expect(await row.getByRole('cell').last().innerText()).toBe('Late');
});

test('a student replaces a wrong link before marking and cannot after', async () => {
  const student = await signedIn(STUDENT);
  const plan = ((await api(student, 'GET', '/cla_assignments')).body as { id: number; name: string }[]).find((a) => a.name === 'Service project plan')!;
  const me = (await api(student, 'GET', '/cla_dashboards/score_stats')).status;
  expect(me).toBe(200);
  const userId = await student.evaluate(() => JSON.parse(sessionStorage.getItem('academySession')!).user.id as number);
  const submitted = await api(student, 'POST', '/cla_submissions', {
    cla_submission: { download_link: 'https://docs.example.org/wrong', cla_assignment_id: plan.id, cla_facilitator_id: 1, cla_student_id: userId },
  });
  expect(submitted.status).toBe(201);
  const id = (submitted.body as { id: number }).id;

  await goTo(student, '/portal/grades');
  const form = student.getByRole('form', { name: 'Replace the link of Service project plan' });
  await form.getByLabel('New document URL').fill('https://docs.example.org/right');
  await form.getByRole('button', { name: 'Replace link' }).click();
  await toast(student, 'Link replaced.').waitFor();

  const facilitator = await signedIn(FACILITATOR, { at: `/portal/submissions/${id}` });
  const download = facilitator.getByRole('link', { name: /^Download Docs/ });
  expect(await download.getAttribute('href')).toBe('https://docs.example.org/right');
  await facilitator.getByText('Link replaced').waitFor();
  await facilitator.getByLabel('Score (%)').fill('90');
  await facilitator.getByRole('button', { name: 'Mark' }).click();
  await toast(facilitator, 'Submission marked successfully!').waitFor();

  await student.reload();
  await student.getByRole('heading', { name: 'My Grades' }).waitFor();
  await student.getByRole('article', { name: 'Minister-Service Class' }).getByText('Score: 90%').waitFor();
  expect(await student.getByRole('form', { name: 'Replace the link of Service project plan' }).count()).toBe(0);
  expect((await api(student, 'PUT', `/cla_submissions/${id}/link`, { cla_submission: { download_link: 'https://docs.example.org/later' } })).status).toBe(409);
});

test('a course copied to another cohort carries its topics and assignments with shifted due dates', async () => {
  // an administrator assigns the facilitators to cohort 2 first: a course goes only into an assigned cohort
  const admin = await signedIn('admin@example.org');
  const staff = (await api(admin, 'GET', '/admin/users?role=facilitator')).body as { id: number }[];
  expect((await api(admin, 'PUT', '/admin/cohorts/2/facilitators', { facilitator_ids: staff.map((f) => f.id) })).status).toBe(200);
  const facilitator = await signedIn(FACILITATOR);
  const courses = (await api(facilitator, 'GET', '/cla_courses')).body as { id: number; name: string; start_date: string }[];
  const source = courses.find((c) => c.name === 'Minister-Service Class')!;
  await goTo(facilitator, '/portal/courses');
  await facilitator.getByRole('button', { name: 'Minister-Service Class' }).click();
  await facilitator.getByRole('button', { name: 'Duplicate' }).click();
  const shift = 120;
  const start = new Date(Date.parse(source.start_date) + shift * 86_400_000).toISOString().slice(0, 10);
  await facilitator.getByLabel('Start date').fill(start);
  await facilitator.getByLabel('End date').fill(new Date(Date.parse(start) + 30 * 86_400_000).toISOString().slice(0, 10));
  await facilitator.getByLabel('Cohort', { exact: true }).selectOption({ label: 'Cohort 2' });
  await facilitator.getByLabel('Also copy its topics and assignments').check();
  await facilitator.getByRole('button', { name: 'Create Course' }).click();
  await toast(facilitator, 'Course created successfully!').waitFor();
  await facilitator.getByRole('heading', { name: 'Copy of Minister-Service Class' }).waitFor();

  const copy = ((await api(facilitator, 'GET', '/cla_courses')).body as { id: number; name: string; cla_cohort_id: number }[]).find(
    (c) => c.name === 'Copy of Minister-Service Class',
  )!;
  expect(copy.cla_cohort_id).toBe(2);
  const topics = async (id: number) => ((await api(facilitator, 'GET', `/cla_topics?cla_course_id=${id}`)).body as { name: string }[]).map((t) => t.name);
  expect(await topics(copy.id)).toEqual(await topics(source.id));
  const dues = async (id: number) =>
    ((await api(facilitator, 'GET', `/cla_assignments?cla_course_id=${id}`)).body as { name: string; due_date: string }[]).map((a) => [a.name, a.due_date]);
  const shifted = (await dues(source.id)).map(([name, due]) => [name, new Date(Date.parse(due!) + shift * 86_400_000).toISOString().slice(0, 10)]);
  expect(await dues(copy.id)).toEqual(shifted);
});

test('each CSV download parses, matches the screen row for row, keeps accented names and turns a formula into text', async () => {
  const visitor = await system().newPage();
  await visitor.goto(system().url('/'));
  for (const [name, email] of [
    ['Zoë Ọlábísí', 'zoe@example.org'],
    ['=HYPERLINK("x")', 'formula@example.org'],
  ]) {
    const res = await visitor.evaluate(
      async ({ url, user }) => (await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ user }) })).status,
      {
        url: `${apiBaseUrl()}/sign_up`,
        user: {
          name,
          email,
          phone_number: '+234 803 555 0199',
          birthday: '1999-01-01',
          password: 'Sturdy-passphrase-9',
          password_confirmation: 'Sturdy-passphrase-9',
          cla_role_id: 1,
          cla_cohort_id: 1,
        },
      },
    );
    expect(res).toBe(201);
  }
  const facilitator = await signedIn(FACILITATOR);

  // the gradebook
  await goToScreen(facilitator, '/portal/gradebook', 'Gradebook');
  await facilitator.getByLabel('Cohort', { exact: true }).selectOption({ label: 'Cohort 1' });
  await facilitator.getByRole('table').waitFor();
  const screenRows = await facilitator
    .locator('tbody tr')
    .evaluateAll((rows) => rows.map((r) => [...r.children].map((c) => (c as HTMLElement).innerText.trim())));
  const book = await downloadedCsv(facilitator, 'Download CSV');
  const students = book.slice(1, -1);
  expect(students.map((r) => r[0]!.replace(/^'(?==)/, ''))).toEqual(screenRows.map((r) => r[0]));
  // the CSV ends with Total, Possible, Percentage, Weighted percentage and the two weights; where
  // nothing counts yet it leaves the percentages empty and the screen says so in words, and the
  // screen gives the weighted total in a sentence
  const [percent, weighted, assignmentsWeight, attendanceWeight] = [-4, -3, -2, -1];
  const percentShown = (row: string[]) => (row.at(percent) === '' ? 'none yet' : `${row.at(percent)}%`);
  const weightedShown = (row: string[]) =>
    row.at(weighted) === ''
      ? 'none yet'
      : `Weighted total: ${row.at(weighted)}% (assignments count ${row.at(assignmentsWeight)}%, attendance ${row.at(attendanceWeight)}%)`;
  // the CSV gives each assignment a mark column and a status column beside it; the screen one cell of both
  const cellsShown = (row: string[]) => {
    const columns = row.slice(2, -6);
    return columns.filter((_, i) => i % 2 === 0).map((mark, i) => [mark, columns[2 * i + 1]].filter(Boolean).join(' '));
  };
  expect(students.map((r) => [...cellsShown(r), percentShown(r), weightedShown(r)])).toEqual(screenRows.map((r) => [...r.slice(1, -3), ...r.slice(-2)]));
  expect(students.map((r) => r[0])).toContain('Zoë Ọlábísí');
  expect(students.map((r) => r[0])).toContain('\'=HYPERLINK("x")');

  // the desk's student list and the cohort's attendance summary
  await goToScreen(facilitator, '/portal/instructorDesk', 'My Desk');
  await facilitator.getByLabel('Cohort', { exact: true }).selectOption({ label: 'Cohort 1' });
  await facilitator.getByRole('button', { name: 'Apply Filter' }).click();
  await facilitator.getByText('Showing Cohort 1.').waitFor();
  await facilitator.getByRole('progressbar', { name: 'Score of Esther Mensah' }).waitFor();
  const deskNames = await facilitator.locator('.fd-desk__student-name').allInnerTexts();
  const list = await downloadedCsv(facilitator, 'Download student list (CSV)');
  expect(list.slice(1).map((r) => r[0]!.replace(/^'(?==)/, ''))).toEqual(deskNames);
  expect(list.map((r) => r[0])).toContain('\'=HYPERLINK("x")');
  const summary = await downloadedCsv(facilitator, 'Download attendance summary (CSV)');
  expect(summary.slice(1).map((r) => r[0]!.replace(/^'(?==)/, ''))).toEqual(deskNames);
  const attendanceCells = await facilitator.locator('.fd-desk__table tbody tr td:last-child').allInnerTexts();
  for (const [i, name] of deskNames.entries()) {
    // a student no class was taken for reads so instead of a bar
    const nothingTaken = attendanceCells[i] === 'No attendance taken yet';
    const [present, classes] = nothingTaken ? [0, 0] : await progressOf(facilitator, `Attendance of ${name}`);
    const [, , p, late, excused, absent, percent] = summary[i + 1]!;
    expect([Number(p) + Number(late), Number(p) + Number(late) + Number(absent)]).toEqual([present, classes]);
    expect(Number(excused)).toBeGreaterThanOrEqual(0);
    expect(percent).toBe(classes === 0 ? '0' : String(Math.round((100 * present) / classes)));
  }

  // one class's attendance
  await startedToday(facilitator, 'Pastoral care basics');
  await goTo(facilitator, '/portal/attendance/class');
  await chooseClass(facilitator, 'Pastoral care basics');
  await facilitator.getByRole('radiogroup', { name: 'Esther Mensah' }).waitFor();
  const sheetNames = await facilitator.locator('tbody th').allInnerTexts();
  const sheet = await downloadedCsv(facilitator, 'Download CSV');
  expect(sheet.slice(1).map((r) => r[0]!.replace(/^'(?==)/, ''))).toEqual(sheetNames);
  // a sheet lists who was enrolled when the class started: the two who signed up above came later
  expect(sheet.map((r) => r[0])).not.toContain('Zoë Ọlábísí');
});
