import type { ReactElement } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { createQueryClient } from '@academy/shared/api/query-client';
import { setLocale } from '@academy/shared/i18n/locale';
import type { Assignment, Course } from '@academy/shared/domain/types';
import type { AssignmentFormRouteState } from '@academy/shared/routing/assignment-routes';
import { useSessionStore } from '@academy/shared/session/store';
import { essayAssignment } from '@academy/shared/testing/assignments';
import { mockEndpoint } from '@academy/shared/testing/api-mocks';
import { courseFixture } from '@academy/shared/testing/courses';
import { facilitatorUser } from '@academy/shared/testing/users';
import Toasts from '@academy/shared/ui/Toasts';
import { mockReaderZone } from '@academy/shared/testing/reader-zone';
import { useReaderTimeZone } from '@academy/shared/notifications/reader-zone';
import AssignmentFormScreen from './AssignmentFormScreen';

// typing through user-event on a busy 2-core machine can pass the 5 s default; nothing here is timed
jest.setTimeout(30_000);

const facilitator = facilitatorUser({ email: 'grace@example.org', cla_cohort_id: 3, cla_cohort_name: 'Cohort 3' });

function course(id: number, name: string): Course {
  return courseFixture({ id, name, cla_cohort_id: 3, start_date: '2026-01-01', end_date: '2026-12-31' });
}

const essay = essayAssignment({ cla_course_id: 5, course_name: 'Team Building' });
const DUE_DATE_INVALID = { error: 'The due date must be a date.', errors: { due_date: ['must be a date'] } };

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname}</p>;
}

function renderWithCache(ui: ReactElement) {
  return render(<QueryClientProvider client={createQueryClient()}>{ui}</QueryClientProvider>);
}

async function renderForm(state?: AssignmentFormRouteState, search = '') {
  renderWithCache(
    <MemoryRouter initialEntries={[{ pathname: '/portal/assignment/new', search, state }]}>
      <Routes>
        <Route path="/portal/assignment/new" element={<AssignmentFormScreen />} />
        <Route path="*" element={<Where />} />
      </Routes>
      <Toasts />
    </MemoryRouter>,
  );
  await screen.findByRole('option', { name: 'Servant Leadership' });
}

let courseRequests: ReturnType<typeof mockEndpoint<'listCourses'>>['received'];
let created: ReturnType<typeof mockEndpoint<'createAssignment'>>['received'];

// the reader chose no zone in Profile: the browser's (UTC here, the academy's too)
beforeEach(() => mockReaderZone(null));

beforeEach(() => {
  courseRequests = mockEndpoint('listCourses', [course(4, 'Servant Leadership'), course(5, 'Team Building')]).received;
  created = mockEndpoint('createAssignment', { ...essay, id: 31 }).received;
  useSessionStore.getState().signIn('tok', facilitator);
});

test('name, description, due date and course are required, each message tied to its field', async () => {
  await renderForm();
  expect(courseRequests.map((request) => request.query)).toEqual([{ cla_user_id: 2 }]);
  await userEvent.click(screen.getByRole('button', { name: 'Save assignment' }));

  expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Name is required.');
  expect(screen.getByLabelText('Description')).toHaveAccessibleDescription(expect.stringContaining('Description is required.'));
  expect(screen.getByLabelText('Due date')).toHaveAccessibleDescription('Due date is required.');
  expect(screen.getByLabelText('Course')).toHaveAccessibleDescription('Course is required.');
  expect(screen.getByLabelText('Name')).toHaveFocus();
  expect(created).toEqual([]);
});

test('in Spanish, a weight out of range is named in Spanish', async () => {
  await act(() => setLocale('es'));
  try {
    await renderForm();
    const weight = screen.getByLabelText('Peso');
    await userEvent.clear(weight);
    await userEvent.type(weight, '500');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar tarea' }));
    expect(weight).toHaveAccessibleDescription(expect.stringMatching(/ Peso debe ser un número entero de 1 a 100\./));
  } finally {
    await act(() => setLocale('en'));
  }
});

test('creates with the facilitator as owner, toasts and opens the new assignment', async () => {
  let answer: () => void = () => undefined;
  created = mockEndpoint('createAssignment', () => new Promise<Assignment>((resolve) => (answer = () => resolve({ ...essay, id: 31 })))).received;
  await renderForm();
  await userEvent.type(screen.getByLabelText('Name'), ' Reflection ');
  await userEvent.type(screen.getByLabelText('Description'), 'One page on servant leadership.');
  await userEvent.type(screen.getByLabelText('Due date'), '2030-12-01');
  // due at the end of the day in the facilitator's zone (the tests run in UTC, also the academy's), named beside the field
  expect(screen.getByLabelText('Due time')).toHaveValue('23:59');
  expect(screen.getByLabelText('Due time')).toHaveAccessibleDescription('In your time zone, UTC.');
  await userEvent.selectOptions(screen.getByLabelText('Course'), 'Servant Leadership');
  await userEvent.dblClick(screen.getByRole('button', { name: 'Save assignment' }));
  expect(screen.getByRole('button', { name: 'Saving...' })).toHaveAttribute('aria-disabled', 'true');

  await act(async () => answer());
  expect(await screen.findByText('Assignment created successfully!')).toBeInTheDocument();
  expect(created.map((request) => request.body)).toEqual([
    {
      cla_assignment: {
        name: 'Reflection',
        description: 'One page on servant leadership.',
        due_date: '2030-12-01',
        due_time: '23:59',
        time_zone: 'UTC',
        cla_course_id: 4,
        cla_user_id: 2,
        weight: 1,
      },
    },
  ]);
  expect(await screen.findByTestId('where')).toHaveTextContent('/portal/assignments/31');
});

test('a due moment that has already passed is said under the due time: work handed in now is late', async () => {
  await renderForm();
  const dueTime = screen.getByLabelText('Due time');
  await userEvent.type(screen.getByLabelText('Due date'), '2020-03-01');
  expect(dueTime).toHaveAccessibleDescription(
    'In your time zone, UTC. This moment has passed: every student who has not handed it in counts as missing (0) until they do, and work handed in from now on counts as late.',
  );
  await userEvent.clear(screen.getByLabelText('Due date'));
  await userEvent.type(screen.getByLabelText('Due date'), '2030-03-01');
  expect(dueTime).toHaveAccessibleDescription('In your time zone, UTC.');
});

test('the course comes preselected from router state or ?course=', async () => {
  await renderForm({ courseId: 5 });
  expect(screen.getByLabelText('Course')).toHaveValue('5');
});

test('?course= preselects too', async () => {
  await renderForm(undefined, '?course=4');
  expect(screen.getByLabelText('Course')).toHaveValue('4');
});

test('edits the assignment in router state and toasts the update', async () => {
  const updated = mockEndpoint('updateAssignment', essay).received;
  await renderForm({ assignment: essay });
  expect(screen.getByRole('heading', { name: 'Edit assignment' })).toBeInTheDocument();
  expect(screen.getByLabelText('Name')).toHaveValue('Leadership essay');
  expect(screen.getByLabelText('Due date')).toHaveValue('2026-03-05');
  expect(screen.getByLabelText('Due time')).toHaveValue('23:59');
  expect(screen.getByLabelText('Course')).toHaveValue('5');
  await userEvent.clear(screen.getByLabelText('Name'));
  await userEvent.type(screen.getByLabelText('Name'), 'Leadership essay, revised');
  await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));

  expect(await screen.findByText('Assignment updated successfully!')).toBeInTheDocument();
  expect(updated.map((request) => request.params)).toEqual([{ id: 9 }]);
  expect(updated[0]?.body.cla_assignment).toEqual(expect.objectContaining({ name: 'Leadership essay, revised', cla_course_id: 5 }));
  expect(await screen.findByTestId('where')).toHaveTextContent('/portal/assignments/9');
});

async function fillValid() {
  await userEvent.type(screen.getByLabelText('Name'), 'Reflection');
  await userEvent.type(screen.getByLabelText('Description'), 'One page.');
  await userEvent.type(screen.getByLabelText('Due date'), '2026-12-01');
  await userEvent.selectOptions(screen.getByLabelText('Course'), 'Team Building');
}

test('a create failure toasts the create text and shows the server reason', async () => {
  mockEndpoint('createAssignment', DUE_DATE_INVALID, 400);
  await renderForm();
  await fillValid();
  await userEvent.click(screen.getByRole('button', { name: 'Save assignment' }));
  expect(await screen.findByText('Failed to create assignment. Please try again.')).toBeInTheDocument();
  expect(screen.getByText('The due date must be a date.')).toHaveAttribute('role', 'alert');
  expect(screen.getByRole('button', { name: 'Save assignment' })).toBeEnabled();
});

test('an update failure toasts the update text', async () => {
  mockEndpoint('updateAssignment', { error: '' }, 500);
  await renderForm({ assignment: essay });
  await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
  expect(await screen.findByText('Failed to update assignment. Please try again.')).toBeInTheDocument();
});

test('without courses the form says to create one first', async () => {
  mockEndpoint('listCourses', []);
  renderWithCache(
    <MemoryRouter initialEntries={['/portal/assignment/new']}>
      <AssignmentFormScreen />
      <Toasts />
    </MemoryRouter>,
  );
  expect(await screen.findByRole('link', { name: 'Create a course' })).toHaveAttribute('href', '/portal/course/new');
  expect(screen.queryByRole('button', { name: 'Save assignment' })).not.toBeInTheDocument();
});

test('a course list failure toasts the courses text', async () => {
  mockEndpoint('listCourses', { error: 'Something went wrong on our side. Please try again.' }, 500);
  renderWithCache(
    <MemoryRouter initialEntries={['/portal/assignment/new']}>
      <AssignmentFormScreen />
      <Toasts />
    </MemoryRouter>,
  );
  expect(await screen.findByText('Failed to fetch courses. Please try again.')).toBeInTheDocument();
});

test('a double click creates once even when the server answers at once', async () => {
  await renderForm();
  await fillValid();
  await userEvent.dblClick(screen.getByRole('button', { name: 'Save assignment' }));
  expect(await screen.findByTestId('where')).toHaveTextContent('/portal/assignments/31');
  expect(created).toHaveLength(1);
});

test("an edited due moment is shown in the zone it is saved in: Profile's, already known as the form opens", async () => {
  mockReaderZone('America/Mexico_City');
  const updated = mockEndpoint('updateAssignment', essay).received;
  function WhenZoneKnown({ children }: { children: ReactElement }) {
    return useReaderTimeZone() === 'America/Mexico_City' ? children : null;
  }
  renderWithCache(
    <MemoryRouter initialEntries={[{ pathname: '/portal/assignment/new', state: { assignment: essay } }]}>
      <WhenZoneKnown>
        <AssignmentFormScreen />
      </WhenZoneKnown>
      <Toasts />
    </MemoryRouter>,
  );
  // 23:59 UTC is 17:59 in Mexico City
  expect(await screen.findByLabelText('Due time')).toHaveValue('17:59');
  await screen.findByRole('option', { name: 'Team Building' });
  await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
  expect(await screen.findByText('Assignment updated successfully!')).toBeInTheDocument();
  expect(updated[0]?.body.cla_assignment).toEqual(expect.objectContaining({ due_date: '2026-03-05', due_time: '17:59', time_zone: 'America/Mexico_City' }));
});

test('Cancel with nothing typed leaves at once, without asking', async () => {
  const ask = jest.spyOn(window, 'confirm').mockReturnValue(false);
  await renderForm();
  await userEvent.click(screen.getByRole('link', { name: 'Cancel' }));
  expect(ask).not.toHaveBeenCalled();
  expect(await screen.findByTestId('where')).toHaveTextContent('/portal/assignments');
  ask.mockRestore();
});

test('a link followed with a name typed and not saved asks first, and Cancel keeps the text', async () => {
  const ask = jest.spyOn(window, 'confirm').mockReturnValue(false);
  await renderForm();
  await userEvent.type(screen.getByLabelText('Name'), 'Reflection');
  await userEvent.click(screen.getByRole('link', { name: 'Cancel' }));
  expect(ask).toHaveBeenCalledWith('You have changes that are not saved. Leave this page and lose them?');
  expect(screen.getByLabelText('Name')).toHaveValue('Reflection');
  expect(screen.queryByTestId('where')).not.toBeInTheDocument();
  ask.mockRestore();
});
