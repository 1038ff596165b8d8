/**
 * Approval of self-signed-up students (docs/requirements.md §11) over the built system with
 * APPROVE_SIGN_UPS=true: a student signs up at /JJRSFCLA and signs in, sees the awaiting-approval
 * notice instead of their courses (their profile stays open), an administrator approves them from
 * the Accounts screen, and the student then opens a course and its topics.
 */
import { systemPerFile } from '../harness';
import { goTo, portalSteps, selectTab, toast, waitUntilLive } from '../support';

const system = systemPerFile({ apiEnv: { APPROVE_SIGN_UPS: 'true' } });
const { logIn, signedIn, expectNoSeriousA11yViolations } = portalSteps(system);

const NAME = 'Abena Waiting';
const EMAIL = 'abena.waiting@example.org';
const PASSWORD = 'Sturdy-passphrase-9';
// seeded for cohort 1 (api/src/db/seed.ts): the first program course, already over, open to every student of the cohort
const PAST_COURSE = "Believer-Beginners' Class";
const PAST_TOPIC = 'Identity in Christ';
const AWAITING = /^Your place is awaiting approval by the academy\./;

test('a self-signed-up student waits for approval, an administrator approves them, and the student then sees the topics', async () => {
  const student = await system().newPage();
  await student.goto(system().url('/JJRSFCLA'));
  await waitUntilLive(student);
  await student.getByRole('option', { name: /^\d+ - student$/ }).waitFor({ state: 'attached' });
  await student.getByLabel('Name').fill(NAME);
  await student.getByRole('textbox', { name: 'Email' }).fill(EMAIL);
  await student.getByLabel('Phone number').fill('+233 24 555 0100');
  await student.getByLabel('Birthday').fill('1999-04-12');
  await student.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await student.getByLabel('Confirm password').fill(PASSWORD);
  await student.getByLabel('Role').selectOption({ label: '1 - student' });
  await student.getByLabel('Cohort').selectOption({ index: 1 });
  await student.getByRole('button', { name: 'Sign up' }).click();
  await student.waitForURL('**/login');

  // signed in: the notice instead of the dashboard, and instead of the courses
  await logIn(student, EMAIL, PASSWORD);
  await student.getByRole('heading', { name: 'Awaiting approval', level: 1 }).waitFor();
  await student.getByRole('status').filter({ hasText: AWAITING }).waitFor();
  await expectNoSeriousA11yViolations(student);
  await goTo(student, '/portal/courses');
  await student.getByRole('heading', { name: 'Awaiting approval', level: 1 }).waitFor();
  expect(await student.getByRole('button', { name: PAST_COURSE }).count()).toBe(0);
  // the profile stays theirs
  await student.getByRole('link', { name: 'Your profile' }).click();
  await student.getByRole('heading', { name: 'Profile' }).waitFor();
  await student.getByText(EMAIL, { exact: true }).waitFor();

  // the administrator approves them from the Accounts screen
  const admin = await signedIn('admin@example.org');
  const waiting = admin.getByRole('table', { name: 'Students awaiting approval' });
  await waiting.getByRole('row', { name: new RegExp(NAME) }).waitFor();
  await expectNoSeriousA11yViolations(admin);
  await waiting.getByRole('button', { name: `Approve ${NAME}` }).click();
  await toast(admin, `${NAME} is approved.`).waitFor();
  expect(await admin.getByRole('table', { name: 'Students awaiting approval' }).count()).toBe(0);

  // the student's courses and topics open
  await student.goto(system().url('/portal/courses'));
  await selectTab(student, 'Done');
  await student.getByRole('button', { name: PAST_COURSE, exact: true }).click();
  await student.getByRole('heading', { level: 1, name: PAST_COURSE }).waitFor();
  await student.getByRole('button', { name: PAST_TOPIC, exact: true }).waitFor();
  expect(await student.getByText(AWAITING).count()).toBe(0);
});
