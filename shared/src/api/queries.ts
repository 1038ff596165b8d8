// Screens read and change the API through these hooks, keyed by the endpoint's name: an answer is
// cached under [name, input], shown at once when a screen comes back, fetched once however many
// parts of the page ask, retried on a network failure, and dropped when the screen unmounts.
import { useEffect } from 'react';
import { useMutation, useQuery, useQueryClient, type UseQueryOptions, type UseQueryResult } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import type { EndpointName } from '@academy/shared/contract/endpoints';
import { callWith, type CallAnswer, type CallInput } from '@academy/shared/api/call';
import { isAwaitingApproval } from '@academy/shared/api/client';

/** The cache key of one call: invalidating `[name]` refreshes every input of it. */
export const queryKey = <N extends EndpointName>(name: N, input?: CallInput<N>) => (input === undefined ? [name] : [name, input]);

export interface EndpointQueryOptions<N extends EndpointName> extends Pick<UseQueryOptions<CallAnswer<N>>, 'enabled' | 'refetchInterval'> {
  /** The toast when loading fails (the screen's own words), or the words for the error. */
  failureToast?: string | ((error: unknown) => string);
}

/** Toasts a failed load once; none while the caller awaits approval (the portal says so itself). */
function useFailureToast(error: unknown, failureToast: EndpointQueryOptions<EndpointName>['failureToast']) {
  useEffect(() => {
    if (!error || !failureToast || isAwaitingApproval(error)) return;
    const message = typeof failureToast === 'string' ? failureToast : failureToast(error);
    toast.error(message, { toastId: message });
  }, [error, failureToast]);
}

export function useEndpoint<N extends EndpointName>(name: N, input: CallInput<N>, { failureToast, ...options }: EndpointQueryOptions<N> = {}) {
  const query = useQuery({
    queryKey: queryKey(name, input),
    queryFn: ({ signal }) => callWith(name, input, { signal }),
    ...options,
  });
  useFailureToast(query.error, failureToast);
  return query;
}

export interface EndpointMutationOptions {
  /** The calls whose cached answers this one changes: refreshed after it succeeds. */
  invalidates?: EndpointName[];
}

export function useEndpointMutation<N extends EndpointName>(name: N, { invalidates = [] }: EndpointMutationOptions = {}) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CallInput<N>) => callWith(name, input),
    // screens not shown now are fetched again too, so a list the user goes back to is already right
    onSuccess: () => Promise.all(invalidates.map((changed) => client.invalidateQueries({ queryKey: [changed], refetchType: 'all' }))),
  });
}

/** What a screen's QueryState reads of a query (or of `bothAnswers`). */
export type ShownQuery<T> = Pick<UseQueryResult<T>, 'status' | 'data'> & { refetch: () => unknown };

/**
 * Two answers a screen shows together, as one for QueryState: waiting until both came, failed when
 * either failed (Retry asks again for the ones that failed).
 */
export function bothAnswers<A, B>(first: UseQueryResult<A>, second: UseQueryResult<B>): ShownQuery<[A, B]> {
  const failed = [first, second].filter((query) => query.isError);
  if (failed.length > 0) return { status: 'error', data: undefined, refetch: () => Promise.all(failed.map((query) => query.refetch())) };
  if (first.isSuccess && second.isSuccess)
    return { status: 'success', data: [first.data, second.data], refetch: () => Promise.all([first.refetch(), second.refetch()]) };
  return { status: 'pending', data: undefined, refetch: () => Promise.all([first.refetch(), second.refetch()]) };
}
