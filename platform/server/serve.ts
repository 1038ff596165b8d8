/**
 * The static server of one area's production build (docs/operations.md): files compressed at build
 * time (Brotli, gzip) chosen by Accept-Encoding, long caching for content-hashed files only, CORS
 * so the shell can load remotes from other origins, security headers, /app-config.json from the
 * configuration given at start (see app-config.ts), and pages: prerendered public pages on the
 * shell and the public site, the app's document with 200 for paths an area owns, 404 for others.
 * Once the area has releases (platform/release/releases.ts), everything comes from the live one, read again
 * when a release or a rollback moves the pointer, and a content-hashed file from any kept release.
 */
import crypto from 'node:crypto';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import fs from 'node:fs';
import zlib from 'node:zlib';
import { promisify } from 'node:util';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import fastifyStatic, { type SendOptions } from '@fastify/static';
import negotiator from '@fastify/accept-negotiator';
import { requestForLog, urlForLog } from '@academy/contract/rules/secret-urls';
import { isLocale } from '@academy/contract/rules/locales';
import { AREAS, isAreaName, type AreaName } from '../areas.ts';
import { appConfigFor, type AppConfig } from './app-config.ts';
import { securityHeaders } from './security-headers.ts';
import { firstScriptsFor, firstScriptsLinkHeader, renderDocument, readPageStart, readPreloads } from './document.ts';
import { createPrerenderer, rendererOriginsFrom, type Prerenderer, type PrerendererOptions } from './prerender.ts';
import { createPortalAreaScripts } from './portal-area-scripts.ts';
import { robotsTxt, sharedPageMeta, sitemapXml } from './seo.ts';
import { isContentHashed, liveSite, releasesDirOf, type Site } from '../release/releases.ts';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
export interface StaticServerOptions {
  area: AreaName;
  distDir?: string;
  port?: number;
  host?: string;
  config?: AppConfig | (() => AppConfig);
  publicUrl?: string;
  prerendering?: PrerendererOptions;
  logger?: FastifyServerOptions['logger'];
  releasesDir?: string | null;
  /** Fastify's trustProxy: whose X-Forwarded-For/-Host/-Proto to believe (TRUST_PROXY, as the API reads it). */
  trustProxy?: FastifyServerOptions['trustProxy'];
}

export interface StaticServer {
  url: string;
  port: number;
  /** The live release's version (null while the area serves its dist/). */
  liveVersion: () => string | null;
  close: () => Promise<void>;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';
// Generated answers are compressed per request: Brotli's quality 5 takes about 1 ms for a 44 KB
// page where quality 11 (the built files') takes 45 ms, for 12 % more bytes.
const brotli = promisify(zlib.brotliCompress);
const COMPRESS = {
  br: (body: Buffer) => brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }),
  gzip: promisify(zlib.gzip),
};

function distDirOf(area: string) {
  const spec = isAreaName(area) ? AREAS[area] : undefined;
  if (!spec) throw new Error(`unknown area "${area}" (one of ${Object.keys(AREAS).join(', ')})`);
  return path.join(ROOT, spec.dir, 'dist');
}

// remoteEntry.js, main.js, mf-manifest.json, release.json and index.html keep their names across
// releases: browsers must revalidate them, so a new release is picked up on the next load
function cacheControlOf(file: string) {
  return isContentHashed(file) ? IMMUTABLE : 'no-cache';
}

/** `read(dir)` of the build in `dir`, read once per build. */
function oncePerBuild<T>(read: (dir: string) => T) {
  const results = new Map<string, T>();
  return (dir: string) => {
    if (!results.has(dir)) results.set(dir, read(dir));
    return results.get(dir) as T;
  };
}

/** A file of the live build, or a content-hashed one of any kept release; the page answers otherwise. */
function sendBuiltFile(request: FastifyRequest, reply: FastifyReply, site: () => Site) {
  const pathname = (request.raw.url ?? '/').split('?')[0] ?? '/';
  const { dir, chunksDir } = site();
  const root = chunksDir && isContentHashed(pathname) ? [dir, chunksDir] : [dir];
  // sendFile takes a `root` (here several) in its options; @fastify/static's types leave it out
  return reply.sendFile(pathname, { root } as SendOptions);
}

/** A generated text answer, compressed for the client (br, then gzip, then as is). */
async function sendText(request: FastifyRequest, reply: FastifyReply, body: string, contentType: string) {
  const encoding = negotiator.negotiate(request.headers['accept-encoding'] || '', ['br', 'gzip'] as const);
  // a page whose words follow Accept-Language (a shared link's preview) said so already
  reply.header('Content-Type', contentType).header('Vary', reply.hasHeader('Vary') ? `${String(reply.getHeader('Vary'))}, Accept-Encoding` : 'Accept-Encoding');
  // a page that gives back what someone typed has said already that it is not to be kept
  if (!reply.hasHeader('Cache-Control')) reply.header('Cache-Control', 'no-cache');
  if (!encoding) return reply.send(body);
  return reply.header('Content-Encoding', encoding).send(await COMPRESS[encoding](Buffer.from(body)));
}

/**
 * TRUST_PROXY as the API reads it: `true`, or the proxy's addresses/CIDRs (comma-separated); then
 * the logged client address is the one the proxy forwarded. The servers build no address from a
 * request (PUBLIC_APP_URL gives the site's), so the forwarded host and protocol change nothing else.
 */
function trustProxyFrom(value = process.env.TRUST_PROXY?.trim() ?? '') {
  if (/^(1|true|yes|on)$/i.test(value)) return true;
  if (/[.:]/.test(value)) return value.split(',').map((item) => item.trim());
  return false;
}

const REQUEST_ID = /^[\w.:-]{1,128}$/;

/** The request id a proxy in front gave the request (X-Request-Id), else a new one. */
function requestIdOf(request: { headers: Record<string, string | string[] | undefined> }) {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && REQUEST_ID.test(given) ? given : crypto.randomUUID();
}

/** The fields a public form posted before its scripts ran gets back (the account forms', the contact form's): never a password. */
const FORM_ECHO_FIELDS = ['email', 'name', 'phone_number', 'birthday', 'fullName', 'whatsapp', 'message', 'no_scripts'];
/** The longest a field comes back: the contact message's. */
const FORM_ECHO_MAX = 5000;

/** A native form post's echo ({} when it had none of those fields), for the page to show again. */
function formEcho(body: unknown): Record<string, string> {
  if (!(body instanceof URLSearchParams)) return {};
  return Object.fromEntries(FORM_ECHO_FIELDS.filter((field) => body.has(field)).map((field) => [field, (body.get(field) ?? '').slice(0, FORM_ECHO_MAX)]));
}

/** How a path that is no file is answered: the document, prerendered where the area can. */
interface PagesOptions {
  area: AreaName;
  site: () => Site;
  getConfig: () => AppConfig;
  publicUrl: string;
  prerendering: PrerendererOptions;
}

function pagesOf({ area, site, getConfig, publicUrl, prerendering }: PagesOptions) {
  const { prerender, ownsAll = false, ownedPrefixes = [] } = AREAS[area];
  const prerenderer =
    prerender &&
    createPrerenderer({
      distDir: prerender === 'own' ? () => site().dir : undefined,
      siteUrl: publicUrl,
      trustedOrigins: prerender === 'remote' ? rendererOriginsFrom(process.env, getConfig(), publicUrl) : [],
      renderTimeoutMs: Number(process.env.PRERENDER_TIMEOUT_MS) || undefined,
      ...prerendering,
    });
  const owns = (pathname: string) => ownsAll || ownedPrefixes.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));

  async function page(pathname: string, config: AppConfig, request: FastifyRequest, echo: Record<string, string> | undefined) {
    if (owns(pathname) || !prerenderer) return { status: owns(pathname) ? 200 : 404 };
    try {
      const rendered = await prerenderer.render(pathname, config, { requestId: request.id, log: request.log, echo });
      return { status: rendered.status, page: rendered };
    } catch (caught) {
      const error = caught as Error & { reason?: string; messages?: string[] };
      // the public site is down, broken or refused: the app's document still loads and says so
      request.log.warn(
        { path: urlForLog(pathname), reason: error.reason, err: error, messages: error.messages },
        'prerendering failed: the page is sent unrendered',
      );
      return { status: 200 };
    }
  }

  const templateOf = oncePerBuild((dir: string) => fs.readFileSync(path.join(dir, 'index.html'), 'utf8'));
  const preloadsOf = oncePerBuild(readPreloads);
  const pageStartOf = oncePerBuild(readPageStart);
  // the shell's portal pages name the areas' first scripts (docs/first-visit.md, "The area beside the shell")
  const portalAreaScripts = area === 'shell' ? createPortalAreaScripts({ siteUrl: publicUrl }) : null;
  return {
    prerenderer,
    async answer(request: FastifyRequest, reply: FastifyReply) {
      const config = getConfig();
      // Fastify answers 400 to a malformed escape before any route runs
      const pathname = decodeURIComponent(request.url.split('?')[0] ?? '/');
      const lowerCased = withLowerCaseLanguage(request.url);
      if (lowerCased) return reply.redirect(lowerCased, 301);
      const echo = request.method === 'POST' ? formEcho(request.body) : undefined;
      const { status, page: rendered } = await page(pathname, config, request, echo);
      const { dir } = site();
      const firstScripts = firstScriptsFor(pathname, preloadsOf(dir), rendered ? pageStartOf(dir) : []);
      reply.code(status).headers(securityHeaders({ config, isDocument: true, inlineScripts: firstScripts.inline }));
      const link = firstScriptsLinkHeader(firstScripts);
      if (link) reply.header('Link', link);
      // a page that gives back what someone typed is theirs alone
      if (echo) reply.header('Cache-Control', 'no-store');
      const areaScripts = portalAreaScripts && !rendered && firstScripts.inline.length > 0 ? await portalAreaScripts.of(config) : undefined;
      const meta = sharedPageMeta(pathname, request.headers['accept-language']);
      if (meta) reply.header('Vary', 'Accept-Language');
      const html = renderDocument({
        template: templateOf(dir),
        config,
        pathname,
        publicUrl,
        page: rendered,
        meta,
        firstScripts,
        portalAreaScripts: areaScripts,
      });
      return sendText(request, reply, html, 'text/html; charset=utf-8');
    },
  };
}

/**
 * A page's address with its language's code in lower case (/FR/about: /fr/about), or null when it
 * is already: the router would show the page at either, and a page has one address.
 */
function withLowerCaseLanguage(url: string): string | null {
  const [, first = ''] = url.split(/[/?]/);
  const code = first.toLowerCase();
  return code !== first && isLocale(code) ? `/${code}${url.slice(first.length + 1)}` : null;
}

function registerSeoFiles(
  app: FastifyInstance,
  { prerenderer, getConfig, publicUrl }: { prerenderer: Prerenderer; getConfig: () => AppConfig; publicUrl: string },
) {
  app.get('/robots.txt', (request, reply) => sendText(request, reply, robotsTxt({ publicUrl }), 'text/plain; charset=utf-8'));
  app.get('/sitemap.xml', async (request, reply) => {
    const paths = await prerenderer.paths(getConfig(), { requestId: request.id, log: request.log });
    return sendText(request, reply, sitemapXml({ publicUrl, paths }), 'application/xml; charset=utf-8');
  });
}

/**
 * Serves `distDir` (default: the area's dist) on `port` (0 = a free port). `config` is the
 * /app-config.json object, or a function returning it (read on every request, so a test can
 * re-point the shell without a restart). `publicUrl` is the site's public address (canonical
 * URLs, sitemap; PUBLIC_APP_URL); `prerendering` options of createPrerenderer (platform/server/prerender.ts)
 * over those of the environment, e.g. `pageTtlMs`, how long a prerendered page is reused;
 * `logger` Fastify's logger option (requests and render outcomes, one JSON line each).
 * `releasesDir` is the area's release directory (platform/release/releases.ts): once it has a live release,
 * that is served instead of `distDir`; null serves `distDir` only.
 */
async function startStaticServer({
  area,
  distDir = distDirOf(area),
  port = AREAS[area].port,
  host = '127.0.0.1',
  config = appConfigFor(process.env),
  publicUrl = process.env.PUBLIC_APP_URL || `http://localhost:${AREAS.shell.port}`,
  prerendering = {},
  logger = { level: process.env.LOG_LEVEL || 'info' },
  releasesDir = releasesDirOf(area),
  trustProxy = trustProxyFrom(),
}: StaticServerOptions): Promise<StaticServer> {
  const site = liveSite({ distDir, releasesDir });
  if (!fs.existsSync(path.join(site().dir, 'index.html'))) {
    throw new Error(`${distDir} has no build: run \`npm run build -w ${AREAS[area].dir}\` first`);
  }
  const getConfig = typeof config === 'function' ? config : () => config;
  const pages = pagesOf({ area, site, getConfig, publicUrl, prerendering });

  // keep-alive connections would hold a stopped area open: a stop must look like an outage
  const app = Fastify({
    forceCloseConnections: true,
    // invitation and reset links carry their token: the log keeps their addresses with it hidden
    logger: logger && typeof logger === 'object' ? { ...logger, serializers: { ...logger.serializers, req: requestForLog } } : logger,
    trustProxy,
    // a proxy's request id is kept; the API's log lines of a prerender carry the same one
    requestIdHeader: false,
    genReqId: requestIdOf,
  });
  app.addHook('onRequest', async (request, reply) => {
    reply
      .header('Access-Control-Allow-Origin', '*')
      .header('X-Request-Id', request.id)
      .headers(securityHeaders({ config: getConfig(), isDocument: false }));
  });
  app.options('*', (_request, reply) => reply.header('Access-Control-Allow-Methods', 'GET, HEAD, OPTIONS').code(204).send());
  app.get('/app-config.json', (request, reply) => sendText(request, reply, JSON.stringify(getConfig()), 'application/json'));
  // the document is only ever answered by pages (never the raw template)
  for (const pathname of ['/', '/index.html']) app.get(pathname, (request, reply) => pages.answer(request, reply));
  if (pages.prerenderer && area === 'shell') registerSeoFiles(app, { prerenderer: pages.prerenderer, getConfig, publicUrl });
  await app.register(fastifyStatic, {
    root: site().dir,
    serve: false,
    preCompressed: true,
    index: false,
    cacheControl: false,
    setHeaders: (reply, file) => reply.header('Cache-Control', cacheControlOf(file)),
  });
  app.get('/*', (request, reply) => sendBuiltFile(request, reply, site));
  // a public form submitted before its scripts ran posts natively: the page answers it (formEcho)
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 16_384 }, (_request, body, done) => {
    done(null, new URLSearchParams(body as string));
  });
  app.setNotFoundHandler((request, reply) => pages.answer(request, reply));

  await app.listen({ port, host });
  const actualPort = (app.server.address() as AddressInfo).port;
  return {
    port: actualPort,
    /** The live release's version (null while the area serves its dist/). */
    liveVersion: () => site().version,
    url: `http://${host === '0.0.0.0' ? 'localhost' : host}:${actualPort}`,
    close: async () => {
      await app.close();
      await pages.prerenderer?.close();
    },
  };
}

export { startStaticServer, distDirOf };
