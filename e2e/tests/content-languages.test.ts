/**
 * Content in several languages: the administrator gives an FAQ answer a French version in
 * /portal/admin/faq; the prerendered /fr/faq shows it marked lang="fr" (and so does the page in
 * the browser), while /es/faq shows the English original marked lang="en". The editor is usable
 * on a 390 px phone in Arabic: right to left, nothing scrolls sideways.
 */
import type { Page } from 'playwright-core';
import { systemPerFile } from '../harness';
import { portalSteps, reopenIn, toast, waitUntilLive } from '../support';

const system = systemPerFile();
const { signedIn, expectNoSeriousA11yViolations } = portalSteps(system);

const ADMIN = 'admin@example.org';
const QUESTION = 'What is the academy?';
const FRENCH_QUESTION = 'Qu’est-ce que l’académie ?';
const FRENCH_ANSWER = 'Une école en ligne de leadership chrétien.';
const PHONE = { width: 390, height: 844 };

/** The FAQ item whose question is `question`, on a page. */
function itemOf(page: Page, question: string) {
  return page.locator('.ps-faq__item').filter({ has: page.getByRole('button', { name: question }) });
}

test('the administrator adds a French FAQ answer: /fr/faq shows it with lang="fr", /es/faq the original with lang="en"', async () => {
  const admin = await signedIn(ADMIN, { at: '/portal/admin/faq' });
  await admin.getByRole('heading', { name: 'FAQ', level: 1 }).waitFor();
  await admin.getByRole('button', { name: `Edit ${QUESTION}` }).click();
  await admin.getByLabel('Language', { exact: true }).selectOption('fr');
  await admin.getByText('No French version yet: its readers see the original.').waitFor();
  const form = admin.getByRole('form', { name: `French version of ${QUESTION}` });
  await form.getByLabel('Question').fill(FRENCH_QUESTION);
  await form.getByLabel('Answer').fill(FRENCH_ANSWER);
  await form.getByRole('button', { name: 'Save the French version' }).click();
  await toast(admin, 'The French version is saved.').waitFor();
  await expectNoSeriousA11yViolations(admin);

  // the prerendered page keeps a page with content a few seconds
  const prerendered = await system().newPage({ javaScriptEnabled: false });
  for (;;) {
    await prerendered.goto(system().url('/fr/faq'));
    if ((await itemOf(prerendered, FRENCH_QUESTION).count()) > 0) break;
    await prerendered.waitForTimeout(500);
  }
  expect(await prerendered.locator('html').getAttribute('lang')).toBe('fr');
  expect(await itemOf(prerendered, FRENCH_QUESTION).getAttribute('lang')).toBe('fr');
  expect(await itemOf(prerendered, FRENCH_QUESTION).getByRole('region', { includeHidden: true }).textContent()).toBe(FRENCH_ANSWER);
  // a question without a French version stays the original, and says it is English
  expect(await itemOf(prerendered, 'How much does it cost?').getAttribute('lang')).toBe('en');

  const spanish = await system().newPage({ javaScriptEnabled: false });
  await spanish.goto(system().url('/es/faq'));
  expect(await spanish.locator('html').getAttribute('lang')).toBe('es');
  expect(await itemOf(spanish, QUESTION).getAttribute('lang')).toBe('en');
  expect(await spanish.getByText(FRENCH_QUESTION).count()).toBe(0);

  // in the browser too, hydrated, and after going to the Spanish page by the language menu
  const visitor = await system().newPage();
  await visitor.goto(system().url('/fr/faq'));
  await waitUntilLive(visitor);
  await visitor.getByRole('button', { name: FRENCH_QUESTION }).click();
  await visitor.getByRole('region', { name: FRENCH_QUESTION }).getByText(FRENCH_ANSWER).waitFor();
  expect(await itemOf(visitor, FRENCH_QUESTION).getAttribute('lang')).toBe('fr');
  await visitor.getByRole('navigation', { name: 'Langues' }).getByRole('link', { name: 'Español' }).click();
  await itemOf(visitor, QUESTION).waitFor();
  expect(await itemOf(visitor, QUESTION).getAttribute('lang')).toBe('en');
});

test('the versions editor on a 390 px phone in Arabic: right to left, nothing scrolls sideways, an Arabic version written right to left', async () => {
  const admin = await signedIn(ADMIN, { at: '/portal/admin/faq', viewport: PHONE });
  await admin.getByRole('heading', { level: 1 }).waitFor();
  await reopenIn(admin, 'ar');
  await admin.locator('.fd-admin__actions button[aria-expanded]').first().click();
  const picker = admin.locator('.fd-admin__version-picker select');
  await picker.selectOption('ar');
  const answer = admin.locator('.fd-admin__versions textarea');
  expect(await answer.getAttribute('dir')).toBe('rtl');
  expect(await answer.getAttribute('lang')).toBe('ar');
  expect(await admin.locator('html').getAttribute('dir')).toBe('rtl');
  const { scrollWidth, clientWidth } = await admin.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
  await expectNoSeriousA11yViolations(admin);
});
