// The API as the tests' processes run it: the current source compiled by the scripts of `npm run
// build -w api`, once per state of the source, into api/node_modules/.cache. Under tsx every start
// took about a CPU-second more (docs/toolchain.md, Test traps), and api/dist may be older than the
// source under test. The layout is the deployed one, so Node resolves the same way from it: the
// API's code in dist/ with the contract in dist/node_modules, and the migrations beside it.
import { execFile } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';

const API_DIR = path.resolve(__dirname, '..');
const ROOT = path.resolve(API_DIR, '..');
const CONTRACT_DIR = path.join(ROOT, 'contract');
const CACHE_DIR = path.join(API_DIR, 'node_modules', '.cache', 'academy-test-api');
const STALE_AFTER_MS = 60 * 60 * 1000;

const execFileAsync = promisify(execFile);

/** The files at `place`: itself, or every file under it. */
function filesAt(place: string): string[] {
  if (fs.statSync(place).isFile()) return [place];
  return fs.readdirSync(place, { recursive: true, withFileTypes: true }).flatMap((entry) => (entry.isFile() ? [path.join(entry.parentPath, entry.name)] : []));
}

/** What the build reads: the API's source, the contract's, and the compiler settings. */
function sourceKey(): string {
  const hash = createHash('sha256');
  const inputs = [
    ...filesAt(path.join(API_DIR, 'src')),
    ...filesAt(path.join(CONTRACT_DIR, 'src')),
    ...['api/tsconfig.json', 'api/tsconfig.build.json', 'contract/tsconfig.json', 'contract/tsconfig.build.json', 'tsconfig.base.json'].map((file) =>
      path.join(ROOT, file),
    ),
  ];
  for (const file of inputs.sort()) hash.update(path.relative(ROOT, file)).update(fs.readFileSync(file));
  return hash.digest('hex').slice(0, 16);
}

async function compile(target: string): Promise<void> {
  // the two scripts of `npm run build -w api`, each into the target
  const emit = (script: string, outDir: string) =>
    execFileAsync('npm', ['run', script, '--silent', '-w', '@academy/api', '--', '--outDir', outDir], { cwd: ROOT });
  await Promise.all([emit('build:code', path.join(target, 'dist')), emit('build:contract', path.join(target, 'dist', 'node_modules', '@academy', 'contract'))]);
  fs.symlinkSync(path.join(API_DIR, 'migrations'), path.join(target, 'migrations'));
}

/** Builds of other states of the source, left by earlier runs. */
function removeStaleBuilds(keep: string): void {
  for (const name of fs.readdirSync(CACHE_DIR)) {
    const dir = path.join(CACHE_DIR, name);
    // another worker may be removing the same one
    const stat = fs.statSync(dir, { throwIfNoEntry: false });
    if (dir !== keep && stat && Date.now() - stat.mtimeMs > STALE_AFTER_MS) fs.rmSync(dir, { recursive: true, force: true });
  }
}

async function build(): Promise<string> {
  const dir = path.join(CACHE_DIR, sourceKey());
  if (fs.existsSync(dir)) return dir;
  // the test workers start together: each may compile, and the first rename wins
  const building = `${dir}.${process.pid}.${randomBytes(4).toString('hex')}`;
  await compile(building);
  try {
    fs.renameSync(building, dir);
  } catch (error) {
    fs.rmSync(building, { recursive: true, force: true });
    if (!fs.existsSync(dir)) throw error;
  }
  removeStaleBuilds(dir);
  return dir;
}

let built: Promise<string> | undefined;

/** The compiled API's directory (its code under dist/), built on the first call of a test worker. */
export function builtApi(): Promise<string> {
  built ??= build();
  return built;
}
