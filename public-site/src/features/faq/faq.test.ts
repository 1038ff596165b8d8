import { FAQ_ITEMS, splitParagraphs } from './faq';

test('an answer becomes one paragraph per line', () => {
  expect(splitParagraphs('First line.\nSecond line.\r\nThird line.')).toEqual(['First line.', 'Second line.', 'Third line.']);
});

test('blank lines and surrounding spaces do not make empty paragraphs', () => {
  expect(splitParagraphs('  One.  \n\n   \nTwo.\n')).toEqual(['One.', 'Two.']);
});

test('an answer without a line break is a single paragraph', () => {
  expect(splitParagraphs('Only one.')).toEqual(['Only one.']);
});

test('the academy publishes 8 questions, each with an answer', () => {
  expect(FAQ_ITEMS).toHaveLength(8);
  expect(new Set(FAQ_ITEMS.map((item) => item.id)).size).toBe(8);
  for (const item of FAQ_ITEMS) {
    expect(item.question.trim()).not.toBe('');
    expect(splitParagraphs(item.answer).length).toBeGreaterThan(0);
  }
});
