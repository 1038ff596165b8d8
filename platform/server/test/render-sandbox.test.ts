// The render sandbox's own walls: the process the renderer runs in can read no file, start no
// program and knows no secret even to code that holds its `process`; it runs as nobody where it
// can; and a renderer that keeps failing is rested for longer and longer instead of restarted.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRenderSandbox, rendererUser, spawnRendererProcess } from '../render-sandbox.ts';

const SECRET = 'shell-secret-5c1d';
const noFetch = async () => [];

/** What `program` (an ES module's source) prints, run as the renderer's process runs. */
function outputOf(program: string) {
  const child = spawnRendererProcess(program);
  child.stdin.end();
  let output = '';
  child.stdout.setEncoding('utf8').on('data', (text: string) => {
    output += text;
  });
  return new Promise<string>((resolve) => child.on('close', () => resolve(output)));
}

test("code that holds the renderer's process reads no file, writes none, runs no program, starts no thread and finds no secret", async () => {
  process.env.PRERENDER_SECRET = SECRET;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-sandbox-'));
  fs.chmodSync(dir, 0o777);
  const marker = path.join(dir, 'written');
  try {
    const output = await outputOf(`
      const attempt = (what, take) => {
        try { console.log(what + ': ' + String(take())); } catch (error) { console.log(what + ' failed: ' + (error.code ?? error.name)); }
      };
      attempt('environment', () => JSON.stringify(process.env));
      attempt('file', () => process.getBuiltinModule('node:fs').readFileSync('/etc/hostname', 'utf8'));
      attempt('write', () => process.getBuiltinModule('node:fs').writeFileSync(${JSON.stringify(marker)}, 'x'));
      attempt('program', () => process.getBuiltinModule('node:child_process').execSync('id'));
      attempt('thread', () => new (process.getBuiltinModule('node:worker_threads').Worker)('0', { eval: true }));
      attempt('code from a string', () => new Function('return 1')());
    `);
    expect(output.split('\n').filter(Boolean)).toEqual([
      'environment: {}',
      'file failed: ERR_ACCESS_DENIED',
      'write failed: ERR_ACCESS_DENIED',
      'program failed: ERR_ACCESS_DENIED',
      'thread failed: ERR_ACCESS_DENIED',
      'code from a string failed: EvalError',
    ]);
    expect(fs.existsSync(marker)).toBe(false);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
    delete process.env.PRERENDER_SECRET;
  }
});

test('a server running as root runs the renderer as nobody when nobody can run Node, else as itself', () => {
  // under /tmp itself: os.tmpdir() may be a private scratch folder (npm test makes one), closed to others
  const folder = (mode: number) => {
    const dir = fs.mkdtempSync('/tmp/academy-node-');
    fs.chmodSync(dir, mode);
    const node = path.join(dir, 'node');
    fs.writeFileSync(node, '');
    fs.chmodSync(node, 0o755);
    return { dir, node };
  };
  const open = folder(0o755);
  const closed = folder(0o700);
  try {
    const asRoot = process.getuid?.() === 0;
    expect(rendererUser(open.node)).toEqual(asRoot ? { uid: 65534, gid: 65534 } : {});
    expect(rendererUser(closed.node)).toEqual({});
  } finally {
    for (const { dir } of [open, closed]) fs.rmSync(dir, { recursive: true, force: true });
  }
});

test('a renderer that keeps failing is rested, longer each time, and answers again once rested', async () => {
  // a page over the size limit costs the renderer its process, at once; the time limit is far off,
  // so that no start of a process on a busy test machine runs into it
  const sandbox = createRenderSandbox({
    code: `exports.render = async ({ huge }) => (huge ? 'x'.repeat(3 * 1024 * 1024) : 'rendered');`,
    filename: 'huge.js',
    timeoutMs: 30_000,
    coolingMs: 1000,
  });
  const outcome = (huge: boolean) =>
    sandbox.call('render', { huge }, { fetch: noFetch }).then(
      ({ value }) => value,
      (error) => error.reason,
    );
  const rest = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  try {
    expect(await outcome(false)).toBe('rendered');
    expect([await outcome(true), await outcome(true), await outcome(true)]).toEqual(['exceeded', 'exceeded', 'exceeded']);
    expect(await outcome(false)).toBe('cooling');
    await rest(1000);
    // once rested, one more failure rests it again, twice as long
    expect(await outcome(true)).toBe('exceeded');
    expect(await outcome(false)).toBe('cooling');
    await rest(1000);
    expect(await outcome(false)).toBe('cooling');
    await rest(1000);
    expect(await outcome(false)).toBe('rendered');
    // a rendered call ends the series: the next failure does not rest it
    expect(await outcome(true)).toBe('exceeded');
    expect(await outcome(false)).toBe('rendered');
  } finally {
    await sandbox.close();
  }
});
