import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { systemPerFile, type A11yViolation } from '../harness';
import { PUBLIC_PAGES } from '../public-pages';
import { waitUntilLive } from '../support';

const PHONE = { width: 390, height: 844 };

const system = systemPerFile();

/** Loads `pathname` in `page` and waits until the page is live. */
async function visit(page: Page, pathname: string): Promise<void> {
  await page.goto(system().url(pathname));
  await waitUntilLive(page);
}

async function open(pathname: string, options: { viewport?: { width: number; height: number } } = {}): Promise<Page> {
  const page = await system().newPage(options.viewport ? { viewport: options.viewport } : undefined);
  await visit(page, pathname);
  return page;
}

function main(page: Page) {
  return page.getByRole('main');
}

function accountLink(page: Page) {
  return page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^(Login|Logout)$/ });
}

test('every public route renders its content inside the header and footer', async () => {
  const page = await system().newPage();
  for (const { path, heading, texts } of PUBLIC_PAGES) {
    await page.goto(system().url(path));
    await main(page).getByRole('heading', { level: 1, name: heading }).waitFor();
    for (const text of texts) await main(page).getByText(text, { exact: false }).first().waitFor();
    await page.getByRole('banner').getByRole('link', { name: 'Christian Leadership Academy' }).waitFor();
    await page.getByRole('contentinfo').getByText('© 2025', { exact: false }).waitFor();
  }
});

test('the home page links APPLY HERE to the application form set in /app-config.json', async () => {
  const restore = system().configure({ applyUrl: 'https://apply.example.org/form' });
  try {
    const page = await system().newPage();
    await page.goto(system().url('/'));
    const apply = main(page).getByRole('link', { name: 'APPLY HERE' });
    expect(await apply.getAttribute('href')).toBe('https://apply.example.org/form');
    await main(page).getByText('An Education Support Initiative of the Foundation').waitFor();
  } finally {
    restore();
  }
});

test('the footer holds the statements, the in-app links (including /facaulty) and the external links', async () => {
  const page = await open('/about');
  const footer = page.getByRole('contentinfo');
  await footer.getByText('To produce servant-transformational leaders who bring true change in every endeavour of life.').waitFor();
  await footer
    .getByText("To develop Christian-driven leaders who are adaptive in bringing change and influential in advancing God's kingdom on earth.")
    .waitFor();
  await footer.getByText('All courses are free in the first year of the program.').waitFor();
  const hrefs: Record<string, string | null> = {};
  for (const name of ['About', 'Faculties', 'Help | FAQs', 'Contact', 'LinkedIn', 'YouTube', 'Website', 'Email', 'Chat with the developer']) {
    hrefs[name] = await footer.getByRole('link', { name, exact: true }).getAttribute('href');
  }
  expect(hrefs).toMatchObject({ About: '/about', Faculties: '/facaulty', 'Help | FAQs': '/faq', Contact: '/contact' });
  expect(hrefs.Email).toMatch(/^mailto:/);
  for (const name of ['LinkedIn', 'YouTube', 'Website', 'Chat with the developer']) expect(hrefs[name]).toMatch(/^https:\/\//);

  await footer.getByRole('link', { name: 'Faculties' }).click();
  await page.waitForURL(/\/facaulty$/);
  await main(page).getByRole('heading', { level: 1, name: 'Our faculty' }).waitFor();
  // the new page starts at its top, with focus on its content
  expect(await page.evaluate(() => [window.scrollY, document.activeElement?.tagName])).toEqual([0, 'MAIN']);
});

test("the faculty grid shows 13 members with the academy's own portraits, each linking to a detail page", async () => {
  const page = await open('/faculty');
  const cards = main(page).getByRole('listitem');
  expect(await cards.count()).toBe(13);
  const hrefs = await main(page)
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(hrefs).toHaveLength(13);
  for (const href of hrefs) expect(href).toMatch(/^\/faculty\/\d+$/);

  // every portrait loaded from the academy's API (docs/requirements.md §12), no other host, with alt text naming the person
  const images = main(page).getByRole('img');
  expect(await images.count()).toBe(13);
  for (let i = 0; i < 13; i += 1) {
    const image = images.nth(i);
    await image.scrollIntoViewIfNeeded();
    await page.waitForFunction((element) => (element as HTMLImageElement).complete, await image.elementHandle());
    const { src, alt, width } = await image.evaluate((element: HTMLImageElement) => ({ src: element.src, alt: element.alt, width: element.naturalWidth }));
    expect(new URL(src).origin).toBe(new URL(system().apiBaseUrl).origin);
    expect(alt).toMatch(/^Portrait of \S.+, \S.+/);
    expect(width).toBeGreaterThan(0);
  }

  await main(page).getByRole('link', { name: 'Dr. Miriam Haddad' }).click();
  await page.waitForURL(/\/faculty\/4$/);
  await main(page).getByRole('heading', { level: 1, name: 'Dr. Miriam Haddad' }).waitFor();
  await main(page).getByText('Senior Faculty Member').waitFor();
  await main(page).getByRole('img', { name: 'Portrait of Dr. Miriam Haddad, Senior Faculty Member' }).waitFor();
  // bio plus the two additional paragraphs
  expect(await main(page).locator('article p').count()).toBe(4);
  await main(page).getByRole('link', { name: 'Back to faculty' }).click();
  await page.waitForURL(/\/faculty$/);
  await main(page).getByRole('heading', { level: 1, name: 'Our faculty' }).waitFor();
});

test('an unknown faculty id says the member was not found', async () => {
  const page = await open('/faculty/abc');
  expect(await main(page).getByRole('heading', { level: 1 }).textContent()).toBe('faculty member not found');
});

test('the FAQ shows 8 questions and keeps only one answer open, split into paragraphs', async () => {
  const page = await open('/faq');
  const questions = main(page).getByRole('button');
  expect(await questions.count()).toBe(8);
  expect(await main(page).getByRole('region').count()).toBe(0);

  const cost = main(page).getByRole('button', { name: 'How much does it cost?' });
  await cost.click();
  expect(await cost.getAttribute('aria-expanded')).toBe('true');
  const costAnswer = main(page).getByRole('region', { name: 'How much does it cost?' });
  expect(await costAnswer.locator('p').count()).toBe(2);

  const contact = main(page).getByRole('button', { name: 'How can I get in touch?' });
  await contact.click();
  expect(await contact.getAttribute('aria-expanded')).toBe('true');
  expect(await cost.getAttribute('aria-expanded')).toBe('false');
  expect(await costAnswer.isVisible()).toBe(false);
  const expanded = await questions.evaluateAll((buttons) => buttons.filter((b) => b.getAttribute('aria-expanded') === 'true').length);
  expect(expanded).toBe(1);
  expect(await main(page).getByRole('region').count()).toBe(1);
});

test('the contact form requires all four fields and sends nothing until they are filled', async () => {
  const page = await open('/contact');
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST') posts.push(request.url());
  });
  for (const label of ['Full name', 'Email', 'WhatsApp number', 'Message']) {
    expect(
      await main(page)
        .getByLabel(label)
        .evaluate((field: HTMLInputElement) => field.required),
    ).toBe(true);
  }
  expect(await main(page).getByLabel('Email').getAttribute('type')).toBe('email');

  await main(page).getByRole('button', { name: 'Send message' }).click();
  for (const error of [
    'Please enter your full name.',
    'Please enter your email address.',
    'Please enter your WhatsApp number.',
    'Please enter your message.',
  ]) {
    await main(page).getByText(error).waitFor();
  }
  expect(
    await main(page)
      .getByLabel('Full name')
      .evaluate((field) => field === document.activeElement),
  ).toBe(true);
  // every field in error is marked alike, a one-line field as the message's box
  const borders = await main(page)
    .locator('[aria-invalid="true"]')
    .evaluateAll((fields) => fields.map((field) => getComputedStyle(field).borderTopColor));
  expect(borders).toEqual(Array(4).fill('rgb(180, 35, 24)'));
  expect(posts).toEqual([]);
});

async function fillContactForm(page: Page): Promise<void> {
  await main(page).getByLabel('Full name').fill('Ada Lovelace');
  await main(page).getByLabel('Email').fill('ada@example.org');
  await main(page).getByLabel('WhatsApp number').fill('+44 20 7946 0958');
  await main(page).getByLabel('Message').fill('When does the next cohort start?');
}

test('a contact message is posted once in the API shape, even on a double click, and the visitor is told it was received', async () => {
  const page = await open('/contact');
  const bodies: unknown[] = [];
  await page.route('**/contact_messages', async (route) => {
    bodies.push(route.request().postDataJSON());
    await route.fulfill({ status: 201, json: { message: 'Message received' } });
  });
  await fillContactForm(page);
  await main(page).getByRole('button', { name: 'Send message' }).dblclick();
  await main(page).getByText('Your message has been received', { exact: false }).waitFor();
  expect(bodies).toEqual([
    { contact_message: { fullName: 'Ada Lovelace', email: 'ada@example.org', whatsapp: '+44 20 7946 0958', message: 'When does the next cohort start?' } },
  ]);
});

test('when the API cannot be reached, the contact form says so and keeps what was typed', async () => {
  const page = await open('/contact');
  await page.route('**/contact_messages', (route) => route.abort('connectionrefused'));
  await fillContactForm(page);
  await main(page).getByRole('button', { name: 'Send message' }).click();
  await main(page).getByRole('alert').getByText('No response from server. Please check your internet connection.').waitFor();
  expect(await main(page).getByLabel('Full name').inputValue()).toBe('Ada Lovelace');
  expect(await main(page).getByLabel('Message').inputValue()).toBe('When does the next cohort start?');
});

/** The mails the API wrote to its outbox (no SMTP server in the harness). */
function outboxMails(): string[] {
  const outbox = path.join(system().dataDir, 'outbox');
  if (!fs.existsSync(outbox)) return [];
  return fs.readdirSync(outbox).map((file) => fs.readFileSync(path.join(outbox, file), 'utf8'));
}

test('through the real API, a contact message is received and mailed to the academy', async () => {
  expect(system().apiBaseUrl).not.toBeNull();
  const page = await open('/contact');
  await fillContactForm(page);
  await main(page).getByLabel('Message').fill('Is there a cohort starting in the spring?');
  await main(page).getByRole('button', { name: 'Send message' }).click();
  await main(page).getByText('Your message has been received', { exact: false }).waitFor();
  expect(await main(page).getByLabel('Full name').inputValue()).toBe('');

  // the mail goes out in the background: wait for it to land
  let mail: string | undefined;
  for (let attempt = 0; attempt < 100 && !mail; attempt += 1) {
    mail = outboxMails().find((text) => text.includes('Is there a cohort starting in the spring?'));
    if (!mail) await new Promise((resolve) => setTimeout(resolve, 200));
  }
  expect(mail).toContain('Ada Lovelace');
  expect(mail).toContain('+44 20 7946 0958');
});

test('at phone width the menu button opens and closes the navigation', async () => {
  const page = await open('/', { viewport: PHONE });
  const button = page.getByRole('button', { name: 'Menu' });
  // hidden while closed, so found by the id the button names rather than by role
  const nav = page.locator(`#${await button.getAttribute('aria-controls')}`);
  expect(await nav.evaluate((element) => element.tagName)).toBe('NAV');
  const about = nav.getByRole('link', { name: 'About', includeHidden: true });
  expect(await button.getAttribute('aria-expanded')).toBe('false');
  expect(await about.isVisible()).toBe(false);

  await button.click();
  expect(await button.getAttribute('aria-expanded')).toBe('true');
  await about.waitFor({ state: 'visible' });
  expect(await accountLink(page).isVisible()).toBe(true);

  await button.click();
  expect(await button.getAttribute('aria-expanded')).toBe('false');
  await about.waitFor({ state: 'hidden' });

  // a link followed from the open menu closes it
  await button.click();
  await about.click();
  await page.waitForURL(/\/about$/);
  await about.waitFor({ state: 'hidden' });
  expect(await button.getAttribute('aria-expanded')).toBe('false');
});

test('at desktop width the navigation shows without a menu button', async () => {
  const page = await open('/');
  expect(await page.getByRole('button', { name: 'Menu' }).isVisible()).toBe(false);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' }).waitFor({ state: 'visible' });
});

async function openSignedIn(pathname: string): Promise<Page> {
  const page = await system().newPage();
  // the token is in session storage before the first script runs, as after a login
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('e2e-started')) {
      sessionStorage.setItem('e2e-started', '1');
      sessionStorage.setItem('authToken', 'token-from-an-earlier-login');
    }
  });
  await page.goto(system().url(pathname));
  await waitUntilLive(page);
  return page;
}

test('the header shows Logout while authToken is held, and Login again after a user-logout event', async () => {
  const page = await openSignedIn('/faq');
  await accountLink(page).getByText('Logout').waitFor();

  await page.evaluate(() => {
    sessionStorage.removeItem('authToken');
    window.dispatchEvent(new Event('user-logout'));
  });
  await accountLink(page).getByText('Login').waitFor();
  expect(await accountLink(page).getAttribute('href')).toBe('/login');
});

test('the header switches back to Login when session storage is cleared from another document', async () => {
  const page = await openSignedIn('/programs');
  await accountLink(page).getByText('Logout').waitFor();

  // a same-origin frame shares this tab's session storage; clearing it there fires a storage
  // event (key null) here, as the browser does for a clear made elsewhere
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const frame = document.createElement('iframe');
        frame.src = 'about:blank';
        frame.hidden = true;
        frame.onload = () => {
          frame.contentWindow?.sessionStorage.clear();
          resolve();
        };
        document.body.append(frame);
      }),
  );
  await accountLink(page).getByText('Login').waitFor();
});

test('Logout clears local and session storage, shows Login and returns to /', async () => {
  const page = await openSignedIn('/about');
  await page.evaluate(() => localStorage.setItem('remembered', 'x'));
  await accountLink(page).getByText('Logout').click();
  await page.waitForURL((url) => url.pathname === '/');
  await accountLink(page).getByText('Login').waitFor();
  await main(page).getByRole('heading', { level: 1, name: 'Christian Leadership Academy' }).waitFor();
  expect(await page.evaluate(() => [sessionStorage.length, localStorage.length])).toEqual([0, 0]);
});

const VIEWPORTS = { desktop: undefined, phone: PHONE } as const;

// one tab per width goes through every page: a tab that has loaded the site loads the next page in
// about half the CPU time a fresh context takes
test.each(Object.entries(VIEWPORTS))('axe finds no serious or critical violation on any public page at %s width', async (_name, viewport) => {
  const page = await system().newPage(viewport ? { viewport } : undefined);
  const violations: Record<string, A11yViolation[]> = {};
  for (const { path } of PUBLIC_PAGES) {
    await visit(page, path);
    // the states a visitor brings a page into: an open answer, a form showing its errors
    if (path === '/faq') await main(page).getByRole('button').first().click();
    if (path === '/contact') await main(page).getByRole('button', { name: 'Send message' }).click();
    const found = await system().seriousA11yViolations(page);
    if (found.length > 0) violations[path] = found;
  }
  expect(violations).toEqual({});
});

test('axe finds no serious or critical violation with the phone menu open', async () => {
  const page = await open('/', { viewport: PHONE });
  await page.getByRole('button', { name: 'Menu' }).click();
  expect(await system().seriousA11yViolations(page)).toEqual([]);
});
