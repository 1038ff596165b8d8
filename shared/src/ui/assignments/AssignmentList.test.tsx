import { screen, within } from '@testing-library/react';
import { FACILITATOR_ASSIGNMENT_TABS, STUDENT_ASSIGNMENT_TABS } from '@academy/shared/domain/assignments';
import type { Assignment } from '@academy/shared/domain/types';
import { mockEndpoint } from '@academy/shared/testing/api-mocks';
import { essayAssignment } from '@academy/shared/testing/assignments';
import { renderScreen } from '@academy/shared/testing/render-screen';
import AssignmentList from '@academy/shared/ui/assignments/AssignmentList';
import { mockReaderZone } from '@academy/shared/testing/reader-zone';

// typing through user-event on a busy 2-core machine can pass the 5 s default; nothing here is timed
jest.setTimeout(30_000);

const SERVER_ERROR = { error: 'Something went wrong on our side. Please try again.' };

function assignment(id: number, overrides: Partial<Assignment> = {}): Assignment {
  return essayAssignment({ id, name: `Assignment ${id}`, description: 'Do it', due_date: '2026-12-01', ...overrides });
}

function renderList(tabs = STUDENT_ASSIGNMENT_TABS, url = '/portal/assignments') {
  return renderScreen(<AssignmentList tabs={tabs} actions={<button type="button">Role action</button>} />, { path: '/portal/assignments', url });
}

// the reader chose West Africa in Profile: every time is read there, the zone named
beforeEach(() => mockReaderZone('Africa/Lagos'));

test('a student sees Pending by default and Submitted on its tab; items open their details', async () => {
  const { received } = mockEndpoint('listAssignments', [assignment(1), assignment(2, { submitted: true }), assignment(3, { locked: true })]);
  const { user } = renderList();

  expect(screen.getByRole('status')).toHaveTextContent('Loading assignments...');
  const pending = await screen.findByRole('link', { name: /Assignment 1/ });
  expect(pending).toHaveAttribute('href', '/portal/assignments/1');
  expect(screen.getByRole('tab', { name: 'Pending' })).toHaveAttribute('aria-selected', 'true');
  expect(screen.queryByRole('link', { name: /Assignment 2/ })).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Role action' })).toBeInTheDocument();

  await user.click(screen.getByRole('tab', { name: 'Submitted' }));
  expect(screen.getByRole('link', { name: /Assignment 2/ })).toHaveAttribute('href', '/portal/assignments/2');
  expect(screen.queryByRole('link', { name: /Assignment 1/ })).not.toBeInTheDocument();
  expect(received.map((request) => request.query)).toEqual([{}]);
});

test('a locked assignment shows a lock that is announced', async () => {
  mockEndpoint('listAssignments', [assignment(3, { locked: true }), assignment(4)]);
  renderList();
  expect(await screen.findByRole('link', { name: /^Assignment 3 \(locked\)/ })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: /Assignment 4/ })).not.toHaveTextContent('locked');
});

test('empty tabs say so in lower case', async () => {
  mockEndpoint('listAssignments', [assignment(2, { submitted: true })]);
  const { user, unmount } = renderList();
  expect(await screen.findByText('No pending assignments available.')).toBeInTheDocument();
  await user.click(screen.getByRole('tab', { name: 'Submitted' }));
  expect(screen.queryByText('No pending assignments available.')).not.toBeInTheDocument();
  unmount();

  mockEndpoint('listAssignments', []);
  renderList(FACILITATOR_ASSIGNMENT_TABS);
  expect(await screen.findByText('No all assignments available.')).toBeInTheDocument();
});

test('a facilitator has the single ALL tab with every assignment', async () => {
  mockEndpoint('listAssignments', [assignment(1), assignment(2, { submitted: true })]);
  renderList(FACILITATOR_ASSIGNMENT_TABS);
  const tabs = screen.getAllByRole('tab');
  expect(tabs.map((tab) => tab.textContent)).toEqual(['ALL']);
  expect(await screen.findAllByRole('link', { name: /Assignment \d/ })).toHaveLength(2);
});

test('?course= lists that course only and offers the way back to all', async () => {
  const { received } = mockEndpoint('listAssignments', [assignment(1)]);
  renderList(STUDENT_ASSIGNMENT_TABS, '/portal/assignments?course=4');
  expect(await screen.findByText(/Showing the assignments of Servant Leadership/)).toBeInTheDocument();
  expect(received.map((request) => request.query)).toEqual([{ cla_course_id: 4 }]);
  expect(screen.getByRole('link', { name: 'Show all assignments' })).toHaveAttribute('href', '/portal/assignments');
});

test('a failure toasts the required text and offers to try again', async () => {
  mockEndpoint('listAssignments', SERVER_ERROR, 500);
  const { user } = renderList();
  expect(await screen.findByText('Failed to fetch assignments. Please try again.')).toBeInTheDocument();
  const panel = screen.getByRole('tabpanel');
  expect(within(panel).getByRole('alert')).toHaveTextContent('The assignments could not be loaded.');
  mockEndpoint('listAssignments', [assignment(1)]);
  await user.click(within(panel).getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('link', { name: /Assignment 1/ })).toBeInTheDocument();
});
