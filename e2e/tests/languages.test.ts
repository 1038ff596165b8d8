/**
 * The account's language in the built system, with the real API: a student picks Français in
 * Profile and the portal frame is in French at once, without a reload, dates with French month
 * names; a fresh browser (another device) that signs in opens the portal in French, and the
 * student's screens (the dashboard, a course, an assignment) read in French too.
 */
import type { Page } from 'playwright-core';
import { DESKTOP_VIEWPORT, systemPerFile } from '../harness';
import { STUDENT, portalSteps, selectTab, toast, waitForTopBarTitle } from '../support';

// the student's language is kept on the account: a system of the file's own, so no other file reads the portal in French
const system = systemPerFile();
const { logIn, signedIn, expectNoSeriousA11yViolations } = portalSteps(system);

// the seeded cohort 1: a current course and its assignment due in 10 days
const CURRENT_COURSE = 'Minister-Service Class';
const PENDING = 'Service project plan';
/** A date as French writes it: '8 déc. 2026', 'mar. 15 déc. 2026, 09:00...' */
const FRENCH_DATE = /\b\d{1,2} (janv\.|févr\.|mars|avr\.|mai|juin|juil\.|août|sept\.|oct\.|nov\.|déc\.) \d{4}\b/;

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

test('in French, the dashboard, a course and an assignment read in French, due dates with French month names', async () => {
  // the account keeps French (the test above): the portal opens in it
  const page = await signedIn(STUDENT, { ownSession: true, viewport: DESKTOP_VIEWPORT });
  await expectFrenchFrame(page, 'Tableau de bord');
  await page.getByRole('heading', { level: 1, name: 'Tableau de bord' }).waitFor();
  await page.getByRole('heading', { level: 2, name: 'Votre progression' }).waitFor();
  await page.getByText('Cours', { exact: true }).and(page.locator('.academy-stat__label')).waitFor();
  // the next of the cohort's classes (there is always one ahead), its day as French writes it
  const nextClass = page.getByRole('region', { name: 'À venir' }).locator('.sp-next-up__panel').first();
  await nextClass.getByRole('heading', { name: 'Prochain cours en direct' }).waitFor();
  expect(await nextClass.textContent()).toMatch(FRENCH_DATE);
  expect(await page.getByRole('link', { name: 'Mes notes, commentaires et présences' }).count()).toBe(1);
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('navigation', { name: 'Portail' }).getByRole('link', { name: 'Cours', exact: true }).click();
  await page.getByRole('heading', { level: 1, name: 'Cours' }).waitFor();
  // the tabs come with the courses
  await page.getByRole('tab', { name: 'Cours du programme', selected: true }).waitFor();
  await selectTab(page, 'En cours');
  await page.getByRole('button', { name: CURRENT_COURSE, exact: true }).click();
  await page.getByRole('heading', { level: 1, name: CURRENT_COURSE }).waitFor();
  await waitForTopBarTitle(page, 'Détails du cours');
  for (const heading of ['Description', 'Sujets']) await page.getByRole('heading', { level: 2, name: heading }).waitFor();
  expect(await page.locator('dt').allTextContents()).toEqual(expect.arrayContaining(['Formateur', 'Sujets', 'Devoirs', 'Cours en direct à venir']));
  await page.getByRole('link', { name: 'Voir les devoirs' }).click();

  await page.getByRole('heading', { level: 1, name: 'Devoirs' }).waitFor();
  await page.getByText(`Devoirs du cours ${CURRENT_COURSE}.`).waitFor();
  await page.getByRole('tab', { name: 'À rendre', selected: true }).waitFor();
  const listed = page.getByRole('link', { name: new RegExp(PENDING) });
  expect(await listed.textContent()).toMatch(FRENCH_DATE);
  await listed.click();
  await page.getByRole('heading', { level: 1, name: PENDING }).waitFor();
  expect(await page.locator('dt', { hasText: 'Date limite' }).locator('+ dd').textContent()).toMatch(FRENCH_DATE);
  await page.getByRole('heading', { level: 2, name: 'Rendre votre travail' }).waitFor();
  await page.getByLabel('URL du document').waitFor();
  expect(await page.getByRole('button', { name: 'Rendre' }).count()).toBe(1);
  expect(await page.title()).toMatch(/^Détails du devoir \|/);
  await expectNoSeriousA11yViolations(page);
});
