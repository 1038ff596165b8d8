// Helpers the top-level scripts share: running npm scripts, knowing what is built.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { prettyFactory } from 'pino-pretty';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const FRONT_ENDS = ['shell', 'public-site', 'student-portal', 'facilitator-desk'];
/** The platform package's folder, for what reads its files rather than importing it (`@academy/platform`). */
export const PLATFORM_DIR = 'platform';

/**
 * Runs a command with inherited output; resolves with its exit code. `quiet` collects the output
 * (stdout and stderr, in `output`) instead, for a command that runs beside another.
 */
export function run(command, args, { env = {}, cwd = ROOT, quiet = false } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd,
      env: { ...process.env, ...env },
      stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    let output = '';
    if (quiet) for (const stream of [child.stdout, child.stderr]) stream?.on('data', (chunk) => (output += chunk));
    child.on('close', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output }));
  });
}

export const npm = (args, options) => run('npm', args, options);

function buildMarker(dir) {
  return path.join(ROOT, dir, dir === 'api' ? 'dist/server.js' : 'dist/index.html');
}

function newestMtime(target) {
  if (!fs.existsSync(target)) return 0;
  const stats = fs.statSync(target);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = 0;
  for (const entry of fs.readdirSync(target)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

/** The sources a package's build reads: its own src and the contract's, and for front ends shared/ and the build config. */
function sourcesOf(dir) {
  if (dir === 'api') return ['api/src', 'api/migrations', 'api/package.json', 'contract/src'];
  return [`${dir}/src`, `${dir}/webpack.config.js`, 'contract/src', 'shared/src', `${PLATFORM_DIR}/webpack`, `${PLATFORM_DIR}/release/release.ts`];
}

/** Not built, or a source changed after the last build. */
export function needsBuild(dir) {
  const marker = buildMarker(dir);
  if (!fs.existsSync(marker)) return true;
  const builtAt = fs.statSync(marker).mtimeMs;
  return sourcesOf(dir).some((source) => newestMtime(path.join(ROOT, source)) > builtAt);
}

/** Runs `task` on every item, at most `limit` at a time; resolves when all have finished. */
async function eachConcurrently(items, limit, task) {
  const queue = [...items];
  const worker = async () => {
    for (let item = queue.shift(); item !== undefined; item = queue.shift()) await task(item);
  };
  await Promise.all(Array.from({ length: Math.min(limit, queue.length) }, worker));
}

/**
 * Each front end's build needs the shared singletons' versions, derived by the TypeScript compiler
 * over `shared` (a few CPU-seconds) and cached by the digest of its sources
 * (platform/webpack/singleton-versions.ts). Derived here first, the builds that start side by side
 * find them cached instead of deriving them each.
 */
async function deriveSingletonVersions() {
  const { sharedSingletonSettings } = await import('@academy/platform/webpack/singleton-versions');
  const { SINGLETON_MODULES } = await import('@academy/platform/webpack/singletons');
  sharedSingletonSettings(path.join(ROOT, 'shell'), Object.keys(SINGLETON_MODULES));
}

/**
 * Builds every front end and the API that is not built or older than its sources. Webpack does
 * most of its work on one thread, so the builds run one per core.
 */
export async function buildMissing({ force = false } = {}) {
  const stale = [...FRONT_ENDS, 'api'].filter((dir) => force || needsBuild(dir));
  if (stale.some((dir) => FRONT_ENDS.includes(dir))) await deriveSingletonVersions();
  const failed = [];
  await eachConcurrently(stale, os.availableParallelism(), async (dir) => {
    console.log(`building ${dir} ...`);
    const started = Date.now();
    const { code } = await npm(['run', 'build', '-w', dir]);
    if (code !== 0) failed.push(dir);
    console.log(`${code === 0 ? 'built' : 'FAILED to build'} ${dir} in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  });
  if (failed.length > 0) throw new Error(`the build failed for ${failed.join(', ')}`);
}

/**
 * The operator's settings for `npm start` and `npm run dev`: `.env` at the root when there is one
 * (`.env.example` lists them). Variables already set in the environment win over the file.
 */
export function loadDotEnv() {
  const file = path.join(ROOT, '.env');
  if (fs.existsSync(file)) process.loadEnvFile(file);
}

/**
 * Turns the API's JSON log lines (pino) into one readable line each for a person at a terminal
 * (pino-pretty); other lines pass unchanged. Only the launchers use it: the API itself always
 * writes JSON, which is what production log collectors read.
 */
export function readableLogLine() {
  const prettify = prettyFactory({ colorize: Boolean(process.stdout.isTTY), singleLine: true, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' });
  return (line) => (line.startsWith('{') ? prettify(line).trimEnd() : line);
}
