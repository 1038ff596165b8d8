/**
 * The desk's language in the built system, with the real API: a facilitator who picks Français in
 * Profile reads the desk, the unmarked submissions and the gradebook in French at once, without a
 * reload; an administrator who picks العربية reads the accounts in Arabic, right to left.
 */
import type { Page } from 'playwright-core';
import { DESKTOP_VIEWPORT, systemPerFile } from '../harness';
import { FACILITATOR, goToScreen, portalSteps, toast } from '../support';

// the languages are kept on the accounts: a system of the file's own, so no other file reads the desk in them
const system = systemPerFile();
const { signedIn, expectNoSeriousA11yViolations } = portalSteps(system);

const ADMIN = 'admin@example.org';

/** Profile's Language setting: saves `language` (by its name in itself) and waits for its confirmation in that language. */
async function chooseLanguage(page: Page, language: string, saved: string): Promise<void> {
  await page.getByRole('heading', { level: 1, name: 'Profile' }).waitFor();
  await page.getByRole('combobox', { name: 'Show the portal in' }).selectOption({ label: language });
  await page.getByRole('button', { name: 'Save language' }).click();
  await toast(page, saved).waitFor();
}

test('a facilitator who picks Français reads the desk, the submissions to mark and the gradebook in French at once', async () => {
  const page = await signedIn(FACILITATOR, { ownSession: true, at: '/portal/profile', viewport: DESKTOP_VIEWPORT });
  // gone if the page reloads
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await chooseLanguage(page, 'Français', 'Langue enregistrée.');

  await goToScreen(page, '/portal/instructorDesk', 'Mon bureau');
  const actions = page.getByRole('navigation', { name: 'Actions du bureau' });
  expect(await actions.getByRole('link').allTextContents()).toEqual([
    'Créer un cours',
    'Créer un devoir',
    'Programmer un cours en direct',
    'Saisir les présences',
  ]);
  await page.getByRole('columnheader', { name: 'Cours terminés' }).waitFor();
  // a percentage as French writes it: a no-break space before the sign
  expect(await page.locator('.academy-progress__detail').first().textContent()).toMatch(/^\d+ sur \d+ cours \(\d+[\u00a0\u202f]%\)$/);

  await goToScreen(page, '/portal/submissions', 'Travaux non notés');
  await page.getByLabel('Note (%)').first().waitFor();
  expect(await page.getByRole('button', { name: 'Noter', exact: true }).count()).toBeGreaterThan(0);

  await goToScreen(page, '/portal/gradebook', 'Carnet de notes');
  await page.getByLabel('Promotion', { exact: true }).selectOption({ label: 'Cohort 1' });
  await page.getByRole('rowheader', { name: 'Moyenne' }).waitFor();
  expect(await page.getByRole('cell', { name: 'manquant' }).count()).toBeGreaterThan(0);
  expect(await page.locator('html').getAttribute('lang')).toBe('fr');
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
  await expectNoSeriousA11yViolations(page);
});

test('an administrator who picks العربية reads the accounts in Arabic, right to left', async () => {
  const page = await signedIn(ADMIN, { ownSession: true, at: '/portal/profile', viewport: DESKTOP_VIEWPORT });
  await chooseLanguage(page, 'العربية', 'تم حفظ اللغة.');

  await goToScreen(page, '/portal/admin', 'الحسابات');
  await page.getByRole('search', { name: 'البحث عن الحسابات' }).waitFor();
  const table = page.getByRole('table', { name: 'الحسابات' });
  await table.getByText('نشط', { exact: true }).first().waitFor();
  expect(await table.getByRole('columnheader').allTextContents()).toEqual(['الاسم', 'البريد الإلكتروني', 'الدور', 'الدفعة', 'الحالة', 'الإجراءات']);
  expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
  await expectNoSeriousA11yViolations(page);
});
