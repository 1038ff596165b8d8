/**
 * A prerendered page is shown before its code runs, and its forms can be sent then. Without its
 * code a form would go as a native post, which the server answers with the same page and a line
 * that nothing was sent. The shell's first script holds such a submit instead, and the page sends
 * it as soon as it comes alive (useEarlyInput). No React here: it runs before React is loaded.
 */

const HELD_FORM = 'form[data-sent-early]';

/** How long a held form waits for its page before it goes as a native post after all. */
export const EARLY_SUBMIT_WAIT_MS = 10_000;

function isPageLive(): boolean {
  return document.documentElement.dataset.pageLive === 'true';
}

/** Marks the document as answering clicks and typing: `<html data-page-live>`. */
export function markPageLive(): void {
  document.documentElement.dataset.pageLive = 'true';
}

function holdIfNotLive(event: SubmitEvent): void {
  const form = event.target;
  if (isPageLive() || !(form instanceof HTMLFormElement)) return;
  event.preventDefault();
  form.dataset.sentEarly = '';
  setTimeout(() => {
    if (!isPageLive() && form.isConnected) form.submit();
  }, EARLY_SUBMIT_WAIT_MS);
}

/** Holds the forms sent before the page comes alive (for a page that came prerendered). */
export function holdEarlySubmits(): void {
  document.addEventListener('submit', holdIfNotLive, true);
}

/** The form in or at `container` that was sent before the page came alive, once: for it to be sent again. */
export function takeEarlySubmit(container: Element): HTMLFormElement | null {
  const form = container.matches(HELD_FORM) ? container : container.querySelector(HELD_FORM);
  if (!(form instanceof HTMLFormElement)) return null;
  delete form.dataset.sentEarly;
  return form;
}
