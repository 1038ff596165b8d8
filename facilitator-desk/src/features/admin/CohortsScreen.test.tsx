import { screen, waitFor, within } from '@testing-library/react';
import type { AdminCohort, AdminCourse, AdminUser } from '@academy/shared/domain/types';
import { mockEndpoint } from '@academy/shared/testing/api-mocks';
import { renderScreen } from '@academy/shared/testing/render-screen';
import CohortsScreen from './CohortsScreen';

const COHORT_1: AdminCohort = {
  id: 1,
  name: 'Cohort 1',
  start_date: null,
  end_date: null,
  closed: false,
  student_count: 2,
  facilitator_ids: [3],
  grade_weights: { assignments: 100, attendance: 0 },
};
const GRACE = { id: 3, name: 'Grace Adeyemi', cla_role_name: 'facilitator' } as AdminUser;
const SAMUEL = { id: 4, name: 'Samuel Okoro', cla_role_name: 'facilitator' } as AdminUser;
const COURSE: AdminCourse = {
  id: 7,
  name: 'Minister-Service Class',
  cohort_id: 1,
  cohort_name: 'Cohort 1',
  owner_id: 3,
  owner_name: 'Grace Adeyemi',
  owner_assigned: true,
};

/** The API's cohorts and courses, as the calls the test answers change them. */
function serveCohorts(initial: AdminCohort[]) {
  let cohorts = initial;
  let courses = [COURSE];
  mockEndpoint('listAdminCohorts', () => cohorts);
  mockEndpoint('listAdminCourses', () => courses);
  const facilitators = mockEndpoint('listAccounts', [GRACE, SAMUEL]);
  const change = (changed: AdminCohort) => {
    cohorts = cohorts.some((cohort) => cohort.id === changed.id)
      ? cohorts.map((cohort) => (cohort.id === changed.id ? changed : cohort))
      : [...cohorts, changed];
    courses = courses.map((course) => ({ ...course, owner_assigned: changed.facilitator_ids.includes(course.owner_id) }));
    return changed;
  };
  return { change, facilitators };
}

test('creates a cohort: it joins the list', async () => {
  const { change } = serveCohorts([COHORT_1]);
  const create = mockEndpoint('createCohort', ({ body }) => change({ ...COHORT_1, id: 2, ...body, student_count: 0, facilitator_ids: [] }));
  const { user } = renderScreen(<CohortsScreen />);
  await screen.findByRole('heading', { name: 'Cohort 1' });
  const form = screen.getByRole('form', { name: 'New cohort' });
  await user.type(within(form).getByLabelText('Name'), ' Cohort 2 ');
  await user.type(within(form).getByLabelText('Start date'), '2027-03-01');
  await user.click(within(form).getByRole('button', { name: 'Create cohort' }));
  expect(await screen.findByText('Saved Cohort 2.')).toBeInTheDocument();
  expect(create.received.map((request) => request.body)).toEqual([{ name: 'Cohort 2', start_date: '2027-03-01', end_date: null }]);
  expect(await screen.findByRole('heading', { name: 'Cohort 2' })).toBeInTheDocument();
  // the form starts again empty, its dates too
  expect(within(form).getByLabelText('Name')).toHaveValue('');
  expect(within(form).getByLabelText('Start date')).toHaveValue('');
});

test('each problem of a new cohort is said under its field, focused: an empty name, dates backwards, a name taken', async () => {
  serveCohorts([COHORT_1]);
  mockEndpoint('createCohort', { error: 'A cohort with this name already exists.', code: 'cohort_name_taken' }, 409);
  const { user } = renderScreen(<CohortsScreen />);
  await screen.findByRole('heading', { name: 'Cohort 1' });
  const form = screen.getByRole('form', { name: 'New cohort' });
  const name = within(form).getByLabelText(/^Name/);
  await user.click(within(form).getByRole('button', { name: 'Create cohort' }));
  expect(name).toHaveAccessibleDescription('Name is required.');
  expect(name).toHaveFocus();

  await user.type(name, 'Cohort 1');
  await user.type(within(form).getByLabelText('Start date'), '2027-06-01');
  await user.type(within(form).getByLabelText('End date'), '2027-01-01');
  await user.click(within(form).getByRole('button', { name: 'Create cohort' }));
  expect(within(form).getByLabelText('End date')).toHaveAccessibleDescription(expect.stringContaining('before the start date'));
  expect(within(form).getByLabelText('End date')).toHaveFocus();

  await user.clear(within(form).getByLabelText('End date'));
  await user.click(within(form).getByRole('button', { name: 'Create cohort' }));
  await waitFor(() => expect(name).toHaveFocus());
  expect(name).toHaveAccessibleDescription('A cohort with this name already exists.');
});

test('closes a cohort after the confirmation; it shows as closed', async () => {
  const { change } = serveCohorts([COHORT_1]);
  const close = mockEndpoint('closeCohort', () => change({ ...COHORT_1, closed: true }));
  const { user } = renderScreen(<CohortsScreen />);
  await user.click(await screen.findByRole('button', { name: 'Close Cohort 1' }));
  expect(close.received).toEqual([]);
  await user.click(within(screen.getByRole('alertdialog', { name: 'Close Cohort 1?' })).getByRole('button', { name: 'Close cohort' }));
  expect(await screen.findByRole('button', { name: 'Reopen Cohort 1' })).toBeInTheDocument();
  expect(screen.getByText('Closed')).toBeInTheDocument();
  expect(close.received.map((request) => request.params)).toEqual([{ id: 1 }]);
  expect(await screen.findByText('Cohort 1 is closed.')).toBeInTheDocument();
});

test("taking a course's owner off the cohort brings the course to the hand-over list", async () => {
  const { change, facilitators } = serveCohorts([COHORT_1]);
  const assign = mockEndpoint('setCohortFacilitators', ({ body }) => change({ ...COHORT_1, facilitator_ids: body.facilitator_ids }));
  const { user } = renderScreen(<CohortsScreen />);
  expect(await screen.findByText("Every course's owner is assigned to its cohort.")).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Edit Cohort 1' }));
  const staff = screen.getByRole('group', { name: 'Facilitators of Cohort 1' });
  await user.click(within(staff).getByLabelText('Grace Adeyemi'));
  await user.click(within(staff).getByLabelText('Samuel Okoro'));
  await user.click(screen.getByRole('button', { name: 'Save facilitators' }));
  expect(await screen.findByText('Saved the facilitators of Cohort 1.')).toBeInTheDocument();
  expect(assign.received.map((request) => request.body)).toEqual([{ facilitator_ids: [4] }]);
  expect(await screen.findByLabelText('New owner of Minister-Service Class')).toBeInTheDocument();
  await waitFor(() => expect(facilitators.received.map((request) => request.query)).toContainEqual({ role: 'facilitator' }));
});

test("sets a cohort's default grade weighting: attendance takes the rest of 100, a share above 100 is refused in words", async () => {
  const { change } = serveCohorts([COHORT_1]);
  const weigh = mockEndpoint('setCohortGradeWeights', ({ body }) => change({ ...COHORT_1, grade_weights: body.grade_weights }));
  const { user } = renderScreen(<CohortsScreen />);
  await user.click(await screen.findByRole('button', { name: 'Edit Cohort 1' }));
  const form = screen.getByRole('form', { name: 'Grade weighting of Cohort 1' });
  const share = within(form).getByLabelText('Assignments (%)');
  expect(share).toHaveValue(100);
  await user.clear(share);
  await user.type(share, '150');
  await user.click(within(form).getByRole('button', { name: 'Save weighting' }));
  expect(share).toHaveAccessibleDescription('Assignments must be a whole number from 0 to 100.');
  expect(weigh.received).toEqual([]);
  await user.clear(share);
  await user.type(share, '60');
  expect(within(form).getByText('Attendance: 40%')).toBeInTheDocument();
  await user.click(within(form).getByRole('button', { name: 'Save weighting' }));
  expect(await screen.findByText('Saved the grade weighting of Cohort 1.')).toBeInTheDocument();
  expect(weigh.received.map((request) => [request.params, request.body])).toEqual([[{ id: 1 }, { grade_weights: { assignments: 60, attendance: 40 } }]]);
});
