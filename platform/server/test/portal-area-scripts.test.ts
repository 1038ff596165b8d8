// The portal document names each portal area's first scripts from the area's live manifest: read
// once, then again in the background with its ETag, so a release is named within seconds.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createPortalAreaScripts } from '../portal-area-scripts.ts';

const portalManifest = (files: string[]) => ({
  exposes: [
    { name: 'certificate-routes', assets: { js: { sync: ['cert.1111aaaa.js'] } } },
    { name: 'portal-routes', assets: { js: { sync: files } } },
  ],
});
const PUBLIC_SITE_MANIFEST = { exposes: [{ name: 'routes', assets: { js: { sync: ['routes.2222bbbb.js'] } } }] };

let manifests: Record<string, object> = {};
let served: string[] = [];
const server = http.createServer((request, response) => {
  const body = manifests[request.url ?? ''];
  served.push(`${request.url} ${request.headers['if-none-match'] ?? '-'}`);
  if (!body) return void response.writeHead(404).end();
  const etag = `"${JSON.stringify(body).length}-${JSON.stringify(body).charCodeAt(40)}"`;
  if (request.headers['if-none-match'] === etag) return void response.writeHead(304).end();
  response.writeHead(200, { 'Content-Type': 'application/json', ETag: etag }).end(JSON.stringify(body));
});
let origin = '';

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));
beforeEach(() => {
  served = [];
  manifests = {
    '/student/mf-manifest.json': portalManifest(['5136.aaaa1111.js', '__federation_expose_portal_routes.bbbb2222.js']),
    '/public/mf-manifest.json': PUBLIC_SITE_MANIFEST,
  };
});

const config = () => ({
  remotes: {
    public_site: `${origin}/public/remoteEntry.js`,
    student_portal: '/student/remoteEntry.js',
    facilitator_desk: `${origin}/gone/remoteEntry.js`,
  },
});

test("names the portal areas' first scripts, an entry given as a path read on the site's address; no area without a portal module or a manifest", async () => {
  const scripts = createPortalAreaScripts({ siteUrl: origin });
  expect(await scripts.of(config())).toEqual({ student_portal: ['5136.aaaa1111.js', '__federation_expose_portal_routes.bbbb2222.js'] });
});

test('a release is named once its manifest is read again, in the background with its ETag; a file from elsewhere never', async () => {
  const scripts = createPortalAreaScripts({ siteUrl: origin, maxAgeMs: 50 });
  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  const first = ['5136.aaaa1111.js', '__federation_expose_portal_routes.bbbb2222.js'];
  expect((await scripts.of(config())).student_portal).toEqual(first);
  manifests['/student/mf-manifest.json'] = portalManifest(['5136.cccc3333.js', 'https://elsewhere.example/x.js', '../up.js']);
  expect((await scripts.of(config())).student_portal).toEqual(first);
  await pause(80);
  // older than its age: given at once, and read again behind it
  expect((await scripts.of(config())).student_portal).toEqual(first);
  await pause(80);
  expect((await scripts.of(config())).student_portal).toEqual(['5136.cccc3333.js']);
  expect(served.filter((line) => line.startsWith('/student/'))).toEqual([
    '/student/mf-manifest.json -',
    expect.stringMatching(/^\/student\/mf-manifest\.json "/),
  ]);
});

test('an area whose manifest cannot be read holds no document up again until its age has passed', async () => {
  const scripts = createPortalAreaScripts({ siteUrl: origin, maxAgeMs: 60_000 });
  const lost = { remotes: { facilitator_desk: `${origin}/lost/remoteEntry.js` } };
  expect(await scripts.of(lost)).toEqual({});
  expect(await scripts.of(lost)).toEqual({});
  expect(served.filter((line) => line.startsWith('/lost/'))).toHaveLength(1);
});
