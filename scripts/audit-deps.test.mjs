import { expect, test } from '@jest/globals';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findAffected, listProblems } from './audit-deps.mjs';

const advisory = (fields) => ({ title: 'a flaw', url: 'https://github.com/advisories/GHSA-0000', severity: 'high', ...fields });

const LIST = {
  updated: '2026-11-25',
  advisories: [
    advisory({ id: 'GHSA-ws', package: 'ws', vulnerable: '>=8.0.0 <8.17.1', severity: 'moderate' }),
    advisory({ id: 'GHSA-axios', package: 'axios', vulnerable: '<1.7.4', severity: 'critical' }),
    advisory({ id: 'GHSA-cookie', package: 'cookie', vulnerable: '<0.7.0', accepted: 'only parses our own cookies' }),
  ],
};

const LOCK = {
  lockfileVersion: 3,
  packages: {
    '': { name: 'academy-platform' },
    'node_modules/ws': { version: '8.17.1' },
    'node_modules/jsdom/node_modules/ws': { version: '8.16.0' },
    'node_modules/axios': { version: '1.7.3' },
    'node_modules/cookie': { version: '0.6.0' },
    'node_modules/@academy/api': { resolved: 'api', link: true },
    api: { name: '@academy/api', version: '1.0.0' },
  },
};

test('reports each locked copy an advisory affects, nested ones too, the most severe first', () => {
  const found = findAffected(LOCK, LIST).map(({ where, version, advisory: { id, accepted } }) => [id, where, version, Boolean(accepted)]);
  expect(found).toEqual([
    ['GHSA-axios', 'node_modules/axios', '1.7.3', false],
    ['GHSA-cookie', 'node_modules/cookie', '0.6.0', true],
    ['GHSA-ws', 'node_modules/jsdom/node_modules/ws', '8.16.0', false],
  ]);
});

test('a fixed version is not reported', () => {
  const lock = { packages: { 'node_modules/axios': { version: '1.7.4' }, 'node_modules/ws': { version: '7.5.10' } } };
  expect(findAffected(lock, LIST)).toEqual([]);
});

test('a malformed advisory list is refused with what is wrong', () => {
  const list = {
    updated: 'yesterday',
    advisories: [
      advisory({ id: 'A', package: 'ws', vulnerable: 'not a range' }),
      advisory({ id: 'B', package: 'ws', vulnerable: '<1', severity: 'grave' }),
      { id: 'C' },
    ],
  };
  expect(listProblems(list)).toEqual([
    '"updated" must be a date such as 2026-11-25',
    'A: "not a range" is not a semver range',
    'B: severity must be one of low, moderate, high, critical',
    'C lacks package, vulnerable, severity, title, url',
  ]);
});

test('the vendored advisory list is well formed', () => {
  const file = path.join(path.dirname(fileURLToPath(import.meta.url)), 'advisories.json');
  expect(listProblems(JSON.parse(fs.readFileSync(file, 'utf8')))).toEqual([]);
});
