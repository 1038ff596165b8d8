// A chunk that cannot load (its release is no longer kept, a server was briefly away), or an area
// released after this page loaded whose shared modules do not fit the page's, is met with one
// reload of the same address, which loads the live releases together; a second failure soon after
// shows the area's error screen instead of reloading again.
import { SharedModulesDoNotFit } from '../remotes/shared-fit';

const RELOADED_KEY = 'academy:reloaded-for-live-release';
const LOOP_GUARD_MS = 60_000;

interface ErrorLike {
  name?: unknown;
  message?: unknown;
  cause?: unknown;
}

/** The error and its causes, outermost first. */
function chainOf(error: unknown): ErrorLike[] {
  const chain: ErrorLike[] = [];
  for (let each = error; each && typeof each === 'object' && chain.length < 5; each = (each as ErrorLike).cause) chain.push(each as ErrorLike);
  return chain;
}

/** webpack's failure to load a chunk (or a chunk's styles), wherever in the causes it sits. */
function isMissingCode(error: unknown): boolean {
  return chainOf(error).some(
    ({ name, message }) => name === 'ChunkLoadError' || (typeof message === 'string' && /Loading (css )?chunk \S+ failed/i.test(message)),
  );
}

/** The refusal of an area whose shared modules do not fit the page, wherever in the causes it sits. */
export function sharedModulesDoNotFit(error: unknown): SharedModulesDoNotFit | null {
  return (chainOf(error).find((each) => each instanceof SharedModulesDoNotFit) as SharedModulesDoNotFit | undefined) ?? null;
}

/** A failure a reload may end: code missing, or an area newer than the page around it. */
export function reloadMayFix(error: unknown): boolean {
  return isMissingCode(error) || sharedModulesDoNotFit(error) !== null;
}

/**
 * Reloads the page at the same address, unless this tab did so less than a minute ago; returns
 * whether it reloads.
 */
export function reloadOnce(reload = () => window.location.reload(), now = Date.now()): boolean {
  try {
    const last = Number(window.sessionStorage.getItem(RELOADED_KEY));
    if (last && now - last < LOOP_GUARD_MS) return false;
    window.sessionStorage.setItem(RELOADED_KEY, String(now));
  } catch {
    // no session storage (a locked-down browser): a reload could not be told from the next
    return false;
  }
  reload();
  return true;
}

/** `load` (a dynamic import), reloading the page once instead when a reload may make it load. */
export function loadOrReloadOnce<T>(load: () => Promise<T>, reload?: () => void): Promise<T> {
  return load().catch((error: unknown) => {
    // the reload replaces the page: until then it stays as it is, loading
    if (reloadMayFix(error) && reloadOnce(reload)) return new Promise<T>(() => undefined);
    throw error;
  });
}
