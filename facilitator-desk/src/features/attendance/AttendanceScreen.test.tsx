import { act, configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { onlineManager, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { createQueryClient } from '@academy/shared/api/query-client';
import type { AttendanceRecord } from '@academy/contract/schemas/attendances';
import type { ClassSession, MissingAttendanceStudent } from '@academy/shared/domain/types';
import { useSessionStore } from '@academy/shared/session/store';
import { apiServer, mockEndpoint } from '@academy/shared/testing/api-mocks';
import { http, HttpResponse } from 'msw';
import { appConfig } from '@academy/shared/config/app-config';
import { mockReaderZone } from '@academy/shared/testing/reader-zone';
import { facilitatorUser } from '@academy/shared/testing/users';
import Toasts from '@academy/shared/ui/Toasts';
import AttendanceScreen from './AttendanceScreen';

// a loaded machine (two cores, several builds) must not turn slow typing into a failure
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30000);
const user = userEvent.setup({ delay: null });

const facilitator = facilitatorUser({ id: 9 });

const today: ClassSession[] = [
  { id: 11, name: 'Morning session', date: '2026-11-22', starts_at: '2026-11-22T08:00:00.000Z', cla_cohort_id: 3 },
  { id: 12, name: 'Evening session', date: '2026-11-22', starts_at: '2026-11-22T18:30:00.000Z', cla_cohort_id: 4 },
];

/** The missing students the server answers, one list per call (the last one repeats). */
function mockMissing(...answers: MissingAttendanceStudent[][]) {
  return mockEndpoint('listMissingAttendance', () => ({ data: { missing_users: answers.length > 1 ? answers.shift()! : answers[0]! } }));
}

const recorded = (request: { body: { cla_attendance: unknown } }) => request.body.cla_attendance;
const RECORD: AttendanceRecord = { id: 1, cla_live_class_id: 12, cla_user_id: 21, cla_cohort_id: '4', present: true };

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname} ${JSON.stringify(location.state)}`}</p>;
}

function renderScreen() {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={['/portal/attendance/new']}>
        <Routes>
          <Route path="/portal/attendance/new" element={<AttendanceScreen />} />
          <Route path="*" element={<Where />} />
        </Routes>
        <Toasts />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** Chooses the class named `className` (its option: the name, then its moment) and proceeds. */
async function proceedWith(className: string) {
  await user.selectOptions(await screen.findByLabelText('Class'), screen.getByRole('option', { name: new RegExp(`^${className} \\(`) }));
  await user.click(screen.getByRole('button', { name: 'Proceed' }));
}

function studentSelect(): HTMLElement {
  return screen.getByRole('combobox', { name: /^Student/ });
}

beforeEach(() => {
  useSessionStore.getState().signIn('tok', facilitator);
  mockEndpoint('listTodayClasses', { live_classes: today });
});

test("step 1 lists today's classes by name and moment, in the reader's zone and named, and asks for one before Proceed", async () => {
  mockReaderZone('America/Sao_Paulo');
  const missing = mockMissing([]);
  renderScreen();
  expect(screen.getByRole('status')).toHaveTextContent("Loading today's classes...");
  expect(await screen.findByRole('option', { name: 'Morning session (Sun, 22 Nov 2026, 5:00 AM GMT-3 (America/Sao_Paulo))' })).toBeInTheDocument();
  expect(screen.getByRole('option', { name: 'Evening session (Sun, 22 Nov 2026, 3:30 PM GMT-3 (America/Sao_Paulo))' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Proceed' }));
  expect(screen.getByLabelText('Class')).toHaveAccessibleDescription('Please select a class first');
  expect(screen.getByLabelText('Class')).toHaveFocus();
  expect(missing.received).toEqual([]);
});

test('Proceed and Choose another class move the keyboard to the step they open', async () => {
  mockMissing([{ id: 21, name: 'Ada Student' }]);
  renderScreen();
  await proceedWith('Evening session');
  expect(screen.getByText(/^Step 2 of 2/)).toHaveFocus();
  await user.click(screen.getByRole('button', { name: 'Choose another class' }));
  expect(screen.getByText(/^Step 1 of 2/)).toHaveFocus();
});

test("today's classes that cannot be loaded show the live classes failure toast", async () => {
  mockEndpoint('listTodayClasses', { error: 'down' }, 500);
  renderScreen();
  expect(await screen.findByText('Failed to fetch live classes. Please try again.', { selector: '.form-alert p' })).toBeInTheDocument();
});

test('records each missing student until none remain, then says so and goes to the live classes', async () => {
  const missing = mockMissing(
    [
      { id: 21, name: 'Ada Student' },
      { id: 22, name: 'Ben Student' },
    ],
    [{ id: 22, name: 'Ben Student' }],
    [],
  );
  const record = mockEndpoint('recordAttendance', RECORD);
  renderScreen();
  await proceedWith('Evening session');
  await waitFor(() => expect(missing.received[0]?.query).toEqual({ cla_live_class_id: 12, cla_cohort_id: 4 }));
  expect(await screen.findByText(/student attendance cannot be changed after submission/)).toBeInTheDocument();
  // the whole-class sheet corrects a record: the warning says where
  expect(screen.getByRole('link', { name: 'whole-class sheet' })).toHaveAttribute('href', '/portal/attendance/class');
  expect(screen.getByRole('radio', { name: 'Present' })).toBeChecked();

  // Submit without a student
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  expect(studentSelect()).toHaveAccessibleDescription('Please select a student');
  expect(record.received).toEqual([]);

  await user.selectOptions(studentSelect(), 'Ada Student');
  await user.click(screen.getByRole('radio', { name: 'Absent' }));
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  expect(await screen.findByText('Attendance recorded successfully!')).toBeInTheDocument();
  expect(recorded(record.received.at(-1)!)).toEqual({ cla_live_class_id: 12, cla_user_id: 21, cla_cohort_id: '4', present: false });
  expect(await screen.findByRole('combobox', { name: 'Student (1 without attendance)' })).toHaveValue('');
  expect(screen.queryByRole('option', { name: 'Ada Student' })).not.toBeInTheDocument();
  expect(screen.getByRole('radio', { name: 'Present' })).toBeChecked();

  await user.selectOptions(studentSelect(), 'Ben Student');
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  expect(await screen.findByText('All attendance has been marked!')).toBeInTheDocument();
  expect(recorded(record.received.at(-1)!)).toEqual({ cla_live_class_id: 12, cla_user_id: 22, cla_cohort_id: '4', present: true });
  expect(await screen.findByTestId('where')).toHaveTextContent('/portal/events');
});

test('a class with nobody missing says so', async () => {
  mockMissing([]);
  renderScreen();
  await proceedWith('Morning session');
  expect(await screen.findByText('No students found with missing attendance.')).toBeInTheDocument();
});

test('students that cannot be loaded show the students failure toast', async () => {
  mockEndpoint('listMissingAttendance', { error: 'down' }, 500);
  renderScreen();
  await proceedWith('Morning session');
  expect(await screen.findByText('Failed to fetch students. Please try again.', { selector: '.form-alert p' })).toBeInTheDocument();
});

test('a record whose answer was lost, found recorded when the list is read again, says it did reach the academy and clears the failure', async () => {
  mockMissing(
    [
      { id: 21, name: 'Ada Student' },
      { id: 22, name: 'Ben Student' },
    ],
    [{ id: 22, name: 'Ben Student' }],
  );
  // the record reaches the academy, its answer does not reach the phone
  apiServer.use(http.post(`${appConfig().apiBaseUrl}/cla_attendances`, () => HttpResponse.error()));
  renderScreen();
  await proceedWith('Morning session');
  await user.selectOptions(await screen.findByRole('combobox', { name: /^Student/ }), 'Ada Student');
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  expect(await screen.findByText('Failed to record attendance. Please try again.')).toBeInTheDocument();
  // the signal comes back: the list is read again, without Ada
  act(() => onlineManager.setOnline(false));
  act(() => onlineManager.setOnline(true));
  expect(await screen.findByText("Ada Student's attendance did reach the academy: it is recorded.")).toBeInTheDocument();
  expect(screen.queryByText(/No response from server/)).toBeNull();
  expect(studentSelect()).toHaveValue('');
});

test('a refused record shows the failure toast and the server reason, sends once, and keeps the student', async () => {
  mockMissing([{ id: 21, name: 'Ada Student' }]);
  let refuse: () => void = () => undefined;
  const refusal = { error: 'Attendance for this student has already been recorded.' };
  // the refusal is held until the test has seen the button busy
  const record = mockEndpoint('recordAttendance', () => new Promise((resolve) => (refuse = () => resolve(refusal as never))), 409);
  renderScreen();
  await proceedWith('Morning session');
  await user.selectOptions(await screen.findByRole('combobox', { name: /^Student/ }), 'Ada Student');
  await user.dblClick(screen.getByRole('button', { name: 'Submit' }));
  expect(screen.getByRole('button', { name: 'Submitting...' })).toHaveAttribute('aria-disabled', 'true');
  await waitFor(() => expect(record.received).toHaveLength(1));
  await act(async () => refuse());
  expect(await screen.findByText('Failed to record attendance. Please try again.')).toBeInTheDocument();
  expect(screen.getByText('Attendance for this student has already been recorded.')).toBeInTheDocument();
  expect(studentSelect()).toHaveValue('21');
  expect(record.received).toHaveLength(1);
});

test('without a session token, Submit goes to /login with the session-expired message and this screen to return to', async () => {
  mockMissing([{ id: 21, name: 'Ada Student' }]);
  const record = mockEndpoint('recordAttendance', RECORD);
  renderScreen();
  await proceedWith('Morning session');
  await user.selectOptions(await screen.findByRole('combobox', { name: /^Student/ }), 'Ada Student');
  act(() => useSessionStore.setState({ token: null }));
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  expect(await screen.findByTestId('where')).toHaveTextContent(
    '/login {"message":"Session expired. Please login again.","returnTo":"/portal/attendance/new","returnFor":9}',
  );
  expect(record.received).toEqual([]);
});

test('students that cannot be loaded come with a Retry that asks again', async () => {
  mockEndpoint('listMissingAttendance', { error: 'down' }, 500);
  renderScreen();
  await proceedWith('Morning session');
  const failure = await screen.findByText('Failed to fetch students. Please try again.', { selector: '.form-alert p' });
  mockMissing([{ id: 21, name: 'Ada Student' }]);
  await user.click(within(failure.parentElement!).getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('option', { name: 'Ada Student' })).toBeInTheDocument();
});

test('a recorded student whose class cannot be loaded again says so; Retry shows who is still missing', async () => {
  const students = [
    { id: 21, name: 'Ada Student' },
    { id: 22, name: 'Ben Student' },
  ];
  mockMissing(students);
  mockEndpoint('recordAttendance', RECORD);
  renderScreen();
  await proceedWith('Evening session');
  await user.selectOptions(await screen.findByRole('combobox', { name: /^Student/ }), 'Ada Student');
  mockEndpoint('listMissingAttendance', { error: 'down' }, 500);
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  expect(await screen.findByText('Attendance recorded successfully!')).toBeInTheDocument();
  const failure = await screen.findByText('Failed to fetch students. Please try again.', { selector: '.form-alert p' });
  expect(screen.getByText('Failed to fetch students. Please try again.', { selector: '.Toastify *' })).toBeInTheDocument();
  mockMissing([students[1]!]);
  await user.click(within(failure.parentElement!).getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('combobox', { name: 'Student (1 without attendance)' })).toBeInTheDocument();
});
