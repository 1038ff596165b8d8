import { useCallback, useEffect, type KeyboardEvent, type RefObject } from 'react';

const FOCUSABLE =
  'a[href], button:not(:disabled), input:not(:disabled), select:not(:disabled), textarea:not(:disabled), summary, [tabindex]:not([tabindex="-1"])';

/** What Tab reaches in `container`: not what a closed <details> hides, though its summary. */
function tabbable(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((element) => {
    const closed = element.closest('details:not([open])');
    return !closed || (element.tagName === 'SUMMARY' && element.parentElement === closed);
  });
}

export interface FocusTrapOptions {
  /** Where focus goes when the trap starts (default: the container's first focusable element). */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Escape pressed inside the container. */
  onEscape?: () => void;
}

/**
 * Keeps keyboard focus inside `container` while it is mounted (a modal dialog, the phone drawer):
 * focus moves in at start, Tab and Shift+Tab wrap around, Escape calls `onEscape`, and focus goes
 * back to the element that had it before once the container goes. Returns the container's
 * onKeyDown handler.
 */
export function useFocusTrap(container: RefObject<HTMLElement | null>, { initialFocus, onEscape }: FocusTrapOptions = {}) {
  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const first = initialFocus?.current ?? (container.current ? tabbable(container.current)[0] : undefined);
    first?.focus();
    return () => opener?.focus();
    // only on mount and unmount: the trap starts and ends with the container
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return useCallback(
    (event: KeyboardEvent<HTMLElement>) => {
      if (event.key === 'Escape' && onEscape) {
        event.stopPropagation();
        onEscape();
        return;
      }
      if (event.key !== 'Tab' || !container.current) return;
      const focusable = tabbable(container.current);
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (!first || !last) {
        event.preventDefault();
        return;
      }
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    },
    [container, onEscape],
  );
}
