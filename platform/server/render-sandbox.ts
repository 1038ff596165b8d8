/**
 * A render sandbox: the public site's renderer run without the shell's powers (docs/first-visit.md,
 * "What the shell trusts"). The renderer runs in a process of its own
 * (platform/server/render-sandbox-child.mjs) under Node's permission model, with no permission granted
 * (no file system, child process, worker, addon, WASI or inspector), code generation from strings
 * off, an empty environment, a memory cap, and the user `nobody` when this server runs as root and
 * nobody can run Node. Its program is given on its command line; the renderer's source and every
 * call go to it as JSON lines on stdin, and it answers in JSON lines: no function crosses. Inside it, the renderer runs in a `vm`
 * context that holds no function of that process either. The renderer's `fetch` is answered by the
 * shell (`fetch(requests, { signal })` of each call).
 *
 * Bounds: calls run one at a time; at most MAX_WAITING wait, none longer than a call's limit
 * ('busy'). A call has one wall-clock limit, its fetches included: `timeoutMs`, or for a fresh
 * process's first call, with the process's start, START_FACTOR times that. A call that throws fails
 * ('threw'). One that runs over ('timeout'), asks for more than MAX_FETCHES fetches or sends a
 * message over MAX_MESSAGE_BYTES ('exceeded'), or whose process stops ('crashed') fails, and its
 * process is stopped: the next call starts a fresh one. After FAILURES_BEFORE_COOLING of those in a
 * row, calls are refused ('cooling') for `coolingMs`, twice as long after each further one (up to
 * MAX_COOLING_MS); a rendered call ends the series.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** A request of the renderer's `fetch`, and the shell's answer to it. */
export interface SandboxRequest {
  id: number;
  url: string;
}
export type SandboxAnswer = { id: number; status: number; body: string } | { id: number; error: string };
export type SandboxFetch = (requests: SandboxRequest[], options: { signal: AbortSignal }) => Promise<SandboxAnswer[]>;

/** A call's answer: the export's value (JSON), what the renderer logged, and its time. */
export interface CallAnswer {
  value: unknown;
  messages: string[];
  ms: number;
}

/** How a call ended: the export's value, or what it threw. */
export type Outcome = { ok: true; value: unknown } | { ok: false; error: string };
/** What the renderer's process says (render-sandbox-child.mjs). */
type ProcessMessage =
  | { type: 'ready' }
  | { type: 'failed'; error: string }
  | { type: 'fetch'; requests: SandboxRequest[] }
  | { type: 'exceeded'; error: string }
  | { type: 'done'; outcome: Outcome; messages: string[] };

export type RenderFailureReason = 'timeout' | 'threw' | 'crashed' | 'exceeded' | 'busy' | 'cooling';

const CHILD_SOURCE = fs.readFileSync(path.join(import.meta.dirname, 'render-sandbox-child.mjs'), 'utf8');
/**
 * Node's flags for the renderer's process: the permission model, granting nothing; no `eval` or
 * `Function` from strings in any realm of the process; a heap cap; the program given as source
 * (an ES module), so that it needs no file either.
 */
const PROCESS_FLAGS = ['--permission', '--disallow-code-generation-from-strings', '--max-old-space-size=128', '--input-type=module'];
/** The user and group `nobody` and `nogroup`. */
const NOBODY = 65534;

const DEFAULT_TIMEOUT_MS = 1000;
/** A fresh process's start and first call (which sets up every page's module) get this many times the limit. */
const START_FACTOR = 5;
const MAX_WAITING = 16;
const MAX_FETCHES = 10;
const MAX_MESSAGE_BYTES = 2 * 1024 * 1024;
/** What the renderer may log per call, as the log keeps it. */
const RENDERER_LOG = { maxMessages: 20, maxLength: 500 };
const MAX_STDERR_LENGTH = 2000;
const FAILURES_BEFORE_COOLING = 3;
const DEFAULT_COOLING_MS = 30_000;
const MAX_COOLING_MS = 15 * 60_000;

/** Why a call gave no answer (see the reasons above); `messages` what the renderer logged. */
class RenderFailure extends Error {
  reason: RenderFailureReason;
  messages: string[];

  constructor(reason: RenderFailureReason, message: string, messages: string[] = []) {
    super(message);
    this.name = 'RenderFailure';
    this.reason = reason;
    this.messages = messages;
  }
}

/** Whether users other than its owner can run `file`: it and every folder above it are open to them. */
function othersCanRun(file: string) {
  const chain = [fs.realpathSync(file)];
  for (let dir = path.dirname(chain[0]!); chain.at(-1) !== dir; dir = path.dirname(dir)) chain.push(dir);
  return chain.every((each) => (fs.statSync(each).mode & 0o001) !== 0);
}

/**
 * The user the renderer's process runs as: `nobody` when this process is root and nobody can run
 * the Node at `nodePath` (not one under /root); else this process's own user (empty options).
 */
function rendererUser(nodePath = process.execPath): { uid?: number; gid?: number } {
  return process.getuid?.() === 0 && othersCanRun(nodePath) ? { uid: NOBODY, gid: NOBODY } : {};
}

/** A process running `program` (an ES module's source) as the renderer's runs: see PROCESS_FLAGS and rendererUser. */
function spawnRendererProcess(program: string) {
  return spawn(process.execPath, [...PROCESS_FLAGS, '--eval', program], { env: {}, cwd: '/', stdio: 'pipe', ...rendererUser() });
}

/** A message of the renderer's process, read as data of this realm; null for anything else. */
function messageOf(line: string): ProcessMessage | null {
  let message;
  try {
    message = JSON.parse(line);
  } catch {
    return null;
  }
  switch (message?.type) {
    case 'ready':
      return { type: 'ready' };
    case 'failed':
    case 'exceeded':
      return { type: message.type, error: String(message.error) };
    case 'fetch':
      if (!Array.isArray(message.requests)) return null;
      return {
        type: 'fetch',
        requests: message.requests.map((request: Partial<SandboxRequest> | null) => ({ id: Number(request?.id), url: String(request?.url) })),
      };
    case 'done': {
      const { outcome, messages } = message;
      return {
        type: 'done',
        outcome: outcome?.ok === true ? { ok: true, value: outcome.value } : { ok: false, error: String(outcome?.error) },
        messages: (Array.isArray(messages) ? messages : [])
          .slice(0, RENDERER_LOG.maxMessages)
          .map((each: unknown) => String(each).slice(0, RENDERER_LOG.maxLength)),
      };
    }
    default:
      return null;
  }
}

/**
 * The renderer's process, started with its source: `send` a message, `next()` its next message
 * (rejected with the RenderFailure that stopped it, once stopped), `stop(failure)`, `stopped()`.
 */
function startProcess(code: string, filename: string) {
  const child = spawnRendererProcess(CHILD_SOURCE);
  const inbox: ProcessMessage[] = [];
  let waiter: { resolve: (message: ProcessMessage) => void; reject: (failure: RenderFailure) => void } | null = null;
  let failure: RenderFailure | null = null;
  let line: Buffer[] = [];
  let lineBytes = 0;
  let stderr = '';

  function stop(stoppedBy: RenderFailure) {
    if (failure) return;
    failure = stoppedBy;
    child.kill('SIGKILL');
    waiter?.reject(failure);
    waiter = null;
  }

  function take(piece: Buffer) {
    line.push(piece);
    lineBytes += piece.length;
    if (lineBytes > MAX_MESSAGE_BYTES) stop(new RenderFailure('exceeded', `the renderer sent a message over ${MAX_MESSAGE_BYTES} bytes`));
  }

  function deliver() {
    const message = messageOf(Buffer.concat(line).toString('utf8'));
    line = [];
    lineBytes = 0;
    if (!message) return stop(new RenderFailure('crashed', "the renderer's process sent something other than a message"));
    if (waiter) waiter.resolve(message);
    else inbox.push(message);
    waiter = null;
  }

  child.stdout.on('data', (chunk: Buffer) => {
    let start = 0;
    for (let end = chunk.indexOf(10); end >= 0 && !failure; end = chunk.indexOf(10, start)) {
      take(chunk.subarray(start, end));
      if (!failure) deliver();
      start = end + 1;
    }
    if (!failure) take(chunk.subarray(start));
  });
  child.stderr.setEncoding('utf8').on('data', (text: string) => {
    stderr = `${stderr}${text}`.slice(0, MAX_STDERR_LENGTH);
  });
  child.on('error', (error) => stop(new RenderFailure('crashed', `the renderer's process could not run: ${error.message}`)));
  child.on('close', (code, signal) =>
    stop(new RenderFailure('crashed', `the renderer's process stopped (${signal ?? `exit code ${code}`})${stderr ? `: ${stderr}` : ''}`)),
  );
  // writing to a process that stopped: its 'close' reports why
  child.stdin.on('error', () => undefined);

  const send = (message: object) => child.stdin.write(`${JSON.stringify(message)}\n`);
  send({ type: 'load', code, filename, log: RENDERER_LOG, maxMessageBytes: MAX_MESSAGE_BYTES });
  return {
    send,
    next(): Promise<ProcessMessage> {
      const message = inbox.shift();
      if (message) return Promise.resolve(message);
      if (failure) return Promise.reject(failure);
      return new Promise((resolve, reject) => {
        waiter = { resolve, reject };
      });
    },
    stop,
    stopped: () => failure !== null,
  };
}

type RendererProcess = ReturnType<typeof startProcess>;

/** Waits for a fresh process to have evaluated the renderer. */
async function ready(running: RendererProcess) {
  const first = await running.next();
  if (first.type !== 'ready') throw new RenderFailure('threw', first.type === 'failed' ? first.error : 'the renderer did not start');
}

/** One call: its `done` message, after the shell answered its fetches (at most MAX_FETCHES). */
async function exchange(running: RendererProcess, { name, args, fetch, signal }: { name: string; args: unknown; fetch: SandboxFetch; signal: AbortSignal }) {
  running.send({ type: 'call', name, args });
  let fetches = 0;
  for (;;) {
    const message = await running.next();
    if (message.type === 'done') return message;
    if (message.type === 'exceeded') throw new RenderFailure('exceeded', message.error);
    if (message.type !== 'fetch') throw new RenderFailure('crashed', `the renderer's process said "${message.type}" during a call`);
    fetches += message.requests.length;
    if (fetches > MAX_FETCHES) throw new RenderFailure('exceeded', `the renderer asked for more than ${MAX_FETCHES} fetches in one call`);
    const answers = await fetch(message.requests, { signal }).catch(() => message.requests.map(({ id }) => ({ id, error: 'the shell could not fetch it' })));
    running.send({ type: 'answers', answers });
  }
}

/** The back-off after failures that cost the renderer its process (see the top of this file). */
function backOff(coolingMs: number) {
  let inARow = 0;
  let nextCoolingMs = coolingMs;
  let until = 0;
  return {
    refusal: () =>
      Date.now() < until ? new RenderFailure('cooling', `the renderer failed ${inARow} times in a row: not run until ${new Date(until).toISOString()}`) : null,
    failed() {
      inARow += 1;
      if (inARow < FAILURES_BEFORE_COOLING) return;
      until = Date.now() + nextCoolingMs;
      nextCoolingMs = Math.min(nextCoolingMs * 2, MAX_COOLING_MS);
    },
    rendered() {
      inARow = 0;
      nextCoolingMs = coolingMs;
    },
  };
}

/**
 * A sandbox for the renderer `code` (its source; `filename` names it in stack traces).
 * `call(name, args, { fetch })` runs the renderer's export `name` with `args` (JSON); `fetch`
 * answers the renderer's requests: [{ id, url }] to [{ id, status, body } or { id, error }].
 */
function createRenderSandbox({
  code,
  filename,
  timeoutMs = DEFAULT_TIMEOUT_MS,
  coolingMs = DEFAULT_COOLING_MS,
}: {
  code: string;
  filename: string;
  timeoutMs?: number | undefined;
  coolingMs?: number | undefined;
}) {
  let current: RendererProcess | null = null;
  let queue: Promise<unknown> = Promise.resolve();
  let waiting = 0;
  let closed = false;
  const failures = backOff(coolingMs);

  async function run(name: string, args: unknown, fetch: SandboxFetch): Promise<CallAnswer> {
    const refusal = failures.refusal();
    if (refusal) throw refusal;
    // one that stopped between calls is replaced
    if (current?.stopped()) current = null;
    const fresh = !current;
    const running = (current ??= startProcess(code, filename));
    const limitMs = fresh ? timeoutMs * START_FACTOR : timeoutMs;
    const started = Date.now();
    const fetches = new AbortController();
    const timer = setTimeout(() => {
      fetches.abort();
      running.stop(new RenderFailure('timeout', `the renderer ran over its ${limitMs} ms`));
    }, limitMs);
    let done;
    try {
      if (fresh) await ready(running);
      done = await exchange(running, { name, args, fetch, signal: fetches.signal });
    } catch (error) {
      const failure = error instanceof RenderFailure ? error : new RenderFailure('crashed', String(error));
      running.stop(failure);
      if (current === running) current = null;
      failures.failed();
      throw failure;
    } finally {
      clearTimeout(timer);
    }
    if (!done.outcome.ok) throw new RenderFailure('threw', done.outcome.error, done.messages);
    failures.rendered();
    return { value: done.outcome.value, messages: done.messages, ms: Date.now() - started };
  }

  /** `task` once the calls before it are done, unless it waited `timeoutMs` or MAX_WAITING wait already. */
  function inTurn(task: () => Promise<CallAnswer>) {
    if (waiting >= MAX_WAITING) return Promise.reject(new RenderFailure('busy', `${MAX_WAITING} calls are waiting for the renderer`));
    waiting += 1;
    return new Promise<CallAnswer>((resolve, reject) => {
      let gaveUp = false;
      const timer = setTimeout(() => {
        gaveUp = true;
        waiting -= 1;
        reject(new RenderFailure('busy', `the renderer was busy for ${timeoutMs} ms`));
      }, timeoutMs);
      queue = queue.then(async () => {
        if (gaveUp) return;
        clearTimeout(timer);
        waiting -= 1;
        await task().then(resolve, reject);
      });
    });
  }

  return {
    call(name: string, args: unknown, { fetch }: { fetch: SandboxFetch }): Promise<CallAnswer> {
      const refusal = closed ? new RenderFailure('crashed', 'the renderer was replaced') : failures.refusal();
      return refusal ? Promise.reject(refusal) : inTurn(() => run(name, args, fetch));
    },
    /** Stops the renderer's process once the calls already made are answered. */
    close() {
      closed = true;
      return queue.then(() => {
        current?.stop(new RenderFailure('crashed', 'the renderer was replaced'));
        current = null;
      });
    },
  };
}

export { createRenderSandbox, spawnRendererProcess, rendererUser, RenderFailure };
