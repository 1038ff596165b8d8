import type { ReactNode } from 'react';
import LoadFailed from '@academy/shared/ui/LoadFailed';
import EmptyState, { type EmptyStateProps } from '@academy/shared/ui/states/EmptyState';
import LoadingPlaceholder, { type PlaceholderShape } from '@academy/shared/ui/states/LoadingPlaceholder';
import type { PageContentState } from './page-data';

interface PageContentViewProps<T> {
  state: PageContentState<T>;
  retry: () => void;
  /** e.g. "Loading the questions..." */
  loadingLabel: string;
  shape: PlaceholderShape;
  /** e.g. "The questions could not be loaded." */
  failedMessage: string;
  /** What an empty list says (a list's content only). */
  empty?: Pick<EmptyStateProps, 'title' | 'hint'>;
  children: (data: T) => ReactNode;
}

/**
 * A page's content once loaded; a placeholder shaped like it while loading; the failure with Retry;
 * for an empty list, the empty state. (The one place the public pages import these, so their
 * stylesheets come in one order in every page's CSS.)
 */
export default function PageContentView<T>({ state, retry, loadingLabel, shape, failedMessage, empty, children }: PageContentViewProps<T>) {
  if (state.status === 'loading') return <LoadingPlaceholder label={loadingLabel} shape={shape} />;
  if (state.status === 'failed') return <LoadFailed message={failedMessage} onRetry={retry} />;
  if (empty && Array.isArray(state.data) && state.data.length === 0) return <EmptyState title={empty.title} hint={empty.hint} />;
  return <>{children(state.data)}</>;
}
