import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { AREAS, type AreaName } from '@academy/platform/areas';
import { distDirOf, PHONE_VIEWPORT, sharedSystem } from '../harness';
import { PUBLIC_PAGES } from '../public-pages';
import { waitUntilLive } from '../support';

const system = sharedSystem();

/** The account screens are public pages too, with their heading and nothing more to check. */
const PAGES = [
  ...PUBLIC_PAGES,
  { path: '/login', heading: 'Login', texts: [] },
  { path: '/JJRSFCLA', heading: 'Create an account', texts: [] },
  { path: '/forgot-password', heading: 'Forgot password', texts: [] },
  // opened from a mail: the server answers the path, the link's token is read in the browser
  { path: '/reset-password?token=from-a-mail', heading: 'Reset password', texts: [] },
];

function main(page: Page) {
  return page.getByRole('main');
}

/** Console errors and warnings, React's hydration reports among them. */
function recordConsole(page: Page): string[] {
  const messages: string[] = [];
  page.on('console', (message) => {
    // a not-found page is answered 404 on purpose: Chromium reports the document's status
    const documentStatus = message.text().startsWith('Failed to load resource') && message.location().url === page.url();
    // the harness blocks the site's service worker (harness.ts, newPage): Playwright's word, not the page's
    const blockedWorker = message.text().startsWith('Service Worker registration blocked by Playwright');
    if ((message.type() === 'error' || message.type() === 'warning') && !documentStatus && !blockedWorker)
      messages.push(`${message.type()}: ${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`));
  return messages;
}

type LayoutShift = { value: number; at: number; moved: string[] };

/**
 * The layout shifts that happen once the page's scripts start on the document, so those of
 * hydration and of the page coming alive. Their first act is a stylesheet (style-loader); until
 * then a slow CPU may paint a half-parsed document whose footer moves as its last lines arrive,
 * which is the parser's progress and is left out.
 */
function recordLayoutShifts(page: Page) {
  return page.addInitScript(() => {
    type Entry = { value: number; startTime: number; sources: { node?: Node }[] };
    const nodeText = (node?: Node) => (node instanceof Element ? node.outerHTML.slice(0, 80) : (node?.textContent?.slice(0, 80) ?? '?'));
    const shifts: LayoutShift[] = [];
    let scriptsStartedAt = Infinity;
    const firstScriptStyle = new MutationObserver((mutations) => {
      const added = mutations.flatMap(({ addedNodes }) => [...addedNodes]);
      if (!added.some((node) => node instanceof HTMLStyleElement && node.id !== 'prerendered-css')) return;
      scriptsStartedAt = performance.now();
      firstScriptStyle.disconnect();
    });
    firstScriptStyle.observe(document, { childList: true, subtree: true });
    new PerformanceObserver((list) => {
      for (const { value, startTime, sources } of list.getEntries() as unknown as Entry[]) {
        if (startTime >= scriptsStartedAt) shifts.push({ value, at: startTime, moved: sources.map(({ node }) => nodeText(node)) });
      }
    }).observe({ type: 'layout-shift' });
    (window as unknown as { layoutShifts: LayoutShift[] }).layoutShifts = shifts;
  });
}

function layoutShifts(page: Page): Promise<LayoutShift[]> {
  return page.evaluate(() => (window as unknown as { layoutShifts: LayoutShift[] }).layoutShifts);
}

test('without JavaScript, every public page arrives with its heading, main text, header and footer', async () => {
  const page = await system().newPage({ javaScriptEnabled: false });
  for (const { path, heading, texts } of PAGES) {
    await page.goto(system().url(path));
    expect([path, await main(page).getByRole('heading', { level: 1 }).textContent()]).toEqual([path, expect.stringMatching(heading)]);
    for (const text of texts) expect(await main(page).getByText(text, { exact: false }).first().isVisible()).toBe(true);
    expect(await page.getByRole('banner').getByRole('link', { name: 'Christian Leadership Academy' }).isVisible()).toBe(true);
    expect(await page.getByRole('contentinfo').getByText('© 2025', { exact: false }).isVisible()).toBe(true);
  }
});

test("a phone without JavaScript reaches every page from the header, and a form sent from it says it needs JavaScript, not 'try again'", async () => {
  const page = await system().newPage({ javaScriptEnabled: false, viewport: PHONE_VIEWPORT });
  await page.goto(system().url('/contact'));
  expect(await page.getByRole('banner').getByRole('link', { name: 'Login' }).isVisible()).toBe(true);
  await main(page).getByLabel('Full name').fill('Kofi Mensah');
  await main(page).getByRole('button', { name: 'Send message' }).click();
  await main(page).getByText('This form needs JavaScript, which this browser does not run, so nothing was sent.', { exact: false }).waitFor();
  expect(await main(page).getByLabel('Full name').inputValue()).toBe('Kofi Mensah');
});

test('with JavaScript, every public page comes alive with no console error, no hydration warning and no layout shift', async () => {
  for (const { path, heading } of PAGES) {
    const page = await system().newPage();
    const messages = recordConsole(page);
    await recordLayoutShifts(page);
    await page.goto(system().url(path));
    await waitUntilLive(page);
    await main(page).getByRole('heading', { level: 1, name: heading }).waitFor();
    expect([path, messages, await layoutShifts(page)]).toEqual([path, [], []]);
    await page.context().close();
  }
});

test('a visitor who holds a session sees Logout in the prerendered header once the page is live', async () => {
  const page = await system().newPage();
  const messages = recordConsole(page);
  await page.addInitScript(() => {
    const session = { token: 'held-token', user: { id: 7, email: 'student@example.org', role: 'student' }, expiresAt: Date.now() + 3_600_000 };
    sessionStorage.setItem('authToken', session.token);
    sessionStorage.setItem('academySession', JSON.stringify(session));
  });
  await page.goto(system().url('/about'));
  const account = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^(Login|Logout)$/ });
  await account.getByText('Logout').waitFor();
  await waitUntilLive(page);
  expect(messages).toEqual([]);
});

test('a link followed after the page is live moves within the app and names the new page', async () => {
  const page = await system().newPage();
  await page.goto(system().url('/'));
  await waitUntilLive(page);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'FAQs', exact: false }).first().click();
  await page.waitForURL(/\/faq$/);
  await main(page).getByRole('heading', { level: 1, name: 'Frequently asked questions' }).waitFor();
  await page.waitForFunction(() => document.title.startsWith('FAQs'));
});

test('the public home loads no data layer: the query library and the API client (the api chunk) wait for a screen that calls the API', async () => {
  const page = await system().newPage();
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(new URL(response.url()).pathname);
  });
  await page.goto(system().url('/'));
  await waitUntilLive(page);
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((script) => /\/api\.[0-9a-f]+\.js$/.test(script))).toEqual([]);
});

test("no area's built code carries the contract's schemas: the front ends take its types only", () => {
  const withSchemas = (Object.keys(AREAS) as AreaName[]).flatMap((area) =>
    fs
      .readdirSync(distDirOf(area), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.js') && fs.readFileSync(path.join(distDirOf(area), file), 'utf8').includes('TypeBox.Kind'))
      .map((file) => `${area}/${file}`),
  );
  expect(withSchemas).toEqual([]);
});
