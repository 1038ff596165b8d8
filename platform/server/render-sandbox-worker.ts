/**
 * The worker of a render sandbox (platform/server/render-sandbox.ts). It evaluates the renderer in a fresh
 * `vm` context that holds the language's built-ins and the small environment below, made inside
 * the context itself: no object or function of this realm is reachable from the renderer (a
 * function of this realm would lead, through its `constructor`, to Node's `process` and
 * `require`). Values cross as JSON strings only. Code generation from strings is off in the
 * context. The worker drives the context's timers and hands its fetches to the shell.
 */
import vm from 'node:vm';
import { parentPort as port, workerData } from 'node:worker_threads';
import timers from 'node:timers/promises';

import type { SandboxAnswer, SandboxRequest } from './render-sandbox.ts';

if (!port) throw new Error('the render sandbox runs this file as its worker thread only');
const parentPort = port;

type UrlField = 'href' | 'origin' | 'protocol' | 'username' | 'password' | 'host' | 'hostname' | 'port' | 'pathname' | 'search' | 'hash';
type Outcome = { ok: true; value: unknown } | { ok: false; error: string };
/** What the context reports when polled (see `poll`). */
interface State {
  outcome?: Outcome;
  messages?: unknown[];
  requests?: SandboxRequest[];
  nextTimerIn?: number | null;
}
/** The worker's handle on the context (what `environment` returns). */
interface ContextHandle {
  load(wrapper: (exports: object, module: { exports: object }) => void): void;
  start(name: string, argsJson: string): void;
  poll(): unknown;
  runNextTimer(): void;
  respond(answersJson: string): void;
}
type Callback = (...args: unknown[]) => unknown;

const URL_FIELDS: UrlField[] = ['href', 'origin', 'protocol', 'username', 'password', 'host', 'hostname', 'port', 'pathname', 'search', 'hash'];

/**
 * Node's URL parser for the context's URL: strings in, the parts as a JSON string out, or null for
 * an invalid address (an error of this realm must not reach the renderer). `field` set to `value`
 * first when given.
 */
function parseUrl(input: unknown, base?: unknown, field?: unknown, value?: unknown) {
  try {
    const url = new URL(String(input), base === undefined ? undefined : String(base));
    if (typeof field === 'string' && URL_FIELDS.includes(field as UrlField) && field !== 'origin') url[field as Exclude<UrlField, 'origin'>] = String(value);
    return JSON.stringify(Object.fromEntries(URL_FIELDS.map((name) => [name, url[name]])));
  } catch {
    return null;
  }
}

/** A query string's pairs as JSON, and back, by Node's URLSearchParams. */
function parseQuery(text: unknown) {
  try {
    return JSON.stringify([...new URLSearchParams(String(text))]);
  } catch {
    return '[]';
  }
}

function serializeQuery(pairsJson: unknown) {
  try {
    return new URLSearchParams(JSON.parse(String(pairsJson))).toString();
  } catch {
    return '';
  }
}

/**
 * The renderer's environment. Evaluated from its source text inside the context, so it uses
 * nothing from this file but the three functions it is given, which take and return strings only:
 * timers the worker runs, a console that records, `fetch` whose requests the shell answers (GET
 * only), URL and URLSearchParams. Returns the worker's handle on the context.
 */
function environment(
  parseUrl: (input: string, base?: string, field?: string, value?: string) => string | null,
  parseQuery: (text: string) => string,
  serializeQuery: (pairsJson: string) => string,
): ContextHandle {
  'use strict';
  const MAX_MESSAGES = 20;
  const MAX_MESSAGE_LENGTH = 500;
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
      if (messages.length < MAX_MESSAGES) messages.push(`${level}: ${parts.map((part) => String(part)).join(' ')}`.slice(0, MAX_MESSAGE_LENGTH));
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
  const urlFields = ['href', 'origin', 'protocol', 'username', 'password', 'host', 'hostname', 'port', 'pathname', 'search', 'hash'];
  const urlParts = new WeakMap<object, Record<string, string>>();
  const optional = (value: unknown) => (value === undefined ? undefined : String(value));
  class URL {
    declare href: string;
    declare search: string;

    constructor(input: unknown, base?: unknown) {
      const json = parseUrl(String(input), optional(base));
      if (typeof json !== 'string') throw new TypeError(`Invalid URL: ${String(input)}`);
      urlParts.set(this, JSON.parse(json));
    }
    static canParse(input: unknown, base?: unknown) {
      return typeof parseUrl(String(input), optional(base)) === 'string';
    }
    get searchParams() {
      return new URLSearchParams(this.search);
    }
    toString() {
      return this.href;
    }
    toJSON() {
      return this.href;
    }
  }
  for (const field of urlFields) {
    Object.defineProperty(URL.prototype, field, {
      get() {
        return urlParts.get(this)![field];
      },
      set(value: unknown) {
        const json = parseUrl(this.href, undefined, field, String(value));
        if (typeof json === 'string') urlParts.set(this, JSON.parse(json));
      },
    });
  }

  const queryPairs = new WeakMap<object, [string, string][]>();
  class URLSearchParams {
    constructor(init: unknown = '') {
      let pairs: [string, string][];
      if (init !== null && typeof init === 'object') {
        const entries = (Symbol.iterator in init ? Array.from(init as Iterable<[unknown, unknown]>) : Object.entries(init)) as [unknown, unknown][];
        pairs = entries.map(([name, value]) => [String(name), String(value)]);
      } else {
        pairs = JSON.parse(parseQuery(String(init)));
      }
      queryPairs.set(this, pairs);
    }
    get size() {
      return queryPairs.get(this)!.length;
    }
    append(name: unknown, value: unknown) {
      queryPairs.get(this)!.push([String(name), String(value)]);
    }
    delete(name: unknown) {
      queryPairs.set(
        this,
        queryPairs.get(this)!.filter(([each]) => each !== String(name)),
      );
    }
    get(name: unknown) {
      const pair = queryPairs.get(this)!.find(([each]) => each === String(name));
      return pair ? pair[1] : null;
    }
    getAll(name: unknown) {
      return queryPairs
        .get(this)!
        .filter(([each]) => each === String(name))
        .map(([, value]) => value);
    }
    has(name: unknown) {
      return queryPairs.get(this)!.some(([each]) => each === String(name));
    }
    set(name: unknown, value: unknown) {
      const pairs = queryPairs.get(this)!;
      const at = pairs.findIndex(([each]) => each === String(name));
      this.delete(name);
      queryPairs.get(this)!.splice(at < 0 ? pairs.length : at, 0, [String(name), String(value)]);
    }
    sort() {
      queryPairs.get(this)!.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    }
    forEach(callback: Callback, thisArg?: unknown) {
      for (const [name, value] of queryPairs.get(this)!) callback.call(thisArg, value, name, this);
    }
    entries() {
      return queryPairs
        .get(this)!
        .map(([name, value]) => [name, value])
        [Symbol.iterator]();
    }
    keys() {
      return queryPairs
        .get(this)!
        .map(([name]) => name)
        [Symbol.iterator]();
    }
    values() {
      return queryPairs
        .get(this)!
        .map(([, value]) => value)
        [Symbol.iterator]();
    }
    [Symbol.iterator]() {
      return this.entries();
    }
    toString() {
      return serializeQuery(JSON.stringify(queryPairs.get(this)!));
    }
  }
  define('URL', URL);
  define('URLSearchParams', URLSearchParams);

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
    /** What the worker does next, as JSON: the outcome, the fetches to make, or when the next timer is due. */
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
function load(code: string, filename: string): ContextHandle {
  // a sandbox object without a prototype: a lookup the context's global misses never reaches this realm's Object
  const context = vm.createContext(Object.create(null), { name: 'renderer', codeGeneration: { strings: false, wasm: false } });
  const handle = vm.runInContext(`(${environment.toString()})`, context)(parseUrl, parseQuery, serializeQuery);
  handle.load(vm.runInContext(`(function (exports, module) {${code}\n})`, context, { filename }));
  return handle;
}

/** The state the context reports, read as data of this realm (anything else is the renderer's failure). */
function stateOf(handle: ContextHandle): State {
  const json = handle.poll();
  if (typeof json !== 'string') return { outcome: { ok: false, error: 'the renderer broke its environment' }, messages: [] };
  const state = JSON.parse(json);
  return state !== null && typeof state === 'object' ? state : { outcome: { ok: false, error: 'the renderer broke its environment' }, messages: [] };
}

let receiveAnswers: ((answers: SandboxAnswer[]) => void) | null = null;

/** The shell's answers to the renderer's fetches (the renderer waits meanwhile, off the clock). */
function askShell(requests: SandboxRequest[]) {
  return new Promise<SandboxAnswer[]>((resolve) => {
    receiveAnswers = resolve;
    parentPort.postMessage({ type: 'fetch', requests: requests.map(({ id, url }) => ({ id: Number(id), url: String(url) })) });
  });
}

/** Runs the renderer's export `name` with `args` to its outcome. */
async function call(handle: ContextHandle, name: string, args: unknown): Promise<State> {
  handle.start(name, JSON.stringify(args));
  for (;;) {
    // the context's promise reactions run before the next turn
    await timers.setImmediate();
    const state = stateOf(handle);
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

function start() {
  let handle: ContextHandle;
  try {
    handle = load(workerData.code, workerData.filename);
  } catch (error) {
    parentPort.postMessage({ type: 'failed', error: `evaluating the renderer failed: ${describeError(error)}` });
    return;
  }
  parentPort.on('message', async (message) => {
    if (message.type === 'answers') return receiveAnswers?.(message.answers);
    if (message.type !== 'call') return;
    try {
      const { outcome, messages } = await call(handle, message.name, message.args);
      parentPort.postMessage({ type: 'done', outcome, messages: Array.isArray(messages) ? messages.map(String) : [] });
    } catch (error) {
      parentPort.postMessage({ type: 'done', outcome: { ok: false, error: describeError(error) }, messages: [] });
    }
  });
  parentPort.postMessage({ type: 'ready' });
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

// a promise of the renderer's that nobody awaits is no failure of the worker: the outcome decides
process.on('unhandledRejection', () => undefined);
start();
