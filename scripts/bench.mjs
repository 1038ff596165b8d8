// npm run bench: what a browser receives on a first visit (bytes on the wire by type, as
// transferred, and request counts, per public page), the phone profile's first and second visits
// of the public home, the student's dashboard and the facilitator's desk side by side, the portal's
// first visits on five origins against one origin behind the proxy (deploy/Caddyfile), the time
// from Login to the student's dashboard figures, Lighthouse's mobile profile on the public pages,
// then the API's own benchmark. Options: --no-build, --no-lighthouse, --no-api, --files, --phone-runs N;
// --only-api: the API's benchmark alone, --figures-only: of it, the scale aims' figures alone (not the
// notices, invitations and limits).
import './node-lts.mjs'; // first: re-runs this script on the project's Node when the machine's is older
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { ROOT, buildMissing, npm } from './lib.mjs';

const require = createRequire(import.meta.url);
const { CHROMIUM, CHROMIUM_ARGS, startApi, startFrontEnds, getFreePort } = require('@academy/platform/testing/system');
const { oneOriginConfig, startProxy } = require('@academy/platform/testing/proxy');
const { chromium } = require('playwright-core');
const phone = require('@academy/platform/testing/phone-profile');

const PAGES = ['/', '/about', '/faculty', '/faq', '/login'];
const LIGHTHOUSE_RUNS = 3;
const LOGIN_RUNS = 3;
const DEMO_STUDENT = { email: 'student@example.org', password: 'academy-demo' };
const DEMO_FACILITATOR = { email: 'facilitator@example.org', password: 'academy-demo' };

/** The first screens measured on the phone profile: who visits, and what shows the screen is ready (a heading and a figure). */
const PHONE_VISITS = [
  { name: 'public home', path: '/', ready: ['main h1'] },
  { name: 'student dashboard', path: '/portal/dashboard', visitor: DEMO_STUDENT, ready: ['#sp-dashboard-title', '.academy-stat__value'] },
  { name: 'facilitator desk', path: '/portal', visitor: DEMO_FACILITATOR, ready: ['#fd-desk-title', '.academy-stat__value'] },
];
const PHONE_RUNS = 3;

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/* global window, document, MutationObserver -- noteWhenLive and the evaluated callbacks run in the page */
/** @typedef {Window & { __liveAt?: number }} LiveWindow what noteWhenLive notes in the page */

/** Notes (as a wall-clock time in window.__liveAt) when the page's code has taken over: it answers input from then on. */
function noteWhenLive() {
  new MutationObserver((_, observer) => {
    if (!document.documentElement.hasAttribute('data-page-live')) return;
    /** @type {LiveWindow} */ (window).__liveAt = performance.timeOrigin + performance.now();
    observer.disconnect();
  }).observe(document.documentElement, { attributes: true });
}

/**
 * One cold load (fresh context, empty cache) until the network is quiet: the responses as sent,
 * each marked `beforeLive` when it was asked for before the page answered input.
 */
async function coldLoad(browser, url) {
  const context = await browser.newContext();
  await context.addInitScript(noteWhenLive);
  const page = await context.newPage();
  const requests = [];
  page.on('requestfinished', (request) => requests.push(request));
  await page.goto(url, { waitUntil: 'networkidle' });
  const liveAt = await page.evaluate(() => /** @type {LiveWindow} */ (window).__liveAt ?? Infinity);
  const loaded = await Promise.all(
    requests.map(async (request) => {
      const sizes = await request.sizes();
      const response = await request.response();
      return {
        type: request.resourceType(),
        url: request.url(),
        // body as transferred (compressed when it was) plus headers
        wire: sizes.responseBodySize + sizes.responseHeadersSize,
        encoding: (await response?.headerValue('content-encoding')) ?? 'identity',
        beforeLive: request.timing().startTime < liveAt,
      };
    }),
  );
  await context.close();
  return loaded;
}

function printWire(pathname, loaded, showFiles) {
  const byType = {};
  for (const { type, wire } of loaded) {
    byType[type] = byType[type] ?? { count: 0, bytes: 0 };
    byType[type].count += 1;
    byType[type].bytes += wire;
  }
  const total = loaded.reduce((sum, { wire }) => sum + wire, 0);
  const parts = Object.entries(byType)
    .sort((a, b) => b[1].bytes - a[1].bytes)
    .map(([type, { count, bytes }]) => `${type} ${count} / ${kb(bytes)}`);
  const beforeLive = loaded.filter((file) => file.beforeLive).length;
  console.log(
    `${pathname.padEnd(10)} ${String(loaded.length).padStart(3)} requests (${beforeLive} before it answers input), ${kb(total).padStart(9)} on the wire: ${parts.join(', ')}`,
  );
  if (showFiles) {
    for (const file of [...loaded].sort((a, b) => b.wire - a.wire)) console.log(`    ${kb(file.wire).padStart(9)} ${file.encoding.padEnd(8)} ${file.url}`);
  }
  return byType;
}

async function measureWire(browser, origin, showFiles) {
  console.log('\nCold loads in Chromium (no cache), bytes on the wire as transferred (compressed), by type:');
  for (const pathname of PAGES) {
    const byType = printWire(pathname, await coldLoad(browser, `${origin}${pathname}`), showFiles);
    if (pathname === '/') console.log(`cold-load JS on the wire for /: ${byType.script?.bytes ?? 0} bytes (aim: at most ${110 * 1024})`);
  }
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/**
 * A figure of a Lighthouse report: absent (or null) only when Lighthouse could not measure it.
 * @param {number | null | undefined} value
 * @param {string} what
 * @param {{ code?: string } | undefined} runtimeError what Lighthouse says went wrong, when it says
 */
function measured(value, what, runtimeError) {
  if (value === undefined || value === null) throw new Error(`Lighthouse did not measure ${what}${runtimeError?.code ? ` (${runtimeError.code})` : ''}`);
  return value;
}

/**
 * A run's figures, from its report.
 * @param {import('lighthouse').Result} report
 */
function lighthouseFigures({ categories, audits, runtimeError }) {
  const figure = (value, what) => measured(value, what, runtimeError);
  return {
    performance: figure(categories.performance?.score, 'the performance score') * 100,
    accessibility: figure(categories.accessibility?.score, 'the accessibility score') * 100,
    fcp: figure(audits['first-contentful-paint']?.numericValue, 'the first contentful paint'),
    lcp: figure(audits['largest-contentful-paint']?.numericValue, 'the largest contentful paint'),
    tbt: figure(audits['total-blocking-time']?.numericValue, 'the total blocking time'),
    cls: figure(audits['cumulative-layout-shift']?.numericValue, 'the cumulative layout shift'),
  };
}

/**
 * Lighthouse's default (mobile) configuration, simulated throttling; the median of the runs it
 * measured. A run it could not measure is said, and the bench goes on.
 */
async function measureLighthouse(origin) {
  const { default: lighthouse } = await import('lighthouse');
  const port = await getFreePort();
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: [...CHROMIUM_ARGS, `--remote-debugging-port=${port}`] });
  console.log(`\nLighthouse ${LIGHTHOUSE_RUNS} runs per page, mobile preset, simulated throttling (median):`);
  console.log(`${'page'.padEnd(10)}${'perf'.padStart(6)}${'a11y'.padStart(6)}${'FCP'.padStart(9)}${'LCP'.padStart(9)}${'TBT'.padStart(9)}${'CLS'.padStart(8)}`);
  try {
    for (const pathname of PAGES) {
      const runs = [];
      for (let run = 0; run < LIGHTHOUSE_RUNS; run += 1) {
        const result = await lighthouse(`${origin}${pathname}`, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] });
        try {
          if (!result) throw new Error('Lighthouse gave no result');
          runs.push(lighthouseFigures(result.lhr));
        } catch (error) {
          console.log(`${pathname}: run ${run + 1} not measured: ${/** @type {Error} */ (error).message}`);
        }
      }
      if (runs.length === 0) continue;
      const pick = (key) => median(runs.map((run) => run[key]));
      console.log(
        `${pathname.padEnd(10)}${String(Math.round(pick('performance'))).padStart(6)}${String(Math.round(pick('accessibility'))).padStart(6)}` +
          `${`${(pick('fcp') / 1000).toFixed(2)} s`.padStart(9)}${`${(pick('lcp') / 1000).toFixed(2)} s`.padStart(9)}` +
          `${`${Math.round(pick('tbt'))} ms`.padStart(9)}${pick('cls').toFixed(3).padStart(8)}`,
      );
    }
  } finally {
    await browser.close();
  }
}

/**
 * From the Login click to the student's four dashboard figures on screen, desktop, no throttling;
 * and what the whole sign-in (the login page, then the dashboard, as the browser tests do it)
 * costs the page: the scripts it fetched and its renderer's main-thread time (the DevTools
 * protocol's TaskDuration).
 */
async function measureLogin(browser, origin) {
  const runs = [];
  for (let run = 0; run < LOGIN_RUNS; run += 1) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    let scripts = 0;
    page.on('requestfinished', (request) => {
      if (request.resourceType() === 'script') scripts += 1;
    });
    await page.goto(`${origin}/login`);
    await page.locator('html[data-page-live]').waitFor({ state: 'attached' });
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(DEMO_STUDENT.email);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_STUDENT.password);
    const started = Date.now();
    await page.getByRole('button', { name: 'Login' }).click();
    await page.locator('.academy-stat').nth(3).waitFor();
    const ms = Date.now() - started;
    const { metrics } = await cdp.send('Performance.getMetrics');
    const taskMs = 1000 * metrics.find((metric) => metric.name === 'TaskDuration').value;
    runs.push({ ms, scripts, taskMs });
    await context.close();
  }
  const pick = (key) => Math.round(median(runs.map((run) => run[key])));
  console.log(`\nLogin to the student's dashboard figures on screen (desktop, median of ${LOGIN_RUNS}): ${pick('ms')} ms (aim: at most 1000)`);
  console.log(
    `One sign-in as the browser tests make it (/login, then the dashboard): ${pick('scripts')} scripts, ${pick('taskMs')} ms of renderer main-thread time`,
  );
}

/**
 * One cold visit (fresh context, empty cache) and the warm one after it (same tab, cache kept).
 * @param {import('playwright-core').Browser} browser
 * @param {string} origin
 * @param {string} apiBaseUrl
 * @param {{ path: string, visitor?: { email: string, password: string }, ready: string[] }} visit
 * @param {{ https?: boolean }} [options] `https`: accept the proxy's certificate
 */
async function phoneVisits(browser, origin, apiBaseUrl, { path: pathname, visitor, ready }, { https = false } = {}) {
  const context = await browser.newContext({ ...phone.phoneContextOptions(), ignoreHTTPSErrors: https });
  try {
    if (visitor) await context.addInitScript(phone.seedSession, await phone.signInThroughApi(apiBaseUrl, visitor.email, visitor.password));
    await phone.addReadyProbe(context, ready);
    const page = await context.newPage();
    const recorder = await phone.throttle(page);
    const cold = await phone.visit(page, `${origin}${pathname}`, recorder);
    const warm = await phone.visit(page, `${origin}${pathname}`, recorder);
    return { cold, warm };
  } finally {
    await context.close();
  }
}

/** The run whose ready time is the median. */
function medianRun(runs) {
  return [...runs].sort((a, b) => a.readyMs - b.readyMs)[Math.floor(runs.length / 2)];
}

function phoneRow(name, visit, run) {
  const figures = [
    `${(run.readyMs / 1000).toFixed(2)} s`.padStart(8),
    String(run.requests).padStart(9),
    `+${run.preflights}`.padStart(11),
    String(run.scripts).padStart(8),
    kb(run.jsWireBytes).padStart(10),
    kb(run.wireBytes).padStart(10),
    // from the cache, scripts arrive at once: a chain says something on a cold visit only
    (visit === 'cold' ? String(run.longestScriptChain) : '-').padStart(6),
  ];
  return `${name.padEnd(18)}${visit.padEnd(6)}${figures.join('')}`;
}

/**
 * The phone profile (platform/testing/phone-profile.ts: 390 px, 150 ms round trip, 1.6 Mb/s, CPU 4x slower):
 * ready = heading and a figure painted; requests as the network panel lists them (data: URLs
 * apart), the CORS preflights before API calls apart; bytes as Chromium received them (encodedDataLength);
 * chain = the most scripts fetched one after the other. Median of `runs` by ready time.
 */
async function measurePhone(browser, origin, apiBaseUrl, runs) {
  console.log(`\nPhone profile (390 px, Slow 4G: 150 ms RTT, 1.6 Mb/s, CPU 4x), signed in for the portal, median of ${runs}:`);
  console.log(
    `${'first screen'.padEnd(18)}${'visit'.padEnd(6)}${'ready'.padStart(8)}${'requests'.padStart(9)}${'preflights'.padStart(11)}${'scripts'.padStart(8)}${'JS wire'.padStart(10)}${'all wire'.padStart(10)}${'chain'.padStart(6)}`,
  );
  for (const spec of PHONE_VISITS) {
    const results = [];
    for (let run = 0; run < runs; run += 1) results.push(await phoneVisits(browser, origin, apiBaseUrl, spec));
    console.log(phoneRow(spec.name, 'cold', medianRun(results.map(({ cold }) => cold))));
    console.log(phoneRow(spec.name, 'warm', medianRun(results.map(({ warm }) => warm))));
  }
  console.log('aims for the portal screens: cold ready at most 2.00 s in at most 30 requests and 200 KB of JS; warm ready at most 1.00 s');
}

const PORTAL_VISITS = PHONE_VISITS.filter((spec) => spec.visitor);
const ONE_ORIGIN_AIM = { readyMs: 1500, requests: 30 };

function oneVisitRow(name, topology, run, visit) {
  const figures = [
    `${(visit.readyMs / 1000).toFixed(2)} s`.padStart(8),
    `${(visit.scriptsInMs / 1000).toFixed(2)} s`.padStart(12),
    String(visit.requests).padStart(9),
    `+${visit.preflights}`.padStart(11),
  ];
  return `${name.padEnd(18)}${topology.padEnd(13)}${String(run).padStart(3)}${figures.join('')}`;
}

/**
 * The portal's cold first visits on the phone profile, on five origins (each area and the API on
 * its own) against one origin behind the proxy (Caddy, TLS, HTTP/2), runs alternating so that both
 * meet the same load: every run, then the medians, beside the aim for one origin. "scripts in": when
 * the last script asked for before the screen was ready had arrived; the rest of ready is the main
 * thread's work.
 */
async function measureOneOrigin(browser, fiveOrigins, oneOrigin, runs) {
  console.log(`\nPortal first visits, phone profile, cold and signed in: five origins against one origin behind Caddy (${runs} runs each, alternating):`);
  console.log(
    `${'first screen'.padEnd(18)}${'topology'.padEnd(13)}${'run'.padStart(3)}${'ready'.padStart(8)}${'scripts in'.padStart(12)}${'requests'.padStart(9)}${'preflights'.padStart(11)}`,
  );
  const topologies = [
    { name: 'five origins', ...fiveOrigins, https: false },
    { name: 'one origin', ...oneOrigin, https: true },
  ];
  const medians = [];
  for (const spec of PORTAL_VISITS) {
    const colds = Object.fromEntries(topologies.map(({ name }) => [name, []]));
    for (let run = 1; run <= runs; run += 1) {
      for (const { name, origin, apiBaseUrl, https } of topologies) {
        const { cold } = await phoneVisits(browser, origin, apiBaseUrl, spec, { https });
        colds[name].push(cold);
        console.log(oneVisitRow(spec.name, name, run, cold));
      }
    }
    for (const { name } of topologies) medians.push([spec.name, name, medianRun(colds[name])]);
  }
  console.log('medians:');
  for (const [screen, topology, median] of medians) console.log(oneVisitRow(screen, topology, '-', median));
  console.log(
    `aim on one origin: no preflight, at most ${ONE_ORIGIN_AIM.requests} requests, ready within ${(ONE_ORIGIN_AIM.readyMs / 1000).toFixed(1)} s (every run above)`,
  );
}

/**
 * The same built areas behind the proxy, the configuration's addresses paths on its origin, and
 * the API behind it at `apiPort`: the one-origin topology of a deployment.
 */
async function startOneOrigin(apiPort) {
  const port = await getFreePort();
  const origin = `https://127.0.0.1:${port}`;
  const frontEnds = await startFrontEnds({ config: oneOriginConfig(), publicUrl: origin });
  try {
    const proxy = await startProxy({ port, api: [`http://127.0.0.1:${apiPort}`], areas: frontEnds.origins });
    return {
      origin,
      apiBaseUrl: `${origin}/api/v1`,
      stop: async () => {
        await proxy.stop();
        await frontEnds.stop();
      },
    };
  } catch (error) {
    await frontEnds.stop();
    throw error;
  }
}

/** The API on a fresh embedded database with the demo data, for the pages and the login to talk to. */
async function startDemoApi(port, origins) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-bench-'));
  const api = await startApi({
    port,
    env: { DATA_DIR: dataDir, DATABASE_URL: '', CORS_ORIGINS: Object.values(origins).join(','), SEED_DEMO_DATA: 'true', SMTP_URL: '', LOG_LEVEL: 'warn' },
  });
  return {
    stop: async () => {
      await api.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function main() {
  const args = process.argv.slice(2);
  const flags = new Set(args);
  const phoneRuns = args.includes('--phone-runs') ? Number(args[args.indexOf('--phone-runs') + 1]) : PHONE_RUNS;
  if (!flags.has('--only-api')) await measureFrontEnds(flags, phoneRuns);
  if (!flags.has('--no-api')) {
    const { code } = await npm(['run', 'bench', '-w', 'api', ...(flags.has('--figures-only') ? ['--', '--figures-only'] : [])], { cwd: ROOT });
    if (code !== 0) process.exitCode = code;
  }
}

/** Everything but the API's own benchmark: the front ends as a browser meets them. */
async function measureFrontEnds(flags, phoneRuns) {
  if (!flags.has('--no-build')) await buildMissing();
  const apiPort = await getFreePort();
  const apiBaseUrl = `http://127.0.0.1:${apiPort}/api/v1`;
  const system = await startFrontEnds({ apiBaseUrl });
  const api = await startDemoApi(apiPort, system.origins);
  const oneOrigin = await startOneOrigin(apiPort).catch((error) => {
    console.log(`\nOne origin behind the proxy: not measured (${error.message.split('\n')[0]})`);
    return null;
  });
  try {
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
    try {
      await measureWire(browser, system.origins.shell, flags.has('--files'));
      await measurePhone(browser, system.origins.shell, apiBaseUrl, phoneRuns);
      if (oneOrigin) await measureOneOrigin(browser, { origin: system.origins.shell, apiBaseUrl }, oneOrigin, phoneRuns);
      await measureLogin(browser, system.origins.shell);
    } finally {
      await browser.close();
    }
    if (!flags.has('--no-lighthouse')) await measureLighthouse(system.origins.shell);
  } finally {
    await oneOrigin?.stop();
    await system.stop();
    await api.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
