import { embedFor, parseTopicContent, trustedPdfHosts } from '@academy/shared/domain/embeds';

const PDF_HOSTS = ['academy.example.org', 'files.example.org'];

test.each([
  ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
  ['https://youtu.be/dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
  ['https://vimeo.com/76979871', 'https://player.vimeo.com/video/76979871'],
])('embeds the video %s at 315 px', (href, src) => {
  expect(embedFor(href, PDF_HOSTS)).toEqual({ kind: 'video', src, height: 315, href });
});

test('embeds a PDF from a trusted host at 500 px and Google Slides at 480 px', () => {
  expect(embedFor('https://files.example.org/notes/week1.PDF', PDF_HOSTS)).toMatchObject({ kind: 'pdf', height: 500 });
  expect(embedFor('https://docs.google.com/presentation/d/abc123/edit#slide=id.p', PDF_HOSTS)).toEqual({
    kind: 'slides',
    src: 'https://docs.google.com/presentation/d/abc123/embed',
    height: 480,
    href: 'https://docs.google.com/presentation/d/abc123/edit#slide=id.p',
  });
});

test.each([
  'http://www.youtube.com/watch?v=dQw4w9WgXcQ',
  'http://files.example.org/notes.pdf',
  'https://evil.example/notes.pdf',
  'https://files.example.org.evil.example/notes.pdf',
  'https://evil.example/redirect?to=https://files.example.org/notes.pdf',
  'javascript:alert(1)',
  'https://evil.example/watch?v=x',
  'https://www.youtube.com/watch?v=bad"id',
  'https://example.org/page',
  'not a url',
])('never embeds %s', (href) => {
  expect(embedFor(href, PDF_HOSTS)).toBeNull();
});

test("trusts PDFs from the page's host, the API's host and the configured hosts only", () => {
  expect(trustedPdfHosts({ apiBaseUrl: 'https://API.academy.example.org/api/v1', embedHosts: ['files.example.org'] }, 'academy.example.org')).toEqual([
    'academy.example.org',
    'files.example.org',
    'api.academy.example.org',
  ]);
  expect(trustedPdfHosts({ apiBaseUrl: '/api/v1' }, 'academy.example.org')).toEqual(['academy.example.org']);
});

test('splits a description into text, embeds and plain links, trimming sentence punctuation', () => {
  const segments = parseTopicContent('Watch https://youtu.be/abc_DEF-1. Read more at https://example.org/about, then javascript:alert(1) done', PDF_HOSTS);
  expect(segments).toEqual([
    { type: 'text', text: 'Watch ' },
    { type: 'embed', embed: expect.objectContaining({ kind: 'video', src: 'https://www.youtube-nocookie.com/embed/abc_DEF-1' }) },
    { type: 'text', text: '. Read more at ' },
    { type: 'link', href: 'https://example.org/about' },
    { type: 'text', text: ', then javascript:alert(1) done' },
  ]);
});

test('a description without links is one text segment', () => {
  expect(parseTopicContent('Just words\nand lines', PDF_HOSTS)).toEqual([{ type: 'text', text: 'Just words\nand lines' }]);
});
