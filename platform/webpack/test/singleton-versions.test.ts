import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { satisfy } from '@module-federation/runtime-core';
import { singletonVersions } from '../singleton-versions.ts';

const STORE = '@academy/shared/session/store';
const CLIENT = '@academy/shared/api/client';

const SOURCES: Record<string, string> = {
  'package.json': JSON.stringify({ name: '@academy/shared', version: '1.0.0' }),
  'src/domain/types.ts': "export type { User } from '@academy/contract/schemas/accounts';\n",
  'src/session/store.ts': [
    "import type { User } from '@academy/shared/domain/types';",
    '/** the signed-in user */',
    'export function currentUser(): User | null {',
    '  return null;',
    '}',
    '',
  ].join('\n'),
  'src/api/client.ts': 'export const apiClient = { get: (url: string): Promise<unknown> => fetch(url) };\n',
  // the contract beside shared, a workspace (linked into node_modules below)
  '../contract/package.json': JSON.stringify({ name: '@academy/contract', version: '1.0.0' }),
  '../contract/src/schemas/accounts.ts': 'export interface User { id: number; name: string }\n',
};

const packages: string[] = [];
afterAll(() => packages.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

/** A `shared` package in a temporary directory, with `changes` (path -> new content) applied. */
function sharedPackage(changes: Record<string, string> = {}) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-shared-'));
  packages.push(root);
  const dir = path.join(root, 'shared');
  for (const [file, content] of Object.entries({ ...SOURCES, ...changes })) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), content);
  }
  fs.mkdirSync(path.join(root, 'node_modules', '@academy'), { recursive: true });
  fs.symlinkSync(path.join(root, 'contract'), path.join(root, 'node_modules', '@academy', 'contract'));
  return dir;
}

const versionsOf = (changes?: Record<string, string>) => singletonVersions({ sharedDir: sharedPackage(changes), requests: [STORE, CLIENT] });

let original: Record<string, string>;
beforeAll(() => {
  original = versionsOf();
});

test('each singleton gets a version from its surface, the same on every build', () => {
  expect(original[STORE]).toMatch(/^1\.0\.0-surface-[0-9a-f]{12}$/);
  expect(original[CLIENT]).not.toBe(original[STORE]);
  expect(versionsOf()).toEqual(original);
});

test('a body or a comment changed keeps the version', () => {
  const changed = versionsOf({
    'src/session/store.ts': (SOURCES['src/session/store.ts'] as string)
      .replace('/** the signed-in user */', '// who is signed in')
      .replace('return null;', 'const none = null;\n  return none;'),
  });
  expect(changed).toEqual(original);
});

test('an export added or a signature changed gives a new version to that module only', () => {
  const added = versionsOf({ 'src/session/store.ts': `${SOURCES['src/session/store.ts']}export const SIGN_OUT_EVENT = 'sign-out';\n` });
  expect(added[STORE]).not.toBe(original[STORE]);
  expect(added[CLIENT]).toBe(original[CLIENT]);
  const retyped = versionsOf({ 'src/api/client.ts': (SOURCES['src/api/client.ts'] as string).replace('url: string', 'url: URL') });
  expect(retyped[CLIENT]).not.toBe(original[CLIENT]);
  expect(retyped[STORE]).toBe(original[STORE]);
});

test('a type the surface names, changed in another shared module, changes the version', () => {
  const changed = versionsOf({ 'src/domain/types.ts': 'export interface User { id: number; name: string; email: string }\n' });
  expect(changed[STORE]).not.toBe(original[STORE]);
  expect(changed[CLIENT]).toBe(original[CLIENT]);
});

test('a type the surface names, changed in the contract, changes the version', () => {
  const changed = versionsOf({
    '../contract/src/schemas/accounts.ts': 'export interface User { id: number; name: string; email: string }\n',
  });
  expect(changed[STORE]).not.toBe(original[STORE]);
  expect(changed[CLIENT]).toBe(original[CLIENT]);
});

test('the federation runtime accepts only the exact surface a remote was built against', () => {
  const changed = versionsOf({ 'src/domain/types.ts': 'export interface User { id: string }\n' });
  expect(satisfy(original[STORE] as string, original[STORE] as string)).toBe(true);
  expect(satisfy(changed[STORE] as string, original[STORE] as string)).toBe(false);
});

test('a request without a source file is named', () => {
  expect(() => singletonVersions({ sharedDir: sharedPackage(), requests: ['@academy/shared/session/gone'] })).toThrow('@academy/shared/session/gone');
});
