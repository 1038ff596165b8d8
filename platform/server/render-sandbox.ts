/**
 * A render sandbox: the public site's renderer run without the shell's powers (docs/architecture.md,
 * "First visit: what the shell trusts"). One worker thread (platform/server/render-sandbox-worker.ts), with
 * an empty environment and a memory cap, evaluates the renderer in a fresh `vm` context without
 * `require`, `process`, files or network; the renderer's `fetch` is answered by the shell through
 * `fetch(requests)` of each call. Calls run one at a time. Each has `timeoutMs` of the renderer's
 * own time (the shell's fetches for it are off the clock; a fresh worker's start and first call
 * get START_TIMEOUT_FACTOR times as long); one that throws, loops or runs over fails with a
 * RenderFailure and the worker is replaced: the next call starts a fresh one.
 */
import path from 'node:path';
import { Worker } from 'node:worker_threads';

const WORKER = path.join(import.meta.dirname, 'render-sandbox-worker.ts');
/** A request of the renderer's `fetch`, and the shell's answer to it. */
export interface SandboxRequest {
  id: number;
  url: string;
}
export type SandboxAnswer = { id: number; status: number; body: string } | { id: number; error: string };
export type SandboxFetch = (requests: SandboxRequest[]) => Promise<SandboxAnswer[]>;

/** A call's answer: the export's value (JSON), what the renderer logged, and its time. */
export interface CallAnswer {
  value: unknown;
  messages: string[];
  ms: number;
}

/** What the worker posts (render-sandbox-worker.ts). */
type WorkerMessage =
  | { type: 'ready' }
  | { type: 'failed'; error: string }
  | { type: 'fetch'; requests: SandboxRequest[] }
  | { type: 'done'; outcome: { ok: true; value: unknown } | { ok: false; error: string }; messages: string[] };

export type RenderFailureReason = 'timeout' | 'threw' | 'crashed';

const DEFAULT_TIMEOUT_MS = 200;
/**
 * Evaluating the renderer, and its first render (which sets up every page's module, with nothing
 * compiled yet), take several renders' time: each is given this many times the limit.
 */
const START_TIMEOUT_FACTOR = 10;
const RESOURCE_LIMITS = { maxOldGenerationSizeMb: 128, maxYoungGenerationSizeMb: 32 };

/** Why a call gave no answer: `reason` is 'timeout', 'threw' or 'crashed'; `messages` what the renderer logged. */
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

/** Resolves once the worker has evaluated the renderer, within `limitMs`. */
function started(worker: Worker, limitMs: number) {
  return new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new RenderFailure('timeout', `evaluating the renderer ran over ${limitMs} ms`)), limitMs);
    const settle = (error: RenderFailure | null) => {
      clearTimeout(timer);
      worker.off('message', onMessage).off('error', onError).off('exit', onExit);
      if (error) reject(error);
      else resolve();
    };
    const onMessage = (message: WorkerMessage) =>
      settle(message.type === 'ready' ? null : new RenderFailure('threw', 'error' in message ? message.error : 'the renderer did not start'));
    const onError = (error: Error) => settle(new RenderFailure('crashed', error.message));
    const onExit = (code: number) => settle(new RenderFailure('crashed', `the renderer's worker stopped (exit code ${code})`));
    worker.on('message', onMessage).on('error', onError).on('exit', onExit);
  });
}

/** The renderer's budget: it runs while started, and stops while the shell fetches for it. */
function clockOf(limitMs: number, onOverrun: () => void) {
  let left = limitMs;
  let since = 0;
  let timer: NodeJS.Timeout | null = null;
  return {
    start() {
      since = Date.now();
      timer = setTimeout(onOverrun, left);
    },
    stop() {
      if (timer === null) return;
      clearTimeout(timer);
      timer = null;
      left -= Date.now() - since;
    },
    used: () => limitMs - left,
  };
}

/** One call on a started worker: its answer `{ value, messages, ms }`, or a RenderFailure. */
function exchange(worker: Worker, { name, args, fetch, timeoutMs }: { name: string; args: unknown; fetch: SandboxFetch; timeoutMs: number }) {
  return new Promise<CallAnswer>((resolve, reject) => {
    let settled = false;
    const clock = clockOf(timeoutMs, () => finish(new RenderFailure('timeout', `the renderer ran over its ${timeoutMs} ms`)));
    const finish = (error: RenderFailure | null, answer?: { value: unknown; messages: string[] }) => {
      if (settled) return;
      settled = true;
      clock.stop();
      worker.off('message', onMessage).off('error', onError).off('exit', onExit);
      if (error) reject(error);
      else resolve({ value: answer?.value, messages: answer?.messages ?? [], ms: clock.used() });
    };
    const onMessage = async (message: WorkerMessage) => {
      if (message.type === 'fetch') {
        clock.stop();
        const answers = await fetch(message.requests).catch(() => message.requests.map(({ id }) => ({ id, error: 'the shell could not fetch it' })));
        if (settled) return;
        worker.postMessage({ type: 'answers', answers });
        clock.start();
      } else if (message.type === 'done') {
        const { outcome, messages } = message;
        if (outcome.ok) finish(null, { value: outcome.value, messages });
        else finish(new RenderFailure('threw', outcome.error, messages));
      }
    };
    const onError = (error: Error) => finish(new RenderFailure('crashed', error.message));
    const onExit = (code: number) => finish(new RenderFailure('crashed', `the renderer's worker stopped (exit code ${code})`));
    worker.on('message', onMessage).on('error', onError).on('exit', onExit);
    worker.postMessage({ type: 'call', name, args });
    clock.start();
  });
}

/**
 * A sandbox for the renderer `code` (its source; `filename` names it in stack traces).
 * `call(name, args, { fetch })` runs the renderer's export `name` with `args` (JSON); `fetch`
 * answers the renderer's requests: [{ id, url }] to [{ id, status, body } or { id, error }].
 */
function createRenderSandbox({ code, filename, timeoutMs = DEFAULT_TIMEOUT_MS }: { code: string; filename: string; timeoutMs?: number | undefined }) {
  let current: { worker: Worker; ready: Promise<void>; calls: number } | null = null;
  let queue: Promise<unknown> = Promise.resolve();
  let closed = false;

  function spawn() {
    const worker = new Worker(WORKER, { workerData: { code, filename }, env: {}, resourceLimits: RESOURCE_LIMITS, stdout: true, stderr: true });
    worker.unref();
    return { worker, ready: started(worker, timeoutMs * START_TIMEOUT_FACTOR), calls: 0 };
  }

  function recycle() {
    if (current) void current.worker.terminate();
    current = null;
  }

  async function run(name: string, args: unknown, fetch: SandboxFetch) {
    const running = (current ??= spawn());
    try {
      await running.ready;
      running.calls += 1;
      const limitMs = running.calls === 1 ? timeoutMs * START_TIMEOUT_FACTOR : timeoutMs;
      return await exchange(running.worker, { name, args, fetch, timeoutMs: limitMs });
    } catch (error) {
      recycle();
      throw error;
    }
  }

  return {
    call(name: string, args: unknown, { fetch }: { fetch: SandboxFetch }): Promise<CallAnswer> {
      if (closed) return Promise.reject(new RenderFailure('crashed', 'the renderer was replaced'));
      const answer = queue.then(() => run(name, args, fetch));
      queue = answer.catch(() => undefined);
      return answer;
    },
    /** Stops the worker once the calls already made are answered. */
    close() {
      closed = true;
      return queue.then(recycle);
    },
  };
}

export { createRenderSandbox, RenderFailure, DEFAULT_TIMEOUT_MS };
