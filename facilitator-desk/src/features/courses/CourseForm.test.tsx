import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { createQueryClient } from '@academy/shared/api/query-client';
import type { Course } from '@academy/shared/domain/types';
import { useSessionStore } from '@academy/shared/session/store';
import { mockEndpoint } from '@academy/shared/testing/api-mocks';
import { courseFixture } from '@academy/shared/testing/courses';
import { facilitatorUser } from '@academy/shared/testing/users';
import Toasts from '@academy/shared/ui/Toasts';
import CourseForm from './CourseForm';

// typing into several fields takes a few seconds on a busy machine
jest.setTimeout(30_000);

const FACILITATOR = facilitatorUser();

const COURSE = courseFixture({ description: 'Leading by serving.', category: 'extra' });

function Details() {
  const location = useLocation();
  const state = location.state as { course: Course };
  return <p>Details of {state.course.name}</p>;
}

function renderForm(state?: unknown) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[{ pathname: '/portal/course/new', state }]}>
        <Routes>
          <Route path="/portal/course/new" element={<CourseForm />} />
          <Route path="/portal/courses/:id" element={<Details />} />
        </Routes>
        <Toasts />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

async function fillValidCourse() {
  await userEvent.type(screen.getByLabelText('Name'), 'Vision Casting');
  await userEvent.type(screen.getByLabelText('Description'), 'Seeing ahead.');
  fireEvent.change(screen.getByLabelText('Start date'), { target: { value: '2026-12-01' } });
  fireEvent.change(screen.getByLabelText('End date'), { target: { value: '2026-12-31' } });
  await userEvent.selectOptions(await screen.findByLabelText('Cohort'), 'Cohort 1');
}

const NAME_TOO_LONG = { error: 'The name is too long.', errors: { name: ['is too long'] } };
const SERVER_ERROR = { error: 'Something went wrong on our side. Please try again.' };

let created: ReturnType<typeof mockEndpoint<'createCourse'>>['received'];

beforeEach(() => {
  mockEndpoint('listCourses', []);
  created = mockEndpoint('createCourse', ({ body }) => ({ ...COURSE, ...body.cla_course, grade_weights: COURSE.grade_weights, id: 10 })).received;
  mockEndpoint('listMyCohorts', [
    { id: 1, name: 'Cohort 1' },
    { id: 3, name: 'Cohort 3' },
  ]);
  useSessionStore.setState({ token: 't', user: FACILITATOR, expiresAt: Date.now() + 60_000 });
});

test('every required field says so, linked to its input, and nothing is sent', async () => {
  renderForm();
  await screen.findByLabelText('Cohort');
  await userEvent.click(screen.getByRole('button', { name: 'Create Course' }));
  expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Name is required.');
  expect(screen.getByLabelText('Description')).toHaveAccessibleDescription('Description is required.');
  expect(screen.getByLabelText('Start date')).toHaveAccessibleDescription('Start date is required.');
  expect(screen.getByLabelText('End date')).toHaveAccessibleDescription('End date is required.');
  expect(screen.getByLabelText('Cohort')).toHaveAccessibleDescription('Cohort is required.');
  expect(screen.getByLabelText('Name')).toHaveFocus();
  expect(created).toEqual([]);
});

test('the category defaults to Program and the end date cannot be before the start date', async () => {
  renderForm();
  expect(screen.getByLabelText('Category')).toHaveValue('program');
  await fillValidCourse();
  fireEvent.change(screen.getByLabelText('End date'), { target: { value: '2026-11-30' } });
  await userEvent.click(screen.getByRole('button', { name: 'Create Course' }));
  expect(screen.getByLabelText('End date')).toHaveAccessibleDescription('End date cannot be before the start date.');
  expect(created).toEqual([]);
});

test('a course weighs assignments against attendance its own way, with a pass mark', async () => {
  renderForm();
  await fillValidCourse();
  expect(screen.queryByLabelText('Assignments (%)')).not.toBeInTheDocument();
  await userEvent.click(screen.getByLabelText("Give this course its own grade weighting (else its cohort's)"));
  await userEvent.clear(screen.getByLabelText('Assignments (%)'));
  await userEvent.type(screen.getByLabelText('Assignments (%)'), '60');
  expect(screen.getByText('Attendance: 40%')).toBeInTheDocument();
  await userEvent.type(screen.getByLabelText('Pass mark for the certificate (%)'), '70');
  await userEvent.click(screen.getByRole('button', { name: 'Create Course' }));
  await act(async () => undefined);
  expect(created.map((request) => request.body.cla_course)).toEqual([
    expect.objectContaining({ grade_weights: { assignments: 60, attendance: 40 }, pass_mark: 70 }),
  ]);
});

test('creating sends the payload once, toasts and opens the new course', async () => {
  let finish: (course: Course) => void = () => undefined;
  created = mockEndpoint('createCourse', () => new Promise<Course>((resolve) => (finish = resolve))).received;
  renderForm();
  await fillValidCourse();
  await userEvent.selectOptions(screen.getByLabelText('Category'), 'Extra');
  await userEvent.dblClick(screen.getByRole('button', { name: 'Create Course' }));
  expect(screen.getByRole('button', { name: 'Creating...' })).toHaveAttribute('aria-disabled', 'true');
  await act(async () => undefined);
  expect(created.map((request) => request.body)).toEqual([
    {
      cla_course: {
        name: 'Vision Casting',
        description: 'Seeing ahead.',
        start_date: '2026-12-01',
        end_date: '2026-12-31',
        cla_cohort_id: 1,
        cla_user_id: 2,
        category: 'extra',
        prerequisite_course_id: null,
        grade_weights: null,
        pass_mark: null,
      },
    },
  ]);
  finish({ ...COURSE, id: 9, name: 'Vision Casting' });
  expect(await screen.findByText('Details of Vision Casting')).toBeInTheDocument();
  expect(await screen.findByText('Course created successfully!')).toBeInTheDocument();
});

test('a failed create toasts the required text and shows the server errors in the form', async () => {
  mockEndpoint('createCourse', NAME_TOO_LONG, 400);
  renderForm();
  await fillValidCourse();
  await userEvent.click(screen.getByRole('button', { name: 'Create Course' }));
  expect(await screen.findByText('Failed to create course. Please try again.')).toBeInTheDocument();
  expect(within(screen.getByRole('form', { name: 'Create Course' })).getByText('The name is too long.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Create Course' })).toBeEnabled();
});

test('duplicate prefills a copy named Copy of {name} and creates a new course', async () => {
  const updated = mockEndpoint('updateCourse', COURSE).received;
  renderForm({ mode: 'duplicate', course: COURSE });
  expect(screen.getByRole('heading', { name: 'Duplicate Course' })).toBeInTheDocument();
  expect(screen.getByLabelText('Name')).toHaveValue('Copy of Servant Leadership');
  expect(screen.getByLabelText('Category')).toHaveValue('extra');
  await screen.findByLabelText('Cohort');
  await userEvent.click(screen.getByRole('button', { name: 'Create Course' }));
  expect(await screen.findByText('Course created successfully!')).toBeInTheDocument();
  expect(created[0]?.body.cla_course).toEqual(expect.objectContaining({ name: 'Copy of Servant Leadership', start_date: '2026-11-01' }));
  expect(updated).toEqual([]);
});

test('edit updates the course in place and toasts; a failure toasts the update text', async () => {
  mockEndpoint('updateCourse', SERVER_ERROR, 500);
  renderForm({ mode: 'edit', course: COURSE });
  expect(screen.getByLabelText('Name')).toHaveValue('Servant Leadership');
  await screen.findByLabelText('Cohort');
  await userEvent.clear(screen.getByLabelText('Name'));
  await userEvent.type(screen.getByLabelText('Name'), 'Servant Leadership II');
  await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
  expect(await screen.findByText('Failed to update course. Please try again.')).toBeInTheDocument();
  expect(screen.getByText('Something went wrong on our side. Please try again.')).toBeInTheDocument();
  const updated = mockEndpoint('updateCourse', ({ params, body }) => ({ ...COURSE, id: params.id, name: body.cla_course.name })).received;
  await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
  expect(await screen.findByText('Details of Servant Leadership II')).toBeInTheDocument();
  expect(updated.map((request) => request.params)).toEqual([{ id: 5 }]);
  expect(await screen.findByText('Course updated successfully!')).toBeInTheDocument();
});

test('cohorts that cannot be loaded toast the required text', async () => {
  mockEndpoint('listMyCohorts', { error: 'down' }, 500);
  renderForm();
  expect(await screen.findByText('Failed to fetch cohorts')).toBeInTheDocument();
});

test('a prerequisite of the same cohort is sent; a copy moved to another cohort drops it', async () => {
  const believers = courseFixture({ id: 4, name: 'Believers', cla_cohort_id: 1 });
  mockEndpoint('listCourses', [believers, { ...COURSE, cla_cohort_id: 1 }]);
  const withPrerequisite = { ...COURSE, cla_cohort_id: 1, prerequisite_course_id: 4, prerequisite_name: 'Believers' };
  renderForm({ mode: 'duplicate', course: withPrerequisite });
  const field = await screen.findByLabelText('Opens when the student has completed');
  await screen.findByRole('option', { name: 'Believers' });
  expect(field).toHaveValue('4');
  await userEvent.selectOptions(await screen.findByLabelText('Cohort'), 'Cohort 3');
  await userEvent.click(screen.getByRole('button', { name: 'Create Course' }));
  await screen.findByText('Course created successfully!');
  expect(created[0]?.body.cla_course).toEqual(expect.objectContaining({ cla_cohort_id: 3, prerequisite_course_id: null }));
});

test('a facilitator without an assigned cohort is told so under the empty cohort list', async () => {
  mockEndpoint('listMyCohorts', []);
  renderForm();
  const cohort = await screen.findByLabelText('Cohort');
  expect(within(cohort).getAllByRole('option')).toHaveLength(1);
  expect(cohort).toHaveAccessibleDescription(/No cohort is assigned to you yet/);
});
