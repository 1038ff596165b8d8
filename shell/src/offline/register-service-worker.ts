/**
 * Installs the site's service worker (/sw.js, docs/offline.md) once the page has loaded, the first
 * screen's reads that the document asked for early (shared/src/api/early-answers.ts) have been
 * answered and the browser is idle, so that keeping the releases (its precache) never competes
 * with a first visit's own requests. Production builds only: a development server's files change under it.
 */
export function registerServiceWorker(): void {
  if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
  // taken now: the screens take (and remove) them as they ask; none of them rejects
  const firstReads = [...(window.academyEarlyAnswers?.answers.values() ?? [])];
  const loaded = new Promise<void>((resolve) => {
    if (document.readyState === 'complete') resolve();
    else window.addEventListener('load', () => resolve(), { once: true });
  });
  void Promise.all([loaded, ...firstReads]).then(() => {
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1));
    idle(() => void navigator.serviceWorker.register('/sw.js').catch(() => undefined));
  });
}
