// npm test: unit tests of every package (jest projects, API on its embedded database), the API
// suite again on PostgreSQL when DATABASE_URL is set, type-check, the production build, then the
// browser tests against that build. Exits non-zero on any failure; the last line sums the tests.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CHROMIUM, ROOT, hasScript, npm, run } from './lib.mjs';

const totals = { passed: 0, failed: 0 };
const steps = [];

function jestBin() {
  return path.join(ROOT, 'node_modules', 'jest', 'bin', 'jest.js');
}

// PGlite loads its WebAssembly through vm modules inside Jest (the api's own test script sets it too)
const JEST_ENV = { NODE_OPTIONS: [process.env.NODE_OPTIONS, '--experimental-vm-modules'].filter(Boolean).join(' ') };

/** Runs jest (or a command that passes its arguments to jest) with a JSON report; adds its counts. */
async function jest(label, args, env = {}, command = [process.execPath, jestBin()]) {
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
  steps.push({ label, ok: code === 0, detail: `${counts.passed} passed, ${counts.failed} failed` });
  return code === 0;
}

async function step(label, command, args, env) {
  console.log(`\n=== ${label}`);
  const { code } = await run(command, args, { env });
  steps.push({ label, ok: code === 0, detail: code === 0 ? 'ok' : `exit code ${code}` });
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

async function main() {
  const databaseUrl = process.env.DATABASE_URL;

  console.log('=== unit tests (all packages; the API on its embedded database)');
  await jest('unit tests', [], { DATABASE_URL: '' });

  if (databaseUrl && fs.existsSync(path.join(ROOT, 'api/jest.config.js'))) {
    console.log('\n=== API tests on PostgreSQL (DATABASE_URL)');
    if (hasScript('api', 'test')) {
      await jest('API tests on PostgreSQL', [], { DATABASE_URL: databaseUrl }, ['npm', 'test', '-w', 'api', '--']);
    } else {
      await jest('API tests on PostgreSQL', ['--selectProjects', 'api'], { DATABASE_URL: databaseUrl });
    }
  }

  await step('type-check', 'npm', ['run', 'typecheck']);

  const built = await step('production build', 'npm', ['run', 'build']);
  if (built && (await ensureChromium())) {
    console.log('\n=== browser tests (Chromium against the production build)');
    await jest('browser tests', ['-c', 'e2e/jest.config.js', '--runInBand'], { DATABASE_URL: '' });
  } else {
    steps.push({ label: 'browser tests', ok: false, detail: built ? 'not run: no Chromium' : 'not run: the build failed' });
    totals.failed += 1;
  }

  console.log('\n=== summary');
  for (const { label, ok, detail } of steps) console.log(`${ok ? 'PASS' : 'FAIL'}  ${label}: ${detail}`);
  console.log(`${totals.passed} passed, ${totals.failed} failed`);
  process.exit(steps.every((s) => s.ok) ? 0 : 1);
}

main().catch((error) => {
  console.error(error);
  console.log(`${totals.passed} passed, ${totals.failed + 1} failed`);
  process.exit(1);
});
