'use strict';
/**
 * Public pages rendered on the server from the public site's own build (docs/architecture.md,
 * "First visit"). The public-site build ships a server bundle (server/render.js, with the CSS of
 * every public page in server/styles.css) beside its remoteEntry.js. The shell's server fetches
 * it from wherever /app-config.json points the public site, revalidates it with its ETag on each
 * page request, and evaluates a new version when the public site is redeployed, so a public-site
 * deploy changes the prerendered pages without a shell build. Rendered pages are cached per path
 * for `pageTtlMs`; a page that loaded content from the API (its `data`) only for `contentTtlMs`,
 * so a change the academy makes shows within seconds, without a build or a restart.
 */
const fs = require('node:fs');
const path = require('node:path');
const vm = require('node:vm');

const SERVER_DIR = 'server';
const MANIFEST = 'mf-manifest.json';
/** The module the shell mounts for every public page (shell/src/app/App.tsx). */
const ROUTES_EXPOSE = 'routes';

/**
 * What the browser fetches in parallel with the shell's own scripts instead of after them: the
 * public site's remoteEntry.js and the chunks of its routes module (from its federation manifest).
 */
function preloadOf(manifest, baseUrl) {
  const routes = manifest.exposes.find((expose) => expose.name === ROUTES_EXPOSE);
  return ['remoteEntry.js', ...(routes ? routes.assets.js.sync : [])].map((file) => new URL(file, baseUrl).href);
}

/** CommonJS evaluation of a bundle webpack built for Node (no chunks, only Node built-ins required). */
function evaluate(code, filename) {
  const module = { exports: {} };
  const wrapper = vm.runInThisContext(`(function (exports, require, module) {${code}\n})`, { filename });
  wrapper(module.exports, require, module);
  return module.exports;
}

async function fetchText(url, etag) {
  const response = await fetch(url, { headers: etag ? { 'If-None-Match': etag } : {} });
  if (response.status === 304) return null;
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return { etag: response.headers.get('etag'), text: await response.text() };
}

/**
 * The public site's server bundle at `baseUrl` (the directory of its remoteEntry.js), kept current.
 * A bundle is evaluated for one base URL (its asset URLs point there).
 */
function bundleFromUrl() {
  let current = null;
  return async (baseUrl) => {
    const renderUrl = new URL(`${SERVER_DIR}/render.js`, baseUrl).href;
    const sameSource = current && current.renderUrl === renderUrl;
    const fetched = await fetchText(renderUrl, sameSource ? current.etag : null);
    if (!fetched) return current;
    const [styles, manifest] = await Promise.all([`${SERVER_DIR}/styles.css`, MANIFEST].map((file) => fetchText(new URL(file, baseUrl).href)));
    current = {
      renderUrl,
      etag: fetched.etag,
      version: `${renderUrl}#${fetched.etag}`,
      module: evaluate(fetched.text, renderUrl),
      css: styles.text,
      preload: preloadOf(JSON.parse(manifest.text), baseUrl),
    };
    return current;
  };
}

/** The server bundle of a build on disk (the public site serving itself), re-read when it changes. */
function bundleFromDir(distDir) {
  let current = null;
  return async (baseUrl) => {
    const file = path.join(distDir, SERVER_DIR, 'render.js');
    const { mtimeMs, size } = await fs.promises.stat(file);
    const version = `${baseUrl}#${mtimeMs}-${size}`;
    if (current && current.version === version) return current;
    const [code, css, manifest] = await Promise.all(
      [file, path.join(distDir, SERVER_DIR, 'styles.css'), path.join(distDir, MANIFEST)].map((name) => fs.promises.readFile(name, 'utf8')),
    );
    current = { version, module: evaluate(code, file), css, preload: preloadOf(JSON.parse(manifest), baseUrl) };
    return current;
  };
}

/**
 * `render(pathname, config)` resolves to { status, html, css, meta, data, preload } for a path the
 * public site owns, with status 404 and the not-found page for any other. `distDir` reads the
 * bundle from disk instead of from the public site's URL in `config`.
 */
function createPrerenderer({ distDir, pageTtlMs = 60_000, contentTtlMs = 5_000 } = {}) {
  const loadBundle = distDir ? bundleFromDir(distDir) : bundleFromUrl();
  const pages = new Map();
  const baseUrlOf = (config) => new URL('.', config.remotes.public_site).href;

  /** `echo`: a native form post's fields to give back (see serve.js); such a page is never cached. */
  async function render(pathname, config, echo) {
    const baseUrl = baseUrlOf(config);
    const bundle = await loadBundle(baseUrl);
    if (echo) {
      const rendered = await bundle.module.render({ url: pathname, config, publicPath: baseUrl, echo });
      return { ...rendered, css: bundle.css, preload: bundle.preload };
    }
    const key = `${bundle.version} ${JSON.stringify(config)} ${pathname}`;
    const cached = pages.get(key);
    if (cached && cached.expires > Date.now()) return cached.page;
    const rendered = await bundle.module.render({ url: pathname, config, publicPath: baseUrl });
    const page = { ...rendered, css: bundle.css, preload: bundle.preload };
    for (const [other, entry] of pages) if (entry.expires <= Date.now()) pages.delete(other);
    pages.set(key, { page, expires: Date.now() + (rendered.data ? contentTtlMs : pageTtlMs) });
    return page;
  }

  /** The public paths to list in /sitemap.xml. */
  async function paths(config) {
    const baseUrl = baseUrlOf(config);
    const bundle = await loadBundle(baseUrl);
    return bundle.module.publicPaths({ publicPath: baseUrl, apiBaseUrl: config.apiBaseUrl });
  }

  return { render, paths };
}

module.exports = { createPrerenderer };
