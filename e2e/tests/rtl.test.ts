/**
 * Right to left: a student's and a facilitator's main screens on a 390 px phone, in English and
 * in Arabic (the portal as it opens for an account whose language is Arabic). In Arabic the page
 * is right to left and its drawer slides in from the right; in both, no screen scrolls sideways
 * and axe finds nothing serious.
 */
import type { Page } from 'playwright-core';
import { sharedSystem } from '../harness';
import { waitUntilSettled } from '../look';
import { FACILITATOR, STUDENT, portalSteps, reopenIn } from '../support';
import { COURSE_DETAILS, at, type Screen } from '../visual-suite';

const system = sharedSystem();
const { signedIn } = portalSteps(system);
const PHONE = { width: 390, height: 844 };

const STUDENT_SCREENS: Screen[] = [
  { name: 'dashboard', open: at('/portal') },
  { name: 'courses', open: at('/portal/courses') },
  COURSE_DETAILS,
  { name: 'assignments', open: at('/portal/assignments') },
  { name: 'grades', open: at('/portal/grades') },
];
const FACILITATOR_SCREENS: Screen[] = [
  { name: 'desk home', open: at('/portal/instructorDesk') },
  { name: 'gradebook', open: at('/portal/gradebook') },
];

/** Where the phone drawer's panel is once the Menu button has opened it; the drawer is closed again. */
async function drawerSide(page: Page): Promise<string> {
  await page.locator('.portal-topbar__menu').click();
  const box = (await page.locator('.portal-drawer__panel').boundingBox())!;
  await page.keyboard.press('Escape');
  await page.locator('.portal-drawer__panel').waitFor({ state: 'detached' });
  if (box.x === 0 && box.width < PHONE.width) return 'left';
  if (box.x > 0 && box.x + box.width === PHONE.width) return 'right';
  return `at ${box.x}-${box.x + box.width}`;
}

/** What is wrong with each screen in the page's language: its direction, a sideways scroll, a serious axe violation. */
async function screenProblems(page: Page, screens: Screen[], direction: 'ltr' | 'rtl'): Promise<string[]> {
  const problems: string[] = [];
  for (const screen of screens) {
    await screen.open(page);
    await waitUntilSettled(page);
    const name = `${screen.name} (${direction})`;
    // an English page leaves its direction to the default, left to right
    const dir = (await page.locator('html').getAttribute('dir')) ?? 'ltr';
    if (dir !== direction) problems.push(`${name}: <html dir="${dir}">`);
    const { scrollWidth, clientWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      clientWidth: document.documentElement.clientWidth,
    }));
    if (scrollWidth > clientWidth) problems.push(`${name}: ${scrollWidth} px wide in a ${clientWidth} px screen`);
    for (const violation of await system().seriousA11yViolations(page)) {
      problems.push(`${name}: axe ${violation.id} (${violation.impact}): ${violation.help} at ${violation.targets.join(', ')}`);
    }
  }
  return problems;
}

async function rightToLeftProblems(email: string, screens: Screen[]): Promise<string[]> {
  const page = await signedIn(email, { viewport: PHONE });
  const english = await screenProblems(page, screens, 'ltr');
  expect(await drawerSide(page)).toBe('left');

  await reopenIn(page, 'ar');
  const arabic = await screenProblems(page, screens, 'rtl');
  expect(await drawerSide(page)).toBe('right');
  return [...english, ...arabic];
}

test('a student in Arabic on a phone: the dashboard, a course, assignments and grades right to left, none scrolling sideways, axe clean', async () => {
  expect(await rightToLeftProblems(STUDENT, STUDENT_SCREENS)).toEqual([]);
});

test('a facilitator in Arabic on a phone: the desk and the gradebook right to left, none scrolling sideways, axe clean', async () => {
  expect(await rightToLeftProblems(FACILITATOR, FACILITATOR_SCREENS)).toEqual([]);
});

test("in Arabic a closed topic's arrow points left, and an e-mail address still reads left to right", async () => {
  const page = await signedIn(STUDENT, { viewport: PHONE, at: '/portal/courses' });
  await reopenIn(page, 'ar');
  await page.locator('.academy-course-button:not(.academy-course-button--locked)').first().click();
  const chevron = page.locator('.academy-topic__chevron').first();
  // mirrored: scaled by -1 along the line
  expect(await chevron.evaluate((element) => getComputedStyle(element).transform)).toBe('matrix(-1, 0, 0, 1, 0, 0)');

  await at('/portal/profile')(page);
  const email = page.locator('dd bdi', { hasText: STUDENT });
  expect(await email.evaluate((element) => getComputedStyle(element).direction)).toBe('ltr');
  expect(await page.evaluate(() => getComputedStyle(document.body).direction)).toBe('rtl');
});

test("in Arabic on a phone, a topic's video waiting for a tap (data saver) and its embeds offline fit the screen right to left, axe clean", async () => {
  const page = await signedIn(STUDENT, { viewport: PHONE, at: '/portal/courses' });
  // the browser asks to save data: the portal's data saver is on by itself
  await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'connection', { configurable: true, get: () => ({ saveData: true }) }));
  await reopenIn(page, 'ar');
  const withTopicOpen: Screen = {
    name: 'course-details, data saver',
    open: async (p) => {
      await COURSE_DETAILS.open(p);
      await p.locator('.academy-topic__toggle').first().click();
      await p.locator('[data-embed-kind="video"] .academy-embed__stand-in').waitFor();
    },
  };
  const offline: Screen = {
    name: 'course-details, offline',
    open: async (p) => {
      await p.context().setOffline(true);
      await p.locator('[data-embed-kind="pdf"] .academy-embed__stand-in').waitFor();
    },
  };
  try {
    expect(await screenProblems(page, [withTopicOpen, offline], 'rtl')).toEqual([]);
    expect(await page.locator('.academy-embed__stand-in').count()).toBe(3);
  } finally {
    await page.context().setOffline(false);
  }
});
