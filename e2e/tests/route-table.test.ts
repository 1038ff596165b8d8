/**
 * Every screen of the portal's route table (shared/src/routing/portal-screens), for every role that
 * has it, on a 390 px phone: the top bar and the tab (its one <title>) name the screen, the page does not scroll
 * sideways, and axe finds no violation. Beside it: what a phone and a first visit rely on (the
 * home title's contrast, a login sent before the page came alive or without scripts, the notifications panel).
 */
import type { Page, Route } from 'playwright-core';
import type { RoleName } from '@academy/shared/domain/types';
import sharedEnglish from '@academy/shared/locales/en.json';
import { portalPageTitle } from '@academy/shared/routing/portal-nav';
import { PORTAL_SCREENS, portalPath, portalScreenIds, type PortalScreenId } from '@academy/shared/routing/portal-screens';
import { sharedSystem } from '../harness';
import { FACILITATOR, goTo, portalSteps, STUDENT, waitForTopBarTitle } from '../support';

const system = sharedSystem();
const { signedIn } = portalSteps(system);
const ADMIN = 'admin@example.org';
const ACADEMY = 'Christian Leadership Academy';
const PHONE_390 = { width: 390, height: 844 };

/** An id for each `:id` screen the role reads, from the API as the role sees it. */
async function screenParams(page: Page): Promise<Partial<Record<PortalScreenId, { id: number }>>> {
  const apiBaseUrl = system().apiBaseUrl;
  const { token, user } = await page.evaluate(() => JSON.parse(sessionStorage.getItem('academySession') ?? '{}') as { token: string; user: { id: number } });
  const first = async (path: string) => {
    const response = await fetch(`${apiBaseUrl}${path}`, { headers: { Authorization: `Bearer ${token}` } });
    const list = (response.ok ? await response.json() : []) as { id: number }[];
    return list[0] ? { id: list[0].id } : undefined;
  };
  return {
    courseDetails: await first('/cla_courses'),
    assignmentDetails: await first('/cla_assignments'),
    submission: await first(`/cla_submissions?cla_user_id=${user.id}`),
  };
}

async function checkScreen(page: Page, role: RoleName, path: string): Promise<string[]> {
  // opened by its address, a form is named for adding ('Create Course'), as its heading names it
  const title = sharedEnglish[portalPageTitle(role, path)];
  await goTo(page, path);
  const bar = await waitForTopBarTitle(page, title);
  const problems: string[] = [];
  const heading = await page
    .getByRole('heading', { level: 1 })
    .first()
    .waitFor({ timeout: 10_000 })
    .then(() => true)
    .catch(() => false);
  if (!heading) problems.push(`${path}: no heading`);
  await page.waitForLoadState('networkidle');
  const tab = await page.title();
  if (tab !== `${title} | ${ACADEMY}`) problems.push(`${path}: tab title "${tab}"`);
  const titles = await page.locator('title').count();
  if (titles !== 1) problems.push(`${path}: ${titles} <title> elements`);
  const barBox = await bar.boundingBox();
  const fitsBar = await bar.evaluate((element) => element.scrollWidth <= element.clientWidth);
  if (!barBox || !fitsBar) problems.push(`${path}: the top bar cuts "${title}"`);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  if (width > PHONE_390.width) problems.push(`${path}: the page is ${width} px wide`);
  for (const violation of await system().a11yViolations(page)) {
    problems.push(`${path}: axe ${violation.id} (${violation.impact}) at ${violation.targets.join(', ')}`);
  }
  return problems;
}

for (const [role, email] of [
  ['student', STUDENT],
  ['facilitator', FACILITATOR],
  ['admin', ADMIN],
] as const) {
  test(`${role}: every screen of the route table is named in the top bar and the tab, fits 390 px and passes axe`, async () => {
    const page = await signedIn(email);
    await page.setViewportSize(PHONE_390);
    const params = await screenParams(page);
    const problems: string[] = [];
    for (const id of portalScreenIds(role)) {
      const needs = PORTAL_SCREENS[id].path.includes(':');
      const screenParams = params[id];
      if (needs && !screenParams) continue;
      problems.push(...(await checkScreen(page, role, portalPath(id, screenParams ?? {}))));
    }
    expect(problems).toEqual([]);
  });
}

/** WCAG's contrast ratio of two 'rgb(r, g, b)' colours. */
function contrast(a: string, b: string): number {
  const luminance = (color: string) => {
    const [r, g, bl] = (color.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map((value) => {
      const channel = Number(value) / 255;
      return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

test.each(['light', 'dark'] as const)("%s: the home page's title stands out from the navy hero (at least 4.5:1)", async (colorScheme) => {
  const page = await system().newPage({ colorScheme });
  await page.goto(system().url('/'));
  const colours = await page.locator('.ps-home__title').evaluate((title) => {
    const probe = document.createElement('div');
    title.parentElement!.append(probe);
    const result = ['--color-brand', '--color-brand-strong'].map((token) => {
      probe.style.backgroundColor = `var(${token})`;
      return getComputedStyle(probe).backgroundColor;
    });
    probe.remove();
    return { text: getComputedStyle(title).color, backgrounds: result };
  });
  for (const background of colours.backgrounds) expect(contrast(colours.text, background)).toBeGreaterThanOrEqual(4.5);
});

test('a login posted before the scripts ran keeps the e-mail and says to try again', async () => {
  const page = await system().newPage({ javaScriptEnabled: false });
  await page.goto(system().url('/login'));
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(STUDENT);
  await page.getByLabel('Password', { exact: true }).fill('academy-demo');
  await page.getByRole('button', { name: 'Login' }).click();
  await page.getByText('nothing was sent', { exact: false }).waitFor();
  expect(await page.getByRole('textbox', { name: 'Email', exact: true }).inputValue()).toBe(STUDENT);
  expect(await page.getByLabel('Password', { exact: true }).inputValue()).toBe('');
});

test('a contact message posted before the scripts ran comes back as typed, saying it was not sent', async () => {
  const page = await system().newPage({ javaScriptEnabled: false });
  await page.goto(system().url('/contact'));
  const typed = { 'Full name': 'Ama Boateng', Email: 'ama@example.org', 'WhatsApp number': '+233 20 555 0100', Message: 'When does the next intake start?' };
  for (const [label, text] of Object.entries(typed)) await page.getByLabel(label, { exact: false }).first().fill(text);
  await page.getByRole('button', { name: 'Send message' }).click();
  await page.getByText('nothing was sent', { exact: false }).waitFor();
  for (const [label, text] of Object.entries(typed)) expect(await page.getByLabel(label, { exact: false }).first().inputValue()).toBe(text);
});

test('a login typed, ticked and sent before the page came alive is sent as typed once it is', async () => {
  const page = await system().newPage();
  // the shell's own scripts run; the public site's, which bring the login form to life, wait
  const shell = new URL(system().url('/')).origin;
  const held: Route[] = [];
  let holding = true;
  await page.route('**/*.js', (route) => (holding && new URL(route.request().url()).origin !== shell ? void held.push(route) : route.continue()));
  await page.goto(system().url('/login'), { waitUntil: 'domcontentloaded' });
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(STUDENT);
  await page.getByLabel('Password', { exact: true }).fill('academy-demo');
  await page.getByLabel('Remember me').check();
  await page.getByRole('button', { name: 'Login' }).click();
  expect(held.length).toBeGreaterThan(0);
  holding = false;
  for (const route of held) await route.continue();
  await page.waitForURL((url) => url.pathname.startsWith('/portal'));
  // Remember me ticked: the session is kept beyond the tab, in local storage
  expect(await page.evaluate(() => localStorage.getItem('academySession'))).toContain(STUDENT);
});

test('FAQ without scripts: every answer can be read', async () => {
  const page = await system().newPage({ javaScriptEnabled: false });
  await page.goto(system().url('/faq'));
  const answers = page.locator('.ps-faq__answer');
  expect(await answers.count()).toBeGreaterThan(0);
  for (const answer of await answers.all()) expect(await answer.isVisible()).toBe(true);
});

test("phone: the menu and an FAQ question pressed before the page's code arrived open once it has", async () => {
  const page = await system().newPage({ viewport: PHONE_390, isMobile: true, hasTouch: true });
  // no script arrives but the document's own: the page is shown, nothing of it runs yet
  const held: Route[] = [];
  let holding = true;
  await page.route('**/*.js', (route) => (holding ? void held.push(route) : route.continue()));
  // (a deferred script that has not arrived holds DOMContentLoaded back)
  await page.goto(system().url('/faq'), { waitUntil: 'commit' });
  const menu = page.getByRole('button', { name: 'Menu' });
  await menu.click();
  await menu.click();
  const question = page.locator('.ps-faq__button').first();
  await question.click();
  expect([await menu.getAttribute('aria-expanded'), await question.getAttribute('aria-expanded')]).toEqual(['false', 'false']);
  holding = false;
  for (const route of held) await route.continue();
  await page.locator('html[data-page-live]').waitFor({ state: 'attached' });
  expect(await menu.getAttribute('aria-expanded')).toBe('true');
  expect(await question.getAttribute('aria-expanded')).toBe('true');
  expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(true);
});

test('phone: the notifications panel lies inside a 390 px screen and gives focus back to the bell', async () => {
  const page = await signedIn(STUDENT);
  await page.setViewportSize(PHONE_390);
  const bell = page.getByRole('button', { name: /^Notifications/ });
  await bell.click();
  const panel = page.getByRole('region', { name: 'Notifications', exact: true });
  await panel.waitFor();
  const box = await panel.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= PHONE_390.width).toBe(true);
  expect(await panel.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await panel.waitFor({ state: 'detached' });
  expect(await bell.evaluate((element) => element === document.activeElement)).toBe(true);
});
