import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { listAdminCourses, transferCourse } from '@academy/shared/api/admin';
import type { AdminCohort, AdminCourse, AdminUser } from '@academy/shared/domain/types';
import Toasts from '@academy/shared/ui/Toasts';
import CourseHandover from './CourseHandover';

jest.mock('@academy/shared/api/admin', () => ({ listAdminCourses: jest.fn(), transferCourse: jest.fn() }));

const orphan: AdminCourse = {
  id: 7,
  name: 'Minister-Service Class',
  cohort_id: 1,
  cohort_name: 'Cohort 1',
  owner_id: 3,
  owner_name: 'Grace Adeyemi',
  owner_assigned: false,
};
const kept: AdminCourse = { ...orphan, id: 8, name: 'Prayer Class', owner_assigned: true };
const cohort = { id: 1, name: 'Cohort 1', facilitator_ids: [4] } as AdminCohort;
const samuel = { id: 4, name: 'Samuel Okoro' } as AdminUser;
const grace = { id: 3, name: 'Grace Adeyemi' } as AdminUser;

test('lists only courses whose owner left the cohort, and hands one to a facilitator of the cohort', async () => {
  const user = userEvent.setup();
  jest.mocked(listAdminCourses).mockResolvedValue([orphan, kept]);
  jest.mocked(transferCourse).mockResolvedValue({ ...orphan, owner_id: 4, owner_name: 'Samuel Okoro', owner_assigned: true });
  render(
    <>
      <CourseHandover cohorts={[cohort]} facilitators={[grace, samuel]} />
      <Toasts />
    </>,
  );
  const owner = await screen.findByLabelText('New owner of Minister-Service Class');
  expect(screen.queryByText('Prayer Class')).not.toBeInTheDocument();
  expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Choose a facilitator', 'Samuel Okoro']);
  await user.selectOptions(owner, '4');
  await user.click(screen.getByRole('button', { name: 'Hand over Minister-Service Class' }));
  expect(transferCourse).toHaveBeenCalledWith(7, 4);
  expect(await screen.findByText('Minister-Service Class now belongs to Samuel Okoro.')).toBeInTheDocument();
});
