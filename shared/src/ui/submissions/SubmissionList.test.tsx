import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { listSubmissions } from '@academy/shared/api/submissions';
import type { Submission } from '@academy/shared/domain/types';
import { useSessionStore } from '@academy/shared/session/store';
import { unmarkedSubmission } from '@academy/shared/testing/submissions';
import { studentUser } from '@academy/shared/testing/users';
import Toasts from '@academy/shared/ui/Toasts';
import SubmissionList from '@academy/shared/ui/submissions/SubmissionList';

jest.mock('@academy/shared/api/submissions', () => ({ listSubmissions: jest.fn() }));

// typing through user-event on a busy 2-core machine can pass the 5 s default; nothing here is timed
jest.setTimeout(30_000);

const student = studentUser({ id: 42, name: 'Ada Student' });

const marked: Submission = unmarkedSubmission({ id: 17, status: 'marked', score: 85, marked_at: '2026-11-21T09:00:00.000Z' });

function renderList(renderCardActions?: Parameters<typeof SubmissionList>[0]['renderCardActions']) {
  return render(
    <MemoryRouter>
      <SubmissionList
        title="Marked Submissions"
        empty={{ title: 'No marked submissions yet.', hint: 'Hand in work from Assignments.' }}
        renderCardActions={renderCardActions}
      />
      <Toasts />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  jest.mocked(listSubmissions).mockReset();
  useSessionStore.getState().signIn('tok', student);
});

test('each card links the assignment, names the student, shows the id, the document and the score', async () => {
  jest.mocked(listSubmissions).mockResolvedValue([marked]);
  renderList();
  expect(screen.getByRole('status')).toHaveTextContent('Loading submissions...');
  const card = await screen.findByRole('article', { name: 'Leadership essay' });
  expect(listSubmissions).toHaveBeenCalledWith(42);
  expect(within(card).getByRole('link', { name: 'Leadership essay' })).toHaveAttribute('href', '/portal/assignments/9');
  expect(within(card).getByText('Ada Student')).toBeInTheDocument();
  expect(within(card).getByText('ada@example.org')).toBeInTheDocument();
  expect(within(card).getByText('17')).toBeInTheDocument();
  const download = within(card).getByRole('link', { name: /^Download Docs/ });
  expect(download).toHaveAttribute('href', 'https://docs.google.com/document/d/abc');
  expect(download).toHaveAttribute('target', '_blank');
  expect(download.getAttribute('rel')).toContain('noopener');
  expect(within(card).getByText('Score: 85%')).toBeInTheDocument();
});

test('an unmarked card has no score but the role controls, and done takes it off the list', async () => {
  jest.mocked(listSubmissions).mockResolvedValue([{ ...marked, status: 'unmarked', score: null }]);
  renderList((submission, done) => (
    <button type="button" onClick={done}>
      Finish {submission.id}
    </button>
  ));
  await userEvent.click(await screen.findByRole('button', { name: 'Finish 17' }));
  expect(screen.queryByRole('article')).not.toBeInTheDocument();
  expect(screen.queryByText(/Score:/)).not.toBeInTheDocument();
  expect(screen.getByText('No marked submissions yet.')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Marked Submissions' })).toHaveFocus();
});

test('the empty text, and the required toast on failure', async () => {
  jest.mocked(listSubmissions).mockResolvedValueOnce([]);
  renderList();
  expect(await screen.findByText('No marked submissions yet.')).toBeInTheDocument();

  jest.mocked(listSubmissions).mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce([marked]);
  renderList();
  expect(await screen.findByText('Failed to load submissions. Please try again.')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('article', { name: 'Leadership essay' })).toBeInTheDocument();
});
