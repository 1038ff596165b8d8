// The page's one cache of API answers (a federated singleton: every area reads and invalidates the
// same entries). Screens read it through the hooks of shared/src/api/queries.ts.
import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '@academy/shared/api/client';

const RETRIES = 3;

/** A request that got no answer (the network dropped) or a gateway that could not reach the API. */
function isTransient(error: unknown): boolean {
  if (!isApiError(error) || error.code === 'ERR_CANCELED') return false;
  const status = error.response?.status;
  return status === undefined || status === 502 || status === 503 || status === 504;
}

/** 0.5 s, 1 s, 2 s: a phone that lost its network for a moment gets its screen without a failure. */
const retryDelay = (attempt: number) => 500 * 2 ** attempt;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // shown at once from the cache when a screen comes back, and fetched again behind it
      queries: { staleTime: 0, retry: (failures, error) => failures < RETRIES && isTransient(error), retryDelay },
      // a change is tried when asked and fails at once without a network, with its reason; paused
      // until the network came back, it would be made then unasked, its button busy meanwhile
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}

export const queryClient = createQueryClient();
