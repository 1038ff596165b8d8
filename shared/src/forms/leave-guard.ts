import { createContext, useContext, useEffect, useState } from 'react';
import { HISTORY_GATE } from '@academy/shared/forms/history-gate';
import { useT } from '@academy/shared/i18n/messages';

/** The guards holding unsaved text inside a part of the screen, and those of the part around it. */
interface UnsavedParts {
  holders: Set<symbol>;
  outer: UnsavedParts | null;
}

/**
 * A part of the screen that can go away while the screen stays (a panel closed, another language's
 * version chosen): the editors inside it are known to it, so it can ask before it drops their text.
 */
export const UnsavedPart = createContext<UnsavedParts | null>(null);

/**
 * For a part of the screen (given to `UnsavedPart.Provider`) that can go away: `mayDrop()` is true
 * when no editor inside it holds unsaved text, or when the reader agrees to lose it.
 */
export function useUnsavedPart() {
  const t = useT();
  const outer = useContext(UnsavedPart);
  const [part] = useState<UnsavedParts>(() => ({ holders: new Set(), outer }));
  return { part, mayDrop: () => part.holders.size === 0 || window.confirm(t('forms.dropUnsaved')) };
}

/** A plain click on a link that would leave this page's screen in this tab (not a new tab, not a download). */
function leavingLink(event: MouseEvent): boolean {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  return link instanceof HTMLAnchorElement && !link.hasAttribute('download') && (link.target === '' || link.target === '_self');
}

/** The clicks and the history's moves already asked about, by the first of the guards listening. */
const asked = new WeakSet<Event>();

/** The router's place in this tab's history: the index it keeps in each entry's state. */
function historyIndex(state: unknown): number | null {
  const index = (state as { idx?: unknown } | null)?.idx;
  return typeof index === 'number' ? index : null;
}

/** Set while a guard moves the history back to its form's entry, a move the router must not follow. */
let returning = false;

/** The form's entry in the history: its address, and the state the router keeps there. */
interface FormEntry {
  href: string;
  state: unknown;
}

/**
 * Back or Forward, as the history gate asks (`installHistoryGate`): the browser has already moved,
 * so the guard asks first and, cancelled, moves back to the form's entry; from an entry the router
 * did not make (no index of its own), by making the form's entry again.
 */
function guardHistory(question: string, form: FormEntry) {
  const formIndex = historyIndex(form.state);
  return (event: Event) => {
    const asking = event as CustomEvent<PopStateEvent>;
    // another form of the screen has answered for this move
    if (asking.defaultPrevented || asked.has(asking)) return;
    asked.add(asking);
    if (returning) {
      returning = false;
      asking.preventDefault();
      return;
    }
    if (window.confirm(question)) return;
    asking.preventDefault();
    const index = historyIndex(asking.detail.state);
    if (formIndex === null || index === null) {
      window.history.pushState(form.state, '', form.href);
      return;
    }
    if (index === formIndex) return;
    returning = true;
    window.history.go(formIndex - index);
  };
}

/**
 * While a form holds typed text not saved (`unsaved`), leaving asks first: a link followed in the
 * portal, or the browser's Back and Forward, ask in the reader's language (before the router
 * moves), and a reload or a closed tab gets the browser's own question. Cancelling stays, with the
 * text as typed. The parts of the screen around the form (`UnsavedPart`) know it holds text.
 */
export function useLeaveGuard(unsaved: boolean): void {
  const t = useT();
  const question = t('forms.leaveUnsaved');
  const parts = useContext(UnsavedPart);
  useEffect(() => {
    if (!unsaved) return;
    const holder = Symbol('unsaved');
    const around: UnsavedParts[] = [];
    for (let part = parts; part; part = part.outer) around.push(part);
    around.forEach((part) => part.holders.add(holder));
    return () => around.forEach((part) => part.holders.delete(holder));
  }, [unsaved, parts]);
  useEffect(() => {
    if (!unsaved) return;
    const askOnLink = (event: MouseEvent) => {
      // several forms on the screen holding text ask once
      if (asked.has(event) || !leavingLink(event)) return;
      asked.add(event);
      if (window.confirm(question)) return;
      event.preventDefault();
      event.stopImmediatePropagation();
    };
    const askOnUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    const askOnHistory = guardHistory(question, { href: window.location.href, state: window.history.state });
    // capturing: before the router's own handler on its root
    document.addEventListener('click', askOnLink, true);
    window.addEventListener(HISTORY_GATE, askOnHistory);
    window.addEventListener('beforeunload', askOnUnload);
    return () => {
      document.removeEventListener('click', askOnLink, true);
      window.removeEventListener(HISTORY_GATE, askOnHistory);
      window.removeEventListener('beforeunload', askOnUnload);
    };
  }, [unsaved, question]);
}
