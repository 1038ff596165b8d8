// npm test: unit tests of every package (jest projects, the API on its embedded database) with lint,
// format check and type-check beside them; the API files that depend on the database engine again
// on PostgreSQL (DATABASE_URL, through a PgBouncer in transaction mode that the run starts, with
// Redis at REDIS_URL) beside the production build; then the
// browser tests against that build. The steps beside each other share the two cores the tests
// leave idle while they wait; their output follows when they end.
// Exits non-zero on any failure; the last line sums the tests. The summary gives each step's wall and
// CPU time and the whole run's, beside a calibration workload's CPU time measured first (README).
import './node-lts.mjs'; // first: re-runs this script on the project's Node when the machine's is older
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { calibrationSeconds, cpuSecondsSoFar } from './cpu-time.mjs';
import { ROOT, run } from './lib.mjs';
import { startPgBouncer } from './pgbouncer.mjs';
import { scratchInMemory } from './scratch.mjs';

// TypeScript, so read once this script runs on the project's Node (a static import would fail to load on an older one)
const { HEADLESS_SHELL } = createRequire(import.meta.url)('@academy/platform/testing/system');

const totals = { passed: 0, failed: 0 };
const steps = [];
const runStarted = Date.now();

const secondsSince = (start) => Math.round((Date.now() - start) / 1000);

/** A line in the summary, in the order the steps started; `finish` fills it in. */
function summaryLine(label) {
  const line = { label, started: Date.now() };
  steps.push(line);
  return {
    // cpuSeconds: undefined for a step that did not run, null where CPU time is not measured
    finish: (ok, detail, cpuSeconds) => Object.assign(line, { ok, detail, cpuSeconds, seconds: secondsSince(line.started) }),
  };
}

const WITH_CPU_TIME = path.join(ROOT, 'scripts', 'with-cpu-time.mjs');

/** Runs a command as `run` does, through with-cpu-time.mjs: resolves with its exit code, output and CPU seconds. */
async function measured(command, args, options) {
  const reportDir = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-cpu-'));
  const report = path.join(reportDir, 'cpu.json');
  const result = await run(process.execPath, [WITH_CPU_TIME, report, command, ...args], options);
  const { cpuSeconds = null } = fs.existsSync(report) ? JSON.parse(fs.readFileSync(report, 'utf8')) : {};
  fs.rmSync(reportDir, { recursive: true, force: true });
  return { ...result, cpuSeconds };
}

function jestBin() {
  return path.join(ROOT, 'node_modules', 'jest', 'bin', 'jest.js');
}

// Jest runs ES modules only with vm modules on, whose contexts it never frees: only the scripts'
// own checks, ES modules themselves, run so (docs/toolchain.md, Test traps)
const WITH_VM_MODULES = { NODE_OPTIONS: [process.env.NODE_OPTIONS, '--experimental-vm-modules'].filter(Boolean).join(' ') };
/**
 * Node flags of the test runs, which the API processes the tests start take over. A test's database
 * and a test file's modules live for seconds: V8's top compilers (TurboFan for JavaScript, and for
 * PGlite's WebAssembly anything past Liftoff) spend more CPU than their faster code saves in that
 * time (docs/toolchain.md, Test traps). NODE_OPTIONS does not take V8 flags.
 */
const TEST_NODE_FLAGS = ['--liftoff-only', '--max-opt=2'];

/** Runs jest with a JSON report; adds its counts. */
async function jest(label, args, env = {}) {
  console.log(`\n=== ${label}`);
  const line = summaryLine(label);
  const report = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'academy-test-')), 'report.json');
  const { code, cpuSeconds } = await measured(process.execPath, [...TEST_NODE_FLAGS, jestBin(), ...args, '--json', `--outputFile=${report}`], {
    env,
  });
  let counts = { passed: 0, failed: 0 };
  if (fs.existsSync(report)) {
    const result = JSON.parse(fs.readFileSync(report, 'utf8'));
    counts = { passed: result.numPassedTests, failed: result.numFailedTests };
    // a suite that fails to compile has no failed test but must count
    if (code !== 0 && counts.failed === 0) counts.failed = Math.max(1, result.numFailedTestSuites);
  } else if (code !== 0) {
    counts.failed = 1;
  }
  fs.rmSync(path.dirname(report), { recursive: true, force: true });
  totals.passed += counts.passed;
  totals.failed += counts.failed;
  line.finish(code === 0, `${counts.passed} passed, ${counts.failed} failed`, cpuSeconds);
  return code === 0;
}

/** An npm script run beside a test step: its output is printed when it ends. */
async function step(label, script) {
  const line = summaryLine(label);
  const { code, output, cpuSeconds } = await measured('npm', ['run', script], { quiet: true });
  console.log(`\n=== ${label} (beside the tests)\n${output.trimEnd()}`);
  line.finish(code === 0, code === 0 ? 'ok' : `exit code ${code}`, cpuSeconds);
  if (code !== 0) totals.failed += 1;
  return code === 0;
}

async function inTurn(...tasks) {
  for (const task of tasks) await task();
}

/** The browser tests drive Debian's chromium-headless-shell; a fresh machine gets it from apt when we may install. */
async function ensureHeadlessShell() {
  if (fs.existsSync(HEADLESS_SHELL)) return true;
  if (process.getuid?.() !== 0) {
    console.error(
      `Chromium's headless shell is missing at ${HEADLESS_SHELL}: install it (apt-get install -y chromium-headless-shell) or set HEADLESS_SHELL_PATH.`,
    );
    return false;
  }
  console.log("Installing Chromium's headless shell (apt-get install -y chromium-headless-shell) ...");
  const update = await run('apt-get', ['update']);
  return update.code === 0 && (await run('apt-get', ['install', '-y', 'chromium-headless-shell'])).code === 0;
}

// The machine's own services unless told otherwise, so `npm test` runs as it is on a fresh machine.
const DATABASE_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';

/** The services the PostgreSQL pass needs that do not answer, each as a sentence saying what to do. */
async function missingServices() {
  const requireFromApi = createRequire(path.join(ROOT, 'api', 'package.json'));
  const missing = [];
  const client = new (requireFromApi('pg').Client)({ connectionString: DATABASE_URL, connectionTimeoutMillis: 5000 });
  await client
    .connect()
    .then(() => client.end())
    .catch((error) => missing.push(`PostgreSQL at ${DATABASE_URL} does not answer (${error.message}): set DATABASE_URL`));
  const Redis = requireFromApi('ioredis').default;
  const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  let cause = '';
  redis.on('error', (error) => (cause = error.message));
  await redis
    .connect()
    .then(() => redis.quit())
    .catch((error) => missing.push(`Redis at ${REDIS_URL} does not answer (${cause || error.message}): set REDIS_URL`));
  return missing;
}

const POSTGRES_PASS = 'API tests on PostgreSQL through PgBouncer in transaction mode (the files that depend on the database engine)';

/**
 * The API's PostgreSQL pass, through a PgBouncer in transaction mode as a deployment with a pooler
 * runs: the API and the tests' own connections go through it (DATABASE_POOLER=transaction); what
 * needs a session of its own (pg_dump, named prepared statements) reaches PostgreSQL itself at
 * DIRECT_DATABASE_URL (api/test/helpers.ts).
 */
async function postgresPass() {
  let pooler;
  try {
    pooler = await startPgBouncer(DATABASE_URL);
  } catch (error) {
    return notRun(POSTGRES_PASS, /** @type {Error} */ (error).message);
  }
  try {
    return await jest(POSTGRES_PASS, ['--selectProjects', 'api'], {
      DATABASE_URL: pooler.url,
      DATABASE_POOLER: 'transaction',
      DIRECT_DATABASE_URL: DATABASE_URL,
      REDIS_URL,
    });
  } finally {
    await pooler.stop();
  }
}

function notRun(label, why) {
  summaryLine(label).finish(false, `not run: ${why}`);
  totals.failed += 1;
}

const cpu = (seconds) => (seconds === null ? 'CPU not measured (no /proc)' : `${Math.round(seconds)} s CPU`);
const timing = ({ seconds, cpuSeconds }) => (cpuSeconds === undefined ? `${seconds} s` : `${seconds} s wall, ${cpu(cpuSeconds)}`);

/** The last lines: each step's and the whole run's wall and CPU time, and the calibration to compare them by. */
function printSummary(calibration) {
  console.log('\n=== summary');
  for (const line of steps) console.log(`${line.ok ? 'PASS' : 'FAIL'}  ${line.label}: ${line.detail} (${timing(line)})`);
  const runCpu = cpuSecondsSoFar();
  console.log(`whole run: ${secondsSince(runStarted)} s wall, ${cpu(runCpu)} (user + system of every process, browsers included)`);
  const ratio = runCpu === null ? '' : `; the run took ${Math.round(runCpu / calibration)} times that`;
  console.log(`calibration: the fixed workload took ${calibration.toFixed(2)} s CPU at the start${ratio}`);
  console.log(`${totals.passed} passed, ${totals.failed} failed`);
}

async function main() {
  // first, while nothing else of the run competes for the cores
  const calibration = calibrationSeconds();
  console.log(`calibration: the fixed workload took ${calibration.toFixed(2)} s CPU`);
  scratchInMemory();
  console.log(`scratch files: ${os.tmpdir()}`);
  // The run starts Node over a hundred times (Jest and its workers, the API processes the tests
  // start, webpack, ESLint), loading the same modules: each keeps the V8 code it compiles here for
  // the next (Node's module compile cache, docs/toolchain.md "Test traps").
  process.env.NODE_COMPILE_CACHE ||= path.join(os.tmpdir(), 'node-compile-cache');
  // checked first, so a missing service is said before the tests that need it fail
  const missing = await missingServices();
  for (const problem of missing) console.error(`npm test needs PostgreSQL and Redis: ${problem}`);

  await Promise.all([
    inTurn(
      () => jest('unit tests (all packages; the API on its embedded database)', [], { DATABASE_URL: '', REDIS_URL }),
      () => jest("the npm scripts' own checks", ['-c', 'scripts/jest.config.js'], WITH_VM_MODULES),
    ),
    inTurn(
      () => step('lint', 'lint'),
      () => step('format check', 'format:check'),
      () => step('type-check', 'typecheck'),
      () => step('dependency advisories', 'audit:deps'),
    ),
  ]);

  const [, built] = await Promise.all([missing.length === 0 ? postgresPass() : notRun(POSTGRES_PASS, missing.join('; ')), step('production build', 'build')]);

  if (built && (await ensureHeadlessShell())) {
    await jest('browser tests (Chromium against the production build)', ['-c', 'e2e/jest.config.js'], { DATABASE_URL: '' });
  } else {
    notRun('browser tests', built ? 'no Chromium headless shell' : 'the build failed');
  }

  printSummary(calibration);
  process.exit(steps.every((s) => s.ok) ? 0 : 1);
}

main().catch((error) => {
  console.error(error);
  console.log(`${totals.passed} passed, ${totals.failed + 1} failed`);
  process.exit(1);
});
