#!/usr/bin/env node
// Usage: node platform/server/serve-area.ts <shell|public-site|student-portal|facilitator-desk> [--port N]
// Serves that area's production build alone: its live release once it has one (npm run release,
// platform/release/releases.ts), else its dist/. PORT or --port overrides the default port; HOST the
// address (this machine only, 127.0.0.1, unless told otherwise); /app-config.json comes from the
// environment (see app-config.ts).
import { startStaticServer } from './serve.ts';
import { AREAS, isAreaName } from '../areas.ts';

async function main() {
  const [area, ...rest] = process.argv.slice(2);
  if (!area || !isAreaName(area)) {
    console.error(`usage: serve-area.ts <${Object.keys(AREAS).join('|')}> [--port N]`);
    process.exit(2);
  }
  const portFlag = rest.indexOf('--port');
  const port = Number(portFlag >= 0 ? rest[portFlag + 1] : process.env.PORT || AREAS[area].port);
  const server = await startStaticServer({ area, port, ...(process.env.HOST ? { host: process.env.HOST } : {}) });
  const live = server.liveVersion();
  console.log(`${area} serving ${live ? `release ${live}` : 'its dist/'} on ${server.url}`);
  const stop = () => server.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
