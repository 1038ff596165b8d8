/**
 * Installs the site's service worker (/sw.js, docs/offline.md) once the page has loaded and the
 * browser is idle, so that keeping the releases never competes with a first visit's own requests.
 * Production builds only: a development server's files change under it.
 */
export function registerServiceWorker(): void {
  if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
  const register = () => {
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1));
    idle(() => void navigator.serviceWorker.register('/sw.js').catch(() => undefined));
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
