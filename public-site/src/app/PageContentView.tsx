import type { ReactNode } from 'react';
import LoadFailed from '@academy/shared/ui/LoadFailed';
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
  children: (data: T) => ReactNode;
}

/** A page's content once loaded; a placeholder shaped like it while loading; the failure with Retry. */
export default function PageContentView<T>({ state, retry, loadingLabel, shape, failedMessage, children }: PageContentViewProps<T>) {
  if (state.status === 'loading') return <LoadingPlaceholder label={loadingLabel} shape={shape} />;
  if (state.status === 'failed') return <LoadFailed message={failedMessage} onRetry={retry} />;
  return <>{children(state.data)}</>;
}
