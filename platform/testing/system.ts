/**
 * Starting the built system from code: the API (api/dist/server.js) and the four static servers.
 * Used by scripts/bench.mjs and the e2e harness; `npm start` runs the same pieces as processes.
 */
import net from 'node:net';
import path from 'node:path';
import fs from 'node:fs';
import { spawn, type ChildProcess, type StdioOptions } from 'node:child_process';
import { AREAS, REMOTE_AREAS, type AreaName } from '../areas.ts';
import type { AppConfig } from '../server/app-config.ts';
import { startStaticServer, type StaticServer, type StaticServerOptions } from '../server/serve.ts';
import { releasesDirOf } from '../release/releases.ts';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const API_SERVER = path.join(ROOT, 'api', 'dist', 'server.js');
const AREA_NAMES = Object.keys(AREAS) as AreaName[];

/** Debian's Chromium (or CHROMIUM_PATH): Lighthouse measures with the whole browser, as visitors have it. */
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
/**
 * The browser tests drive Debian's chromium-headless-shell (or HEADLESS_SHELL_PATH), the same
 * Chromium without the desktop browser around it: the same test files took a third less CPU and
 * wall time with it than with /usr/bin/chromium.
 */
const HEADLESS_SHELL = process.env.HEADLESS_SHELL_PATH || '/usr/bin/chromium-headless-shell';
/**
 * The flags both run with here. `--no-zygote`: the browser starts its page processes itself and
 * waits for them, so their CPU time counts in npm test's (a zygote leaves them to init).
 */
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--no-zygote',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

// Test systems take their ports below Linux's ephemeral range (32768-60999): an area the tests stop
// and start again rebinds its port, and a port in that range may meanwhile have become the local
// port of one of the browser's outgoing connections. Each Jest worker (1, 2, ...) and Jest's main
// process (no worker id: the shared system) draws from its own slice of that range, so two of them
// never hand out the same port (one may be stopped and started again).
const PORT_RANGE = { from: 20000, to: 32000 };
const PORT_SLICES = 4;
const TEST_PORTS = portSlice(Number(process.env.JEST_WORKER_ID ?? 0));
const handedOut = new Set();

function portSlice(worker: number) {
  const size = Math.floor((PORT_RANGE.to - PORT_RANGE.from) / PORT_SLICES);
  const from = PORT_RANGE.from + (worker % PORT_SLICES) * size;
  return { from, to: from + size };
}

function canListen(port: number) {
  return new Promise<boolean>((resolve) => {
    const server = net.createServer();
    server.unref();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

async function getFreePort() {
  for (let attempt = 0; attempt < 100; attempt++) {
    const port = TEST_PORTS.from + Math.floor(Math.random() * (TEST_PORTS.to - TEST_PORTS.from));
    if (!handedOut.has(port) && (await canListen(port))) {
      handedOut.add(port);
      return port;
    }
  }
  throw new Error(`no free port between ${TEST_PORTS.from} and ${TEST_PORTS.to}`);
}

async function waitForHttp(url: string, { timeoutMs = 60000, child }: { timeoutMs?: number; child?: ChildProcess } = {}) {
  const deadline = Date.now() + timeoutMs;
  let lastError: Error | undefined;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`${url}: the process exited with code ${child.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
      lastError = new Error(`${url} answered ${response.status}`);
    } catch (error) {
      lastError = error as Error;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not come up: ${lastError && lastError.message}`);
}

function apiIsBuilt() {
  return fs.existsSync(API_SERVER);
}

/**
 * Where a test run keeps every server's log (the browser tests': e2e/global-setup.ts), at info
 * level, so its end can read them all (e2e/server-logs.ts); unset, nothing is kept.
 */
const serverLogDir = () => process.env.TEST_SERVER_LOG_DIR;
let serversLogged = 0;

/** A running API process. */
export interface Api {
  baseUrl: string;
  child: ChildProcess;
  stop: () => Promise<void>;
}

/**
 * Starts node api/dist/server.js with `env` added to this process's environment and this process's
 * Node flags (a test run's, or none for the benchmarks), and waits for /api/v1/health.
 */
async function startApi({ port, env = {}, log = 'ignore' }: { port: number; env?: Record<string, string>; log?: 'ignore' | 'inherit' }): Promise<Api> {
  if (!apiIsBuilt()) throw new Error('the API is not built (api/dist/server.js): run `npm run build -w api`');
  const logDir = serverLogDir();
  const logFile = log === 'ignore' && logDir ? fs.openSync(path.join(logDir, `api-${port}.log`), 'a') : null;
  const child = spawn(process.execPath, [...process.execArgv, API_SERVER], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', ...(logFile !== null && { LOG_LEVEL: 'info' }), ...env },
    stdio: ['ignore', logFile ?? log, logFile ?? log] satisfies StdioOptions,
  });
  if (logFile !== null) fs.closeSync(logFile);
  const baseUrl = `http://127.0.0.1:${port}/api/v1`;
  try {
    await waitForHttp(`${baseUrl}/health`, { child });
  } catch (error) {
    child.kill('SIGTERM');
    throw error;
  }
  return {
    baseUrl,
    child,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** Started from code (tests, benchmarks), the servers log only what went wrong, unless LOG_LEVEL says otherwise or the run keeps logs. */
function testLogger(area: AreaName): StaticServerOptions['logger'] {
  serversLogged += 1;
  const logDir = serverLogDir();
  if (logDir) return { level: 'info', file: path.join(logDir, `${area}-${process.pid}-${serversLogged}.log`) };
  return { level: process.env.LOG_LEVEL || 'warn' };
}
/**
 * The test machine builds and drives browsers beside these servers: a render that takes 10 ms alone
 * took 200 ms and more there. Pages the tests read must not go out unrendered for that; the limit
 * itself is tested in platform/server/test/prerender-trust.test.ts.
 */
const TEST_PRERENDERING = { renderTimeoutMs: Number(process.env.PRERENDER_TIMEOUT_MS) || 2000 };

/** The /app-config.json every area serves, with the areas at the given origins. */
function configFor({
  apiBaseUrl,
  origins,
  embedHosts = [],
}: {
  apiBaseUrl: string;
  origins: Record<AreaName, string>;
  embedHosts?: string[] | undefined;
}): AppConfig {
  const remotes: Record<string, string> = {};
  for (const area of REMOTE_AREAS) remotes[AREAS[area].federationName] = `${origins[area]}/remoteEntry.js`;
  return { apiBaseUrl, remotes, embedHosts };
}

/** The release directory of `area` under `releasesRoot` (ACADEMY_RELEASES_DIR), or null: the dist/ builds only. */
function releasesDirUnder(releasesRoot: string | null, area: AreaName) {
  return releasesRoot ? releasesDirOf(area, { ACADEMY_RELEASES_DIR: releasesRoot }) : null;
}

/**
 * Serves the four built areas on free ports (or the given ones), each answering /app-config.json
 * with `getConfig()` (pointing the areas at each other's origins and at `apiBaseUrl`, or the
 * caller's `config`), so a caller can re-point a remote while everything runs. Each serves its
 * dist/, or with `releasesRoot` its live release there (platform/release/releases.ts), as `npm start` does.
 */
export interface FrontEnds {
  origins: Record<AreaName, string>;
  getConfig: () => AppConfig;
  setConfig: (config: AppConfig) => void;
  startArea: (area: AreaName, options?: Partial<StaticServerOptions>) => Promise<StaticServer>;
  stopArea: (area: AreaName) => Promise<void>;
  stop: () => Promise<void>;
}

async function startFrontEnds({
  ports = {},
  host = '127.0.0.1',
  releasesRoot = null,
  publicUrl,
  ...addresses
}: ({ apiBaseUrl: string; embedHosts?: string[] | undefined } | { config: AppConfig }) & {
  ports?: Partial<Record<AreaName, number>>;
  host?: string;
  releasesRoot?: string | null;
  /** The site's public address (PUBLIC_APP_URL); by default the shell's origin. */
  publicUrl?: string;
}): Promise<FrontEnds> {
  const chosen = {} as Record<AreaName, number>;
  for (const area of AREA_NAMES) chosen[area] = ports[area] ?? (await getFreePort());
  const origins = Object.fromEntries(AREA_NAMES.map((area) => [area, `http://${host}:${chosen[area]}`])) as Record<AreaName, string>;
  // the areas at each other's origins, or a configuration of the caller's (one origin behind a proxy)
  let config = 'config' in addresses ? addresses.config : configFor({ ...addresses, origins });
  const getConfig = () => config;
  const servers: Partial<Record<AreaName, StaticServer>> = {};
  const startArea = async (area: AreaName, options: Partial<StaticServerOptions> = {}) => {
    if (servers[area]) throw new Error(`${area} is already running`);
    const server = await startStaticServer({
      area,
      port: chosen[area],
      host,
      config: getConfig,
      publicUrl: publicUrl ?? origins.shell,
      logger: testLogger(area),
      prerendering: TEST_PRERENDERING,
      releasesDir: releasesDirUnder(releasesRoot, area),
      ...options,
    });
    servers[area] = server;
    return server;
  };
  const stopArea = async (area: AreaName) => {
    const server = servers[area];
    delete servers[area];
    if (server) await server.close();
  };
  for (const area of AREA_NAMES) await startArea(area);
  return {
    origins,
    getConfig,
    setConfig: (next) => {
      config = next;
    },
    startArea,
    stopArea,
    stop: async () => {
      for (const area of Object.keys(servers) as AreaName[]) await stopArea(area);
    },
  };
}

/** A static server as the test systems start theirs (quiet logs, the test machine's render allowance). */
function startTestStaticServer(options: StaticServerOptions) {
  return startStaticServer({ logger: testLogger(options.area), prerendering: TEST_PRERENDERING, releasesDir: null, ...options });
}

export {
  AREA_NAMES,
  CHROMIUM,
  CHROMIUM_ARGS,
  HEADLESS_SHELL,
  apiIsBuilt,
  configFor,
  getFreePort,
  startApi,
  startFrontEnds,
  startTestStaticServer as startStaticServer,
  waitForHttp,
  API_SERVER,
  ROOT,
};
