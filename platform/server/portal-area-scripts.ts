/**
 * The scripts each portal area's frame module needs at once, read by the shell's server from the
 * area's live mf-manifest.json (beside its remoteEntry.js) and written into the portal document
 * (document.ts), so the page's inline script preloads them as the parser reaches it instead of a
 * round trip later, once the manifest has come and the busy main thread has read it
 * (docs/first-visit.md, "The area beside the shell"). Each manifest is read again, in the
 * background, once its answer is older than `maxAgeMs`, with its ETag: a release or a rollback is
 * named within seconds, and until then the page preloads a few scripts it does not use (the
 * federation runtime loads the live release's from its entry, as without this list).
 */
import type { AppConfig } from './app-config.ts';

/** The exposed module of a portal area that the frame mounts (shell/src/portal/signed-in-area.ts). */
const PORTAL_MODULE = 'portal-routes';
const MANIFEST = 'mf-manifest.json';
/** How long a first read may hold the document up: past it, the page reads the manifest itself. */
const FIRST_READ_MS = 300;
/** A file of the area's build, beside its entry: no other origin, no path up. */
const BUILD_FILE = /^[\w-]+(\/[\w-]+)*(\.[\w-]+)*\.js$/;

/** The part of an area's mf-manifest.json read here. */
interface FederationManifest {
  exposes?: { name?: unknown; assets?: { js?: { sync?: unknown } } }[];
}

/** The first scripts of each portal area by federation name, as files beside its entry. */
export type PortalAreaScripts = Record<string, string[]>;

interface Known {
  readAt: number;
  etag: string | null;
  /** null: the area has no portal module (the public site), or its manifest could not be read */
  scripts: string[] | null;
}

/** The frame module's scripts a manifest names; null when it exposes none. */
function scriptsNamedBy(manifest: FederationManifest): string[] | null {
  const exposed = manifest.exposes?.find(({ name }) => name === PORTAL_MODULE);
  const sync = exposed?.assets?.js?.sync;
  if (!Array.isArray(sync)) return null;
  return sync.filter((file): file is string => typeof file === 'string' && BUILD_FILE.test(file));
}

/** Resolves within `ms`, whether or not `promise` has. */
const within = (promise: Promise<unknown>, ms: number) => Promise.race([promise, new Promise((resolve) => setTimeout(resolve, ms).unref())]);

export function createPortalAreaScripts({ siteUrl, maxAgeMs = 5000 }: { siteUrl: string; maxAgeMs?: number }) {
  const known = new Map<string, Known>();
  const reading = new Map<string, Promise<void>>();

  async function read(url: string): Promise<void> {
    const before = known.get(url);
    try {
      const response = await fetch(url, { headers: before?.etag ? { 'If-None-Match': before.etag } : {}, redirect: 'error' });
      if (response.status === 304 && before) {
        known.set(url, { ...before, readAt: Date.now() });
      } else if (response.ok) {
        known.set(url, { readAt: Date.now(), etag: response.headers.get('etag'), scripts: scriptsNamedBy((await response.json()) as FederationManifest) });
      } else {
        known.set(url, { readAt: Date.now(), etag: null, scripts: null });
      }
    } catch {
      // unreachable or not a manifest: the page reads it itself, and this is tried again later
      known.set(url, { readAt: Date.now(), etag: null, scripts: null });
    }
  }

  /** Reads `url` unless a read of it is under way. */
  function readOnce(url: string): Promise<void> {
    const underWay = reading.get(url);
    if (underWay) return underWay;
    const next = read(url).finally(() => reading.delete(url));
    reading.set(url, next);
    return next;
  }

  return {
    /** The portal areas' first scripts under `config`'s remotes; an area not read yet, or unreadable, is left out. */
    async of(config: Pick<AppConfig, 'remotes'>): Promise<PortalAreaScripts> {
      const manifests = Object.entries(config.remotes).map(([area, entry]) => [area, new URL(MANIFEST, new URL(entry, siteUrl)).href] as const);
      const unread = manifests.filter(([, url]) => !known.has(url)).map(([, url]) => readOnce(url));
      if (unread.length > 0) await within(Promise.all(unread), FIRST_READ_MS);
      for (const [, url] of manifests) {
        const entry = known.get(url);
        if (entry && Date.now() - entry.readAt > maxAgeMs) void readOnce(url);
      }
      const scripts: PortalAreaScripts = {};
      for (const [area, url] of manifests) {
        const named = known.get(url)?.scripts;
        if (named) scripts[area] = named;
      }
      return scripts;
    },
  };
}
