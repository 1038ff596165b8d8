/**
 * Each remote served alone, for its team: only that area's static server and
 * the API run; the portal remotes sign in on their own origin through the shared store.
 */
import type { Page } from 'playwright-core';
import { systemPerFile, type AreaName } from '../harness';
import { DEMO_PASSWORD, FACILITATOR, SEEDED_STUDENT_STATS, STUDENT } from '../support';

const AREAS: AreaName[] = ['shell', 'public-site', 'student-portal', 'facilitator-desk'];

const system = systemPerFile();
const running = new Set<AreaName>(AREAS);

const apiOrigin = () => new URL(system().apiBaseUrl).origin;

/** Leaves only `area`'s static server (and the API) running. */
async function serveAlone(area: AreaName): Promise<void> {
  for (const other of AREAS) {
    if (other !== area && running.has(other)) {
      await system().stopArea(other);
      running.delete(other);
    }
  }
  if (!running.has(area)) {
    await system().startArea(area);
    running.add(area);
  }
}

/** A fresh page that records the origin of every request it makes. */
async function pageRecordingOrigins(): Promise<{ page: Page; origins: Set<string> }> {
  const page = await system().newPage();
  const origins = new Set<string>();
  page.on('request', (request) => {
    if (/^https?:/.test(request.url())) origins.add(new URL(request.url()).origin);
  });
  return { page, origins };
}

async function signInAlone(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.getByRole('heading', { level: 1, name: 'Sign in to work on this area' }).waitFor();
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  expect(await system().seriousA11yViolations(page)).toEqual([]);
}

test('the student portal alone: its sign-in form, then the dashboard and courses over the API', async () => {
  await serveAlone('student-portal');
  const own = system().origins['student-portal'];
  const { page, origins } = await pageRecordingOrigins();
  await page.goto(`${own}/portal`);

  await page.getByRole('heading', { level: 1, name: 'Sign in to work on this area' }).waitFor();
  await page.getByText('The student portal is running alone on its own port').waitFor();
  expect(await page.getByRole('navigation', { name: 'Portal' }).count()).toBe(0);
  await expectNoSeriousA11yViolations(page);

  // a wrong password: the server's answer, through the shared error rule
  await signInAlone(page, STUDENT, 'not-the-password');
  await page.getByRole('alert').filter({ hasText: 'The e-mail address or password is not correct.' }).waitFor();

  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
  await page.locator('.academy-stat').first().waitFor();
  expect(await page.locator('.academy-stat').allInnerTexts()).toEqual(SEEDED_STUDENT_STATS);
  // the session lives in this origin's storage, written by the shared store
  expect(await page.evaluate(() => sessionStorage.getItem('authToken'))).toMatch(/\S/);
  const nav = page.getByRole('navigation', { name: 'Portal' });
  expect(await nav.getByRole('link').allTextContents()).toEqual(['Dashboard', 'Courses', 'Assignments', 'Submissions', 'My Grades', 'Live Classes', 'Profile']);
  await expectNoSeriousA11yViolations(page);

  await nav.getByRole('link', { name: 'Courses' }).click();
  const seeded = "Believer-Beginners' Class"; // cohort 1's past program course (Done, the default tab)
  await page.getByRole('button', { name: seeded, exact: true }).click();
  await page.getByRole('heading', { level: 1, name: seeded }).waitFor();
  expect(new URL(page.url()).pathname).toMatch(/^\/portal\/courses\/\d+$/);

  // a reload keeps the session (sessionStorage of this origin) and the screen
  await page.reload();
  await page.getByRole('heading', { level: 1, name: seeded }).waitFor();

  // nothing but this area's server and the API was asked for anything
  expect([...origins].sort()).toEqual([apiOrigin(), own].sort());

  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.getByRole('heading', { level: 1, name: 'Sign in to work on this area' }).waitFor();
  expect(await page.evaluate(() => sessionStorage.getItem('authToken'))).toBeNull();
});

test('the facilitator desk alone: a student is told it is not their area; the facilitator gets My Desk', async () => {
  await serveAlone('facilitator-desk');
  const own = system().origins['facilitator-desk'];
  const { page, origins } = await pageRecordingOrigins();
  await page.goto(`${own}/portal`);

  await signInAlone(page, STUDENT);
  await page.getByRole('status').filter({ hasText: 'This area is for facilitators; you are signed in as a student.' }).waitFor();
  expect(await page.getByRole('navigation', { name: 'Portal' }).count()).toBe(0);

  await signInAlone(page, FACILITATOR);
  await page.getByRole('heading', { level: 1, name: 'My Desk' }).waitFor();
  expect(new URL(page.url()).pathname).toBe('/portal/instructorDesk');
  const nav = page.getByRole('navigation', { name: 'Portal' });
  expect(await nav.getByRole('link').allTextContents()).toEqual([
    'My Desk',
    'Announcements',
    'Courses',
    'Assignments',
    'Submissions',
    'Gradebook',
    'Live Classes',
    'Profile',
  ]);
  await page.getByRole('link', { name: 'Create Course' }).waitFor();
  await expectNoSeriousA11yViolations(page);

  expect([...origins].sort()).toEqual([apiOrigin(), own].sort());
});

test('the public site alone: home with its header and footer', async () => {
  await serveAlone('public-site');
  const own = system().origins['public-site'];
  const { page, origins } = await pageRecordingOrigins();
  await page.goto(`${own}/`);

  await page.getByRole('contentinfo').waitFor();
  await page.getByRole('banner').getByRole('link', { name: 'Login', exact: true }).waitFor();
  await page.getByRole('heading', { level: 1, name: 'Christian Leadership Academy' }).waitFor();
  await expectNoSeriousA11yViolations(page);
  expect([...origins].every((origin) => origin === own || origin === apiOrigin())).toBe(true);
});
