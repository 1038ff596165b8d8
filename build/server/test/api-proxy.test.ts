// Every static server answers /api/ from the API: the request as the client sent it, its body
// streamed (an upload larger than any limit of the static server's own), the client's address
// and the request id passed on; the API's answer as the API gave it; and when the API is down or
// too slow, an answer in plain words.
import fs from 'node:fs';
import http, { type IncomingHttpHeaders, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { AppConfig } from '../app-config.ts';
import { startStaticServer, type StaticServer } from '../serve.ts';

const CONFIG: AppConfig = { apiBaseUrl: '/api/v1', remotes: {}, embedHosts: [] };
const UPLOAD_BYTES = 5 * 1024 * 1024;

interface Received {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  bytes: number;
}

function listen(handler: RequestListener) {
  const server = http.createServer(handler);
  return new Promise<Server>((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}
const originOf = (server: Server) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

let distDir: string;
let api: Server;
let received: Received[];
const servers: StaticServer[] = [];

async function shellForwardingTo(upstream: string) {
  const server = await startStaticServer({ area: 'shell', distDir, port: 0, config: CONFIG, logger: false, releasesDir: null, apiUpstream: upstream });
  servers.push(server);
  return server;
}

beforeAll(async () => {
  distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-proxy-'));
  fs.writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><html><head></head><body><div id="root"></div></body></html>');
  api = await listen((request, response) => {
    let bytes = 0;
    request.on('data', (chunk: Buffer) => (bytes += chunk.length));
    request.on('end', () => {
      received.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers, bytes });
      if (request.url?.startsWith('/api/v1/slow')) return;
      response.writeHead(201, { 'Content-Type': 'application/json', 'Access-Control-Allow-Origin': 'http://academy.example', 'X-Api': 'yes' });
      response.end(JSON.stringify({ bytes }));
    });
  });
});

beforeEach(() => {
  received = [];
});

afterAll(async () => {
  for (const server of servers) await server.close();
  api.closeAllConnections();
  api.close();
  fs.rmSync(distDir, { recursive: true, force: true });
  delete process.env.API_TIMEOUT_MS;
});

test("a call is forwarded as it came, its upload streamed, with the client's address and the request id; the API's answer comes back as given", async () => {
  const shell = await shellForwardingTo(originOf(api));
  const response = await fetch(`${shell.url}/api/v1/uploads?kind=csv&n=2`, {
    method: 'PUT',
    headers: { Authorization: 'Bearer t0ken', 'Content-Type': 'text/csv', 'X-Request-Id': 'lb-7', 'X-Forwarded-For': '203.0.113.9' },
    body: Buffer.alloc(UPLOAD_BYTES, 'a'),
  });
  expect([response.status, await response.json()]).toEqual([201, { bytes: UPLOAD_BYTES }]);
  expect([response.headers.get('x-api'), response.headers.get('x-request-id'), response.headers.get('access-control-allow-origin')]).toEqual([
    'yes',
    'lb-7',
    'http://academy.example',
  ]);
  expect(received).toEqual([
    {
      method: 'PUT',
      url: '/api/v1/uploads?kind=csv&n=2',
      bytes: UPLOAD_BYTES,
      headers: expect.objectContaining({
        authorization: 'Bearer t0ken',
        'content-type': 'text/csv',
        'x-request-id': 'lb-7',
        'x-forwarded-for': '203.0.113.9, 127.0.0.1',
        'x-forwarded-proto': 'http',
      }),
    },
  ]);
});

test("the static server's own answers keep their open CORS header; paths that only begin like the API's are not forwarded", async () => {
  const shell = await shellForwardingTo(originOf(api));
  const page = await fetch(`${shell.url}/apiary`);
  expect([page.headers.get('content-type'), page.headers.get('access-control-allow-origin')]).toEqual(['text/html; charset=utf-8', '*']);
  expect(received).toEqual([]);
});

test('an API that is down is answered 502 in plain words', async () => {
  const closed = await listen(() => undefined);
  const upstream = originOf(closed);
  closed.close();
  const shell = await shellForwardingTo(upstream);
  const response = await fetch(`${shell.url}/api/v1/sessions`);
  expect([response.status, response.headers.get('content-type'), await response.json()]).toEqual([
    502,
    expect.stringMatching(/^application\/json/),
    { error: "The academy's server cannot be reached right now. Please try again in a moment." },
  ]);
});

test('an API that does not answer in time is answered 504 in plain words', async () => {
  process.env.API_TIMEOUT_MS = '300';
  const shell = await shellForwardingTo(originOf(api));
  const response = await fetch(`${shell.url}/api/v1/slow`);
  expect([response.status, await response.json()]).toEqual([504, { error: "The academy's server took too long to answer. Please try again in a moment." }]);
});
