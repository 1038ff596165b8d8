/**
 * Starts the built system (API on a fresh embedded database, shell and the three remotes) on free
 * ports, with each area's /app-config.json pointing at the others, and drives it with Chromium.
 *
 *   const system = systemPerFile();               // started before the file's tests, stopped after
 *   const page = await system().newPage();        // a fresh browser context each time
 *   await page.goto(system().url('/faq'));
 *   expect(await system().seriousA11yViolations(page)).toEqual([]);
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core';
import AxeBuilder from '@axe-core/playwright';

export type AreaName = 'shell' | 'public-site' | 'student-portal' | 'facilitator-desk';
export type RemoteArea = Exclude<AreaName, 'shell'>;

interface AppConfig {
  apiBaseUrl: string;
  remotes: Record<string, string>;
}

interface StaticServer {
  url: string;
  port: number;
  close: () => Promise<void>;
}

interface FrontEnds {
  origins: Record<AreaName, string>;
  getConfig: () => AppConfig;
  setConfig: (config: AppConfig) => void;
  startArea: (area: AreaName) => Promise<StaticServer>;
  stopArea: (area: AreaName) => Promise<void>;
  stop: () => Promise<void>;
}

interface Api {
  baseUrl: string;
  stop: () => Promise<void>;
}

// plain CommonJS modules shared with the scripts (build/ has no TypeScript)
// eslint-disable-next-line @typescript-eslint/no-require-imports
const system = require('../build/system.js') as {
  CHROMIUM: string;
  CHROMIUM_ARGS: string[];
  apiIsBuilt: () => boolean;
  getFreePort: () => Promise<number>;
  startApi: (options: { port: number; env?: Record<string, string>; log?: 'ignore' | 'inherit' }) => Promise<Api | null>;
  startFrontEnds: (options: { apiBaseUrl: string }) => Promise<FrontEnds>;
};
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { startStaticServer } = require('../build/serve.js') as {
  startStaticServer: (options: { area: AreaName; distDir: string; port: number; config: () => AppConfig }) => Promise<StaticServer>;
};
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { AREAS } = require('../build/areas.js') as { AREAS: Record<AreaName, { dir: string; federationName: string }> };

export const PHONE_VIEWPORT = { width: 375, height: 740 };
export const DESKTOP_VIEWPORT = { width: 1280, height: 800 };

export interface AlternateBuild {
  origin: string;
  remoteEntryUrl: string;
  stop: () => Promise<void>;
}

export interface System {
  /** Origins of the four areas, e.g. origins.shell = http://127.0.0.1:41234. */
  origins: Record<AreaName, string>;
  /** The API base (…/api/v1). */
  apiBaseUrl: string;
  /** The API's DATA_DIR (a fresh temp directory): mail outbox under outbox/. */
  dataDir: string;
  /** A URL on the shell, e.g. url('/faculty/3'). */
  url: (pathname: string) => string;
  /** A page in a fresh browser context (own storage); closed by stop(). */
  newPage: (options?: BrowserContextOptions) => Promise<Page>;
  /** Stops or restarts one area's static server (same port), as an outage would. */
  stopArea: (area: AreaName) => Promise<void>;
  startArea: (area: AreaName) => Promise<void>;
  /**
   * Serves a copy of a remote's build on another port. `transform` may rewrite any file of the
   * copy; by default remoteEntry.js is marked with `window.__ALTERNATE_BUILD__ = "<area>"`.
   */
  serveAlternateBuild: (area: RemoteArea, transform?: (file: string, content: string) => string) => Promise<AlternateBuild>;
  /** Changes the remoteEntry.js URL every area's /app-config.json gives for a remote. */
  pointRemoteAt: (area: RemoteArea, remoteEntryUrl: string) => void;
  /** axe-core violations of impact serious or critical on the page as it is now. */
  seriousA11yViolations: (page: Page) => Promise<Array<{ id: string; impact: string; help: string; targets: string[] }>>;
  stop: () => Promise<void>;
}

const ROOT = path.resolve(__dirname, '..');

function assertBuilt(): void {
  for (const area of Object.keys(AREAS) as AreaName[]) {
    const index = path.join(ROOT, AREAS[area].dir, 'dist', 'index.html');
    if (!fs.existsSync(index)) throw new Error(`${area} is not built: run \`npm run build\` before the browser tests`);
  }
  if (!system.apiIsBuilt()) throw new Error('the API is not built (api/dist/server.js): run `npm run build` before the browser tests');
}

function newestMtime(target: string): number {
  const stats = fs.statSync(target);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return fs.readdirSync(target).reduce((newest, entry) => Math.max(newest, newestMtime(path.join(target, entry))), stats.mtimeMs);
}

/**
 * A fresh embedded database takes tens of seconds to create, migrate and seed on a small machine;
 * reopening one takes a few. The first system of a run (per API build) makes a seeded template
 * and every system starts from its own copy of it, so each test file still gets pristine data.
 */
async function seededDataDir(target: string, env: Record<string, string>): Promise<void> {
  const stamp = Math.round(newestMtime(path.join(ROOT, 'api', 'dist')) + newestMtime(path.join(ROOT, 'api', 'migrations')));
  const template = path.join(os.tmpdir(), `academy-e2e-template-${stamp}`);
  if (!fs.existsSync(template)) {
    const building = fs.mkdtempSync(`${template}-building-`);
    const api = await system.startApi({ port: await system.getFreePort(), env: { ...env, DATA_DIR: building } });
    await api?.stop();
    fs.renameSync(building, template);
  }
  fs.cpSync(template, target, { recursive: true });
}

export async function startSystem(): Promise<System> {
  assertBuilt();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-e2e-'));
  const cleanups: Array<() => Promise<void>> = [];
  let api: Api | null = null;
  let frontEnds: FrontEnds | null = null;
  let browser: Browser | null = null;
  try {
    const apiPort = await system.getFreePort();
    frontEnds = await system.startFrontEnds({ apiBaseUrl: `http://127.0.0.1:${apiPort}/api/v1` });
    const origins = frontEnds.origins;
    const env = {
      DATA_DIR: dataDir,
      // always the embedded database: each run starts from the demo data, whatever CI sets
      DATABASE_URL: '',
      CORS_ORIGINS: Object.values(origins).join(','),
      PUBLIC_APP_URL: origins.shell,
      LOG_LEVEL: 'warn',
      SMTP_URL: '',
    };
    await seededDataDir(dataDir, env);
    api = await system.startApi({ port: apiPort, log: process.env.E2E_API_LOG ? 'inherit' : 'ignore', env });
    if (!api) throw new Error('the API did not start');
    const apiBaseUrl = api.baseUrl;
    browser = await chromium.launch({ executablePath: system.CHROMIUM, args: system.CHROMIUM_ARGS });
    const fe = frontEnds;
    const openBrowser = browser;

    const result: System = {
      origins,
      apiBaseUrl,
      dataDir,
      url: (pathname) => `${origins.shell}${pathname}`,
      newPage: async (contextOptions) => {
        const context = await openBrowser.newContext({ viewport: DESKTOP_VIEWPORT, ...contextOptions });
        return context.newPage();
      },
      stopArea: (area) => fe.stopArea(area),
      startArea: async (area) => {
        await fe.startArea(area);
      },
      serveAlternateBuild: async (area, transform) => {
        const source = path.join(ROOT, AREAS[area].dir, 'dist');
        const copy = fs.mkdtempSync(path.join(os.tmpdir(), `academy-${area}-alt-`));
        fs.cpSync(source, copy, { recursive: true });
        const rewrite =
          transform ??
          ((file: string, content: string) =>
            file === 'remoteEntry.js' ? `window.__ALTERNATE_BUILD__=${JSON.stringify(area)};\n${content}` : content);
        for (const file of fs.readdirSync(copy)) {
          if (!/\.(js|html|json)$/.test(file)) continue;
          const full = path.join(copy, file);
          const before = fs.readFileSync(full, 'utf8');
          const after = rewrite(file, before);
          if (after !== before) fs.writeFileSync(full, after);
        }
        const server = await startStaticServer({ area, distDir: copy, port: await system.getFreePort(), config: fe.getConfig });
        const stop = async () => {
          await server.close();
          fs.rmSync(copy, { recursive: true, force: true });
        };
        cleanups.push(stop);
        return { origin: server.url, remoteEntryUrl: `${server.url}/remoteEntry.js`, stop };
      },
      pointRemoteAt: (area, remoteEntryUrl) => {
        const config = fe.getConfig();
        fe.setConfig({ ...config, remotes: { ...config.remotes, [AREAS[area].federationName]: remoteEntryUrl } });
      },
      seriousA11yViolations: async (page) => {
        const { violations } = await new AxeBuilder({ page }).analyze();
        return violations
          .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
          .map((violation) => ({
            id: violation.id,
            impact: String(violation.impact),
            help: violation.help,
            targets: violation.nodes.map((node) => node.target.join(' ')),
          }));
      },
      stop: async () => {
        for (const cleanup of cleanups.splice(0)) await cleanup().catch(() => undefined);
        await openBrowser.close().catch(() => undefined);
        await fe.stop();
        if (api) await api.stop();
        fs.rmSync(dataDir, { recursive: true, force: true });
      },
    };
    return result;
  } catch (error) {
    await browser?.close().catch(() => undefined);
    await frontEnds?.stop().catch(() => undefined);
    await api?.stop().catch(() => undefined);
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
}

/**
 * The built system for the tests of the calling file: started before the first, stopped after the
 * last. Call the returned function inside tests and hooks.
 */
export function systemPerFile(): () => System {
  let running: System | undefined;
  beforeAll(async () => {
    running = await startSystem();
  });
  afterAll(async () => {
    await running?.stop();
  });
  return () => {
    if (!running) throw new Error('the system has not started (see the beforeAll failure above)');
    return running;
  };
}
