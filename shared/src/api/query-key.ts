import type { EndpointName } from '@academy/contract/endpoints';
import type { CallInput } from '@academy/shared/api/call';

/** The cache key of one call: invalidating `[name]` refreshes every input of it. */
export const queryKey = <N extends EndpointName>(name: N, input?: CallInput<N>) => (input === undefined ? [name] : [name, input]);
