import type { MouseEvent } from 'react';

/**
 * A button's props while it must refuse presses (what it started is under way, or it has nowhere
 * to go, as Move up at the top): it stays enabled and `aria-disabled`, since a browser takes the
 * keyboard's focus from a disabled button. `press` runs when it is not refused; a refused press of
 * a submit button does not submit.
 */
export function busyPress<E extends MouseEvent<HTMLButtonElement>>(busy: boolean, press?: (event: E) => void) {
  return {
    'aria-disabled': busy || undefined,
    onClick: (event: E) => {
      if (busy) event.preventDefault();
      else press?.(event);
    },
  };
}
