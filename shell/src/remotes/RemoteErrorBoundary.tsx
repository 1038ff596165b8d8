import { Component, type ErrorInfo, type ReactNode } from 'react';
import { reportClientError } from '../errors/report-error';
import { RemoteLoadError } from './load-remote-component';
import { reloadMayFix, reloadOnce, sharedModulesDoNotFit } from '../releases/reload-once';
import { plainNamesOf } from './shared-module-names';
import type { RemoteName } from './register-remotes';

interface Props {
  remote: RemoteName;
  onRetry: () => void;
  children: ReactNode;
}

interface State {
  failed: boolean;
  /** The shared modules the part needs at another version than the page has, in plain words; else null. */
  doesNotFit: string | null;
  /** A reload is on its way: nothing to show meanwhile. */
  reloading: boolean;
}

/** Keeps a remote that cannot load (server down, chunk missing, render error) inside its own area, and reports it to the API. */
export default class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, doesNotFit: null, reloading: false };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    const refusal = sharedModulesDoNotFit(error);
    return { failed: true, doesNotFit: refusal && plainNamesOf(refusal.unmet.map(({ module }) => module)) };
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
    this.setState({ failed: false, doesNotFit: null });
  };

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    if (this.state.reloading) return null;
    return (
      <section className="remote-error" role="alert" data-remote={this.props.remote}>
        <p>This part of the site could not be loaded.</p>
        {this.state.doesNotFit ? (
          <>
            <p>It was released for another version of {this.state.doesNotFit} than this page has. Reload the page to get the matching version.</p>
            {/* the same address: the visitor stays where they were */}
            <button type="button" onClick={() => window.location.reload()}>
              Reload
            </button>
          </>
        ) : (
          <button type="button" onClick={this.retry}>
            Retry
          </button>
        )}
      </section>
    );
  }
}
