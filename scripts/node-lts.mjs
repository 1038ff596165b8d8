// The Node release this project runs on (.nvmrc), installed from the npm registry when the
// machine's own Node is older: the official build is published there as `node-<os>-<cpu>`.
// `npm pack` fetches it (checked against the registry's sha512) without running any install
// script, so it works where the `node` meta-package, whose preinstall script fetches the same
// package, would not.
//
//   node scripts/node-lts.mjs        prints the bin folder to put first on PATH (.ci/run, README)
//   import './node-lts.mjs'          first import of a script: re-runs it on that Node if needed
//
// Runs on old Nodes too (Debian's), so it uses nothing newer than Node 18.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const NODE_MAJOR = Number(fs.readFileSync(path.join(ROOT, '.nvmrc'), 'utf8').trim().replace(/^v/, '').split('.')[0]);
const REEXECUTED = 'ACADEMY_NODE_REEXECUTED';

const majorOf = (version) => Number(version.replace(/^v/, '').split('.')[0]);
const isSupported = (version) => majorOf(version) >= NODE_MAJOR;

/** Where downloaded Nodes are kept between runs: outside the checkout, so `npm ci` and clones share it. */
function cacheDir() {
  if (process.env.ACADEMY_NODE_CACHE) return process.env.ACADEMY_NODE_CACHE;
  return path.join(process.env.XDG_CACHE_HOME || path.join(os.homedir(), '.cache'), 'academy-platform', 'node');
}

function compareVersions(a, b) {
  const [pa, pb] = [a, b].map((v) => v.split('.').map(Number));
  return pa[0] - pb[0] || pa[1] - pb[1] || pa[2] - pb[2];
}

/** The newest cached Node of the wanted major, as its bin folder, or null. */
function cachedBin() {
  const dir = cacheDir();
  if (!fs.existsSync(dir)) return null;
  const versions = fs
    .readdirSync(dir)
    .map((name) => /^node-v(\d+\.\d+\.\d+)$/.exec(name)?.[1])
    .filter((version) => version && majorOf(version) === NODE_MAJOR && fs.existsSync(path.join(dir, `node-v${version}`, 'bin', 'node')))
    .sort(compareVersions);
  return versions.length ? path.join(dir, `node-v${versions.at(-1)}`, 'bin') : null;
}

/** Fetches the newest `node-<os>-<cpu>@<major>` from the npm registry into the cache; returns its bin folder. */
function download() {
  const dir = cacheDir();
  fs.mkdirSync(dir, { recursive: true });
  const work = fs.mkdtempSync(path.join(dir, '.download-'));
  try {
    const spec = `node-${process.platform}-${process.arch}@${NODE_MAJOR}`;
    console.error(`Node ${process.version} is older than ${NODE_MAJOR}: installing ${spec} from the npm registry into ${dir} ...`);
    const packed = JSON.parse(
      execFileSync('npm', ['pack', spec, '--json', '--pack-destination', work], { cwd: work, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] }),
    );
    const { filename, version } = packed[0];
    execFileSync('tar', ['-xzf', path.join(work, filename), '-C', work, 'package/bin/node', 'package/LICENSE']);
    const target = path.join(dir, `node-v${version}`);
    try {
      fs.renameSync(path.join(work, 'package'), target);
    } catch (error) {
      // another run installed the same version meanwhile: use theirs
      if (!fs.existsSync(path.join(target, 'bin', 'node'))) throw error;
    }
    return path.join(target, 'bin');
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

/** The bin folder of a Node this project supports: the running one's, or a cached or fresh download. */
export function supportedNodeBin() {
  if (isSupported(process.version)) return path.dirname(process.execPath);
  return cachedBin() ?? download();
}

/**
 * Runs this process's script again on the supported Node when the running one is older, with
 * that Node first on PATH (so the `npm` and `node` it starts use it too), and exits with its
 * code. Never resolves in that case, which keeps the importing script's body from running.
 */
async function reexecIfOld() {
  if (isSupported(process.version)) return;
  if (process.env[REEXECUTED]) throw new Error(`Node ${process.version} runs this script, but ${NODE_MAJOR} or newer is needed`);
  const bin = supportedNodeBin();
  const env = { ...process.env, [REEXECUTED]: '1', PATH: `${bin}${path.delimiter}${process.env.PATH ?? ''}` };
  const child = spawn(path.join(bin, 'node'), [...process.execArgv, ...process.argv.slice(1)], { stdio: 'inherit', env });
  // Ctrl-C reaches the child from the terminal; a signal sent to this process alone is passed on
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, (received) => child.kill(received));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
  await new Promise(() => {});
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.log(supportedNodeBin());
} else {
  await reexecIfOld();
}
