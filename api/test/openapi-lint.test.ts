// The OpenAPI document other tools read: Redocly's recommended rules and Spectral's OpenAPI
// ruleset find nothing in it, not even a warning. They run in a Node process of their own
// (openapi-lint-runner.mts), as ES modules.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ seed: false, env: { PUBLIC_API_URL: 'https://api.academy.example.org', PUBLIC_APP_URL: 'https://academy.example.org' } });
});

afterAll(async () => {
  await t.close();
});

interface Problem {
  tool: string;
  severity: string;
  rule: string;
  message: string;
  where: string;
}

function lint(file: string): Promise<Problem[]> {
  return new Promise((resolve, reject) => {
    execFile(process.execPath, [path.join(__dirname, 'openapi-lint-runner.mts'), file], { maxBuffer: 16 * 1024 * 1024 }, (error, stdout) =>
      error ? reject(error) : resolve(JSON.parse(stdout) as Problem[]),
    );
  });
}

test('the OpenAPI document passes Redocly and Spectral without a problem', async () => {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'openapi-')), 'openapi.json');
  fs.writeFileSync(file, (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).body);

  expect(await lint(file)).toEqual([]);
});

test('files answer in their own media type, and their errors in JSON', async () => {
  const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
  const types = (path: string) =>
    Object.fromEntries(
      Object.entries(document.paths[path].get.responses as Record<string, { content?: object }>).map(([status, answer]) => [
        status,
        Object.keys(answer.content ?? {}),
      ]),
    );

  expect(types('/api/v1/cla_gradebook/csv')).toMatchObject({ 200: ['text/csv'], 403: ['application/json'] });
  expect(types('/api/v1/certificates/mine/pdf')).toMatchObject({ 200: ['application/pdf'], 403: ['application/json'] });
  expect(types('/api/v1/cla_live_classes/{id}/calendar.ics')).toMatchObject({ 200: ['text/calendar'], 404: ['application/json'] });
  expect(types('/api/v1/calendar/{file}')).toMatchObject({ 200: ['text/calendar'], 404: ['application/json'] });
  expect(document.components.schemas.Course).toMatchObject({ type: 'object', title: 'Course' });
});
