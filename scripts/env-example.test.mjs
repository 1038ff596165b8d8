import { expect, test } from '@jest/globals';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const read = (file) => fs.readFileSync(path.join(ROOT, file), 'utf8');

/** The variables named in the first column of docs/operations.md's tables. */
function documented() {
  return new Set([...read('docs/operations.md').matchAll(/^\| `([A-Z][A-Z0-9_]*)`/gm)].map((match) => match[1]));
}

/** The variables .env.example sets or shows commented out. */
function inExample() {
  return new Set([...read('.env.example').matchAll(/^#? ?([A-Z][A-Z0-9_]*)=/gm)].map((match) => match[1]));
}

test('.env.example shows every variable docs/operations.md documents, and no other', () => {
  const example = inExample();
  const docs = documented();
  expect([...docs].filter((name) => !example.has(name))).toEqual([]);
  expect([...example].filter((name) => !docs.has(name))).toEqual([]);
});
