/**
 * The public site in five languages, on the built system: each page prerendered at /fr, /es, /pt
 * and /ar in its language (Arabic right to left), naming its other languages; the sitemap lists
 * them all; the language menu goes to the same page; the sign-in answers in the page's language
 * and the portal opens in it.
 */
import type { Page } from 'playwright-core';
import { systemPerFile } from '../harness';
import { STUDENT, waitUntilLive } from '../support';

// a sign-in from /fr/login keeps French on the account: a system of the file's own
const system = systemPerFile();
const LANGUAGES = ['en', 'fr', 'es', 'pt', 'ar'];
const PHONE = { width: 390, height: 844 };

/** The page as the server sends it, without a browser. */
async function documentAt(pathname: string, headers: Record<string, string> = {}): Promise<{ status: number; html: string }> {
  const response = await fetch(system().url(pathname), { headers, redirect: 'manual' });
  return { status: response.status, html: await response.text() };
}

/** `<link rel="alternate">` of a document: hreflang to the address's path. */
function alternatesOf(html: string): Record<string, string> {
  const links = [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)" \/>/g)];
  return Object.fromEntries(links.map(([, hreflang = '', href = '']) => [hreflang, new URL(href).pathname]));
}

function heading(page: Page) {
  return page.getByRole('main').getByRole('heading', { level: 1 });
}

test.each([
  ['/fr/', 'fr', 'ltr', 'Christian Leadership Academy', 'Notre académie s’engage', '/'],
  ['/es/programs', 'es', 'ltr', 'Nuestros programas', 'Clase de Creyentes Principiantes', '/programs'],
  ['/pt/faq', 'pt', 'ltr', 'Perguntas frequentes', 'Escolha uma pergunta para ver a resposta.', '/faq'],
  ['/ar/login', 'ar', 'rtl', 'تسجيل الدخول', 'نسيت كلمة المرور؟', '/login'],
])('%s answers 200, prerendered in its language (lang %s, dir %s), naming the page in every language', async (pathname, lang, dir, title, text, english) => {
  const { status, html } = await documentAt(pathname);
  expect(status).toBe(200);
  expect(html).toMatch(new RegExp(`<html lang="${lang}" dir="${dir}">`));
  // in the markup before any script: the heading and the page's words
  expect(html).toMatch(new RegExp(`<h1[^>]*>${title}</h1>`));
  expect(html).toContain(text);
  const other = (code: string) => (code === 'en' ? english : `/${code}${english}`);
  expect(alternatesOf(html)).toEqual({ ...Object.fromEntries(LANGUAGES.map((code) => [code, other(code)])), 'x-default': english });
  expect(html).toContain(`<link rel="canonical" href="${system().url(pathname)}" />`);
});

test("the English pages stay at today's addresses and words, and no Accept-Language moves a visitor elsewhere", async () => {
  const { status, html } = await documentAt('/login', { 'Accept-Language': 'fr-FR,fr;q=0.9' });
  expect(status).toBe(200);
  expect(html).toMatch(/<html lang="en" dir="ltr">/);
  expect(html).toMatch(/<h1[^>]*>Login<\/h1>/);
  expect(alternatesOf(html)['x-default']).toBe('/login');
});

test('the sitemap lists every public page in every language', async () => {
  const sitemap = await (await fetch(system().url('/sitemap.xml'))).text();
  const locations = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? '').pathname);
  for (const page of ['/', '/about', '/programs', '/faculty', '/faq', '/contact', '/privacy', '/login', '/faculty/1']) {
    const inEach = LANGUAGES.map((code) => (code === 'en' ? page : `/${code}${page}`));
    expect([page, inEach.filter((address) => !locations.includes(address))]).toEqual([page, []]);
  }
  expect(locations.filter((pathname) => /portal|reset-password|invitation/.test(pathname))).toEqual([]);
});

test('the language menu, by keyboard, goes to the same page in another language; Arabic lays it out right to left without sideways scrolling', async () => {
  const page = await system().newPage({ viewport: PHONE });
  await page.goto(system().url('/fr/about'));
  await waitUntilLive(page);
  const menu = page.getByRole('navigation', { name: 'Langues' });
  const links = menu.getByRole('link');
  expect(await links.allTextContents()).toEqual(['English', 'Français', 'Español', 'Português', 'العربية']);
  expect(
    await links.evaluateAll((anchors) =>
      anchors.map((a) => [a.getAttribute('lang'), a.getAttribute('hreflang'), new URL((a as HTMLAnchorElement).href).pathname]),
    ),
  ).toEqual([
    ['en', 'en', '/about'],
    ['fr', 'fr', '/fr/about'],
    ['es', 'es', '/es/about'],
    ['pt', 'pt', '/pt/about'],
    ['ar', 'ar', '/ar/about'],
  ]);
  expect(await menu.getByRole('link', { name: 'Français' }).getAttribute('aria-current')).toBe('page');

  await menu.getByRole('link', { name: 'Español' }).focus();
  await page.keyboard.press('Enter');
  await page.waitForURL('**/es/about');
  await heading(page).filter({ hasText: 'Acerca de la academia' }).waitFor();
  expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual(['es', 'ltr']);
  await page.waitForFunction(() => document.title.startsWith('Acerca de |'));

  await page.getByRole('navigation', { name: 'Idiomas' }).getByRole('link', { name: 'العربية' }).focus();
  await page.keyboard.press('Enter');
  await heading(page).filter({ hasText: 'عن الأكاديمية' }).waitFor();
  expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual(['ar', 'rtl']);

  for (const pathname of ['/ar/', '/ar/programs', '/ar/faq', '/ar/contact', '/ar/privacy', '/ar/login', '/ar/JJRSFCLA']) {
    await page.goto(system().url(pathname));
    await waitUntilLive(page);
    expect([pathname, await page.evaluate(() => document.documentElement.scrollWidth)]).toEqual([pathname, PHONE.width]);
    expect([pathname, await system().seriousA11yViolations(page)]).toEqual([pathname, []]);
  }
  // the header's start is on the right: the academy's name right of the menu button
  const name = await page.locator('.ps-header__brand').boundingBox();
  const menuButton = await page.getByRole('button', { name: 'القائمة' }).boundingBox();
  expect(name!.x).toBeGreaterThan(menuButton!.x);
});

test('what the API gives (the FAQ) without a French version stays in English on a French page, and says so with its own lang and direction', async () => {
  const { html } = await documentAt('/fr/faq');
  expect(html).toMatch(/<div class="ps-faq__item" lang="en" dir="auto">[\s\S]*?How much does it cost\?/);
});

test('a French page loaded again, its language already in the browser, comes alive with its form every time', async () => {
  const page = await system().newPage();
  for (let load = 1; load <= 4; load += 1) {
    await page.goto(system().url('/fr/login'));
    // alive, or the area's could-not-load message in place of the page, where React failed it
    const failed = page.getByText('This part of the site could not be loaded.');
    await page.locator('html[data-page-live]').or(failed).first().waitFor({ state: 'attached' });
    expect({ load, failed: await failed.count() }).toEqual({ load, failed: 0 });
    await page.getByRole('button', { name: 'Se connecter', exact: true }).waitFor();
  }
});

test('a wrong password on /fr/login is answered in French, on /login with the English sentence; a sign-in from /fr/login opens the portal in French', async () => {
  const page = await system().newPage();
  await page.goto(system().url('/login'));
  await waitUntilLive(page);
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(STUDENT);
  await page.getByLabel('Password', { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'Login' }).click();
  await page.getByRole('alert').filter({ hasText: 'Login failed. Please check your credentials.' }).waitFor();

  await page.goto(system().url('/fr/login'));
  await waitUntilLive(page);
  await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
  await page.getByText(/Le champ «\sE-mail\s» est obligatoire./).waitFor();
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(STUDENT);
  await page.getByLabel('Mot de passe', { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
  await page.getByRole('alert').filter({ hasText: 'Échec de la connexion. Veuillez vérifier vos identifiants.' }).waitFor();

  await page.getByLabel('Mot de passe', { exact: true }).fill('academy-demo');
  await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/portal'));
  await page.getByRole('navigation', { name: 'Portail' }).waitFor();
  expect(await page.locator('html').getAttribute('lang')).toBe('fr');
});
