// `route(app, name, docs, handler)`: registers one call of the endpoint table
// (contract/src/endpoints.ts) with its URL, schemas, OpenAPI security and access check.
// Route files write only what the table cannot know: the words of the documentation and the handler.
import type { FastifyReply, FastifyRequest, RouteHandlerMethod, RouteShorthandOptions } from 'fastify';
import type { AnyApp } from './any-app';
import { errorResponses, IdempotencyHeaders } from '@academy/contract/schemas/common';
import type { Access, Endpoint, EndpointAnswer, EndpointBody, EndpointParams, EndpointQuery } from '@academy/contract/endpoint';
import { ENDPOINTS, type EndpointName, type Endpoints } from '@academy/contract/endpoints';

export interface RouteDocs {
  summary: string;
  description?: string;
  tags: string[];
  /** The media types of an answer that is not JSON (a CSV, a PDF). */
  produces?: string[];
}

export type RouteRequest<N extends EndpointName> = FastifyRequest<{
  Params: EndpointParams<Endpoints[N]>;
  Querystring: EndpointQuery<Endpoints[N]>;
  Body: EndpointBody<Endpoints[N]>;
}>;

export type RouteHandler<N extends EndpointName> = (
  request: RouteRequest<N>,
  reply: FastifyReply,
) => Promise<EndpointAnswer<Endpoints[N]> | FastifyReply> | EndpointAnswer<Endpoints[N]> | FastifyReply;

/** Fastify's own route options a route may still set (limits, extra hooks); never the URL or schemas. */
export type RouteOptions = Omit<RouteShorthandOptions, 'schema'>;

/** 401 for every call that needs a session, 403 for those limited to roles. */
function accessErrors(access: Access): number[] {
  if (access === 'public') return [];
  return access === 'signed-in' ? [401] : [401, 403];
}

function accessHook(app: AnyApp, access: Access) {
  if (access === 'public') return [];
  return [access === 'signed-in' ? app.authenticate : app.requireRole(...access)];
}

/** The hooks a route sets itself run after the access check. */
function withHooks(first: unknown[], own: unknown): unknown[] {
  if (own === undefined) return first;
  return [...first, ...(Array.isArray(own) ? own : [own])];
}

export function route<N extends EndpointName>(app: AnyApp, name: N, docs: RouteDocs, handler: RouteHandler<N>, options: RouteOptions = {}): void {
  const call: Endpoint = ENDPOINTS[name];
  const { params, query, body } = call;
  const errors = [...new Set([...accessErrors(call.access), ...(call.errors ?? [])])].sort((a, b) => a - b);
  app.route({
    ...options,
    method: call.method,
    url: call.path,
    onRequest: withHooks(accessHook(app, call.access), options.onRequest) as RouteShorthandOptions['onRequest'],
    schema: {
      operationId: name,
      ...docs,
      security: call.access === 'public' ? [] : [{ bearerAuth: [] }],
      ...(params && { params }),
      ...(query && { querystring: query }),
      ...(body && { body }),
      ...(call.idempotent && { headers: IdempotencyHeaders }),
      response: { ...call.response, ...errorResponses(...errors) },
    },
    handler: handler as RouteHandlerMethod,
  });
}
