/**
 * A phone that loses its signal (docs/offline.md): with the site's service worker (allowed here,
 * blocked in the other files) and Playwright's offline mode, which cuts the network of the pages
 * and of their service worker alike. The tests run in order on one system: the release test last.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { distDirOf, systemPerFile, type AreaName } from '../harness';
import { SESSION_COPY_KEY } from '@academy/shared/session/stored-session';
import { DEMO_PASSWORD, STUDENT, goToScreen, portalSteps, selectTab, toast } from '../support';

const ROOT = path.resolve(__dirname, '..', '..');
const RELEASES_ROOT = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-offline-releases-'));
const AREAS: AreaName[] = ['shell', 'public-site', 'student-portal', 'facilitator-desk'];
const CURRENT_COURSE = 'Minister-Service Class';
const SEEDED_TOPIC = 'Spiritual gifts and calling';
const PENDING = 'Service project plan';
const LINK = 'https://docs.example.org/offline-plan';
const NOT_SAVED = 'This page was not saved on this device.';
const OTHER_STUDENT = 'student2@example.org';
const FAQ_QUESTION = 'How much does it cost?';

const system = systemPerFile({ releasesRoot: RELEASES_ROOT });
const portal = portalSteps(system);

afterAll(() => fs.rmSync(RELEASES_ROOT, { recursive: true, force: true }));

/** What `read` gives once it equals `expected` (checked every 250 ms), or a failure naming the last value. */
async function eventually<T>(read: () => Promise<T>, expected: T, timeout = 15_000): Promise<void> {
  const until = Date.now() + timeout;
  let last: T = await read();
  while (JSON.stringify(last) !== JSON.stringify(expected) && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    last = await read();
  }
  expect(last).toEqual(expected);
}

/** A student's tab with the service worker allowed, at `at`. */
function studentTab(at = '/portal'): Promise<Page> {
  return portal.signedIn(STUDENT, { serviceWorkers: 'allow', ownSession: true, at });
}

/** The caches' names once the page is controlled and the service worker has kept the live release of every area. */
async function keptReleases(page: Page): Promise<string[]> {
  const areasKept = () =>
    page.evaluate(async () => {
      const state = navigator.serviceWorker.controller ? await caches.match('/__academy/kept-releases.json') : undefined;
      return state ? Object.keys(((await state.json()) as { releases: object }).releases).length : 0;
    });
  await eventually(areasKept, AREAS.length, 120_000);
  return (await page.evaluate(() => caches.keys())).filter((name) => name.startsWith('academy-release:')).sort();
}

/** What the portal keeps on the device (IndexedDB academy-offline), by key. */
function keptOnDevice(page: Page): Promise<Record<string, unknown>> {
  return page.evaluate(
    () =>
      new Promise<Record<string, unknown>>((resolve, reject) => {
        const opening = indexedDB.open('academy-offline');
        opening.onerror = () => reject(opening.error);
        opening.onsuccess = () => {
          const db = opening.result;
          if (!db.objectStoreNames.contains('kept')) return resolve({});
          const store = db.transaction('kept').objectStore('kept');
          const keys = store.getAllKeys();
          const values = store.getAll();
          values.onsuccess = () => resolve(Object.fromEntries(keys.result.map((key, index) => [String(key), values.result[index]])));
        };
      }),
  );
}

/** Waits until the answers the page holds are kept on the device (saved a moment after they change). */
async function answersKept(page: Page, endpoint: string): Promise<void> {
  await eventually(async () => JSON.stringify((await keptOnDevice(page)).answers ?? {}).includes(`"${endpoint}"`), true);
}

/** Every address the service worker's caches hold, and the text of every JSON, HTML or text answer in them. */
function cached(page: Page): Promise<{ urls: string[]; text: string }> {
  return page.evaluate(async () => {
    const urls: string[] = [];
    const texts: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        urls.push(request.url);
        const response = await cache.match(request);
        if (response && /json|html|text/.test(response.headers.get('content-type') ?? '')) texts.push(await response.text());
      }
    }
    return { urls, text: texts.join('\n') };
  });
}

async function expandTopic(page: Page, name: string): Promise<Locator> {
  const topic = page.locator('.academy-topic', { has: page.getByRole('button', { name, exact: true }) });
  await topic.getByRole('button', { name, exact: true }).click();
  await topic.locator('.academy-topic-content').waitFor();
  return topic;
}

/** The height of what stands where each embed's frame would be (offline, or a video waiting for a tap), by kind. */
async function standInHeights(topic: Locator): Promise<Record<string, number>> {
  const heights: Record<string, number> = {};
  for (const standIn of await topic.locator('.academy-embed__stand-in').all()) {
    const kind = (await standIn.locator('xpath=..').getAttribute('data-embed-kind')) ?? '?';
    heights[kind] = Math.round((await standIn.boundingBox())?.height ?? 0);
  }
  return heights;
}

/** The student's hand-ins of the assignment as the API has them (through the tab's own session). */
async function handedIn(page: Page, assignmentName: string): Promise<boolean> {
  return page.evaluate(
    async ({ api, name }) => {
      // the session's token, where the portal keeps it (docs/requirements.md §9)
      const token = sessionStorage.getItem('authToken') ?? '';
      const response = await fetch(`${api}/cla_assignments`, { headers: { Authorization: `Bearer ${token}` } });
      const assignments = (await response.json()) as { name: string; submitted: boolean }[];
      return assignments.find((assignment) => assignment.name === name)?.submitted ?? false;
    },
    { api: system().apiBaseUrl, name: assignmentName },
  );
}

test('the service worker keeps every area at most 600 KB compressed, named by release', async () => {
  let bytes = 0;
  for (const area of AREAS) {
    const dist = distDirOf(area);
    const { precache } = JSON.parse(fs.readFileSync(path.join(dist, 'release.json'), 'utf8')) as { precache: { url: string }[] };
    expect(precache.length).toBeGreaterThan(0);
    for (const { url } of precache) {
      const file = path.join(dist, url);
      bytes += fs.statSync(fs.existsSync(`${file}.br`) ? `${file}.br` : file).size;
    }
  }
  console.log(`precache: ${(bytes / 1024).toFixed(1)} KB Brotli for the four areas`);
  expect(bytes).toBeLessThanOrEqual(600 * 1024);
});

test('after one online visit, the dashboard and the course read open offline, saying so, with network actions disabled', async () => {
  const page = await studentTab();
  await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
  const kept = await keptReleases(page);
  expect(kept.map((name) => name.split(':')[1])).toEqual(['facilitator_desk', 'public_site', 'shell', 'student_portal']);
  await goToScreen(page, '/portal/courses', 'Courses');
  await selectTab(page, 'Active');
  await page.getByRole('button', { name: CURRENT_COURSE, exact: true }).click();
  await page.getByRole('heading', { level: 1, name: CURRENT_COURSE }).waitFor();
  await page.getByRole('button', { name: SEEDED_TOPIC, exact: true }).waitFor();
  const courseUrl = page.url();
  await answersKept(page, 'listTopics');
  expect(await page.getByText(/^Offline:/).count()).toBe(0);

  await page.context().setOffline(true);
  const started = Date.now();
  await page.goto(system().url('/portal'));
  await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
  const notice = page.getByRole('status').filter({ hasText: /^Offline: showing what was saved at \d{1,2}:\d{2} [AP]M \S+.*\.$/ });
  await notice.waitFor();
  console.log(`offline warm start of the dashboard: ${Date.now() - started} ms`);
  await eventually(() => page.getByText(NOT_SAVED).count(), 0);

  // the course opens again, from the navigation and by its address
  await goToScreen(page, new URL(courseUrl).pathname, CURRENT_COURSE);
  await page.getByRole('button', { name: SEEDED_TOPIC, exact: true }).waitFor();
  await page.goto(courseUrl);
  await page.getByRole('heading', { level: 1, name: CURRENT_COURSE }).waitFor();
  await page.getByRole('button', { name: SEEDED_TOPIC, exact: true }).waitFor();
  await notice.waitFor();
  // its embeds say they need a connection, where each frame would be, and keep their Open link
  const topic = await expandTopic(page, SEEDED_TOPIC);
  expect(await topic.locator('iframe').count()).toBe(0);
  expect(await standInHeights(topic)).toEqual({ video: 315, pdf: 500, slides: 480 });
  expect(await topic.getByText('You are offline: this needs a connection.').count()).toBe(3);
  expect(await topic.getByRole('link', { name: /^Open PDF/ }).getAttribute('href')).toMatch(/^https:\/\/.+\.pdf$/);

  // what needs the network says why it waits
  await goToScreen(page, '/portal/profile', 'Profile');
  const changePassword = page.getByRole('button', { name: 'Change password' });
  expect(await changePassword.isDisabled()).toBe(true);
  expect(await page.locator(`#${await changePassword.getAttribute('aria-describedby')}`).textContent()).toBe('You are offline: this needs a connection.');

  // a screen not opened online says so, until the network is back
  await goToScreen(page, '/portal/grades', 'My Grades');
  await page.getByText(NOT_SAVED).waitFor();
  await page.context().setOffline(false);
  await eventually(() => page.getByText(NOT_SAVED).count(), 0);
  await eventually(() => page.getByText(/^Offline:/).count(), 0);
});

test('a link handed in offline waits on the phone and arrives exactly once when the signal returns, and once after a reload', async () => {
  const page = await studentTab('/portal/assignments');
  await page.getByRole('link', { name: PENDING }).first().click();
  await page.getByRole('heading', { level: 1, name: PENDING }).waitFor();
  await keptReleases(page);
  await answersKept(page, 'getAssignment');
  // the hand-ins the API answered, by the key each carried
  const sent: string[] = [];
  page.on('response', (response) => {
    const request = response.request();
    if (request.method() === 'POST' && request.url().endsWith('/cla_submissions')) sent.push(`${response.status()} ${request.headers()['idempotency-key']}`);
  });

  await page.context().setOffline(true);
  await page.getByLabel('Document URL').fill(LINK);
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await page.getByRole('status').filter({ hasText: 'Waiting to send' }).waitFor();
  await page.getByRole('heading', { name: '1 hand-in waiting to send' }).waitFor();
  // still there after the phone reloads the page offline
  await page.reload();
  await page.getByRole('heading', { level: 1, name: PENDING }).waitFor();
  await page
    .getByRole('status')
    .filter({ hasText: `Your link ${LINK} is kept on this device` })
    .waitFor();
  expect(await handedIn(page, PENDING).catch(() => false)).toBe(false);

  await page.context().setOffline(false);
  await toast(page, `Your work for ${PENDING} was sent.`).waitFor();
  await eventually(() => handedIn(page, PENDING), true);
  await page.getByText('You have already submitted this assignment.', { exact: false }).waitFor();
  expect(await page.getByRole('heading', { name: /waiting to send/ }).count()).toBe(0);

  await page.reload();
  await page.getByRole('heading', { level: 1, name: PENDING }).waitFor();
  await page.getByText('You have already submitted this assignment.', { exact: false }).waitFor();
  expect((await keptOnDevice(page)).outbox).toEqual([]);
  expect(sent).toHaveLength(1);
  expect(sent[0]).toMatch(/^201 [0-9a-f-]{36}$/);
});

test('a link waiting on the phone when its session is ended from elsewhere stays there, is said at the login, and goes at the next sign-in', async () => {
  const page = await portal.signedIn(OTHER_STUDENT, { serviceWorkers: 'allow', ownSession: true, at: '/portal/assignments' });
  await page.getByRole('link', { name: PENDING }).first().click();
  await page.getByRole('heading', { level: 1, name: PENDING }).waitFor();
  await keptReleases(page);
  await answersKept(page, 'getAssignment');
  await page.context().setOffline(true);
  await page.getByLabel('Document URL').fill(LINK);
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await page.getByRole('heading', { name: '1 hand-in waiting to send' }).waitFor();

  // signed out from another device meanwhile: the phone's token is no longer accepted
  const token = await page.evaluate(() => sessionStorage.getItem('authToken'));
  expect((await fetch(`${system().apiBaseUrl}/sign_out`, { method: 'POST', headers: { Authorization: `Bearer ${token}` } })).status).toBe(204);
  await page.context().setOffline(false);
  await page.waitForURL('**/login');
  await page.getByRole('status').filter({ hasText: 'Work handed in on this device is still waiting to be sent.' }).waitFor();
  expect((await keptOnDevice(page)).outbox).toEqual([expect.objectContaining({ link: LINK })]);

  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(OTHER_STUDENT);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await toast(page, `Your work for ${PENDING} was sent.`).waitFor();
  await eventually(() => handedIn(page, PENDING), true);
  await eventually(async () => (await keptOnDevice(page)).outbox, []);
});

test('after sign-out, offline, the device shows nothing of the student and its caches hold none of their answers', async () => {
  const page = await studentTab();
  await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
  await keptReleases(page);
  await goToScreen(page, '/portal/grades', 'My Grades');
  await answersKept(page, 'getMyGrades');

  await goToScreen(page, '/portal/profile', 'Profile');
  await page.getByRole('main').getByRole('button', { name: 'Logout' }).click();
  await page.getByRole('alertdialog', { name: 'Log out?' }).getByRole('button', { name: 'Logout' }).click();
  await page.waitForURL('**/login');
  await eventually(async () => Object.keys(await keptOnDevice(page)), []);
  const { urls, text } = await cached(page);
  expect(urls.length).toBeGreaterThan(0);
  expect(urls.filter((url) => url.startsWith(system().apiBaseUrl))).toEqual([]);
  expect(text).not.toContain('Esther');
  expect(text).not.toContain(STUDENT);

  await page.context().setOffline(true);
  for (const address of ['/portal', '/portal/grades']) {
    await page.goto(system().url(address));
    await page.waitForURL('**/login');
    await page.getByRole('button', { name: 'Login' }).waitFor();
    expect(await page.locator('body').textContent()).not.toContain('Esther');
  }
});

test("another person signing in on the phone, the first one's session ended without a sign-out, finds nothing of the first kept", async () => {
  const page = await studentTab('/portal/grades');
  await page.getByRole('heading', { level: 1, name: 'My Grades' }).waitFor();
  await answersKept(page, 'getMyGrades');
  const signedInId = () => page.evaluate((key) => (JSON.parse(sessionStorage.getItem(key) ?? '{}') as { user?: { id: number } }).user?.id, SESSION_COPY_KEY);
  const first = await signedInId();
  expect((await keptOnDevice(page)).owner).toBe(first);

  // the tab forgets the session (it expired) without signing out: what the device kept stays, until someone else signs in
  await page.evaluate(() => {
    sessionStorage.clear();
    localStorage.clear();
  });
  await portal.openSession(page, OTHER_STUDENT, { ownSession: true, at: '/portal/grades' });
  await page.getByRole('heading', { level: 1, name: 'My Grades' }).waitFor();
  const second = await signedInId();
  expect(second).not.toBe(first);
  await eventually(async () => ((await keptOnDevice(page)).answers as { userId?: number } | undefined)?.userId, second);
  const kept = await keptOnDevice(page);
  expect(kept.owner).toBe(second);
  expect(JSON.stringify(kept)).not.toContain(STUDENT);
});

test("a public page read once opens again offline, by its address and from the site's links", async () => {
  const page = await system().newPage({ serviceWorkers: 'allow' });
  await page.goto(system().url('/'));
  await page.locator('main h1').first().waitFor();
  await keptReleases(page);
  await page.goto(system().url('/faq'));
  await page.getByRole('heading', { level: 1, name: 'Frequently asked questions' }).waitFor();
  await page.getByText(FAQ_QUESTION).first().waitFor();
  await page.goto(system().url('/'));
  await page.locator('main h1').first().waitFor();

  await page.context().setOffline(true);
  await page.reload();
  await page.locator('main h1').first().waitFor();
  // a link followed in the page: its content comes from the copy the service worker kept
  await page.getByRole('link', { name: 'FAQs', exact: true }).first().click();
  await page.getByRole('heading', { level: 1, name: 'Frequently asked questions' }).waitFor();
  await page.getByText(FAQ_QUESTION).first().waitFor();
  await page.goto(system().url('/faq'));
  await page.getByText(FAQ_QUESTION).first().waitFor();
});

test('on a phone whose browser asks to save data, a video is a card to tap at its own height, and its player once tapped', async () => {
  const page = await studentTab('/portal/courses');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.addInitScript(() =>
    Object.defineProperty(Navigator.prototype, 'connection', { configurable: true, get: () => ({ saveData: true, effectiveType: '4g' }) }),
  );
  await page.reload();
  await page.getByRole('heading', { level: 1, name: 'Courses' }).waitFor();
  await selectTab(page, 'Active');
  await page.getByRole('button', { name: CURRENT_COURSE, exact: true }).click();
  await page.getByRole('heading', { level: 1, name: CURRENT_COURSE }).waitFor();
  const topic = await expandTopic(page, SEEDED_TOPIC);
  expect(await standInHeights(topic)).toEqual({ video: 315 });
  expect(await topic.locator('[data-embed-kind="video"] iframe').count()).toBe(0);
  // PDFs and slides load as before
  expect(await topic.locator('iframe').count()).toBe(2);
  const load = topic.getByRole('button', { name: /^Load the video here/ });
  const { width } = (await load.boundingBox()) ?? { width: 0 };
  expect(width).toBeLessThanOrEqual(390);
  await load.click();
  const player = topic.locator('[data-embed-kind="video"] iframe');
  await player.waitFor({ state: 'attached' });
  expect(Math.round((await player.boundingBox())?.height ?? 0)).toBe(315);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

/** `npm run release`/`rollback` of the student portal, as an operator runs it, under RELEASES_ROOT. */
function npmRun(args: string[], env: Record<string, string> = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(
      'npm',
      ['run', ...args],
      { cwd: ROOT, env: { ...process.env, ACADEMY_RELEASES_DIR: RELEASES_ROOT, ...env }, maxBuffer: 16 * 1024 * 1024 },
      (error, stdout, stderr) => (error ? reject(new Error(`${stdout}${stderr}`)) : resolve(`${stdout}${stderr}`)),
    );
  });
}

/** The student portal's release the tab runs (its remoteEntry.js records it). */
function runningRelease(page: Page): Promise<string | undefined> {
  return page.evaluate(() => (window as unknown as { __ACADEMY_RELEASES__?: Record<string, string> }).__ACADEMY_RELEASES__?.student_portal);
}

async function keptPortalRelease(page: Page, version: string): Promise<void> {
  await eventually(
    async () => (await page.evaluate(() => caches.keys())).filter((name) => name.startsWith('academy-release:student_portal:')),
    [`academy-release:student_portal:${version}`],
    120_000,
  );
}

test('a release and a rollback of the student portal reach an installed portal at its next navigation, offline too, the old files dropped', async () => {
  const page = await studentTab();
  await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
  await keptReleases(page);
  const before = (await runningRelease(page)) as string;
  await keptPortalRelease(page, before);

  await npmRun(['release', '-w', 'student-portal', '--', '--no-optimization-minimize'], { ACADEMY_RELEASE: 'e2e-offline-portal' });
  await page.reload();
  await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
  expect(await runningRelease(page)).toBe('e2e-offline-portal');
  await keptPortalRelease(page, 'e2e-offline-portal');
  await page.context().setOffline(true);
  await page.reload();
  await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
  expect(await runningRelease(page)).toBe('e2e-offline-portal');
  await page.context().setOffline(false);

  await npmRun(['rollback', '-w', 'student-portal']);
  await page.reload();
  await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
  expect(await runningRelease(page)).toBe(before);
  await keptPortalRelease(page, before);
  await page.context().setOffline(true);
  await page.reload();
  await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
  expect(await runningRelease(page)).toBe(before);
}, 600_000);
