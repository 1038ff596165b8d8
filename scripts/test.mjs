// npm test: lint and format check, unit tests of every package (jest projects, API on its embedded database), the API
// files that depend on the database engine again on PostgreSQL (DATABASE_URL, with Redis at
// REDIS_URL), type-check, the production build, then the browser tests against that build.
// Exits non-zero on any failure; the last line sums the tests.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { CHROMIUM, ROOT, run } from './lib.mjs';

const totals = { passed: 0, failed: 0 };
const steps = [];
const runStarted = Date.now();

const secondsSince = (start) => Math.round((Date.now() - start) / 1000);

function jestBin() {
  return path.join(ROOT, 'node_modules', 'jest', 'bin', 'jest.js');
}

// PGlite loads its WebAssembly through vm modules inside Jest (the api's own test script sets it too)
const JEST_ENV = { NODE_OPTIONS: [process.env.NODE_OPTIONS, '--experimental-vm-modules'].filter(Boolean).join(' ') };

/** Runs jest (or a command that passes its arguments to jest) with a JSON report; adds its counts. */
async function jest(label, args, env = {}, command = [process.execPath, jestBin()]) {
  const started = Date.now();
  const report = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'academy-test-')), 'report.json');
  const [bin, ...binArgs] = command;
  const { code } = await run(bin, [...binArgs, ...args, '--json', `--outputFile=${report}`], { env: { ...JEST_ENV, ...env } });
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
  steps.push({ label, ok: code === 0, detail: `${counts.passed} passed, ${counts.failed} failed`, seconds: secondsSince(started) });
  return code === 0;
}

async function step(label, command, args, env) {
  console.log(`\n=== ${label}`);
  const started = Date.now();
  const { code } = await run(command, args, { env });
  steps.push({ label, ok: code === 0, detail: code === 0 ? 'ok' : `exit code ${code}`, seconds: secondsSince(started) });
  if (code !== 0) totals.failed += 1;
  return code === 0;
}

/** The browser tests drive Debian's Chromium; a fresh machine gets it from apt when we may install. */
async function ensureChromium() {
  if (fs.existsSync(CHROMIUM)) return true;
  if (process.getuid?.() !== 0) {
    console.error(`Chromium is missing at ${CHROMIUM}: install it (apt-get install -y chromium) or set CHROMIUM_PATH.`);
    return false;
  }
  console.log('Installing Chromium (apt-get install -y chromium) ...');
  const update = await run('apt-get', ['update']);
  return update.code === 0 && (await run('apt-get', ['install', '-y', 'chromium'])).code === 0;
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

async function main() {
  // checked first, so a missing service is said before the tests that need it fail
  const missing = await missingServices();
  for (const problem of missing) console.error(`npm test needs PostgreSQL and Redis: ${problem}`);

  await step('lint', 'npm', ['run', 'lint']);
  await step('format check', 'npm', ['run', 'format:check']);

  console.log('\n=== unit tests (all packages; the API on its embedded database)');
  await jest('unit tests', [], { DATABASE_URL: '', REDIS_URL });

  console.log('\n=== API tests on PostgreSQL (the files that depend on the database engine)');
  if (missing.length === 0) {
    await jest('API tests on PostgreSQL', ['--selectProjects', 'api'], { DATABASE_URL, REDIS_URL });
  } else {
    steps.push({ label: 'API tests on PostgreSQL', ok: false, detail: `not run: ${missing.join('; ')}` });
    totals.failed += 1;
  }

  await step('type-check', 'npm', ['run', 'typecheck']);

  const built = await step('production build', 'npm', ['run', 'build']);
  if (built && (await ensureChromium())) {
    console.log('\n=== browser tests (Chromium against the production build)');
    await jest('browser tests', ['-c', 'e2e/jest.config.js'], { DATABASE_URL: '' });
  } else {
    steps.push({ label: 'browser tests', ok: false, detail: built ? 'not run: no Chromium' : 'not run: the build failed' });
    totals.failed += 1;
  }

  console.log('\n=== summary');
  for (const { label, ok, detail, seconds } of steps) {
    console.log(`${ok ? 'PASS' : 'FAIL'}  ${label}: ${detail}${seconds === undefined ? '' : ` (${seconds} s)`}`);
  }
  console.log(`whole run: ${secondsSince(runStarted)} s`);
  console.log(`${totals.passed} passed, ${totals.failed} failed`);
  process.exit(steps.every((s) => s.ok) ? 0 : 1);
}

main().catch((error) => {
  console.error(error);
  console.log(`${totals.passed} passed, ${totals.failed + 1} failed`);
  process.exit(1);
});
