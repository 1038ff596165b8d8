// npm run release -w <area>: builds the area into a new release directory, checks that it fits
// the live areas it runs with, and makes it live on the running servers (build/releases.js).
// npm run rollback -w <area>: makes the release before the live one live again, checked the same way.
// Arguments after `--` go to webpack (e.g. --no-optimization-minimize). docs/operations.md.
import './node-lts.mjs'; // first: re-runs this script on the project's Node when the machine's is older
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { ROOT, loadDotEnv, run } from './lib.mjs';

const require = createRequire(import.meta.url);
const { AREAS, REMOTE_AREAS } = require('../build/areas.js');
const { readRelease, unmetNeeds } = require('../build/release.js');
const { releaseStore, releasesDirOf, liveSite } = require('../build/releases.js');

const WEBPACK_CLI = path.join(ROOT, 'build', 'bin', 'webpack.js');

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

/** Why `release` of `area` cannot go live beside the live areas (empty when it can). */
function conflictsOf(area, release) {
  const describe = (remoteArea, { module, needs, provides }, shellSide) =>
    shellSide
      ? `the live ${remoteArea} needs ${module} ${needs}, and this shell provides ${provides}`
      : `${module}: this ${area} needs ${needs}, and the live shell provides ${provides}`;
  if (area !== 'shell') {
    const shell = liveReleaseOf('shell');
    return shell ? unmetNeeds({ remote: release, shell }).map((unmet) => describe(area, unmet, false)) : [];
  }
  return REMOTE_AREAS.flatMap((remoteArea) => {
    const remote = liveReleaseOf(remoteArea);
    return remote ? unmetNeeds({ remote, shell: release }).map((unmet) => describe(remoteArea, unmet, true)) : [];
  });
}

function refuseConflicts(area, version, release) {
  const conflicts = conflictsOf(area, release);
  if (conflicts.length === 0) return;
  const advice =
    area === 'shell'
      ? 'Release those areas built from the same shared code first, or build the shell from the code they were built with.'
      : 'Release the shell built from the same shared code first, or build this area from the code the live shell was built with.';
  throw new Refused(`${area} ${version} was not released: it does not fit what is live.\n  ${conflicts.join('\n  ')}\n${advice}`);
}

function utcStamp(date = new Date()) {
  return date.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
}

async function shortCommit() {
  const { code, output } = await run('git', ['rev-parse', '--short', 'HEAD'], { quiet: true });
  return code === 0 ? output.trim() : 'nocommit';
}

/** ACADEMY_RELEASE when given (a name of its own), else the moment and the commit: 20261126-013500-3f2a9c1. */
async function newVersion(store) {
  const named = process.env.ACADEMY_RELEASE?.replace(/[^A-Za-z0-9._+@-]/g, '-').slice(0, 100);
  const version = named || `${utcStamp()}-${await shortCommit()}`;
  if (store.has(version)) throw new Refused(`release ${version} exists already: name the new one with ACADEMY_RELEASE`);
  return version;
}

async function release(area, webpackArgs) {
  const store = releaseStore(releasesDirOf(area));
  const adopted = store.adopt(path.join(ROOT, AREAS[area].dir, 'dist'));
  if (adopted) console.log(`${area}: the build its server was serving is kept as release ${adopted}`);
  const version = await newVersion(store);
  const building = path.join(store.dir, `building-${version}`);
  fs.rmSync(building, { recursive: true, force: true });
  try {
    console.log(`${area}: building release ${version} ...`);
    const { code } = await run(process.execPath, [WEBPACK_CLI, '--mode', 'production', ...webpackArgs], {
      cwd: process.cwd(),
      env: { ACADEMY_DIST_DIR: building, ACADEMY_RELEASE: version },
    });
    if (code !== 0) throw new Refused(`${area} ${version} was not released: its build failed`);
    refuseConflicts(area, version, readRelease(building));
    fs.renameSync(building, store.versionDir(version));
  } finally {
    fs.rmSync(building, { recursive: true, force: true });
  }
  const pruned = store.publish(version);
  if (pruned.length > 0) console.log(`${area}: releases no longer kept: ${pruned.join(', ')}`);
  console.log(`${area}: release ${version} is live`);
  console.log(version);
}

function rollBack(area) {
  const store = releaseStore(releasesDirOf(area));
  const from = store.liveVersion();
  const previous = store.previousVersion();
  if (!previous) throw new Refused(`${area} has no earlier release to go back to`);
  refuseConflicts(area, previous, readRelease(store.versionDir(previous)));
  store.makeLive(previous);
  console.log(`${area}: release ${previous} is live again (instead of ${from})`);
  console.log(previous);
}

async function main() {
  // the servers' settings (`npm start` reads .env too): ACADEMY_RELEASES_DIR above all
  loadDotEnv();
  const area = areaHere();
  if (process.argv.includes('--rollback')) rollBack(area);
  else await release(area, process.argv.slice(2));
}

main().catch((error) => {
  console.error(error instanceof Refused ? error.message : error);
  process.exit(1);
});
