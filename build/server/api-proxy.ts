/**
 * The API on the page's own origin (docs/operations.md): every static server forwards `/api/` to
 * the API (API_UPSTREAM_URL, app-config.ts), so the pages call it without CORS preflights and over
 * the connections their scripts already opened. Bodies stream both ways (an upload is never held
 * in memory), the client's address goes on in X-Forwarded-For for the API's rate limits, and the
 * request id in X-Request-Id.
 *
 *   API_TIMEOUT_MS     default 30000: how long the API may take to answer, and between parts of its body
 */
import type { FastifyInstance } from 'fastify';
import httpProxy, { type FastifyHttpProxyOptions } from '@fastify/http-proxy';

/** The path prefix forwarded to the API, as the API itself serves it. */
const API_PREFIX = '/api';
/** As long as the API's own limit on a request (api/src/app.ts). */
const DEFAULT_API_TIMEOUT_MS = 30_000;

/** What @fastify/reply-from names a request the API did not answer in time. */
const TIMEOUT_CODES = ['FST_REPLY_FROM_GATEWAY_TIMEOUT', 'FST_REPLY_FROM_TIMEOUT'];
const UNREACHABLE = "The academy's server cannot be reached right now. Please try again in a moment.";
const TOO_SLOW = "The academy's server took too long to answer. Please try again in a moment.";

type ReplyOptions = NonNullable<FastifyHttpProxyOptions['replyOptions']>;

function isApiPath(url: string) {
  return url === API_PREFIX || url.startsWith(`${API_PREFIX}/`) || url.startsWith(`${API_PREFIX}?`);
}

/** The request's headers as the API gets them: this hop added to X-Forwarded-For, the request id kept. */
const forwardedHeaders: NonNullable<ReplyOptions['rewriteRequestHeaders']> = (request, headers) => {
  const peer = request.socket.remoteAddress ?? '';
  const before = headers['x-forwarded-for'];
  return {
    ...headers,
    'x-forwarded-for': before ? `${String(before)}, ${peer}` : peer,
    'x-forwarded-proto': headers['x-forwarded-proto'] ?? request.protocol,
    'x-forwarded-host': headers['x-forwarded-host'] ?? headers.host,
    'x-request-id': request.id,
  };
};

/** 504 when the API took too long to answer, 502 for anything else that kept it from answering: in the API's error shape. */
const answerUnreachable: NonNullable<ReplyOptions['onError']> = (reply, { error }) => {
  const slow = TIMEOUT_CODES.includes((error as Error & { code?: string }).code ?? '');
  reply.log.warn({ err: error }, slow ? 'the API took too long to answer' : 'the API could not be reached');
  return reply
    .code(slow ? 504 : 502)
    .header('Cache-Control', 'no-store')
    .send({ error: slow ? TOO_SLOW : UNREACHABLE });
};

/** Forwards `/api/...` to `upstream` as it came: method, path, query, headers and body. */
async function registerApiProxy(
  app: FastifyInstance,
  { upstream, timeoutMs = Number(process.env.API_TIMEOUT_MS) || DEFAULT_API_TIMEOUT_MS }: { upstream: string; timeoutMs?: number },
) {
  const options: FastifyHttpProxyOptions = {
    upstream,
    prefix: API_PREFIX,
    rewritePrefix: API_PREFIX,
    // a proxy passes each answer on as the API gave it: the API decides what may be tried again
    retryMethods: [],
    undici: { connections: 64, headersTimeout: timeoutMs, bodyTimeout: timeoutMs, connect: { timeout: 5_000 } },
    replyOptions: { rewriteRequestHeaders: forwardedHeaders, onError: answerUnreachable },
    disableRequestLogging: true,
  };
  await app.register(httpProxy, options);
}

export { API_PREFIX, isApiPath, registerApiProxy };
