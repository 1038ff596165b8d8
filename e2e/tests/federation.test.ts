import type { Page } from 'playwright-core';
import { systemPerFile } from '../harness';

const COULD_NOT_LOAD = 'This part of the site could not be loaded.';

const system = systemPerFile();

/** Moves within the single-page app the way a link does (no reload, the shell stays). */
async function navigateInApp(page: Page, pathname: string): Promise<void> {
  await page.evaluate((target) => {
    window.history.pushState({}, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, pathname);
}

/** The origins the page loads scripts from, filled in as it loads them. */
function recordScriptOrigins(page: Page): Set<string> {
  const origins = new Set<string>();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') origins.add(new URL(response.url()).origin);
  });
  return origins;
}

test('the shell loads the public site at / from the public-site server', async () => {
  const page = await system().newPage();
  const scriptOrigins = recordScriptOrigins(page);
  await page.goto(system().url('/'));
  await page.locator('h1').first().waitFor();
  expect(scriptOrigins).toContain(system().origins['public-site']);
  expect(await page.getByRole('alert').count()).toBe(0);
});

test('a stopped remote shows its message and Retry while the header and another remote work; Retry loads it once it is back', async () => {
  const certificatePage = '/certificate/verify/NO-SUCH-CODE';
  await system().stopArea('student-portal');
  const page = await system().newPage();
  try {
    await page.goto(system().url(certificatePage));
    // the certificate area (student-portal) fails in place, under the public header (public-site)
    await page.getByText(COULD_NOT_LOAD).waitFor();
    await page.getByRole('button', { name: 'Retry' }).waitFor();
    await page.locator('header').first().waitFor();
    expect(await page.getByText(COULD_NOT_LOAD).count()).toBe(1);

    // the shell still routes, and the public site works in full
    await navigateInApp(page, '/');
    await page.locator('main h1').first().waitFor();
    expect(await page.getByText(COULD_NOT_LOAD).count()).toBe(0);

    // back to the certificate: still down, so the message is back
    await navigateInApp(page, certificatePage);
    await page.getByText(COULD_NOT_LOAD).waitFor();

    // Retry while it is still down fails again, with the same message
    await page.getByRole('button', { name: 'Retry' }).click();
    await page.getByText(COULD_NOT_LOAD).waitFor();
    await page.getByRole('button', { name: 'Retry' }).waitFor();
  } finally {
    await system().startArea('student-portal');
  }

  await page.getByRole('button', { name: 'Retry' }).click();
  await page.getByText(COULD_NOT_LOAD).waitFor({ state: 'detached' });
  await page.locator('main h1').first().waitFor();
  expect(await page.getByRole('button', { name: 'Retry' }).count()).toBe(0);
});

test('pointing app-config at a second build of a remote on another port makes the shell load that one, with no shell rebuild', async () => {
  const alternate = await system().serveAlternateBuild('public-site');
  const original = system().origins['public-site'];
  system().pointRemoteAt('public-site', alternate.remoteEntryUrl);
  // the original server is gone, so anything that still loads it would fail
  await system().stopArea('public-site');
  try {
    const page = await system().newPage();
    const scriptOrigins = recordScriptOrigins(page);
    await page.goto(system().url('/'));
    await page.locator('h1').first().waitFor();
    expect(await page.evaluate(() => (window as unknown as { __ALTERNATE_BUILD__?: string }).__ALTERNATE_BUILD__)).toBe('public-site');
    expect(scriptOrigins).toContain(alternate.origin);
    expect(scriptOrigins).not.toContain(original);
    expect(await page.getByText(COULD_NOT_LOAD).count()).toBe(0);
  } finally {
    system().pointRemoteAt('public-site', `${original}/remoteEntry.js`);
    await system().startArea('public-site');
    await alternate.stop();
  }
});
