import { expect, test } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const SCRATCH_MODULE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'scratch.mjs');

const { TMPDIR: _ours, ...ENV_WITHOUT_TMPDIR } = process.env;

/** Runs a process that takes its scratch directory in `memoryDir` and prints its temporary directory; `write`: a file in it first. */
function runWithScratch(memoryDir, { env = {}, write = true } = {}) {
  const script = `
    const fs = await import('node:fs');
    const os = await import('node:os');
    const { scratchInMemory } = await import(${JSON.stringify(SCRATCH_MODULE)});
    scratchInMemory(${JSON.stringify(memoryDir)});
    if (${write}) fs.writeFileSync(os.tmpdir() + '/written-by-a-step', '');
    console.log(os.tmpdir());`;
  return execFileSync(process.execPath, ['--input-type=module', '-e', script], { env: { ...ENV_WITHOUT_TMPDIR, ...env }, encoding: 'utf8' }).trim();
}

function withDir(use) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'scratch-test-'));
  try {
    use(dir);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

test("the run's scratch files go to a directory of its own in memory, which is gone when the run ends", () => {
  withDir((memory) => {
    const scratch = runWithScratch(memory);
    expect(path.dirname(scratch)).toBe(memory);
    expect(fs.existsSync(scratch)).toBe(false);
    expect(fs.readdirSync(memory)).toEqual([]);
  });
});

test('a TMPDIR the user set is kept, and nothing of it is removed', () => {
  withDir((chosen) => {
    withDir((memory) => {
      expect(runWithScratch(memory, { env: { TMPDIR: chosen } })).toBe(chosen);
      expect(fs.readdirSync(chosen)).toEqual(['written-by-a-step']);
    });
  });
});

test("without a writable memory file system the system's temporary directory stays", () => {
  const systemTemp = execFileSync(process.execPath, ['-p', 'require("node:os").tmpdir()'], { env: ENV_WITHOUT_TMPDIR, encoding: 'utf8' }).trim();
  expect(runWithScratch('/nonexistent-memory-dir', { write: false })).toBe(systemTemp);
});
