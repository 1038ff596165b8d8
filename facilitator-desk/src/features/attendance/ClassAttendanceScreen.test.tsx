import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ClassSheet } from '@academy/shared/domain/types';
import { mockEndpoint } from '@academy/shared/testing/api-mocks';
import { liveClassFixture } from '@academy/shared/testing/live-classes';
import { renderScreen as renderInPortal } from '@academy/shared/testing/render-screen';
import ClassAttendanceScreen from './ClassAttendanceScreen';

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30000);
const user = userEvent.setup({ delay: null });

jest.mock('@academy/shared/notifications/reader-zone', () => ({ useReaderTimeZone: () => 'UTC' }));

const liveClass = liveClassFixture({ id: 11, name: 'Morning session', date: '2026-11-22', cohort_name: 'Cohort 3' });
const sheet: ClassSheet = {
  live_class: {
    id: 11,
    name: 'Morning session',
    date: '2026-11-22',
    cohort_id: 3,
    cohort_name: 'Cohort 3',
    course_name: 'Servant Leadership',
    starts_at: '2026-11-22T08:00:00Z',
  },
  csv_filename: 'attendance-morning-session-2026-11-22.csv',
  students: [
    { id: 1, name: 'Ada', email: 'ada@example.org', status: null, deactivated: false },
    { id: 2, name: 'Ben', email: 'ben@example.org', status: null, deactivated: false },
    { id: 3, name: 'Cy', email: 'cy@example.org', status: 'excused', deactivated: false },
    { id: 4, name: 'Dee', email: 'dee@example.org', status: null, deactivated: true },
  ],
};

function renderScreen() {
  renderInPortal(<ClassAttendanceScreen />, { path: '/portal/attendance/class' });
}

test('saves every unrecorded student in one call, present by default; recorded ones are read-only', async () => {
  mockEndpoint('listLiveClasses', [liveClass]);
  mockEndpoint('getClassSheet', sheet);
  const saved = mockEndpoint('saveClassSheet', { recorded: 2 });
  renderScreen();
  await user.selectOptions(await screen.findByLabelText('Class'), await screen.findByRole('option', { name: /^Morning session: Cohort 3, Sun, 22 Nov 2026/ }));
  const ben = await screen.findByRole('radiogroup', { name: 'Ben' });
  expect(within(screen.getByRole('radiogroup', { name: 'Ada' })).getByLabelText('Present')).toBeChecked();
  expect(screen.queryByRole('radiogroup', { name: 'Cy' })).not.toBeInTheDocument();
  expect(screen.getByText('Excused (recorded)')).toBeInTheDocument();
  expect(screen.queryByRole('radiogroup', { name: 'Dee' })).not.toBeInTheDocument();
  expect(screen.getByText('Account deactivated')).toBeInTheDocument();
  await user.click(within(ben).getByLabelText('Late'));
  await user.click(screen.getByRole('button', { name: 'Save attendance for 2 students' }));
  expect(await screen.findByText('Attendance saved for 2 students.')).toBeInTheDocument();
  expect(saved.received.map((request) => request.body.cla_attendance_sheet)).toEqual([
    {
      cla_live_class_id: 11,
      records: [
        { cla_user_id: 1, status: 'present' },
        { cla_user_id: 2, status: 'late' },
      ],
    },
  ]);
});

test('Edit attendance corrects recorded students in one call', async () => {
  mockEndpoint('listLiveClasses', [liveClass]);
  const recorded = { ...sheet, students: sheet.students.map((s) => ({ ...s, status: s.status ?? ('present' as const) })) };
  mockEndpoint('getClassSheet', recorded);
  const corrected = mockEndpoint('correctClassSheet', { recorded: 0, corrected: 1 });
  renderScreen();
  await user.selectOptions(await screen.findByLabelText('Class'), await screen.findByRole('option', { name: /^Morning session/ }));
  await user.click(await screen.findByRole('button', { name: 'Edit attendance' }));
  await user.click(within(screen.getByRole('radiogroup', { name: 'Ben' })).getByLabelText('Absent'));
  await user.click(screen.getByRole('button', { name: 'Save corrections' }));
  expect(await screen.findByText('Attendance corrected: 1 student changed, 0 students newly recorded.')).toBeInTheDocument();
  expect(corrected.received.map((request) => request.body.cla_attendance_sheet.records)).toEqual([
    [
      { cla_user_id: 1, status: 'present' },
      { cla_user_id: 2, status: 'absent' },
      { cla_user_id: 3, status: 'excused' },
    ],
  ]);
});

test('Edit attendance corrects only the students already recorded: the others stay unrecorded', async () => {
  mockEndpoint('listLiveClasses', [liveClass]);
  mockEndpoint('getClassSheet', sheet);
  const corrected = mockEndpoint('correctClassSheet', { recorded: 0, corrected: 1 });
  renderScreen();
  await user.selectOptions(await screen.findByLabelText('Class'), await screen.findByRole('option', { name: /^Morning session/ }));
  await user.click(await screen.findByRole('button', { name: 'Edit attendance' }));
  expect(screen.queryByRole('radiogroup', { name: 'Ada' })).not.toBeInTheDocument();
  expect(screen.getAllByText('Not recorded')).toHaveLength(2);
  await user.click(within(screen.getByRole('radiogroup', { name: 'Cy' })).getByLabelText('Absent'));
  await user.click(screen.getByRole('button', { name: 'Save corrections' }));
  expect(await screen.findByText('Attendance corrected: 1 student changed, 0 students newly recorded.')).toBeInTheDocument();
  expect(corrected.received.map((request) => request.body.cla_attendance_sheet.records)).toEqual([[{ cla_user_id: 3, status: 'absent' }]]);
});

test('Edit attendance and Cancel editing leave the keyboard where the work goes on', async () => {
  mockEndpoint('listLiveClasses', [liveClass]);
  mockEndpoint('getClassSheet', { ...sheet, students: sheet.students.map((s) => ({ ...s, status: s.status ?? ('present' as const) })) });
  renderScreen();
  await user.selectOptions(await screen.findByLabelText('Class'), await screen.findByRole('option', { name: /^Morning session/ }));
  await user.click(await screen.findByRole('button', { name: 'Edit attendance' }));
  expect(within(screen.getAllByRole('radiogroup')[0]!).getByLabelText('Present')).toHaveFocus();
  await user.click(screen.getByRole('button', { name: 'Cancel editing' }));
  expect(screen.getByRole('button', { name: 'Edit attendance' })).toHaveFocus();
});

test('a class that has not started says when attendance can be taken', async () => {
  const later = new Date(Date.now() + 14 * 86_400_000).toISOString();
  mockEndpoint('listLiveClasses', [liveClass]);
  mockEndpoint('getClassSheet', { ...sheet, live_class: { ...sheet.live_class, starts_at: later } });
  renderScreen();
  await user.selectOptions(await screen.findByLabelText('Class'), await screen.findByRole('option', { name: /^Morning session/ }));
  expect(await screen.findByText(/Attendance can be taken once it starts\./)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Save/ })).not.toBeInTheDocument();
});

test('a sheet left open before its class opens for attendance as the class starts', async () => {
  const soon = new Date(Date.now() + 2_000).toISOString();
  mockEndpoint('listLiveClasses', [liveClass]);
  mockEndpoint('getClassSheet', { ...sheet, live_class: { ...sheet.live_class, starts_at: soon } });
  renderScreen();
  await user.selectOptions(await screen.findByLabelText('Class'), await screen.findByRole('option', { name: /^Morning session/ }));
  expect(await screen.findByText(/Attendance can be taken once it starts\./)).toBeInTheDocument();
  expect(await screen.findByRole('radiogroup', { name: 'Ada' }, { timeout: 6_000 })).toBeInTheDocument();
  expect(screen.queryByText(/Attendance can be taken once it starts\./)).not.toBeInTheDocument();
});

test('a refused save says why and shows the sheet as the server now has it', async () => {
  mockEndpoint('listLiveClasses', [liveClass]);
  const sheets = [sheet, { ...sheet, students: sheet.students.map((s) => ({ ...s, status: s.status ?? ('absent' as const) })) }];
  const asked = mockEndpoint('getClassSheet', () => (sheets.length > 1 ? sheets.shift()! : sheets[0]!));
  mockEndpoint('saveClassSheet', { error: 'Attendance of some of these students was already recorded. Nothing was saved: reload the class.' }, 409);
  renderScreen();
  await user.selectOptions(await screen.findByLabelText('Class'), await screen.findByRole('option', { name: /^Morning session/ }));
  await user.click(await screen.findByRole('button', { name: 'Save attendance for 2 students' }));
  expect(await screen.findByText('Attendance of some of these students was already recorded. Nothing was saved: reload the class.')).toBeInTheDocument();
  expect(await screen.findByText("Everyone's attendance is recorded for this class.")).toBeInTheDocument();
  expect(asked.received).toHaveLength(2);
});
