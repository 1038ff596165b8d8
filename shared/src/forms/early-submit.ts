/**
 * A prerendered page is shown before its code runs, and its forms can be sent and its buttons
 * pressed then. Without its code a form would go as a native post, which the server answers with
 * the same page and a line that nothing was sent, and a button that opens something (the phone's
 * menu, an FAQ answer) would do nothing. The page's inline script (shell/src/page-start.ts) holds
 * such a submit, and the page sends it as soon as it comes alive (useEarlyInput); it notes such a
 * press, and the page presses again as it comes alive. No React here: it runs before React is loaded.
 */

const HELD_FORM = 'form[data-sent-early]';
/** A button that shows or hides something (`aria-expanded`), pressed before the page came alive. */
const PRESSED_EARLY = 'button[aria-expanded][data-pressed-early]';

/** How long a held form waits for its page before it goes as a native post after all. */
export const EARLY_SUBMIT_WAIT_MS = 10_000;

function isPageLive(): boolean {
  return document.documentElement.dataset.pageLive === 'true';
}

/** Marks the document as answering clicks and typing (`<html data-page-live>`), and presses again what was pressed before. */
export function markPageLive(): void {
  document.documentElement.dataset.pageLive = 'true';
  for (const button of document.querySelectorAll<HTMLButtonElement>(PRESSED_EARLY)) {
    const before = button.dataset.pressedEarly;
    delete button.dataset.pressedEarly;
    // a part of the page (its header) may come alive before the rest and answer the press itself
    if (button.getAttribute('aria-expanded') === before) button.click();
  }
}

/**
 * Notes a press of a button that shows or hides something, with what it showed before the press:
 * pressed twice, it is still one press (the first did nothing).
 */
function noteIfNotLive(event: MouseEvent): void {
  const button = event.target instanceof Element ? event.target.closest('button[aria-expanded]') : null;
  if (isPageLive() || !(button instanceof HTMLButtonElement)) return;
  button.dataset.pressedEarly = button.getAttribute('aria-expanded') ?? '';
}

/** Notes the presses of buttons that show or hide something before the page comes alive (a prerendered page). */
export function holdEarlyPresses(): void {
  document.addEventListener('click', noteIfNotLive, true);
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
