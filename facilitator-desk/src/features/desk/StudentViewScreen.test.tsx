import { screen, within } from '@testing-library/react';
import StudentViewScreen from './StudentViewScreen';
import { mockEndpoint } from '@academy/shared/testing/api-mocks';
import { courseFixture } from '@academy/shared/testing/courses';
import { essayAssignment } from '@academy/shared/testing/assignments';
import { renderScreen } from '@academy/shared/testing/render-screen';
import { facilitatorUser } from '@academy/shared/testing/users';

test("shows one student's courses with their locks and figures, read only", async () => {
  const asked = mockEndpoint('getStudentView', {
    student: { user_id: 21, name: 'Peter Banda', cohort_id: 1, cohort_name: 'Cohort 1' },
    courses: [
      courseFixture({ id: 4, name: 'Believers' }),
      courseFixture({ id: 5, name: 'Ministers', locked: true, lock: { reason: 'prerequisite', opens_on: null }, prerequisite_name: 'Believers' }),
    ],
    topics: [
      { id: 1, name: 'Who a believer is', description: 'Before what a leader does.', cla_course_id: 4 },
      { id: 2, name: 'Prayer', description: 'Daily.', cla_course_id: 4 },
    ],
    assignments: [
      essayAssignment({ id: 1, name: 'Testimony', cla_course_id: 4, submitted: true }),
      essayAssignment({ id: 2, name: 'Servant leader slides', cla_course_id: 4, past_due: true, missing: true }),
      // due before they joined: past due, not counted, so not missing
      essayAssignment({ id: 4, name: 'Week one journal', cla_course_id: 4, past_due: true }),
      essayAssignment({ id: 3, name: 'Gifts reflection', cla_course_id: 5, locked: true }),
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
    attendance_stats: { total_classes: 2, total_present: 1, excused_classes: 0, attendance_percentage: 50 },
  }).received;
  // no zone chosen in Profile: the browser's (UTC here)
  mockEndpoint('getNoticeSettings', { error: 'none' }, 500);
  renderScreen(<StudentViewScreen />, { path: '/portal/students/:id/view', url: '/portal/students/21/view', signedIn: facilitatorUser() });
  expect(await screen.findByRole('heading', { name: 'The portal as Peter Banda sees it', level: 1 })).toBeInTheDocument();
  expect(asked.map((request) => request.query)).toEqual([{ cla_user_id: 21 }]);
  expect(screen.getByRole('note')).toHaveTextContent('Read only: the courses, locks and progress Peter Banda (Cohort 1) sees.');
  expect(screen.getByText('Weighted total: 55% (assignments count 60%, attendance 40%)')).toBeInTheDocument();
  const ministers = screen.getByText('Ministers').closest('li')!;
  expect(within(ministers).getByText('Locked')).toBeInTheDocument();
  expect(within(ministers).getByRole('status')).toHaveTextContent(/Believers/);
  // each course's assignments as the student's list has them: handed in, missing, due before they joined, or closed by the lock
  const believers = screen.getByText('Believers', { selector: '.fd-student-view__course' }).closest('li')!;
  expect(within(believers).getByRole('list', { name: 'Assignments of Believers' })).toHaveTextContent(
    'TestimonyHanded in · Due Thu, 5 Mar 2026, 11:59 PM UTCServant leader slidesNot handed in, past due · Due Thu, 5 Mar 2026, 11:59 PM UTC' +
      'Week one journalDue before they joined: not counted · Due Thu, 5 Mar 2026, 11:59 PM UTC',
  );
  expect(within(believers).getByRole('list', { name: 'Topics of Believers' })).toHaveTextContent('Who a believer isPrayer');
  expect(within(ministers).queryByRole('list', { name: 'Topics of Ministers' })).toBeNull();
  expect(within(ministers).getByRole('list', { name: 'Assignments of Ministers' })).toHaveTextContent('Gifts reflectionLocked · Due');
  // nothing to press: it is a view
  expect(screen.queryAllByRole('button')).toEqual([]);
});
