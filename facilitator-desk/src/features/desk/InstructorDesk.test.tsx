import { act, configure, screen, within } from '@testing-library/react';
import { setLocale } from '@academy/shared/i18n/locale';
import type { DeskStats, StudentListItem } from '@academy/shared/domain/types';
import { mockEndpoint } from '@academy/shared/testing/api-mocks';
import { twoCohorts } from '@academy/shared/testing/cohorts';
import { renderScreen } from '@academy/shared/testing/render-screen';
import { expectDeclaredFirstCalls } from '@academy/shared/testing/first-calls';
import { facilitatorUser } from '@academy/shared/testing/users';
import InstructorDesk from './InstructorDesk';
import { STUDENT_PAGE } from '@academy/contract/rules/limits';

// a loaded machine (two cores, several builds) must not turn slow typing into a failure
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30000);

const stats: DeskStats = {
  total_courses: 3,
  total_assignments: 5,
  total_live_classes: 4,
  total_submissions_without_score: 2,
  total_users: 7,
};

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

const facilitator = facilitatorUser();

function renderDesk() {
  return renderScreen(<InstructorDesk />, { path: '/portal/instructorDesk', signedIn: facilitator });
}

/** What the desk asked for, by call: the cohort of each request. */
let asked: { stats: ReturnType<typeof mockEndpoint<'getDeskStats'>>; students: ReturnType<typeof mockEndpoint<'getStudentList'>> };

beforeEach(() => {
  asked = { stats: mockEndpoint('getDeskStats', stats), students: mockEndpoint('getStudentList', [ada]) };
  mockEndpoint('listMyCohorts', twoCohorts());
});

test('the four shortcuts lead to their forms', async () => {
  renderDesk();
  await screen.findByRole('option', { name: 'Cohort 1' });
  await screen.findByRole('row', { name: /Ada Student/ });
  const actions = within(screen.getByRole('navigation', { name: 'Desk actions' }));
  expect(actions.getByRole('link', { name: 'Create Course' })).toHaveAttribute('href', '/portal/course/new');
  expect(actions.getByRole('link', { name: 'Create Assignment' })).toHaveAttribute('href', '/portal/assignment/new');
  expect(actions.getByRole('link', { name: 'Schedule Live Class' })).toHaveAttribute('href', '/portal/event/new');
  expect(actions.getByRole('link', { name: 'Add Attendance' })).toHaveAttribute('href', '/portal/attendance/new');
});

test('shows the five figures and each student with labelled progress bars', async () => {
  renderDesk();
  expect(screen.getByRole('status')).toHaveTextContent('Loading your desk...');
  await screen.findByRole('row', { name: /Ada Student/ });
  const cards = screen
    .getAllByRole('listitem')
    .filter((item) => item.classList.contains('academy-stat'))
    .map((item) => item.textContent);
  expect(cards).toEqual(['Courses3', 'Assignments5', 'Live Classes4', 'Unmarked Submissions2', 'Students7']);
  expect(asked.stats.received.map((request) => request.query)).toEqual([{}]);
  // a page of students at a time, the first page first
  expect(asked.students.received.map((request) => request.query)).toEqual([{ limit: STUDENT_PAGE }]);

  const row = screen.getByRole('row', { name: /Ada Student/ });
  expect(within(row).getByText('ada@example.org')).toBeInTheDocument();
  const attendance = within(row).getByRole('progressbar', { name: 'Attendance of Ada Student' });
  expect(attendance).toHaveAttribute('value', '67');
  expect(attendance).toHaveAccessibleDescription('2 of 3 classes (67%)');
  expect(within(row).getByRole('progressbar', { name: 'Course completion of Ada Student' })).toHaveAccessibleDescription('1 of 3 courses (33%)');
  expect(within(row).getByRole('progressbar', { name: 'Submissions of Ada Student' })).toHaveAccessibleDescription('2 of 5 assignments (40%)');
  expect(within(row).getByRole('progressbar', { name: 'Score of Ada Student' })).toHaveAccessibleDescription('170 of 200 points (85%)');
});

test("the figures' English stays as it was: '1 of 1 courses', a thousand points without a separator", async () => {
  const veteran: StudentListItem = {
    ...ada,
    student: { ...ada.student, name: 'Vera Veteran', user_id: 23 },
    course_completion_rate: { completed_courses: 1, total_courses: 1, completion_percentage: 100 },
    user_score_percentage: {
      total_user_score: 1000,
      total_possible_score: 1200,
      score_percentage: 83,
      weighted_percentage: 83,
      weighting: { assignments: 100, attendance: 0 },
    },
  };
  mockEndpoint('getStudentList', [veteran]);
  renderDesk();
  const row = await screen.findByRole('row', { name: /Vera Veteran/ });
  expect(within(row).getByRole('progressbar', { name: 'Course completion of Vera Veteran' })).toHaveAccessibleDescription('1 of 1 courses (100%)');
  expect(within(row).getByRole('progressbar', { name: 'Score of Vera Veteran' })).toHaveAccessibleDescription('1000 of 1200 points (83%)');
});

test('a student with nothing marked or taken yet reads so, not 0%', async () => {
  const newcomer: StudentListItem = {
    ...ada,
    student: { ...ada.student, name: 'Nia Newcomer', user_id: 22 },
    user_score_percentage: {
      total_user_score: 0,
      total_possible_score: 0,
      score_percentage: 0,
      weighted_percentage: 0,
      weighting: { assignments: 100, attendance: 0 },
    },
    user_attendance_percentage: { total_present: 0, total_classes: 0, excused_classes: 0, attendance_percentage: 0 },
  };
  mockEndpoint('getStudentList', [ada, newcomer]);
  renderDesk();
  const row = await screen.findByRole('row', { name: /Nia Newcomer/ });
  expect(within(row).getByRole('cell', { name: 'No marked work yet' })).toBeInTheDocument();
  expect(within(row).getByRole('cell', { name: 'No attendance taken yet' })).toBeInTheDocument();
  expect(within(row).queryByRole('progressbar', { name: 'Score of Nia Newcomer' })).not.toBeInTheDocument();
});

test('asks for the reads the portal document asks for ahead of its code, at /portal and at /portal/instructorDesk', async () => {
  const { queryClient } = renderDesk();
  expect(await screen.findByText('Ada Student')).toBeInTheDocument();
  expectDeclaredFirstCalls(queryClient, '/portal/instructorDesk', facilitator);
  expectDeclaredFirstCalls(queryClient, '/portal', facilitator);
});

test('a deactivated student is listed and marked as such', async () => {
  mockEndpoint('getStudentList', [ada, { ...ada, student: { name: 'Bola Student', email: 'bola@example.org', user_id: 22, deactivated: true } }]);
  renderDesk();
  const bola = await screen.findByRole('row', { name: /Bola Student/ });
  expect(within(bola).getByText('Account deactivated')).toBeInTheDocument();
  expect(within(screen.getByRole('row', { name: /Ada Student/ })).queryByText('Account deactivated')).not.toBeInTheDocument();
});

test('Apply Filter is disabled until a cohort is chosen, then loads that cohort; Show all goes back', async () => {
  const { user } = renderDesk();
  const apply = screen.getByRole('button', { name: 'Apply Filter' });
  expect(apply).toBeDisabled();
  await user.selectOptions(screen.getByLabelText('Cohort'), await screen.findByRole('option', { name: 'Cohort 2' }));
  expect(apply).toBeEnabled();
  const cohortStudents = mockEndpoint('getStudentList', []);
  await user.click(apply);
  expect(await screen.findByText('No students in this cohort yet.')).toBeInTheDocument();
  expect(screen.getByText('Showing Cohort 2.')).toBeInTheDocument();
  expect(asked.stats.received.at(-1)?.query).toEqual({ cla_cohort_id: 2 });
  expect(cohortStudents.received.map((request) => request.query)).toEqual([{ cla_cohort_id: 2, limit: STUDENT_PAGE }]);

  await user.click(screen.getByRole('button', { name: 'Show all cohorts' }));
  expect(await screen.findByText('Showing all your cohorts.')).toBeInTheDocument();
  expect(asked.stats.received.at(-1)?.query).toEqual({});
  expect(screen.getByRole('button', { name: 'Apply Filter' })).toBeDisabled();
});

test('figures that cannot be loaded give the data failure toast, and Retry loads again', async () => {
  mockEndpoint('getStudentList', { error: 'down' }, 500);
  const { user } = renderDesk();
  expect(await screen.findByText('Failed to fetch data', { selector: '.Toastify *' })).toBeInTheDocument();
  mockEndpoint('getStudentList', [ada]);
  await user.click(within(screen.getByText('Failed to fetch data', { selector: '.form-alert p' }).parentElement!).getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('row', { name: /Ada Student/ })).toBeInTheDocument();
});

test('cohorts that cannot be loaded give the cohorts failure toast', async () => {
  mockEndpoint('listMyCohorts', { error: 'down' }, 500);
  renderDesk();
  expect(await screen.findByText('Failed to fetch cohorts', { selector: '.Toastify *' })).toBeInTheDocument();
  expect(screen.getByLabelText('Cohort')).toHaveAccessibleDescription('Failed to fetch cohorts');
});

describe('in another language', () => {
  afterEach(async () => {
    await act(() => setLocale('en'));
  });

  test('the desk switches to French at once, its figures and percentages written as French writes them', async () => {
    renderDesk();
    const row = await screen.findByRole('row', { name: /Ada Student/ });
    await act(() => setLocale('fr'));

    expect(screen.getByRole('heading', { level: 1, name: 'Mon bureau' })).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Actions du bureau' })).getByRole('link', { name: 'Créer un devoir' })).toBeInTheDocument();
    expect(screen.getByText('Toutes vos promotions sont affichées.')).toBeInTheDocument();
    const percent = new Intl.NumberFormat('fr', { style: 'percent' }).format(0.67);
    expect(percent).not.toBe('67%');
    expect(within(row).getByRole('progressbar', { name: 'Présence de Ada Student' })).toHaveAccessibleDescription(`2 sur 3 cours en direct (${percent})`);
    expect(screen.getByRole('columnheader', { name: 'Cours terminés' })).toBeInTheDocument();
  });

  test('in Arabic a plural takes the form its count asks for', async () => {
    await act(() => setLocale('ar'));
    renderDesk();
    const row = await screen.findByRole('row', { name: /Ada Student/ });
    // 5 assignments: Arabic's "few" form (3 to 10)
    expect(within(row).getByRole('progressbar', { name: 'تسليمات \u2068Ada Student\u2069' })).toHaveAccessibleDescription(/^\u20682\u2069 من 5 واجبات /);
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  });
});
