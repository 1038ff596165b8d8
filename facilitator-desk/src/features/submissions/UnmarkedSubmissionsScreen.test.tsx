import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { listSubmissions, markSubmission } from '@academy/shared/api/submissions';
import type { Submission } from '@academy/shared/domain/types';
import { useSessionStore } from '@academy/shared/session/store';
import { unmarkedSubmission } from '@academy/shared/testing/submissions';
import { facilitatorUser } from '@academy/shared/testing/users';
import Toasts from '@academy/shared/ui/Toasts';
import UnmarkedSubmissionsScreen from './UnmarkedSubmissionsScreen';

jest.mock('@academy/shared/api/submissions', () => ({ listSubmissions: jest.fn(), markSubmission: jest.fn() }));

// typing through user-event on a busy 2-core machine can pass the 5 s default; nothing here is timed
jest.setTimeout(30_000);

const facilitator = facilitatorUser({ email: 'grace@example.org', cla_cohort_id: 3, cla_cohort_name: 'Cohort 3' });

function submission(id: number, assignmentName: string): Submission {
  return unmarkedSubmission({ id, assignment_name: assignmentName });
}

async function renderScreen(list: Submission[]) {
  jest.mocked(listSubmissions).mockResolvedValue(list);
  render(
    <MemoryRouter>
      <UnmarkedSubmissionsScreen />
      <Toasts />
    </MemoryRouter>,
  );
  expect(screen.getByRole('heading', { name: 'Unmarked Submissions' })).toBeInTheDocument();
  await screen.findAllByText(list.length ? 'Ada Student' : 'No unmarked submissions.', { exact: true });
}

function card(name: string) {
  return within(screen.getByRole('article', { name }));
}

beforeEach(() => {
  jest.mocked(markSubmission).mockReset();
  useSessionStore.getState().signIn('tok', facilitator);
});

test('the score is required, a whole number and from 0 to 100; each message is tied to the input', async () => {
  await renderScreen([submission(17, 'Essay')]);
  const essay = card('Essay');
  const input = essay.getByLabelText('Score (%)');
  const mark = essay.getByRole('button', { name: 'Mark' });

  await userEvent.click(mark);
  expect(input).toHaveAccessibleDescription(expect.stringContaining('Score is required.'));
  expect(input).toHaveFocus();
  await userEvent.type(input, '101');
  await userEvent.click(mark);
  expect(input).toHaveAccessibleDescription(expect.stringContaining('Score must be between 0 and 100.'));
  await userEvent.clear(input);
  await userEvent.type(input, '-3');
  await userEvent.click(mark);
  expect(input).toHaveAccessibleDescription(expect.stringContaining('Score must be between 0 and 100.'));
  await userEvent.clear(input);
  await userEvent.type(input, '85.5');
  await userEvent.click(mark);
  expect(input).toHaveAccessibleDescription(expect.stringContaining('Score must be a whole number.'));
  expect(markSubmission).not.toHaveBeenCalled();
});

test('Mark saves the score once, toasts, and the card leaves the list', async () => {
  let answer: () => void = () => undefined;
  jest
    .mocked(markSubmission)
    .mockImplementation((id, score) => new Promise((resolve) => (answer = () => resolve({ ...submission(id, 'Essay'), status: 'marked', score }))));
  await renderScreen([submission(17, 'Essay'), submission(18, 'Report')]);
  await userEvent.type(card('Essay').getByLabelText('Score (%)'), '85');
  await userEvent.dblClick(card('Essay').getByRole('button', { name: 'Mark' }));
  expect(card('Essay').getByRole('button', { name: 'Marking...' })).toBeDisabled();
  expect(markSubmission).toHaveBeenCalledTimes(1);
  expect(markSubmission).toHaveBeenCalledWith(17, 85, '');

  await act(async () => answer());
  expect(await screen.findByText('Submission marked successfully!')).toBeInTheDocument();
  expect(screen.queryByRole('article', { name: 'Essay' })).not.toBeInTheDocument();
  expect(screen.getByRole('article', { name: 'Report' })).toBeInTheDocument();
});

test('a failed Mark toasts the required text and keeps the card and the score', async () => {
  jest.mocked(markSubmission).mockRejectedValue(new Error('down'));
  await renderScreen([submission(17, 'Essay')]);
  await userEvent.type(card('Essay').getByLabelText('Score (%)'), '70');
  await userEvent.click(card('Essay').getByRole('button', { name: 'Mark' }));
  expect(await screen.findByText('Failed to mark submission. Please try again.')).toBeInTheDocument();
  expect(card('Essay').getByLabelText('Score (%)')).toHaveValue(70);
});

test('no unmarked work says so', async () => {
  await renderScreen([]);
  expect(await screen.findByText('No unmarked submissions.')).toBeInTheDocument();
});
