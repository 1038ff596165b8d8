import { screen } from '@testing-library/react';
import type { AdminCohort, AdminCourse, AdminUser } from '@academy/shared/domain/types';
import { mockEndpoint } from '@academy/shared/testing/api-mocks';
import { renderScreen } from '@academy/shared/testing/render-screen';
import CourseHandover from './CourseHandover';

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
  let courses = [orphan, kept];
  mockEndpoint('listAdminCourses', () => courses);
  const transfer = mockEndpoint('transferCourse', () => {
    const handedOver = { ...orphan, owner_id: 4, owner_name: 'Samuel Okoro', owner_assigned: true };
    courses = [handedOver, kept];
    return handedOver;
  });
  const { user } = renderScreen(<CourseHandover cohorts={[cohort]} facilitators={[grace, samuel]} />);
  const owner = await screen.findByLabelText('New owner of Minister-Service Class');
  expect(screen.queryByText('Prayer Class')).not.toBeInTheDocument();
  expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Choose a facilitator', 'Samuel Okoro']);
  await user.selectOptions(owner, '4');
  await user.click(screen.getByRole('button', { name: 'Hand over Minister-Service Class' }));
  expect(await screen.findByText('Minister-Service Class now belongs to Samuel Okoro.')).toBeInTheDocument();
  expect(transfer.received).toEqual([{ params: { id: 7 }, query: {}, body: { facilitator_id: 4 } }]);
  expect(await screen.findByText("Every course's owner is assigned to its cohort.")).toBeInTheDocument();
});
