// What one call of the API is: its method and path, who may make it, and the schemas of what it
// takes and answers. The API registers its routes from these (api/src/http/route.ts) and the front
// ends call them by name (shared/src/api/call.ts); nobody writes a URL or a payload type twice.
import type { Static, TSchema } from '@sinclair/typebox';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
import type { RoleName } from '@academy/contract/rules/roles';

export type Role = RoleName;

/** Who may call: anyone, anyone signed in, or only the roles named (others: 403). */
export type Access = 'public' | 'signed-in' | readonly Role[];

/**
 * The answers a route gives when it succeeds; error answers are listed by code in `errors`. 302: a
 * page the browser opens (not called by script) that sends it on elsewhere.
 */
type SuccessCode = 200 | 201 | 202 | 204 | 302;

export interface Endpoint {
  method: HttpMethod;
  /** Under the API prefix, with `:name` for each path parameter: `/cla_submissions/:id`. */
  path: `/${string}`;
  access: Access;
  params?: TSchema;
  query?: TSchema;
  body?: TSchema;
  /** The body is a file sent as its bytes (a CSV, an image), not JSON: callers send a Blob of its type, the route reads a Buffer. */
  upload?: true;
  /** The success answer by status: `{ 200: Course }`, `{ 204: NoContent }`. */
  response: Partial<Record<SuccessCode, TSchema>>;
  /** Error answers beyond those every route can give (400, 500) and those `access` implies (401, 403). */
  errors?: readonly number[];
  /**
   * The call takes an `Idempotency-Key` header: sent again with the same key (a retry whose answer
   * was lost), it is answered as the first time and writes nothing (422 for the key reused on another request).
   */
  idempotent?: true;
}

/** The header an `idempotent` call takes, and how long the API remembers a key at least. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
export const IDEMPOTENCY_KEY_HOURS = 24;

/** Keeps an endpoint's literal types (method, path, schemas) while checking its shape. */
export function endpoint<const E extends Endpoint>(definition: E): E {
  return definition;
}

type StaticOf<S> = S extends TSchema ? Static<S> : undefined;

export type EndpointParams<E extends Endpoint> = StaticOf<E['params']>;
export type EndpointQuery<E extends Endpoint> = StaticOf<E['query']>;
export type EndpointBody<E extends Endpoint> = StaticOf<E['body']>;

/** What a call sends: only the parts its endpoint declares, each required unless all its fields are optional. */
export type EndpointInput<E extends Endpoint> = (E['params'] extends TSchema ? { params: EndpointParams<E> } : { params?: never }) &
  (E['query'] extends TSchema
    ? Partial<EndpointQuery<E>> extends EndpointQuery<E>
      ? { query?: EndpointQuery<E> }
      : { query: EndpointQuery<E> }
    : { query?: never }) &
  (E['body'] extends TSchema ? { body: EndpointBody<E> } : E['upload'] extends true ? { body: Blob } : { body?: never });

/** The success answer's body (null for 204). */
export type EndpointAnswer<E extends Endpoint> = {
  [Code in keyof E['response']]: E['response'][Code] extends TSchema ? Static<E['response'][Code]> : never;
}[keyof E['response']];

/** `/cla_topics/:id` with `{ id: 7 }` -> `/cla_topics/7` (each value URL-encoded). */
export function fillPath(path: string, params: object | undefined): string {
  const values = (params ?? {}) as Record<string, unknown>;
  return path.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    if (values[name] === undefined) throw new Error(`The path ${path} needs ${name}.`);
    return encodeURIComponent(String(values[name]));
  });
}
