/**
 * The certificate over the built system: a graduate downloads the PDF and its code
 * verifies on the public page; a student still in the program sees what remains.
 */
import { sharedSystem } from '../harness';
import { downloadedBytes, portalSteps } from '../support';

const system = sharedSystem();
const { signedIn } = portalSteps(system);

test('a graduate downloads the certificate and anyone can verify its code', async () => {
  const page = await signedIn('graduate@example.org');
  await page.getByRole('link', { name: 'Profile' }).click();
  await page.getByRole('link', { name: 'Download Certificate' }).click();

  await page.getByRole('heading', { name: 'Congratulations, you have completed the program!' }).waitFor();
  const code = (await page.locator('.sp-certificate__code').textContent()) ?? '';
  expect(code).toMatch(/^[0-9A-F]{4}(-[0-9A-F]{4}){4}$/);
  expect(await system().seriousA11yViolations(page)).toEqual([]);

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download Certificate (PDF)' }).click()]);
  expect(download.suggestedFilename()).toBe('certificate.pdf');
  const pdf = await downloadedBytes(download);
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');

  const visitor = await system().newPage();
  await visitor.goto(system().url(`/certificate/verify/${code}`));
  await visitor.getByText(/Valid certificate\./).waitFor();
  expect(await visitor.locator('.sp-certificate__valid').textContent()).toContain('Hannah Osei completed the Christian Leadership Program');
  expect(await system().seriousA11yViolations(visitor)).toEqual([]);

  await visitor.getByLabel('Verification code').fill('0000-0000-0000-0000-0000');
  await visitor.getByRole('button', { name: 'Verify' }).click();
  await visitor.getByText('No certificate has the code 0000-0000-0000-0000-0000.').waitFor();

  // a reader abroad, not signed in, reads the shared link in their browser's language
  const abroad = await system().newPage({ locale: 'fr-FR' });
  await abroad.goto(system().url(`/certificate/verify/${code}`));
  await abroad.getByRole('heading', { name: 'Vérifier un certificat' }).waitFor();
  expect(await abroad.locator('html').getAttribute('lang')).toBe('fr');

  // and a reader of Arabic reads it right to left
  const arabic = await system().newPage({ locale: 'ar-EG' });
  await arabic.goto(system().url(`/certificate/verify/${code}`));
  await arabic.getByRole('heading', { name: 'التحقق من شهادة' }).waitFor();
  expect(await arabic.locator('html').getAttribute('lang')).toBe('ar');
  expect(await arabic.locator('html').getAttribute('dir')).toBe('rtl');
});

test('a student still in the program sees what remains, and no download', async () => {
  const page = await signedIn('student@example.org', { at: '/certificate' });

  await page.getByRole('heading', { name: 'What remains' }).waitFor();
  const remaining = await page.locator('.sp-certificate__remaining li').allTextContents();
  expect(remaining.some((step) => step.startsWith('Leader-Managerial Class: '))).toBe(true);
  expect(await page.getByRole('button', { name: 'Download Certificate (PDF)' }).count()).toBe(0);
  expect(await system().seriousA11yViolations(page)).toEqual([]);
});
