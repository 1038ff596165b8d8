import { screen, within } from '@testing-library/react';
import { holdEndpoint, mockEndpoint } from '@academy/shared/testing/api-mocks';
import { renderScreen } from '@academy/shared/testing/render-screen';
import { unmarkedSubmission } from '@academy/shared/testing/submissions';
import { studentUser } from '@academy/shared/testing/users';
import { mockReaderZone } from '@academy/shared/testing/reader-zone';
import MarkedSubmissionsScreen from './MarkedSubmissionsScreen';

// typing through user-event on a busy 2-core machine can pass the 5 s default; nothing here is timed
jest.setTimeout(30_000);

const student = studentUser({ id: 42, name: 'Ada Student' });

function renderMarked() {
  return renderScreen(<MarkedSubmissionsScreen />, { path: '/portal/submissions', signedIn: student, otherPaths: ['/portal/assignments'] });
}

// the reader chose West Africa in Profile: every time is read there, the zone named
beforeEach(() => mockReaderZone('Africa/Lagos'));

test('while the marked work loads it says so', () => {
  holdEndpoint('listSubmissions');
  renderMarked();
  expect(screen.getByRole('heading', { name: 'Marked Submissions' })).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('Loading submissions...');
});

test("the student's marked work, asked for by their id, shows each score and feedback", async () => {
  const { received } = mockEndpoint('listSubmissions', [
    unmarkedSubmission({ id: 17, status: 'marked', score: 85, feedback: 'Cite a second book.', marked_at: '2026-11-21T09:00:00.000Z' }),
  ]);
  renderMarked();
  const card = await screen.findByRole('article', { name: 'Leadership essay' });
  expect(within(card).getByText('Score: 85%')).toBeInTheDocument();
  expect(within(card).getByText('Cite a second book.')).toBeInTheDocument();
  expect(received.map((request) => request.query)).toEqual([{ cla_user_id: 42 }]);
});

test('without marked work it says so and leads to Assignments', async () => {
  mockEndpoint('listSubmissions', []);
  const { user } = renderMarked();
  expect(await screen.findByText('No marked submissions yet.')).toBeInTheDocument();
  expect(screen.getByText('Hand in work from Assignments; once your facilitator marks it, it appears here.')).toBeInTheDocument();
  await user.click(screen.getByRole('link', { name: 'Go to Assignments' }));
  expect(screen.getByText('Now at /portal/assignments')).toBeInTheDocument();
});

test('marked work that cannot be loaded says so with a toast, and Retry loads it', async () => {
  mockEndpoint('listSubmissions', { error: 'Something went wrong on our side. Please try again.' }, 500);
  const { user } = renderMarked();
  expect(await screen.findByText('Failed to load submissions. Please try again.', { selector: '.Toastify *' })).toBeInTheDocument();
  expect(screen.getByText('The submissions could not be loaded.', { selector: '.form-alert p' })).toBeInTheDocument();
  mockEndpoint('listSubmissions', [unmarkedSubmission({ status: 'marked', score: 70 })]);
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('Score: 70%')).toBeInTheDocument();
});
