import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { getAssignment } from '@academy/shared/api/assignments';
import { getCourse } from '@academy/shared/api/courses';
import { courseFixture } from '@academy/shared/testing/courses';
import { essayAssignment } from '@academy/shared/testing/assignments';
import { httpError } from '@academy/shared/testing/http-error';
import Toasts from '@academy/shared/ui/Toasts';
import AssignmentDetails from '@academy/shared/ui/assignments/AssignmentDetails';

jest.mock('@academy/shared/api/assignments', () => ({ getAssignment: jest.fn() }));
jest.mock('@academy/shared/api/courses', () => ({ getCourse: jest.fn() }));

// typing through user-event on a busy 2-core machine can pass the 5 s default; nothing here is timed
jest.setTimeout(30_000);

const essay = essayAssignment({ description: 'Write two pages.\nCite one book.' });

function renderDetails(url = '/portal/assignments/9', props: Parameters<typeof AssignmentDetails>[0] = {}) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/portal/assignments/:id" element={<AssignmentDetails {...props} />} />
      </Routes>
      <Toasts />
    </MemoryRouter>,
  );
}

beforeEach(() => jest.mocked(getAssignment).mockReset());

test('shows name, course, formatted due date, description and the role slots', async () => {
  jest.mocked(getAssignment).mockResolvedValue(essay);
  renderDetails('/portal/assignments/9', {
    renderActions: (assignment) => <button type="button">Edit {assignment.id}</button>,
    renderWork: (assignment) => <p>Work for {assignment.name}</p>,
  });
  expect(screen.getByRole('status')).toHaveTextContent('Loading assignment...');
  expect(await screen.findByRole('heading', { level: 1, name: 'Leadership essay' })).toBeInTheDocument();
  expect(getAssignment).toHaveBeenCalledWith(9);
  expect(screen.getByText('Servant Leadership')).toBeInTheDocument();
  // the due moment in the reader's zone (the tests run in UTC), with the zone named
  expect(screen.getByText('Thu, 5 Mar 2026, 11:59 PM UTC')).toBeInTheDocument();
  expect(screen.getByText(/Write two pages/)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Edit 9' })).toBeInTheDocument();
  expect(screen.getByText('Work for Leadership essay')).toBeInTheDocument();
});

test('a missing due date reads Not set; a locked one shows the lock, why and when it opens', async () => {
  jest.mocked(getAssignment).mockResolvedValue({ ...essay, due_date: null, due_at: null, locked: true });
  jest.mocked(getCourse).mockResolvedValue(courseFixture({ locked: true, lock: { reason: 'not_started', opens_on: '2026-12-01' } }));
  renderDetails();
  expect(await screen.findByText('Not set')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'Leadership essay (locked)' })).toBeInTheDocument();
  expect(await screen.findByText('Servant Leadership opens on Tue, 1 Dec 2026.')).toBeInTheDocument();
});

test('an unknown id or a 404 is not found, without a toast', async () => {
  jest.mocked(getAssignment).mockRejectedValue(httpError(404));
  renderDetails();
  expect(await screen.findByRole('heading', { name: 'Assignment not found' })).toBeInTheDocument();
  expect(screen.queryByText('Failed to fetch assignments. Please try again.')).not.toBeInTheDocument();

  renderDetails('/portal/assignments/abc');
  expect(await screen.findAllByRole('heading', { name: 'Assignment not found' })).toHaveLength(2);
  expect(getAssignment).toHaveBeenCalledTimes(1);
});

test('a server failure toasts the required text and Try again loads it', async () => {
  jest.mocked(getAssignment).mockRejectedValueOnce(httpError(500)).mockResolvedValueOnce(essay);
  renderDetails();
  expect(await screen.findByText('Failed to fetch assignments. Please try again.')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Leadership essay' })).toBeInTheDocument();
});
