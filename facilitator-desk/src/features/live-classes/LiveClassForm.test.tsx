import { act, configure, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { createQueryClient } from '@academy/shared/api/query-client';
import type { Course, LiveClass } from '@academy/shared/domain/types';
import { useSessionStore } from '@academy/shared/session/store';
import { fieldRefusal, mockEndpoint } from '@academy/shared/testing/api-mocks';
import { twoCohorts } from '@academy/shared/testing/cohorts';
import { courseFixture } from '@academy/shared/testing/courses';
import { liveClassFixture } from '@academy/shared/testing/live-classes';
import { facilitatorUser } from '@academy/shared/testing/users';
import Toasts from '@academy/shared/ui/Toasts';
import LiveClassForm from './LiveClassForm';
import { noticeSettings } from '@academy/shared/testing/reader-zone';

// a loaded machine (two cores, several builds) must not turn slow typing into a failure
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30000);
const user = userEvent.setup({ delay: null });

const facilitator = facilitatorUser({ id: 9 });

function course(id: number, name: string, cohort: number): Course {
  return courseFixture({ id, name, cla_cohort_id: cohort, start_date: '2026-01-01', end_date: '2026-12-31', cla_user_id: 9 });
}

const existing: LiveClass = liveClassFixture({
  id: 77,
  name: 'Week 2 session',
  date: '2026-11-30',
  zoom_link: 'https://zoom.us/j/77',
  cla_course_id: 2,
  cohort_id: 2,
  courseName: 'Team Building',
  facilitator: 'Grace Facilitator',
});

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname}</p>;
}

function renderForm(state?: unknown, path = '/portal/event/new') {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[{ pathname: path.split('?')[0]!, search: path.includes('?') ? `?${path.split('?')[1]}` : '', state }]}>
        <Routes>
          <Route path="/portal/event/new" element={<LiveClassForm />} />
          <Route path="*" element={<Where />} />
        </Routes>
        <Toasts />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

async function fillRest() {
  await user.type(screen.getByLabelText('Class name'), 'Week 1 session');
  await user.type(screen.getByLabelText('Date'), '2026-11-23');
  await user.type(screen.getByLabelText('Time'), '08:00');
  await user.type(screen.getByLabelText('Duration'), '90');
  await user.type(screen.getByLabelText('Zoom link'), 'https://zoom.us/j/1');
}

beforeEach(() => {
  useSessionStore.getState().signIn('tok', facilitator);
  mockEndpoint('listCourses', [course(1, 'Servant Leadership', 1), course(2, 'Team Building', 2)]);
  mockEndpoint('listMyCohorts', twoCohorts());
  // no zone chosen in Profile: the browser's
  mockEndpoint('getNoticeSettings', { error: 'none' }, 500);
});

test('an empty form names every missing field at its input and focuses the first', async () => {
  const created = mockEndpoint('createLiveClass', existing);
  renderForm();
  await screen.findByRole('option', { name: 'Servant Leadership' });
  await user.click(screen.getByRole('button', { name: 'Schedule Live Class' }));
  for (const [label, message] of [
    ['Course', 'Course is required.'],
    ['Class name', 'Class name is required.'],
    ['Date', 'Date is required.'],
    ['Time', 'Time is required.'],
    ['Duration', 'Duration is required.'],
    ['Zoom link', 'Zoom link is required.'],
    ['Cohort', 'Cohort is required.'],
  ] as const) {
    const input = screen.getByLabelText(label);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(expect.stringContaining(message));
  }
  expect(screen.getByLabelText('Course')).toHaveFocus();
  expect(created.received).toEqual([]);
});

test('a bad duration and a non-https link are refused with their messages', async () => {
  renderForm();
  await screen.findByRole('option', { name: 'Servant Leadership' });
  await user.type(screen.getByLabelText('Duration'), '0');
  await user.type(screen.getByLabelText('Zoom link'), 'http://zoom.us/j/1');
  await user.click(screen.getByRole('button', { name: 'Schedule Live Class' }));
  expect(screen.getByText('Duration must be a whole number of minutes from 1 to 1440.')).toBeInTheDocument();
  expect(screen.getByText('Enter the meeting link as a full address starting with https://.')).toBeInTheDocument();
});

test('the course passed in is preselected with its cohort; scheduling sends the payload once and goes to the list', async () => {
  let finish: (value: LiveClass) => void = () => undefined;
  const created = mockEndpoint('createLiveClass', () => new Promise<LiveClass>((resolve) => (finish = resolve)));
  renderForm({ course: course(2, 'Team Building', 2) });
  await screen.findByRole('option', { name: 'Team Building' });
  expect(screen.getByLabelText('Course')).toHaveValue('2');
  expect(await screen.findByRole('option', { name: 'Cohort 2' })).toBeInTheDocument();
  expect(screen.getByLabelText('Cohort')).toHaveValue('2');
  await fillRest();

  await user.dblClick(screen.getByRole('button', { name: 'Schedule Live Class' }));
  expect(screen.getByRole('button', { name: 'Scheduling...' })).toHaveAttribute('aria-disabled', 'true');
  await waitFor(() => expect(created.received).toHaveLength(1));
  await act(async () => finish(existing));

  expect(await screen.findByText('Live class scheduled successfully!')).toBeInTheDocument();
  expect(created.received.map((request) => request.body.cla_live_class)).toEqual([
    {
      name: 'Week 1 session',
      date: '2026-11-23',
      time: '08:00',
      time_zone: 'UTC',
      duration: 90,
      zoom_link: 'https://zoom.us/j/1',
      cla_course_id: 2,
      cohort_id: 2,
      cla_user_id: 9,
    },
  ]);
  expect(await screen.findByTestId('where')).toHaveTextContent('/portal/events');
});

test('choosing a course fills in its cohort; ?courseId= preselects too', async () => {
  renderForm(undefined, '/portal/event/new?courseId=1');
  await screen.findByRole('option', { name: 'Cohort 1' });
  expect(screen.getByLabelText('Course')).toHaveValue('1');
  await user.selectOptions(screen.getByLabelText('Course'), '2');
  expect(screen.getByLabelText('Cohort')).toHaveValue('2');
});

test('a failed schedule shows the failure toast and the server detail', async () => {
  mockEndpoint('createLiveClass', fieldRefusal('The meeting link must be an https URL.', { zoom_link: ['must be an https URL'] }), 400);
  renderForm({ courseId: 1 });
  await screen.findByRole('option', { name: 'Cohort 1' });
  await fillRest();
  await user.click(screen.getByRole('button', { name: 'Schedule Live Class' }));
  expect(await screen.findByText('Failed to schedule live class. Please try again.')).toBeInTheDocument();
  expect(screen.getByText('The meeting link must be an https URL.')).toBeInTheDocument();
  // the refusal is shown a moment before the button leaves its busy label on a loaded machine
  expect(await screen.findByRole('button', { name: 'Schedule Live Class' })).toBeEnabled();
});

test('editing prefills the class and updates it', async () => {
  const updated = mockEndpoint('updateLiveClass', existing);
  renderForm({ liveClass: existing });
  expect(screen.getByRole('heading', { name: 'Edit Live Class' })).toBeInTheDocument();
  await screen.findByRole('option', { name: 'Cohort 2' });
  expect(screen.getByLabelText('Class name')).toHaveValue('Week 2 session');
  expect(screen.getByLabelText('Zoom link')).toHaveValue('https://zoom.us/j/77');
  await user.clear(screen.getByLabelText('Duration'));
  await user.type(screen.getByLabelText('Duration'), '45');
  await user.click(screen.getByRole('button', { name: 'Update Live Class' }));
  expect(await screen.findByText('Live class updated successfully!')).toBeInTheDocument();
  expect(updated.received.map(({ params, body }) => ({ params, body }))).toEqual([
    { params: { id: 77 }, body: { cla_live_class: expect.objectContaining({ duration: 45, cla_course_id: 2, cohort_id: 2 }) } },
  ]);
});

test('editing a class typed in another zone shows and saves it in that zone, named', async () => {
  // typed 18:30 in Asia/Kolkata; the facilitator reads in Europe/Berlin, the academy is in America/Chicago
  mockEndpoint('getNoticeSettings', noticeSettings({ time_zone: 'Europe/Berlin', academy_time_zone: 'America/Chicago' }));
  const kolkata = { ...existing, starts_at: '2026-11-30T13:00:00Z', typed_time_zone: 'Asia/Kolkata' };
  const updated = mockEndpoint('updateLiveClass', kolkata);
  renderForm({ liveClass: kolkata });
  await screen.findByRole('option', { name: 'Cohort 2' });
  await waitFor(() => expect(screen.getByLabelText('Time')).toHaveAccessibleDescription(/Your time: /));
  expect(screen.getByLabelText('Date')).toHaveValue('2026-11-30');
  expect(screen.getByLabelText('Time')).toHaveValue('18:30');
  expect(screen.getByLabelText('Time')).toHaveAccessibleDescription(
    'In the time zone it was scheduled in, GMT+5:30 (Asia/Kolkata). Your time: Mon, 30 Nov 2026, 2:00 PM GMT+1 (Europe/Berlin). ' +
      'At the academy: Mon, 30 Nov 2026, 7:00 AM CST.',
  );
  await user.click(screen.getByRole('button', { name: 'Update Live Class' }));
  expect(await screen.findByText('Live class updated successfully!')).toBeInTheDocument();
  expect(updated.received[0]!.body.cla_live_class).toMatchObject({ date: '2026-11-30', time: '18:30', time_zone: 'Asia/Kolkata' });
});

test('a failed update shows its failure toast', async () => {
  mockEndpoint('updateLiveClass', { error: 'Something went wrong on our side. Please try again.' }, 500);
  renderForm({ liveClass: existing });
  await screen.findByRole('option', { name: 'Cohort 2' });
  await user.click(screen.getByRole('button', { name: 'Update Live Class' }));
  expect(await screen.findByText('Failed to update live class. Please try again.')).toBeInTheDocument();
  expect(screen.getByText('Something went wrong on our side. Please try again.', { selector: '.form-alert' })).toBeInTheDocument();
});

test('cohorts that cannot be loaded give the cohorts failure toast', async () => {
  mockEndpoint('listMyCohorts', { error: 'down' }, 500);
  renderForm();
  expect(await screen.findByText('Failed to fetch cohorts')).toBeInTheDocument();
});

test('repeat weekly for N weeks sends a series; a bad number is refused at its input', async () => {
  const created = mockEndpoint('createLiveClass', existing);
  renderForm({ courseId: 1 });
  await screen.findByRole('option', { name: 'Cohort 1' });
  await fillRest();
  const weeks = screen.getByLabelText('Repeat weekly (number of weeks)');
  await user.type(weeks, '60');
  await user.click(screen.getByRole('button', { name: 'Schedule Live Class' }));
  expect(weeks).toHaveAttribute('aria-invalid', 'true');
  expect(weeks).toHaveFocus();
  expect(created.received).toEqual([]);
  await user.clear(weeks);
  await user.type(weeks, '10');
  // the course ends on 31 December: the four Mondays of January are said before anything is scheduled
  expect(weeks).toHaveAccessibleDescription(expect.stringContaining('The last 4 classes fall after the course ends on Thu, 31 Dec 2026.'));
  await user.click(screen.getByRole('button', { name: 'Schedule Live Class' }));
  await waitFor(() => expect(created.received).toHaveLength(1));
  expect(created.received[0]!.body.cla_live_class).toMatchObject({ date: '2026-11-23', time: '08:00', repeat_weeks: 10 });
  // an edit offers no repeat: the series is made once (the answer arrives after the request is seen)
  await waitFor(() => expect(screen.queryByLabelText('Repeat weekly (number of weeks)')).toBeNull());
});

test('editing a class of a series asks: this class only, or this and the following (by keyboard)', async () => {
  const updated = mockEndpoint('updateLiveClass', existing);
  renderForm({ liveClass: { ...existing, series_id: 70 } });
  await screen.findByRole('option', { name: 'Cohort 2' });
  const group = screen.getByRole('group', { name: 'This class is part of a weekly series. Change' });
  expect(screen.getByRole('radio', { name: 'This class only' })).toBeChecked();
  expect(screen.queryByLabelText('Repeat weekly (number of weeks)')).toBeNull();
  screen.getByRole('radio', { name: 'This class only' }).focus();
  await user.keyboard('{ArrowDown}');
  expect(screen.getByRole('radio', { name: 'This and the following classes' })).toBeChecked();
  expect(group).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Update Live Class' }));
  await waitFor(() => expect(updated.received).toHaveLength(1));
  expect(updated.received[0]!.body.cla_live_class).toMatchObject({ apply_to: 'following' });
});

test('editing a single class asks nothing about a series', async () => {
  const updated = mockEndpoint('updateLiveClass', existing);
  renderForm({ liveClass: existing });
  await screen.findByRole('option', { name: 'Cohort 2' });
  expect(screen.queryByRole('radio')).toBeNull();
  await user.click(screen.getByRole('button', { name: 'Update Live Class' }));
  await waitFor(() => expect(updated.received).toHaveLength(1));
  expect(updated.received[0]!.body.cla_live_class).toMatchObject({ apply_to: 'this' });
});
