import { lazy, Suspense, useEffect, useState } from 'react';

// named: a portal page's document preloads it (platform/webpack/config.ts, PORTAL_CHUNK_GROUPS)
const Toasts = lazy(() => import(/* webpackChunkName: "toasts" */ '@academy/shared/ui/Toasts'));

const INTERACTIONS = ['pointerdown', 'keydown', 'touchstart'] as const;

/**
 * The toast container, kept off the first page of the public site: every toast there answers
 * something the visitor did, so it loads at the first interaction (react-toastify queues a toast
 * raised before its container mounts). Pages that toast on their own (the portal) mount it at once.
 */
export default function DeferredToasts({ immediately }: { immediately: boolean }) {
  const [wanted, setWanted] = useState(immediately);
  useEffect(() => {
    if (wanted) return undefined;
    const want = () => setWanted(true);
    for (const type of INTERACTIONS) window.addEventListener(type, want, { once: true, capture: true });
    return () => {
      for (const type of INTERACTIONS) window.removeEventListener(type, want, { capture: true });
    };
  }, [wanted]);
  useEffect(() => {
    if (immediately) setWanted(true);
  }, [immediately]);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toasts />
    </Suspense>
  );
}
