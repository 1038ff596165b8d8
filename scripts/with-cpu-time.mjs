// node scripts/with-cpu-time.mjs <report file> <command> [args...]: runs the command with this
// process's stdio, waits for it, writes the CPU seconds it took (user + system, with every
// descendant it waited for) to the report file as JSON, and exits as the command did. npm test runs
// each step through it, so steps running side by side each get their own figure.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { reapedChildrenCpuSeconds } from './cpu-time.mjs';

const [reportFile, command, ...args] = process.argv.slice(2);
if (reportFile === undefined || command === undefined) throw new Error('usage: node scripts/with-cpu-time.mjs <report file> <command> [args...]');
const child = spawn(command, args, { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, (received) => child.kill(received));
child.on('close', (code, signal) => {
  fs.writeFileSync(reportFile, JSON.stringify({ cpuSeconds: reapedChildrenCpuSeconds() }));
  process.exitCode = code ?? (signal ? 1 : 0);
});
