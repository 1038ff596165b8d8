// Writes src/api/endpoint-routes.ts, the method and path of every call in the contract's ENDPOINTS
// table: `npm run write:endpoint-routes -w @academy/shared` after adding an endpoint or changing
// its method or path (the type check and src/api/endpoint-routes.test.ts fail until then). Node
// reads the contract's TypeScript sources the way the front ends' builds do (the `webpack` export
// condition, package.json), so nothing needs compiling first.
import fs from 'node:fs';
import { ENDPOINTS } from '@academy/shared/contract/endpoints';

const TARGET = new URL('../src/api/endpoint-routes.ts', import.meta.url);

const lines = Object.entries(ENDPOINTS).map(([name, { method, path }]) => `  ${name}: { method: '${method}', path: '${path}' },`);

fs.writeFileSync(
  TARGET,
  `// Written by shared/scripts/write-endpoint-routes.mjs from the contract's ENDPOINTS: edit the contract, then run it.
// What a front end needs at run time to make a call, and nothing more: the contract's schemas (and
// their schema library) stay out of the browser's bundles; the front ends take only its types.
import type { EndpointName, Endpoints } from '@academy/shared/contract/endpoints';

export const ENDPOINT_ROUTES = {
${lines.join('\n')}
} as const satisfies { readonly [N in EndpointName]: Pick<Endpoints[N], 'method' | 'path'> };
`,
);
console.log(`wrote ${lines.length} routes to ${TARGET.pathname}`);
