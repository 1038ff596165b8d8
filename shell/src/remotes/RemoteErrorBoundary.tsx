import { Component, type ErrorInfo, type ReactNode } from 'react';
import { reportClientError } from '../errors/report-error';
import { RemoteLoadError } from './load-remote-component';
import { reloadMayFix, reloadOnce, unmetSharedModule } from '../releases/reload-once';
import type { RemoteName } from './register-remotes';

interface Props {
  remote: RemoteName;
  onRetry: () => void;
  children: ReactNode;
}

interface State {
  failed: boolean;
  /** The part's code does not fit the page's shared modules (a release that should have been refused). */
  doesNotFit: boolean;
  /** A reload is on its way: nothing to show meanwhile. */
  reloading: boolean;
}

/** Keeps a remote that cannot load (server down, chunk missing, render error) inside its own area, and reports it to the API. */
export default class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, doesNotFit: false, reloading: false };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { failed: true, doesNotFit: unmetSharedModule(error) !== null };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    // code of a release no longer served, or an area released after the page: its address loads the live ones
    if (reloadMayFix(error) && reloadOnce()) {
      this.setState({ reloading: true });
      return;
    }
    console.error(`remote ${this.props.remote} failed`, error, info.componentStack);
    reportClientError(error, error instanceof RemoteLoadError ? 'remote_load' : 'render', this.props.remote);
  }

  private retry = (): void => {
    this.props.onRetry();
    this.setState({ failed: false, doesNotFit: false });
  };

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    if (this.state.reloading) return null;
    return (
      <section className="remote-error" role="alert" data-remote={this.props.remote}>
        <p>This part of the site could not be loaded.</p>
        {this.state.doesNotFit && <p>Its new version does not work with the rest of this page yet. The academy has been told.</p>}
        <button type="button" onClick={this.retry}>
          Retry
        </button>
      </section>
    );
  }
}
