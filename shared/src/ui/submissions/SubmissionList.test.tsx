import { act, screen, waitFor, within } from '@testing-library/react';
import { describeMoment } from '@academy/contract/rules/time-zones';
import { setLocale } from '@academy/shared/i18n/locale';
import type { Submission } from '@academy/shared/domain/types';
import { holdEndpoint, mockEndpoint } from '@academy/shared/testing/api-mocks';
import { renderScreen } from '@academy/shared/testing/render-screen';
import { unmarkedSubmission } from '@academy/shared/testing/submissions';
import { studentUser } from '@academy/shared/testing/users';
import SubmissionList from '@academy/shared/ui/submissions/SubmissionList';
import { mockReaderZone } from '@academy/shared/testing/reader-zone';

// typing through user-event on a busy 2-core machine can pass the 5 s default; nothing here is timed
jest.setTimeout(30_000);

const student = studentUser({ id: 42, name: 'Ada Student' });
const SERVER_ERROR = { error: 'Something went wrong on our side. Please try again.' };

const marked: Submission = unmarkedSubmission({ id: 17, status: 'marked', score: 85, marked_at: '2026-11-21T09:00:00.000Z' });

function renderList(renderCardActions?: Parameters<typeof SubmissionList>[0]['renderCardActions']) {
  return renderScreen(
    <SubmissionList
      title="Marked Submissions"
      empty={{ title: 'No marked submissions yet.', hint: 'Hand in work from Assignments.' }}
      renderCardActions={renderCardActions}
    />,
    { signedIn: student },
  );
}

// the reader chose West Africa in Profile: every time is read there, the zone named
beforeEach(() => mockReaderZone('Africa/Lagos'));

test('while the list loads it says so', () => {
  holdEndpoint('listSubmissions');
  renderList();
  expect(screen.getByRole('status')).toHaveTextContent('Loading submissions...');
});

test('each card links the assignment, names the student, shows the id, the document and the score', async () => {
  const { received } = mockEndpoint('listSubmissions', [marked]);
  renderList();
  const card = await screen.findByRole('article', { name: 'Leadership essay' });
  expect(received.map((request) => request.query)).toEqual([{ cla_user_id: 42 }]);
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
  mockEndpoint('listSubmissions', [{ ...marked, status: 'unmarked', score: null }]);
  const { user } = renderList((submission, done) => (
    <button type="button" onClick={done}>
      Finish {submission.id}
    </button>
  ));
  await user.click(await screen.findByRole('button', { name: 'Finish 17' }));
  expect(screen.queryByRole('article')).not.toBeInTheDocument();
  expect(screen.queryByText(/Score:/)).not.toBeInTheDocument();
  expect(screen.getByText('No marked submissions yet.')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Marked Submissions' })).toHaveFocus();
});

test('the empty text', async () => {
  mockEndpoint('listSubmissions', []);
  renderList();
  expect(await screen.findByText('No marked submissions yet.')).toBeInTheDocument();
});

test('a failure toasts the required text and Retry loads the list again', async () => {
  mockEndpoint('listSubmissions', SERVER_ERROR, 500);
  const { user } = renderList();
  expect(await screen.findByText('Failed to load submissions. Please try again.')).toBeInTheDocument();
  expect(screen.getByText('The submissions could not be loaded.')).toBeInTheDocument();
  mockEndpoint('listSubmissions', [marked]);
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('article', { name: 'Leadership essay' })).toBeInTheDocument();
});

test('in Arabic, the moment a work was handed in is written as Arabic writes it, in the reader’s zone, named', async () => {
  await act(() => setLocale('ar'));
  try {
    mockEndpoint('listSubmissions', [marked]);
    renderList();
    const card = await screen.findByRole('article', { name: 'Leadership essay' });
    const handedIn = card.querySelector(`time[datetime="${marked.submitted_at}"]`);
    await waitFor(() => expect(handedIn).toHaveTextContent(describeMoment(new Date(marked.submitted_at), 'Africa/Lagos', 'ar')));
    expect(handedIn?.textContent).not.toBe(describeMoment(new Date(marked.submitted_at), 'Africa/Lagos'));
  } finally {
    await act(() => setLocale('en'));
  }
});
