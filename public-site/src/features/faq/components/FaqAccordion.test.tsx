import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import FaqAccordion from './FaqAccordion';

const ITEMS = [
  { id: 1, question: 'First question?', answer: 'First answer, line one.\nFirst answer, line two.' },
  { id: 2, question: 'Second question?', answer: 'Second answer.' },
  { id: 3, question: 'Third question?', answer: 'Third answer.' },
];

function question(name: string) {
  return screen.getByRole('button', { name });
}

test('all answers start closed', () => {
  render(<FaqAccordion items={ITEMS} />);
  for (const item of ITEMS) expect(question(item.question)).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByRole('region')).not.toBeInTheDocument();
});

test('opening a question shows its answer, split into paragraphs at line breaks', async () => {
  render(<FaqAccordion items={ITEMS} />);
  await userEvent.click(question('First question?'));

  expect(question('First question?')).toHaveAttribute('aria-expanded', 'true');
  const answer = screen.getByRole('region', { name: 'First question?' });
  expect(question('First question?')).toHaveAttribute('aria-controls', answer.id);
  const paragraphs = answer.querySelectorAll('p');
  expect(Array.from(paragraphs, (p) => p.textContent)).toEqual(['First answer, line one.', 'First answer, line two.']);
});

test('only one answer is open at a time', async () => {
  render(<FaqAccordion items={ITEMS} />);
  await userEvent.click(question('First question?'));
  await userEvent.click(question('Third question?'));

  expect(question('First question?')).toHaveAttribute('aria-expanded', 'false');
  expect(question('Second question?')).toHaveAttribute('aria-expanded', 'false');
  expect(question('Third question?')).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getAllByRole('region')).toHaveLength(1);
  expect(screen.getByRole('region')).toHaveTextContent('Third answer.');
  expect(screen.queryByText('First answer, line one.')).not.toBeVisible();
});

test('pressing the open question again closes it', async () => {
  render(<FaqAccordion items={ITEMS} />);
  await userEvent.click(question('Second question?'));
  await userEvent.click(question('Second question?'));

  expect(question('Second question?')).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByRole('region')).not.toBeInTheDocument();
});

test('each question carries the language it is written in: its version’s, or English for an original', () => {
  render(<FaqAccordion items={[{ id: 1, question: 'Est-ce gratuit ?', answer: 'Oui.', lang: 'fr' }, ITEMS[1]!]} />);
  expect(question('Est-ce gratuit ?').closest('.ps-faq__item')).toHaveAttribute('lang', 'fr');
  expect(question('Second question?').closest('.ps-faq__item')).toHaveAttribute('lang', 'en');
});
