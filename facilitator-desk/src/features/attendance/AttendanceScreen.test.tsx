import { act, configure, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AxiosError, AxiosHeaders, type AxiosResponse } from 'axios';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { listMissingAttendance, recordAttendance } from '@academy/shared/api/attendance';
import { listTodayClasses } from '@academy/shared/api/live-classes';
import type { ClassSession } from '@academy/shared/domain/types';
import { useSessionStore } from '@academy/shared/session/store';
import { facilitatorUser } from '@academy/shared/testing/users';
import Toasts from '@academy/shared/ui/Toasts';
import AttendanceScreen from './AttendanceScreen';

// a loaded machine (two cores, several builds) must not turn slow typing into a failure
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30000);
const user = userEvent.setup({ delay: null });

jest.mock('@academy/shared/api/live-classes', () => ({ listTodayClasses: jest.fn() }));
jest.mock('@academy/shared/api/attendance', () => ({ listMissingAttendance: jest.fn(), recordAttendance: jest.fn() }));

const facilitator = facilitatorUser({ id: 9 });

const today: ClassSession[] = [
  { id: 11, name: 'Morning session', date: '2026-11-22', cla_cohort_id: 3 },
  { id: 12, name: 'Evening session', date: '2026-11-22', cla_cohort_id: 4 },
];

const missing = jest.mocked(listMissingAttendance);
const record = jest.mocked(recordAttendance);

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname} ${JSON.stringify(location.state)}`}</p>;
}

function renderScreen() {
  return render(
    <MemoryRouter initialEntries={['/portal/attendance/new']}>
      <Routes>
        <Route path="/portal/attendance/new" element={<AttendanceScreen />} />
        <Route path="*" element={<Where />} />
      </Routes>
      <Toasts />
    </MemoryRouter>,
  );
}

async function proceedWith(name: string) {
  await user.selectOptions(await screen.findByLabelText('Class'), screen.getByRole('option', { name }));
  await user.click(screen.getByRole('button', { name: 'Proceed' }));
}

function studentSelect(): HTMLElement {
  return screen.getByRole('combobox', { name: /^Student/ });
}

beforeEach(() => {
  useSessionStore.getState().signIn('tok', facilitator);
  jest.mocked(listTodayClasses).mockReset().mockResolvedValue(today);
  missing.mockReset();
  record.mockReset();
});

test("step 1 lists today's classes by name and date and asks for one before Proceed", async () => {
  renderScreen();
  expect(screen.getByRole('status')).toHaveTextContent("Loading today's classes...");
  expect(await screen.findByRole('option', { name: 'Morning session (Sun, 22 Nov 2026)' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Proceed' }));
  expect(screen.getByLabelText('Class')).toHaveAccessibleDescription('Please select a class first');
  expect(screen.getByLabelText('Class')).toHaveFocus();
  expect(missing).not.toHaveBeenCalled();
});

test("today's classes that cannot be loaded show the live classes failure toast", async () => {
  jest.mocked(listTodayClasses).mockRejectedValue(new Error('down'));
  renderScreen();
  expect(await screen.findByText('Failed to fetch live classes. Please try again.', { selector: '.form-alert p' })).toBeInTheDocument();
});

test('records each missing student until none remain, then says so and goes to the live classes', async () => {
  missing
    .mockResolvedValueOnce([
      { id: 21, name: 'Ada Student' },
      { id: 22, name: 'Ben Student' },
    ])
    .mockResolvedValueOnce([{ id: 22, name: 'Ben Student' }])
    .mockResolvedValueOnce([]);
  record.mockResolvedValue(undefined);
  renderScreen();
  await proceedWith('Evening session (Sun, 22 Nov 2026)');
  expect(missing).toHaveBeenCalledWith(12, 4);
  expect(await screen.findByText(/student attendance cannot be changed after submission/)).toBeInTheDocument();
  expect(screen.getByRole('radio', { name: 'Present' })).toBeChecked();

  // Submit without a student
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  expect(studentSelect()).toHaveAccessibleDescription('Please select a student');
  expect(record).not.toHaveBeenCalled();

  await user.selectOptions(studentSelect(), 'Ada Student');
  await user.click(screen.getByRole('radio', { name: 'Absent' }));
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  expect(await screen.findByText('Attendance recorded successfully!')).toBeInTheDocument();
  expect(record).toHaveBeenLastCalledWith({ cla_live_class_id: 12, cla_user_id: 21, cla_cohort_id: '4', present: false });
  expect(await screen.findByRole('combobox', { name: 'Student (1 without attendance)' })).toHaveValue('');
  expect(screen.queryByRole('option', { name: 'Ada Student' })).not.toBeInTheDocument();
  expect(screen.getByRole('radio', { name: 'Present' })).toBeChecked();

  await user.selectOptions(studentSelect(), 'Ben Student');
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  expect(await screen.findByText('All attendance has been marked!')).toBeInTheDocument();
  expect(record).toHaveBeenLastCalledWith({ cla_live_class_id: 12, cla_user_id: 22, cla_cohort_id: '4', present: true });
  expect(await screen.findByTestId('where')).toHaveTextContent('/portal/events');
});

test('a class with nobody missing says so', async () => {
  missing.mockResolvedValue([]);
  renderScreen();
  await proceedWith('Morning session (Sun, 22 Nov 2026)');
  expect(await screen.findByText('No students found with missing attendance.')).toBeInTheDocument();
});

test('students that cannot be loaded show the students failure toast', async () => {
  missing.mockRejectedValue(new Error('down'));
  renderScreen();
  await proceedWith('Morning session (Sun, 22 Nov 2026)');
  expect(await screen.findByText('Failed to fetch students. Please try again.', { selector: '.form-alert p' })).toBeInTheDocument();
});

test('a refused record shows the failure toast and the server reason, sends once, and keeps the student', async () => {
  missing.mockResolvedValue([{ id: 21, name: 'Ada Student' }]);
  let fail: (error: unknown) => void = () => undefined;
  record.mockImplementation(() => new Promise((_resolve, reject) => (fail = reject)));
  renderScreen();
  await proceedWith('Morning session (Sun, 22 Nov 2026)');
  await user.selectOptions(await screen.findByRole('combobox', { name: /^Student/ }), 'Ada Student');
  await user.dblClick(screen.getByRole('button', { name: 'Submit' }));
  expect(screen.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
  const response = {
    status: 409,
    data: { error: 'Attendance for this student has already been recorded.' },
    statusText: '',
    headers: {},
    config: { headers: new AxiosHeaders() },
  } as AxiosResponse;
  await act(async () => fail(new AxiosError('conflict', '409', undefined, undefined, response)));
  expect(record).toHaveBeenCalledTimes(1);
  expect(await screen.findByText('Failed to record attendance. Please try again.')).toBeInTheDocument();
  expect(screen.getByText('Attendance for this student has already been recorded.')).toBeInTheDocument();
  expect(studentSelect()).toHaveValue('21');
});

test('without a session token, Submit goes to /login with the session-expired message', async () => {
  missing.mockResolvedValue([{ id: 21, name: 'Ada Student' }]);
  renderScreen();
  await proceedWith('Morning session (Sun, 22 Nov 2026)');
  await user.selectOptions(await screen.findByRole('combobox', { name: /^Student/ }), 'Ada Student');
  act(() => useSessionStore.setState({ token: null }));
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  expect(await screen.findByTestId('where')).toHaveTextContent('/login {"message":"Session expired. Please login again."}');
  expect(record).not.toHaveBeenCalled();
});
