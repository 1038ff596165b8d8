/**
 * The portal's data layer as a student feels it: a screen seen before comes back at once from the
 * page's cache while it is fetched again, and a request the network drops is asked again before
 * any failure is shown.
 */
import type { Page, Route } from 'playwright-core';
import { sharedSystem } from '../harness';
import { STUDENT, portalSteps, toast } from '../support';

const system = sharedSystem();
const { signedIn } = portalSteps(system);

const COURSE_LIST_CALL = /\/api\/v1\/cla_courses(\?|$)/;
const COURSE_LIST = '.sp-courses .academy-courses__list';
const FETCH_FAILED = 'Failed to fetch courses. Please try again.';

async function openFromNavigation(page: Page, name: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Portal' }).getByRole('link', { name, exact: true }).click();
}

test('a screen seen before shows its data at once when the student comes back, and refreshes it behind', async () => {
  const page = await signedIn(STUDENT);
  await openFromNavigation(page, 'Courses');
  await page.locator(COURSE_LIST).waitFor();
  await openFromNavigation(page, 'Dashboard');
  await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();

  // the list's next request waits until the test lets it go
  const held: Route[] = [];
  await page.route(COURSE_LIST_CALL, (route) => (route.request().method() === 'GET' ? void held.push(route) : route.continue()));
  await openFromNavigation(page, 'Courses');
  await page.locator(COURSE_LIST).waitFor();
  expect(await page.getByText('Loading courses...').count()).toBe(0);
  // and it is asked for again behind what it shows
  while (held.length === 0) await page.waitForTimeout(50);

  await Promise.all(held.map((route) => route.continue()));
  await page.unroute(COURSE_LIST_CALL);
  await page.locator(COURSE_LIST).waitFor();
});

test('a course list the network drops twice is asked again and shown, without a failure', async () => {
  const page = await signedIn(STUDENT);
  let dropped = 0;
  await page.route(COURSE_LIST_CALL, (route) => {
    if (route.request().method() !== 'GET' || dropped >= 2) return route.continue();
    dropped += 1;
    return route.abort('internetdisconnected');
  });
  await openFromNavigation(page, 'Courses');
  await page.locator(COURSE_LIST).waitFor();
  expect(dropped).toBe(2);
  expect(await toast(page, FETCH_FAILED).count()).toBe(0);
  expect(await page.getByRole('alert').filter({ hasText: FETCH_FAILED }).count()).toBe(0);
});
