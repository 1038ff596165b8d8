import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { getFaq } from '@academy/shared/api/public-content';
import { PageDataContext } from '../../../app/page-data';
import FaqPage from './FaqPage';

jest.mock('@academy/shared/api/public-content', () => ({ getFaq: jest.fn() }));
const mockedGetFaq = jest.mocked(getFaq);

const ITEMS = [{ id: 1, question: 'Is it free?', answer: 'Yes.' }];

function renderFaq() {
  return render(
    <MemoryRouter>
      <FaqPage />
    </MemoryRouter>,
  );
}

beforeEach(() => mockedGetFaq.mockReset());

test('loads the questions from the API, saying so while it waits', async () => {
  mockedGetFaq.mockResolvedValue(ITEMS);
  renderFaq();
  expect(screen.getByRole('status')).toHaveTextContent('Loading the questions...');
  expect(await screen.findByRole('button', { name: 'Is it free?' })).toBeInTheDocument();
});

test('a failed load says so, and Retry loads again', async () => {
  mockedGetFaq.mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(ITEMS);
  renderFaq();
  expect(await screen.findByRole('alert')).toHaveTextContent('The questions could not be loaded.');
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('button', { name: 'Is it free?' })).toBeInTheDocument();
  expect(mockedGetFaq).toHaveBeenCalledTimes(2);
});

test('no questions: the page says so', async () => {
  mockedGetFaq.mockResolvedValue([]);
  renderFaq();
  expect(await screen.findByText('No questions here yet.')).toBeInTheDocument();
});

test('the server render shows the content it loaded, without asking again', () => {
  render(
    <PageDataContext value={{ faq: ITEMS }}>
      <MemoryRouter>
        <FaqPage />
      </MemoryRouter>
    </PageDataContext>,
  );
  expect(screen.getByRole('button', { name: 'Is it free?' })).toBeInTheDocument();
  expect(mockedGetFaq).not.toHaveBeenCalled();
});
