import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDays } from 'date-fns/addDays';
import { format } from 'date-fns/format';
import type { Course } from '@academy/shared/domain/types';
import { holdEndpoint, mockEndpoint } from '@academy/shared/testing/api-mocks';
import { courseFixture } from '@academy/shared/testing/courses';
import { renderScreen } from '@academy/shared/testing/render-screen';
import { studentUser } from '@academy/shared/testing/users';
import CoursesScreen from './CoursesScreen';

const STUDENT = studentUser({ id: 3, name: 'Sam Student', email: 'student@example.org', cla_cohort_id: 4, cla_cohort_name: 'Cohort 4' });

function day(offset: number): string {
  return format(addDays(new Date(), offset), 'yyyy-MM-dd');
}

function course(id: number, name: string, start: number, end: number, extra: Partial<Course> = {}): Course {
  return courseFixture({ id, name, cla_cohort_id: 4, start_date: day(start), end_date: day(end), facilitator: null, ...extra });
}

function renderCourses() {
  return renderScreen(<CoursesScreen />, { signedIn: STUDENT });
}

function courseButtons(): string[] {
  return screen.queryAllByRole('button').map((button) => button.textContent ?? '');
}

test('while the courses load it says so', () => {
  holdEndpoint('listCourses');
  renderCourses();
  expect(screen.getByRole('status')).toHaveTextContent('Loading courses...');
});

test("loads the student's cohort courses, opens on Program Courses / Done, and sorts them into the tabs", async () => {
  const { received } = mockEndpoint('listCourses', [
    course(1, 'Foundations', -60, -30),
    course(2, 'Servant Leadership', -5, 5),
    course(3, 'Vision Casting', 10, 40, { locked: true }),
    course(4, 'Public Speaking', -5, 5, { category: 'extra' }),
  ]);
  const { user } = renderCourses();
  expect(await screen.findByRole('tab', { name: 'Program Courses', selected: true })).toBeInTheDocument();
  expect(received.map((request) => request.query)).toEqual([{ cohort_id: 4 }]);
  expect(screen.getByRole('tab', { name: 'Done', selected: true })).toBeInTheDocument();
  expect(courseButtons()).toEqual(['Foundations']);

  await user.click(screen.getByRole('tab', { name: 'Active' }));
  expect(courseButtons()).toEqual(['Servant Leadership']);
  await user.click(screen.getByRole('tab', { name: 'Pending' }));
  expect(screen.getByRole('button', { name: 'Vision Casting (locked)' })).toBeInTheDocument();

  await user.click(screen.getByRole('tab', { name: 'Extra Courses' }));
  expect(screen.getByText('No extra courses starting later.')).toBeInTheDocument();
  await user.click(screen.getByRole('tab', { name: 'Active' }));
  expect(courseButtons()).toEqual(['Public Speaking']);
});

test("a new cohort's first visit opens on an empty Done, which names the tabs that hold its courses", async () => {
  mockEndpoint('listCourses', [course(1, 'Servant Leadership', -2, 60), course(2, 'Vision Casting', 10, 40), course(3, 'Team Building', 20, 50)]);
  renderCourses();
  expect(await screen.findByText('No program courses finished.')).toBeInTheDocument();
  expect(screen.getByText('Your courses are under Active (1) and Pending (2), above.')).toBeInTheDocument();
  // a cohort with no extra courses at all: its Extra tab points to the program's
  await userEvent.click(screen.getByRole('tab', { name: 'Extra Courses' }));
  expect(screen.getByText('Your courses are under Program Courses, above.')).toBeInTheDocument();
});

test('the status tabs move with the arrow keys', async () => {
  mockEndpoint('listCourses', []);
  const { user } = renderCourses();
  const done = await screen.findByRole('tab', { name: 'Done' });
  done.focus();
  await user.keyboard('{ArrowLeft}');
  expect(screen.getByRole('tab', { name: 'Pending' })).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByText('No program courses starting later.')).toBeInTheDocument();
});

test('a failure shows the inline text and the required toast', async () => {
  mockEndpoint('listCourses', { error: 'Something went wrong on our side. Please try again.' }, 500);
  renderCourses();
  expect(await screen.findByText('Failed to fetch courses. Please try again later.')).toBeInTheDocument();
  expect(await screen.findByText('Failed to fetch courses. Please try again.')).toBeInTheDocument();
  expect(screen.queryByRole('tab')).not.toBeInTheDocument();
});
