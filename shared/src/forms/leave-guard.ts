import { useEffect } from 'react';
import { useT } from '@academy/shared/i18n/messages';

/** A plain click on a link that would leave this page's screen in this tab (not a new tab, not a download). */
function leavingLink(event: MouseEvent): boolean {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  return link instanceof HTMLAnchorElement && !link.hasAttribute('download') && (link.target === '' || link.target === '_self');
}

/** The clicks already asked about, by the first of the guards listening. */
const asked = new WeakSet<Event>();

/**
 * While a form holds typed text not saved (`unsaved`), leaving asks first: a link followed in the
 * portal asks in the reader's language (before the router moves), and a reload or a closed tab gets
 * the browser's own question. Cancelling stays, with the text as typed.
 */
export function useLeaveGuard(unsaved: boolean): void {
  const t = useT();
  const question = t('forms.leaveUnsaved');
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
    // capturing on the document: before the router's own handler on its root
    document.addEventListener('click', askOnLink, true);
    window.addEventListener('beforeunload', askOnUnload);
    return () => {
      document.removeEventListener('click', askOnLink, true);
      window.removeEventListener('beforeunload', askOnUnload);
    };
  }, [unsaved, question]);
}
