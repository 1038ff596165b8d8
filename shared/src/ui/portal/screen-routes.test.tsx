import { lazy } from 'react';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { courseFixture } from '@academy/shared/testing/courses';
import { screenRoutes } from '@academy/shared/ui/portal/screen-routes';

/** A screen whose code never finishes loading, so its placeholder stays. */
const Loading = lazy(() => new Promise<never>(() => undefined));

function renderCourseFormLoading(state?: unknown) {
  render(
    <MemoryRouter initialEntries={[{ pathname: '/portal/course/new', state }]}>
      <Routes>
        <Route path="/portal/*" element={<Routes>{screenRoutes('facilitator', { courseForm: <Loading /> })}</Routes>} />
      </Routes>
    </MemoryRouter>,
  );
}

test('a form whose code is loading is announced by what it does, as its top bar names it', () => {
  renderCourseFormLoading();
  expect(screen.getByRole('status')).toHaveTextContent('Loading Create Course...');
});

test('the course form opened to edit a course is announced as Edit Course while it loads', () => {
  renderCourseFormLoading({ course: courseFixture(), mode: 'edit' });
  expect(screen.getByRole('status')).toHaveTextContent('Loading Edit Course...');
});
