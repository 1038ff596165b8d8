import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { createQueryClient } from '@academy/shared/api/query-client';
import { mockEndpoint } from '@academy/shared/testing/api-mocks';
import { courseFixture } from '@academy/shared/testing/courses';
import Toasts from '@academy/shared/ui/Toasts';
import FacilitatorCourseDetails from './FacilitatorCourseDetails';

const WEEK_1 = { id: 8, name: 'Week 1', description: 'Intro', cla_course_id: 5 };

const COURSE = courseFixture({ description: 'Leading by serving.', topics: 1 });

function Target({ name }: { name: string }) {
  const location = useLocation();
  return (
    <p>
      {name} {location.search} {JSON.stringify(location.state)}
    </p>
  );
}

function renderDetails() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={['/portal/courses/5']}>
        <Routes>
          <Route path="/portal/courses/:id" element={<FacilitatorCourseDetails />} />
          <Route path="/portal/courses" element={<Target name="Course list" />} />
          <Route path="/portal/course/new" element={<Target name="Course form" />} />
          <Route path="/portal/topic/new" element={<Target name="Topic form" />} />
          <Route path="/portal/event/new" element={<Target name="Live class form" />} />
          <Route path="/portal/assignment/new" element={<Target name="Assignment form" />} />
        </Routes>
        <Toasts />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const SERVER_ERROR = { error: 'Something went wrong on our side. Please try again.' };

beforeEach(() => {
  mockEndpoint('getCourse', COURSE);
  mockEndpoint('listTopics', [WEEK_1]);
});

test.each([
  ['Edit', 'Course form', '"mode":"edit"'],
  ['Duplicate', 'Course form', '"mode":"duplicate"'],
  ['Add Topic', 'Topic form ?courseId=5', '"course":{"id":5'],
  ['Schedule Live Class', 'Live class form', '"course":{"id":5'],
  ['Add Assignment', 'Assignment form', '"courseId":5'],
])('%s opens its form with the course', async (button, target, state) => {
  renderDetails();
  await userEvent.click(await screen.findByRole('button', { name: button }));
  const page = screen.getByText(new RegExp(`^${target.replace('?', '\\?')}`));
  expect(page.textContent).toContain(state);
});

test('deleting the course asks first, warns it cannot be undone, then deletes, toasts and returns to the list', async () => {
  const deleted = mockEndpoint('deleteCourse', null).received;
  renderDetails();
  await userEvent.click(await screen.findByRole('button', { name: 'Delete Course' }));
  const dialog = screen.getByRole('alertdialog', { name: 'Delete the course Servant Leadership?' });
  expect(dialog).toHaveAccessibleDescription('This action cannot be undone.');
  expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
  expect(await screen.findByText(/^Course list/)).toBeInTheDocument();
  expect(deleted.map((request) => request.params)).toEqual([{ id: 5 }]);
  expect(await screen.findByText('Course deleted successfully!')).toBeInTheDocument();
});

test('cancelling the dialog deletes nothing', async () => {
  const deleted = mockEndpoint('deleteCourse', null).received;
  renderDetails();
  await userEvent.click(await screen.findByRole('button', { name: 'Delete Course' }));
  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  expect(deleted).toEqual([]);
});

test('a failed course delete toasts the required text and stays on the course', async () => {
  mockEndpoint('deleteCourse', SERVER_ERROR, 500);
  renderDetails();
  await userEvent.click(await screen.findByRole('button', { name: 'Delete Course' }));
  await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
  expect(await screen.findByText('Failed to delete course. Please try again.')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'Servant Leadership' })).toBeInTheDocument();
});

test('a topic is edited with its course and topic, and deleted after confirmation', async () => {
  mockEndpoint('deleteTopic', SERVER_ERROR, 500);
  renderDetails();
  await userEvent.click(await screen.findByRole('button', { name: 'Delete topic Week 1' }));
  expect(screen.getByRole('alertdialog')).toHaveAccessibleDescription('This action cannot be undone.');
  await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
  expect(await screen.findByText('Failed to delete topic. Please try again.')).toBeInTheDocument();

  const deleted = mockEndpoint('deleteTopic', null).received;
  mockEndpoint('listTopics', []);
  await userEvent.click(screen.getByRole('button', { name: 'Delete topic Week 1' }));
  await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
  expect(await screen.findByText('Topic deleted successfully!')).toBeInTheDocument();
  expect(await screen.findByText('No topics yet.')).toBeInTheDocument();
  expect(deleted.map((request) => request.params)).toEqual([{ id: 8 }]);
});

test('topics move up and down in their course, the list then in its new order; the ends refuse', async () => {
  const WEEK_2 = { id: 9, name: 'Week 2', description: 'Next', cla_course_id: 5 };
  mockEndpoint('listTopics', [WEEK_1, WEEK_2]);
  const moved = mockEndpoint('reorderTopics', [WEEK_2, WEEK_1]).received;
  renderDetails();
  const up = await screen.findByRole('button', { name: 'Move up topic Week 1' });
  expect(up).toHaveAttribute('aria-disabled', 'true');
  expect(screen.getByRole('button', { name: 'Move down topic Week 2' })).toHaveAttribute('aria-disabled', 'true');
  await userEvent.click(up);
  expect(moved).toEqual([]);

  mockEndpoint('listTopics', [WEEK_2, WEEK_1]);
  await userEvent.click(screen.getByRole('button', { name: 'Move up topic Week 2' }));
  expect(moved.map((request) => request.body)).toEqual([{ cla_course_id: 5, ids: [9, 8] }]);
  await screen.findByRole('button', { name: 'Move down topic Week 2' });
  const order = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
  expect(order).toEqual([expect.stringContaining('Week 2'), expect.stringContaining('Week 1')]);
});

test('a move that fails says so in words', async () => {
  mockEndpoint('listTopics', [WEEK_1, { id: 9, name: 'Week 2', description: 'Next', cla_course_id: 5 }]);
  mockEndpoint('reorderTopics', SERVER_ERROR, 500);
  renderDetails();
  await userEvent.click(await screen.findByRole('button', { name: 'Move down topic Week 1' }));
  expect(await screen.findByText('Something went wrong on our side. Please try again.')).toBeInTheDocument();
});

test('Edit on a topic opens the topic form with the topic', async () => {
  renderDetails();
  await userEvent.click(await screen.findByRole('button', { name: 'Edit topic Week 1' }));
  expect(screen.getByText(/^Topic form \?courseId=5/).textContent).toContain('"topic":{"id":8');
});

test('shows how many of the cohort can open the course, and previews it as a student without the controls', async () => {
  mockEndpoint('getCourse', courseFixture({ prerequisite_course_id: 4, prerequisite_name: 'Minister-Service Class', cohort_can_open: 2, cohort_students: 5 }));
  renderDetails();
  expect(await screen.findByText('2 of 5')).toBeInTheDocument();
  expect(screen.getByText('Minister-Service Class')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'View as student' }));
  expect(await screen.findByText(/You are viewing this course as a student/)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Edit topic/ })).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Back to the facilitator view' }));
  expect(await screen.findByRole('button', { name: 'Edit' })).toBeInTheDocument();
});
