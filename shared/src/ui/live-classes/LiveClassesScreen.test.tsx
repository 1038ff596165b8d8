import { act, configure, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDays, format } from 'date-fns';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { listLiveClasses } from '@academy/shared/api/live-classes';
import type { LiveClass } from '@academy/shared/domain/types';
import LiveClassesScreen from '@academy/shared/ui/live-classes/LiveClassesScreen';
import Toasts from '@academy/shared/ui/Toasts';
import { useSessionStore } from '@academy/shared/session/store';
import { mockEndpoint } from '@academy/shared/testing/api-mocks';
import { liveClassFixture } from '@academy/shared/testing/live-classes';
import { studentUser } from '@academy/shared/testing/users';

// a loaded machine (two cores, several builds) must not turn slow typing into a failure
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30000);
const user = userEvent.setup({ delay: null });

jest.mock('@academy/shared/api/live-classes', () => ({ listLiveClasses: jest.fn() }));
// no zone chosen in Profile: the browser's
jest.mock('@academy/shared/api/notifications', () => ({ getNoticeSettings: jest.fn().mockRejectedValue(new Error('none')), downloadClassCalendar: jest.fn() }));

const listMock = jest.mocked(listLiveClasses);

function day(offset: number): string {
  return format(addDays(new Date(), offset), 'yyyy-MM-dd');
}

function liveClass(id: number, name: string, date: string, extra: Partial<LiveClass> = {}): LiveClass {
  return liveClassFixture({ id, name, date, zoom_link: `https://zoom.us/j/${id}`, facilitator: 'Grace Facilitator', ...extra });
}

function renderScreen(path = '/portal/events', props: Parameters<typeof LiveClassesScreen>[0] = {}) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/portal/events" element={<LiveClassesScreen {...props} />} />
      </Routes>
      <Toasts />
    </MemoryRouter>,
  );
}

function cardTitles(): string[] {
  return screen.queryAllByRole('article').map((card) => within(card).getByRole('heading').textContent ?? '');
}

beforeEach(() => {
  listMock.mockReset();
  useSessionStore.getState().clear();
});

test('splits classes into upcoming (soonest first) and past (latest first), with Not Assigned for no facilitator', async () => {
  listMock.mockResolvedValue([
    liveClass(1, 'Next week', day(7)),
    liveClass(2, 'Today', day(0), { facilitator: null }),
    liveClass(3, 'Yesterday', day(-1)),
    liveClass(4, 'Last month', day(-30)),
    liveClass(5, 'Ended cohort', day(-2), { cla_cohort_end_date: day(-1) }),
  ]);
  renderScreen();
  expect(screen.getByRole('status')).toHaveTextContent('Loading live classes...');
  expect(await screen.findByRole('heading', { name: 'Today' })).toBeInTheDocument();
  expect(cardTitles()).toEqual(['Today', 'Next week']);
  const today = screen.getByRole('article', { name: 'Today' });
  expect(within(today).getByText('Not Assigned')).toBeInTheDocument();
  expect(within(today).getByText('Servant Leadership')).toBeInTheDocument();
  expect(within(today).getByText('8:00 AM UTC (60 min)')).toBeInTheDocument();
  expect(listMock).toHaveBeenCalledWith();

  await user.click(screen.getByRole('tab', { name: 'Past Classes' }));
  expect(cardTitles()).toEqual(['Yesterday', 'Last month']);
});

test('each tab has its empty text', async () => {
  listMock.mockResolvedValue([]);
  renderScreen();
  expect(await screen.findByText('No upcoming classes found.')).toBeInTheDocument();
  await user.click(screen.getByRole('tab', { name: 'Past Classes' }));
  expect(screen.getByText('No past classes found.')).toBeInTheDocument();
});

test('a failed load shows the failure toast and Retry loads again', async () => {
  listMock.mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce([liveClass(1, 'Tomorrow', day(1))]);
  renderScreen();
  const alert = await screen.findByText('Failed to fetch live classes. Please try again.', { selector: '.form-alert p' });
  expect(alert).toBeInTheDocument();
  expect(await screen.findByText('Failed to fetch live classes. Please try again.', { selector: '.Toastify *' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('heading', { name: 'Tomorrow' })).toBeInTheDocument();
});

test('?course= lists that course only, and Show all goes back to every class', async () => {
  listMock.mockResolvedValue([liveClass(1, 'Tomorrow', day(1))]);
  renderScreen('/portal/events?course=5');
  expect(await screen.findByText('Classes of Servant Leadership.')).toBeInTheDocument();
  expect(listMock).toHaveBeenCalledWith({ filter: 'course', filter_id: 5 });
  await user.click(screen.getByRole('button', { name: 'Show all live classes' }));
  await screen.findByRole('heading', { name: 'Tomorrow' });
  expect(listMock).toHaveBeenLastCalledWith();
});

test('Join opens the meeting in a new tab without an opener, or alerts when there is no usable link', async () => {
  const open = jest.spyOn(window, 'open').mockReturnValue(null);
  const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
  listMock.mockResolvedValue([
    liveClass(1, 'With link', day(1)),
    liveClass(2, 'Without link', day(2), { zoom_link: null }),
    liveClass(3, 'Script link', day(3), { zoom_link: 'javascript:alert(1)' }),
  ]);
  renderScreen();
  await user.click(await screen.findByRole('button', { name: 'Join Class With link' }));
  expect(open).toHaveBeenCalledWith('https://zoom.us/j/1', '_blank', 'noopener,noreferrer');

  await user.click(screen.getByRole('button', { name: 'Join Class Without link' }));
  await user.click(screen.getByRole('button', { name: 'Join Class Script link' }));
  expect(alert).toHaveBeenCalledTimes(2);
  expect(alert).toHaveBeenNthCalledWith(1, 'Zoom link not available for this class');
  expect(alert).toHaveBeenNthCalledWith(2, 'Zoom link not available for this class');
  expect(open).toHaveBeenCalledTimes(1);
  open.mockRestore();
  alert.mockRestore();
});

test('the role controls appear on each card and a removed class leaves the list; without them there are none', async () => {
  listMock.mockResolvedValue([liveClass(1, 'First', day(1)), liveClass(2, 'Second', day(2))]);
  const { unmount } = renderScreen('/portal/events', {
    headerActions: <a href="/portal/event/new">Schedule Live Class</a>,
    renderActions: (lc, onRemoved) => (
      <button type="button" onClick={onRemoved}>
        Remove {lc.name}
      </button>
    ),
  });
  await screen.findByRole('heading', { name: 'First' });
  expect(screen.getByRole('link', { name: 'Schedule Live Class' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Remove First' }));
  expect(cardTitles()).toEqual(['Second']);
  unmount();

  renderScreen();
  await screen.findByRole('heading', { name: 'First' });
  const buttons = within(screen.getByRole('article', { name: 'First' })).getAllByRole('button');
  expect(buttons.map((button) => button.textContent)).toEqual(['Join Class First', 'Add to calendar First']);
  await act(async () => undefined);
});

test("a student's classes are those of the cohort's courses: get_course_ids, then filter_id alone per course", async () => {
  useSessionStore.getState().signIn('tok', studentUser({ cla_cohort_id: 3 }));
  const courseIds = mockEndpoint('listCourseIds', { course_ids: [5, 6] }).received;
  listMock.mockImplementation(async (filter) => [liveClass(filter?.filter_id ?? 0, `Class of course ${filter?.filter_id}`, day(1))]);
  renderScreen();
  expect(await screen.findByRole('heading', { name: 'Class of course 6' })).toBeInTheDocument();
  expect(cardTitles()).toEqual(['Class of course 5', 'Class of course 6']);
  expect(courseIds.map((request) => request.query)).toEqual([{ cla_cohort_id: 3 }]);
  expect(listMock.mock.calls).toEqual([[{ filter_id: 5 }], [{ filter_id: 6 }]]);
});

test("a student whose course ids cannot be fetched gets that failure's toast, and Retry loads again", async () => {
  useSessionStore.getState().signIn('tok', studentUser({ cla_cohort_id: 3 }));
  mockEndpoint('listCourseIds', { error: 'Something went wrong on our side. Please try again.' }, 500);
  listMock.mockResolvedValue([liveClass(1, 'Tomorrow', day(1))]);
  renderScreen();
  expect(await screen.findByText('Failed to fetch course IDs. Please try again.', { selector: '.Toastify *' })).toBeInTheDocument();
  expect(listMock).not.toHaveBeenCalled();
  mockEndpoint('listCourseIds', { course_ids: [5] });
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('heading', { name: 'Tomorrow' })).toBeInTheDocument();
});

test('a past class with a recording offers it in a new tab; a link that is not a web address is not shown', async () => {
  listMock.mockResolvedValue([
    liveClass(1, 'Recorded', day(-2), { recording_url: 'https://video.example.org/1' }),
    liveClass(2, 'Badly recorded', day(-3), { recording_url: 'javascript:alert(1)' }),
  ]);
  renderScreen();
  await user.click(await screen.findByRole('tab', { name: 'Past Classes' }));
  const link = screen.getByRole('link', { name: 'Watch recording of Recorded (opens in a new tab)' });
  expect(link).toHaveAttribute('href', 'https://video.example.org/1');
  expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  expect(screen.getAllByRole('link', { name: /Watch recording/ })).toHaveLength(1);
});
