import { lazy, Suspense, useEffect, useState } from 'react';
import { TOAST_RAISED } from '@academy/shared/feedback/toast';

const Toasts = lazy(() => import(/* webpackChunkName: "toasts" */ '@academy/shared/ui/Toasts'));

const INTERACTIONS = ['pointerdown', 'keydown', 'touchstart'] as const;

/**
 * The toast container, kept off a page's first visit: it loads when a toast is raised
 * (`@academy/shared/feedback/toast` asks for it; react-toastify shows a toast raised before its
 * container mounts once it does) or at the first interaction, whichever comes first.
 */
export default function DeferredToasts() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (wanted) return undefined;
    const want = () => setWanted(true);
    for (const type of INTERACTIONS) window.addEventListener(type, want, { once: true, capture: true });
    window.addEventListener(TOAST_RAISED, want, { once: true });
    return () => {
      for (const type of INTERACTIONS) window.removeEventListener(type, want, { capture: true });
      window.removeEventListener(TOAST_RAISED, want);
    };
  }, [wanted]);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toasts />
    </Suspense>
  );
}
