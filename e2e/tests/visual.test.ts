/**
 * Every screen in every look (phone, tablet and desktop widths; light and dark): a screenshot
 * compared with its committed baseline, and at phone and desktop widths no serif font fallback
 * and no axe violation of any impact. The API's today (so its demo data) and the browser clock are
 * pinned to one day, so the screenshots do not change with the date.
 *
 *   npx jest -c e2e/jest.config.js --runInBand visual                     # compare
 *   UPDATE_BASELINES=1 npx jest -c e2e/jest.config.js --runInBand visual  # rewrite the baselines
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { systemPerFile } from '../harness';
import { BASELINE_DIR, LOOKS, UPDATING_BASELINES, applyLook, compareWithBaseline, makeStill, serifFallbacks, waitUntilSettled } from '../look';
import { FACILITATOR, STUDENT, goTo, portalSteps } from '../support';

const DEMO_TODAY = '2026-03-16';
const system = systemPerFile({ fixedToday: DEMO_TODAY });
const { logIn } = portalSteps(system);
const GRADUATE = 'graduate@example.org';
const SCREEN_TIMEOUT_MS = 20 * 60_000;

interface Screen {
  name: string;
  /** Brings the page from the previous screen to this one. */
  open: (page: Page) => Promise<void>;
  /** What changes from run to run (a certificate's random code, the day it was issued). */
  mask?: (page: Page) => Locator[];
}

const at = (pathname: string) => (page: Page) => goTo(page, pathname);

async function clickThrough(page: Page, target: Locator, urlPattern: RegExp): Promise<void> {
  await target.first().click();
  await page.waitForURL(urlPattern);
}

/** A page in a fresh context, its clock stopped at a fixed moment of the demo data's day. */
async function stillPage(): Promise<Page> {
  const page = await system().newPage({ timezoneId: 'UTC', locale: 'en-US', reducedMotion: 'reduce' });
  await page.clock.setFixedTime(new Date(`${DEMO_TODAY}T10:00:00Z`));
  return page;
}

async function signedInStillPage(email: string): Promise<Page> {
  const page = await stillPage();
  await logIn(page, email);
  await makeStill(page);
  return page;
}

/** Checks each screen in each look; reports every problem found, not only the first. */
async function checkScreens(page: Page, area: string, screens: Screen[]): Promise<void> {
  const problems: string[] = [];
  for (const screen of screens) {
    await applyLook(page, LOOKS[LOOKS.length - 1]!);
    await screen.open(page);
    for (const look of LOOKS) {
      await applyLook(page, look);
      await waitUntilSettled(page);
      const name = `${area}-${screen.name}--${look.name}`;
      if (look.audited) {
        for (const font of await serifFallbacks(page)) problems.push(`${name}: serif fallback in ${font}`);
        for (const violation of await system().a11yViolations(page)) {
          problems.push(`${name}: axe ${violation.id} (${violation.impact}): ${violation.help} at ${violation.targets.join(', ')}`);
        }
      }
      const difference = await compareWithBaseline(page, name, screen.mask?.(page));
      if (difference) problems.push(difference);
    }
  }
  expect(problems).toEqual([]);
}

/** The README shows these baselines: the student dashboard and My Desk at phone and desktop widths, light and dark. */
function publishReadmeScreenshots(): void {
  const target = path.resolve(__dirname, '../../docs/screenshots');
  fs.mkdirSync(target, { recursive: true });
  for (const screen of ['student-dashboard', 'facilitator-my-desk']) {
    for (const look of LOOKS.filter((candidate) => candidate.audited)) {
      fs.copyFileSync(path.join(BASELINE_DIR, `${screen}--${look.name}.png`), path.join(target, `${screen}--${look.name}.png`));
    }
  }
}

afterAll(() => {
  if (UPDATING_BASELINES) publishReadmeScreenshots();
});

test(
  'public pages, account screens and certificate verification',
  async () => {
    const page = await stillPage();
    await page.goto(system().url('/'));
    await makeStill(page);
    await checkScreens(page, 'public', [
      { name: 'home', open: at('/') },
      { name: 'about', open: at('/about') },
      { name: 'programs', open: at('/programs') },
      { name: 'faculty', open: at('/faculty') },
      { name: 'faculty-member', open: at('/faculty/1') },
      { name: 'faq', open: at('/faq') },
      { name: 'contact', open: at('/contact') },
      { name: 'not-found', open: at('/no-such-page') },
      { name: 'login', open: at('/login') },
      { name: 'sign-up', open: at('/JJRSFCLA') },
      { name: 'forgot-password', open: at('/forgot-password') },
      { name: 'reset-password', open: at('/reset-password') },
      { name: 'certificate-verify', open: at('/certificate/verify') },
    ]);
  },
  SCREEN_TIMEOUT_MS,
);

test(
  "every portal screen of a student, and a graduate's certificate",
  async () => {
    const page = await signedInStillPage(STUDENT);
    await checkScreens(page, 'student', [
      { name: 'dashboard', open: at('/portal/dashboard') },
      { name: 'courses', open: at('/portal/courses') },
      {
        name: 'course-details',
        open: (p) => clickThrough(p, p.locator('.academy-course-button:not(.academy-course-button--locked)'), /\/portal\/courses\/\d+$/),
      },
      { name: 'assignments', open: at('/portal/assignments') },
      { name: 'assignment-details', open: (p) => clickThrough(p, p.locator('.academy-assignments__item'), /\/portal\/assignments\/\d+$/) },
      { name: 'submissions', open: at('/portal/submissions') },
      { name: 'live-classes', open: at('/portal/events') },
      { name: 'profile', open: at('/portal/profile') },
      { name: 'not-found', open: at('/portal/no-such-screen') },
    ]);

    const graduate = await signedInStillPage(GRADUATE);
    await checkScreens(graduate, 'graduate', [
      { name: 'certificate', open: at('/certificate'), mask: (p) => [p.locator('.sp-certificate__code')] },
      {
        name: 'certificate-verified',
        open: (p) => clickThrough(p, p.getByRole('link', { name: 'the verification page' }), /\/certificate\/verify\/.+/),
        mask: (p) => [p.getByLabel('Verification code'), p.locator('.sp-certificate__valid')],
      },
    ]);
  },
  SCREEN_TIMEOUT_MS,
);

test(
  'every portal screen of a facilitator',
  async () => {
    const page = await signedInStillPage(FACILITATOR);
    await checkScreens(page, 'facilitator', [
      { name: 'my-desk', open: at('/portal/instructorDesk') },
      { name: 'courses', open: at('/portal/courses') },
      {
        name: 'course-details',
        open: (p) => clickThrough(p, p.locator('.academy-course-button:not(.academy-course-button--locked)'), /\/portal\/courses\/\d+$/),
      },
      { name: 'topic-form', open: (p) => clickThrough(p, p.getByRole('button', { name: 'Add Topic', exact: true }), /\/portal\/topic\/new/) },
      { name: 'course-form', open: at('/portal/course/new') },
      { name: 'assignments', open: at('/portal/assignments') },
      { name: 'assignment-details', open: (p) => clickThrough(p, p.locator('.academy-assignments__item'), /\/portal\/assignments\/\d+$/) },
      { name: 'assignment-form', open: at('/portal/assignment/new') },
      { name: 'submissions', open: at('/portal/submissions') },
      { name: 'live-classes', open: at('/portal/events') },
      { name: 'live-class-form', open: at('/portal/event/new') },
      { name: 'attendance', open: at('/portal/attendance/new') },
      { name: 'profile', open: at('/portal/profile') },
    ]);
  },
  SCREEN_TIMEOUT_MS,
);
