import { afterFirstScreen } from '@academy/shared/api/after-first-screen';

/**
 * Installs the site's service worker (/sw.js, docs/offline.md) once the first screen is done
 * (`afterFirstScreen`: the page loaded, the reads the document asked for early answered, the
 * browser idle), so that keeping the releases (its precache) never competes with a first visit's
 * own requests. Production builds only: a development server's files change under it.
 */
export function registerServiceWorker(): void {
  if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
  afterFirstScreen(() => void navigator.serviceWorker.register('/sw.js').catch(() => undefined));
}
