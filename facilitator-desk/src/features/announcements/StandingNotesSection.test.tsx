import { configure, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { listStandingNotes, retireStandingNote, updateStandingNote } from '@academy/shared/api/announcements';
import Toasts from '@academy/shared/ui/Toasts';
import StandingNotesSection from './StandingNotesSection';

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30000);

jest.mock('@academy/shared/api/announcements', () => ({ listStandingNotes: jest.fn(), updateStandingNote: jest.fn(), retireStandingNote: jest.fn() }));

test('an administrator edits a standing note and retires another', async () => {
  jest.mocked(listStandingNotes).mockResolvedValueOnce([
    { id: 1, text: 'The meeting room opens at 7:30 AM.' },
    { id: 2, text: 'Classes begin at 8:00 AM sharp.' },
  ]);
  jest.mocked(listStandingNotes).mockResolvedValueOnce([{ id: 1, text: 'The meeting room opens half an hour before class.' }]);
  jest.mocked(updateStandingNote).mockResolvedValue({ id: 1, text: 'The meeting room opens half an hour before class.' });
  jest.mocked(retireStandingNote).mockResolvedValue();
  render(
    <>
      <StandingNotesSection />
      <Toasts />
    </>,
  );
  const first = await screen.findByLabelText('Note 1');
  await userEvent.clear(first);
  await userEvent.type(first, 'The meeting room opens half an hour before class.');
  await userEvent.click(screen.getByRole('button', { name: 'Save note 1' }));
  expect(updateStandingNote).toHaveBeenCalledWith(1, 'The meeting room opens half an hour before class.');
  expect(await screen.findByText('Note saved.')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Retire note 2' }));
  expect(retireStandingNote).toHaveBeenCalledWith(2);
  expect(await screen.findByText('Note retired.')).toBeInTheDocument();
  expect(screen.queryByLabelText('Note 2')).not.toBeInTheDocument();
});
