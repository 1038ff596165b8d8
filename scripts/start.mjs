// npm start: builds what is missing or out of date, then serves the production build of the
// shell and the three remotes on 3000-3003 and the API on 4000. Ctrl-C stops everything.
import './node-lts.mjs'; // first: re-runs this script on the project's Node when the machine's is older
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { ROOT, FRONT_ENDS, buildMissing, loadDotEnv, readableLogLine } from './lib.mjs';

const require = createRequire(import.meta.url);
const { AREAS } = require('@academy/platform/areas');
const { waitForHttp } = require('@academy/platform/testing/system');
const { DEMO_EMBED_HOSTS } = require('@academy/platform/server/app-config');

const API_SERVER = path.join(ROOT, 'api/dist/server.js');
const SERVE_AREA = require.resolve('@academy/platform/server/serve-area');
const children = [];
let stopping = false;

const readable = readableLogLine();

function startChild(label, args, env = {}) {
  const child = spawn(process.execPath, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = `[${label}] `;
  const forward = (stream, out) => {
    let buffered = '';
    stream.on('data', (chunk) => {
      buffered += chunk;
      const lines = buffered.split('\n');
      buffered = lines.pop() ?? '';
      for (const line of lines) out.write(prefix + readable(line) + '\n');
    });
  };
  forward(child.stdout, process.stdout);
  forward(child.stderr, process.stderr);
  child.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(`${label} stopped (${signal ?? `exit code ${code}`}): stopping everything`);
    stopAll(1);
  });
  children.push(child);
  return child;
}

function stopAll(code = 0) {
  if (stopping) return;
  stopping = true;
  let alive = children.filter((child) => child.exitCode === null && child.signalCode === null);
  if (alive.length === 0) process.exit(code);
  for (const child of alive) {
    child.once('exit', () => {
      alive = alive.filter((other) => other !== child);
      if (alive.length === 0) process.exit(code);
    });
    child.kill('SIGTERM');
  }
  setTimeout(() => process.exit(code), 5000).unref();
}

process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

async function main() {
  loadDotEnv();
  console.log(`Node ${process.version}`);
  await buildMissing({ force: process.argv.includes('--rebuild') });
  const waits = [];
  if (fs.existsSync(API_SERVER)) {
    // the demo on purpose: an empty embedded database gets the demo accounts (README), and self
    // sign-up stays open (a deployment's default is APPROVE_SIGN_UPS=true: docs/operations.md)
    const api = startChild('api', [API_SERVER], {
      SEED_DEMO_DATA: process.env.SEED_DEMO_DATA ?? 'true',
      APPROVE_SIGN_UPS: process.env.APPROVE_SIGN_UPS ?? 'false',
    });
    waits.push(waitForHttp('http://localhost:4000/api/v1/health', { child: api, timeoutMs: 120000 }));
  } else {
    console.log('api/dist/server.js is not built: starting the front ends without the API');
  }
  for (const area of FRONT_ENDS) {
    const child = startChild(area, ['--disable-warning=MODULE_TYPELESS_PACKAGE_JSON', SERVE_AREA, area], {
      EMBED_HOSTS: process.env.EMBED_HOSTS ?? DEMO_EMBED_HOSTS.join(','),
    });
    waits.push(waitForHttp(`http://localhost:${AREAS[area].port}/app-config.json`, { child }));
  }
  await Promise.all(waits);
  console.log('\nThe academy is running. Open http://localhost:3000  (Ctrl-C stops it)\n');
}

main().catch((error) => {
  console.error(error.message);
  stopAll(1);
});
