import { configure, screen, within } from '@testing-library/react';
import type { AttendanceSummaryRow, StudentListItem } from '@academy/shared/domain/types';
import { holdEndpoint, mockEndpoint } from '@academy/shared/testing/api-mocks';
import { twoCohorts } from '@academy/shared/testing/cohorts';
import { renderScreen } from '@academy/shared/testing/render-screen';
import StudentsScreen from './StudentsScreen';
import { STUDENT_PAGE } from '@academy/contract/rules/limits';

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30000);

const ada: StudentListItem = {
  student: { name: 'Ada Student', email: 'ada@example.org', user_id: 21, deactivated: false },
  course_completion_rate: { completed_courses: 1, total_courses: 3, completion_percentage: 33 },
  user_submission_percentage: { total_submissions: 2, total_assignments: 5, submission_percentage: 40 },
  user_score_percentage: {
    total_user_score: 170,
    total_possible_score: 200,
    score_percentage: 85,
    weighted_percentage: 85,
    weighting: { assignments: 100, attendance: 0 },
  },
  user_attendance_percentage: { total_present: 2, total_classes: 3, excused_classes: 0, attendance_percentage: 67 },
};
const adaAttendance: AttendanceSummaryRow = {
  user_id: 21,
  deactivated: false,
  name: 'Ada Student',
  email: 'ada@example.org',
  present: 2,
  late: 1,
  excused: 0,
  absent: 1,
  attendance_percentage: 75,
};

beforeEach(() => mockEndpoint('listMyCohorts', twoCohorts()));

test("a chosen cohort shows its students' figures and its attendance summary", async () => {
  const students = mockEndpoint('getStudentList', [ada]);
  const summary = mockEndpoint('getAttendanceSummary', [adaAttendance]);
  const { user } = renderScreen(<StudentsScreen />, { path: '/portal/students' });
  expect(screen.getByText('Choose a cohort.')).toBeInTheDocument();
  await user.selectOptions(screen.getByRole('combobox', { name: 'Cohort' }), await screen.findByRole('option', { name: 'Cohort 2' }));
  const attendance = await screen.findByRole('region', { name: 'Attendance summary' });
  expect(within(attendance).getByRole('row', { name: /Ada Student/ })).toHaveTextContent('Ada Student210175%');
  expect(screen.getByRole('progressbar', { name: 'Attendance of Ada Student' })).toHaveAttribute('value', '67');
  expect(students.received.map((request) => request.query)).toEqual([{ cla_cohort_id: 2, limit: STUDENT_PAGE }]);
  expect(summary.received.map((request) => request.query)).toEqual([{ cla_cohort_id: 2 }]);
});

test('a cohort that cannot be loaded says so; Retry asks again', async () => {
  mockEndpoint('getStudentList', [ada]);
  mockEndpoint('getAttendanceSummary', { error: 'down' }, 500);
  const { user } = renderScreen(<StudentsScreen />, { path: '/portal/students' });
  await user.selectOptions(screen.getByRole('combobox', { name: 'Cohort' }), await screen.findByRole('option', { name: 'Cohort 1' }));
  const failure = await screen.findByText('Failed to load the students of this cohort.', { selector: '.form-alert p' });
  expect(screen.getByText('Failed to load the students of this cohort.', { selector: '.Toastify *' })).toBeInTheDocument();
  mockEndpoint('getAttendanceSummary', [adaAttendance]);
  await user.click(within(failure.parentElement!).getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('region', { name: 'Attendance summary' })).toBeInTheDocument();
});

test('a cohort on its way says it is loading', async () => {
  holdEndpoint('getStudentList');
  mockEndpoint('getAttendanceSummary', [adaAttendance]);
  const { user } = renderScreen(<StudentsScreen />, { path: '/portal/students' });
  await user.selectOptions(screen.getByRole('combobox', { name: 'Cohort' }), await screen.findByRole('option', { name: 'Cohort 1' }));
  expect(await screen.findByRole('status')).toHaveTextContent('Loading the cohort...');
  expect(screen.queryByText('Choose a cohort.')).not.toBeInTheDocument();
});

test('cohorts that cannot be loaded say so under the drop-down', async () => {
  mockEndpoint('listMyCohorts', { error: 'down' }, 500);
  renderScreen(<StudentsScreen />, { path: '/portal/students' });
  expect(await screen.findByText('Failed to fetch cohorts', { selector: '.Toastify *' })).toBeInTheDocument();
  expect(screen.getByRole('combobox', { name: 'Cohort' })).toHaveAccessibleDescription('Failed to fetch cohorts');
});
