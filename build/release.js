'use strict';
/**
 * The release file of an area's build (dist/release.json, served as /release.json): what was
 * released, and the SHA-256 of its server renderer, the only renderer the shell's server will run
 * (build/prerender.js, docs/architecture.md "First visit: what the shell trusts").
 */
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const { execFileSync } = require('node:child_process');

const RELEASE_FILE = 'release.json';

/** The digest a release names its renderer by: hex SHA-256 of its bytes as served. */
function digestOf(bytes) {
  return crypto.createHash('sha256').update(bytes).digest('hex');
}

/** The commit being built: RELEASE_COMMIT, else git's HEAD, else null (a build outside a checkout). */
function currentCommit(dirname) {
  if (process.env.RELEASE_COMMIT) return process.env.RELEASE_COMMIT;
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], { cwd: dirname, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return null;
  }
}

/** Writes `distDir`/release.json for the renderer `renderer` (its bytes) of the area at `dirname`. */
function writeRelease({ dirname, distDir, renderer }) {
  const { version } = JSON.parse(fs.readFileSync(path.join(dirname, 'package.json'), 'utf8'));
  const release = { version, builtAt: new Date().toISOString(), commit: currentCommit(dirname), renderer: { sha256: digestOf(renderer) } };
  fs.writeFileSync(path.join(distDir, RELEASE_FILE), `${JSON.stringify(release, null, 2)}\n`);
  return release;
}

module.exports = { RELEASE_FILE, digestOf, writeRelease };
