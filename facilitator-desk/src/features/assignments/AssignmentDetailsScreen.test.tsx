import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { deleteAssignment, getAssignment } from '@academy/shared/api/assignments';
import { essayAssignment } from '@academy/shared/testing/assignments';
import Toasts from '@academy/shared/ui/Toasts';
import AssignmentDetailsScreen from './AssignmentDetailsScreen';

jest.mock('@academy/shared/api/assignments', () => ({ getAssignment: jest.fn(), deleteAssignment: jest.fn() }));

// typing through user-event on a busy 2-core machine can pass the 5 s default; nothing here is timed
jest.setTimeout(30_000);

const essay = essayAssignment({ due_date: null, cla_course_id: 5, course_name: 'Team Building' });

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname} ${JSON.stringify(location.state)}`}</p>;
}

async function renderScreen() {
  jest.mocked(getAssignment).mockResolvedValue(essay);
  render(
    <MemoryRouter initialEntries={['/portal/assignments/9']}>
      <Routes>
        <Route path="/portal/assignments/:id" element={<AssignmentDetailsScreen />} />
        <Route path="*" element={<Where />} />
      </Routes>
      <Toasts />
    </MemoryRouter>,
  );
  await screen.findByRole('heading', { level: 1, name: 'Leadership essay' });
}

beforeEach(() => {
  jest.mocked(deleteAssignment).mockReset();
});

test('there is no submit form for a facilitator; Edit opens the form with the assignment', async () => {
  await renderScreen();
  expect(screen.queryByText('Submit Your Work')).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Edit Leadership essay' }));
  expect(screen.getByTestId('where')).toHaveTextContent('/portal/assignment/new {"assignment":{"id":9');
});

test('Delete asks first; Cancel keeps it', async () => {
  await renderScreen();
  await userEvent.click(screen.getByRole('button', { name: 'Delete Leadership essay' }));
  const dialog = screen.getByRole('alertdialog', { name: 'Delete this assignment?' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  expect(deleteAssignment).not.toHaveBeenCalled();
});

test('confirmed Delete toasts and returns to the list', async () => {
  jest.mocked(deleteAssignment).mockResolvedValue(undefined);
  await renderScreen();
  await userEvent.click(screen.getByRole('button', { name: 'Delete Leadership essay' }));
  await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
  expect(await screen.findByText('Assignment deleted successfully!')).toBeInTheDocument();
  expect(deleteAssignment).toHaveBeenCalledWith(9);
  expect(await screen.findByTestId('where')).toHaveTextContent('/portal/assignments null');
});

test('a failed Delete toasts the required text and stays', async () => {
  jest.mocked(deleteAssignment).mockRejectedValue(new Error('down'));
  await renderScreen();
  await userEvent.click(screen.getByRole('button', { name: 'Delete Leadership essay' }));
  await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
  expect(await screen.findByText('Failed to delete assignment. Please try again.')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'Leadership essay' })).toBeInTheDocument();
});
