/**
 * A student's first visit to the portal on a phone (platform/testing/phone-profile.ts: 390 px, Slow 4G, CPU
 * 4x slower), cold and signed in: the dashboard comes in few requests, its scripts asked for in
 * parallel rather than one layer after the other, the area's and the screen's data beside the shell's,
 * and the screen's first render shows the answers that are back by then. Its time is printed, never
 * asserted (timing depends on the machine; `npm run bench` reports it against the aim).
 */
import { addReadyProbe, phoneContextOptions, seedSession, signInThroughApi, throttle, visit } from '@academy/platform/testing/phone-profile';
import { sharedSystem } from '../harness';
import { DEMO_PASSWORD, STUDENT } from '../support';

const system = sharedSystem();

type ProbedWindow = Window & { headingFirstShownWithoutFigures?: boolean };

/** An init script: notes whether the dashboard's heading was first shown without its figures (a loading state painted first). */
function noteFirstHeading() {
  new MutationObserver((_, observer) => {
    if (!document.querySelector('#sp-dashboard-title')) return;
    (window as ProbedWindow).headingFirstShownWithoutFigures = !document.querySelector('.academy-stat__value');
    observer.disconnect();
  }).observe(document, { childList: true, subtree: true });
}

test("the cold phone-profile student dashboard loads in at most 30 requests, its scripts in at most three rounds, the area's and the first screen's data beside the shell's", async () => {
  const page = await system().newPage(phoneContextOptions());
  await page.context().addInitScript(seedSession, await signInThroughApi(system().apiBaseUrl, STUDENT, DEMO_PASSWORD));
  await addReadyProbe(page.context(), ['#sp-dashboard-title', '.academy-stat__value']);
  const recorder = await throttle(page);

  const cold = await visit(page, system().url('/portal/dashboard'), recorder);
  console.log(
    `cold phone-profile student dashboard: ready in ${cold.readyMs} ms, ${cold.requests} requests (+${cold.preflights} CORS preflights), ` +
      `${cold.scripts} scripts, ${(cold.jsWireBytes / 1024).toFixed(1)} KB of JS on the wire, scripts in ${cold.longestScriptChain} rounds`,
  );

  expect(cold.requests).toBeLessThanOrEqual(30);
  // main.js with the frame's preloaded scripts and the area's remoteEntry.js, then its first screen
  // (named by the area's manifest); a third round when the page's inline script runs only once a
  // preloaded script has arrived
  expect(cold.longestScriptChain).toBeLessThanOrEqual(3);
  // the area's entry is asked for while the document is parsed (by its inline script), not by
  // main.js, which runs only once parsing is over
  const { areaEntryAskedAt, parsedAt } = await page.evaluate((entry) => {
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    return { areaEntryAskedAt: performance.getEntriesByName(entry)[0]?.startTime, parsedAt: navigation?.domInteractive };
  }, `${system().origins['student-portal']}/remoteEntry.js`);
  expect(areaEntryAskedAt).toBeLessThan(parsedAt ?? 0);
  // what the document's scripts preload is what the page runs: each script comes once
  const urls = recorder
    .requests()
    .filter((request) => request.type === 'Script')
    .map(({ url }) => url);
  expect(urls).toEqual([...new Set(urls)]);
  // the document names the area's first scripts: the page does not read its manifest for them
  expect(recorder.requests().filter(({ url }) => url.endsWith('/mf-manifest.json'))).toEqual([]);
  expect(await page.locator('.academy-stat').count()).toBe(4);

  // the screen's and the frame's reads leave beside the scripts (the document's inline script asks
  // for them), and each once: the screen takes those answers rather than asking again
  // (the frame tells the API the browser's zone once the first screen is done: not a read)
  const apiCalls = recorder.requests().filter((request) => request.type !== 'Preflight' && request.url.startsWith(system().apiBaseUrl));
  const zoneReports = apiCalls.filter(({ url }) => url.endsWith('/notification_settings/browser_time_zone'));
  const reads = apiCalls.filter((call) => !zoneReports.includes(call));
  // the four figures and Next up in one read
  expect(reads.filter(({ url }) => url.includes('/cla_dashboards/')).map(({ url }) => new URL(url).pathname.split('/').pop())).toEqual(['student_dashboard']);
  expect(reads.map(({ url }) => url)).toEqual([...new Set(reads.map(({ url }) => url))]);
  // asked while the document is parsed (by its inline script), so before main.js runs, which waits
  // for parsing to end; whether main.js has arrived by then depends on the network, not the page
  const readsAskedAt = await page.evaluate(
    (urls) => urls.map((url) => performance.getEntriesByName(url)[0]?.startTime ?? Infinity),
    reads.map(({ url }) => url),
  );
  expect(Math.max(...readsAskedAt)).toBeLessThan(parsedAt ?? 0);
  expect(zoneReports.length).toBeLessThanOrEqual(1);
  // the reads were answered early: axios (the client's instance, http.*.js) comes, if at all, only
  // for that report, after every read was answered
  const axios = recorder.requests().filter(({ url }) => /\/http\.[0-9a-f]+\.js$/.test(url));
  for (const script of axios) expect(script.startedAt).toBeGreaterThan(Math.max(...reads.map(({ finishedAt }) => finishedAt ?? Infinity)));
});

test("when the document's early answers are back before the page's code runs, the dashboard's first render shows its figures", async () => {
  const page = await system().newPage(phoneContextOptions());
  await page.context().addInitScript(seedSession, await signInThroughApi(system().apiBaseUrl, STUDENT, DEMO_PASSWORD));
  await page.context().addInitScript(noteFirstHeading);
  // the shell's first script waits until the figures' answer has come, body and all
  const figuresAnswered = page
    .waitForResponse((response) => response.url().includes('/cla_dashboards/student_dashboard'))
    .then((response) => response.finished());
  await page.route('**/main.js', async (route) => {
    await figuresAnswered;
    await route.continue();
  });

  await page.goto(system().url('/portal/dashboard'));
  await page.locator('.academy-stat__value').first().waitFor();
  expect(await page.evaluate(() => (window as ProbedWindow).headingFirstShownWithoutFigures)).toBe(false);
});
