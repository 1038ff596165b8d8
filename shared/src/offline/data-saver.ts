// Data saver (docs/offline.md): video players load only when tapped, and pictures below the fold
// as they come near. The choice is the device's (a phone on a small plan), not the person's: it is
// kept in this browser and survives a sign-out. Until it is made, it follows the browser: on when
// it asks to save data or reports a 2G connection.
import { useSyncExternalStore } from 'react';
import { DATA_SAVER_KEY } from '@academy/shared/offline/data-saver-key';

interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: string;
  addEventListener?: (type: 'change', listener: () => void) => void;
  removeEventListener?: (type: 'change', listener: () => void) => void;
}

function connection(): NetworkInformation | undefined {
  return typeof navigator === 'undefined' ? undefined : (navigator as Navigator & { connection?: NetworkInformation }).connection;
}

/** What the browser says: it asks to save data, or its connection is 2G or slower. */
export function browserAsksToSaveData(): boolean {
  const network = connection();
  return Boolean(network?.saveData) || network?.effectiveType === '2g' || network?.effectiveType === 'slow-2g';
}

/** The choice made on this device, or null while the browser decides. */
export function chosenDataSaver(): boolean | null {
  try {
    const kept = localStorage.getItem(DATA_SAVER_KEY);
    return kept === 'on' ? true : kept === 'off' ? false : null;
  } catch {
    return null;
  }
}

export function dataSaverOn(): boolean {
  return chosenDataSaver() ?? browserAsksToSaveData();
}

const listeners = new Set<() => void>();

export function chooseDataSaver(on: boolean): void {
  try {
    localStorage.setItem(DATA_SAVER_KEY, on ? 'on' : 'off');
  } catch {
    // a browser that keeps nothing: the choice lasts as long as the page
  }
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === DATA_SAVER_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  connection()?.addEventListener?.('change', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
    connection()?.removeEventListener?.('change', listener);
  };
}

/** Whether data saver is on for this page now. */
export function useDataSaver(): boolean {
  return useSyncExternalStore(subscribe, dataSaverOn, () => false);
}
