// npm run audit:deps: checks every version locked in package-lock.json against the advisories
// vendored in scripts/advisories.json (their format is described at its top and in
// docs/operations.md), without the network: the registry this project installs from has no
// audit endpoint. Exits non-zero when a locked version is affected by an advisory not accepted.
//   node scripts/audit-deps.mjs [--lock package-lock.json] [--advisories scripts/advisories.json]
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import semver from 'semver';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SEVERITIES = ['low', 'moderate', 'high', 'critical'];
const REQUIRED = ['id', 'package', 'vulnerable', 'severity', 'title', 'url'];
// a list older than this is probably missing advisories: said, not failed
const STALE_AFTER_DAYS = 90;

/** The advisory list's mistakes, each as a sentence (empty when it is well formed). */
export function listProblems(list) {
  if (!Array.isArray(list?.advisories)) return ['the list has no "advisories" array'];
  const problems = [];
  if (Number.isNaN(Date.parse(list.updated))) problems.push('"updated" must be a date such as 2026-11-25');
  list.advisories.forEach((advisory, index) => {
    const name = advisory?.id ?? `advisory ${index + 1}`;
    const missing = REQUIRED.filter((field) => typeof advisory?.[field] !== 'string' || advisory[field] === '');
    if (missing.length) problems.push(`${name} lacks ${missing.join(', ')}`);
    else if (!SEVERITIES.includes(advisory.severity)) problems.push(`${name}: severity must be one of ${SEVERITIES.join(', ')}`);
    else if (semver.validRange(advisory.vulnerable) === null) problems.push(`${name}: "${advisory.vulnerable}" is not a semver range`);
  });
  return problems;
}

/** Every installed package of a lock file (v2/v3): its name, version and where it sits. */
export function lockedPackages(lock) {
  return Object.entries(lock.packages ?? {})
    .filter(([where, entry]) => where.includes('node_modules/') && !entry.link && entry.version)
    .map(([where, entry]) => ({ name: entry.name ?? where.slice(where.lastIndexOf('node_modules/') + 'node_modules/'.length), version: entry.version, where }));
}

/** The locked packages each advisory affects, the most severe first. */
export function findAffected(lock, list) {
  const byName = new Map();
  for (const advisory of list.advisories) byName.set(advisory.package, [...(byName.get(advisory.package) ?? []), advisory]);
  const found = [];
  for (const pkg of lockedPackages(lock)) {
    for (const advisory of byName.get(pkg.name) ?? []) {
      if (semver.satisfies(pkg.version, advisory.vulnerable, { includePrerelease: true })) found.push({ ...pkg, advisory });
    }
  }
  return found.sort((a, b) => SEVERITIES.indexOf(b.advisory.severity) - SEVERITIES.indexOf(a.advisory.severity));
}

function option(name, fallback) {
  const at = process.argv.indexOf(name);
  if (at < 0) return fallback;
  const given = process.argv[at + 1];
  if (given === undefined) throw new Error(`${name} needs a file after it`);
  return path.resolve(given);
}

function main() {
  const lockFile = option('--lock', path.join(ROOT, 'package-lock.json'));
  const listFile = option('--advisories', path.join(ROOT, 'scripts', 'advisories.json'));
  const list = JSON.parse(fs.readFileSync(listFile, 'utf8'));
  const problems = listProblems(list);
  if (problems.length) {
    console.error(`${path.relative(ROOT, listFile)} is not well formed:\n  ${problems.join('\n  ')}`);
    return 2;
  }
  const lock = JSON.parse(fs.readFileSync(lockFile, 'utf8'));
  const found = findAffected(lock, list);
  for (const { name, version, where, advisory } of found) {
    const status = advisory.accepted ? `accepted: ${advisory.accepted}` : 'update it';
    console.log(
      `${advisory.severity.padEnd(8)} ${name}@${version} (${where}) ${advisory.id} ${advisory.title}, affected ${advisory.vulnerable}; ${status}\n         ${advisory.url}`,
    );
  }
  const blocking = found.filter(({ advisory }) => !advisory.accepted);
  const days = Math.floor((Date.now() - Date.parse(list.updated)) / 86_400_000);
  console.log(
    `${lockedPackages(lock).length} locked packages checked against ${list.advisories.length} advisories (list updated ${list.updated}): ` +
      `${blocking.length} affected, ${found.length - blocking.length} accepted`,
  );
  if (days > STALE_AFTER_DAYS) console.log(`The list is ${days} days old: add the advisories published since (docs/operations.md).`);
  return blocking.length ? 1 : 0;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) process.exitCode = main();
