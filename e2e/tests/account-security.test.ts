/**
 * The owner's control of the account in Profile, over the built system and the real API: the
 * sessions list ends another device's session, the password change signs every other device out
 * and the new password works, and an e-mail change asks for the current password and waits for the
 * link mailed to the new address.
 */
import type { Page } from 'playwright-core';
import { systemPerFile } from '../harness';
import { mailSinkPerFile } from '../mail-sink';
import { DEMO_PASSWORD, goTo, portalSteps, toast } from '../support';

const { apiEnv, mails } = mailSinkPerFile();
const system = systemPerFile({ apiEnv });
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
  // said under the field it concerns, which takes the focus
  await form.getByText('The current password is not correct.').waitFor();
  const current = form.getByLabel('Current password');
  expect(await current.getAttribute('aria-invalid')).toBe('true');
  expect(await current.evaluate((input) => input === document.activeElement)).toBe(true);

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

test('changing the e-mail address in Edit Profile asks for the current password, and takes effect from the mailed link', async () => {
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
  await page.getByText('We sent a link to peter.new@example.org: your e-mail address changes when you open it.').waitFor();
  await page.waitForURL('**/portal/profile');
  const emailRow = page.locator('.profile-row', { has: page.locator('dt', { hasText: 'Email' }) });
  await emailRow.getByText('student4@example.org').waitFor();

  let link: string | undefined;
  for (let attempt = 0; attempt < 100 && !link; attempt += 1) {
    link = mails()
      .filter((mail) => mail.to === 'peter.new@example.org')
      .map((mail) => /https?:\/\/\S+\/confirm-email\?token=\S+/.exec(mail.text)?.[0])
      .find(Boolean);
    if (!link) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  expect(link?.startsWith(`${system().origins.shell}/confirm-email?token=`)).toBe(true);
  await page.goto(link!);
  await page.getByRole('button', { name: 'Confirm e-mail address' }).click();
  await page.getByRole('status').filter({ hasText: 'Your e-mail address is now peter.new@example.org.' }).waitFor();
  await expectNoSeriousA11yViolations(page);

  await openProfile(page);
  await emailRow.getByText('peter.new@example.org').waitFor();
});
