/**
 * The owner's control of the account in Profile, over the built system and the real API: the
 * sessions list ends another device's session, the password change signs every other device out
 * and the new password works, and an e-mail change asks for the current password.
 */
import type { Page } from 'playwright-core';
import { systemPerFile } from '../harness';
import { DEMO_PASSWORD, goTo, portalSteps, toast } from '../support';

const system = systemPerFile();
const { apiBaseUrl, logIn, signedIn, expectNoSeriousA11yViolations } = portalSteps(system);

const tokenOf = (page: Page) => page.evaluate(() => sessionStorage.getItem('authToken'));
async function apiStatus(token: string | null): Promise<number> {
  return (await fetch(`${apiBaseUrl()}/cla_courses`, { headers: { Authorization: `Bearer ${token}` } })).status;
}

async function openProfile(page: Page): Promise<void> {
  await goTo(page, '/portal/profile');
  await page.getByRole('heading', { name: 'Profile', exact: true }).waitFor();
}

test('a student ends the session of another device from Profile', async () => {
  const phone = await signedIn('student2@example.org', { ownSession: true });
  const laptop = await signedIn('student2@example.org', { ownSession: true });
  const phoneToken = await tokenOf(phone);
  expect(await apiStatus(phoneToken)).toBe(200);

  await openProfile(laptop);
  const sessions = laptop.getByRole('region', { name: 'Signed-in sessions' });
  const items = sessions.getByRole('listitem');
  await items.nth(1).waitFor();
  expect(await items.count()).toBe(2);
  await sessions.getByText('This device').waitFor();
  await expectNoSeriousA11yViolations(laptop);

  await sessions.getByRole('button', { name: /^Sign out .*, last used/ }).click();
  await toast(laptop, 'The session was signed out.').waitFor();
  await sessions.getByText('This is the only device signed in to your account.').waitFor();
  expect(await items.count()).toBe(1);
  expect(await apiStatus(phoneToken)).toBe(401);
  expect(await apiStatus(await tokenOf(laptop))).toBe(200);
});

test('a student changes the password: other devices are signed out and the new password signs in', async () => {
  const other = await signedIn('student3@example.org', { ownSession: true });
  const page = await signedIn('student3@example.org', { ownSession: true, at: '/portal/profile' });
  await openProfile(page);
  const form = page.getByRole('region', { name: 'Change password' });

  await form.getByLabel('Current password').fill('not-my-password');
  await form.getByLabel('New password', { exact: true }).fill('Quiet-cedar-harbour-7');
  await form.getByLabel('Confirm new password').fill('Quiet-cedar-harbour-7');
  await form.getByRole('button', { name: 'Change password' }).click();
  await form.getByRole('alert').filter({ hasText: 'The current password is not correct.' }).waitFor();

  await form.getByLabel('Current password').fill(DEMO_PASSWORD);
  await form.getByRole('button', { name: 'Change password' }).click();
  await toast(page, 'Your password has been changed. Every other session of your account was signed out.').waitFor();
  expect(await form.getByLabel('Current password').inputValue()).toBe('');
  expect(await apiStatus(await tokenOf(other))).toBe(401);
  expect(await apiStatus(await tokenOf(page))).toBe(200);

  const fresh = await system().newPage();
  await logIn(fresh, 'student3@example.org', 'Quiet-cedar-harbour-7');
  expect(await apiStatus(await tokenOf(fresh))).toBe(200);
});

test('changing the e-mail address in Edit Profile asks for the current password', async () => {
  const page = await signedIn('student4@example.org', { at: '/portal/profile' });
  await openProfile(page);
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await page.getByRole('heading', { name: 'Edit Profile' }).waitFor();
  expect(await page.getByLabel('Current password').count()).toBe(0);

  await page.getByRole('textbox', { name: 'Email' }).fill('peter.new@example.org');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await page.getByText('Current password is required.', { exact: true }).waitFor();
  await expectNoSeriousA11yViolations(page);

  await page.getByLabel('Current password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await page.getByText('Profile updated successfully!').waitFor();
  await page.waitForURL('**/portal/profile');
  await page
    .locator('.profile-row', { has: page.locator('dt', { hasText: 'Email' }) })
    .getByText('peter.new@example.org')
    .waitFor();
});
