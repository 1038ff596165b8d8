import { screen, waitFor } from '@testing-library/react';
import type { Submission, SubmissionMark } from '@academy/shared/domain/types';
import { holdEndpoint, mockEndpoint } from '@academy/shared/testing/api-mocks';
import { renderScreen } from '@academy/shared/testing/render-screen';
import { unmarkedSubmission } from '@academy/shared/testing/submissions';
import { facilitatorUser } from '@academy/shared/testing/users';
import { mockReaderZone } from '@academy/shared/testing/reader-zone';
import SubmissionScreen from './SubmissionScreen';

// typing through user-event on a busy 2-core machine can pass the 5 s default; nothing here is timed
jest.setTimeout(30_000);

const WORK = unmarkedSubmission({ id: 17, assignment_name: 'Essay' });
const MARK: SubmissionMark = { score: 70, feedback: 'Cite a second book.', marked_by: 'Grace Facilitator', marked_at: '2026-11-21T09:00:00.000Z' };

function renderSubmission() {
  return renderScreen(<SubmissionScreen />, { path: '/portal/submissions/:id', url: '/portal/submissions/17', signedIn: facilitatorUser() });
}

// the reader chose West Africa in Profile: every time is read there, the zone named
beforeEach(() => mockReaderZone('Africa/Lagos'));

test('while the submission loads it says so', () => {
  holdEndpoint('getSubmission');
  holdEndpoint('listSubmissionMarks');
  renderSubmission();
  expect(screen.getByRole('status')).toHaveTextContent('Loading the submission...');
});

test('unmarked work has its mark form and no history yet', async () => {
  const { received } = mockEndpoint('getSubmission', WORK);
  mockEndpoint('listSubmissionMarks', []);
  renderSubmission();
  expect(await screen.findByRole('article', { name: 'Essay' })).toBeInTheDocument();
  expect(received.map((request) => request.params)).toEqual([{ id: 17 }]);
  expect(screen.getByText('Not marked yet.')).toBeInTheDocument();
  expect(screen.getByLabelText('Score (%)')).toHaveValue(null);
});

test("when the work came in and when it was marked read in the reader's zone, named", async () => {
  mockEndpoint('getSubmission', { ...WORK, status: 'marked', score: 70, feedback: MARK.feedback, marked_at: MARK.marked_at });
  mockEndpoint('listSubmissionMarks', [MARK]);
  renderSubmission();
  const work = await screen.findByRole('article', { name: 'Essay' });
  await waitFor(() => expect(work).toHaveTextContent('SubmittedFri, 20 Nov 2026, 10:00 AM GMT+1 (Africa/Lagos)'));
  expect(screen.getByRole('listitem')).toHaveTextContent('70% by Grace Facilitator, Sat, 21 Nov 2026, 10:00 AM GMT+1 (Africa/Lagos)');
});

test('marking again refreshes the work and its history', async () => {
  let marks: SubmissionMark[] = [MARK];
  let work: Submission = { ...WORK, status: 'marked', score: 70, feedback: MARK.feedback, marked_at: MARK.marked_at };
  mockEndpoint('getSubmission', () => work);
  mockEndpoint('listSubmissionMarks', () => marks);
  const sent = mockEndpoint('markSubmission', ({ body }) => {
    const again = {
      score: body.cla_submission.score,
      feedback: body.cla_submission.feedback ?? null,
      marked_by: 'Grace Facilitator',
      marked_at: '2026-11-22T09:00:00.000Z',
    };
    marks = [again, ...marks];
    work = { ...work, score: again.score, feedback: again.feedback, marked_at: again.marked_at };
    return work;
  }).received;
  const { user } = renderSubmission();
  expect(await screen.findByText('70%')).toBeInTheDocument();
  expect(screen.getByLabelText('Score (%)')).toHaveValue(70);

  await user.clear(screen.getByLabelText('Score (%)'));
  await user.type(screen.getByLabelText('Score (%)'), '90');
  await user.click(screen.getByRole('button', { name: 'Mark' }));
  expect(await screen.findByText('Submission marked successfully!')).toBeInTheDocument();
  expect(await screen.findByText('90%')).toBeInTheDocument();
  expect(screen.getByText('70%')).toBeInTheDocument();
  expect(sent.map((request) => request.body.cla_submission.score)).toEqual([90]);
});

test('work that cannot be loaded says so, toasts, and Retry loads it', async () => {
  mockEndpoint('getSubmission', { error: 'Something went wrong on our side. Please try again.' }, 500);
  mockEndpoint('listSubmissionMarks', []);
  const { user } = renderSubmission();
  expect(await screen.findByText('Failed to load the submission.', { selector: '.Toastify *' })).toBeInTheDocument();
  mockEndpoint('getSubmission', WORK);
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('article', { name: 'Essay' })).toBeInTheDocument();
});
