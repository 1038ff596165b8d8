import { screen, within } from '@testing-library/react';
import StudentViewScreen from './StudentViewScreen';
import { mockEndpoint } from '@academy/shared/testing/api-mocks';
import { courseFixture } from '@academy/shared/testing/courses';
import { renderScreen } from '@academy/shared/testing/render-screen';
import { facilitatorUser } from '@academy/shared/testing/users';

test("shows one student's courses with their locks and figures, read only", async () => {
  const asked = mockEndpoint('getStudentView', {
    student: { user_id: 21, name: 'Peter Banda', cohort_id: 1, cohort_name: 'Cohort 1' },
    courses: [
      courseFixture({ id: 4, name: 'Believers' }),
      courseFixture({ id: 5, name: 'Ministers', locked: true, lock: { reason: 'prerequisite', opens_on: null }, prerequisite_name: 'Believers' }),
    ],
    course_stats: { total_courses: 2, completed_courses: 0, completion_percentage: 0 },
    score_stats: {
      score_percentage: 50,
      total_possible_score: 200,
      total_user_score: 100,
      weighted_percentage: 55,
      weighting: { assignments: 60, attendance: 40 },
    },
    assignment_stats: { total_assignments: 4, total_submissions: 2, submission_percentage: 50 },
    attendance_stats: { total_classes: 2, total_present: 1, attendance_percentage: 50 },
  }).received;
  renderScreen(<StudentViewScreen />, { path: '/portal/students/:id/view', url: '/portal/students/21/view', signedIn: facilitatorUser() });
  expect(await screen.findByRole('heading', { name: 'The portal as Peter Banda sees it', level: 1 })).toBeInTheDocument();
  expect(asked.map((request) => request.query)).toEqual([{ cla_user_id: 21 }]);
  expect(screen.getByRole('note')).toHaveTextContent('Read only: the courses, locks and progress Peter Banda (Cohort 1) sees.');
  expect(screen.getByText('Weighted total: 55% (assignments 60%, attendance 40%)')).toBeInTheDocument();
  const ministers = screen.getByText('Ministers').closest('li')!;
  expect(within(ministers).getByText('Locked')).toBeInTheDocument();
  expect(within(ministers).getByRole('status')).toHaveTextContent(/Believers/);
  // nothing to press: it is a view
  expect(screen.queryAllByRole('button')).toEqual([]);
});
