/// <reference lib="webworker" />
// The site's service worker (/sw.js, docs/offline.md): after a first visit, the portal and the
// public pages open without a network. It keeps the live release of every area, each in a cache
// named by its area and release, as that release's release.json lists it, and follows the
// release.json files at each navigation, so a release or a rollback of any area reaches an
// installed portal as it reaches a tab. API answers never pass through it: the portal's data
// layer keeps the signed-in person's own answers (shared/src/offline/), nothing here is personal.
import { PrecacheController } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';

declare const self: ServiceWorkerGlobalScope;

interface PrecacheEntry {
  url: string;
  revision: string | null;
}

/** An area's release kept here: where it is served from, its version and its files (absolute addresses). */
interface KeptRelease {
  base: string;
  version: string;
  entries: PrecacheEntry[];
}

interface KeptState {
  releases: Record<string, KeptRelease>;
  apiBase: string | null;
}

const PREFIX = 'academy-release';
/** Content-hashed files of the areas a page loaded beyond what is kept (an area's own copy of a shared library). */
const LOADED = 'academy-loaded';
const CONTENT_HASHED = /\.[0-9a-f]{8}\.\w+$/;
/** The releases kept, written once a release's files are all in its cache. */
const STATE = { cache: 'academy-state', key: '/__academy/kept-releases.json' };
const PAGES = 'academy-pages';

const cacheNameOf = (area: string, version: string) => `${PREFIX}:${area}:${version}`;
const withoutSearch = (url: string) => url.split(/[?#]/)[0] ?? url;

/** What is kept, read once when the worker starts; each file's address leads to its area's controller. */
let kept: Record<string, KeptRelease> = {};
/** Where the API answers (never through this worker), as the runtime configuration last said. */
let apiBase: string | null = null;
const controllers = new Map<string, PrecacheController>();
const files = new Map<string, { controller: PrecacheController; revision: string | null }>();

function index(area: string, release: KeptRelease): void {
  const controller = new PrecacheController({ cacheName: cacheNameOf(area, release.version) });
  controller.addToCacheList(release.entries);
  controllers.set(area, controller);
  for (const entry of release.entries) files.set(entry.url, { controller, revision: entry.revision });
}

function reindex(): void {
  controllers.clear();
  files.clear();
  for (const [area, release] of Object.entries(kept)) index(area, release);
}

const ready = (async () => {
  const stored = await (await caches.open(STATE.cache)).match(STATE.key);
  ({ releases: kept, apiBase } = stored ? ((await stored.json()) as KeptState) : { releases: {}, apiBase: null });
  reindex();
})();

async function fetchJson<T>(url: string): Promise<T> {
  const response = await fetch(url, { cache: 'no-store', credentials: 'omit' });
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return (await response.json()) as T;
}

/** Where each area is served from: the shell here, the others where the runtime configuration says. */
async function areaBases(): Promise<Record<string, string>> {
  const config = await fetchJson<{ apiBaseUrl?: string; remotes?: Record<string, string> }>(new URL('/app-config.json', self.location.origin).href);
  apiBase = config.apiBaseUrl ? new URL(config.apiBaseUrl, self.location.origin).href : null;
  const remotes = Object.entries(config.remotes ?? {}).map(([area, entry]) => [area, new URL('.', entry).href]);
  return { shell: new URL('/', self.location.origin).href, ...Object.fromEntries(remotes) };
}

/**
 * Workbox's PrecacheController fetches and keeps its files only while handling an install event;
 * an area's release goes live at any time, so its files are kept within the event at hand (a
 * navigation or the activation), presented as one.
 */
function asInstall(event: ExtendableEvent): ExtendableEvent {
  return { type: 'install', waitUntil: (promise: Promise<unknown>) => event.waitUntil(promise) } as unknown as ExtendableEvent;
}

/** Keeps the live release of `area`, then drops the release it replaces (tabs on it get its files from the servers, which keep them). */
async function follow(area: string, base: string, event: ExtendableEvent): Promise<void> {
  const release = await fetchJson<{ version: string; precache?: PrecacheEntry[] }>(new URL('release.json', base).href);
  if (kept[area]?.version === release.version && kept[area]?.base === base) return;
  const entries = (release.precache ?? []).map(({ url, revision }) => ({ url: new URL(url, base).href, revision }));
  const controller = new PrecacheController({ cacheName: cacheNameOf(area, release.version) });
  controller.addToCacheList(entries);
  await controller.install(asInstall(event));
  kept = { ...kept, [area]: { base, version: release.version, entries } };
  const state: KeptState = { releases: kept, apiBase };
  await (await caches.open(STATE.cache)).put(STATE.key, new Response(JSON.stringify(state), { headers: { 'Content-Type': 'application/json' } }));
  reindex();
  // the portal's document names the shell's scripts: kept with the shell's release, so an installed portal starts offline
  if (area === 'shell') await keepPortalDocument();
  const names = await caches.keys();
  const replaced = names.filter((name) => name.startsWith(`${PREFIX}:${area}:`) && name !== cacheNameOf(area, release.version));
  // what pages loaded beyond the kept files may belong to the release replaced: it fills again as pages load
  await Promise.all([...replaced, LOADED].map((name) => caches.delete(name)));
}

const PORTAL_DOCUMENT = () => new URL('/portal', self.location.origin).href;

/** The portal's document is the same for everyone (who is signed in lives in the tab): kept once, for every portal address. */
async function keepPortalDocument(): Promise<void> {
  const response = await fetch(PORTAL_DOCUMENT(), { cache: 'no-store', credentials: 'omit' });
  if (response.ok) await (await caches.open(PAGES)).put(PORTAL_DOCUMENT(), response);
}

let following: Promise<void> | null = null;

/** Follows every area's release.json (once at a time); an area that does not answer keeps what is kept of it. */
function followReleases(event: ExtendableEvent): Promise<void> {
  following ??= (async () => {
    try {
      await ready;
      const bases = await areaBases();
      for (const [area, base] of Object.entries(bases)) await follow(area, base, event).catch((error: unknown) => console.warn(`${area}: ${String(error)}`));
    } catch {
      // offline, or the shell did not answer: what is kept stays
    } finally {
      following = null;
    }
  })();
  return following;
}

/**
 * A kept file: content-hashed ones from the cache; the others (remoteEntry.js, main.js,
 * mf-manifest.json...) keep their names across releases, so they come from the network while
 * there is one, and from the cache without.
 */
async function fromKept(request: Request): Promise<Response> {
  const file = files.get(withoutSearch(request.url));
  const cached = () => file?.controller.matchPrecache(withoutSearch(request.url));
  if (file && file.revision === null) return (await cached()) ?? fetch(request);
  try {
    return await fetch(request);
  } catch (error) {
    const response = await cached();
    if (response) return response;
    throw error;
  }
}

/** The addresses the areas are served from, as kept. */
function isAreaFile(url: URL): boolean {
  if (apiBase && url.href.startsWith(apiBase)) return false;
  return Object.values(kept).some(({ base }) => url.href.startsWith(base)) && CONTENT_HASHED.test(url.pathname);
}

/** A content-hashed file never changes: kept once loaded, asked for with CORS so that its copy is readable. */
async function fromLoaded(request: Request): Promise<Response> {
  const cache = await caches.open(LOADED);
  const cached = await cache.match(request.url);
  if (cached) return cached;
  const response = await fetch(request.url, { mode: 'cors', credentials: 'omit' });
  if (response.ok) await cache.put(request.url, response.clone());
  return response;
}

// Pages: the network first, else the copy of the last one seen. Every portal page is the same
// document (the portal's screens are drawn in the browser), kept once; a public page by its address.
const pages = new NetworkFirst({
  cacheName: PAGES,
  plugins: [
    {
      cacheKeyWillBeUsed: async ({ request }) => {
        const url = new URL(request.url);
        return url.pathname === '/portal' || url.pathname.startsWith('/portal/') ? PORTAL_DOCUMENT() : withoutSearch(url.href);
      },
      cacheWillUpdate: async ({ response }) => (response.status === 200 ? response : null),
    },
    new ExpirationPlugin({ maxEntries: 50 }),
  ],
});

/** Offline, a page never seen: the portal's document, which draws any of the site's pages in the browser. */
async function anyPage(error: unknown): Promise<Response> {
  const portal = await (await caches.open(PAGES)).match(PORTAL_DOCUMENT());
  if (portal) return portal;
  throw error;
}

registerRoute(
  ({ request }) => request.mode === 'navigate',
  async (options) => {
    await ready;
    // a navigation is when the page's releases are read: keep up with them behind it
    options.event.waitUntil(followReleases(options.event));
    return pages.handle(options).catch(anyPage);
  },
);

registerRoute(
  ({ request }) => request.method === 'GET' && files.has(withoutSearch(request.url)),
  ({ request }) => fromKept(request),
);

registerRoute(
  ({ request, url }) => request.method === 'GET' && !files.has(withoutSearch(url.href)) && isAreaFile(url),
  ({ request }) => fromLoaded(request),
);

self.addEventListener('install', () => {
  void self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      await self.clients.claim();
      await followReleases(event);
    })(),
  );
});
