// Writes the calls section of docs/api.md from the endpoint table and the routes' words:
// `npm run write:api-docs -w api` after adding a call or changing its words (test/api-docs.test.ts
// fails until then). It builds the app on a throwaway embedded database.
import fs from 'node:fs';
import path from 'node:path';
import { callsTable, withCallsTable, type OpenApiDocument } from '../src/openapi/calls-table';
import { createTestApp } from '../test/helpers';

const PAGE = path.resolve(__dirname, '../../docs/api.md');

async function main(): Promise<void> {
  const t = await createTestApp({ seed: false });
  try {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as OpenApiDocument;
    fs.writeFileSync(PAGE, withCallsTable(fs.readFileSync(PAGE, 'utf8'), callsTable(document)));
  } finally {
    await t.close();
  }
}

void main();
