import { screen, within } from '@testing-library/react';
import { ASSIGNMENT_PATHS, assignmentPath } from '@academy/shared/routing/assignment-routes';
import { holdEndpoint, mockEndpoint } from '@academy/shared/testing/api-mocks';
import { essayAssignment } from '@academy/shared/testing/assignments';
import { renderScreen } from '@academy/shared/testing/render-screen';
import { mockReaderZone } from '@academy/shared/testing/reader-zone';
import AssignmentsScreen from './AssignmentsScreen';

// clicks through user-event on a busy 2-core machine can pass the 5 s default; nothing here is timed
jest.setTimeout(30_000);

const essay = essayAssignment({ id: 9 });
const reading = essayAssignment({ id: 10, name: 'Reading report', submitted: true });

// the due dates are shown in the reader's zone: Profile's choice, none here
beforeEach(() => mockReaderZone(null));

function openAssignments(url: string = ASSIGNMENT_PATHS.list) {
  return renderScreen(<AssignmentsScreen />, { path: ASSIGNMENT_PATHS.list, url, otherPaths: [ASSIGNMENT_PATHS.form] });
}

test('the assignments say they are loading, then every one of them shows under the ALL tab', async () => {
  mockEndpoint('listAssignments', [essay, reading]);
  openAssignments();
  expect(screen.getByRole('status')).toHaveTextContent('Loading assignments...');
  expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['ALL']);
  const panel = within(screen.getByRole('tabpanel'));
  expect(await panel.findByRole('link', { name: /Leadership essay/ })).toHaveAttribute('href', assignmentPath(9));
  expect(panel.getByRole('link', { name: /Reading report/ })).toHaveAttribute('href', assignmentPath(10));
});

test('no assignments: the tab says so', async () => {
  mockEndpoint('listAssignments', []);
  openAssignments();
  expect(await screen.findByText('No all assignments available.')).toBeInTheDocument();
});

test('assignments that cannot be loaded say so; Retry asks again', async () => {
  mockEndpoint('listAssignments', { error: 'Something went wrong on our side. Please try again.' }, 500);
  const { user } = openAssignments();
  expect(await screen.findByText('Failed to fetch assignments. Please try again.', { selector: '.Toastify *' })).toBeInTheDocument();
  const panel = within(screen.getByRole('tabpanel'));
  expect(panel.getByRole('alert')).toHaveTextContent('The assignments could not be loaded.');
  mockEndpoint('listAssignments', [essay]);
  await user.click(panel.getByRole('button', { name: 'Retry' }));
  expect(await panel.findByRole('link', { name: /Leadership essay/ })).toBeInTheDocument();
});

test('New assignment opens the empty form', async () => {
  holdEndpoint('listAssignments');
  const { user } = openAssignments();
  await user.click(screen.getByRole('link', { name: 'New assignment' }));
  expect(screen.getByText(`Now at ${ASSIGNMENT_PATHS.form}`)).toBeInTheDocument();
  expect(screen.getByTestId('route-state')).toHaveTextContent('null');
});

test("one course's assignments: New assignment opens the form for that course", async () => {
  const asked = mockEndpoint('listAssignments', [essay]).received;
  const { user } = openAssignments(`${ASSIGNMENT_PATHS.list}?course=4`);
  expect(await screen.findByText(/Showing the assignments of Servant Leadership/)).toBeInTheDocument();
  expect(asked.map((request) => request.query)).toEqual([{ cla_course_id: 4 }]);
  await user.click(screen.getByRole('link', { name: 'New assignment' }));
  expect(screen.getByText(`Now at ${ASSIGNMENT_PATHS.form}`)).toBeInTheDocument();
  expect(screen.getByTestId('route-state')).toHaveTextContent('{"courseId":4}');
});
