/**
 * A first visit as a phone on a slow network sees it, measured in Chromium (playwright-core): the
 * profile of Lighthouse's "Slow 4G" mobile preset applied through the DevTools protocol, the time
 * until the page's first screen is ready, and what came over the wire on the way. `npm run bench`
 * and the browser tests share it.
 */
import type { BrowserContext, BrowserContextOptions, Page } from 'playwright-core';

export interface RecordedRequest {
  url: string;
  type: string;
  startedAt: number;
  finishedAt: number | null;
  wireBytes: number;
}

export interface Recorder {
  requests: () => RecordedRequest[];
}

export interface Visit {
  readyMs: number;
  /**
   * when the last of the scripts asked for before the screen was ready had arrived, from the
   * document's request: what is left of ready is the main thread's
   */
  scriptsInMs: number;
  requests: number;
  preflights: number;
  scripts: number;
  jsWireBytes: number;
  wireBytes: number;
  longestScriptChain: number;
}

export interface Session {
  token: string;
  user: unknown;
}

/**
 * The console line readyProbe writes when the first screen is painted, followed by the time. The
 * page tells the bench rather than being polled: polling would run the driver's own script in the
 * page while it loads, on the same slowed CPU.
 */
const READY_NOTE = 'academy-first-screen-ready';

/** 390 px wide, 150 ms round trip, 1.6 Mb/s down, 750 kb/s up, the CPU slowed 4 times. */
const PHONE_PROFILE = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
  latencyMs: 150,
  downloadBytesPerSecond: (1.6 * 1024 * 1024) / 8,
  uploadBytesPerSecond: (750 * 1024) / 8,
  cpuSlowdown: 4,
};

/** The browser context options of the profile (the network and CPU are per page: `throttle`). */
function phoneContextOptions(): BrowserContextOptions {
  const { viewport, deviceScaleFactor, isMobile, hasTouch } = PHONE_PROFILE;
  return { viewport, deviceScaleFactor, isMobile, hasTouch };
}

/**
 * Throttles `page` to the profile and records every request it sends over the network from then
 * on, as Chromium reports them (`encodedDataLength`: bytes as received, compressed, headers included).
 */
async function throttle(page: Page): Promise<Recorder> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: PHONE_PROFILE.latencyMs,
    downloadThroughput: PHONE_PROFILE.downloadBytesPerSecond,
    uploadThroughput: PHONE_PROFILE.uploadBytesPerSecond,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE_PROFILE.cpuSlowdown });
  const byId = new Map<string, RecordedRequest>();
  cdp.on('Network.requestWillBeSent', ({ requestId, request, type, timestamp }) => {
    // a data: URL (an image inlined in a script) is read from memory: nothing goes over the wire
    if (request.url.startsWith('data:')) return;
    // a redirect reuses the id: the last hop is the one that counts; the browser's own CORS
    // preflights (OPTIONS before an API call with a token) are told apart
    const kind = request.method === 'OPTIONS' ? 'Preflight' : (type ?? 'Other');
    byId.set(requestId, { url: request.url, type: kind, startedAt: timestamp * 1000, finishedAt: null, wireBytes: 0 });
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength, timestamp }) => {
    const request = byId.get(requestId);
    if (!request) return;
    request.wireBytes = encodedDataLength;
    request.finishedAt = timestamp * 1000;
  });
  return { requests: () => [...byId.values()] };
}

/* global window, document, console, requestAnimationFrame, MutationObserver -- the probe and seedSession run in the page */

/**
 * An init script: writes READY_NOTE and the time (ms since navigation start) to the console at the
 * first frame painted with every one of `selectors` in the document.
 */
function readyProbe({ selectors, note }: { selectors: string[]; note: string }) {
  const ready = () => selectors.every((selector) => document.querySelector(selector));
  const observer = new MutationObserver(() => {
    if (!ready()) return;
    observer.disconnect();
    requestAnimationFrame((paintedAt) => console.debug(`${note} ${paintedAt}`));
  });
  observer.observe(document, { childList: true, subtree: true });
}

/** Makes every page of `context` say when its first screen is ready: painted with each of `selectors`. */
async function addReadyProbe(context: BrowserContext, selectors: string[]): Promise<void> {
  await context.addInitScript(readyProbe, { selectors, note: READY_NOTE });
}

/**
 * Loads `url` in `page` (set up by `throttle` and with `addReadyProbe`) and waits until the
 * first screen is ready and the network has been quiet for a moment.
 * `requests` are the page's own, as the browser lists them in its network panel (data: URLs
 * apart); the CORS preflights the browser adds before API calls are counted apart (`preflights`).
 */
async function visit(page: Page, url: string, recorder: Recorder): Promise<Visit> {
  const before = recorder.requests().length;
  const ready = page.waitForEvent('console', { predicate: (message) => message.text().startsWith(`${READY_NOTE} `), timeout: 60_000 });
  await page.goto(url, { waitUntil: 'commit' });
  const readyMs = Number((await ready).text().slice(READY_NOTE.length + 1));
  await page.waitForLoadState('networkidle');
  const all = recorder.requests().slice(before);
  const requests = all.filter((request) => request.type !== 'Preflight');
  const scripts = requests.filter((request) => request.type === 'Script');
  const asked = Math.min(...requests.map((request) => request.startedAt));
  const beforeReady = scripts.filter((script) => script.startedAt - asked < readyMs);
  return {
    readyMs: Math.round(readyMs),
    scriptsInMs: Math.round(Math.max(asked, ...beforeReady.map((script) => script.finishedAt ?? asked)) - asked),
    requests: requests.length,
    preflights: all.length - requests.length,
    scripts: scripts.length,
    jsWireBytes: scripts.reduce((sum, request) => sum + request.wireBytes, 0),
    wireBytes: requests.reduce((sum, request) => sum + request.wireBytes, 0),
    longestScriptChain: longestChain(scripts),
  };
}

/**
 * How many scripts a page waited for one after the other: the longest run of scripts each asked
 * for only after the one before had arrived (1 when all were asked for at once).
 */
function longestChain(scripts: RecordedRequest[]) {
  const sorted = [...scripts].sort((a, b) => a.startedAt - b.startedAt);
  const depth = sorted.map(() => 1);
  sorted.forEach((script, index) => {
    for (let earlier = 0; earlier < index; earlier += 1) {
      const finishedAt = sorted[earlier]?.finishedAt ?? null;
      if (finishedAt !== null && finishedAt <= script.startedAt) depth[index] = Math.max(depth[index] ?? 1, (depth[earlier] ?? 1) + 1);
    }
  });
  return Math.max(0, ...depth);
}

/** The session a signed-in visitor's tab holds (shared/src/session/store.ts), put in place before the page's scripts run. */
function seedSession({ token, user }: Session) {
  const copy = JSON.stringify({ token, user, expiresAt: Date.now() + 86_400_000 });
  if (window.sessionStorage.getItem('authToken')) return;
  window.sessionStorage.setItem('authToken', token);
  window.sessionStorage.setItem('academySession', copy);
}

/** Signs `email` in through the API: the `{ token, user }` a sign-in gives the page. */
async function signInThroughApi(apiBaseUrl: string, email: string, password: string): Promise<Session> {
  const response = await fetch(`${apiBaseUrl}/sign_in`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ user: { email, password } }),
  });
  if (!response.ok) throw new Error(`signing ${email} in failed: ${response.status}`);
  const { token, user } = (await response.json()) as Session;
  return { token, user };
}

export { PHONE_PROFILE, phoneContextOptions, throttle, addReadyProbe, visit, longestChain, seedSession, signInThroughApi };
