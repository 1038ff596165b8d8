import { screen } from '@testing-library/react';
import { mockEndpoint } from '@academy/shared/testing/api-mocks';
import { courseFixture } from '@academy/shared/testing/courses';
import { essayAssignment } from '@academy/shared/testing/assignments';
import { renderScreen } from '@academy/shared/testing/render-screen';
import AssignmentDetails from '@academy/shared/ui/assignments/AssignmentDetails';
import { mockReaderZone } from '@academy/shared/testing/reader-zone';

// typing through user-event on a busy 2-core machine can pass the 5 s default; nothing here is timed
jest.setTimeout(30_000);

const essay = essayAssignment({ description: 'Write two pages.\nCite one book.' });
const SERVER_ERROR = { error: 'Something went wrong on our side. Please try again.' };

function renderDetails(url = '/portal/assignments/9', props: Parameters<typeof AssignmentDetails>[0] = {}) {
  return renderScreen(<AssignmentDetails {...props} />, { path: '/portal/assignments/:id', url });
}

// the reader chose West Africa in Profile: every time is read there, the zone named
beforeEach(() => mockReaderZone('Africa/Lagos'));

test('shows name, course, formatted due date, description and the role slots', async () => {
  const { received } = mockEndpoint('getAssignment', essay);
  renderDetails('/portal/assignments/9', {
    renderActions: (assignment) => <button type="button">Edit {assignment.id}</button>,
    renderWork: (assignment) => <p>Work for {assignment.name}</p>,
  });
  expect(screen.getByRole('status')).toHaveTextContent('Loading assignment...');
  expect(await screen.findByRole('heading', { level: 1, name: 'Leadership essay' })).toBeInTheDocument();
  expect(received.map((request) => request.params)).toEqual([{ id: 9 }]);
  expect(screen.getByText('Servant Leadership')).toBeInTheDocument();
  // the due moment in the reader's zone (the tests run in UTC), with the zone named
  expect(screen.getByText('Thu, 5 Mar 2026, 11:59 PM UTC')).toBeInTheDocument();
  expect(screen.getByText(/Write two pages/)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Edit 9' })).toBeInTheDocument();
  expect(screen.getByText('Work for Leadership essay')).toBeInTheDocument();
});

test('a missing due date reads Not set; a locked one shows the lock, why and when it opens', async () => {
  mockEndpoint('getAssignment', { ...essay, due_date: null, due_at: null, locked: true });
  mockEndpoint('getCourse', courseFixture({ locked: true, lock: { reason: 'not_started', opens_on: '2026-12-01' } }));
  renderDetails();
  expect(await screen.findByText('Not set')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'Leadership essay (locked)' })).toBeInTheDocument();
  expect(await screen.findByText('Servant Leadership opens on Tue, 1 Dec 2026.')).toBeInTheDocument();
});

test('an unknown id or a 404 is not found, without a toast', async () => {
  const { received } = mockEndpoint('getAssignment', { error: 'Assignment not found' }, 404);
  const { unmount } = renderDetails();
  expect(await screen.findByRole('heading', { name: 'Assignment not found' })).toBeInTheDocument();
  expect(screen.queryByText('Failed to fetch assignments. Please try again.')).not.toBeInTheDocument();
  unmount();

  renderDetails('/portal/assignments/abc');
  expect(screen.getByRole('heading', { name: 'Assignment not found' })).toBeInTheDocument();
  expect(received).toHaveLength(1);
});

test('a server failure toasts the required text and Retry loads it', async () => {
  mockEndpoint('getAssignment', SERVER_ERROR, 500);
  const { user } = renderDetails();
  expect(await screen.findByText('Failed to fetch assignments. Please try again.')).toBeInTheDocument();
  expect(screen.getByText('The assignment could not be loaded.')).toBeInTheDocument();
  mockEndpoint('getAssignment', essay);
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Leadership essay' })).toBeInTheDocument();
});
