/**
 * What the visual test files share: the shared system (demo data, today pinned to one day) seen
 * with the browser clock pinned to the same day, and a walk through screens that checks each in
 * every look (look.ts).
 *
 *   const { stillPage, signedInStillPage, checkScreens } = visualSuite();
 *   await checkScreens(await signedInStillPage(STUDENT), 'student', [{ name: 'dashboard', open: at('/portal/dashboard') }]);
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { SHARED_SYSTEM_TODAY, sharedSystem } from './harness';
import { BASELINE_DIR, COLOUR_RULES, LOOKS, UPDATING_BASELINES, applyLook, compareWithBaseline, makeStill, serifFallbacks, waitUntilSettled } from './look';
import { goTo, portalSteps, reopenIn } from './support';

export const SCREEN_TIMEOUT_MS = 20 * 60_000;

export interface Screen {
  name: string;
  /** Brings the page from the previous screen to this one. */
  open: (page: Page) => Promise<void>;
  /** What changes from run to run (a certificate's random code, the day it was issued). */
  mask?: (page: Page) => Locator[];
  /**
   * The screen in another language than English (`'fr'`, `'ar'`), as the portal shows it to an
   * account in that language: checked at the phone and desktop widths in the light scheme (a
   * language changes words and direction, not colours), its baselines named `<screen>-<language>`.
   */
  locale?: string;
}

const LANGUAGE_LOOKS = LOOKS.filter((look) => look.audit === 'all');

/**
 * Runs `move` and waits until the screen it leads to has replaced the one before (a new h1): the
 * router renders a navigation as a transition, so the old screen can still show after the URL changed.
 */
async function toNewScreen(page: Page, move: () => Promise<void>): Promise<void> {
  const before = await page.evaluateHandle(() => document.querySelector('h1'));
  await move();
  await page.waitForFunction((old) => {
    const heading = document.querySelector('h1');
    return heading !== null && heading !== old;
  }, before);
}

export const at = (pathname: string) => async (page: Page) => {
  if (await page.evaluate((target) => window.location.pathname === target, pathname)) return;
  await toNewScreen(page, () => goTo(page, pathname));
};

export async function clickThrough(page: Page, target: Locator, urlPattern: RegExp): Promise<void> {
  await toNewScreen(page, async () => {
    await target.first().click();
    await page.waitForURL(urlPattern);
  });
}

/** Both roles reach these from the list before them: the first open course, the first assignment. */
export const COURSE_DETAILS: Screen = {
  name: 'course-details',
  open: (p) => clickThrough(p, p.locator('.academy-course-button:not(.academy-course-button--locked)'), /\/portal\/courses\/\d+$/),
};
export const ASSIGNMENT_DETAILS: Screen = {
  name: 'assignment-details',
  open: (p) => clickThrough(p, p.locator('.academy-assignments__item'), /\/portal\/assignments\/\d+$/),
};

/** The README shows these baselines (`readmeScreens`) at phone and desktop widths, light and dark. */
function publishReadmeScreenshots(readmeScreens: string[]): void {
  const target = path.resolve(__dirname, '../docs/screenshots');
  fs.mkdirSync(target, { recursive: true });
  for (const screen of readmeScreens) {
    for (const look of LOOKS.filter((candidate) => candidate.audit)) {
      fs.copyFileSync(path.join(BASELINE_DIR, `${screen}--${look.name}.png`), path.join(target, `${screen}--${look.name}.png`));
    }
  }
}

export function visualSuite({ readmeScreens = [] }: { readmeScreens?: string[] } = {}) {
  const system = sharedSystem();
  const { openSession } = portalSteps(system);

  afterAll(() => {
    if (UPDATING_BASELINES) publishReadmeScreenshots(readmeScreens);
  });

  /** A page in a fresh context, its clock stopped at a fixed moment of the demo data's day. */
  async function stillPage(): Promise<Page> {
    const page = await system().newPage({ timezoneId: 'UTC', locale: 'en-US', reducedMotion: 'reduce' });
    await page.clock.setFixedTime(new Date(`${SHARED_SYSTEM_TODAY}T10:00:00Z`));
    return page;
  }

  async function signedInStillPage(email: string): Promise<Page> {
    const page = await stillPage();
    await openSession(page, email);
    await makeStill(page);
    return page;
  }

  /** The page in `locale`, opened anew (and made still again) when it is in another. */
  async function showIn(page: Page, locale: string): Promise<void> {
    if ((await page.locator('html').getAttribute('lang')) === locale) return;
    await reopenIn(page, locale);
    await makeStill(page);
  }

  /** Checks each screen in each look; reports every problem found, not only the first. */
  async function checkScreens(page: Page, area: string, screens: Screen[]): Promise<void> {
    const problems: string[] = [];
    for (const screen of screens) {
      await applyLook(page, LOOKS[LOOKS.length - 1]!);
      await showIn(page, screen.locale ?? 'en');
      await screen.open(page);
      for (const look of screen.locale ? LANGUAGE_LOOKS : LOOKS) {
        await applyLook(page, look);
        await waitUntilSettled(page);
        const name = `${area}-${screen.name}${screen.locale ? `-${screen.locale}` : ''}--${look.name}`;
        if (look.audit === 'all') {
          for (const font of await serifFallbacks(page)) problems.push(`${name}: serif fallback in ${font}`);
        }
        if (look.audit) {
          for (const violation of await system().a11yViolations(page, look.audit === 'colours' ? COLOUR_RULES : undefined)) {
            problems.push(`${name}: axe ${violation.id} (${violation.impact}): ${violation.help} at ${violation.targets.join(', ')}`);
          }
        }
        const difference = await compareWithBaseline(page, name, screen.mask?.(page));
        if (difference) problems.push(difference);
      }
    }
    expect(problems).toEqual([]);
  }

  return { system, stillPage, signedInStillPage, checkScreens };
}
