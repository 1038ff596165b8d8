import { useSyncExternalStore } from 'react';
import { onlineManager } from '@tanstack/react-query';

/** The data layer's view (it pauses its calls without a network), and the browser's (a page opened offline, before any event). */
function isOnline(): boolean {
  return onlineManager.isOnline() && navigator.onLine;
}

/** Calls `listener` when either view may have changed: the data layer's, or the browser's events (which it ignores while it already agrees). */
function subscribe(listener: () => void): () => void {
  const stopManager = onlineManager.subscribe(listener);
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    stopManager();
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

/** Whether the page has a network. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnline, () => true);
}
