/**
 * The program of a render sandbox's process (platform/server/render-sandbox.ts), which runs it under
 * Node's permission model with an empty environment. It takes the renderer's source and its calls
 * as JSON lines on stdin and answers in JSON lines on stdout. The renderer runs in a fresh `vm`
 * context holding the language's built-ins and the small environment below, made inside the
 * context itself from its source text: no object or function of this realm is reachable from the
 * renderer (a function of this realm, even one that only throws, as on a stack overflow, would lead
 * through its `constructor` to this process's `process`). This realm calls the context's functions
 * with strings, and reads back strings only. Code generation from strings is off in the context.
 *
 * JavaScript, type-checked from its JSDoc, rather than TypeScript: the process is given this file's
 * source, and stripping TypeScript's types in it took the process about 0.2 CPU-s more to start.
 */
import readline from 'node:readline';
import timers from 'node:timers/promises';
import vm from 'node:vm';

/** @import { Outcome, SandboxAnswer, SandboxRequest } from './render-sandbox.ts' */
/**
 * What the context reports when polled (see `poll`).
 * @typedef {{ outcome?: Outcome; messages?: unknown[]; requests?: SandboxRequest[]; nextTimerIn?: number | null }} State
 */
/**
 * This realm's handle on the context (what `environment` returns).
 * @typedef {object} ContextHandle
 * @property {(wrapper: (exports: object, module: { exports: object }) => void) => void} load
 * @property {(name: string, argsJson: string) => void} start
 * @property {() => unknown} poll
 * @property {() => void} runNextTimer
 * @property {(answersJson: string) => void} respond
 */
/** @typedef {(...args: unknown[]) => unknown} Callback */
/**
 * How much of what the renderer logs is kept per call (the shell's RENDERER_LOG).
 * @typedef {{ maxMessages: number; maxLength: number }} LogLimits
 */

/**
 * The renderer's environment: timers this process runs, a console that records (within `log`),
 * and `fetch` (GET only) whose requests the shell answers. Evaluated from its source text inside
 * the context, its argument written into that text: it uses nothing from this file. Returns this
 * realm's handle on the context.
 * @param {LogLimits} log
 * @returns {ContextHandle}
 */
function environment(log) {
  'use strict';
  /** @type {Map<number, { at: number; run: () => void }>} */
  const timers = new Map();
  /** @type {SandboxRequest[]} */
  const requests = [];
  /** @type {Map<number, { resolve: (response: unknown) => void; reject: (error: Error) => void }>} */
  const waiting = new Map();
  /** @type {string[]} */
  const messages = [];
  /** @type {{ exports: Record<string, Callback> }} */
  const exported = { exports: {} };
  let lastId = 0;
  /** @type {Outcome | null} */
  let outcome = null;

  /** @type {(name: string, value: unknown) => void} */
  const define = (name, value) => Object.defineProperty(globalThis, name, { value, writable: true, configurable: true });
  /** @type {(error: unknown) => string} */
  const describe = (error) => {
    try {
      if (!(error instanceof Error)) return `thrown: ${String(error)}`;
      const { errors } = /** @type {Error & { errors?: unknown }} */ (error);
      const inner = Array.isArray(errors) ? errors.map((each) => ` (${describe(each)})`).join('') : '';
      return `${error.name}: ${error.message}${inner}`;
    } catch {
      return 'an error that cannot be shown';
    }
  };
  /** @type {(level: string) => (...parts: unknown[]) => void} */
  const record =
    (level) =>
    (...parts) => {
      if (messages.length < log.maxMessages) messages.push(`${level}: ${parts.map((part) => String(part)).join(' ')}`.slice(0, log.maxLength));
    };

  define('setTimeout', (/** @type {Callback} */ callback, /** @type {unknown} */ delay, /** @type {unknown[]} */ ...args) => {
    lastId += 1;
    timers.set(lastId, { at: Date.now() + (Number(delay) || 0), run: () => callback(...args) });
    return lastId;
  });
  define('clearTimeout', (/** @type {number} */ id) => timers.delete(id));
  define('queueMicrotask', (/** @type {Callback} */ callback) => {
    Promise.resolve().then(() => callback());
  });
  define('console', { log: record('log'), info: record('info'), warn: record('warn'), error: record('error'), debug: record('debug') });
  define(
    'fetch',
    (/** @type {unknown} */ input, /** @type {{ method?: unknown } | undefined} */ init) =>
      new Promise((resolve, reject) => {
        const method = String((init && init.method) || 'GET').toUpperCase();
        if (method !== 'GET') return reject(new TypeError('the render sandbox fetches with GET only'));
        lastId += 1;
        requests.push({ id: lastId, url: String(input && typeof input === 'object' && 'url' in input ? input.url : input) });
        waiting.set(lastId, { resolve, reject });
      }),
  );

  // stack traces are formatted by the platform, never by the renderer
  Object.defineProperty(Error, 'prepareStackTrace', { value: undefined, writable: false, configurable: false });

  /** @param {{ url: string; status: number; body: string }} answer */
  const answerOf = ({ url, status, body }) => ({
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
      new Promise((resolve) => resolve(/** @type {Callback} */ (exported.exports[name])(JSON.parse(argsJson)))).then(
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
      /** @type {[number, { at: number; run: () => void }] | null} */
      let next = null;
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

/**
 * The renderer's module in a fresh context; throws what its evaluation threw.
 * @param {{ code: string; filename: string; log: LogLimits }} renderer
 * @returns {ContextHandle}
 */
function load({ code, filename, log }) {
  // an ordinary global object of the context's own: no object of this realm behind it (a global
  // made from one is reached through interceptors, which also made the renderer's every global
  // lookup 5-10 times slower)
  const context = vm.createContext(vm.constants.DONT_CONTEXTIFY, { name: 'renderer', codeGeneration: { strings: false, wasm: false } });
  const handle = vm.runInContext(`(${environment.toString()})(${JSON.stringify(log)})`, context);
  handle.load(vm.runInContext(`(function (exports, module) {${code}\n})`, context, { filename }));
  return handle;
}

/** What the context has to say is more than the shell takes in one message: it is not sent. */
class Oversized extends Error {}

/**
 * The state the context reports, read as data of this realm (anything else is the renderer's failure).
 * @param {ContextHandle} handle
 * @param {number} maxBytes
 * @returns {State}
 */
function stateOf(handle, maxBytes) {
  /** @type {State} */
  const broken = { outcome: { ok: false, error: 'the renderer broke its environment' }, messages: [] };
  const json = handle.poll();
  if (typeof json !== 'string') return broken;
  if (Buffer.byteLength(json) > maxBytes) throw new Oversized(`the renderer's answer is over ${maxBytes} bytes`);
  const state = JSON.parse(json);
  return state !== null && typeof state === 'object' ? state : broken;
}

/** @param {object} message */
function send(message) {
  process.stdout.write(`${JSON.stringify(message)}\n`);
}

/** The shell's messages: its lines on stdin, parsed. */
async function* messagesFromShell() {
  for await (const line of readline.createInterface({ input: process.stdin, crlfDelay: Infinity })) yield JSON.parse(line);
}

const shell = messagesFromShell();

/**
 * The shell's answers to the renderer's fetches (the renderer waits meanwhile, on the clock of its render).
 * @param {SandboxRequest[]} requests
 * @returns {Promise<SandboxAnswer[]>}
 */
async function askShell(requests) {
  send({ type: 'fetch', requests: requests.map(({ id, url }) => ({ id: Number(id), url: String(url) })) });
  const { value: message } = await shell.next();
  if (message?.type !== 'answers') throw new Error('the shell sent no answers');
  return message.answers;
}

/**
 * Runs the renderer's export `name` with `args` to its outcome; throws Oversized for a state over `maxBytes`.
 * @param {ContextHandle} handle
 * @param {{ name: string; args: unknown }} call
 * @param {number} maxBytes
 * @returns {Promise<State>}
 */
async function call(handle, { name, args }, maxBytes) {
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

/**
 * A message for an error thrown out of the context (a value of the context: only its text is read).
 * @param {unknown} error
 */
function describeError(error) {
  try {
    const { message } = /** @type {{ message?: unknown }} */ (error ?? {});
    return typeof error === 'object' && error !== null && typeof message === 'string' ? message : String(error);
  } catch {
    return 'an error that cannot be shown';
  }
}

async function serve() {
  const { value: first } = await shell.next();
  /** @type {ContextHandle} */
  let handle;
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
