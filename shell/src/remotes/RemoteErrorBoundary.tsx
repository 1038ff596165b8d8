import { Component, type ErrorInfo, type ReactNode } from 'react';
import { reportClientError } from '../errors/report-error';
import { RemoteLoadError } from './load-remote-component';
import type { RemoteName } from './register-remotes';

interface Props {
  remote: RemoteName;
  onRetry: () => void;
  children: ReactNode;
}

interface State {
  failed: boolean;
}

/** Keeps a remote that cannot load (server down, chunk missing, render error) inside its own area, and reports it to the API. */
export default class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`remote ${this.props.remote} failed`, error, info.componentStack);
    reportClientError(error, error instanceof RemoteLoadError ? 'remote_load' : 'render', this.props.remote);
  }

  private retry = (): void => {
    this.props.onRetry();
    this.setState({ failed: false });
  };

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return (
      <section className="remote-error" role="alert" data-remote={this.props.remote}>
        <p>This part of the site could not be loaded.</p>
        <button type="button" onClick={this.retry}>
          Retry
        </button>
      </section>
    );
  }
}
