import items from './faq-items.json';

/** docs/requirements.md §3: a FAQ item (static content the academy edits in faq-items.json). */
export interface FaqItem {
  id: number;
  question: string;
  answer: string;
}

export const FAQ_ITEMS: readonly FaqItem[] = items;

/** docs/requirements.md §2.3: an answer is shown as paragraphs, one per line of its text; blank lines are dropped. */
export function splitParagraphs(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
}
