import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { onlineManager } from '@tanstack/react-query';
import { chooseDataSaver } from '@academy/shared/offline/data-saver';
import { DATA_SAVER_KEY } from '@academy/shared/offline/data-saver-key';
import TopicContent from '@academy/shared/ui/topics/TopicContent';
import { setLocale } from '@academy/shared/i18n/locale';

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

describe('without a network or with data saver', () => {
  const connection = Object.getOwnPropertyDescriptor(navigator, 'connection');
  afterEach(() => {
    act(() => onlineManager.setOnline(true));
    localStorage.removeItem(DATA_SAVER_KEY);
    if (connection) Object.defineProperty(navigator, 'connection', connection);
    else delete (navigator as { connection?: unknown }).connection;
  });

  function standIns(): string[] {
    return Array.from(document.querySelectorAll<HTMLElement>('.academy-embed__stand-in')).map((element) => element.style.minHeight);
  }

  test('offline, every embed says it needs a connection at its own height and keeps its Open link', () => {
    act(() => onlineManager.setOnline(false));
    render(<TopicContent description={DESCRIPTION} topicName="Servant leadership" />);

    expect(document.querySelectorAll('iframe')).toHaveLength(0);
    expect(screen.getAllByRole('status').map((status) => status.textContent)).toEqual(Array(3).fill('You are offline: this needs a connection.'));
    expect(standIns()).toEqual(['315px', '500px', '480px']);
    expect(screen.getByRole('link', { name: /^Open PDF/ })).toHaveAttribute('href', 'https://localhost/week1.pdf');
    expect(screen.getByRole('link', { name: /^Open the slides/ })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /youtube|video/i })).not.toHaveLength(0);

    act(() => onlineManager.setOnline(true));
    expect(document.querySelectorAll('iframe')).toHaveLength(3);
  });

  test('data saver shows a video as a card to tap, at the seed height, and its player once tapped', async () => {
    chooseDataSaver(true);
    render(<TopicContent description={DESCRIPTION} topicName="Servant leadership" />);

    expect(screen.queryByTitle('Lecture Video: Servant leadership')).toBeNull();
    expect(document.querySelectorAll('iframe')).toHaveLength(2);
    expect(standIns()).toEqual(['315px']);
    expect(screen.getByText('Data saver is on: the player loads only when you tap.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Load the video here Lecture Video: Servant leadership' }));
    expect(screen.getByTitle('Lecture Video: Servant leadership')).toHaveStyle({ height: '315px' });
    expect(standIns()).toEqual([]);
  });

  test('data saver is on by itself when the browser asks to save data or is on 2G, unless chosen off', () => {
    for (const network of [{ saveData: true }, { effectiveType: '2g' }, { effectiveType: 'slow-2g' }]) {
      Object.defineProperty(navigator, 'connection', { configurable: true, value: network });
      const { unmount } = render(<TopicContent description={DESCRIPTION} topicName="Servant leadership" />);
      expect([network, screen.queryByRole('button', { name: /^Load the video here/ }) !== null]).toEqual([network, true]);
      unmount();
    }
    chooseDataSaver(false);
    render(<TopicContent description={DESCRIPTION} topicName="Servant leadership" />);
    expect(screen.getByTitle('Lecture Video: Servant leadership')).toBeInTheDocument();
  });
});

test("in Arabic, a plain link's label keeps its own direction inside an English paragraph (its colon at its end)", async () => {
  await act(() => setLocale('ar'));
  try {
    render(<TopicContent description="Read this: https://example.org/article" topicName="Servant leadership" />);
    const label = await screen.findByText((_, element) => element?.classList.contains('academy-topic-content__kind') ?? false);
    expect(label).toHaveAttribute('dir', 'rtl');
    expect(label.closest('p')).toHaveAttribute('dir', 'auto');
  } finally {
    await act(() => setLocale('en'));
  }
});
