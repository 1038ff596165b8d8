// What the request log keeps of a request. Some URLs carry secrets (a calendar feed's, an
// unsubscribe link's, a token in a query string): whoever reads the log could use them, so the
// log writes them as [hidden].
import type { FastifyRequest } from 'fastify';

const HIDDEN = '[hidden]';
const SECRET_PATHS: [RegExp, string][] = [
  [/\/calendar\/[^/?]*?(\.ics)?$/, `/calendar/${HIDDEN}$1`],
  [/\/unsubscribe\/[^/?]+/, `/unsubscribe/${HIDDEN}`],
];
const SECRET_QUERY_KEYS = /^(token|secret)$/i;

function redactedUrl(url: string): string {
  const queryAt = url.indexOf('?');
  let path = queryAt < 0 ? url : url.slice(0, queryAt);
  for (const [pattern, replacement] of SECRET_PATHS) path = path.replace(pattern, replacement);
  if (queryAt < 0) return path;
  const params = new URLSearchParams(url.slice(queryAt + 1));
  for (const key of new Set(params.keys())) if (SECRET_QUERY_KEYS.test(key)) params.set(key, HIDDEN);
  return `${path}?${params.toString()}`;
}

/** Fastify's request serializer, with the URL's secrets hidden. */
export function requestForLog(request: FastifyRequest): Record<string, unknown> {
  return { method: request.method, url: redactedUrl(request.url), host: request.host, remoteAddress: request.ip, remotePort: request.socket?.remotePort };
}
