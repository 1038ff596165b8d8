// What an area's static server answers: the document for the paths the area owns, with its
// configuration inlined, the scripts its build names for them and its security headers; built
// files compressed as the client accepts them and cached for good only when their name carries
// their content's hash; /app-config.json, CORS preflights, request ids, a public form's native
// post, and the shell's robots.txt.
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { AreaName } from '../../areas.ts';
import type { AppConfig } from '../app-config.ts';
import { startStaticServer, type StaticServer } from '../serve.ts';

const TEMPLATE = '<!doctype html><html><head><title>Academy</title></head><body><noscript>Needs JavaScript</noscript><div id="root"></div></body></html>';
const MAIN = `console.log(${JSON.stringify('main '.repeat(200))});`;
const CHUNK = 'chunk.0123abcd.js';
const CONFIG: AppConfig = {
  apiBaseUrl: 'https://api.academy.example/api/v1',
  // nothing listens there: the shell's public pages go out unrendered
  remotes: { public_site: 'http://127.0.0.1:9/remoteEntry.js', student_portal: 'https://portal.academy.example/remoteEntry.js' },
  embedHosts: [],
};

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A request as a browser sends it, the body as it came over the wire (not decompressed). */
function request(
  server: StaticServer,
  pathname: string,
  { method = 'GET', headers = {}, body }: { method?: string; headers?: Record<string, string>; body?: string } = {},
) {
  return new Promise<Answer>((resolve, reject) => {
    const outgoing = http.request(`${server.url}${pathname}`, { method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
    });
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

let distDir: string;
const servers: StaticServer[] = [];

async function serve(area: AreaName) {
  const server = await startStaticServer({ area, distDir, port: 0, config: CONFIG, publicUrl: 'https://academy.example', logger: false, releasesDir: null });
  servers.push(server);
  return server;
}

beforeAll(() => {
  distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-serve-'));
  const files: Record<string, string | Buffer> = {
    'index.html': TEMPLATE,
    'main.js': MAIN,
    'main.js.br': zlib.brotliCompressSync(MAIN),
    'main.js.gz': zlib.gzipSync(MAIN),
    [CHUNK]: '/* a chunk */',
  };
  for (const [file, content] of Object.entries(files)) fs.writeFileSync(path.join(distDir, file), content);
});

afterAll(async () => {
  for (const server of servers) await server.close();
  fs.rmSync(distDir, { recursive: true, force: true });
});

test('a path the area owns gets the document with its configuration inlined, under the security policy', async () => {
  const portal = await serve('student-portal');
  const page = await request(portal, '/portal/dashboard');
  expect(page.status).toBe(200);
  expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
  expect(page.headers['cache-control']).toBe('no-cache');
  const html = page.body.toString('utf8');
  expect(html).toContain(`<script id="app-config" type="application/json">${JSON.stringify(CONFIG)}</script>`);
  expect(html).toContain('<div id="root"></div>');
  const policy = page.headers['content-security-policy'];
  expect(policy).toContain("frame-ancestors 'none'");
  expect(policy).toContain("script-src 'self' http://127.0.0.1:9 https://portal.academy.example");
  expect(policy).toContain("connect-src 'self' https://api.academy.example");
  expect(page.headers['x-content-type-options']).toBe('nosniff');
  expect(page.headers['strict-transport-security']).toBeUndefined();
  expect(page.headers['access-control-allow-origin']).toBe('*');
});

test('a page under a prefix the build names names its preloads in its Link header, and in its head its inline script first, allowed by its hash, then its preloads', async () => {
  const start = 'document.title = "started";';
  const shellDist = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-serve-shell-'));
  fs.writeFileSync(path.join(shellDist, 'index.html'), TEMPLATE);
  fs.writeFileSync(path.join(shellDist, 'portal-start.js'), start);
  fs.writeFileSync(path.join(shellDist, 'preload.json'), JSON.stringify({ '/portal': { preload: ['/main.js'], inline: 'portal-start.js' } }));
  const shell = await startStaticServer({ area: 'shell', distDir: shellDist, port: 0, config: CONFIG, logger: false, releasesDir: null });
  servers.push(shell);
  try {
    const hash = `'sha256-${crypto.createHash('sha256').update(start).digest('base64')}'`;
    const portal = await request(shell, '/portal/dashboard');
    const html = portal.body.toString('utf8');
    const config = html.indexOf('<script id="app-config"');
    const inline = html.indexOf(`<script>${start}</script>`);
    const preload = html.indexOf('<link rel="preload" as="script" href="/main.js" />');
    expect([config > -1, config < inline, inline < preload]).toEqual([true, true, true]);
    expect(portal.headers.link).toBe('</main.js>; rel=preload; as=script');
    expect(portal.headers['content-security-policy']).toContain(`script-src 'self' ${hash} http://127.0.0.1:9 https://portal.academy.example;`);

    const certificate = await request(shell, '/certificate/abc');
    expect(certificate.body.toString('utf8')).not.toContain(start);
    expect(certificate.headers.link).toBeUndefined();
    expect(certificate.headers['content-security-policy']).toContain("script-src 'self' http://127.0.0.1:9 https://portal.academy.example;");
  } finally {
    fs.rmSync(shellDist, { recursive: true, force: true });
  }
});

test("a language's code typed in capitals goes to the page's one address, its query kept", async () => {
  const shell = await serve('shell');
  const answers = await Promise.all(['/FR/about', '/Es/faq?q=1', '/AR'].map((pathname) => request(shell, pathname)));
  expect(answers.map(({ status, headers }) => [status, headers.location])).toEqual([
    [301, '/fr/about'],
    [301, '/es/faq?q=1'],
    [301, '/ar'],
  ]);
  // an address that is no language's is the page's own (a 404 there, or a page)
  expect((await request(shell, '/Faq')).status).not.toBe(301);
});

test('a built file comes compressed as the client accepts it, long-cached only when its name carries its hash', async () => {
  const portal = await serve('student-portal');
  const brotli = await request(portal, '/main.js', { headers: { 'Accept-Encoding': 'gzip, br' } });
  expect([brotli.status, brotli.headers['content-encoding'], brotli.headers['cache-control']]).toEqual([200, 'br', 'no-cache']);
  expect(zlib.brotliDecompressSync(brotli.body).toString('utf8')).toBe(MAIN);
  expect(brotli.headers['content-security-policy']).toBeUndefined();
  const gzip = await request(portal, '/main.js', { headers: { 'Accept-Encoding': 'gzip' } });
  expect(gzip.headers['content-encoding']).toBe('gzip');
  expect(zlib.gunzipSync(gzip.body).toString('utf8')).toBe(MAIN);
  const plain = await request(portal, '/main.js');
  expect([plain.headers['content-encoding'], plain.body.toString('utf8')]).toEqual([undefined, MAIN]);
  const chunk = await request(portal, `/${CHUNK}`);
  expect([chunk.status, chunk.headers['cache-control']]).toEqual([200, 'public, max-age=31536000, immutable']);
});

test('/app-config.json is the configuration given at start, never cached', async () => {
  const portal = await serve('student-portal');
  const answer = await request(portal, '/app-config.json', { headers: { 'Accept-Encoding': 'gzip' } });
  expect([answer.status, answer.headers['content-type'], answer.headers['cache-control'], answer.headers['content-encoding']]).toEqual([
    200,
    'application/json',
    'no-cache',
    'gzip',
  ]);
  expect(JSON.parse(zlib.gunzipSync(answer.body).toString('utf8'))).toEqual(CONFIG);
});

test('a CORS preflight is answered without a body; a proxy-given request id is kept, any other replaced', async () => {
  const portal = await serve('student-portal');
  const preflight = await request(portal, '/remoteEntry.js', { method: 'OPTIONS' });
  expect([preflight.status, preflight.headers['access-control-allow-methods'], preflight.body.length]).toEqual([204, 'GET, HEAD, OPTIONS', 0]);
  expect((await request(portal, '/portal', { headers: { 'X-Request-Id': 'proxy-7' } })).headers['x-request-id']).toBe('proxy-7');
  const replaced = (await request(portal, '/portal', { headers: { 'X-Request-Id': '<script>' } })).headers['x-request-id'];
  expect(replaced).toMatch(/^[0-9a-f-]{36}$/);
});

test("behind a proxy named in TRUST_PROXY, a request is logged with the client's address the proxy forwarded, and only then", async () => {
  const logged = async (trustProxy: string | undefined) => {
    const lines: { req?: { remoteAddress?: string } }[] = [];
    process.env.TRUST_PROXY = trustProxy;
    try {
      const server = await startStaticServer({
        area: 'student-portal',
        distDir,
        port: 0,
        config: CONFIG,
        logger: { level: 'info', stream: { write: (line: string) => lines.push(JSON.parse(line)) } },
        releasesDir: null,
      });
      servers.push(server);
      await request(server, '/portal', { headers: { 'X-Forwarded-For': '203.0.113.9', 'X-Forwarded-Proto': 'https' } });
    } finally {
      delete process.env.TRUST_PROXY;
    }
    return lines.find((line) => line.req)?.req?.remoteAddress;
  };
  expect(await logged('127.0.0.1')).toBe('203.0.113.9');
  expect(await logged(undefined)).toBe('127.0.0.1');
});

test("the shell's log keeps invitation, reset and certificate links without their secrets, whatever their shape", async () => {
  const token = 'Zm9vYmFyYmF6cXV4MTIzNDU2Nzg5MGFiY2RlZmdoaWo';
  const lines: string[] = [];
  const shell = await startStaticServer({
    area: 'shell',
    distDir,
    port: 0,
    config: CONFIG,
    logger: { level: 'debug', stream: { write: (line: string) => lines.push(line) } },
    releasesDir: null,
  });
  servers.push(shell);
  const links = [
    `/invitation?token=${token}`,
    `/invitation/?token=${token}`,
    `/reset-password?token=${token}`,
    `/reset-password/?lang=fr&token=${token}`,
    `/Reset-Password?%54oken=${token}`,
    `/invitation/${token}`,
    '/certificate/verify/ABCD-2345-EFGH-6789',
    '/certificate/verify/ABCD-2345-EFGH-6789/',
  ];
  for (const link of links) expect((await request(shell, link)).status).toBe(200);

  const log = lines.join('');
  expect(log).not.toMatch(/Zm9vYmFy|ABCD-2345/);
  const urls = lines.map((line) => (JSON.parse(line) as { req?: { url?: string } }).req?.url).filter(Boolean);
  expect(urls).toEqual(expect.arrayContaining(['/invitation?token=[hidden]', '/reset-password/?lang=fr&token=[hidden]', '/certificate/verify/[hidden]']));
});

test('a form posted natively gets its page back, never cached', async () => {
  const portal = await serve('student-portal');
  const posted = await request(portal, '/portal/profile', {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: 'email=ada%40example.com&password=secret',
  });
  expect([posted.status, posted.headers['cache-control']]).toEqual([200, 'no-store']);
});

test('the shell keeps search engines out of accounts and points them at its sitemap; a public page it cannot prerender still loads', async () => {
  const shell = await serve('shell');
  const robots = await request(shell, '/robots.txt');
  expect(robots.status).toBe(200);
  const text = robots.body.toString('utf8');
  expect(text).toContain('Disallow: /portal\n');
  expect(text).toContain('Sitemap: https://academy.example/sitemap.xml\n');
  const faq = await request(shell, '/faq');
  expect(faq.status).toBe(200);
  expect(faq.body.toString('utf8')).toContain('<div id="root"></div>');
});

test("a certificate's check, shared as a link, shows a preview: crawlers may read it and it names itself", async () => {
  const shell = await serve('shell');
  const robots = (await request(shell, '/robots.txt')).body.toString('utf8');
  // a crawler takes the longest matching rule: the check is allowed, the rest of /certificate not
  expect(robots).toContain('Allow: /certificate/verify/\n');
  expect(robots).toContain('Disallow: /certificate\n');
  const check = (await request(shell, '/certificate/verify/CLA-2026-ABCD')).body.toString('utf8');
  const meta = (property: string) => check.match(new RegExp(`<meta property="${property}" content="([^"]*)"`))?.[1];
  expect([meta('og:title'), meta('og:url'), meta('og:image')]).toEqual([
    'Certificate check | Christian Leadership Academy',
    'https://academy.example/certificate/verify/CLA-2026-ABCD',
    'https://academy.example/og-image.png',
  ]);
  expect(check.match(/<title>/g)).toHaveLength(1);
  const portal = (await request(shell, '/portal')).body.toString('utf8');
  expect(portal).not.toContain('og:title');
});

test("a certificate's check shared with a reader who reads French or Arabic previews in their language", async () => {
  const shell = await serve('shell');
  const preview = async (acceptLanguage: string) => {
    const answer = await request(shell, '/certificate/verify/CLA-2026-ABCD', { headers: { 'Accept-Language': acceptLanguage } });
    const text = answer.body.toString('utf8');
    const meta = (property: string) => text.match(new RegExp(`<meta property="${property}" content="([^"]*)"`))?.[1];
    const html = text.match(/<html\b[^>]*>/)?.[0];
    return { vary: String(answer.headers.vary), html, title: meta('og:title'), description: meta('og:description') };
  };
  const french = await preview('fr-FR,fr;q=0.9,en;q=0.5');
  expect(french.vary).toContain('Accept-Language');
  // the document says the language its words are in, for a screen reader or a preview reading it
  expect(french.html).toBe('<html lang="fr" dir="ltr">');
  expect(french.title).toBe('Vérification d’un certificat | Christian Leadership Academy');
  expect(french.description).toMatch(/^Vérifiez qu’un certificat/);
  const arabic = await preview('ar');
  expect(arabic.title).toBe('التحقق من شهادة | Christian Leadership Academy');
  expect(arabic.html).toBe('<html lang="ar" dir="rtl">');
  expect((await preview('de')).title).toBe('Certificate check | Christian Leadership Academy');
});

test('an area serves only a build it has', async () => {
  const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-serve-empty-'));
  try {
    await expect(startStaticServer({ area: 'facilitator-desk', distDir: empty, port: 0, config: CONFIG, logger: false, releasesDir: null })).rejects.toThrow(
      'npm run build -w facilitator-desk',
    );
  } finally {
    fs.rmSync(empty, { recursive: true, force: true });
  }
});
