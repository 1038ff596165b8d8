import { configure, screen, waitFor, within } from '@testing-library/react';
import type { StandingNote } from '@academy/contract/schemas/announcements';
import { mockEndpoint } from '@academy/shared/testing/api-mocks';
import { renderScreen } from '@academy/shared/testing/render-screen';
import StandingNotesSection from './StandingNotesSection';

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30000);

/** The notes as the server holds them: saved and retired ones change what the next list answers. */
function mockNotes(notes: StandingNote[]) {
  let held = notes;
  mockEndpoint('listStandingNotes', () => held);
  const saved = mockEndpoint('updateStandingNote', ({ params, body }) => {
    held = held.map((note) => (note.id === params.id ? { id: note.id, text: body.text } : note));
    return { id: params.id, text: body.text };
  });
  const retired = mockEndpoint('retireStandingNote', ({ params }) => {
    held = held.filter((note) => note.id !== params.id);
    return null;
  });
  return { saved, retired };
}

test('an administrator edits a standing note and retires another', async () => {
  const { saved, retired } = mockNotes([
    { id: 1, text: 'The meeting room opens at 7:30 AM.' },
    { id: 2, text: 'Classes begin at 8:00 AM sharp.' },
  ]);
  const { user } = renderScreen(<StandingNotesSection />);
  const first = await screen.findByLabelText('Note 1');
  await user.clear(first);
  await user.type(first, 'The meeting room opens half an hour before class.');
  await user.click(screen.getByRole('button', { name: 'Save note 1' }));
  expect(await screen.findByText('Note saved.')).toBeInTheDocument();
  expect(saved.received.map(({ params, body }) => ({ params, body }))).toEqual([
    { params: { id: 1 }, body: { text: 'The meeting room opens half an hour before class.' } },
  ]);
  await user.click(screen.getByRole('button', { name: 'Retire note 2' }));
  // it asks first, as every removal does
  const asking = screen.getByRole('alertdialog', { name: 'Retire note 2?' });
  expect(asking).toHaveTextContent("It will leave every student's dashboard. This cannot be undone.");
  await user.click(within(asking).getByRole('button', { name: 'Cancel' }));
  expect(retired.received).toEqual([]);
  await user.click(screen.getByRole('button', { name: 'Retire note 2' }));
  await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Retire' }));
  expect(await screen.findByText('Note retired.')).toBeInTheDocument();
  expect(retired.received.map((request) => request.params)).toEqual([{ id: 2 }]);
  await waitFor(() => expect(screen.queryByLabelText('Note 2')).not.toBeInTheDocument());
});

test('notes that cannot be loaded say so, and Retry asks again', async () => {
  mockEndpoint('listStandingNotes', { error: 'Something went wrong on our side. Please try again.' }, 500);
  const { user } = renderScreen(<StandingNotesSection />);
  expect(screen.getByRole('status')).toHaveTextContent('Loading the notes...');
  expect(await screen.findByText("Failed to load the dashboard's standing notes.", { selector: '.form-alert p' })).toBeInTheDocument();
  mockNotes([]);
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('No standing notes.')).toBeInTheDocument();
});

test('closing Other languages while a version holds typed text asks first; Cancel keeps it open with the text', async () => {
  mockNotes([{ id: 1, text: 'The meeting room opens at 7:30 AM.' }]);
  mockEndpoint('listStandingNoteVersions', {});
  const ask = jest.spyOn(window, 'confirm').mockReturnValue(false);
  const { user } = renderScreen(<StandingNotesSection />);
  const toggle = await screen.findByRole('button', { name: 'Other languages note 1' });
  await user.click(toggle);
  const french = await screen.findByRole('form', { name: 'French version of The meeting room opens at 7:30 AM.' });
  await user.type(within(french).getByRole('textbox'), 'La salle ouvre à 7 h 30.');

  await user.click(toggle);
  expect(ask).toHaveBeenCalledWith('You have changes that are not saved. Lose them?');
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  expect(within(french).getByRole('textbox')).toHaveValue('La salle ouvre à 7 h 30.');

  ask.mockReturnValue(true);
  await user.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByRole('form', { name: /French version/ })).not.toBeInTheDocument();
  ask.mockRestore();
});
