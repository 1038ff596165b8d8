/**
 * Releasing one area while the system runs (docs/operations.md, "Releases and rollback"): the
 * servers are started once and never again; `npm run release` and `npm run rollback` switch what
 * they serve. Each test builds the student portal once, unminified (minifying changes no behaviour
 * and takes most of a build's time).
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { systemPerFile } from '../harness';
import { STUDENT, portalSteps } from '../support';

const ROOT = path.resolve(__dirname, '..', '..');
const RELEASES_ROOT = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-releases-'));
const BUILD_ARGS = ['--no-optimization-minimize'];

const system = systemPerFile({ releasesRoot: RELEASES_ROOT });
const portal = portalSteps(system);

afterAll(() => fs.rmSync(RELEASES_ROOT, { recursive: true, force: true }));

interface Outcome {
  code: number;
  output: string;
}

/** `npm run <script>` in `cwd` (the root, with `-w <area>`, as an operator runs it), releasing under RELEASES_ROOT. */
function npmRun(args: string[], { cwd = ROOT, env = {} }: { cwd?: string; env?: Record<string, string> } = {}): Promise<Outcome> {
  return new Promise((resolve) => {
    execFile(
      'npm',
      ['run', ...args],
      { cwd, env: { ...process.env, ACADEMY_RELEASES_DIR: RELEASES_ROOT, ...env }, maxBuffer: 16 * 1024 * 1024 },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, output: `${stdout}${stderr}` }),
    );
  });
}

/** The student portal's release this tab runs (its remoteEntry.js records it). */
function runningRelease(page: Page): Promise<string | undefined> {
  return page.evaluate(() => (window as unknown as { __ACADEMY_RELEASES__?: Record<string, string> }).__ACADEMY_RELEASES__?.student_portal);
}

async function liveRelease(): Promise<string> {
  const response = await fetch(`${system().origins['student-portal']}/release.json`);
  return ((await response.json()) as { version: string }).version;
}

/** Opens a screen from the portal's navigation and waits for its heading. */
async function openScreen(page: Page, link: string, heading: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Portal' }).getByRole('link', { name: link, exact: true }).click();
  await page.getByRole('heading', { name: heading, exact: true }).first().waitFor();
}

/** The student portal's scripts a page loaded, by address. */
function recordPortalScripts(page: Page): Set<string> {
  const scripts = new Set<string>();
  page.on('response', (response) => {
    if (response.url().startsWith(system().origins['student-portal']) && response.url().endsWith('.js')) scripts.add(response.url());
  });
  return scripts;
}

/** Answers the student portal's content-hashed scripts with 404 while `missing()` says they are. */
async function withholdPortalChunks(page: Page, missing: () => boolean): Promise<void> {
  await page.route(
    (url) => url.origin === system().origins['student-portal'] && /\.[0-9a-f]{8}\.js$/.test(url.pathname),
    (route) => (missing() ? route.fulfill({ status: 404, body: 'Not found' }) : route.continue()),
  );
}

/** How many documents the tab has asked for since this was called. */
function countDocuments(page: Page): () => number {
  let documents = 0;
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) documents += 1;
  });
  return () => documents;
}

test('code that cannot load reloads the page once at the same address; failing again, the area says so instead of reloading on', async () => {
  const tab = await portal.signedIn(STUDENT);
  const documents = countDocuments(tab);
  // missing for the whole first page (preloads and retries included), there again after the reload
  await withholdPortalChunks(tab, () => documents() < 2);
  await tab.goto(system().url('/portal/courses'));
  await tab.getByRole('heading', { name: 'Courses', exact: true }).first().waitFor();
  // documents asked for, not load events: the reload can leave before the first page's load event
  expect(documents()).toBe(2);
  expect(new URL(tab.url()).pathname).toBe('/portal/courses');
  expect(await tab.getByRole('alert').count()).toBe(0);

  const other = await portal.signedIn(STUDENT);
  await withholdPortalChunks(other, () => true);
  // documents asked for, not load events: the error screen can be up before the reload's load event
  const otherDocuments = countDocuments(other);
  await other.goto(system().url('/portal/grades'));
  await other.getByRole('alert').filter({ hasText: 'This part of the site could not be loaded.' }).waitFor();
  await other.getByRole('button', { name: 'Retry' }).waitFor();
  expect(otherDocuments()).toBe(2);
});

// The alternate build stands for a student portal built against another surface of the session
// store: its remoteEntry.js provides and requires that surface, as such a build's would.
test("a portal needing another session store than the page provides is refused before it renders: one reload, then the reason and Reload, which keeps the visitor's place", async () => {
  const store = '@academy/shared/session/store';
  const { shared } = JSON.parse(fs.readFileSync(path.join(ROOT, 'student-portal', 'dist', 'release.json'), 'utf8')) as {
    shared: Record<string, { version: string }>;
  };
  const built = shared[store]?.version as string;
  const alternate = await system().serveAlternateBuild('student-portal', (file, content) =>
    file.endsWith('.js') ? content.split(built).join(`${built.split('-surface-')[0]}-surface-0ther5urface0`) : content,
  );
  const tab = await portal.signedIn(STUDENT);
  const documents = countDocuments(tab);
  system().pointRemoteAt('student-portal', alternate.remoteEntryUrl);
  try {
    await tab.goto(system().url('/portal/courses?view=all'));
    const alert = tab.getByRole('alert').filter({ hasText: 'This part of the site could not be loaded.' });
    await alert.waitFor();
    expect(await alert.textContent()).toContain(
      'It was released for another version of the sign-in module (session store) than this page has. Reload the page to get the matching version.',
    );
    // one reload on its own first (it would have brought a matching shell), then the reason
    expect(documents()).toBe(2);
    await tab.getByRole('navigation', { name: 'Portal' }).waitFor();
    expect(await tab.getByRole('button', { name: 'Retry' }).count()).toBe(0);

    // the matching release is live again: Reload brings the visitor back where they were, working
    system().pointRemoteAt('student-portal', `${system().origins['student-portal']}/remoteEntry.js`);
    await alert.getByRole('button', { name: 'Reload' }).click();
    await tab.getByRole('heading', { name: 'Courses', exact: true }).first().waitFor();
    expect(documents()).toBe(3);
    expect(new URL(tab.url())).toMatchObject({ pathname: '/portal/courses', search: '?view=all' });
    expect(await tab.getByRole('alert').count()).toBe(0);
  } finally {
    system().pointRemoteAt('student-portal', `${system().origins['student-portal']}/remoteEntry.js`);
    await alternate.stop();
  }
});

test('a release reaches new tabs while an open tab keeps working on its own, moves on at a later navigation, and a rollback brings the old one back', async () => {
  const tab = await portal.signedIn(STUDENT);
  const loaded = recordPortalScripts(tab);
  // the signed-in page loaded its scripts before they were recorded: once more, recorded
  await tab.reload();
  await openScreen(tab, 'Dashboard', 'Dashboard');
  const before = await runningRelease(tab);
  expect(before).toBe(await liveRelease());

  const released = await npmRun(['release', '-w', 'student-portal', '--', ...BUILD_ARGS], { env: { ACADEMY_RELEASE: 'e2e-changed-portal' } });
  expect(released).toEqual({ code: 0, output: expect.stringContaining('student-portal: release e2e-changed-portal is live') });
  expect(await liveRelease()).toBe('e2e-changed-portal');

  // the open tab goes on through three screens it had not opened, still on its own release
  await openScreen(tab, 'Courses', 'Courses');
  await openScreen(tab, 'My Grades', 'My Grades');
  await openScreen(tab, 'Live Classes', 'Live Classes');
  expect(await runningRelease(tab)).toBe(before);
  expect(await tab.getByRole('alert').count()).toBe(0);
  // every content-hashed file it loaded from the earlier release is still served
  const hashed = [...loaded].filter((url) => /\.[0-9a-f]{8}\.js$/.test(url));
  expect(hashed.length).toBeGreaterThan(0);
  for (const url of hashed) expect((await fetch(url)).status).toBe(200);

  const newTab = await portal.signedIn(STUDENT);
  await openScreen(newTab, 'Courses', 'Courses');
  expect(await runningRelease(newTab)).toBe('e2e-changed-portal');

  // shown again, the open tab finds the new release; a later navigation of its loads in full, on it
  const checked = tab.waitForResponse((response) => response.url() === `${system().origins['student-portal']}/release.json`);
  await tab.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await checked;
  const fullLoad = tab.waitForEvent('load', { timeout: 60_000 });
  let loadedInFull = false;
  void fullLoad.then(() => (loadedInFull = true));
  const screens = ['Profile', 'Dashboard'];
  let shown = 'Dashboard';
  for (let step = 0; step < 6 && !loadedInFull; step++) {
    shown = screens[step % 2] as string;
    await openScreen(tab, shown, shown);
  }
  await fullLoad;
  await tab.getByRole('heading', { name: shown, exact: true }).first().waitFor();
  expect(await runningRelease(tab)).toBe('e2e-changed-portal');

  const rolledBack = await npmRun(['rollback', '-w', 'student-portal']);
  expect(rolledBack).toEqual({ code: 0, output: expect.stringContaining(`student-portal: release ${before} is live again`) });
  expect(await liveRelease()).toBe(before);
  const afterRollback = await portal.signedIn(STUDENT);
  await openScreen(afterRollback, 'Courses', 'Courses');
  expect(await runningRelease(afterRollback)).toBe(before);
}, 600_000);

test('a student portal built against a session store the live shell does not provide is refused, naming the module', async () => {
  // a copy of the portal whose @academy/shared is a copy with one export added to the session store
  const portalCopy = fs.mkdtempSync(path.join(ROOT, '.redeploy-student-portal-'));
  const sharedCopy = fs.mkdtempSync(path.join(ROOT, '.redeploy-shared-'));
  try {
    const withoutBuilds = (from: string) => (source: string) => !['dist', 'node_modules'].includes(path.relative(from, source));
    fs.cpSync(path.join(ROOT, 'student-portal'), portalCopy, { recursive: true, filter: withoutBuilds(path.join(ROOT, 'student-portal')) });
    fs.cpSync(path.join(ROOT, 'shared'), sharedCopy, { recursive: true, filter: withoutBuilds(path.join(ROOT, 'shared')) });
    fs.appendFileSync(path.join(sharedCopy, 'src/session/store.ts'), "\nexport const SESSION_FORMAT = 'two';\n");
    fs.mkdirSync(path.join(portalCopy, 'node_modules', '@academy'), { recursive: true });
    fs.symlinkSync(sharedCopy, path.join(portalCopy, 'node_modules', '@academy', 'shared'));
    const live = await liveRelease();

    const refused = await npmRun(['release', '--', ...BUILD_ARGS], { cwd: portalCopy, env: { ACADEMY_RELEASE: 'e2e-incompatible-portal' } });
    expect(refused.code).not.toBe(0);
    expect(refused.output).toContain('student-portal e2e-incompatible-portal was not released');
    expect(refused.output).toMatch(
      /@academy\/shared\/session\/store: this student-portal needs 1\.0\.0-surface-\w+, and the live shell provides 1\.0\.0-surface-\w+/,
    );
    expect(await liveRelease()).toBe(live);
    expect(fs.existsSync(path.join(RELEASES_ROOT, 'student-portal', 'versions', 'e2e-incompatible-portal'))).toBe(false);
  } finally {
    fs.rmSync(portalCopy, { recursive: true, force: true });
    fs.rmSync(sharedCopy, { recursive: true, force: true });
  }
}, 600_000);
