import { useEffect } from 'react';

/**
 * Names the page in its one <title>, the document's own: the tab, the history and screen readers
 * read it. (A React <title> would be a second element beside the page template's.) Null leaves it.
 */
export function useDocumentTitle(title: string | null): void {
  useEffect(() => {
    if (title !== null) document.title = title;
  }, [title]);
}
