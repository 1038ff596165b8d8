import fs from 'node:fs';
import path from 'node:path';
import { systemPerFile, type AreaName } from '../harness';
import { PUBLIC_PAGES } from '../public-pages';

const system = systemPerFile();
const AREAS: AreaName[] = ['shell', 'public-site', 'student-portal', 'facilitator-desk'];
const ROOT = path.resolve(__dirname, '..', '..');
const HASHED = /\.[0-9a-f]{8}\.js$/;

function get(url: string, acceptEncoding?: string): Promise<Response> {
  // fetch would add its own Accept-Encoding; an explicit one is sent as given
  return fetch(url, { headers: { 'Accept-Encoding': acceptEncoding ?? 'identity' } });
}

function hashedChunkOf(area: AreaName): string {
  const file = fs.readdirSync(path.join(ROOT, area, 'dist')).find((name) => HASHED.test(name));
  if (!file) throw new Error(`${area} has no content-hashed chunk`);
  return `/${file}`;
}

test('every server sends JavaScript as Brotli, gzip or as is, as the client accepts, with Vary and a validator per encoding', async () => {
  for (const area of AREAS) {
    const url = `${system().origins[area]}/main.js`;
    const [br, gzip, identity] = await Promise.all([get(url, 'gzip, deflate, br'), get(url, 'gzip'), get(url)]);
    expect([area, br.status, br.headers.get('content-encoding'), gzip.headers.get('content-encoding'), identity.headers.get('content-encoding')]).toEqual([
      area,
      200,
      'br',
      'gzip',
      null,
    ]);
    for (const response of [br, gzip, identity]) {
      expect(response.headers.get('vary')).toMatch(/accept-encoding/i);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(response.headers.get('content-type')).toMatch(/javascript/);
    }
    const etags = new Set([br, gzip, identity].map((response) => response.headers.get('etag')));
    expect(etags.size).toBe(3);
    // the three decode to the same file
    const [a, b, c] = await Promise.all([br.text(), gzip.text(), identity.text()]);
    expect(a).toBe(c);
    expect(b).toBe(c);
  }
});

test('content-hashed files are cached for a year; entry files and the configuration are revalidated', async () => {
  for (const area of AREAS) {
    const chunk = await get(`${system().origins[area]}${hashedChunkOf(area)}`, 'br');
    expect([area, chunk.headers.get('cache-control'), chunk.headers.get('content-encoding')]).toEqual([area, 'public, max-age=31536000, immutable', 'br']);
    const config = await get(`${system().origins[area]}/app-config.json`, 'br');
    expect(config.headers.get('cache-control')).toBe('no-cache');
    expect(await config.json()).toMatchObject({ apiBaseUrl: system().apiBaseUrl });
  }
  const remoteEntry = await get(`${system().origins['public-site']}/remoteEntry.js`, 'br');
  expect([remoteEntry.headers.get('cache-control'), remoteEntry.headers.get('access-control-allow-origin')]).toEqual(['no-cache', '*']);
});

test('pages and their CSS come compressed as the client accepts', async () => {
  const page = system().url('/about');
  expect((await get(page, 'br, gzip')).headers.get('content-encoding')).toBe('br');
  expect((await get(page, 'gzip')).headers.get('content-encoding')).toBe('gzip');
  const plain = await get(page);
  expect([plain.headers.get('content-encoding'), plain.headers.get('vary')]).toEqual([null, 'Accept-Encoding']);
  expect(await plain.text()).toContain('About the academy');

  // the renderer's CSS, which only the shell's server reads (once per release), has a gzip copy only
  const css = await get(`${system().origins['public-site']}/server/styles.css`, 'br, gzip');
  expect([css.headers.get('content-encoding'), css.headers.get('content-type')]).toEqual(['gzip', 'text/css; charset=utf-8']);
});

test('every server sends the security headers, and its pages a policy naming exactly the configured origins', async () => {
  const { origins, apiBaseUrl } = system();
  for (const area of AREAS) {
    const response = await get(`${origins[area]}/`);
    expect([area, response.headers.get('x-content-type-options'), response.headers.get('referrer-policy')]).toEqual([
      area,
      'nosniff',
      'strict-origin-when-cross-origin',
    ]);
    expect(response.headers.get('strict-transport-security')).toBeNull();
    const policy = Object.fromEntries(
      (response.headers.get('content-security-policy') ?? '').split('; ').map((directive) => {
        const [name, ...sources] = directive.split(' ');
        return [name, sources];
      }),
    );
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    expect(policy['object-src']).toEqual(["'none'"]);
    // the shell's home is a prerendered page: its inline script (page-start.js) is allowed by its hash alone
    const inlineScripts = area === 'shell' ? [expect.stringMatching(/^'sha256-[A-Za-z0-9+/]+=*'$/)] : [];
    expect(policy['script-src']).toEqual(["'self'", ...inlineScripts, origins['public-site'], origins['student-portal'], origins['facilitator-desk']]);
    expect(policy['connect-src']).toEqual([
      "'self'",
      new URL(apiBaseUrl).origin,
      origins['public-site'],
      origins['student-portal'],
      origins['facilitator-desk'],
    ]);
    expect(policy['frame-src']).toEqual(expect.arrayContaining(['https://www.youtube-nocookie.com', 'https://player.vimeo.com', 'https://docs.google.com']));
    // files carry the plain headers, no page policy
    const file = await get(`${origins[area]}/main.js`);
    expect([file.headers.get('x-content-type-options'), file.headers.get('content-security-policy')]).toEqual(['nosniff', null]);
  }
});

test('HSTS is sent when configured for HTTPS', async () => {
  process.env.HSTS_MAX_AGE = '31536000';
  try {
    const response = await get(system().url('/'));
    expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
  } finally {
    delete process.env.HSTS_MAX_AGE;
  }
});

test('every route that exists answers 200, a path no area owns 404 with the not-found page', async () => {
  const existing = [
    ...PUBLIC_PAGES.map((page) => page.path).filter((pathname) => !/no-such-page|999/.test(pathname)),
    '/portal',
    '/portal/courses',
    '/certificate/abc',
  ];
  for (const pathname of existing) {
    expect([pathname, (await get(system().url(pathname))).status]).toEqual([pathname, 200]);
  }
  for (const pathname of ['/no-such-page', '/faculty/999', '/faculty/abc', '/portalx', '/missing.js']) {
    const response = await get(system().url(pathname));
    expect([pathname, response.status]).toEqual([pathname, 404]);
    expect(await response.text()).toMatch(/Page not found|faculty member not found/);
  }
  // the public site alone answers for its own routes the same way
  expect((await get(`${system().origins['public-site']}/faq`)).status).toBe(200);
  expect((await get(`${system().origins['public-site']}/no-such-page`)).status).toBe(404);
});

test('robots.txt keeps crawlers out of the portal; sitemap.xml lists the public pages with every faculty member', async () => {
  const robots = await (await get(system().url('/robots.txt'))).text();
  for (const line of ['User-agent: *', 'Disallow: /portal', 'Disallow: /certificate', `Sitemap: ${system().url('/sitemap.xml')}`])
    expect(robots).toContain(line);
  const sitemap = await (await get(system().url('/sitemap.xml'))).text();
  const locations = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? '').pathname);
  expect(locations).toEqual(expect.arrayContaining(['/', '/about', '/programs', '/faculty', '/faq', '/contact', '/login', '/faculty/1', '/faculty/13']));
  expect(locations.filter((pathname) => pathname.startsWith('/portal'))).toEqual([]);
});

test('each page names itself: title, description, canonical URL and Open Graph tags from the public address', async () => {
  const html = await (await get(system().url('/faculty/1'))).text();
  expect(html).toMatch(/<title>Rev\. Dr\. Samuel Adeyemi \| Christian Leadership Academy<\/title>/);
  expect(html).toMatch(/<meta name="description" content="Rev\. Dr\. Samuel Adeyemi, CEO &#38; Program Director" \/>/);
  expect(html).toContain(`<link rel="canonical" href="${system().url('/faculty/1')}" />`);
  expect(html).toContain('<meta property="og:title" content="Rev. Dr. Samuel Adeyemi | Christian Leadership Academy" />');
  expect(html.match(/<title>/g)).toHaveLength(1);
});
