// npm run release -w <area>: builds the area into a new release directory, checks that it fits
// the live areas it runs with, and makes it live on the running servers (platform/release/releases.ts).
// npm run release -w shell -- --with=student-portal --with=facilitator-desk: several areas at once,
// for a change of a shared singleton's surface, which no area can take alone.
// npm run rollback -w <area> (-- --with=<area>...): makes the release before the live one live
// again, checked the same way.
// Other arguments after `--` go to webpack (e.g. --no-optimization-minimize). docs/operations.md.
import './node-lts.mjs'; // first: re-runs this script on the project's Node when the machine's is older
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { ROOT, loadDotEnv, run } from './lib.mjs';

const require = createRequire(import.meta.url);
const { AREAS, REMOTE_AREAS } = require('@academy/platform/areas');
const { readRelease, unmetNeeds } = require('@academy/platform/release/release');
const { releaseStore, releasesDirOf, liveSite } = require('@academy/platform/release/releases');

const WEBPACK_CLI = require.resolve('@academy/platform/webpack/cli');
// as in the areas' build scripts: a build ends before V8's top compiler pays for itself (docs/toolchain.md)
const WEBPACK_NODE_FLAGS = ['--max-opt=2', '--disable-warning=MODULE_TYPELESS_PACKAGE_JSON'];
const WITH = '--with=';
/** The order areas go live in: the shell last (see release). */
const shellLast = (a, b) => Number(a.area === 'shell') - Number(b.area === 'shell');

class Refused extends Error {}

/** The area whose package the command runs in (npm runs a workspace's script in its directory). */
function areaHere() {
  const { name } = JSON.parse(fs.readFileSync(path.join(process.cwd(), 'package.json'), 'utf8'));
  const area = name.replace(/^@academy\//, '');
  if (!AREAS[area]) throw new Refused(`run it for an area: npm run release -w <${Object.keys(AREAS).join('|')}>`);
  return area;
}

/** The release file of what `area`'s servers serve now: its live release, else its dist/. */
function liveReleaseOf(area) {
  const { dir } = liveSite({ distDir: path.join(ROOT, AREAS[area].dir, 'dist'), releasesDir: releasesDirOf(area) })();
  return readRelease(dir);
}

/**
 * Why `release` of `area` cannot go live beside the other areas (empty when it can): their live
 * releases, or those of `candidates` (area -> release file) going live with it.
 */
function conflictsOf(area, release, candidates = {}) {
  const releaseOf = (other) => candidates[other] ?? liveReleaseOf(other);
  if (area !== 'shell') {
    const shell = releaseOf('shell');
    const unmet = shell ? unmetNeeds({ remote: release, shell }) : [];
    const which = candidates.shell ? 'new' : 'live';
    return unmet.map(({ module, needs, provides }) => `${module}: this ${area} needs ${needs}, and the ${which} shell provides ${provides}`);
  }
  return REMOTE_AREAS.flatMap((remoteArea) => {
    const remote = releaseOf(remoteArea);
    const unmet = remote ? unmetNeeds({ remote, shell: release }) : [];
    const which = candidates[remoteArea] ? 'new' : 'live';
    return unmet.map(({ module, needs, provides }) => `${module}: the ${which} ${remoteArea} needs ${needs}, and this shell provides ${provides}`);
  });
}

/** `outcome`: what did not happen, for the message ("was not released"). */
function refuseConflicts(area, version, release, candidates, outcome = 'was not released') {
  const conflicts = conflictsOf(area, release, candidates);
  if (conflicts.length === 0) return;
  throw new Refused(
    `${area} ${version} ${outcome}: it does not fit what is live.\n  ${conflicts.join('\n  ')}\n` +
      'Areas built from the same shared code go live together: add -- --with=<area> to the command (e.g. npm run release -w shell -- --with=student-portal).',
  );
}

function utcStamp(date = new Date()) {
  return date.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
}

async function shortCommit() {
  const { code, output } = await run('git', ['rev-parse', '--short', 'HEAD'], { quiet: true });
  return code === 0 ? output.trim() : 'nocommit';
}

/** ACADEMY_RELEASE when given (a name of its own), else the moment and the commit: 20261126-013500-3f2a9c1. */
async function newVersion(stores) {
  const named = process.env.ACADEMY_RELEASE?.replace(/[^A-Za-z0-9._+@-]/g, '-').slice(0, 100);
  const version = named || `${utcStamp()}-${await shortCommit()}`;
  if (stores.some((store) => store.has(version))) throw new Refused(`release ${version} exists already: name the new one with ACADEMY_RELEASE`);
  return version;
}

/** Builds `area` from the sources in `cwd` into `building`, as release `version`; returns its release file. */
async function buildRelease({ area, cwd, building }, version, webpackArgs) {
  fs.rmSync(building, { recursive: true, force: true });
  console.log(`${area}: building release ${version} ...`);
  const { code } = await run(process.execPath, [...WEBPACK_NODE_FLAGS, WEBPACK_CLI, '--mode', 'production', ...webpackArgs], {
    cwd,
    env: { ACADEMY_DIST_DIR: building, ACADEMY_RELEASE: version },
  });
  if (code !== 0) throw new Refused(`${area} ${version} was not released: its build failed`);
  return readRelease(building);
}

/**
 * Builds each area of `targets` ({ area, cwd }), checks each against the others and what stays
 * live, and only when all fit makes them live, the shell last: a page loaded in between meets the
 * new remotes at worst, which reload it once (shell/src/releases/reload-once.ts).
 */
async function release(targets, webpackArgs) {
  const releases = targets.map((target) => {
    const store = releaseStore(releasesDirOf(target.area));
    const adopted = store.adopt(path.join(ROOT, AREAS[target.area].dir, 'dist'));
    if (adopted) console.log(`${target.area}: the build its server was serving is kept as release ${adopted}`);
    return { ...target, store };
  });
  const version = await newVersion(releases.map(({ store }) => store));
  for (const each of releases) each.building = path.join(each.store.dir, `building-${version}`);
  try {
    const candidates = {};
    for (const each of releases) candidates[each.area] = await buildRelease(each, version, webpackArgs);
    for (const { area } of releases) refuseConflicts(area, version, candidates[area], candidates);
    for (const { store, building } of releases) fs.renameSync(building, store.versionDir(version));
  } finally {
    for (const { building } of releases) fs.rmSync(building, { recursive: true, force: true });
  }
  for (const { area, store } of [...releases].sort(shellLast)) {
    const pruned = store.publish(version);
    if (pruned.length > 0) console.log(`${area}: releases no longer kept: ${pruned.join(', ')}`);
    console.log(`${area}: release ${version} is live`);
  }
  console.log(version);
}

/** Makes the release before the live one of each area of `targets` live again, when they all fit; the shell last. */
function rollBack(targets) {
  const steps = targets.map(({ area }) => {
    const store = releaseStore(releasesDirOf(area));
    const previous = store.previousVersion();
    if (!previous) throw new Refused(`${area} has no earlier release to go back to`);
    return { area, store, from: store.liveVersion(), previous, release: readRelease(store.versionDir(previous)) };
  });
  const candidates = Object.fromEntries(steps.map(({ area, release }) => [area, release]));
  for (const { area, previous, release } of steps) refuseConflicts(area, previous, release, candidates, 'was not made live again');
  for (const { area, store, from, previous } of steps.sort(shellLast)) {
    store.makeLive(previous);
    console.log(`${area}: release ${previous} is live again (instead of ${from})`);
    console.log(previous);
  }
}

/** The area of the package the command runs in, and those named by --with=, each built from its own directory. */
function targetsOf(args) {
  const others = args.filter((arg) => arg.startsWith(WITH)).flatMap((arg) => arg.slice(WITH.length).split(','));
  const unknown = others.filter((area) => !AREAS[area]);
  if (unknown.length > 0) throw new Refused(`not an area: ${unknown.join(', ')} (one of ${Object.keys(AREAS).join(', ')})`);
  const here = { area: areaHere(), cwd: process.cwd() };
  const withOthers = [...new Set(others)].filter((area) => area !== here.area).map((area) => ({ area, cwd: path.join(ROOT, AREAS[area].dir) }));
  return [here, ...withOthers];
}

async function main() {
  // the servers' settings (`npm start` reads .env too): ACADEMY_RELEASES_DIR above all
  loadDotEnv();
  const args = process.argv.slice(2);
  const targets = targetsOf(args);
  if (args.includes('--rollback')) rollBack(targets);
  else
    await release(
      targets,
      args.filter((arg) => !arg.startsWith(WITH)),
    );
}

main().catch((error) => {
  console.error(error instanceof Refused ? error.message : error);
  process.exit(1);
});
