import { expect, test } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { calibrationSeconds, cpuSecondsSoFar } from './cpu-time.mjs';

const WITH_CPU_TIME = path.join(path.dirname(fileURLToPath(import.meta.url)), 'with-cpu-time.mjs');

// a process that uses at least half a CPU-second of its own, then exits
const BUSY = 'const start = process.cpuUsage(); while (Object.values(process.cpuUsage(start)).reduce((a, b) => a + b) < 500_000);';

test("a step's figure holds the CPU time of the processes its command started, grandchildren included", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cpu-time-test-'));
  const report = path.join(dir, 'cpu.json');
  // the command starts a child of its own, which does the work
  const command = `require('node:child_process').execFileSync(process.execPath, ['-e', ${JSON.stringify(BUSY)}])`;
  execFileSync(process.execPath, [WITH_CPU_TIME, report, process.execPath, '-e', command]);
  const { cpuSeconds } = JSON.parse(fs.readFileSync(report, 'utf8'));
  fs.rmSync(dir, { recursive: true, force: true });
  expect(cpuSeconds).toBeGreaterThanOrEqual(0.5);
});

test('the run so far includes the children it has waited for', () => {
  const before = cpuSecondsSoFar();
  execFileSync(process.execPath, ['-e', BUSY]);
  const after = cpuSecondsSoFar();
  if (before === null || after === null) throw new Error('this machine has no /proc to read CPU time from');
  expect(after - before).toBeGreaterThanOrEqual(0.5);
});

test('the calibration workload reports the CPU time it took', () => {
  expect(calibrationSeconds(1)).toBeGreaterThan(0);
});
