import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { Course } from '@academy/shared/domain/types';
import { courseFixture } from '@academy/shared/testing/courses';
import CourseButtons from '@academy/shared/ui/courses/CourseButtons';

function course(id: number, name: string, locked: boolean): Course {
  return courseFixture({ id, name, locked, facilitator: null });
}

function Details() {
  const location = useLocation();
  const state = location.state as { course?: Course } | null;
  return <p>Opened {state?.course?.name}</p>;
}

function renderList(courses: Course[]) {
  render(
    <MemoryRouter initialEntries={['/portal/courses']}>
      <Routes>
        <Route path="/portal/courses" element={<CourseButtons courses={courses} empty={{ title: 'Nothing here.', hint: 'Try another tab.' }} />} />
        <Route path="/portal/courses/:id" element={<Details />} />
      </Routes>
    </MemoryRouter>,
  );
}

test('a locked course is a button named locked that alerts the required text and stays', async () => {
  const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
  renderList([course(1, 'Servant Leadership', true)]);
  await userEvent.click(screen.getByRole('button', { name: 'Servant Leadership (locked)' }));
  expect(alert).toHaveBeenCalledWith('Servant Leadership is locked! Complete prerequisites first.');
  expect(screen.getByRole('button', { name: /Servant Leadership/ })).toBeInTheDocument();
  alert.mockRestore();
});

test('an unlocked course opens its details with the course in router state', async () => {
  const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
  renderList([course(2, 'Vision Casting', false)]);
  await userEvent.click(screen.getByRole('button', { name: 'Vision Casting' }));
  expect(screen.getByText('Opened Vision Casting')).toBeInTheDocument();
  expect(alert).not.toHaveBeenCalled();
  alert.mockRestore();
});

test('no course shows the empty text', () => {
  renderList([]);
  expect(screen.getByText('Nothing here.')).toBeInTheDocument();
});
