// The addresses that carry a secret, and how every server's request log writes them (the API's and
// the static servers'): whoever reads a log could use a calendar feed, an unsubscribe link, a
// certificate's code, an invitation or a reset link, so the log keeps [hidden] in their place.
// A request may spell a secret-bearing path in any case, with escapes, doubled or trailing slashes
// or backslashes: the routers answer some of those, and a 404 is logged as well as a 200.

export const HIDDEN = '[hidden]';

/**
 * Paths whose rest, after these segments, is a secret: the API's (under its prefix) and the
 * portal's. A new address with a secret in its path is added here (a contract test checks that
 * every endpoint with a secret parameter is).
 */
export const SECRET_PATH_PREFIXES: readonly (readonly string[])[] = [
  // API: the private calendar feed, /calendar/<secret>.ics
  ['calendar'],
  // API: a notice mail's unsubscribe link, /unsubscribe/<token>/<kind>
  ['unsubscribe'],
  // API and portal: a certificate's check by its code
  ['certificates', 'verify'],
  ['certificate', 'verify'],
];

/**
 * Query keys whose value is a secret: the portal's invitation and reset links (`?token=`), and any
 * key that names one.
 */
const SECRET_QUERY_KEY = /token|secret|code|password|key|signature/i;
/** Something shaped like one of the academy's tokens (32 random bytes, base64url), wherever it is. */
const TOKEN_SHAPED = /(?<![\w-])[\w-]{43}(?![\w-])/g;

/** `%XX` escapes of ASCII decoded, the rest kept: enough to see the segments a router would see. */
function decodedAscii(path: string): string {
  return path.replace(/%([0-7][0-9a-f])/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

function hiddenPath(path: string): string {
  const decoded = decodedAscii(path);
  const segments = decoded.split(/[/\\]+/).filter(Boolean);
  const lower = segments.map((segment) => segment.toLowerCase());
  for (let at = 0; at < lower.length; at++) {
    const prefix = SECRET_PATH_PREFIXES.find((words) => words.every((word, index) => lower[at + index] === word));
    if (prefix && at + prefix.length < segments.length) return `/${[...segments.slice(0, at + prefix.length), HIDDEN].join('/')}`;
  }
  return tokensHidden(path);
}

/** `text` with what looks like a token [hidden] (as it came when nothing does). */
function tokensHidden(text: string): string {
  const decoded = decodedAscii(text);
  const hidden = decoded.replace(TOKEN_SHAPED, HIDDEN);
  return hidden === decoded ? text : hidden;
}

function hiddenQuery(query: string): string {
  return query
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const key = equals < 0 ? pair : pair.slice(0, equals);
      if (equals < 0) return tokensHidden(pair);
      return SECRET_QUERY_KEY.test(decodedAscii(key)) ? `${key}=${HIDDEN}` : `${tokensHidden(key)}=${tokensHidden(pair.slice(equals + 1))}`;
    })
    .join('&');
}

/** A request's URL (path and query) as a log may keep it: every secret it carries [hidden]. */
export function urlForLog(url: string): string {
  const queryAt = url.indexOf('?');
  if (queryAt < 0) return hiddenPath(url);
  return `${hiddenPath(url.slice(0, queryAt))}?${hiddenQuery(url.slice(queryAt + 1))}`;
}

/** What a Fastify request log line keeps of a request (its `req` serializer), with the URL's secrets hidden. */
export function requestForLog(request: { method: string; url: string; host?: string; ip?: string; socket?: { remotePort?: number } }): Record<string, unknown> {
  return { method: request.method, url: urlForLog(request.url), host: request.host, remoteAddress: request.ip, remotePort: request.socket?.remotePort };
}
