/**
 * The production topology (deploy/Caddyfile): the shell, the three areas and the API on one https
 * origin behind Caddy. A student's dashboard and a facilitator's desk load there signed in with
 * every request on that origin over HTTP/2, so the browser sends no CORS preflight; a public page
 * comes prerendered, the shell's server having read the public site and the API through the proxy.
 * The file's system fails with a message saying so where Caddy is not installed.
 */
import type { Page } from 'playwright-core';
import { seedSession, signInThroughApi } from '@academy/platform/testing/phone-profile';
import { systemPerFile } from '../harness';
import { DEMO_PASSWORD, FACILITATOR, STUDENT, waitUntilLive } from '../support';

const system = systemPerFile({ behindProxy: true });

/** Every request the page sends from now on (its method and address), and every error its scripts throw. */
function watch(page: Page) {
  const sent: { method: string; url: string }[] = [];
  const errors: string[] = [];
  page.on('request', (request) => sent.push({ method: request.method(), url: request.url() }));
  page.on('pageerror', (error) => errors.push(error.message));
  return { sent, errors };
}

/** The protocol each resource of the page came over (HTTP/2 is 'h2'), the document's included. */
const protocolsOf = (page: Page) =>
  page.evaluate(() => [
    ...new Set(
      performance
        .getEntriesByType('navigation')
        .concat(performance.getEntriesByType('resource'))
        .map((entry) => (entry as PerformanceResourceTiming).nextHopProtocol),
    ),
  ]);

test.each([
  ['student', STUDENT, '/portal/dashboard', '#sp-dashboard-title'],
  ['facilitator', FACILITATOR, '/portal', '#fd-desk-title'],
])("the %s's first screen loads on the one origin over HTTP/2, its API calls without a CORS preflight", async (_role, email, pathname, heading) => {
  const page = await system().newPage();
  await page.context().addInitScript(seedSession, await signInThroughApi(system().apiBaseUrl, email, DEMO_PASSWORD));
  const { sent, errors } = watch(page);

  await page.goto(system().url(pathname));
  await page.locator(heading).waitFor();
  await page.locator('.academy-stat__value').first().waitFor();
  await page.waitForLoadState('networkidle');

  const origin = new URL(system().url('/')).origin;
  expect(sent.filter(({ url }) => new URL(url).origin !== origin && !url.startsWith('data:'))).toEqual([]);
  expect(sent.filter(({ url }) => new URL(url).pathname.startsWith('/api/v1/')).length).toBeGreaterThan(0);
  expect(sent.filter(({ method }) => method === 'OPTIONS')).toEqual([]);
  expect(await protocolsOf(page)).toEqual(['h2']);
  expect(errors).toEqual([]);
});

test('a public page comes prerendered through the proxy, and its code takes over', async () => {
  const [first] = (await (await fetch(`${system().apiBaseUrl}/content/faq`)).json()) as { question: string }[];
  // without scripts the page is what the shell's server rendered, with the public site's renderer
  // and the API's FAQ, both read through the proxy
  const rendered = await system().newPage({ javaScriptEnabled: false });
  expect((await rendered.goto(system().url('/faq')))?.status()).toBe(200);
  await rendered.getByText(first!.question).first().waitFor();

  const page = await system().newPage();
  await page.goto(system().url('/faq'));
  await waitUntilLive(page);
  await page.getByText(first!.question).first().waitFor();
});
