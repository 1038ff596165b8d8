// Writes src/endpoint-routes.ts, the method and path of every call in the contract's ENDPOINTS
// table, and src/endpoint-statuses.ts, the status each answers with when it succeeds (for the
// unit tests' API mocks): `npm run write:endpoint-routes -w @academy/contract` after adding an
// endpoint or changing its method, path or success status (the type check and
// src/endpoint-routes.test.ts fail until then). Node runs the contract's TypeScript as it is
// (type stripping), so nothing needs compiling first.
import fs from 'node:fs';
import { ENDPOINTS } from '@academy/contract/endpoints';

const GENERATED = "// Written by contract/scripts/write-endpoint-routes.mjs from the contract's ENDPOINTS: edit the contract, then run it.";

/** One line per endpoint: `  name: <value>,`. */
const tableOf = (valueOf) => Object.entries(ENDPOINTS).map(([name, endpoint]) => `  ${name}: ${valueOf(endpoint)},`);

function write(relativePath, text) {
  const target = new URL(`../${relativePath}`, import.meta.url);
  fs.writeFileSync(target, text);
  console.log(`wrote ${Object.keys(ENDPOINTS).length} endpoints to ${target.pathname}`);
}

write(
  'src/endpoint-routes.ts',
  `${GENERATED}
// What a front end needs at run time to make a call, and nothing more (its method, path, and whether it
// takes an Idempotency-Key): the contract's schemas (and their schema library) stay out of the
// browser's bundles; the front ends take only its types.
import type { EndpointName, Endpoints } from '@academy/contract/endpoints';

export const ENDPOINT_ROUTES = {
${tableOf(({ method, path, idempotent }) => `{ method: '${method}', path: '${path}'${idempotent ? ', idempotent: true' : ''} }`).join('\n')}
} as const satisfies { readonly [N in EndpointName]: Pick<Endpoints[N], 'method' | 'path'> & { idempotent?: true } };
`,
);

write(
  'src/endpoint-statuses.ts',
  `${GENERATED}
// The status each call answers with when it succeeds (the first of its responses): the API mocks
// answer by it without loading the contract's schemas into every test file.
import type { EndpointName, Endpoints } from '@academy/contract/endpoints';

export const SUCCESS_STATUSES = {
${tableOf(({ response }) => Object.keys(response)[0]).join('\n')}
} as const satisfies { readonly [N in EndpointName]: keyof Endpoints[N]['response'] };
`,
);
