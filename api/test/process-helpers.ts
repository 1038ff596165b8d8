// Real API processes for the crash and scale-out tests: `node dist/server.js` of the API built from
// the current source (built-api.ts; one process, so kill -9 hits the server itself), on a free port,
// with the given environment; and the operators' command-line scripts, run the same way. Both take
// the test run's Node flags (process.execArgv: npm test's, which Jest hands on to its workers).
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { randomInt } from 'node:crypto';
import net from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import { builtApi } from './built-api';

const API_DIR = path.resolve(__dirname, '..');
const execFileAsync = promisify(execFile);

/** Node's arguments for a file of the built API (`cli/backup.js`): the test run's flags, then the file. */
async function builtApiArgs(file: string): Promise<string[]> {
  return [...process.execArgv, path.join(await builtApi(), 'dist', file)];
}

/**
 * Runs one of the API's scripts (`src/cli/<script>.ts`, built) as `npm run <script>` would, with
 * `env` over the test's environment; rejects with its stdout and stderr when it exits non-zero.
 */
export async function runCli(script: string, args: string[], env: Record<string, string>): Promise<{ stdout: string; stderr: string }> {
  return execFileAsync(process.execPath, [...(await builtApiArgs(path.join('cli', `${script}.js`))), ...args], {
    cwd: API_DIR,
    env: { ...process.env, ...env, NODE_OPTIONS: '' },
  });
}

/**
 * Tests keep servers down on the ports freePort gives (an SMTP server that is off, then back), so
 * those ports come from below Linux's ephemeral range (32768-60999), from which every listen(0)
 * of the other test files draws: a port the OS handed out was once taken meanwhile by another
 * file's mail sink, which then received this file's mail. Each Jest worker has its own slice
 * (the browser tests' systems use 20000-32000), from a random start, so that a second Jest run
 * beside this one rarely meets the same ports.
 */
const PORT_SLICE = { first: 10000 + (Number(process.env.JEST_WORKER_ID ?? 0) % 10) * 1000, size: 1000 };
let nextPortOffset = randomInt(PORT_SLICE.size);

function canListenOn(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** A port nothing listens on now, that no other test file of this run will be given. */
export async function freePort(): Promise<number> {
  for (let tries = 0; tries < PORT_SLICE.size; tries += 1) {
    const port = PORT_SLICE.first + (nextPortOffset++ % PORT_SLICE.size);
    if (await canListenOn(port)) return port;
  }
  throw new Error(`no free port in ${PORT_SLICE.first}-${PORT_SLICE.first + PORT_SLICE.size - 1}`);
}

export interface ApiProcess {
  url: string;
  child: ChildProcess;
  output(): string;
  /** SIGTERM and wait for the exit. */
  stop(): Promise<void>;
  /** kill -9 and wait for the exit. */
  crash(): Promise<void>;
}

/** `port`: where to listen, e.g. again where an instance was stopped (by default a free one). */
export async function startApi(
  env: Record<string, string>,
  { timeoutMs = 60_000, port: given }: { timeoutMs?: number; port?: number } = {},
): Promise<ApiProcess> {
  const port = given ?? (await freePort());
  const child = spawn(process.execPath, await builtApiArgs('server.js'), {
    cwd: API_DIR,
    env: { ...process.env, NODE_OPTIONS: '', PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', SEED_DEMO_DATA: 'false', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The API exited at start:\n${output}`);
    try {
      const res = await fetch(`${url}/api/v1/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The API did not start:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  return {
    url,
    child,
    output: () => output,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
    async crash() {
      child.kill('SIGKILL');
      await exited;
    },
  };
}
