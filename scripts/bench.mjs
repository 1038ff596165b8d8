// npm run bench: the gzip bytes of JavaScript a browser downloads for a cold load of `/`, split
// by package (each area is served from its own origin), then the API's own benchmark if it has one.
import { createRequire } from 'node:module';
import { gzipSync } from 'node:zlib';
import { ROOT, CHROMIUM, CHROMIUM_ARGS, buildMissing, hasScript, npm } from './lib.mjs';

const require = createRequire(import.meta.url);
const { startFrontEnds } = require('../build/system.js');
const { chromium } = require('playwright-core');

async function measureColdLoad() {
  const system = await startFrontEnds({ apiBaseUrl: 'http://127.0.0.1:9/api/v1' });
  const areaOf = Object.fromEntries(Object.entries(system.origins).map(([area, origin]) => [origin, area]));
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  const perArea = {};
  const files = [];
  try {
    const context = await browser.newContext();
    const page = await context.newPage();
    const pending = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      pending.push(
        response.body().then((body) => {
          const url = new URL(response.url());
          const area = areaOf[url.origin] ?? url.origin;
          const gzip = gzipSync(body, { level: 9 }).length;
          perArea[area] = perArea[area] ?? { files: 0, raw: 0, gzip: 0 };
          perArea[area].files += 1;
          perArea[area].raw += body.length;
          perArea[area].gzip += gzip;
          files.push({ area, path: url.pathname, raw: body.length, gzip });
        }),
      );
    });
    await page.goto(`${system.origins.shell}/`, { waitUntil: 'networkidle' });
    await page.waitForSelector('h1', { timeout: 30000 });
    await Promise.all(pending);
  } finally {
    await browser.close();
    await system.stop();
  }
  return { perArea, files };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`.padStart(10);

async function main() {
  if (!process.argv.includes('--no-build')) await buildMissing();
  const { perArea, files } = await measureColdLoad();
  console.log('\nJavaScript for a cold load of / (gzip -9 of each response body):');
  console.log(`${'package'.padEnd(20)}${'files'.padStart(6)}${'raw'.padStart(10)}${'gzip'.padStart(10)}`);
  let total = 0;
  let totalRaw = 0;
  for (const [area, { files: count, raw, gzip }] of Object.entries(perArea).sort((a, b) => b[1].gzip - a[1].gzip)) {
    console.log(`${area.padEnd(20)}${String(count).padStart(6)}${kb(raw)}${kb(gzip)}`);
    total += gzip;
    totalRaw += raw;
  }
  console.log(`${'total'.padEnd(20)}${String(files.length).padStart(6)}${kb(totalRaw)}${kb(total)}`);
  if (process.argv.includes('--files')) {
    for (const file of files.sort((a, b) => b.gzip - a.gzip)) console.log(`  ${file.area.padEnd(18)}${kb(file.gzip)}  ${file.path}`);
  }
  console.log(`cold-load JS: ${total} bytes gzip (aim: at most ${150 * 1024})`);

  if (hasScript('api', 'bench') && !process.argv.includes('--no-api')) {
    const { code } = await npm(['run', 'bench', '-w', 'api'], { cwd: ROOT });
    if (code !== 0) process.exitCode = code;
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
