// Where npm test's scratch files go: the test databases, the browsers' profiles, Jest's cache.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** A file system in memory on Linux. */
const MEMORY_FILE_SYSTEM = '/dev/shm';

/**
 * Points TMPDIR, which every step of the run inherits, at a directory of the run's own in
 * `memoryDir`, removed when this process exits; unless TMPDIR is set or `memoryDir` is not
 * writable, when the system's temporary directory stays. The test databases are copies of
 * thousand-file templates, and creating files on a disk costs kernel time (docs/toolchain.md,
 * "Test traps"). Every run so starts without caches, as on CI.
 */
export function scratchInMemory(memoryDir = MEMORY_FILE_SYSTEM) {
  if (process.env.TMPDIR) return;
  try {
    fs.accessSync(memoryDir, fs.constants.W_OK);
  } catch {
    return;
  }
  const scratch = fs.mkdtempSync(path.join(memoryDir, 'academy-test-'));
  process.env.TMPDIR = scratch;
  process.on('exit', () => fs.rmSync(scratch, { recursive: true, force: true }));
  // Ctrl-C or a stop reaches the steps too; this process leaves once it has cleaned up, with the
  // exit code a shell gives a process ended by that signal
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(128 + os.constants.signals[signal]));
}
