/**
 * Public pages rendered on the server from the public site's own build (docs/first-visit.md). The public-site build ships a renderer (server/render.js, with the CSS of every
 * public page in server/styles.css) and a release file (release.json) naming the SHA-256 of
 * both, beside its remoteEntry.js. The shell's server reads the release file from wherever
 * /app-config.json points the public site, only from an origin it trusts, and revalidates it with
 * its ETag on each page request; for a new release it fetches the renderer and its CSS, uses them
 * only when their bytes match the release's digests, and runs the renderer only in a render
 * sandbox (platform/server/render-sandbox.ts), whose requests for the API's public content the shell
 * makes. So a public-site deploy changes the prerendered pages without a shell build, and cannot
 * reach into the shell's server. Rendered pages are cached per path (at most `maxPages`) for
 * `pageTtlMs`; a page that loaded content from the API (its `data`) only for `contentTtlMs`, so a
 * change the academy makes shows within seconds, without a build or a restart.
 */
import fs from 'node:fs';
import path from 'node:path';
import { RELEASE_FILE, digestOf } from '../release/release.ts';
import { urlForLog } from '@academy/contract/rules/secret-urls';
import { createRenderSandbox, type SandboxFetch } from './render-sandbox.ts';
import type { AppConfig } from './app-config.ts';
import type { PageMeta, RenderedPage } from './document.ts';

/** The log lines a prerender writes (a Fastify request's logger, or none). */
export interface RenderLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  debug(details: object, message: string): void;
}

/** Who asked: the page request's id, passed on to the API, and where to log. */
export interface RenderContext {
  requestId?: string | undefined;
  log?: RenderLog;
}

export interface PrerendererOptions {
  /** the public site's build on disk (or a function giving the live one) instead of its URL */
  distDir?: string | (() => string) | undefined;
  /**
   * The site's public address (PUBLIC_APP_URL): a path in the configuration (one origin behind a
   * proxy: `/api/v1`, `/areas/public-site/remoteEntry.js`) is there, and is fetched from there.
   */
  siteUrl?: string | undefined;
  trustedOrigins?: string[];
  pageTtlMs?: number;
  contentTtlMs?: number;
  maxPages?: number;
  renderTimeoutMs?: number | undefined;
}

export type Prerenderer = ReturnType<typeof createPrerenderer>;

/** The digests a release names its renderer's files by (release.json's `renderer`). */
interface RendererDigests {
  sha256: string;
  stylesSha256: string;
}

/** Where a release and its files are read from: the public site's URL or a build on disk. */
interface ReleaseSource {
  digests(baseUrl: string): Promise<RendererDigests>;
  read(baseUrl: string, file: string): Promise<Buffer>;
}

/** The part of the public site's mf-manifest.json the preload reads. */
interface FederationManifest {
  exposes: { name: string; assets: { js: { sync: string[] } } }[];
}

interface Bundle {
  sandbox: ReturnType<typeof createRenderSandbox>;
  css: string;
  preload: string[];
}

const SERVER_DIR = 'server';
const RENDERER = `${SERVER_DIR}/render.js`;
const STYLES = `${SERVER_DIR}/styles.css`;
const MANIFEST = 'mf-manifest.json';
/** The module the shell mounts for every public page (shell/src/app/App.tsx). */
const ROUTES_EXPOSE = 'routes';
/** What a renderer may read from the API: the public content its pages show (docs/requirements.md §12). */
const CONTENT_PATH = '/content/';
/** The most of one answer of the API that a renderer gets. */
const MAX_CONTENT_BYTES = 512 * 1024;
/** The statuses a rendered page may have: found, not found, gone (a redirect or an error is no page). */
const PAGE_STATUSES = [200, 404, 410];
/** What /sitemap.xml lists until the renderer has listed the public pages. */
const HOME_ONLY = ['/'];
const NO_LOG: RenderLog = { info() {}, warn() {}, debug() {} };

/** The renderer or its release was not accepted: the page is sent unrendered. */
class RendererRefused extends Error {
  reason = 'refused';

  constructor(message: string) {
    super(message);
    this.name = 'RendererRefused';
  }
}

function isLoopback(hostname: string) {
  return hostname === 'localhost' || hostname === '[::1]' || /^127(\.\d{1,3}){3}$/.test(hostname);
}

/** An origin a renderer may come from: https, or any scheme on this machine. */
function trustableOrigin(address: string) {
  const url = new URL(address);
  if (url.protocol !== 'https:' && !isLoopback(url.hostname)) {
    throw new Error(`${url.origin} cannot be trusted to prerender: only https outside localhost`);
  }
  return url.origin;
}

/**
 * The origins whose renderer the shell runs: PRERENDER_ORIGINS (comma-separated; one that cannot
 * be trusted is a configuration error), else the public site's origin in the configuration the
 * server starts with (a path: the site's, `siteUrl`), when it can be trusted (none otherwise:
 * pages are sent unrendered).
 */
function rendererOriginsFrom(env: Record<string, string | undefined>, config: Pick<AppConfig, 'remotes'>, siteUrl?: string) {
  const listed = (env.PRERENDER_ORIGINS || '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  if (listed.length > 0) return listed.map(trustableOrigin);
  const entry = config.remotes.public_site;
  try {
    return entry ? [trustableOrigin(new URL(entry, siteUrl).href)] : [];
  } catch {
    return [];
  }
}

/**
 * What the browser fetches in parallel with the shell's own scripts instead of after them: the
 * public site's remoteEntry.js and the chunks of its routes module (from its federation manifest).
 */
function preloadOf(manifest: FederationManifest, baseUrl: string) {
  const routes = manifest.exposes.find((expose) => expose.name === ROUTES_EXPOSE);
  return ['remoteEntry.js', ...(routes ? routes.assets.js.sync : [])].map((file) => new URL(file, baseUrl).href);
}

/** The renderer's digests a release file names. */
function digestsNamedBy(text: string, where: string): RendererDigests {
  let release;
  try {
    release = JSON.parse(text);
  } catch {
    throw new RendererRefused(`${where} is not JSON`);
  }
  const { sha256, stylesSha256 } = release?.renderer ?? {};
  const isDigest = (digest: unknown) => typeof digest === 'string' && /^[0-9a-f]{64}$/.test(digest);
  if (!isDigest(sha256) || !isDigest(stylesSha256)) throw new RendererRefused(`${where} does not name the digests of the renderer and its CSS`);
  return { sha256, stylesSha256 };
}

async function fetchBytes(url: string, etag?: string | null) {
  const response = await fetch(url, { headers: etag ? { 'If-None-Match': etag } : {}, redirect: 'error' });
  if (response.status === 304) return null;
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return { etag: response.headers.get('etag'), bytes: Buffer.from(await response.arrayBuffer()) };
}

/** The public site's release served at `baseUrl` (the directory of its remoteEntry.js), from trusted origins only. */
function releaseFromUrl(trustedOrigins: string[]): ReleaseSource {
  let last: { url: string; etag: string | null; digests: RendererDigests } | null = null;
  return {
    async digests(baseUrl) {
      const url = new URL(RELEASE_FILE, baseUrl).href;
      if (!trustedOrigins.includes(new URL(url).origin)) throw new RendererRefused(`${new URL(url).origin} is not trusted to prerender (PRERENDER_ORIGINS)`);
      const fetched = await fetchBytes(url, last && last.url === url ? last.etag : null);
      if (fetched) last = { url, etag: fetched.etag, digests: digestsNamedBy(fetched.bytes.toString('utf8'), url) };
      if (!last) throw new Error(`${url} answered 304 to a first request`);
      return last.digests;
    },
    read: async (baseUrl, file) => {
      const fetched = await fetchBytes(new URL(file, baseUrl).href);
      if (!fetched) throw new Error(`${file} answered 304 to a request without a validator`);
      return fetched.bytes;
    },
  };
}

/** The release of a build on disk (the public site serving itself); `distDir` may be a function giving the live one. */
function releaseFromDir(distDir: string | (() => string)): ReleaseSource {
  const dirOf = typeof distDir === 'function' ? distDir : () => distDir;
  return {
    digests: async () => {
      const file = path.join(dirOf(), RELEASE_FILE);
      return digestsNamedBy(await fs.promises.readFile(file, 'utf8'), file);
    },
    read: (_baseUrl, name) => fs.promises.readFile(path.join(dirOf(), name)),
  };
}

/** What a render answers: a page (its CSS and preloads come from the bundle). */
interface RenderAnswer {
  status: number;
  html: string;
  meta: PageMeta;
  data?: object | null;
}

/** A language tag as `<html lang>` and hreflang take it (`fr`, `pt-BR`). */
const LANGUAGE_TAG = /^[a-z]{2,3}(?:-[A-Za-z0-9]{2,8})*$/;

/** The page's language, direction and addresses in other languages, as a renderer may give them (an older one gives none). */
function isLanguageMeta(meta: Record<string, unknown>): boolean {
  const { lang, dir, alternates } = meta;
  const isPath = (each: unknown) => typeof each === 'string' && each.startsWith('/') && !each.startsWith('//');
  return (
    (lang === undefined || (typeof lang === 'string' && LANGUAGE_TAG.test(lang))) &&
    (dir === undefined || dir === 'ltr' || dir === 'rtl') &&
    (alternates === undefined ||
      (Array.isArray(alternates) &&
        alternates.every(
          (each: { hreflang?: unknown; path?: unknown } | null) => typeof each?.hreflang === 'string' && LANGUAGE_TAG.test(each.hreflang) && isPath(each.path),
        )))
  );
}

function isRenderAnswer(value: unknown): value is RenderAnswer {
  const answer = value as Partial<Record<keyof RenderAnswer, unknown>> | null | undefined;
  const meta = answer?.meta as Record<string, unknown> | null | undefined;
  return (
    PAGE_STATUSES.includes(answer?.status as number) &&
    typeof answer?.html === 'string' &&
    Boolean(meta) &&
    ['title', 'description', 'siteName'].every((key) => typeof meta?.[key] === 'string') &&
    isLanguageMeta(meta!) &&
    (answer.data === null || answer.data === undefined || typeof answer.data === 'object')
  );
}

/** The answer of a render, as the document uses it; anything else is refused. */
function pageOf(value: unknown): Omit<RenderedPage, 'css' | 'preload'> {
  if (!isRenderAnswer(value)) throw new RendererRefused('the renderer answered something other than a page');
  const { status, html, meta, data = null } = value;
  const { title, description, siteName, lang, dir, alternates } = meta;
  const language = lang ? { lang, dir: dir ?? 'ltr', alternates: (alternates ?? []).map(({ hreflang, path }) => ({ hreflang, path })) } : {};
  return { status, html, meta: { title, description, siteName, ...language }, data };
}

/** The body of `response` as text, refused beyond MAX_CONTENT_BYTES. */
async function boundedText(response: Response) {
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of response.body ?? []) {
    size += chunk.byteLength;
    if (size > MAX_CONTENT_BYTES) throw new Error(`the answer is over ${MAX_CONTENT_BYTES} bytes`);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * The renderer's fetches, made by the shell: GET of the API's public content only, with the
 * page request's id, each answer at most MAX_CONTENT_BYTES; any other address is refused and
 * reported. `signal` ends them with the render. `apiBaseUrl` and the renderer's addresses may be
 * paths on the site (`siteUrl`), as the browser would take them.
 */
function contentFetcher({
  apiBaseUrl,
  siteUrl,
  requestId,
  log,
}: {
  apiBaseUrl: string;
  siteUrl: string | undefined;
  requestId?: string | undefined;
  log: RenderLog;
}): SandboxFetch {
  const api = new URL(apiBaseUrl, siteUrl);
  const prefix = `${api.pathname.replace(/\/$/, '')}${CONTENT_PATH}`;
  const contentUrl = (url: string) => {
    const parsed = URL.parse(url, api);
    return parsed && parsed.origin === api.origin && parsed.pathname.startsWith(prefix) ? parsed.href : null;
  };
  return (requests, { signal }) =>
    Promise.all(
      requests.map(async ({ id, url }) => {
        const allowed = contentUrl(url);
        if (!allowed) {
          log.warn({ url: urlForLog(url) }, "the renderer asked for an address outside the API's public content: refused");
          return { id, error: "the render sandbox reaches only the API's public content" };
        }
        try {
          const headers: Record<string, string> = requestId ? { 'x-request-id': requestId } : {};
          const response = await fetch(allowed, { headers, redirect: 'error', signal });
          return { id, status: response.status, body: await boundedText(response) };
        } catch {
          return { id, error: `${url} could not be fetched` };
        }
      }),
    );
}

/** Pages by key, the least recently used dropped beyond `maxPages`. */
function pageCache(maxPages: number) {
  const pages = new Map<string, { page: RenderedPage; expires: number }>();
  return {
    get(key: string) {
      const entry = pages.get(key);
      if (!entry) return null;
      pages.delete(key);
      if (entry.expires <= Date.now()) return null;
      pages.set(key, entry);
      return entry.page;
    },
    set(key: string, page: RenderedPage, ttlMs: number) {
      pages.delete(key);
      pages.set(key, { page, expires: Date.now() + ttlMs });
      for (const oldest of pages.keys()) {
        if (pages.size <= maxPages) break;
        pages.delete(oldest);
      }
    },
    get size() {
      return pages.size;
    },
  };
}

/**
 * `render(pathname, config, { requestId, log })` resolves to { status, html, css, meta, data,
 * preload } for a path the public site owns, with status 404 and the not-found page for any other.
 * `distDir` reads the release from disk instead of from the public site's URL in `config`;
 * `trustedOrigins` (see rendererOriginsFrom) are the origins a release is read from;
 * `renderTimeoutMs` is each render's limit.
 */
function createPrerenderer({
  distDir,
  siteUrl,
  trustedOrigins = [],
  pageTtlMs = 60_000,
  contentTtlMs = 5_000,
  maxPages = 500,
  renderTimeoutMs,
}: PrerendererOptions = {}) {
  const release = distDir ? releaseFromDir(distDir) : releaseFromUrl(trustedOrigins);
  const pages = pageCache(maxPages);
  let current: { key: string; bundle: Promise<Bundle> } | null = null;
  let listedPaths = HOME_ONLY;
  const baseUrlOf = (config: AppConfig) => {
    const entry = config.remotes.public_site;
    if (!entry) throw new RendererRefused('the configuration names no public site');
    return new URL('.', new URL(entry, siteUrl)).href;
  };

  async function loadBundle(baseUrl: string, digests: RendererDigests): Promise<Bundle> {
    const [code, css, manifest] = await Promise.all([release.read(baseUrl, RENDERER), release.read(baseUrl, STYLES), release.read(baseUrl, MANIFEST)]);
    if (digestOf(code) !== digests.sha256) throw new RendererRefused(`the renderer at ${new URL(RENDERER, baseUrl).href} does not match its release`);
    if (digestOf(css) !== digests.stylesSha256) throw new RendererRefused(`the renderer's CSS at ${new URL(STYLES, baseUrl).href} does not match its release`);
    return {
      sandbox: createRenderSandbox({ code: code.toString('utf8'), filename: new URL(RENDERER, baseUrl).href, timeoutMs: renderTimeoutMs }),
      css: css.toString('utf8'),
      preload: preloadOf(JSON.parse(manifest.toString('utf8')), baseUrl),
    };
  }

  /** The sandboxed renderer of the release live at `baseUrl`, one per release (a bundle is evaluated for one base URL: its asset URLs point there). */
  async function bundleAt(baseUrl: string) {
    const digests = await release.digests(baseUrl);
    const key = `${baseUrl}#${digests.sha256}#${digests.stylesSha256}`;
    if (!current || current.key !== key) {
      const previous = current;
      const loading = { key, bundle: loadBundle(baseUrl, digests) };
      current = loading;
      loading.bundle.catch(() => {
        if (current === loading) current = null;
      });
      previous?.bundle.then(
        ({ sandbox }) => sandbox.close(),
        () => undefined,
      );
    }
    return { key, ...(await current!.bundle) };
  }

  function call(bundle: Bundle, config: AppConfig, name: string, args: unknown, { requestId, log }: { requestId?: string | undefined; log: RenderLog }) {
    return bundle.sandbox.call(name, args, { fetch: contentFetcher({ apiBaseUrl: config.apiBaseUrl, siteUrl, requestId, log }) });
  }

  /** `echo`: a native form post's fields to give back (see serve.ts); such a page is never cached. */
  async function render(
    pathname: string,
    config: AppConfig,
    { requestId, log = NO_LOG, echo }: RenderContext & { echo?: Record<string, string> | undefined } = {},
  ): Promise<RenderedPage> {
    const baseUrl = baseUrlOf(config);
    const bundle = await bundleAt(baseUrl);
    if (echo) {
      const { value } = await call(bundle, config, 'render', { url: pathname, config, publicPath: baseUrl, echo }, { requestId, log });
      return { ...pageOf(value), css: bundle.css, preload: bundle.preload };
    }
    const key = `${bundle.key} ${JSON.stringify(config)} ${pathname}`;
    const cached = pages.get(key);
    if (cached) {
      log.debug({ path: urlForLog(pathname) }, 'prerendered page from the cache');
      return cached;
    }
    const { value, ms } = await call(bundle, config, 'render', { url: pathname, config, publicPath: baseUrl }, { requestId, log });
    const rendered = pageOf(value);
    const page = { ...rendered, css: bundle.css, preload: bundle.preload };
    pages.set(key, page, rendered.data ? contentTtlMs : pageTtlMs);
    log.info({ path: urlForLog(pathname), status: page.status, renderMs: ms }, 'page prerendered');
    return page;
  }

  /**
   * The public paths to list in /sitemap.xml, as the renderer lists them; when it cannot, those
   * it listed last (the home page alone before it ever did).
   */
  async function paths(config: AppConfig, { requestId, log = NO_LOG }: RenderContext = {}): Promise<string[]> {
    try {
      const baseUrl = baseUrlOf(config);
      const bundle = await bundleAt(baseUrl);
      const { value } = await call(bundle, config, 'publicPaths', { publicPath: baseUrl, apiBaseUrl: config.apiBaseUrl }, { requestId, log });
      if (!Array.isArray(value) || !value.every((each) => typeof each === 'string' && each.startsWith('/') && !each.startsWith('//'))) {
        throw new RendererRefused('the renderer listed something other than paths');
      }
      listedPaths = value;
    } catch (caught) {
      const error = caught as Error & { reason?: string; messages?: string[] };
      log.warn({ reason: error.reason, err: error, messages: error.messages }, 'listing the public pages failed: the sitemap lists those listed last');
    }
    return listedPaths;
  }

  /** Stops the renderer's process. */
  async function close() {
    const bundle = await current?.bundle.catch(() => null);
    await bundle?.sandbox.close();
  }

  return { render, paths, close, cachedPages: () => pages.size };
}

export { createPrerenderer, rendererOriginsFrom, RendererRefused };
