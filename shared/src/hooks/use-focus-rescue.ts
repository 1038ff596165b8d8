import { useEffect, type RefObject } from 'react';

/** Whether the keyboard's focus is nowhere: on the page itself, or on a control that was disabled under it. */
function focusIsLost(): boolean {
  const active = document.activeElement;
  return !active || active === document.body || active.matches(':disabled');
}

/**
 * Keeps the keyboard's place when what had its focus goes away under it (a form's button once the
 * form is done and the screen changes, a row that is removed, a screen that renders again in
 * another language): focus then moves to `main`, as a skip link would put it, instead of falling
 * to the page, where the next Tab would start again from the top. Focus that a screen moves on
 * purpose, and a click on the page's background, are left alone.
 */
export function useFocusRescue(main: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    let lastFocused: Element | null = null;
    const remember = (event: FocusEvent) => {
      lastFocused = event.target instanceof Element ? event.target : null;
    };
    const rescue = () => {
      const gone = lastFocused !== null && (!lastFocused.isConnected || lastFocused.matches(':disabled'));
      if (!gone || !focusIsLost() || !main.current) return;
      lastFocused = null;
      main.current.focus({ preventScroll: true });
    };
    const observer = new MutationObserver(rescue);
    observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['disabled'] });
    document.addEventListener('focusin', remember);
    return () => {
      observer.disconnect();
      document.removeEventListener('focusin', remember);
    };
  }, [main]);
}
