/** docs/requirements.md §2.3: plain text is shown as paragraphs, one per line; blank lines are dropped. */
export function splitParagraphs(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
}
