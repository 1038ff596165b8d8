import type { ReactNode } from 'react';
import type { ShownQuery } from '@academy/shared/api/queries';
import EmptyState, { type EmptyStateProps } from '@academy/shared/ui/states/EmptyState';
import LoadFailed from '@academy/shared/ui/LoadFailed';
import DataPending from '@academy/shared/ui/states/DataPending';
import type { LoadingPlaceholderProps } from '@academy/shared/ui/states/LoadingPlaceholder';

export interface QueryStateProps<T> {
  query: ShownQuery<T>;
  /** The placeholder while the first answer is coming. */
  loading: LoadingPlaceholderProps;
  /** The failure in the screen's own words; Retry asks again. */
  failed: string;
  /** What to say when the answer holds nothing. */
  empty?: EmptyStateProps & { when: (data: T) => boolean };
  children: (data: T) => ReactNode;
}

/**
 * The one way a screen shows data it loads: a placeholder until the first answer, the failure with
 * a Retry, the empty state, or the data. Cached data shows at once while it is fetched again.
 */
export default function QueryState<T>({ query, loading, failed, empty, children }: QueryStateProps<T>) {
  if (query.status === 'pending') return <DataPending {...loading} />;
  if (query.status === 'error') return <LoadFailed message={failed} onRetry={() => void query.refetch()} />;
  const data = query.data as T;
  if (empty?.when(data)) return <EmptyState title={empty.title} hint={empty.hint} action={empty.action} />;
  return <>{children(data)}</>;
}
