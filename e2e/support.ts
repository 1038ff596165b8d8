/**
 * Steps the portal browser tests share: sign in (through the API, or through the login form where
 * the form is what a test proves), move inside the single-page app, make one API call fail, read
 * toasts, check accessibility.
 *
 *   const portal = portalSteps(() => system);
 *   const page = await portal.signedIn(STUDENT);
 */
import { buffer } from 'node:stream/consumers';
import type { BrowserContextOptions, Download, Locator, Page, Route } from 'playwright-core';
import type { SystemView } from './harness';
import type { RoleName } from '@academy/contract/rules/roles';
import { SESSION_LIFETIME_MS } from '@academy/contract/rules/session';
import { landingPathFor } from '@academy/shared/routing/account-routes';
// where the portal keeps the session in the tab, as shared/src/session/store.ts writes it after a login
import { AUTH_TOKEN_KEY, SESSION_COPY_KEY } from '@academy/shared/session/stored-session';

export const DEMO_PASSWORD = 'academy-demo';
export const STUDENT = 'student@example.org'; // Esther Mensah, cohort 1
export const FACILITATOR = 'facilitator@example.org';

/** The demo student's four dashboard cards, as the seed makes them (api/src/db/seed.ts). */
export const SEEDED_STUDENT_STATS = [
  expect.stringMatching(/^Courses\s+25%\s+1 of 4 completed$/),
  // the weighted total beside the score: every course weighs assignments only in the demo
  expect.stringMatching(/^Scores\s+89%\s+177 of 200 points\s+Weighted total: 89% \(assignments count 100%, attendance 0%\)$/),
  expect.stringMatching(/^Assignments\s+60%\s+3 of 5 submitted$/),
  expect.stringMatching(/^Attendance\s+100%\s+5 of 5 classes attended$/),
];

interface SessionOptions {
  /** A session of the page's own instead of the file's one for this user. */
  ownSession?: boolean;
  /** The path to open signed in, instead of the role's landing page. */
  at?: string;
}

interface Session {
  token: string;
  user: { cla_role_name: RoleName };
}

/** What a download brought, read from the run's browser (a connected browser keeps the file to itself). */
export async function downloadedBytes(download: Download): Promise<Buffer> {
  return buffer(await download.createReadStream());
}

/**
 * Waits until a public page's code has taken over the prerendered markup (public-site's routes
 * mark the document): before that, the page is shown, links load their page anew, what is typed
 * is kept and a form sent is held, but other buttons (the menu's, Show password) do nothing.
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

/**
 * Opens the signed-in page anew as the portal opens for an account whose language is `locale`
 * (Profile's setting, `'en'` for English), and waits for its screen: the tab's copy of the session
 * says it, and the account itself, which other files read on the shared system, keeps its own.
 */
export async function reopenIn(page: Page, locale: string): Promise<void> {
  await page.evaluate(
    ({ key, locale }) => {
      const copy = JSON.parse(sessionStorage.getItem(key) ?? 'null') as { user: object } | null;
      if (!copy) throw new Error('the page is not signed in');
      sessionStorage.setItem(key, JSON.stringify({ ...copy, user: { ...copy.user, locale } }));
    },
    { key: SESSION_COPY_KEY, locale },
  );
  await page.reload();
  await page.locator(`html[lang="${locale}"]`).waitFor({ state: 'attached' });
  await page.locator('h1').first().waitFor();
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

/**
 * goTo, then waits for the screen's heading: until its code has arrived the move is a pending
 * transition and the screen before stays shown, so a field both screens have (a Cohort filter)
 * would still be the old screen's.
 */
export async function goToScreen(page: Page, pathname: string, heading: string): Promise<void> {
  await goTo(page, pathname);
  await page.getByRole('heading', { level: 1, name: heading, exact: true }).waitFor();
}

/**
 * Waits until the portal's top bar names the page `title` and returns the bar's title: the title
 * follows the route once the new screen's code has arrived and it renders, after the address changed.
 */
export async function waitForTopBarTitle(page: Page, title: string): Promise<Locator> {
  const bar = page.locator('.portal-topbar__title');
  await bar.filter({ hasText: new RegExp(`^${title.replace(/[()]/g, '\\$&')}$`) }).waitFor();
  return bar;
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

  // one session per user for the file's tests: a sign-in costs a password check on the server
  const sessions = new Map<string, Session>();

  async function stillAccepted({ token }: Session): Promise<boolean> {
    return (await fetch(`${apiBaseUrl()}/sessions`, { headers: { Authorization: `Bearer ${token}` } })).ok;
  }

  /** A new session through the API's sign-in, as the login form asks for it from this browser. */
  async function newSession(page: Page, email: string): Promise<Session> {
    const response = await fetch(`${apiBaseUrl()}/sign_in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': await page.evaluate(() => navigator.userAgent) },
      body: JSON.stringify({ user: { email, password: DEMO_PASSWORD, remember_me: false } }),
    });
    if (!response.ok) throw new Error(`the sign-in of ${email} through the API answered ${response.status}`);
    return (await response.json()) as Session;
  }

  /**
   * Signs the page in as the login form would, without the form: the file's session of this user
   * (a new one with `ownSession`, or when the server no longer accepts it) goes into the tab's
   * storage, and the page opens where the form lands that role, or at `at` (a path of the shell).
   */
  async function openSession(page: Page, email: string, { ownSession = false, at }: SessionOptions = {}): Promise<void> {
    const known = ownSession ? undefined : sessions.get(email);
    const session = known && (await stillAccepted(known)) ? known : await newSession(page, email);
    if (!ownSession) sessions.set(email, session);
    const target = currentSystem().url(at ?? landingPathFor(session.user));
    // stored as the shell's document opens, before the portal's code reads it: no other page to load first
    const storing = await page.addInitScript(
      ({ origin, keys, ttl, token, user }) => {
        if (window !== window.top || window.location.origin !== origin) return;
        sessionStorage.setItem(keys.token, token);
        sessionStorage.setItem(keys.copy, JSON.stringify({ token, user, expiresAt: Date.now() + ttl }));
      },
      { origin: new URL(target).origin, keys: { token: AUTH_TOKEN_KEY, copy: SESSION_COPY_KEY }, ttl: SESSION_LIFETIME_MS, ...session },
    );
    await page.goto(target);
    await storing.dispose();
  }

  /**
   * A fresh browser context signed in through the API (`openSession`): for tests that are not
   * about the login form. `ownSession` gives the page a session of its own, as another device
   * has, and the user's data as they are now (the file's session keeps the user's data of its
   * sign-in): for tests about sessions, or that change the user they sign in as. `at` opens that
   * path instead of the landing page, for a test about another screen.
   */
  async function signedIn(email: string, { ownSession = false, at, ...contextOptions }: BrowserContextOptions & SessionOptions = {}): Promise<Page> {
    const page = await currentSystem().newPage(contextOptions);
    await openSession(page, email, { ownSession, ...(at ? { at } : {}) });
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

  return { apiBaseUrl, logIn, openSession, signedIn, expectNoSeriousA11yViolations, failApiCall };
}
