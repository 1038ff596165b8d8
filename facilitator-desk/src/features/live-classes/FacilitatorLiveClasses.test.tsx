import { screen, within } from '@testing-library/react';
import { addDays } from 'date-fns/addDays';
import { format } from 'date-fns/format';
import { LIVE_CLASS_PATHS } from '@academy/shared/routing/live-class-routes';
import { mockEndpoint } from '@academy/shared/testing/api-mocks';
import { liveClassFixture } from '@academy/shared/testing/live-classes';
import { renderScreen } from '@academy/shared/testing/render-screen';
import FacilitatorLiveClasses from './FacilitatorLiveClasses';

// clicks through user-event on a busy 2-core machine can pass the 5 s default; nothing here is timed
jest.setTimeout(30_000);

const nextWeek = liveClassFixture({ id: 7, name: 'Prayer workshop', date: format(addDays(new Date(), 7), 'yyyy-MM-dd') });

function openLiveClasses(url: string = LIVE_CLASS_PATHS.list) {
  return renderScreen(<FacilitatorLiveClasses />, { path: LIVE_CLASS_PATHS.list, url, otherPaths: [LIVE_CLASS_PATHS.form] });
}

// the times are shown in the reader's zone: none chosen in Profile here
beforeEach(() => mockEndpoint('getNoticeSettings', { error: 'none' }, 500));

test("the facilitator's classes load, each with Edit and Delete", async () => {
  const asked = mockEndpoint('listLiveClasses', [nextWeek]).received;
  openLiveClasses();
  expect(screen.getByRole('status')).toHaveTextContent('Loading live classes...');
  const card = await screen.findByRole('article', { name: 'Prayer workshop' });
  expect(within(card).getByRole('button', { name: 'Edit Prayer workshop' })).toBeInTheDocument();
  expect(within(card).getByRole('button', { name: 'Delete Prayer workshop' })).toBeInTheDocument();
  expect(asked.map((request) => request.query)).toEqual([{}]);
});

test('classes that cannot be loaded say so; Retry asks again', async () => {
  mockEndpoint('listLiveClasses', { error: 'down' }, 500);
  const { user } = openLiveClasses();
  const failure = await screen.findByText('Failed to fetch live classes. Please try again.', { selector: '.form-alert p' });
  mockEndpoint('listLiveClasses', [nextWeek]);
  await user.click(within(failure.parentElement!).getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('article', { name: 'Prayer workshop' })).toBeInTheDocument();
});

test('Schedule opens the empty form', async () => {
  mockEndpoint('listLiveClasses', []);
  const { user } = openLiveClasses();
  expect(await screen.findByText('No upcoming classes found.')).toBeInTheDocument();
  await user.click(screen.getByRole('link', { name: 'Schedule Live Class' }));
  expect(screen.getByText(`Now at ${LIVE_CLASS_PATHS.form}`)).toBeInTheDocument();
  expect(screen.getByTestId('route-state')).toHaveTextContent('null');
});

test("one course's classes: Schedule opens the form for that course", async () => {
  const asked = mockEndpoint('listLiveClasses', [nextWeek]).received;
  const { user } = openLiveClasses(`${LIVE_CLASS_PATHS.list}?course=4`);
  expect(await screen.findByRole('article', { name: 'Prayer workshop' })).toBeInTheDocument();
  expect(asked.map((request) => request.query)).toEqual([{ filter: 'course', filter_id: 4 }]);
  await user.click(screen.getByRole('link', { name: 'Schedule Live Class' }));
  expect(screen.getByText(`Now at ${LIVE_CLASS_PATHS.form}`)).toBeInTheDocument();
  expect(screen.getByTestId('route-state')).toHaveTextContent('{"courseId":4}');
});
