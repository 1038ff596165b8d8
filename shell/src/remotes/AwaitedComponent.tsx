import { useEffect, useState, type ComponentType } from 'react';
import Loading from './Loading';

interface Awaited {
  component: ComponentType | null;
  failure: { error: unknown } | null;
}

/**
 * Renders a component whose code loads apart: at once when it has already arrived, else the
 * loading placeholder until it does. Not React.lazy with Suspense: React holds content that
 * replaces a Suspense placeholder back for up to 300 ms, and a lazy component shows one even when
 * its code has long arrived, so the portal's frame and area, asked for ahead of the first render,
 * would each wait that long before their screens could ask for their data. A failure to load
 * reaches the nearest error boundary.
 */
export default function AwaitedComponent({ arrived, load }: { arrived: () => ComponentType | null; load: () => Promise<{ default: ComponentType }> }) {
  const [{ component: Component, failure }, setAwaited] = useState<Awaited>(() => ({ component: arrived(), failure: null }));
  const waiting = !Component && !failure;
  useEffect(() => {
    if (!waiting) return undefined;
    let mounted = true;
    load().then(
      ({ default: component }) => mounted && setAwaited({ component, failure: null }),
      (error: unknown) => mounted && setAwaited({ component: null, failure: { error } }),
    );
    return () => {
      mounted = false;
    };
    // loads once per mount: a new attempt is a new mount
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  if (failure) throw failure.error;
  return Component ? <Component /> : <Loading />;
}
