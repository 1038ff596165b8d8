// Helmet's security headers on every answer, 401s and 404s included. @fastify/helmet builds helmet's
// middleware again for every request (it allows options per route and CSP nonces, which the API never
// uses): on the course list that cost more than serializing the answer. With one set of options the
// headers never change, so they are worked out once, at start.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/** The headers helmet's middleware sets with `options`; it also removes X-Powered-By, which nothing here sets. */
export function helmetHeaders(options: Readonly<HelmetOptions>): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string) {
      headers[name.toLowerCase()] = value;
    },
    removeHeader() {},
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => {});
  return headers;
}

/** After cors, before authentication: a refused request gets the headers too. */
export function setupSecurityHeaders(app: FastifyInstance, options: Readonly<HelmetOptions>): void {
  const headers = helmetHeaders(options);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
