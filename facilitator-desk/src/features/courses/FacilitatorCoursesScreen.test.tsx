import { screen, within } from '@testing-library/react';
import { holdEndpoint, mockEndpoint } from '@academy/shared/testing/api-mocks';
import { adminUser, facilitatorUser } from '@academy/shared/testing/users';
import { twoCohorts } from '@academy/shared/testing/cohorts';
import { courseFixture } from '@academy/shared/testing/courses';
import { renderScreen } from '@academy/shared/testing/render-screen';
import FacilitatorCoursesScreen from './FacilitatorCoursesScreen';

const FACILITATOR = facilitatorUser();
const ADMIN = adminUser({ name: 'Ada Admin' });

test('while the courses load it says so', () => {
  holdEndpoint('listCourses');
  renderScreen(<FacilitatorCoursesScreen />, { signedIn: FACILITATOR });
  expect(screen.getByRole('status')).toHaveTextContent('Loading courses...');
});

test("lists the facilitator's own courses with a way to create one", async () => {
  const { received } = mockEndpoint('listCourses', [courseFixture()]);
  renderScreen(<FacilitatorCoursesScreen />, { signedIn: FACILITATOR });
  expect(await screen.findByRole('button', { name: 'Servant Leadership' })).toBeInTheDocument();
  expect(received.map((request) => request.query)).toEqual([{ cla_user_id: 2 }]);
  expect(screen.getByRole('link', { name: 'Create Course' })).toHaveAttribute('href', '/portal/course/new');
});

test("an administrator reads every cohort's courses, without a way to create one", async () => {
  const { received } = mockEndpoint('listCourses', []);
  renderScreen(<FacilitatorCoursesScreen />, { signedIn: ADMIN });
  expect(await screen.findByText('No cohort has courses yet.')).toBeInTheDocument();
  expect(received.map((request) => request.query)).toEqual([{}]);
  expect(screen.queryByRole('link', { name: 'Create Course' })).not.toBeInTheDocument();
});

test('courses of several cohorts come under their cohort, where one course taught twice would be two buttons of one name', async () => {
  mockEndpoint('listMyCohorts', twoCohorts());
  mockEndpoint('listCourses', [
    courseFixture({ id: 11, name: 'Servant Leadership', cla_cohort_id: 2 }),
    courseFixture({ id: 12, name: 'Servant Leadership', cla_cohort_id: 1 }),
  ]);
  renderScreen(<FacilitatorCoursesScreen />, { signedIn: ADMIN });
  const first = await screen.findByRole('region', { name: 'Cohort 1' });
  expect(within(first).getByRole('button', { name: 'Servant Leadership' })).toBeInTheDocument();
  expect(within(screen.getByRole('region', { name: 'Cohort 2' })).getByRole('button', { name: 'Servant Leadership' })).toBeInTheDocument();
  expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Cohort 1', 'Cohort 2']);
});

test('no course shows the empty text', async () => {
  mockEndpoint('listCourses', []);
  renderScreen(<FacilitatorCoursesScreen />, { signedIn: FACILITATOR });
  expect(await screen.findByText('You have no courses yet.')).toBeInTheDocument();
});

test('a failure shows the inline text and the toast', async () => {
  mockEndpoint('listCourses', { error: 'Something went wrong on our side. Please try again.' }, 500);
  renderScreen(<FacilitatorCoursesScreen />, { signedIn: FACILITATOR });
  expect(await screen.findByText('Failed to fetch courses. Please try again later.')).toBeInTheDocument();
  expect(await screen.findByText('Failed to fetch courses. Please try again.')).toBeInTheDocument();
});
