import { lazy, Suspense, useEffect, useState } from 'react';
import { TOAST_RAISED } from '@academy/shared/feedback/toast';

// named: the build's list of what a portal page runs first knows it (platform/webpack/config.ts)
const Toasts = lazy(() => import(/* webpackChunkName: "toasts" */ '@academy/shared/ui/Toasts'));

const INTERACTIONS = ['pointerdown', 'keydown', 'touchstart'] as const;

/** Once the page has loaded and the browser is idle. */
function whenSettled(run: () => void): () => void {
  let handle: number | undefined;
  const idle = () => {
    handle = window.requestIdleCallback ? window.requestIdleCallback(run) : window.setTimeout(run, 1);
  };
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
  return () => {
    window.removeEventListener('load', idle);
    if (handle === undefined) return;
    if (window.cancelIdleCallback) window.cancelIdleCallback(handle);
    else window.clearTimeout(handle);
  };
}

/**
 * The toast container, kept off a page's first visit: it loads when a toast is raised
 * (`@academy/shared/feedback/toast` asks for it; react-toastify shows a toast raised before its
 * container mounts once it does), at the first interaction, and on pages that toast on their own
 * (the portal) once the page has loaded and the browser is idle, so a later toast shows at once.
 */
export default function DeferredToasts({ soon }: { soon: boolean }) {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (wanted) return undefined;
    const want = () => setWanted(true);
    for (const type of INTERACTIONS) window.addEventListener(type, want, { once: true, capture: true });
    window.addEventListener(TOAST_RAISED, want, { once: true });
    const settled = soon ? whenSettled(want) : () => undefined;
    return () => {
      for (const type of INTERACTIONS) window.removeEventListener(type, want, { capture: true });
      window.removeEventListener(TOAST_RAISED, want);
      settled();
    };
  }, [wanted, soon]);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toasts />
    </Suspense>
  );
}
