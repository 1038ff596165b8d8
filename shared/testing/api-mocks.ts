/**
 * The API as the front ends' unit tests see it: requests are answered at the network boundary
 * (MSW), by endpoint name, so a screen runs its real calls, data layer and client.
 * Importing this file starts the mock server for the test file; an unmocked call fails the test.
 *
 *   mockEndpoint('listTopics', [topic]);
 *   mockEndpoint('createTopic', ({ body }) => ({ id: 3, ...body.topic }));
 *   mockEndpoint('getCourse', { error: 'Course not found' }, 404);
 */
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { EndpointBody, EndpointParams, EndpointQuery } from '@academy/contract/endpoint';
import type { EndpointName, Endpoints } from '@academy/contract/endpoints';
import { ENDPOINT_ROUTES } from '@academy/contract/endpoint-routes';
import type { CallAnswer } from '@academy/shared/api/call';
import { appConfig } from '@academy/shared/config/app-config';
import { SUCCESS_STATUSES } from '@academy/contract/endpoint-statuses';

export const apiServer = setupServer();

beforeAll(() => apiServer.listen({ onUnhandledRequest: 'error' }));
afterEach(() => apiServer.resetHandlers());
afterAll(() => apiServer.close());

/** What a mocked call received, typed by its endpoint. */
export interface MockedRequest<N extends EndpointName> {
  params: EndpointParams<Endpoints[N]>;
  query: EndpointQuery<Endpoints[N]>;
  body: EndpointBody<Endpoints[N]>;
}

type Answer<N extends EndpointName> = CallAnswer<N> | ((request: MockedRequest<N>) => CallAnswer<N> | Promise<CallAnswer<N>>);

/** The address the page's API client sends a call of `path` to. */
const url = (path: string) => `${appConfig().apiBaseUrl}${path}`;

/** Numbers in the path and the query arrive as the schema's integers. */
function typed(values: Record<string, string | readonly string[] | undefined>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(values).map(([key, value]) => [key, typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value]));
}

/**
 * Answers every call of `name` with `answer` (or what it returns for the request), as `status`
 * (the endpoint's success status unless given; an error status sends `answer` as the error body).
 */
export function mockEndpoint<N extends EndpointName>(name: N, answer: Answer<N> | { error: string; code?: string }, status: number = SUCCESS_STATUSES[name]) {
  const { method, path } = ENDPOINT_ROUTES[name];
  const received: MockedRequest<N>[] = [];
  apiServer.use(
    http[method.toLowerCase() as Lowercase<typeof method>](url(path), async ({ request, params }) => {
      const url = new URL(request.url);
      const text = await request.text();
      const mocked = {
        params: typed(params as Record<string, string>),
        query: typed(Object.fromEntries(url.searchParams)),
        body: text ? JSON.parse(text) : undefined,
      } as MockedRequest<N>;
      received.push(mocked);
      const body = typeof answer === 'function' ? await (answer as (request: MockedRequest<N>) => unknown)(mocked) : answer;
      return status === 204 ? new HttpResponse(null, { status }) : HttpResponse.json(body as object, { status });
    }),
  );
  return { received };
}

/** The API's 400 for fields it refuses, as its error handler sends it: the sentence and the fields' messages. */
export function fieldRefusal(error: string, errors: Record<string, string[]>): { error: string } {
  const body = { error, errors };
  return body;
}

/** The API's 400 refusing fields by their problems' codes (`fieldCodes`: each field's), with its English sentence, as it answers. */
export function invalidFields(error: string, fieldCodes: Record<string, string[]>): { error: string; code: string } {
  const field_codes = Object.fromEntries(Object.entries(fieldCodes).map(([field, codes]) => [field, codes.map((code) => ({ code }))]));
  const body = { error, code: 'invalid_fields', field_codes };
  return body;
}

/** Calls of `name` never get an answer while the test runs (a screen's loading state). */
export function holdEndpoint(name: EndpointName) {
  const { method, path } = ENDPOINT_ROUTES[name];
  apiServer.use(http[method.toLowerCase() as Lowercase<typeof method>](url(path), () => delay('infinite')));
}

/** Calls of `name` fail on the network `times` times (then fall through to the other mocks). */
export function dropEndpoint(name: EndpointName, times = Infinity) {
  const { method, path } = ENDPOINT_ROUTES[name];
  let dropped = 0;
  apiServer.use(
    http[method.toLowerCase() as Lowercase<typeof method>](url(path), () => {
      if (dropped >= times) return undefined;
      dropped += 1;
      return HttpResponse.error();
    }),
  );
}
