// An area's server follows its live release without a restart: a release or a rollback moves the
// pointer, the next request is answered from the release it names, and a content-hashed file of
// any kept release stays available to tabs still running that release.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startStaticServer, type StaticServer } from '../serve.ts';
import { KEEP, releaseStore } from '../../release/releases.ts';

const CONFIG = { apiBaseUrl: 'http://127.0.0.1:9/api/v1', remotes: {}, embedHosts: [] };

let temp: string;
beforeEach(() => {
  temp = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-releases-'));
});
afterEach(() => fs.rmSync(temp, { recursive: true, force: true }));

/** A build as webpack writes one: entry files that keep their names, a content-hashed chunk, release.json. */
function writeBuild(dir: string, version: string) {
  const chunk = `chunk.${version.padStart(8, '0').slice(-8)}.js`;
  const files = {
    'index.html': `<!doctype html><html><head><title>${version}</title></head><body><div id="root"></div></body></html>`,
    'remoteEntry.js': `/* ${version} */ import('./${chunk}');`,
    [chunk]: `/* chunk of ${version} */`,
    'release.json': JSON.stringify({ version, builtAt: new Date().toISOString(), commit: null, shared: {} }),
  };
  fs.mkdirSync(dir, { recursive: true });
  for (const [file, content] of Object.entries(files)) fs.writeFileSync(path.join(dir, file), content);
  return chunk;
}

/** Builds `version` into the store's versions/ and publishes it, as npm run release does. */
function release(store: ReturnType<typeof releaseStore>, version: string) {
  const chunk = writeBuild(store.versionDir(version), version);
  store.publish(version);
  return chunk;
}

async function text(server: StaticServer, pathname: string) {
  const response = await fetch(`${server.url}${pathname}`);
  return { status: response.status, body: await response.text(), cacheControl: response.headers.get('cache-control') };
}

test('a release and a rollback switch what the running server sends; the chunks of kept releases stay', async () => {
  const distDir = path.join(temp, 'dist');
  writeBuild(distDir, '00000d15');
  const store = releaseStore(path.join(temp, 'releases', 'student-portal'));
  const server = await startStaticServer({ area: 'student-portal', distDir, releasesDir: store.dir, port: 0, config: CONFIG, logger: false });
  try {
    expect((await text(server, '/remoteEntry.js')).body).toContain('00000d15');
    expect(server.liveVersion()).toBeNull();

    expect(store.adopt(distDir)).toBe('00000d15');
    const chunkA = release(store, '0000000a');
    expect(JSON.parse((await text(server, '/release.json')).body).version).toBe('0000000a');
    expect((await text(server, '/portal/dashboard')).body).toContain('<title>0000000a</title>');

    const chunkB = release(store, '0000000b');
    expect((await text(server, '/remoteEntry.js')).body).toContain('0000000b');
    // a tab that loaded release a still finds its chunk, cached for good; b's chunk is there too
    expect(await text(server, `/${chunkA}`)).toEqual({ status: 200, body: '/* chunk of 0000000a */', cacheControl: expect.stringContaining('immutable') });
    expect((await text(server, `/${chunkB}`)).status).toBe(200);
    expect((await text(server, '/release.json')).cacheControl).toBe('no-cache');

    store.makeLive(store.previousVersion() as string);
    expect(JSON.parse((await text(server, '/release.json')).body).version).toBe('0000000a');
    expect((await text(server, '/portal/dashboard')).body).toContain('<title>0000000a</title>');
    expect(server.liveVersion()).toBe('0000000a');
  } finally {
    await server.close();
  }
});

test(`the newest ${KEEP} releases are kept, and an older one's files go`, () => {
  const store = releaseStore(path.join(temp, 'student-portal'));
  const versions = ['00000001', '00000002', '00000003', '00000004', '00000005', '00000006'];
  const chunks = versions.map((version) => release(store, version));
  expect(store.list().map(({ version }) => version)).toEqual(versions.slice(1));
  expect(fs.existsSync(store.versionDir('00000001'))).toBe(false);
  expect(fs.existsSync(path.join(store.chunksDir, chunks[0] as string))).toBe(false);
  expect(fs.existsSync(path.join(store.chunksDir, chunks[1] as string))).toBe(true);
  expect(fs.readlinkSync(path.join(store.dir, 'live'))).toBe(path.join('versions', '00000006'));
});

test('a rollback needs an earlier release', () => {
  const store = releaseStore(path.join(temp, 'student-portal'));
  release(store, '00000001');
  expect(store.previousVersion()).toBeNull();
  release(store, '00000002');
  expect(store.previousVersion()).toBe('00000001');
});
