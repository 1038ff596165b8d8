import { configure, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { getClassSheet, saveClassSheet } from '@academy/shared/api/attendance';
import { listLiveClasses } from '@academy/shared/api/live-classes';
import type { ClassSheet, LiveClass } from '@academy/shared/domain/types';
import Toasts from '@academy/shared/ui/Toasts';
import ClassAttendanceScreen from './ClassAttendanceScreen';

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30000);
const user = userEvent.setup({ delay: null });

jest.mock('@academy/shared/api/live-classes', () => ({ listLiveClasses: jest.fn() }));
jest.mock('@academy/shared/api/attendance', () => ({ getClassSheet: jest.fn(), saveClassSheet: jest.fn() }));

const liveClass = { id: 11, name: 'Morning session', date: '2026-11-22' } as LiveClass;
const sheet: ClassSheet = {
  live_class: { id: 11, name: 'Morning session', date: '2026-11-22', cohort_id: 3 },
  students: [
    { id: 1, name: 'Ada', email: 'ada@example.org', status: null, deactivated: false },
    { id: 2, name: 'Ben', email: 'ben@example.org', status: null, deactivated: false },
    { id: 3, name: 'Cy', email: 'cy@example.org', status: 'excused', deactivated: false },
    { id: 4, name: 'Dee', email: 'dee@example.org', status: null, deactivated: true },
  ],
};

test('saves every unrecorded student in one call, present by default; recorded ones are read-only', async () => {
  jest.mocked(listLiveClasses).mockResolvedValue([liveClass]);
  jest.mocked(getClassSheet).mockResolvedValue(sheet);
  jest.mocked(saveClassSheet).mockResolvedValue();
  render(
    <MemoryRouter>
      <ClassAttendanceScreen />
      <Toasts />
    </MemoryRouter>,
  );
  await user.selectOptions(await screen.findByLabelText('Class'), await screen.findByRole('option', { name: /^Morning session/ }));
  const ben = await screen.findByRole('radiogroup', { name: 'Ben' });
  expect(within(screen.getByRole('radiogroup', { name: 'Ada' })).getByLabelText('Present')).toBeChecked();
  expect(screen.queryByRole('radiogroup', { name: 'Cy' })).not.toBeInTheDocument();
  expect(screen.getByText('Excused (recorded)')).toBeInTheDocument();
  expect(screen.queryByRole('radiogroup', { name: 'Dee' })).not.toBeInTheDocument();
  expect(screen.getByText('Account deactivated')).toBeInTheDocument();
  await user.click(within(ben).getByLabelText('Late'));
  await user.click(screen.getByRole('button', { name: 'Save attendance for 2 students' }));
  expect(saveClassSheet).toHaveBeenCalledTimes(1);
  expect(saveClassSheet).toHaveBeenCalledWith(11, [
    { cla_user_id: 1, status: 'present' },
    { cla_user_id: 2, status: 'late' },
  ]);
  expect(await screen.findByText('Attendance saved for 2 students.')).toBeInTheDocument();
});
