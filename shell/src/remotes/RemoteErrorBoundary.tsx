import { Component, type ContextType, type ErrorInfo, type ReactNode } from 'react';
import { reportClientError } from '../errors/report-error';
import { RemoteLoadError } from './load-remote-component';
import { reloadMayFix, reloadOnce, sharedModulesDoNotFit } from '../releases/reload-once';
import { AreaWordsContext, plainNamesOf } from './area-words';
import type { RemoteName } from './register-remotes';

interface Props {
  remote: RemoteName;
  onRetry: () => void;
  children: ReactNode;
}

interface State {
  failed: boolean;
  /** The shared modules the part needs at another version than the page has; else null. */
  doesNotFit: string[] | null;
  /** A reload is on its way: nothing to show meanwhile. */
  reloading: boolean;
}

/** Keeps a remote that cannot load (server down, chunk missing, render error) inside its own area, and reports it to the API. */
export default class RemoteErrorBoundary extends Component<Props, State> {
  static override contextType = AreaWordsContext;
  declare context: ContextType<typeof AreaWordsContext>;
  override state: State = { failed: false, doesNotFit: null, reloading: false };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    const refusal = sharedModulesDoNotFit(error);
    return { failed: true, doesNotFit: refusal && refusal.unmet.map(({ module }) => module) };
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
    const words = this.context;
    return (
      <section className="remote-error" role="alert" data-remote={this.props.remote}>
        <p>{words.failed}</p>
        {this.state.doesNotFit ? (
          <>
            <p>{words.otherVersion(plainNamesOf(this.state.doesNotFit, words))}</p>
            {/* the same address: the visitor stays where they were */}
            <button type="button" onClick={() => window.location.reload()}>
              {words.reload}
            </button>
          </>
        ) : (
          <button type="button" onClick={this.retry}>
            {words.retry}
          </button>
        )}
      </section>
    );
  }
}
