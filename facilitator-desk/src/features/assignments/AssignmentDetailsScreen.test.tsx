import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { createQueryClient } from '@academy/shared/api/query-client';
import { mockEndpoint } from '@academy/shared/testing/api-mocks';
import { essayAssignment } from '@academy/shared/testing/assignments';
import Toasts from '@academy/shared/ui/Toasts';
import { mockReaderZone } from '@academy/shared/testing/reader-zone';
import AssignmentDetailsScreen from './AssignmentDetailsScreen';

// typing through user-event on a busy 2-core machine can pass the 5 s default; nothing here is timed
jest.setTimeout(30_000);

const essay = essayAssignment({ due_date: null, cla_course_id: 5, course_name: 'Team Building' });

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname} ${JSON.stringify(location.state)}`}</p>;
}

async function renderScreen() {
  mockEndpoint('getAssignment', essay);
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={['/portal/assignments/9']}>
        <Routes>
          <Route path="/portal/assignments/:id" element={<AssignmentDetailsScreen />} />
          <Route path="*" element={<Where />} />
        </Routes>
        <Toasts />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  await screen.findByRole('heading', { level: 1, name: 'Leadership essay' });
}

// the reader chose West Africa in Profile: every time is read there, the zone named
beforeEach(() => mockReaderZone('Africa/Lagos'));

test('there is no submit form for a facilitator; Edit opens the form with the assignment', async () => {
  await renderScreen();
  expect(screen.queryByText('Submit Your Work')).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Edit Leadership essay' }));
  expect(screen.getByTestId('where')).toHaveTextContent('/portal/assignment/new {"assignment":{"id":9');
});

test('Delete asks first; Cancel keeps it', async () => {
  const deleted = mockEndpoint('deleteAssignment', null).received;
  await renderScreen();
  await userEvent.click(screen.getByRole('button', { name: 'Delete Leadership essay' }));
  const dialog = screen.getByRole('alertdialog', { name: 'Delete this assignment?' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  expect(deleted).toEqual([]);
});

test('confirmed Delete toasts and returns to the list', async () => {
  const deleted = mockEndpoint('deleteAssignment', null).received;
  await renderScreen();
  await userEvent.click(screen.getByRole('button', { name: 'Delete Leadership essay' }));
  await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
  expect(await screen.findByText('Assignment deleted successfully!')).toBeInTheDocument();
  expect(deleted.map((request) => request.params)).toEqual([{ id: 9 }]);
  expect(await screen.findByTestId('where')).toHaveTextContent('/portal/assignments null');
});

test('a failed Delete toasts the required text and stays', async () => {
  mockEndpoint('deleteAssignment', { error: 'Something went wrong on our side. Please try again.' }, 500);
  await renderScreen();
  await userEvent.click(screen.getByRole('button', { name: 'Delete Leadership essay' }));
  await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
  expect(await screen.findByText('Failed to delete assignment. Please try again.')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'Leadership essay' })).toBeInTheDocument();
});
