import { lazy, Suspense, useMemo, useState } from 'react';
import { takeRemoteComponent } from './load-remote-component';
import type { RemoteName } from './register-remotes';
import RemoteErrorBoundary from './RemoteErrorBoundary';
import Loading from './Loading';

interface Props {
  remote: RemoteName;
  module: string;
}

/**
 * Mounts one exposed module of a remote. React caches a failed lazy load, so Retry makes a new
 * lazy component (a new attempt), and the boundary is keyed by remote so an error in one area
 * does not stick when the visitor navigates to another.
 */
export default function RemoteArea({ remote, module }: Props) {
  const [attempt, setAttempt] = useState(0);
  const RemoteComponent = useMemo(
    () => lazy(() => takeRemoteComponent(remote, module)),
    // attempt is the point: each retry needs a fresh lazy component
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [remote, module, attempt],
  );
  return (
    <RemoteErrorBoundary key={`${remote}/${module}`} remote={remote} onRetry={() => setAttempt((n) => n + 1)}>
      <Suspense fallback={<Loading />}>
        <RemoteComponent />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
