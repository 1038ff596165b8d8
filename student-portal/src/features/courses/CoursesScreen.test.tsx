import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDays, format } from 'date-fns';
import { MemoryRouter } from 'react-router-dom';
import { listCourses } from '@academy/shared/api/courses';
import type { Course } from '@academy/shared/domain/types';
import { useSessionStore } from '@academy/shared/session/store';
import { courseFixture } from '@academy/shared/testing/courses';
import { studentUser } from '@academy/shared/testing/users';
import Toasts from '@academy/shared/ui/Toasts';
import CoursesScreen from './CoursesScreen';

jest.mock('@academy/shared/api/courses', () => ({ listCourses: jest.fn() }));
const listMock = jest.mocked(listCourses);

const STUDENT = studentUser({ id: 3, name: 'Sam Student', email: 'student@example.org', cla_cohort_id: 4, cla_cohort_name: 'Cohort 4' });

function day(offset: number): string {
  return format(addDays(new Date(), offset), 'yyyy-MM-dd');
}

function course(id: number, name: string, start: number, end: number, extra: Partial<Course> = {}): Course {
  return courseFixture({ id, name, cla_cohort_id: 4, start_date: day(start), end_date: day(end), facilitator: null, ...extra });
}

function renderScreen() {
  render(
    <MemoryRouter>
      <CoursesScreen />
      <Toasts />
    </MemoryRouter>,
  );
}

function courseButtons(): string[] {
  return screen.queryAllByRole('button').map((button) => button.textContent ?? '');
}

beforeEach(() => {
  listMock.mockReset();
  useSessionStore.setState({ token: 't', user: STUDENT, expiresAt: Date.now() + 60_000 });
});

test("loads the student's cohort courses, opens on Program Courses / Done, and sorts them into the tabs", async () => {
  listMock.mockResolvedValue([
    course(1, 'Foundations', -60, -30),
    course(2, 'Servant Leadership', -5, 5),
    course(3, 'Vision Casting', 10, 40, { locked: true }),
    course(4, 'Public Speaking', -5, 5, { category: 'extra' }),
  ]);
  renderScreen();
  expect(screen.getByRole('status')).toHaveTextContent('Loading courses...');
  expect(await screen.findByRole('tab', { name: 'Program Courses', selected: true })).toBeInTheDocument();
  expect(listMock).toHaveBeenCalledWith({ cohort_id: 4 });
  expect(screen.getByRole('tab', { name: 'Done', selected: true })).toBeInTheDocument();
  expect(courseButtons()).toEqual(['Foundations']);

  await userEvent.click(screen.getByRole('tab', { name: 'Active' }));
  expect(courseButtons()).toEqual(['Servant Leadership']);
  await userEvent.click(screen.getByRole('tab', { name: 'Pending' }));
  expect(screen.getByRole('button', { name: 'Vision Casting (locked)' })).toBeInTheDocument();

  await userEvent.click(screen.getByRole('tab', { name: 'Extra Courses' }));
  expect(screen.getByText('No extra courses starting later.')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('tab', { name: 'Active' }));
  expect(courseButtons()).toEqual(['Public Speaking']);
});

test('the status tabs move with the arrow keys', async () => {
  listMock.mockResolvedValue([]);
  renderScreen();
  const done = await screen.findByRole('tab', { name: 'Done' });
  done.focus();
  await userEvent.keyboard('{ArrowLeft}');
  expect(screen.getByRole('tab', { name: 'Pending' })).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByText('No program courses starting later.')).toBeInTheDocument();
});

test('a failure shows the inline text and the required toast', async () => {
  listMock.mockRejectedValue(new Error('down'));
  renderScreen();
  expect(await screen.findByText('Failed to fetch courses. Please try again later.')).toBeInTheDocument();
  expect(await screen.findByText('Failed to fetch courses. Please try again.')).toBeInTheDocument();
  expect(screen.queryByRole('tab')).not.toBeInTheDocument();
});
