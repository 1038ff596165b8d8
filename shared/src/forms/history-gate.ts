/** The event by which the history gate asks the forms of the screen before the router hears of a Back or Forward. */
export const HISTORY_GATE = 'academy:history-gate';

/**
 * Back or Forward: the browser has moved when it tells the page, and the router's own listener
 * leaves the screen at once, its forms with it. A browser runs a target's listeners in the order
 * they were added, so the page installs the gate before its router mounts: the gate asks the forms
 * first (`useLeaveGuard`), and one told to stay cancels the move before the router hears of it.
 */
export function installHistoryGate(): void {
  window.addEventListener(
    'popstate',
    (event) => {
      const asking = new CustomEvent<PopStateEvent>(HISTORY_GATE, { cancelable: true, detail: event });
      if (!window.dispatchEvent(asking)) event.stopImmediatePropagation();
    },
    true,
  );
}
