'use strict';
/**
 * A small static server for one area's production build: SPA fallback to index.html, CORS so the
 * shell can load remotes from other origins, long caching for content-hashed files only, and
 * /app-config.json answered from the configuration given at start (see app-config.js).
 */
const http = require('node:http');
const path = require('node:path');
const fs = require('node:fs');
const sirv = require('sirv');
const { AREAS } = require('./areas');
const { appConfigFor } = require('./app-config');

const ROOT = path.resolve(__dirname, '..');
const HASHED = /\.[0-9a-f]{8}\.[a-z0-9]+$/i;

function distDirOf(area) {
  const spec = AREAS[area];
  if (!spec) throw new Error(`unknown area "${area}" (one of ${Object.keys(AREAS).join(', ')})`);
  return path.join(ROOT, spec.dir, 'dist');
}

function setCaching(res, pathname) {
  // remoteEntry.js, main.js, mf-manifest.json and index.html keep their names across deploys:
  // browsers must revalidate them, so a redeployed remote is picked up on the next load
  res.setHeader('Cache-Control', HASHED.test(pathname) ? 'public, max-age=31536000, immutable' : 'no-cache');
}

/**
 * Serves `distDir` (default: the area's dist) on `port` (0 = a free port). `config` is the
 * /app-config.json object, or a function returning it.
 * @returns {Promise<{ url: string, port: number, close: () => Promise<void> }>}
 */
async function startStaticServer({ area, distDir = distDirOf(area), port = AREAS[area].port, host = '127.0.0.1', config = appConfigFor(process.env) }) {
  if (!fs.existsSync(path.join(distDir, 'index.html'))) {
    throw new Error(`${distDir} has no build: run \`npm run build -w ${AREAS[area].dir}\` first`);
  }
  const files = sirv(distDir, { single: true, etag: true, setHeaders: setCaching });
  const server = http.createServer((req, res) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    if (req.method === 'OPTIONS') {
      res.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, OPTIONS');
      res.writeHead(204).end();
      return;
    }
    if (req.url && req.url.split('?')[0] === '/app-config.json') {
      // a function is read on every request, so a test can re-point the shell without a restart
      const body = JSON.stringify(typeof config === 'function' ? config() : config);
      res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-cache' }).end(body);
      return;
    }
    files(req, res);
  });
  const sockets = new Set();
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  const actualPort = server.address().port;
  return {
    port: actualPort,
    url: `http://${host === '0.0.0.0' ? 'localhost' : host}:${actualPort}`,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        // keep-alive connections would hold a stopped area open: a stop must look like an outage
        for (const socket of sockets) socket.destroy();
      }),
  };
}

module.exports = { startStaticServer, distDirOf };
