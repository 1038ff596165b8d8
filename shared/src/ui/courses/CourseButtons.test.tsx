import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { Course } from '@academy/shared/domain/types';
import CourseButtons from '@academy/shared/ui/courses/CourseButtons';

function course(id: number, name: string, locked: boolean): Course {
  return {
    id,
    name,
    description: '',
    locked,
    category: 'program',
    cla_cohort_id: 1,
    start_date: '2026-11-01',
    end_date: '2026-11-30',
    cla_user_id: 2,
    facilitator: null,
    topics: 0,
    assignments: 0,
    liveClasses: 0,
    pendingLiveClasses: 0,
  };
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
        <Route path="/portal/courses" element={<CourseButtons courses={courses} emptyText="Nothing here." />} />
        <Route path="/portal/courses/:id" element={<Details />} />
      </Routes>
    </MemoryRouter>,
  );
}

test('a locked course is a button named locked that alerts the SPEC text and stays', async () => {
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
