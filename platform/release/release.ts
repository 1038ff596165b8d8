/**
 * The release file of an area's build (release.json at the root of its output, served as
 * /release.json): the release's version (the name of its directory among the area's releases,
 * platform/release/releases.ts), when and from which commit it was built, the Module Federation singletons
 * it shares with the version each provides and the versions it requires, and, for the public
 * site, the SHA-256 of its server renderer and of the renderer's CSS, the only ones the shell's
 * server will use (platform/server/prerender.ts, docs/first-visit.md, "What the shell trusts").
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
// the federation runtime's own range check: a release is refused exactly when the page would refuse it
import { satisfy } from '@module-federation/runtime-core';
import type { Compilation, Compiler, sources } from 'webpack';
import { precacheEntries, type PrecacheEntry } from './precache.ts';

/** A shared module as release.json lists it: the version a build provides and the versions it accepts. */
export interface SharedVersion {
  version?: string | undefined;
  requiredVersion?: string | false | undefined;
}

/** release.json */
export interface Release {
  version: string;
  builtAt: string;
  commit: string | null;
  shared: Record<string, SharedVersion>;
  /** the digests of server/render.js and server/styles.css */
  renderer?: { sha256: string; stylesSha256: string };
  /** the files the site's service worker keeps of this release (precache.ts) */
  precache?: PrecacheEntry[];
}

const RELEASE_FILE = 'release.json';
/** The global a remote's remoteEntry.js records its release in, by federation name: the shell reads which release a tab runs (shell/src/releases/live-releases.ts). */
const RELEASES_GLOBAL = '__ACADEMY_RELEASES__';

/** The digest a release names a file of its renderer by: hex SHA-256 of its bytes as served. */
function digestOf(bytes: crypto.BinaryLike) {
  return crypto.createHash('sha256').update(bytes).digest('hex');
}

/** The commit being built: RELEASE_COMMIT, else git's HEAD, else null (a build outside a checkout). */
function currentCommit(dirname: string) {
  if (process.env.RELEASE_COMMIT) return process.env.RELEASE_COMMIT;
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], { cwd: dirname, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return null;
  }
}

/** The release file in `distDir`, or null when there is none. */
function readRelease(distDir: string): Release | null {
  const file = path.join(distDir, RELEASE_FILE);
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : null;
}

// written beside the emitted files rather than emitted: the public site's server build adds its
// renderer's digest afterwards, which a compressed copy made at emit time would not carry; and in
// development, where the build stays in memory, the file goes to a dist/ that may not exist yet
function writeReleaseFile(distDir: string, release: Release) {
  fs.mkdirSync(distDir, { recursive: true });
  fs.writeFileSync(path.join(distDir, RELEASE_FILE), `${JSON.stringify(release, null, 2)}\n`);
  return release;
}

/** What a build shares, as release.json lists it: each singleton's version and the versions it accepts. */
function sharedSummary(shared: Record<string, SharedVersion>): Record<string, SharedVersion> {
  return Object.fromEntries(
    Object.entries(shared)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([request, { version, requiredVersion }]) => [request, { version, requiredVersion }]),
  );
}

/** The browser build's release file: `version` (the release's name), the build's moment and commit, what it shares and what the service worker keeps of it. */
async function writeRelease({
  dirname,
  distDir,
  version,
  shared,
  isHost,
}: {
  dirname: string;
  distDir: string;
  version: string;
  shared: Record<string, SharedVersion>;
  isHost: boolean;
}) {
  const precache = await precacheEntries(distDir, { isHost });
  return writeReleaseFile(distDir, { version, builtAt: new Date().toISOString(), commit: currentCommit(dirname), shared: sharedSummary(shared), precache });
}

/** Adds the digests of the server renderer `renderer` and its CSS `styles` (their bytes) to the release file the browser build wrote. */
function addRenderer({ distDir, renderer, styles }: { distDir: string; renderer: Buffer; styles: Buffer }) {
  const release = readRelease(distDir);
  if (!release) throw new Error(`${distDir} has no ${RELEASE_FILE}: the browser build writes it first`);
  return writeReleaseFile(distDir, { ...release, renderer: { sha256: digestOf(renderer), stylesSha256: digestOf(styles) } });
}

/**
 * The webpack plugin of a browser build that writes its release file once emitted, and, for a
 * remote, records the release in remoteEntry.js (RELEASES_GLOBAL), so the shell knows which
 * release of each area a tab runs.
 */
function releaseFilePlugin({
  dirname,
  federationName,
  isHost,
  version,
  shared,
}: {
  dirname: string;
  federationName: string;
  isHost: boolean;
  version: string;
  shared: Record<string, SharedVersion>;
}) {
  return (compiler: Compiler) => {
    const { webpack } = compiler;
    if (!isHost) {
      compiler.hooks.thisCompilation.tap('ReleaseFile', (compilation: Compilation) => {
        compilation.hooks.processAssets.tap({ name: 'ReleaseFile', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONS }, () => {
          const record = `(self.${RELEASES_GLOBAL}=self.${RELEASES_GLOBAL}||{})[${JSON.stringify(federationName)}]=${JSON.stringify(version)};\n`;
          compilation.updateAsset('remoteEntry.js', (source: sources.Source) => new webpack.sources.ConcatSource(record, source));
        });
      });
    }
    compiler.hooks.afterEmit.tapPromise('ReleaseFile', async (compilation: Compilation) => {
      await writeRelease({ dirname, distDir: compilation.outputOptions.path as string, version, shared, isHost });
    });
  };
}

/**
 * The singletons a remote's release needs that a shell's release cannot give it: each one the
 * shell provides at a version outside the range the remote requires. (What the shell does not
 * share at all, the remote brings itself.)
 */
function unmetNeeds({
  remote,
  shell,
}: {
  remote: Pick<Release, 'shared'>;
  shell: Pick<Release, 'shared'>;
}): { module: string; needs: string; provides: string }[] {
  return Object.entries(remote.shared ?? {}).flatMap(([module, { requiredVersion }]) => {
    const provides = shell.shared?.[module]?.version;
    if (provides === undefined || typeof requiredVersion !== 'string' || satisfy(provides, requiredVersion)) return [];
    return [{ module, needs: requiredVersion, provides }];
  });
}

export { RELEASE_FILE, digestOf, readRelease, addRenderer, releaseFilePlugin, unmetNeeds };
