// Screens read and change the API through these hooks, keyed by the endpoint's name: an answer is
// cached under [name, input], shown at once when a screen comes back, fetched once however many
// parts of the page ask, retried on a network failure, and dropped when the screen unmounts.
import { useEffect, useRef } from 'react';
import {
  useMutation,
  useQueries,
  useQuery,
  useQueryClient,
  type Query,
  type QueryStatus,
  type UseQueryOptions,
  type UseQueryResult,
} from '@tanstack/react-query';
import { toast } from '@academy/shared/feedback/toast';
import type { EndpointName } from '@academy/contract/endpoints';
import { callWith, type CallAnswer, type CallInput } from '@academy/shared/api/call';
import { ENDPOINT_ROUTES } from '@academy/contract/endpoint-routes';
import { IDEMPOTENCY_KEY_HEADER } from '@academy/contract/endpoint';
import { isAwaitingApproval } from '@academy/shared/api/client';
import { arrivedAnswer, dropEarlyAnswers, takeEarlyAnswer } from '@academy/shared/api/early-answers';
import { queryKey } from '@academy/shared/api/query-key';
import { LOGOUT_EVENT, useSessionStore } from '@academy/shared/session/store';

// what the document asked for early is the answers of the person who has just signed out: they go with the session
if (typeof window !== 'undefined') window.addEventListener(LOGOUT_EVENT, dropEarlyAnswers);

export interface EndpointQueryOptions<N extends EndpointName> extends Pick<UseQueryOptions<CallAnswer<N>>, 'enabled' | 'refetchInterval' | 'staleTime'> {
  /** The toast when loading fails (the screen's own words), or the words for the error. */
  failureToast?: string | ((error: unknown) => string);
  /**
   * A page of a list: while another page of the same list loads, the page shown stays, and so does
   * the pager under it, with the reader's focus. Another list (a new filter) is not kept.
   */
  keepPage?: true;
}

/** The fields of a query that choose its page rather than its list. */
const PAGE_FIELDS = new Set(['limit', 'offset', 'after_user_id']);

function listOf(input: unknown): string {
  const query = (input as { query?: Record<string, unknown> } | undefined)?.query ?? {};
  return JSON.stringify(Object.entries(query).filter(([field]) => !PAGE_FIELDS.has(field)));
}

/** placeholderData that keeps the last page shown while another page of the same list loads. */
function samePagedList(input: unknown) {
  return <T>(previous: T | undefined, previousQuery: Query<T, Error, T, readonly unknown[]> | undefined) =>
    previousQuery && listOf(previousQuery.queryKey[1]) === listOf(input) ? previous : undefined;
}

/** Toasts a failed load once; none while the caller awaits approval (the portal says so itself). */
function useFailureToast(error: unknown, failureToast: EndpointQueryOptions<EndpointName>['failureToast']) {
  useEffect(() => {
    if (!error || !failureToast || isAwaitingApproval(error)) return;
    const message = typeof failureToast === 'string' ? failureToast : failureToast(error);
    toast.error(message, { toastId: message });
  }, [error, failureToast]);
}

/** The query of one call: its key, its fetch and when it runs again by itself. */
function endpointQuery<N extends EndpointName>(name: N, input: CallInput<N>) {
  // a read sent as a POST may count against a limit or leave a trace: only the screen asks for it
  const onlyWhenAsked = ENDPOINT_ROUTES[name].method !== 'GET';
  const key = queryKey(name, input);
  const token = () => useSessionStore.getState().token;
  return {
    queryKey: key,
    // the portal document may have asked for it already (early-answers.ts): an answer that is back
    // is on the screen's first render, and the first fetch, as the screen mounts, takes it (or
    // waits for it) instead of asking the API; a later mount asks the API as usual
    initialData: () => arrivedAnswer(key, token())?.data as CallAnswer<N> | undefined,
    initialDataUpdatedAt: () => arrivedAnswer(key, token())?.at,
    queryFn: async ({ signal }: { signal: AbortSignal }) =>
      ((await takeEarlyAnswer(key, token())) as CallAnswer<N> | undefined) ?? callWith(name, input, { signal }),
    ...(onlyWhenAsked && { refetchOnWindowFocus: false, refetchOnReconnect: false }),
  };
}

export function useEndpoint<N extends EndpointName>(name: N, input: CallInput<N>, { failureToast, keepPage, ...options }: EndpointQueryOptions<N> = {}) {
  const query = useQuery({ ...endpointQuery(name, input), ...options, ...(keepPage && { placeholderData: samePagedList(input) }) });
  useFailureToast(query.error, failureToast);
  return query;
}

/** One call for each of `inputs` (one course's classes per course): one failure toast for them all. */
export function useEndpoints<N extends EndpointName>(name: N, inputs: CallInput<N>[], { failureToast, ...options }: EndpointQueryOptions<N> = {}) {
  const queries = useQueries({ queries: inputs.map((input) => ({ ...endpointQuery(name, input), ...options })) });
  useFailureToast(queries.find((query) => query.isError)?.error ?? null, failureToast);
  return queries;
}

/** What QueryState shows: a query, or several joined by joinQueries. */
export interface ShownQuery<T> {
  status: QueryStatus;
  data: T | undefined;
  refetch: () => unknown;
}

type Answers<Q extends readonly UseQueryResult[]> = { [K in keyof Q]: Q[K] extends UseQueryResult<infer D> ? D : never };

/**
 * Queries a screen shows together, as one: pending until every answer is in, failed when any
 * failed (its Retry asks the failed ones again), else the answers put together by `join`.
 */
export function joinQueries<Q extends readonly UseQueryResult[], T>(queries: readonly [...Q], join: (...answers: Answers<Q>) => T): ShownQuery<T> {
  const failed = queries.filter((query) => query.isError);
  const refetch = () => Promise.all(failed.map((query) => query.refetch()));
  if (failed.length > 0) return { status: 'error', data: undefined, refetch };
  if (queries.some((query) => !query.isSuccess)) return { status: 'pending', data: undefined, refetch };
  return { status: 'success', data: join(...(queries.map((query) => query.data) as Answers<Q>)), refetch };
}

export interface EndpointMutationOptions {
  /** The calls whose cached answers this one changes: refreshed after it succeeds. */
  invalidates?: EndpointName[];
}

/**
 * A change to the API. An `idempotent` call (a create) carries one Idempotency-Key for an input until
 * it succeeds: pressed again after an answer lost on the way (the phone's signal dropped), it is the
 * same request, which the API answers as the first and makes nothing twice; another input is a new one.
 */
export function useEndpointMutation<N extends EndpointName>(name: N, { invalidates = [] }: EndpointMutationOptions = {}) {
  const client = useQueryClient();
  const sent = useRef<{ input: string; key: string } | null>(null);
  const keyed = (input: CallInput<N>) => {
    const asked = JSON.stringify(input);
    if (sent.current?.input !== asked) sent.current = { input: asked, key: crypto.randomUUID() };
    return { headers: { [IDEMPOTENCY_KEY_HEADER]: sent.current.key } };
  };
  const idempotent = 'idempotent' in ENDPOINT_ROUTES[name];
  return useMutation({
    mutationFn: (input: CallInput<N>) => callWith(name, input, idempotent ? keyed(input) : undefined),
    onSuccess: () => {
      sent.current = null;
      // screens not shown now are fetched again too, so a list the user goes back to is already right
      return Promise.all(invalidates.map((changed) => client.invalidateQueries({ queryKey: [changed], refetchType: 'all' })));
    },
  });
}
