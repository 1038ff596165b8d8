// docs/api.md lists every call as the endpoint table and the routes' words say it; a call added,
// removed or reworded without `npm run write:api-docs -w api` fails here.
import fs from 'node:fs';
import path from 'node:path';
import { callsTable, withCallsTable, type OpenApiDocument } from '../src/openapi/calls-table';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ seed: false });
});

afterAll(async () => {
  await t.close();
});

test('docs/api.md lists every call of the endpoint table with its route words (else: npm run write:api-docs -w api)', async () => {
  const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as OpenApiDocument;
  const page = fs.readFileSync(path.resolve(__dirname, '../../docs/api.md'), 'utf8');
  expect(page).toBe(withCallsTable(page, callsTable(document)));
});
