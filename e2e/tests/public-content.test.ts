/**
 * Public content the academy edits in the product (docs/requirements.md §12): the administrator
 * changes an FAQ answer in /portal/admin/faq, and /faq shows it, prerendered (JavaScript off) and
 * in the browser, with nothing rebuilt or restarted; likewise a faculty member's title and portrait. The prerendered page carries its content to
 * hydration (no second request), and a visit that cannot reach the API says so and retries.
 */
import type { Page } from 'playwright-core';
import { systemPerFile } from '../harness';
import { goTo, portalSteps, toast, waitUntilLive } from '../support';

const system = systemPerFile();
const { signedIn, failApiCall, expectNoSeriousA11yViolations } = portalSteps(system);

const ADMIN = 'admin@example.org';
const QUESTION = 'How much does it cost?';
const OLD_ANSWER = 'There are no tuition fees: the first year of the program costs you nothing.';
const NEW_ANSWER = 'The first year is free for every student.';
/** The smallest PNG there is: a portrait upload the API takes. */
const ONE_PIXEL_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

/** The answer paragraphs of `question` on /faq, shown or not (closed answers are in the page, hidden). */
function answerOf(page: Page, question: string) {
  return page.getByRole('region', { name: question, includeHidden: true });
}

/** Reloads a prerendered /faq until it holds `text`: the server keeps a rendered page a few seconds. */
async function prerenderedFaqShows(page: Page, text: string): Promise<void> {
  for (;;) {
    await page.goto(system().url('/faq'));
    if ((await answerOf(page, QUESTION).textContent())?.includes(text)) return;
    await page.waitForTimeout(500);
  }
}

/**
 * Opens the question's edit form (the Edit button) unless it is open, saves `answer`, and waits
 * until the API has stored it: the toast alone could be the previous save's, still on screen.
 */
async function changeAnswer(admin: Page, answer: string): Promise<void> {
  const form = admin.getByRole('form', { name: `Edit ${QUESTION}` });
  if (!(await form.isVisible())) await admin.getByRole('button', { name: `Edit ${QUESTION}` }).click();
  await form.getByLabel('Answer').fill(answer);
  const stored = admin.waitForResponse((response) => response.request().method() === 'PUT' && /\/admin\/faq\/\d+$/.test(new URL(response.url()).pathname));
  await form.getByRole('button', { name: 'Save' }).click();
  expect((await stored).ok()).toBe(true);
  await toast(admin, `Saved "${QUESTION}".`).waitFor();
}

test('the administrator changes an FAQ answer and /faq shows it, prerendered and in the browser, without a rebuild', async () => {
  const before = await system().newPage({ javaScriptEnabled: false });
  await before.goto(system().url('/faq'));
  expect(await answerOf(before, QUESTION).textContent()).toContain(OLD_ANSWER);

  const admin = await signedIn(ADMIN);
  await admin.getByRole('navigation').getByRole('link', { name: 'FAQ', exact: true }).first().click();
  await admin.getByRole('heading', { name: 'FAQ', level: 1 }).waitFor();
  await admin.getByRole('button', { name: `Edit ${QUESTION}` }).click();
  const form = admin.getByRole('form', { name: `Edit ${QUESTION}` });
  await form.getByLabel('Answer').fill('   ');
  await form.getByRole('button', { name: 'Save' }).click();
  await form.getByText('Answer is required.').waitFor();
  expect(await admin.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('answer');
  await expectNoSeriousA11yViolations(admin);
  await changeAnswer(admin, `${NEW_ANSWER}\nNo fees are asked in the first year.`);

  await prerenderedFaqShows(before, NEW_ANSWER);
  expect(await answerOf(before, QUESTION).locator('p').allTextContents()).toEqual([NEW_ANSWER, 'No fees are asked in the first year.']);

  const visitor = await system().newPage();
  const faqCalls: string[] = [];
  visitor.on('request', (request) => {
    if (request.url().includes('/content/faq')) faqCalls.push(request.url());
  });
  await visitor.goto(system().url('/faq'));
  await waitUntilLive(visitor);
  await visitor.getByRole('button', { name: QUESTION }).click();
  await answerOf(visitor, QUESTION).getByText(NEW_ANSWER).waitFor();
  // hydration used the content the document carried
  expect(faqCalls).toEqual([]);

  await visitor.getByRole('link', { name: 'Send us a message' }).click();
  await visitor.getByRole('heading', { name: 'Contact us', level: 1 }).waitFor();
  await changeAnswer(admin, OLD_ANSWER);
  await visitor.goBack();
  // a later visit in the same tab asks the API again, and shows the answer of now
  await visitor.getByRole('button', { name: QUESTION }).click();
  await answerOf(visitor, QUESTION).getByText(OLD_ANSWER).waitFor();
  expect(faqCalls).toHaveLength(1);
});

test('a visitor whose browser cannot reach the API is told so on /faq and can retry', async () => {
  const visitor = await system().newPage();
  await visitor.goto(system().url('/'));
  await waitUntilLive(visitor);
  const undo = await failApiCall(visitor, '/content/faq', 'abort');
  await goTo(visitor, '/faq');
  await visitor.getByRole('alert').getByText('The questions could not be loaded.').waitFor();
  await undo();
  await visitor.getByRole('button', { name: 'Retry' }).click();
  await visitor.getByRole('button', { name: QUESTION }).waitFor();
});

test("the administrator changes a faculty member's title and portrait, and the member's page shows them; a file that is no image is refused", async () => {
  const admin = await signedIn(ADMIN, { at: '/portal/admin/faculty' });
  await admin.getByRole('heading', { name: 'Faculty', level: 1 }).waitFor();
  await admin.getByRole('button', { name: 'Edit Daniel Okoro' }).click();
  const form = admin.getByRole('form', { name: 'Edit Daniel Okoro' });
  await form.getByLabel('Title').fill('Head of Administration');
  const portrait = admin.getByLabel('Portrait of Daniel Okoro');
  await portrait.setInputFiles({ name: 'portrait.png', mimeType: 'image/png', buffer: Buffer.from('Not a picture at all.') });
  await admin.getByText('Upload the portrait as a JPEG, PNG or WebP image.').waitFor();
  await portrait.setInputFiles({ name: 'portrait.png', mimeType: 'image/png', buffer: ONE_PIXEL_PNG });
  await toast(admin, 'Saved the portrait of Daniel Okoro.').waitFor();
  await form.getByRole('button', { name: 'Save' }).click();
  await toast(admin, 'Saved Daniel Okoro.').waitFor();
  await expectNoSeriousA11yViolations(admin);

  const visitor = await system().newPage({ javaScriptEnabled: false });
  for (;;) {
    await visitor.goto(system().url('/faculty/3'));
    if (await visitor.getByText('Head of Administration').isVisible()) break;
    await visitor.waitForTimeout(500);
  }
  const src = await visitor.getByRole('img', { name: 'Portrait of Daniel Okoro, Head of Administration' }).getAttribute('src');
  const served = await fetch(src ?? '');
  expect([served.status, served.headers.get('content-type')]).toEqual([200, 'image/webp']);
});
