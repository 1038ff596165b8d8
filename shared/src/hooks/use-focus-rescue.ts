import { useEffect, useRef, type RefObject } from 'react';

/**
 * Set on the window when a layout goes while the keyboard's focus was on something of its own (a
 * sign-in's button, and the portal's frame replaces the public one): the next layout takes the
 * focus. A registered symbol, as the public site and the portal each bundle their own copy of this module.
 */
const HANDED_OFF = Symbol.for('academy.focus-handed-off');
type HandingWindow = Window & { [HANDED_OFF]?: boolean };

/** Whether the keyboard's focus is nowhere: on the page itself, or on a control that was disabled under it. */
function focusIsLost(): boolean {
  const active = document.activeElement;
  return !active || active === document.body || active.matches(':disabled');
}

/**
 * Keeps the keyboard's place when what had its focus goes away under it (a form's button once the
 * form is done and the screen changes, a row that is removed, a screen that renders again in
 * another language, a sign-in that opens the portal): focus then moves to `main`, as a skip link
 * would put it, instead of falling to the page, where the next Tab would start again from the top.
 * Focus that a screen moves on purpose, a click on the page's background and a page's first load
 * are left alone.
 */
export function useFocusRescue(main: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const handing = window as HandingWindow;
    let pending = handing[HANDED_OFF] === true;
    delete handing[HANDED_OFF];
    let lastFocused: Element | null = null;
    const isGone = (element: Element | null) => element !== null && (!element.isConnected || element.matches(':disabled'));
    const remember = (event: FocusEvent) => {
      lastFocused = event.target instanceof Element ? event.target : null;
      pending = false;
    };
    const rescue = () => {
      if (!(pending || isGone(lastFocused)) || !focusIsLost() || !main.current) return;
      pending = false;
      lastFocused = null;
      main.current.focus({ preventScroll: true });
    };
    const observer = new MutationObserver(rescue);
    observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['disabled'] });
    document.addEventListener('focusin', remember);
    rescue();
    return () => {
      observer.disconnect();
      document.removeEventListener('focusin', remember);
      if (isGone(lastFocused) && focusIsLost()) handing[HANDED_OFF] = true;
    };
  }, [main]);
}

/**
 * A new screen opened from outside the main content (the navigation, the drawer, the top bar) takes
 * the focus to its main content, so a screen reader reads the new screen and the next Tab starts
 * there. A screen that put the focus in its main content itself keeps it there.
 */
export function useFocusOnNewScreen(main: RefObject<HTMLElement | null>, pathname: string): void {
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    const area = main.current;
    if (area && !area.contains(document.activeElement)) area.focus({ preventScroll: true });
  }, [main, pathname]);
}
