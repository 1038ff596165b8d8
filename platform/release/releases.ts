/**
 * An area's releases on disk (docs/operations.md, "Releases and rollback"). Under the area's
 * release directory (`<root>/<area>`, root ACADEMY_RELEASES_DIR or `releases/` at the repository
 * root):
 *
 *   versions/<version>/   one build per release, never changed once written
 *   live.json             the pointer: { "version": "<the live release>" }
 *   releases.json         the kept releases in the order they were released: [{ version, releasedAt }]
 *   chunks/               the content-hashed files of every kept release (hard links)
 *   live                  a symbolic link to versions/<the live release>, for static hosts
 *
 * A server answers a path from the live release, and a content-hashed file it does not have from
 * chunks/, so a tab still running an earlier release finds its chunks. Only the newest KEEP
 * releases are kept.
 */
import fs from 'node:fs';
import path from 'node:path';
import { AREAS, isAreaName } from '../areas.ts';
import { readRelease } from './release.ts';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const KEEP = 5;
const CONTENT_HASHED = /\.[0-9a-f]{8}\.[a-z0-9]+$/i;
const POINTER = 'live.json';
const LIST = 'releases.json';

/** A kept release, as releases.json lists it. */
interface ListedRelease {
  version: string;
  releasedAt: string;
}

/** What a server of an area serves now (liveSite). */
export interface Site {
  dir: string;
  chunksDir: string | null;
  version: string | null;
}

/** A file whose name carries its content's hash (a chunk, an asset): the same name never has other bytes. */
function isContentHashed(file: string) {
  return CONTENT_HASHED.test(file.replace(/\.(br|gz)$/, ''));
}

/** The directory of `area`'s releases: `<ACADEMY_RELEASES_DIR or releases/>/<area>`. */
function releasesDirOf(area: string, env: Record<string, string | undefined> = process.env) {
  if (!isAreaName(area)) throw new Error(`unknown area "${area}" (one of ${Object.keys(AREAS).join(', ')})`);
  return path.join(env.ACADEMY_RELEASES_DIR ? path.resolve(env.ACADEMY_RELEASES_DIR) : path.join(ROOT, 'releases'), area);
}

function readJsonOr<T>(file: string, fallback: T): T {
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : fallback;
}

/** Writes `file` whole or not at all: readers see the old content or the new one. */
function writeAtomically(file: string, content: string) {
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, content);
  fs.renameSync(temporary, file);
}

function filesUnder(dir: string, base = dir): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full, base) : [path.relative(base, full)];
  });
}

/** The releases of the area whose release directory is `dir`. */
function releaseStore(dir: string) {
  const versionsDir = path.join(dir, 'versions');
  const chunksDir = path.join(dir, 'chunks');
  const versionDir = (version: string) => path.join(versionsDir, version);
  const list = () => readJsonOr<ListedRelease[]>(path.join(dir, LIST), []);
  const liveVersion = () => readJsonOr<{ version: string } | null>(path.join(dir, POINTER), null)?.version ?? null;

  /** Every content-hashed file of `version` gets a link in chunks/ (the same name is the same bytes). */
  function pool(version: string) {
    for (const file of filesUnder(versionDir(version)).filter(isContentHashed)) {
      const target = path.join(chunksDir, file);
      if (fs.existsSync(target)) continue;
      fs.mkdirSync(path.dirname(target), { recursive: true });
      fs.linkSync(path.join(versionDir(version), file), target);
    }
  }

  function point(version: string) {
    writeAtomically(path.join(dir, POINTER), `${JSON.stringify({ version }, null, 2)}\n`);
    const link = path.join(dir, 'live');
    const temporary = `${link}.${process.pid}.tmp`;
    fs.rmSync(temporary, { force: true });
    fs.symlinkSync(path.join('versions', version), temporary);
    fs.renameSync(temporary, link);
  }

  /** Drops the releases before the newest KEEP (the live one is the newest), and their files in chunks/. */
  function prune() {
    const releases = list();
    const dropped = releases.slice(0, Math.max(0, releases.length - KEEP));
    if (dropped.length === 0) return [];
    const kept = releases.filter((release) => !dropped.includes(release));
    writeAtomically(path.join(dir, LIST), `${JSON.stringify(kept, null, 2)}\n`);
    const keptFiles = new Set(kept.flatMap(({ version }) => filesUnder(versionDir(version)).filter(isContentHashed)));
    for (const file of filesUnder(chunksDir)) if (!keptFiles.has(file)) fs.rmSync(path.join(chunksDir, file));
    for (const { version } of dropped) fs.rmSync(versionDir(version), { recursive: true, force: true });
    return dropped.map(({ version }) => version);
  }

  return {
    dir,
    chunksDir,
    versionDir,
    list,
    liveVersion,
    has: (version: string) => fs.existsSync(versionDir(version)),
    /** Records the build in versions/`version` as the newest release and makes it live; returns the versions pruned. */
    publish(version: string): string[] {
      if (!fs.existsSync(path.join(versionDir(version), 'index.html'))) throw new Error(`${versionDir(version)} holds no build`);
      pool(version);
      writeAtomically(path.join(dir, LIST), `${JSON.stringify([...list(), { version, releasedAt: new Date().toISOString() }], null, 2)}\n`);
      point(version);
      return prune();
    },
    /** The release before the live one, or null. */
    previousVersion() {
      const versions: (string | null)[] = list().map(({ version }) => version);
      return versions[versions.indexOf(liveVersion()) - 1] ?? null;
    },
    /** Makes a kept release live (a rollback). */
    makeLive(version: string) {
      if (!list().some((release) => release.version === version)) throw new Error(`release ${version} is not kept`);
      point(version);
    },
    /** The first release is the build the area's server was serving (its dist/), so a rollback can go back to it. */
    adopt(distDir: string) {
      const release = readRelease(distDir);
      if (list().length > 0 || !release?.version || fs.existsSync(versionDir(release.version))) return null;
      fs.mkdirSync(versionsDir, { recursive: true });
      fs.cpSync(distDir, versionDir(release.version), { recursive: true });
      this.publish(release.version);
      return release.version;
    },
  };
}

/**
 * What a server of the area serves now, read again whenever the pointer changes: the live
 * release's directory and the chunks of every kept release, or `distDir` alone before any release.
 */
function liveSite({ distDir, releasesDir }: { distDir: string; releasesDir: string | null }): () => Site {
  const fromDist: Site = { dir: distDir, chunksDir: null, version: null };
  if (!releasesDir) return () => fromDist;
  const store = releaseStore(releasesDir);
  const pointer = path.join(releasesDir, POINTER);
  let seen: { stamp: string | null; site: Site } = { stamp: null, site: fromDist };
  return () => {
    const stats = fs.statSync(pointer, { throwIfNoEntry: false });
    const stamp = stats ? `${stats.mtimeMs}:${stats.ino}` : null;
    if (stamp !== seen.stamp) {
      const version = stats ? store.liveVersion() : null;
      const site = version && store.has(version) ? { dir: store.versionDir(version), chunksDir: store.chunksDir, version } : fromDist;
      seen = { stamp, site };
    }
    return seen.site;
  };
}

export { KEEP, isContentHashed, releasesDirOf, releaseStore, liveSite };
