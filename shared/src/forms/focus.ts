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
