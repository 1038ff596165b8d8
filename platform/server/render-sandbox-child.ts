/**
 * The program of a render sandbox's process (platform/server/render-sandbox.ts), which runs it under
 * Node's permission model with an empty environment. It takes the renderer's source and its calls
 * as JSON lines on stdin and answers in JSON lines on stdout. The renderer runs in a fresh `vm`
 * context holding the language's built-ins and the small environment below, made inside the
 * context itself from its source text: no object or function of this realm is reachable from the
 * renderer (a function of this realm, even one that only throws, as on a stack overflow, would lead
 * through its `constructor` to this process's `process`). This realm calls the context's functions
 * with strings, and reads back strings only. Code generation from strings is off in the context.
 */
import readline from 'node:readline';
import timers from 'node:timers/promises';
import vm from 'node:vm';

import type { Outcome, SandboxAnswer, SandboxRequest } from './render-sandbox.ts';

/** What the context reports when polled (see `poll`). */
interface State {
  outcome?: Outcome;
  messages?: unknown[];
  requests?: SandboxRequest[];
  nextTimerIn?: number | null;
}
/** This realm's handle on the context (what `environment` returns). */
interface ContextHandle {
  load(wrapper: (exports: object, module: { exports: object }) => void): void;
  start(name: string, argsJson: string): void;
  poll(): unknown;
  runNextTimer(): void;
  respond(answersJson: string): void;
}
type Callback = (...args: unknown[]) => unknown;

/** How much of what the renderer logs is kept per call (the shell's RENDERER_LOG). */
interface LogLimits {
  maxMessages: number;
  maxLength: number;
}

/**
 * The renderer's environment: timers this process runs, a console that records (within `log`),
 * and `fetch` (GET only) whose requests the shell answers. Evaluated from its source text inside
 * the context, its argument written into that text: it uses nothing from this file. Returns this
 * realm's handle on the context.
 */
function environment(log: LogLimits): ContextHandle {
  'use strict';
  const timers = new Map<number, { at: number; run: () => void }>();
  const requests: SandboxRequest[] = [];
  const waiting = new Map<number, { resolve: (response: unknown) => void; reject: (error: Error) => void }>();
  const messages: string[] = [];
  const exported: { exports: Record<string, Callback> } = { exports: {} };
  let lastId = 0;
  let outcome: Outcome | null = null;

  const define = (name: string, value: unknown) => Object.defineProperty(globalThis, name, { value, writable: true, configurable: true });
  const describe = (error: unknown): string => {
    try {
      if (!(error instanceof Error)) return `thrown: ${String(error)}`;
      const { errors } = error as Error & { errors?: unknown };
      const inner = Array.isArray(errors) ? errors.map((each) => ` (${describe(each)})`).join('') : '';
      return `${error.name}: ${error.message}${inner}`;
    } catch {
      return 'an error that cannot be shown';
    }
  };
  const record =
    (level: string) =>
    (...parts: unknown[]) => {
      if (messages.length < log.maxMessages) messages.push(`${level}: ${parts.map((part) => String(part)).join(' ')}`.slice(0, log.maxLength));
    };

  define('setTimeout', (callback: Callback, delay: unknown, ...args: unknown[]) => {
    lastId += 1;
    timers.set(lastId, { at: Date.now() + (Number(delay) || 0), run: () => callback(...args) });
    return lastId;
  });
  define('clearTimeout', (id: number) => timers.delete(id));
  define('queueMicrotask', (callback: Callback) => {
    Promise.resolve().then(() => callback());
  });
  define('console', { log: record('log'), info: record('info'), warn: record('warn'), error: record('error'), debug: record('debug') });
  define(
    'fetch',
    (input: unknown, init?: { method?: unknown }) =>
      new Promise((resolve, reject) => {
        const method = String((init && init.method) || 'GET').toUpperCase();
        if (method !== 'GET') return reject(new TypeError('the render sandbox fetches with GET only'));
        lastId += 1;
        requests.push({ id: lastId, url: String(input && typeof input === 'object' && 'url' in input ? (input as { url: unknown }).url : input) });
        waiting.set(lastId, { resolve, reject });
      }),
  );

  // stack traces are formatted by the platform, never by the renderer
  Object.defineProperty(Error, 'prepareStackTrace', { value: undefined, writable: false, configurable: false });

  const answerOf = ({ url, status, body }: { url: string; status: number; body: string }) => ({
    ok: status >= 200 && status < 300,
    status,
    url,
    text: async () => body,
    json: async () => JSON.parse(body),
  });

  return {
    load(wrapper) {
      wrapper(exported.exports, exported);
    },
    start(name, argsJson) {
      outcome = null;
      messages.length = 0;
      new Promise((resolve) => resolve(exported.exports[name]!(JSON.parse(argsJson)))).then(
        (value) => {
          outcome = { ok: true, value };
        },
        (error) => {
          outcome = { ok: false, error: describe(error) };
        },
      );
    },
    /** What this process does next, as JSON: the outcome, the fetches to make, or when the next timer is due. */
    poll() {
      if (outcome) {
        try {
          return JSON.stringify({ outcome, messages });
        } catch (error) {
          return JSON.stringify({ outcome: { ok: false, error: `the answer is no JSON: ${describe(error)}` }, messages });
        }
      }
      if (requests.length > 0) return JSON.stringify({ requests: requests.splice(0) });
      let due = null;
      for (const timer of timers.values()) if (due === null || timer.at < due) due = timer.at;
      return JSON.stringify({ nextTimerIn: due === null ? null : Math.max(0, due - Date.now()) });
    },
    runNextTimer() {
      let next: [number, { at: number; run: () => void }] | null = null;
      for (const [id, timer] of timers) if (next === null || timer.at < next[1].at) next = [id, timer];
      if (!next) return;
      timers.delete(next[0]);
      try {
        next[1].run();
      } catch (error) {
        record('uncaught')(describe(error));
      }
    },
    respond(answersJson) {
      for (const answer of JSON.parse(answersJson)) {
        const waiter = waiting.get(answer.id);
        waiting.delete(answer.id);
        if (!waiter) continue;
        if (answer.error) waiter.reject(new TypeError(answer.error));
        else waiter.resolve(answerOf(answer));
      }
    },
  };
}

/** The renderer's module in a fresh context; throws what its evaluation threw. */
function load({ code, filename, log }: { code: string; filename: string; log: LogLimits }): ContextHandle {
  // a global without a prototype: a lookup the context's global misses never reaches this realm's Object
  const context = vm.createContext(Object.create(null), { name: 'renderer', codeGeneration: { strings: false, wasm: false } });
  const handle = vm.runInContext(`(${environment.toString()})(${JSON.stringify(log)})`, context);
  handle.load(vm.runInContext(`(function (exports, module) {${code}\n})`, context, { filename }));
  return handle;
}

/** What the context has to say is more than the shell takes in one message: it is not sent. */
class Oversized extends Error {}

/** The state the context reports, read as data of this realm (anything else is the renderer's failure). */
function stateOf(handle: ContextHandle, maxBytes: number): State {
  const broken: State = { outcome: { ok: false, error: 'the renderer broke its environment' }, messages: [] };
  const json = handle.poll();
  if (typeof json !== 'string') return broken;
  if (Buffer.byteLength(json) > maxBytes) throw new Oversized(`the renderer's answer is over ${maxBytes} bytes`);
  const state = JSON.parse(json);
  return state !== null && typeof state === 'object' ? state : broken;
}

function send(message: object) {
  process.stdout.write(`${JSON.stringify(message)}\n`);
}

/** The shell's messages: its lines on stdin, parsed. */
async function* messagesFromShell() {
  for await (const line of readline.createInterface({ input: process.stdin, crlfDelay: Infinity })) yield JSON.parse(line);
}

const shell = messagesFromShell();

/** The shell's answers to the renderer's fetches (the renderer waits meanwhile, on the clock of its render). */
async function askShell(requests: SandboxRequest[]): Promise<SandboxAnswer[]> {
  send({ type: 'fetch', requests: requests.map(({ id, url }) => ({ id: Number(id), url: String(url) })) });
  const { value: message } = await shell.next();
  if (message?.type !== 'answers') throw new Error('the shell sent no answers');
  return message.answers;
}

/** Runs the renderer's export `name` with `args` to its outcome; throws Oversized for a state over `maxBytes`. */
async function call(handle: ContextHandle, { name, args }: { name: string; args: unknown }, maxBytes: number): Promise<State> {
  handle.start(name, JSON.stringify(args));
  for (;;) {
    // the context's promise reactions run before the next turn
    await timers.setImmediate();
    const state = stateOf(handle, maxBytes);
    if (state.outcome) return state;
    if (Array.isArray(state.requests)) {
      handle.respond(JSON.stringify(await askShell(state.requests)));
      continue;
    }
    if (typeof state.nextTimerIn !== 'number') return { outcome: { ok: false, error: 'the renderer stopped without an answer' }, messages: [] };
    if (state.nextTimerIn > 0) await timers.setTimeout(state.nextTimerIn);
    handle.runNextTimer();
  }
}

/** A message for an error thrown out of the context (a value of the context: only its text is read). */
function describeError(error: unknown) {
  try {
    const { message } = (error ?? {}) as { message?: unknown };
    return typeof error === 'object' && error !== null && typeof message === 'string' ? message : String(error);
  } catch {
    return 'an error that cannot be shown';
  }
}

async function serve() {
  const { value: first } = await shell.next();
  let handle: ContextHandle;
  try {
    handle = load(first);
  } catch (error) {
    send({ type: 'failed', error: `evaluating the renderer failed: ${describeError(error)}` });
    return;
  }
  send({ type: 'ready' });
  for (let next = await shell.next(); !next.done; next = await shell.next()) {
    if (next.value.type !== 'call') continue;
    try {
      const { outcome, messages } = await call(handle, next.value, first.maxMessageBytes);
      send({ type: 'done', outcome, messages: Array.isArray(messages) ? messages.map(String) : [] });
    } catch (error) {
      if (error instanceof Oversized) send({ type: 'exceeded', error: error.message });
      else send({ type: 'done', outcome: { ok: false, error: describeError(error) }, messages: [] });
    }
  }
}

// a promise of the renderer's that nobody awaits is no failure of the process: the outcome decides
process.on('unhandledRejection', () => undefined);
// the shell closing stdin (or going away) ends the process
await serve();
process.exit(0);
