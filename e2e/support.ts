/**
 * Steps the portal browser tests share: sign in through the login form, move inside the
 * single-page app, make one API call fail, read toasts, check accessibility.
 *
 *   const portal = portalSteps(() => system);
 *   const page = await portal.signedIn(STUDENT);
 */
import type { Locator, Page, Route } from 'playwright-core';
import type { SystemView } from './harness';

export const DEMO_PASSWORD = 'academy-demo';
export const STUDENT = 'student@example.org'; // Esther Mensah, cohort 1
export const FACILITATOR = 'facilitator@example.org';

/** The demo student's four dashboard cards, as the seed makes them (api/src/db/seed.ts). */
export const SEEDED_STUDENT_STATS = [
  expect.stringMatching(/^Courses\s+25%\s+1 of 4 completed$/),
  expect.stringMatching(/^Scores\s+89%\s+177 of 200 points$/),
  expect.stringMatching(/^Assignments\s+60%\s+3 of 5 submitted$/),
  expect.stringMatching(/^Attendance\s+100%\s+5 of 5 classes attended$/),
];

/** There is no internet here: embedded players and meeting links get a stand-in page. */
const EXTERNAL_HOSTS = /^https:\/\/(www\.youtube-nocookie\.com|player\.vimeo\.com|docs\.google\.com|www\.w3\.org|zoom\.us)\//;

/**
 * Waits until a public page's code has taken over the prerendered markup (public-site's routes
 * mark the document): before that, the page is shown but clicks and typing do nothing.
 */
export async function waitUntilLive(page: Page): Promise<void> {
  await page.locator('html[data-page-live]').waitFor({ state: 'attached' });
}

/**
 * Clicks a tab and waits until it is the selected one: the router renders a tab change as a
 * transition, so the panel may still show the previous tab when the click returns.
 */
export async function selectTab(page: Page, name: string): Promise<void> {
  await page.getByRole('tab', { name, exact: true }).click();
  await page.getByRole('tab', { name, exact: true, selected: true }).waitFor();
}

export function toast(page: Page, text: string): Locator {
  return page.locator('.Toastify').getByText(text, { exact: true }).first();
}

/** Moves within the single-page app the way a link does (no reload, the session stays in memory). */
export async function goTo(page: Page, pathname: string): Promise<void> {
  await page.evaluate((target) => {
    window.history.pushState({}, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, pathname);
}

export function portalSteps(currentSystem: () => SystemView) {
  const apiBaseUrl = () => currentSystem().apiBaseUrl;

  async function logIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
    const system = currentSystem();
    await page.goto(system.url('/login'));
    await waitUntilLive(page);
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/portal'));
  }

  /** A fresh browser context signed in through the login form. */
  async function signedIn(email: string): Promise<Page> {
    const page = await currentSystem().newPage();
    await page
      .context()
      .route(EXTERNAL_HOSTS, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Stand-in</title><p>Stand-in</p>' }));
    await logIn(page, email);
    return page;
  }

  async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
    expect(await currentSystem().seriousA11yViolations(page)).toEqual([]);
  }

  /**
   * Makes one API call fail: `abort` as if the server were down, `500` as a server error. Other
   * methods on the same path go through. Returns the undo.
   */
  async function failApiCall(page: Page, path: string | RegExp, how: 'abort' | '500', method = 'GET'): Promise<() => Promise<void>> {
    const origin = new URL(currentSystem().url('/')).origin;
    const base = apiBaseUrl();
    const matches = (url: URL) => url.href.startsWith(base) && (typeof path === 'string' ? url.pathname.endsWith(path) : path.test(url.pathname));
    const handler = (route: Route) => {
      if (route.request().method() !== method) return route.continue();
      if (how === 'abort') return route.abort('connectionrefused');
      return route.fulfill({
        status: 500,
        contentType: 'application/json',
        headers: { 'access-control-allow-origin': origin },
        body: JSON.stringify({ error: 'Something went wrong on our side. Please try again.' }),
      });
    };
    await page.route(matches, handler);
    return () => page.unroute(matches, handler);
  }

  return { apiBaseUrl, logIn, signedIn, expectNoSeriousA11yViolations, failApiCall };
}
