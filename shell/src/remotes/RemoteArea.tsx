import { lazy, Suspense, useMemo, useState } from 'react';
import AwaitedComponent from './AwaitedComponent';
import { startedAheadOf, takeArrivedComponent, takeRemoteComponent } from './load-remote-component';
import type { RemoteName } from './register-remotes';
import RemoteErrorBoundary from './RemoteErrorBoundary';
import Loading from './Loading';

interface Props {
  remote: RemoteName;
  module: string;
}

/**
 * Mounts one exposed module of a remote. A module whose load was started ahead (the signed-in
 * role's portal area) is awaited without Suspense (AwaitedComponent says why); any other is
 * React.lazy, under which a prerendered page keeps its markup while its code arrives. React caches
 * a failed lazy load, so Retry mounts the module anew (a new attempt), and the boundary is keyed
 * by remote so an error in one area does not stick when the visitor navigates to another.
 */
export default function RemoteArea({ remote, module }: Props) {
  const [attempt, setAttempt] = useState(0);
  const [ahead] = useState(() => startedAheadOf(remote, module));
  return (
    <RemoteErrorBoundary key={`${remote}/${module}`} remote={remote} onRetry={() => setAttempt((n) => n + 1)}>
      {ahead && attempt === 0 ? (
        <AwaitedComponent arrived={() => takeArrivedComponent(remote, module)} load={() => takeRemoteComponent(remote, module)} />
      ) : (
        <LazyRemote key={attempt} remote={remote} module={module} />
      )}
    </RemoteErrorBoundary>
  );
}

function LazyRemote({ remote, module }: Props) {
  const RemoteComponent = useMemo(() => lazy(() => takeRemoteComponent(remote, module)), [remote, module]);
  return (
    <Suspense fallback={<Loading />}>
      <RemoteComponent />
    </Suspense>
  );
}
