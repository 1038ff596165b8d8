// npm run dev: webpack dev servers (live reload) for the shell and the three remotes on 3000-3003,
// and the API's dev mode when it has one. Ctrl-C stops everything.
import './node-lts.mjs'; // first: re-runs this script on the project's Node when the machine's is older
import { spawn } from 'node:child_process';
import readline from 'node:readline';
import { ROOT, FRONT_ENDS, loadDotEnv, readableLogLine } from './lib.mjs';

loadDotEnv();
const readable = readableLogLine();
const targets = [...FRONT_ENDS, 'api'];
const children = targets.map((dir) => {
  // the API's dev mode is the demo too: an empty embedded database gets the demo accounts
  const env = { ...process.env, SEED_DEMO_DATA: process.env.SEED_DEMO_DATA ?? 'true' };
  // the API's JSON log lines are printed readably
  /** @type {import('node:child_process').StdioOptions} */
  const stdio = dir === 'api' ? ['inherit', 'pipe', 'inherit'] : 'inherit';
  const child = spawn('npm', ['run', 'dev', '-w', dir], { cwd: ROOT, stdio, env });
  if (child.stdout) readline.createInterface({ input: child.stdout }).on('line', (line) => console.log(readable(line)));
  child.on('exit', (code) => {
    if (!stopping) {
      console.error(`${dir} dev server stopped (exit code ${code}): stopping everything`);
      stop(code || 1);
    }
  });
  return child;
});
if (!targets.includes('api')) console.log('The api package has no dev script yet: the front ends run without the API.');

let stopping = false;
function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 3000).unref();
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

console.log('\nStarting dev servers. Open http://localhost:3000 once webpack reports "compiled".\n');
