import { render, screen } from '@testing-library/react';
import TopicContent from '@academy/shared/ui/topics/TopicContent';

const DESCRIPTION = [
  'Welcome to week one.',
  'Video: https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  'Notes: https://localhost/week1.pdf',
  'Slides: https://docs.google.com/presentation/d/abc123/edit',
  'Reading: https://example.org/article and javascript:alert(1) <img src=x onerror=alert(1)>',
  'Foreign notes: https://evil.example/week1.pdf',
].join('\n');

test('renders video, PDF and slides as titled iframes of 315, 500 and 480 px', () => {
  render(<TopicContent description={DESCRIPTION} topicName="Servant leadership" />);

  expect(screen.getByTitle('Lecture Video: Servant leadership')).toHaveStyle({ height: '315px' });
  expect(screen.getByTitle('Lecture Notes (PDF): Servant leadership')).toHaveStyle({ height: '500px' });
  expect(screen.getByTitle('Lecture Notes (slides): Servant leadership')).toHaveStyle({ height: '480px' });
  expect(document.querySelectorAll('iframe')).toHaveLength(3);
});

test("frames a PDF only from the academy's own host, without the players' permissions", () => {
  render(<TopicContent description={DESCRIPTION} topicName="Servant leadership" />);

  expect(screen.getByTitle('Lecture Video: Servant leadership')).toHaveAttribute('sandbox', expect.stringContaining('allow-scripts'));
  const pdf = screen.getByTitle('Lecture Notes (PDF): Servant leadership');
  expect(pdf).toHaveAttribute('src', 'https://localhost/week1.pdf');
  expect(pdf).toHaveAttribute('allow', '');
  expect(screen.getByRole('link', { name: 'https://evil.example/week1.pdf' })).toHaveAttribute('href', 'https://evil.example/week1.pdf');
  expect(document.querySelector('iframe[src*="evil.example"]')).toBeNull();
});

test('keeps other links as links and never injects markup from the text', () => {
  const { container } = render(<TopicContent description={DESCRIPTION} topicName="Servant leadership" />);

  expect(screen.getByRole('link', { name: 'https://example.org/article' })).toHaveAttribute('rel', 'noopener noreferrer');
  expect(container).toHaveTextContent('Additional Reading: https://example.org/article');
  expect(container.querySelector('img')).toBeNull();
  expect(container).toHaveTextContent('javascript:alert(1) <img src=x onerror=alert(1)>');
  expect(container.querySelector('a[href^="javascript"]')).toBeNull();
});

test('each embed sits where its link was, with a link to open it, and no link twice', () => {
  const { container } = render(<TopicContent description={DESCRIPTION} topicName="Servant leadership" />);

  const order = Array.from(container.querySelectorAll('p, figure')).map((element) => element.tagName);
  expect(order).toEqual(['P', 'FIGURE', 'P', 'FIGURE', 'P', 'FIGURE', 'P']);
  const openPdf = screen.getByRole('link', { name: /^Open PDF/ });
  expect(openPdf).toHaveAttribute('href', 'https://localhost/week1.pdf');
  expect(screen.getByRole('link', { name: /^Open the slides/ })).toHaveAttribute('href', 'https://docs.google.com/presentation/d/abc123/edit');
  const hrefs = Array.from(container.querySelectorAll('a')).map((link) => link.getAttribute('href'));
  expect(new Set(hrefs).size).toBe(hrefs.length);
});
