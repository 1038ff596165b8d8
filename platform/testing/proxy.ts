/**
 * The one-origin topology from code: the repository's own Caddyfile (deploy/Caddyfile) run by Caddy
 * in front of servers the caller started, on a port the caller chose, for the browser test that
 * goes through it, the rolling restart test and `npm run bench`. The site is https on 127.0.0.1
 * with a certificate of Caddy's own CA, which this process then trusts (its fetches and the static
 * servers' prerendering go through the proxy too); a browser is told to accept it
 * (`ignoreHTTPSErrors`). Caddy keeps its certificates in a directory of its own under the
 * temporary directory, and never touches the system's trust store.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import tls from 'node:tls';
import { AREAS, REMOTE_AREAS, type AreaName } from '../areas.ts';
import type { AppConfig } from '../server/app-config.ts';

const CADDYFILE = path.join(import.meta.dirname, '..', '..', 'deploy', 'Caddyfile');
const CADDY = process.env.CADDY_PATH || 'caddy';
const STARTED_WITHIN_MS = 30_000;

export const CADDY_MISSING = 'Caddy is not installed: apt-get install -y caddy (Debian 12 has 2.6), or set CADDY_PATH';

/** The path each remote area answers under on the one origin (the Caddyfile's `handle_path`). */
export function areaPath(area: Exclude<AreaName, 'shell'>): string {
  return `/areas/${AREAS[area].dir}/`;
}

/** The /app-config.json of the one origin: the API and every remote a path on it. */
export function oneOriginConfig(embedHosts: string[] = []): AppConfig {
  const remotes: Record<string, string> = {};
  for (const area of REMOTE_AREAS) remotes[AREAS[area].federationName] = `${areaPath(area)}remoteEntry.js`;
  return { apiBaseUrl: '/api/v1', remotes, embedHosts };
}

export interface Proxy {
  /** https://127.0.0.1:<port> */
  origin: string;
  stop: () => Promise<void>;
}

/** A port nothing listens on now, from the system (Caddy's HTTP port, which only redirects). */
function ephemeralPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Resolves once a TLS handshake with `ca` succeeds on the port. */
function handshakes(port: number, ca: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = tls.connect({ port, host: '127.0.0.1', ca }, () => {
      socket.end();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** Where a proxy without front ends sends the areas' paths: the discard port, which refuses. */
const NO_AREAS = Object.fromEntries(['shell', ...REMOTE_AREAS].map((area) => [area, 'http://127.0.0.1:9'])) as Record<AreaName, string>;

/**
 * Starts Caddy with deploy/Caddyfile on `port` (https), sending /api to the `api` instances and
 * each area to its server, each given by its origin (`http://127.0.0.1:4001`; no areas for a test
 * of the API alone). Rejects with CADDY_MISSING when Caddy is not installed.
 */
export async function startProxy({ port, api, areas = NO_AREAS }: { port: number; api: string[]; areas?: Record<AreaName, string> }): Promise<Proxy> {
  const hostOf = (origin: string) => new URL(origin).host;
  const home = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-caddy-'));
  const env: Record<string, string> = {
    ...process.env,
    XDG_DATA_HOME: home,
    XDG_CONFIG_HOME: home,
    CADDY_ADMIN: 'off',
    CADDY_HTTP_PORT: String(await ephemeralPort()),
    CADDY_HTTPS_PORT: String(port),
    ACADEMY_SITE: `https://127.0.0.1:${port}`,
    ACADEMY_API_UPSTREAMS: api.map(hostOf).join(' '),
    ACADEMY_SHELL_UPSTREAM: hostOf(areas.shell),
    ...Object.fromEntries(REMOTE_AREAS.map((area) => [`ACADEMY_${area.toUpperCase().replace(/-/g, '_')}_UPSTREAM`, hostOf(areas[area])])),
  };
  const child = spawn(CADDY, ['run', '--config', CADDYFILE, '--adapter', 'caddyfile'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-8000)));
  // 'close' comes also after a start that failed ('error')
  const exited = new Promise<void>((resolve) => child.once('close', () => resolve()));
  let failure: Error | null = null;
  child.once('error', (error: NodeJS.ErrnoException) => (failure = error.code === 'ENOENT' ? new Error(CADDY_MISSING) : error));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
    fs.rmSync(home, { recursive: true, force: true });
  };
  // Caddy's CA is made at its first start, then the site's certificate
  const rootCertificate = path.join(home, 'caddy', 'pki', 'authorities', 'local', 'root.crt');
  const deadline = Date.now() + STARTED_WITHIN_MS;
  for (;;) {
    if (failure) break;
    if (child.exitCode !== null) failure = new Error(`Caddy stopped at start:\n${output}`);
    else if (fs.existsSync(rootCertificate) && (await handshakes(port, fs.readFileSync(rootCertificate, 'utf8')))) break;
    else if (Date.now() > deadline) failure = new Error(`Caddy did not serve https://127.0.0.1:${port} within ${STARTED_WITHIN_MS / 1000} s:\n${output}`);
    else await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (failure) {
    await stop();
    throw failure;
  }
  tls.setDefaultCACertificates([...tls.getCACertificates('default'), fs.readFileSync(rootCertificate, 'utf8')]);
  return { origin: `https://127.0.0.1:${port}`, stop };
}
