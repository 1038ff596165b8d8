import { splitParagraphs } from '@academy/shared/format/paragraphs';

test('an answer becomes one paragraph per line', () => {
  expect(splitParagraphs('First line.\nSecond line.\r\nThird line.')).toEqual(['First line.', 'Second line.', 'Third line.']);
});

test('blank lines and surrounding spaces do not make empty paragraphs', () => {
  expect(splitParagraphs('  One.  \n\n   \nTwo.\n')).toEqual(['One.', 'Two.']);
});

test('an answer without a line break is a single paragraph', () => {
  expect(splitParagraphs('Only one.')).toEqual(['Only one.']);
});
