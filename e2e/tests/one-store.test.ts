/**
 * One store in a page: a session set through `shared` by the public site's
 * code is seen by the shell and by the student portal in the same page, and ended there by the
 * public header, without a reload; the federation share scope holds a single loaded copy of the
 * store module, used by the shell and both remotes.
 */
import type { Page } from 'playwright-core';
import { sharedSystem } from '../harness';
import { DEMO_PASSWORD, STUDENT, goTo, waitUntilLive } from '../support';

const STORE_MODULE = '@academy/shared/session/store';

const system = sharedSystem();

/** Marks the current document; the mark survives client-side moves and is lost on a reload. */
async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => Object.assign(window, { __oneStoreMark: 'still the same document' }));
}

async function sameDocument(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { __oneStoreMark?: string }).__oneStoreMark === 'still the same document');
}

/** Logs in through the public site's form; its code puts the session in the shared store. */
async function logInThroughPublicSite(page: Page): Promise<void> {
  await page.goto(system().url('/login'));
  await waitUntilLive(page);
  await page.getByRole('heading', { level: 1, name: 'Login' }).waitFor();
  await markDocument(page);
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(STUDENT);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL((url) => url.pathname === '/portal');
}

interface StoreShare {
  /** `${from}@${version}` of each provided copy of the store module in any share scope. */
  copies: string[];
  /** The copies the runtime has loaded. */
  loaded: string[];
  /** The federation instances that took the module from the share scope. */
  usedBy: string[];
  /** The token held by the loaded copy's store, next to the one in session storage. */
  sharedStoreToken: string | null;
  storageToken: string | null;
}

/** What window.__FEDERATION__.__SHARE__ (instance -> scope -> module -> version -> entry) says of the store. */
async function storeShare(page: Page, moduleName: string): Promise<StoreShare> {
  return page.evaluate(async (name) => {
    interface Entry {
      from: string;
      version: string;
      loaded?: boolean;
      useIn?: string[];
      lib?: () => unknown;
      get?: () => Promise<() => unknown>;
    }
    type Share = Record<string, Record<string, Record<string, Record<string, Entry>>>>;
    const share = (window as unknown as { __FEDERATION__: { __SHARE__: Share } }).__FEDERATION__.__SHARE__;
    const entries = new Map<string, Entry>();
    for (const scopes of Object.values(share)) {
      for (const modules of Object.values(scopes)) {
        for (const entry of Object.values(modules[name] ?? {})) {
          const key = `${entry.from}@${entry.version}`;
          // every instance's view lists the same provided copy; keep one per provider and version
          const known = entries.get(key);
          if (!known || (entry.loaded && !known.loaded)) entries.set(key, entry);
        }
      }
    }
    const loadedEntries = [...entries.entries()].filter(([, entry]) => entry.loaded);
    let sharedStoreToken: string | null = null;
    const [only] = loadedEntries;
    if (loadedEntries.length === 1 && only) {
      const entry = only[1];
      const exports = (entry.lib ? entry.lib() : (await entry.get!())()) as {
        useSessionStore: { getState: () => { token: string | null } };
      };
      sharedStoreToken = exports.useSessionStore.getState().token;
    }
    return {
      copies: [...entries.keys()].sort(),
      loaded: loadedEntries.map(([key]) => key).sort(),
      usedBy: [...new Set(loadedEntries.flatMap(([, entry]) => entry.useIn ?? []))].sort(),
      sharedStoreToken,
      storageToken: sessionStorage.getItem('authToken'),
    };
  }, moduleName);
}

test('a session set by the public site is seen by the shell frame and a student-portal screen, without a reload', async () => {
  const page = await system().newPage();
  // the student portal's screen is on the page, signed out, before anyone logs in
  await page.goto(system().url('/certificate'));
  await page.getByText('to see your certificate.').waitFor();
  await markDocument(page);

  // its link leads to the public site's login form, in the same document
  await page.locator('.sp-certificate').getByRole('link', { name: 'log in' }).click();
  await page.getByRole('heading', { level: 1, name: 'Login' }).waitFor();
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(STUDENT);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL((url) => url.pathname === '/portal');

  // the shell's portal frame chose the student navigation from the session
  const nav = page.getByRole('navigation', { name: 'Portal' });
  await nav.getByRole('link', { name: 'Dashboard' }).waitFor();
  expect(await nav.getByRole('link', { name: 'My Desk' }).count()).toBe(0);
  // the student portal's dashboard reads the same user and calls the API with its token
  await page.getByText('Welcome, Esther Mensah.').waitFor();
  await page.locator('.academy-stat').first().waitFor();
  expect(await sameDocument(page)).toBe(true);

  // a link of the shell's frame to another student-portal screen: still signed in, same document
  await nav.getByRole('link', { name: 'Profile' }).click();
  await page.getByText(STUDENT, { exact: true }).waitFor();
  expect(await sameDocument(page)).toBe(true);

  // back under the public header, the certificate screen now sees the student
  await goTo(page, '/certificate');
  await page.getByRole('heading', { level: 1, name: 'Your Certificate' }).waitFor();
  await page.getByRole('heading', { name: 'What remains' }).waitFor();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Logout', exact: true }).waitFor();
  expect(await sameDocument(page)).toBe(true);

  const share = await storeShare(page, STORE_MODULE);
  // whichever area registered it first provides it ('loaded-first'); there is one, and all use it
  expect(share.loaded).toHaveLength(1);
  expect(share.copies).toEqual(share.loaded);
  expect(share.usedBy).toEqual(expect.arrayContaining(['shell', 'public_site', 'student_portal']));
  expect(share.storageToken).toMatch(/\S/);
  expect(share.sharedStoreToken).toBe(share.storageToken);
});

test("the public header's Logout switches the certificate screen below it to signed out at once", async () => {
  const page = await system().newPage();
  await logInThroughPublicSite(page);
  await page.getByText('Welcome, Esther Mensah.').waitFor();
  await goTo(page, '/certificate');
  await page.getByRole('heading', { name: 'What remains' }).waitFor();
  const signedOutText = page.getByText('to see your certificate.');
  expect(await signedOutText.count()).toBe(0);

  // Logout is a link home that ends the session on the way. Holding this one click's navigation
  // keeps the certificate screen on the page, so what it does when the store changes shows.
  await page.evaluate(() => {
    window.addEventListener(
      'click',
      (event) => {
        if ((event.target as Element).closest('a')?.textContent === 'Logout') event.preventDefault();
      },
      { capture: true, once: true },
    );
  });
  const header = page.getByRole('navigation', { name: 'Main' });
  await header.getByRole('link', { name: 'Logout', exact: true }).click();

  await signedOutText.waitFor();
  expect(await page.getByRole('heading', { name: 'What remains' }).count()).toBe(0);
  await header.getByRole('link', { name: 'Login', exact: true }).waitFor();
  expect(new URL(page.url()).pathname).toBe('/certificate');
  expect(await sameDocument(page)).toBe(true);
  const share = await storeShare(page, STORE_MODULE);
  expect(share.storageToken).toBeNull();
  expect(share.sharedStoreToken).toBeNull();
});

test('Logout as it is, from /certificate: home, signed out, and the certificate screen says so on the way back', async () => {
  const page = await system().newPage();
  await logInThroughPublicSite(page);
  await page.getByText('Welcome, Esther Mensah.').waitFor();
  await goTo(page, '/certificate');
  await page.getByRole('heading', { name: 'What remains' }).waitFor();

  const header = page.getByRole('navigation', { name: 'Main' });
  await header.getByRole('link', { name: 'Logout', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await header.getByRole('link', { name: 'Login', exact: true }).waitFor();

  await page.evaluate(() => window.history.back());
  await page.waitForURL((url) => url.pathname === '/certificate');
  await page.getByText('to see your certificate.').waitFor();
  expect(await sameDocument(page)).toBe(true);
  expect(await page.evaluate(() => sessionStorage.getItem('authToken'))).toBeNull();
});
