/** Moves focus to the named control of a form (the first invalid field after a failed submit). */
export function focusField(form: HTMLFormElement | null, name: string | undefined): void {
  if (!form || !name) return;
  const control = form.elements.namedItem(name);
  if (control instanceof HTMLElement) focusControl(control);
}

/**
 * Moves focus to `control`. One that has it already (a form sent with Enter from it) takes it again
 * once its error is shown: a screen reader reads a field as it gets focus, its new error with it,
 * and would otherwise say nothing.
 */
export function focusControl(control: HTMLElement): void {
  if (control !== document.activeElement) {
    control.focus();
    return;
  }
  setTimeout(() => {
    control.blur();
    control.focus();
  });
}

/** The lists, sections and main around `element`, nearest first: where the keyboard may go on once it is removed. */
export function containersAround(element: Element | null): HTMLElement[] {
  const found: HTMLElement[] = [];
  for (let node = element?.parentElement ?? null; node; node = node.parentElement) if (node.matches('ul, ol, section, main')) found.push(node);
  return found;
}

/**
 * After a removal: when nothing has the focus (its button went with the item), the nearest of
 * `containers` still on the page takes it, once the dialog that asked has given it back: the
 * keyboard goes on from the list rather than the page's top.
 */
export function focusStillStanding(containers: HTMLElement[]): void {
  setTimeout(() => {
    if (document.activeElement && document.activeElement !== document.body) return;
    const standing = containers.find((container) => container.isConnected);
    if (!standing) return;
    if (!standing.hasAttribute('tabindex')) standing.tabIndex = -1;
    standing.focus();
  });
}
