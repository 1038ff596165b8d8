import { httpUrlError, isHttpUrl } from '@academy/shared/forms/http-url';

test('full https addresses pass', () => {
  expect(httpUrlError('https://docs.google.com/document/d/abc/edit?usp=sharing')).toBeNull();
  expect(httpUrlError('  https://drive.google.com/file/d/1  ')).toBeNull();
});

test('anything else gets one clear message; empty text is left to the required check', () => {
  const message = 'Enter a full web address starting with https://.';
  for (const bad of [
    'http://example.org/work.pdf',
    'docs.google.com/document',
    'not a link',
    'ftp://example.org/x',
    'javascript:alert(1)',
    'https://localhost',
    'https://exa mple.org',
  ]) {
    expect(httpUrlError(bad)).toBe(message);
  }
  expect(httpUrlError('   ')).toBeNull();
  expect(isHttpUrl('mailto:a@b.org')).toBe(false);
});
