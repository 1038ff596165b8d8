// Answer and payload schemas of the public content (docs/requirements.md §12): the FAQ.
import { Type, type Static } from '@sinclair/typebox';
import { Id } from '../../http/schemas';

const NOT_BLANK = { pattern: '\\S', description: 'text that is not only spaces' } as const;

export const FaqItem = Type.Object(
  {
    id: Type.Integer(),
    question: Type.String(),
    answer: Type.String({ description: 'Plain text; each line is a paragraph.' }),
  },
  { title: 'FaqItem' },
);
export type FaqItemView = Static<typeof FaqItem>;

export const FaqItemBody = Type.Object(
  {
    question: Type.String({ minLength: 1, maxLength: 300, ...NOT_BLANK }),
    answer: Type.String({ minLength: 1, maxLength: 5000, ...NOT_BLANK }),
  },
  { additionalProperties: false },
);
export type FaqItemInput = Static<typeof FaqItemBody>;

export const FaqOrderBody = Type.Object(
  { ids: Type.Array(Id, { maxItems: 500, uniqueItems: true, description: 'Every item id, in the order the page shows them.' }) },
  { additionalProperties: false },
);
