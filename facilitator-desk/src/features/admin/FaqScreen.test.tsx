import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { createFaqItem, deleteFaqItem, listFaq, reorderFaq } from '@academy/shared/api/admin';
import type { FaqItem } from '@academy/shared/domain/types';
import Toasts from '@academy/shared/ui/Toasts';
import FaqScreen from './FaqScreen';

jest.mock('@academy/shared/api/admin', () => ({
  listFaq: jest.fn(),
  createFaqItem: jest.fn(),
  updateFaqItem: jest.fn(),
  deleteFaqItem: jest.fn(),
  reorderFaq: jest.fn(),
}));
const listMock = jest.mocked(listFaq);
const createMock = jest.mocked(createFaqItem);
const deleteMock = jest.mocked(deleteFaqItem);
const reorderMock = jest.mocked(reorderFaq);

const FREE: FaqItem = { id: 1, question: 'Is it free?', answer: 'Yes.' };
const TIME: FaqItem = { id: 2, question: 'How long is it?', answer: 'A year.' };

function renderScreen() {
  render(
    <MemoryRouter>
      <FaqScreen />
      <Toasts />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  jest.resetAllMocks();
});

test('a question without an answer is not sent: the answer field says why and has the focus', async () => {
  listMock.mockResolvedValue([FREE]);
  renderScreen();
  const form = screen.getByRole('form', { name: 'New question' });
  await userEvent.type(within(form).getByLabelText('Question'), 'Where do classes meet?');
  await userEvent.click(within(form).getByRole('button', { name: 'Add question' }));
  expect(within(form).getByText('Answer is required.')).toBeInTheDocument();
  expect(within(form).getByLabelText('Answer')).toHaveFocus();
  expect(createMock).not.toHaveBeenCalled();
});

test('adds a question at the end of the list', async () => {
  listMock.mockResolvedValue([FREE]);
  createMock.mockResolvedValue(TIME);
  renderScreen();
  await screen.findByRole('heading', { name: 'Is it free?' });
  const form = screen.getByRole('form', { name: 'New question' });
  await userEvent.type(within(form).getByLabelText('Question'), ' How long is it? ');
  await userEvent.type(within(form).getByLabelText('Answer'), 'A year.');
  await userEvent.click(within(form).getByRole('button', { name: 'Add question' }));
  expect(createMock).toHaveBeenCalledWith({ question: 'How long is it?', answer: 'A year.' });
  expect(await screen.findByText('Saved "How long is it?".')).toBeInTheDocument();
  expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Is it free?', 'How long is it?']);
});

test('moves a question down and deletes one after the confirmation', async () => {
  listMock.mockResolvedValue([FREE, TIME]);
  reorderMock.mockResolvedValue([TIME, FREE]);
  deleteMock.mockResolvedValue();
  renderScreen();
  await screen.findByRole('heading', { name: 'Is it free?' });
  expect(screen.getByRole('button', { name: 'Move up Is it free?' })).toBeDisabled();
  await userEvent.click(screen.getByRole('button', { name: 'Move down Is it free?' }));
  expect(reorderMock).toHaveBeenCalledWith([2, 1]);
  expect(await screen.findByRole('button', { name: 'Move up Is it free?' })).toBeEnabled();

  await userEvent.click(screen.getByRole('button', { name: 'Delete How long is it?' }));
  const dialog = screen.getByRole('alertdialog', { name: 'Delete "How long is it?"?' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
  expect(deleteMock).toHaveBeenCalledWith(2);
  expect(await screen.findByText('The question was deleted.')).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'How long is it?' })).not.toBeInTheDocument();
});
