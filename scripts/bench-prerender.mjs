// node scripts/bench-prerender.mjs [label=prerender.js:distDir ...]
// The time the public site's server takes to prerender each public page: the median of 20 renders
// (the page cache off, after one render to warm up), per prerenderer given, in the same run and
// in turns, so an older platform/server/prerender.ts with its public-site dist compares with this tree's
// (the default: `now=platform/server/prerender.ts:public-site/dist`, built with `npm run build -w public-site`).
// The pages' content comes from a stand-in API on this machine, the same for every prerenderer.
import http from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { PLATFORM_DIR, ROOT } from './lib.mjs';

const require = createRequire(import.meta.url);
const RUNS = 20;
const PAGES = ['/', '/about', '/programs', '/faq', '/faculty', '/faculty/ada-lovelace', '/no-such-page'];
const MEMBER = { id: 1, slug: 'ada-lovelace', name: 'Ada Lovelace', title: 'Program Director', biography: 'Teaches.\nWrites.', portrait_path: null };
const CONTENT = {
  '/api/v1/content/faq': [{ id: 1, question: 'Who may apply?', answer: 'Anyone who leads.' }],
  '/api/v1/content/faculty': [MEMBER],
  '/api/v1/content/faculty/ada-lovelace': MEMBER,
  '/api/v1/content/intakes': { sign_up_open: true, cohorts: [{ id: 1, name: 'Cohort 5', start_date: '2027-02-01' }] },
};

function startContentApi() {
  const server = http.createServer((request, response) => {
    const body = CONTENT[request.url];
    response.writeHead(body ? 200 : 404, { 'Content-Type': 'application/json' }).end(JSON.stringify(body ?? { error: 'not found' }));
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

function prerenderersOf(args) {
  const given = args.length > 0 ? args : [`now=${PLATFORM_DIR}/server/prerender.ts:public-site/dist`];
  return given.map((arg) => {
    const [label, where] = arg.split('=');
    const [modulePath, distDir] = where.split(':');
    const { createPrerenderer } = require(path.resolve(ROOT, modulePath));
    return { label, prerenderer: createPrerenderer({ distDir: path.resolve(ROOT, distDir), pageTtlMs: 0, contentTtlMs: 0 }) };
  });
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function timeRender(prerenderer, pathname, config) {
  const started = process.hrtime.bigint();
  await prerenderer.render(pathname, config);
  return Number(process.hrtime.bigint() - started) / 1e6;
}

async function main() {
  const api = await startContentApi();
  const config = {
    apiBaseUrl: `http://127.0.0.1:${api.address().port}/api/v1`,
    remotes: { public_site: 'http://localhost:3001/remoteEntry.js' },
    embedHosts: [],
  };
  const prerenderers = prerenderersOf(process.argv.slice(2));
  const times = new Map(prerenderers.map(({ label }) => [label, new Map(PAGES.map((page) => [page, []]))]));
  for (const { prerenderer } of prerenderers) for (const page of PAGES) await prerenderer.render(page, config);
  for (let run = 0; run < RUNS; run++) {
    for (const page of PAGES) {
      for (const { label, prerenderer } of prerenderers)
        times
          .get(label)
          .get(page)
          .push(await timeRender(prerenderer, page, config));
    }
  }
  console.log(`Prerendering time per page, median of ${RUNS} (ms)`);
  console.log(['page', ...prerenderers.map(({ label }) => label)].join('\t'));
  for (const page of PAGES) console.log([page, ...prerenderers.map(({ label }) => median(times.get(label).get(page)).toFixed(1))].join('\t'));
  for (const { prerenderer } of prerenderers) await prerenderer.close?.();
  api.close();
}

await main();
