// The front ends' one way to call the API: by the endpoint's name in the contract's table, with
// typed params, query and body, and the typed answer back. Only the contract's types come along: its
// method and path are read from ENDPOINT_ROUTES, so no schema is in a front end's bundle.
import type { GenericAbortSignal } from 'axios';
import { fillPath, type EndpointAnswer, type EndpointInput } from '@academy/contract/endpoint';
import type { EndpointName, Endpoints } from '@academy/contract/endpoints';
import { apiClient } from '@academy/shared/api/client';
import { ENDPOINT_ROUTES } from '@academy/contract/endpoint-routes';
import { dropEarlyAnswers } from '@academy/shared/api/early-answers';

export type CallInput<N extends EndpointName> = EndpointInput<Endpoints[N]>;
export type CallAnswer<N extends EndpointName> = EndpointAnswer<Endpoints[N]>;

/** A call whose endpoint takes nothing may leave its input out. */
type CallArguments<N extends EndpointName> =
  object extends CallInput<N> ? [input?: CallInput<N>, options?: CallOptions] : [input: CallInput<N>, options?: CallOptions];

export interface CallOptions {
  /** Aborts the request (the data layer passes the query's signal: a screen that unmounts stops its requests). */
  signal?: GenericAbortSignal;
  /** Headers beyond those of every call: an `idempotent` call's Idempotency-Key. */
  headers?: Record<string, string>;
}

export function call<N extends EndpointName>(name: N, ...[input, options]: CallArguments<N>): Promise<CallAnswer<N>> {
  return callWith(name, input as CallInput<N> | undefined, options);
}

/** `call` for code that holds an input it was given (the data layer's hooks). */
export async function callWith<N extends EndpointName>(name: N, input: CallInput<N> | undefined, options?: CallOptions): Promise<CallAnswer<N>> {
  const { method, path } = ENDPOINT_ROUTES[name];
  if (method !== 'GET') dropEarlyAnswers();
  const { params, query, body } = (input ?? {}) as { params?: object; query?: object; body?: unknown };
  // a file goes as its bytes with its own type (axios would call any non-JSON body a form)
  const headers = { ...options?.headers, ...(body instanceof Blob && { 'Content-Type': body.type || 'application/octet-stream' }) };
  const { data } = await (
    await apiClient()
  ).request<CallAnswer<N>>({ method, url: fillPath(path, params), params: query, data: body, headers, signal: options?.signal });
  return data;
}
