import type { MouseEvent } from 'react';

/**
 * The keyboard's first stop on every page: past the header and the navigation to the element
 * `mainId` (focusable: `tabIndex={-1}`), its text in the page's language. Shown only while it has focus.
 */
export default function SkipLink({ mainId, children }: { mainId: string; children: string }) {
  // moves focus without changing the URL, which the router owns
  function skipToMain(event: MouseEvent<HTMLAnchorElement>) {
    event.preventDefault();
    document.getElementById(mainId)?.focus();
  }

  return (
    <a className="skip-link" href={`#${mainId}`} onClick={skipToMain}>
      {children}
    </a>
  );
}
