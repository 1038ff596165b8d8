/**
 * The administration over the built system and the real API: an administrator lands in
 * /portal/admin, deactivates a student whose session is open elsewhere (that session's next call
 * gets 401 and the login page says why, and signing in again is refused with the same words),
 * reactivates them, creates a cohort that the sign-up list then offers, posts an announcement
 * that cohort 1's students see and cohort 2's do not, and confirms the deletion a student asked for
 * after downloading their data, the audit log showing each step.
 */
import { systemPerFile } from '../harness';
import { DEMO_PASSWORD, downloadedBytes, goTo, portalSteps, toast } from '../support';

const system = systemPerFile();
const { apiBaseUrl, logIn, signedIn, expectNoSeriousA11yViolations } = portalSteps(system);

const ADMIN = 'admin@example.org';
const DEACTIVATED = 'This account has been deactivated by the academy. Write to the academy if you think this is a mistake.';

test("a deactivated student's open session gets 401 at its next call and the login page says why", async () => {
  const student = await signedIn('student4@example.org');
  const admin = await signedIn(ADMIN);
  expect(new URL(admin.url()).pathname).toBe('/portal/admin');
  await admin.getByRole('heading', { name: 'Accounts', exact: true }).waitFor();
  await expectNoSeriousA11yViolations(admin);

  await admin.getByLabel('Name or e-mail').fill('student4');
  await admin.getByRole('button', { name: 'Search' }).click();
  const row = admin.getByRole('row', { name: /Peter Banda/ });
  await row.getByText('Active', { exact: true }).waitFor();
  await row.getByRole('button', { name: 'Deactivate Peter Banda' }).click();
  await admin.getByRole('alertdialog', { name: 'Deactivate Peter Banda?' }).getByRole('button', { name: 'Deactivate' }).click();
  await row.getByText('Deactivated', { exact: true }).waitFor();

  const token = await student.evaluate(() => sessionStorage.getItem('authToken'));
  const call = await fetch(`${apiBaseUrl()}/cla_courses`, { headers: { Authorization: `Bearer ${token}` } });
  expect(call.status).toBe(401);

  await goTo(student, '/portal/courses');
  await student.waitForURL((url) => url.pathname === '/login');
  await student.getByText(DEACTIVATED).waitFor();

  await student.getByRole('textbox', { name: 'Email', exact: true }).fill('student4@example.org');
  await student.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await student.getByRole('button', { name: 'Login' }).click();
  await student.getByRole('alert').getByText(DEACTIVATED).waitFor();
  expect(new URL(student.url()).pathname).toBe('/login');

  await row.getByRole('button', { name: 'Reactivate Peter Banda' }).click();
  await row.getByText('Active', { exact: true }).waitFor();
  await logIn(student, 'student4@example.org');
  // back on the screen the ended session was on
  expect(new URL(student.url()).pathname).toBe('/portal/courses');
});

test('the administrator creates the cohort "2027 Intake" and sign-up offers it', async () => {
  const admin = await signedIn(ADMIN);
  await admin.getByRole('navigation').getByRole('link', { name: 'Cohorts' }).first().click();
  const form = admin.getByRole('form', { name: 'New cohort' });
  await form.getByLabel('Name').fill('2027 Intake');
  await form.getByLabel('Start date').fill('2027-01-11');
  await form.getByRole('button', { name: 'Create cohort' }).click();
  await toast(admin, 'Saved 2027 Intake.').waitFor();
  await admin.getByRole('heading', { name: '2027 Intake' }).waitFor();
  await expectNoSeriousA11yViolations(admin);

  const visitor = await system().newPage();
  await visitor.goto(system().url('/JJRSFCLA'));
  await visitor.getByRole('option', { name: '2027 Intake' }).waitFor({ state: 'attached' });
});

test("an announcement for cohort 1 shows on cohort 1 students' dashboards and not on cohort 2's", async () => {
  const admin = await signedIn(ADMIN, { at: '/portal/admin/announcements' });
  await admin.getByRole('heading', { name: 'Announcements', level: 1 }).waitFor();
  await admin.getByRole('option', { name: 'Cohort 1' }).waitFor({ state: 'attached' });
  await admin.getByLabel('Cohort', { exact: true }).selectOption({ label: 'Cohort 1' });
  const form = admin.getByRole('form', { name: 'New announcement' });
  await form.getByLabel('Title').fill("Tonight's class moved");
  await form.getByLabel('Text').fill('We meet at 7 pm instead: https://zoom.us/j/2027');
  await form.getByRole('button', { name: 'Post announcement' }).click();
  await toast(admin, 'Posted "Tonight\'s class moved".').waitFor();
  await expectNoSeriousA11yViolations(admin);

  const cohortOne = await signedIn('student2@example.org');
  const news = cohortOne.getByRole('region', { name: 'From your cohort' });
  await news.getByRole('heading', { name: "Tonight's class moved" }).waitFor();
  expect(await news.getByRole('link', { name: 'https://zoom.us/j/2027' }).getAttribute('href')).toBe('https://zoom.us/j/2027');

  const cohortTwo = await signedIn('other-student@example.org');
  await cohortTwo.getByRole('heading', { name: 'Announcements', exact: true }).waitFor();
  await cohortTwo.getByText('The meeting room opens at 7:30 AM.').waitFor();
  // the cohort's announcements have been asked for and answered
  await cohortTwo.waitForLoadState('networkidle');
  expect(await cohortTwo.getByText("Tonight's class moved").count()).toBe(0);
});

test('a student downloads their data and asks for deletion; the administrator confirms it; the audit log shows both', async () => {
  const student = await signedIn('student5@example.org', { at: '/portal/profile' });
  const yourData = student.getByRole('region', { name: 'Your data' });
  const [download] = await Promise.all([student.waitForEvent('download'), yourData.getByRole('button', { name: 'Download my data' }).click()]);
  const data = JSON.parse((await downloadedBytes(download)).toString('utf8')) as { account: { email: string; name: string } };
  expect(data.account).toMatchObject({ email: 'student5@example.org', name: 'Mary Achieng' });

  await yourData.getByRole('button', { name: 'Delete my account' }).click();
  await student.getByRole('alertdialog', { name: 'Delete your account?' }).getByRole('button', { name: 'Ask to delete my account' }).click();
  await yourData.getByRole('status').filter({ hasText: /./ }).waitFor();
  expect(await yourData.getByRole('button', { name: 'Delete my account' }).isDisabled()).toBe(true);

  const admin = await signedIn(ADMIN);
  const requests = admin.getByRole('region', { name: 'Asked to delete their account' });
  const row = requests.getByRole('row', { name: /Mary Achieng/ });
  await row.getByText('student5@example.org').waitFor();
  await expectNoSeriousA11yViolations(admin);
  await row.getByRole('button', { name: 'Confirm deleting Mary Achieng' }).click();
  await admin.getByRole('alertdialog', { name: 'Delete the account of Mary Achieng?' }).getByRole('button', { name: 'Delete the account' }).click();
  await row.waitFor({ state: 'detached' });

  await goTo(admin, '/portal/admin/audit');
  const entries = admin.getByRole('list', { name: 'Audit log entries' });
  // their own actions name them once
  await entries.getByText(/^Former member \d+ downloaded their own data\.$/).waitFor();
  await entries.getByText(/^Former member \d+ asked for their own account to be deleted\.$/).waitFor();
  await entries.getByText(/^Ada Boateng deleted the account of Former member \d+, keeping the academic records without a name\.$/).waitFor();

  const signIn = await fetch(`${apiBaseUrl()}/sign_in`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ user: { email: 'student5@example.org', password: DEMO_PASSWORD } }),
  });
  expect(signIn.status).toBe(401);
});
