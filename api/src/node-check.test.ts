import fs from 'node:fs';
import path from 'node:path';
import { NODE_NEEDED, olderNodeMessage } from './node-check';

it('refuses a Node older than the one the API needs, saying which it needs and how to get it', () => {
  expect(olderNodeMessage('20.19.2')).toBe(
    `The API needs Node ${NODE_NEEDED} or newer, and this is Node 20.19.2. Install Node 24 (.nvmrc), ` +
      'or from a checkout put it first on PATH: export PATH="$(node scripts/node-lts.mjs):$PATH"',
  );
  expect(olderNodeMessage('24.10.9')).toMatch(/^The API needs Node 24.11.0 or newer/);
  for (const version of ['24.11.0', '24.22.3', '25.0.0']) expect(olderNodeMessage(version)).toBeNull();
});

it('needs the Node that package.json and .nvmrc name', () => {
  const root = path.resolve(__dirname, '..', '..');
  const engines = (file: string) => (JSON.parse(fs.readFileSync(path.join(root, file), 'utf8')) as { engines: { node: string } }).engines.node;
  expect(engines('api/package.json')).toBe(`>=${NODE_NEEDED.replace(/\.0$/, '')}`);
  expect(engines('package.json')).toBe(engines('api/package.json'));
  expect(fs.readFileSync(path.join(root, '.nvmrc'), 'utf8').trim()).toBe(NODE_NEEDED.split('.')[0]);
});
