import { act, screen, within } from '@testing-library/react';
import { dropEndpoint, holdEndpoint, mockEndpoint } from '@academy/shared/testing/api-mocks';
import { handIn } from '@academy/shared/offline/outbox';
import { useSessionStore } from '@academy/shared/session/store';
import { essayAssignment } from '@academy/shared/testing/assignments';
import { renderScreen } from '@academy/shared/testing/render-screen';
import { studentUser } from '@academy/shared/testing/users';
import { mockReaderZone } from '@academy/shared/testing/reader-zone';
import AssignmentsScreen from './AssignmentsScreen';

// typing through user-event on a busy 2-core machine can pass the 5 s default; nothing here is timed
jest.setTimeout(30_000);

function renderAssignments() {
  return renderScreen(<AssignmentsScreen />, { path: '/portal/assignments', signedIn: studentUser() });
}

beforeEach(() => {
  // the zone the student chose in Profile: due times read in it
  mockReaderZone('Asia/Manila');
});

test('while the assignments load it says so', () => {
  holdEndpoint('listAssignments');
  renderAssignments();
  expect(screen.getByRole('status')).toHaveTextContent('Loading assignments...');
});

test('Pending lists the work still to hand in with its course and due time in the chosen zone; Submitted the rest', async () => {
  mockEndpoint('listAssignments', [essayAssignment({ id: 9, name: 'Leadership essay' }), essayAssignment({ id: 10, name: 'Reflection', submitted: true })]);
  const { user } = renderAssignments();
  const essay = await screen.findByRole('link', { name: /Leadership essay/ });
  expect(essay).toHaveAttribute('href', '/portal/assignments/9');
  expect(await within(essay).findByText(/Servant Leadership · Due .*6 Mar 2026, 7:59 AM GMT\+8/)).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: /Reflection/ })).not.toBeInTheDocument();

  await user.click(screen.getByRole('tab', { name: 'Submitted' }));
  expect(screen.getByRole('link', { name: /Reflection/ })).toHaveAttribute('href', '/portal/assignments/10');
  expect(screen.queryByRole('link', { name: /Leadership essay/ })).not.toBeInTheDocument();
});

test('a hand-in kept on the device while offline is marked waiting to send in Pending', async () => {
  mockEndpoint('listAssignments', [essayAssignment({ id: 9, name: 'Leadership essay' }), essayAssignment({ id: 11, name: 'Reflection' })]);
  dropEndpoint('submitAssignment');
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
  try {
    renderAssignments();
    await act(() =>
      handIn({ userId: studentUser().id, assignmentId: 11, assignmentName: 'Reflection', link: 'https://docs.google.com/document/d/mine', facilitatorId: 3 }),
    );
    const reflection = await screen.findByRole('link', { name: /Reflection/ });
    expect(await within(reflection).findByText('Waiting to send')).toBeInTheDocument();
    expect(within(screen.getByRole('link', { name: /Leadership essay/ })).queryByText('Waiting to send')).not.toBeInTheDocument();
  } finally {
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => true });
    // what a sign-out does: nothing waits for the next test
    act(() => useSessionStore.getState().clear());
  }
});

test('a student with nothing pending is told so', async () => {
  mockEndpoint('listAssignments', [essayAssignment({ submitted: true })]);
  renderAssignments();
  expect(await screen.findByText('No pending assignments available.')).toBeInTheDocument();
});

test('assignments that cannot be loaded say so with a toast, and Retry loads them', async () => {
  mockEndpoint('listAssignments', { error: 'Something went wrong on our side. Please try again.' }, 500);
  const { user } = renderAssignments();
  expect(await screen.findByText('Failed to fetch assignments. Please try again.', { selector: '.Toastify *' })).toBeInTheDocument();
  expect(screen.getByText('The assignments could not be loaded.', { selector: '.form-alert p' })).toBeInTheDocument();
  mockEndpoint('listAssignments', [essayAssignment()]);
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('link', { name: /Leadership essay/ })).toBeInTheDocument();
});
