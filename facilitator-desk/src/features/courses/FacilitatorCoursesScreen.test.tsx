import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { listCourses } from '@academy/shared/api/courses';
import { useSessionStore } from '@academy/shared/session/store';
import { courseFixture } from '@academy/shared/testing/courses';
import { facilitatorUser } from '@academy/shared/testing/users';
import Toasts from '@academy/shared/ui/Toasts';
import FacilitatorCoursesScreen from './FacilitatorCoursesScreen';

jest.mock('@academy/shared/api/courses', () => ({ listCourses: jest.fn() }));
const listMock = jest.mocked(listCourses);

const FACILITATOR = facilitatorUser();

function renderScreen() {
  render(
    <MemoryRouter>
      <FacilitatorCoursesScreen />
      <Toasts />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  listMock.mockReset();
  useSessionStore.setState({ token: 't', user: FACILITATOR, expiresAt: Date.now() + 60_000 });
});

test("lists the facilitator's own courses with a way to create one", async () => {
  listMock.mockResolvedValue([courseFixture()]);
  renderScreen();
  expect(screen.getByRole('status')).toHaveTextContent('Loading courses...');
  expect(await screen.findByRole('button', { name: 'Servant Leadership' })).toBeInTheDocument();
  expect(listMock).toHaveBeenCalledWith({ cla_user_id: 2 });
  expect(screen.getByRole('link', { name: 'Create Course' })).toHaveAttribute('href', '/portal/course/new');
});

test('no course shows the empty text; a failure the inline text and the toast', async () => {
  listMock.mockResolvedValueOnce([]);
  const { unmount } = render(
    <MemoryRouter>
      <FacilitatorCoursesScreen />
    </MemoryRouter>,
  );
  expect(await screen.findByText('You have no courses yet.')).toBeInTheDocument();
  unmount();

  listMock.mockRejectedValueOnce(new Error('down'));
  renderScreen();
  expect(await screen.findByText('Failed to fetch courses. Please try again later.')).toBeInTheDocument();
  expect(await screen.findByText('Failed to fetch courses. Please try again.')).toBeInTheDocument();
});
