/**
 * What the site's service worker keeps of an area's release for reading offline (docs/offline.md):
 * the files a page of the shell's origin loads from it, listed by Workbox's own manifest maker
 * (`getManifest` of workbox-build) when the area is built, into the release's release.json. Each
 * area is released on its own, so its list travels with its release rather than inside the
 * service worker's script; a content-hashed name needs no revision, any other file gets the
 * digest of its bytes.
 */
import fs from 'node:fs';
import path from 'node:path';
import { getManifest } from 'workbox-build';

export interface PrecacheEntry {
  /** relative to the area's root: `remoteEntry.js`, `routes.3f2a9c1d.js` */
  url: string;
  /** null for a content-hashed name */
  revision: string | null;
}

/** The names webpack gives content-hashed files (`[name].[contenthash:8].js`, assets alike). */
export const CONTENT_HASHED = /\.[0-9a-f]{8}\.\w+$/;

/** What no page of the shell's origin asks for: builds for servers, the standalone page, the pictures of shared links. */
const NEVER_ON_THE_SITE = [
  'server/**',
  '**/*.map',
  '**/*.LICENSE.txt',
  'index.html',
  'release.json',
  'preload.json',
  'mf-stats.json',
  'portal-start.js',
  'federation-runtime.js',
  'sw.js',
  'og-image.png',
  'apple-touch-icon.png',
  'icon-512.png',
  'icon-maskable-512.png',
];

/** A language's catalogs (English comes with the code): kept once a page loads them (the worker's cache of what pages load), not ahead for every reader. */
const LOADED_WHEN_CHOSEN = ['locale-*'];

/** A remote's own page runs alone (main.js); the shell's page loads the remote by remoteEntry.js, with the shell's icons. */
const ONLY_ON_A_REMOTES_OWN_PAGE = ['main.js', 'manifest.webmanifest', 'icon-192.png', 'favicon.*'];

interface FederationManifest {
  exposes: { assets: { js: { sync: string[]; async: string[] }; css: { sync: string[]; async: string[] } } }[];
}

/**
 * The scripts a shell's page may run of a remote: its entry and what its exposed modules load, at
 * once or later (every screen). Not its copies of the shared singletons, which the shell's page
 * takes from the shell (a copy it does take all the same is kept once loaded, by the service
 * worker), nor its standalone page's scripts.
 */
function remoteScripts(distDir: string): (url: string) => boolean {
  const manifest = JSON.parse(fs.readFileSync(path.join(distDir, 'mf-manifest.json'), 'utf8')) as FederationManifest;
  const scripts = new Set(['remoteEntry.js', 'mf-manifest.json']);
  for (const { assets } of manifest.exposes)
    for (const file of [...assets.js.sync, ...assets.js.async, ...assets.css.sync, ...assets.css.async]) scripts.add(file);
  return (url) => scripts.has(url) || !/\.(js|json|css)$/.test(url);
}

export async function precacheEntries(distDir: string, { isHost }: { isHost: boolean }): Promise<PrecacheEntry[]> {
  const { manifestEntries, warnings } = await getManifest({
    globDirectory: distDir,
    globPatterns: ['**/*.{js,json,webmanifest,png,svg,webp,jpg,jpeg,gif,woff2}'],
    globIgnores: [...NEVER_ON_THE_SITE, ...LOADED_WHEN_CHOSEN, ...(isHost ? [] : ONLY_ON_A_REMOTES_OWN_PAGE)],
    dontCacheBustURLsMatching: CONTENT_HASHED,
    maximumFileSizeToCacheInBytes: 2 * 1024 * 1024,
  });
  // a file too large to keep would leave the area unreadable offline: the build says so
  const tooLarge = warnings.filter((warning) => warning.includes('will not be precached'));
  if (tooLarge.length > 0) throw new Error(`the precache list of ${distDir}: ${tooLarge.join('; ')}`);
  const onTheSite = isHost ? () => true : remoteScripts(distDir);
  return (manifestEntries ?? [])
    .filter(({ url }) => onTheSite(url))
    .map(({ url, revision }) => ({ url, revision: revision ?? null }))
    .sort((a, b) => a.url.localeCompare(b.url));
}
