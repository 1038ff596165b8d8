/**
 * Starts the built system (API on a fresh embedded database, shell and the three remotes) on free
 * ports, with each area's /app-config.json pointing at the others, and drives it with Chromium.
 *
 *   const system = systemPerFile();               // started before the file's tests, stopped after
 *   const system = sharedSystem();                // or: the run's one system, for files that only read
 *   const page = await system().newPage();        // a fresh browser context each time
 *   await page.goto(system().url('/faq'));
 *   expect(await system().seriousA11yViolations(page)).toEqual([]);
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type BrowserServer, type Page } from 'playwright-core';
import { AREAS, type AreaName, type RemoteArea } from '@academy/platform/areas';
import { DEMO_EMBED_HOSTS, type AppConfig } from '@academy/platform/server/app-config';
import { areaPath, oneOriginConfig, startProxy } from '@academy/platform/testing/proxy';
import * as system from '@academy/platform/testing/system';

export type { AreaName, RemoteArea };

export const PHONE_VIEWPORT = { width: 375, height: 740 };
export const DESKTOP_VIEWPORT = { width: 1280, height: 800 };

export interface AlternateBuild {
  origin: string;
  remoteEntryUrl: string;
  stop: () => Promise<void>;
}

/** What a test may do with a running system: visit it, sign in, read it. */
export interface SystemView {
  /** Origins of the four areas, e.g. origins.shell = http://127.0.0.1:41234 (behind the proxy: its origin, and each remote's path on it). */
  origins: Record<AreaName, string>;
  /** The API base (…/api/v1). */
  apiBaseUrl: string;
  /** A URL on the shell, e.g. url('/faculty/3'). */
  url: (pathname: string) => string;
  /**
   * A page in a fresh browser context (own storage); closed with the file's browser. The site's
   * service worker is blocked unless `serviceWorkers: 'allow'` (e2e/tests/offline.test.ts): the
   * other tests are about what the network answers, which page.route sees only without one.
   */
  newPage: (options?: BrowserContextOptions) => Promise<Page>;
  /** Content-Security-Policy violations reported on any page since the last call (then forgotten). */
  takeCspViolations: () => string[];
  /** axe-core violations of impact serious or critical on the page as it is now. */
  seriousA11yViolations: (page: Page) => Promise<A11yViolation[]>;
  /** axe-core violations of any impact (minor included) on the page as it is now; of the given rules only, when given. */
  a11yViolations: (page: Page, rules?: string[]) => Promise<A11yViolation[]>;
}

/** A system one test file has to itself: it may also stop, reconfigure or redeploy its areas. */
export interface System extends SystemView {
  /** The API's DATA_DIR (a fresh temp directory): mail outbox under outbox/. */
  dataDir: string;
  /**
   * Stops or restarts one area's static server (same port), as an outage would; `distDir` serves
   * another build of the area there instead of its dist/, as a redeploy of that area alone would.
   */
  stopArea: (area: AreaName) => Promise<void>;
  startArea: (area: AreaName, options?: { distDir: string }) => Promise<void>;
  /**
   * Serves a copy of a remote's build on another port. `transform` may rewrite any file of the
   * copy; by default remoteEntry.js is marked with `window.__ALTERNATE_BUILD__ = "<area>"`.
   */
  serveAlternateBuild: (area: RemoteArea, transform?: (file: string, content: string) => string) => Promise<AlternateBuild>;
  /** Changes what every area's /app-config.json (and inlined configuration) gives; returns the undo. */
  configure: (patch: Partial<AppConfig>) => () => void;
  /** Changes the remoteEntry.js URL every area's /app-config.json gives for a remote. */
  pointRemoteAt: (area: RemoteArea, remoteEntryUrl: string) => void;
}

const ROOT = path.resolve(__dirname, '..');

export interface A11yViolation {
  id: string;
  impact: string;
  help: string;
  targets: string[];
}

// axe-core itself: put into a page once and run there (@axe-core/playwright sends its 560 KB source
// twice per check and collects every result: a check took 765 ms with it, 69 ms so)
const AXE_SOURCE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/**
 * axe-core's violations on the page as it is now, in the page's document (of `rules` only, when
 * given). Frames are left out: here they are only external players, which the tests' browser does
 * not reach.
 */
async function a11yViolations(page: Page, rules?: string[]): Promise<A11yViolation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async (runOnly) => {
    const { axe } = window as unknown as { axe: typeof import('axe-core') };
    return (await axe.run(document, { iframes: false, resultTypes: ['violations'], ...(runOnly ? { runOnly } : {}) })).violations;
  }, rules);
  return violations.map((violation) => ({
    id: violation.id,
    impact: String(violation.impact),
    help: violation.help,
    targets: violation.nodes.map((node) => node.target.join(' ')),
  }));
}

type Transform = (file: string, content: string) => string;

function filesUnder(dir: string, prefix = ''): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const relative = `${prefix}${entry.name}`;
    return entry.isDirectory() ? filesUnder(path.join(dir, entry.name), `${relative}/`) : [relative];
  });
}

/**
 * A copy of an area's build in a temp directory, with `transform` applied to each text file (by
 * path relative to dist/, e.g. `server/render.js`); a changed file loses its stale .br/.gz copies.
 */
function changedCopyOf(area: AreaName, transform: Transform): string {
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), `academy-${area}-alt-`));
  fs.cpSync(path.join(ROOT, AREAS[area].dir, 'dist'), copy, { recursive: true });
  for (const file of filesUnder(copy)) {
    if (!/\.(js|css|html|json)$/.test(file)) continue;
    const full = path.join(copy, file);
    const before = fs.readFileSync(full, 'utf8');
    const after = transform(file, before);
    if (after === before) continue;
    fs.writeFileSync(full, after);
    for (const compressed of [`${full}.br`, `${full}.gz`]) fs.rmSync(compressed, { force: true });
  }
  return copy;
}

// what every area's `npm run build` runs (webpack-cli is installed under platform/)
const WEBPACK_CLI = require.resolve('@academy/platform/webpack/cli');

export interface SourceBuild {
  /** The new build, to serve with `startArea(area, { distDir })`. */
  distDir: string;
  /** Deletes the copy and its build. */
  remove: () => void;
}

async function runWebpack(configFile: string): Promise<void> {
  // minifying changes no behaviour and takes most of the build's time
  const args = [WEBPACK_CLI, '--config', configFile, '--mode', 'production', '--no-optimization-minimize'];
  try {
    await promisify(execFile)(process.execPath, args, { cwd: path.dirname(configFile), maxBuffer: 16 * 1024 * 1024 });
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    throw new Error(`webpack failed on ${configFile}:\n${stdout}${stderr}`, { cause: error });
  }
}

/**
 * Builds an area again with its own webpack.config.js, from a copy of its source in which
 * `change` rewrote `file` (relative to the area's directory). The copy is a sibling of the areas
 * (`.redeploy-<area>-*` in the repository root), so its config, its tsconfig.json's `extends` and
 * its imports resolve as the area's own do.
 */
export async function buildChangedSource(area: AreaName, file: string, change: (content: string) => string): Promise<SourceBuild> {
  const areaDir = path.join(ROOT, AREAS[area].dir);
  const copy = fs.mkdtempSync(path.join(ROOT, `.redeploy-${area}-`));
  const remove = () => fs.rmSync(copy, { recursive: true, force: true });
  try {
    fs.cpSync(areaDir, copy, { recursive: true, filter: (source) => !['dist', 'node_modules'].includes(path.relative(areaDir, source)) });
    const changedFile = path.join(copy, file);
    const before = fs.readFileSync(changedFile, 'utf8');
    const after = change(before);
    if (after === before) throw new Error(`the change left ${area}/${file} as it was`);
    fs.writeFileSync(changedFile, after);
    await runWebpack(path.join(copy, 'webpack.config.js'));
    return { distDir: path.join(copy, 'dist'), remove };
  } catch (error) {
    remove();
    throw error;
  }
}

/** By default an alternate build marks its remoteEntry.js with `window.__ALTERNATE_BUILD__ = "<area>"`. */
function markRemoteEntry(area: AreaName): Transform {
  return (file, content) => (file === 'remoteEntry.js' ? `window.__ALTERNATE_BUILD__=${JSON.stringify(area)};\n${content}` : content);
}

/** Where each area's build is (its dist directory). */
export function distDirOf(area: AreaName): string {
  return path.join(ROOT, AREAS[area].dir, 'dist');
}

function assertBuilt(): void {
  for (const area of Object.keys(AREAS) as AreaName[]) {
    const index = path.join(distDirOf(area), 'index.html');
    if (!fs.existsSync(index)) throw new Error(`${area} is not built: run \`npm run build\` before the browser tests`);
  }
  if (!system.apiIsBuilt()) throw new Error('the API is not built (api/dist/server.js): run `npm run build` before the browser tests');
}

function newestMtime(target: string): number {
  const stats = fs.statSync(target);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return fs.readdirSync(target).reduce((newest, entry) => Math.max(newest, newestMtime(path.join(target, entry))), stats.mtimeMs);
}

/** The API's settings for the demo data in `dataDir`, with `fixedToday` as today when given. */
function demoApiEnv(dataDir: string, fixedToday?: string): Record<string, string> {
  return {
    DATA_DIR: dataDir,
    // always the embedded database: each run starts from the demo data, whatever CI sets
    DATABASE_URL: '',
    LOG_LEVEL: 'warn',
    SMTP_URL: '',
    SEED_DEMO_DATA: 'true',
    // PGlite clears its buffer cache at every start: the demo data fits in 16 MB, which starts in a fraction of 128 MB's CPU
    EMBEDDED_DB_BUFFER_MB: '16',
    // the demo's open sign-up, as `npm start` runs it
    APPROVE_SIGN_UPS: 'false',
    ...(fixedToday ? { ACADEMY_FIXED_TODAY: fixedToday } : {}),
    // every system starts its own API: with Node's compile cache, the second start on compiles none of its modules
    // (npm test's cache for the whole run, else one of the browser tests' own)
    NODE_COMPILE_CACHE: process.env.NODE_COMPILE_CACHE || path.join(os.tmpdir(), 'academy-e2e-compile-cache'),
  };
}

/**
 * A fresh embedded database takes tens of seconds to create, migrate and seed on a small machine;
 * reopening one takes a few. The first system of a run (per API build and fixed day) makes a
 * seeded template and every system starts from its own copy of it, so each test file still gets
 * pristine data.
 */
export async function seededTemplate({ fixedToday }: Pick<SystemOptions, 'fixedToday'> = {}): Promise<string> {
  const stamp = Math.round(newestMtime(path.join(ROOT, 'api', 'dist')) + newestMtime(path.join(ROOT, 'api', 'migrations')));
  const template = path.join(os.tmpdir(), `academy-e2e-template-${stamp}${fixedToday ? `-${fixedToday}` : ''}`);
  if (fs.existsSync(template)) return template;
  const building = fs.mkdtempSync(`${template}-building-`);
  const api = await system.startApi({ port: await system.getFreePort(), env: demoApiEnv(building, fixedToday) });
  await api.stop();
  try {
    fs.renameSync(building, template);
  } catch (error) {
    // another test worker made the same template first: use theirs
    if (!fs.existsSync(template)) throw error;
    fs.rmSync(building, { recursive: true, force: true });
  }
  return template;
}

export interface SystemOptions {
  /** A fixed "today" (YYYY-MM-DD) for the API and its demo data: for tests that must not change with the date. */
  fixedToday?: string;
  /** API settings on top of the harness's (e.g. ACADEMY_TIME_ZONE); a function gets the API's own address (http://127.0.0.1:port) first. */
  apiEnv?: Record<string, string> | ((api: { url: string }) => Record<string, string>);
  /** The areas serve their live release under this ACADEMY_RELEASES_DIR (platform/release/releases.ts), as `npm start` does; by default their dist/. */
  releasesRoot?: string;
  /**
   * One origin behind the proxy (deploy/Caddyfile, platform/testing/proxy.ts): the shell, the areas
   * (`origins`: their paths on it) and the API at one https origin; its pages accept its certificate.
   */
  behindProxy?: boolean;
  /**
   * The areas at http://localhost:<port> instead of 127.0.0.1 (and PUBLIC_APP_URL with them): WebAuthn
   * takes a domain as its relying party, never an IP address, so passkeys need a host name.
   */
  localhost?: boolean;
}

/** The API on a copy of the seeded demo data and the four static servers pointing at it. */
export interface Servers {
  origins: Record<AreaName, string>;
  apiBaseUrl: string;
  /** Reached through the proxy, whose certificate the pages accept. */
  behindProxy?: boolean;
  dataDir: string;
  frontEnds: system.FrontEnds;
  stop: () => Promise<void>;
}

export async function startServers({ fixedToday, apiEnv, releasesRoot, behindProxy = false, localhost = false }: SystemOptions = {}): Promise<Servers> {
  assertBuilt();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-e2e-'));
  const stops: Array<() => Promise<void>> = [];
  const stop = async () => {
    for (const each of stops.splice(0).reverse()) await each().catch(() => undefined);
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const apiPort = await system.getFreePort();
    const siteUrl = behindProxy ? `https://127.0.0.1:${await system.getFreePort()}` : null;
    const frontEnds = await system.startFrontEnds({
      ...(siteUrl
        ? { config: oneOriginConfig(DEMO_EMBED_HOSTS), publicUrl: siteUrl }
        : { apiBaseUrl: `http://127.0.0.1:${apiPort}/api/v1`, embedHosts: DEMO_EMBED_HOSTS }),
      ...(releasesRoot ? { releasesRoot } : {}),
      ...(localhost ? { host: 'localhost' } : {}),
    });
    stops.push(() => frontEnds.stop());
    const env = {
      ...demoApiEnv(dataDir, fixedToday),
      CORS_ORIGINS: Object.values(frontEnds.origins).join(','),
      PUBLIC_APP_URL: siteUrl ?? frontEnds.origins.shell,
      ...(siteUrl ? { PUBLIC_API_URL: siteUrl, TRUST_PROXY: '127.0.0.1' } : {}),
      ...(typeof apiEnv === 'function' ? apiEnv({ url: `http://127.0.0.1:${apiPort}` }) : apiEnv),
    };
    fs.cpSync(await seededTemplate({ fixedToday }), dataDir, { recursive: true });
    const api = await system.startApi({ port: apiPort, log: process.env.E2E_API_LOG ? 'inherit' : 'ignore', env });
    stops.push(() => api.stop());
    if (!siteUrl) return { origins: frontEnds.origins, apiBaseUrl: api.baseUrl, dataDir, frontEnds, stop };
    const proxy = await startProxy({ port: Number(new URL(siteUrl).port), api: [new URL(api.baseUrl).origin], areas: frontEnds.origins });
    stops.push(() => proxy.stop());
    const origins = Object.fromEntries(
      system.AREA_NAMES.map((area) => [area, area === 'shell' ? siteUrl : `${siteUrl}${areaPath(area).replace(/\/$/, '')}`]),
    ) as Record<AreaName, string>;
    return { origins, apiBaseUrl: `${siteUrl}/api/v1`, behindProxy: true, dataDir, frontEnds, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** Where e2e/global-setup.ts tells the test files the run's browser. */
export const RUN_BROWSER_ENV = 'ACADEMY_E2E_BROWSER';

const LOCAL_HOSTS_ONLY = '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1';

/**
 * The run's one Chromium, which every file's pages open in (each in a browser context of its own),
 * where each file had its own. A test page lives for seconds, in which V8's optimizing tiers spend
 * more CPU than their faster code saves: pages run on its interpreter and baseline compiler
 * (`--max-opt=1`), and without V8's helper threads (`--single-threaded`), whose concurrent
 * compiling and collecting cost a page process more than the work they take off its main thread
 * (docs/toolchain.md).
 *
 * Its pages reach nothing outside this machine, on any machine: an embedded player or a shared
 * document fails at once, as it would here without internet. A test that follows such a link
 * routes it to a stand-in; a route on every page would pass each of its requests through Playwright.
 */
export function launchRunBrowser(): Promise<BrowserServer> {
  return chromium.launchServer({
    executablePath: system.HEADLESS_SHELL,
    args: [...system.CHROMIUM_ARGS, '--js-flags=--max-opt=1 --single-threaded', LOCAL_HOSTS_ONLY],
  });
}

function connectToRunBrowser(): Promise<Browser> {
  const endpoint = process.env[RUN_BROWSER_ENV];
  if (!endpoint) throw new Error('no browser: e2e/global-setup.ts starts it (npx jest -c e2e/jest.config.js)');
  return chromium.connect(endpoint);
}

/** What the harness, not the tests, does with a file's browser. */
interface Browsing {
  /** Closes the pages opened since the last call, with their contexts: a test's pages end with it. */
  closePages: () => Promise<void>;
  close: () => Promise<void>;
}

/**
 * The test file's own connection to the run's browser, looking at the given servers. It connects
 * with the file's first page (some files only send requests), and each test's pages are closed
 * after it: a page left open keeps its renderer process and its timers running until the file ends.
 */
function openBrowser({ origins, apiBaseUrl, behindProxy = false }: Pick<Servers, 'origins' | 'apiBaseUrl' | 'behindProxy'>): SystemView & Browsing {
  let browser: Promise<Browser> | undefined;
  const contexts = new Set<BrowserContext>();
  const cspViolations: string[] = [];
  return {
    origins,
    apiBaseUrl,
    url: (pathname) => `${origins.shell}${pathname}`,
    newPage: async (contextOptions) => {
      browser ??= connectToRunBrowser();
      const context = await (
        await browser
      ).newContext({ viewport: DESKTOP_VIEWPORT, ignoreHTTPSErrors: behindProxy, serviceWorkers: 'block', ...contextOptions });
      contexts.add(context);
      await context.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          console.error(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI} (${event.sourceFile}:${event.lineNumber})`);
        });
      });
      context.on('console', (message) => {
        if (message.type() === 'error' && /Content Security Policy|CSP violation/.test(message.text())) cspViolations.push(message.text());
      });
      return context.newPage();
    },
    takeCspViolations: () => cspViolations.splice(0),
    seriousA11yViolations: async (page) =>
      (await a11yViolations(page)).filter((violation) => violation.impact === 'serious' || violation.impact === 'critical'),
    a11yViolations,
    closePages: async () => {
      const open = [...contexts];
      contexts.clear();
      await Promise.all(open.map((context) => context.close().catch(() => undefined)));
    },
    close: async () => {
      await browser?.then((started) => started.close()).catch(() => undefined);
    },
  };
}

export async function startSystem(options: SystemOptions = {}): Promise<System & Pick<Browsing, 'closePages'> & { stop: () => Promise<void> }> {
  const servers = await startServers(options);
  const cleanups: Array<() => Promise<void>> = [];
  const fe = servers.frontEnds;
  try {
    const view = openBrowser(servers);
    return {
      ...view,
      dataDir: servers.dataDir,
      stopArea: (area) => fe.stopArea(area),
      startArea: async (area, startOptions) => {
        await fe.startArea(area, startOptions);
      },
      serveAlternateBuild: async (area, transform) => {
        const copy = changedCopyOf(area, transform ?? markRemoteEntry(area));
        const server = await system.startStaticServer({ area, distDir: copy, port: await system.getFreePort(), config: fe.getConfig });
        const stop = async () => {
          await server.close();
          fs.rmSync(copy, { recursive: true, force: true });
        };
        cleanups.push(stop);
        return { origin: server.url, remoteEntryUrl: `${server.url}/remoteEntry.js`, stop };
      },
      configure: (patch) => {
        const before = fe.getConfig();
        fe.setConfig({ ...before, ...patch });
        return () => fe.setConfig(before);
      },
      pointRemoteAt: (area, remoteEntryUrl) => {
        const config = fe.getConfig();
        fe.setConfig({ ...config, remotes: { ...config.remotes, [AREAS[area].federationName]: remoteEntryUrl } });
      },
      stop: async () => {
        for (const cleanup of cleanups.splice(0)) await cleanup().catch(() => undefined);
        await view.close();
        await servers.stop();
      },
    };
  } catch (error) {
    await servers.stop();
    throw error;
  }
}

/**
 * Starts what the calling file's tests use before the first and stops it after the last, and
 * fails a test during which any page broke the static servers' Content-Security-Policy. Call the
 * returned function inside tests and hooks.
 */
function forTheFile<T extends SystemView & Pick<Browsing, 'closePages'>>(start: () => Promise<T>, stop: (running: T) => Promise<void>): () => T {
  let running: T | undefined;
  beforeAll(async () => {
    running = await start();
  });
  afterEach(async () => {
    const violations = running?.takeCspViolations() ?? [];
    await running?.closePages();
    if (violations.length > 0) throw new Error(`Content-Security-Policy violations:\n${violations.join('\n')}`);
  });
  afterAll(async () => {
    if (running) await stop(running);
  });
  return () => {
    if (!running) throw new Error('the system has not started (see the beforeAll failure above)');
    return running;
  };
}

/** A whole system of the calling file's own, for tests that change data, areas or configuration. */
export function systemPerFile(options: SystemOptions = {}): () => System {
  return forTheFile(
    () => startSystem(options),
    (running) => running.stop(),
  );
}

/** The day the shared system's API and demo data take as today. */
export const SHARED_SYSTEM_TODAY = '2026-03-16';
/** Where e2e/global-setup.ts tells the test files the shared system's addresses. */
export const SHARED_SYSTEM_ENV = 'ACADEMY_E2E_SHARED_SYSTEM';

/**
 * The one system Jest's global setup starts for the whole run (demo data, today pinned to
 * SHARED_SYSTEM_TODAY), seen through a browser of the calling file's own. For test files that
 * only read: it can neither stop nor reconfigure an area, and what a file writes there (a
 * session, say) the other files sharing it see too.
 */
export function sharedSystem(): () => SystemView {
  return forTheFile(
    async () => {
      const shared = process.env[SHARED_SYSTEM_ENV];
      if (!shared) throw new Error(`no shared system: e2e/global-setup.ts starts it (npx jest -c e2e/jest.config.js)`);
      return openBrowser(JSON.parse(shared) as Pick<Servers, 'origins' | 'apiBaseUrl'>);
    },
    (running) => running.close(),
  );
}
