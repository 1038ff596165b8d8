/**
 * The account's language in the built system, with the real API: a student picks Français in
 * Profile and the portal frame is in French at once, without a reload, dates with French month
 * names; a fresh browser (another device) that signs in opens the portal in French.
 */
import type { Page } from 'playwright-core';
import { DESKTOP_VIEWPORT, systemPerFile } from '../harness';
import { STUDENT, portalSteps, toast, waitForTopBarTitle } from '../support';

// the student's language is kept on the account: a system of the file's own, so no other file reads the portal in French
const system = systemPerFile();
const { logIn, signedIn, expectNoSeriousA11yViolations } = portalSteps(system);

const FRENCH_NAVIGATION = ['Tableau de bord', 'Cours', 'Devoirs', 'Devoirs rendus', 'Mes notes', 'Cours en direct', 'Profil'];

/** The portal's frame in French: the navigation, the top bar's title and menu, the user's role, `<html lang>`. */
async function expectFrenchFrame(page: Page, title: string): Promise<void> {
  const navigation = page.getByRole('navigation', { name: 'Portail' });
  await navigation.waitFor();
  expect(await navigation.getByRole('link').allTextContents()).toEqual(FRENCH_NAVIGATION);
  await waitForTopBarTitle(page, title);
  expect(await page.locator('.portal-user__role').textContent()).toBe('Étudiant');
  expect(await page.locator('html').getAttribute('lang')).toBe('fr');
}

test('a student who picks Français in Profile reads the portal in French at once, and on another device after signing in', async () => {
  const page = await signedIn(STUDENT, { ownSession: true, at: '/portal/profile', viewport: DESKTOP_VIEWPORT });
  await page.getByRole('heading', { level: 1, name: 'Profile' }).waitFor();
  // gone if the page reloads
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));

  await page.getByRole('combobox', { name: 'Show the portal in' }).selectOption({ label: 'Français' });
  await page.getByRole('button', { name: 'Save language' }).click();

  await toast(page, 'Langue enregistrée.').waitFor();
  await expectFrenchFrame(page, 'Profil');
  expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Profil');
  // Esther's birthday, 1995-03-05, with the French month name
  expect(await page.locator('dt', { hasText: 'Date de naissance' }).locator('+ dd').textContent()).toBe('5 mars 1995');
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
  await expectNoSeriousA11yViolations(page);

  // another device: a fresh browser signs in through the (English) login page
  const otherDevice = await system().newPage({ viewport: DESKTOP_VIEWPORT });
  await logIn(otherDevice, STUDENT);
  await expectFrenchFrame(otherDevice, 'Tableau de bord');
});
