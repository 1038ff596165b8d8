/**
 * The portal frame with the keyboard alone: the skip link, the phone drawer (focus in, kept in,
 * Escape, focus back) and Logout reached from the top bar on desktop and phone.
 */
import type { Locator, Page } from 'playwright-core';
import { DESKTOP_VIEWPORT, PHONE_VIEWPORT, sharedSystem } from '../harness';
import { STUDENT, FACILITATOR, portalSteps, waitForTopBarTitle } from '../support';

const system = sharedSystem();
const { signedIn } = portalSteps(system);
const STUDENT_NAV = ['Dashboard', 'Courses', 'Assignments', 'Submissions', 'My Grades', 'Live Classes', 'Profile'];

async function isFocused(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => element === document.activeElement);
}

/** Presses Tab until `target` has focus, as a keyboard user would; fails after `limit` presses. */
async function tabTo(page: Page, target: Locator, limit = 15): Promise<void> {
  for (let presses = 0; presses < limit; presses += 1) {
    await page.keyboard.press('Tab');
    if (await isFocused(target)) return;
  }
  throw new Error(`${String(target)} not reached with ${limit} Tab presses`);
}

async function focusedText(page: Page): Promise<string> {
  return page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
}

async function signedInAt(email: string, viewport: { width: number; height: number }): Promise<Page> {
  const page = await signedIn(email, { viewport });
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  return page;
}

test('desktop: the first Tab reaches "Skip to main content", which takes focus past the navigation to the screen', async () => {
  const page = await signedInAt(STUDENT, DESKTOP_VIEWPORT);
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  expect(await isFocused(skip)).toBe(true);
  expect(await skip.isVisible()).toBe(true);
  await page.keyboard.press('Enter');
  expect(await isFocused(page.getByRole('main'))).toBe(true);
  // the next Tab is inside the screen, not in the top bar or the navigation
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(true);
});

test('phone: the Menu button opens the drawer, focus stays inside it, Escape closes it and focus returns', async () => {
  const page = await signedInAt(STUDENT, PHONE_VIEWPORT);
  const menu = page.getByRole('button', { name: 'Menu', exact: true });
  const drawer = page.getByRole('dialog', { name: 'Portal menu' });
  expect(await page.getByRole('navigation', { name: 'Portal' }).count()).toBe(0);

  await tabTo(page, menu);
  expect(await menu.getAttribute('aria-expanded')).toBe('false');
  await page.keyboard.press('Enter');
  await drawer.waitFor();
  expect(await menu.getAttribute('aria-expanded')).toBe('true');
  expect(await focusedText(page)).toBe('Close menu');

  // forward through every entry, then round to the start; backwards from the start to the end
  const reached: string[] = [];
  for (let step = 0; step < STUDENT_NAV.length; step += 1) {
    await page.keyboard.press('Tab');
    reached.push(await focusedText(page));
  }
  expect(reached).toEqual(STUDENT_NAV);
  await page.keyboard.press('Tab');
  expect(await focusedText(page)).toBe('Close menu');
  await page.keyboard.press('Shift+Tab');
  expect(await focusedText(page)).toBe('Profile');
  expect(await drawer.getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBe('page');

  await page.keyboard.press('Escape');
  await drawer.waitFor({ state: 'detached' });
  expect(await isFocused(menu)).toBe(true);

  // a link followed from the drawer closes it and becomes the current page
  await page.keyboard.press('Enter');
  await drawer.waitFor();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  expect(await focusedText(page)).toBe('Courses');
  await page.keyboard.press('Enter');
  await page.waitForURL('**/portal/courses');
  await drawer.waitFor({ state: 'detached' });
  await waitForTopBarTitle(page, 'Courses');
  // the new screen has the focus, where a screen reader reads it
  expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');

  // the backdrop closes it too
  await menu.click();
  await drawer.waitFor();
  await page.mouse.click(PHONE_VIEWPORT.width - 10, PHONE_VIEWPORT.height / 2);
  await drawer.waitFor({ state: 'detached' });
});

for (const [device, viewport] of [
  ['desktop', DESKTOP_VIEWPORT],
  ['phone', PHONE_VIEWPORT],
] as const) {
  test(`${device}: Logout from the top bar's user menu with the keyboard, confirmed, revokes the token`, async () => {
    const page = await signedInAt(FACILITATOR, viewport);
    const token = await page.evaluate(() => sessionStorage.getItem('authToken'));
    const userButton = page.getByRole('button', { name: /Grace Adeyemi/ });

    await tabTo(page, userButton);
    await page.keyboard.press('Enter');
    expect(await userButton.getAttribute('aria-expanded')).toBe('true');
    await page.getByText('Signed in as Grace Adeyemi (Facilitator)').waitFor();
    // Escape closes the menu and gives focus back to its button
    await page.keyboard.press('Escape');
    expect(await userButton.getAttribute('aria-expanded')).toBe('false');
    expect(await isFocused(userButton)).toBe(true);

    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    expect(await focusedText(page)).toBe('Profile');
    await page.keyboard.press('Tab');
    expect(await focusedText(page)).toBe('Logout');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('alertdialog', { name: 'Log out?' });
    await dialog.waitFor();
    expect(await focusedText(page)).toBe('Cancel');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');

    await page.getByText('Logged out successfully!').waitFor();
    await page.waitForURL('**/login');
    const withOldToken = await fetch(`${system().apiBaseUrl}/cla_courses/`, { headers: { Authorization: `Bearer ${token}` } });
    expect(withOldToken.status).toBe(401);
  });
}

test('the top bar: the academy mark leads to the public site, the title names the page, the user and role are shown', async () => {
  const page = await signedInAt(STUDENT, DESKTOP_VIEWPORT);
  const bar = page.getByRole('banner');
  await page.getByRole('navigation', { name: 'Portal' }).getByRole('link', { name: 'Live Classes' }).click();
  await page.waitForURL('**/portal/events');
  await waitForTopBarTitle(page, 'Live Classes');
  expect(await bar.getByRole('button', { name: 'Esther Mensah Student' }).isVisible()).toBe(true);
  await bar.getByRole('link', { name: 'Christian Leadership Academy' }).click();
  await page.waitForURL((url) => url.pathname === '/');
});

test('an unknown portal path keeps the welcome line and offers the way back', async () => {
  const page = await signedInAt(STUDENT, DESKTOP_VIEWPORT);
  await page.goto(system().url('/portal/no-such-screen'));
  await page.getByRole('heading', { name: 'Page not found' }).waitFor();
  await page.getByText('Welcome to Your Student Area - Select an option from the menu to get started.', { exact: true }).waitFor();
  await page.getByRole('main').getByRole('link', { name: 'Back to Dashboard' }).click();
  await page.waitForURL('**/portal/dashboard');
});
