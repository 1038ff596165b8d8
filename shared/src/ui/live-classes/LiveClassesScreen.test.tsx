import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDays } from 'date-fns/addDays';
import { format } from 'date-fns/format';
import type { LiveClass, User } from '@academy/shared/domain/types';
import LiveClassesScreen from '@academy/shared/ui/live-classes/LiveClassesScreen';
import { mockEndpoint } from '@academy/shared/testing/api-mocks';
import { liveClassFixture } from '@academy/shared/testing/live-classes';
import { renderScreen } from '@academy/shared/testing/render-screen';
import { studentUser } from '@academy/shared/testing/users';

// a loaded machine (two cores, several builds) must not turn slow typing into a failure
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30000);
const user = userEvent.setup({ delay: null });

function day(offset: number): string {
  return format(addDays(new Date(), offset), 'yyyy-MM-dd');
}

function liveClass(id: number, name: string, date: string, extra: Partial<LiveClass> = {}): LiveClass {
  return liveClassFixture({ id, name, date, zoom_link: `https://zoom.us/j/${id}`, facilitator: 'Grace Facilitator', ...extra });
}

function renderClasses(url = '/portal/events', props: Parameters<typeof LiveClassesScreen>[0] = {}, signedIn?: User) {
  return renderScreen(<LiveClassesScreen {...props} />, { path: '/portal/events', url, signedIn });
}

function cardTitles(): string[] {
  return screen.queryAllByRole('article').map((card) => within(card).getByRole('heading').textContent ?? '');
}

/** Answers the live classes with `classes`; what each list call asked is in `received`. */
function mockClasses(classes: LiveClass[]) {
  return mockEndpoint('listLiveClasses', classes).received;
}

beforeEach(() => {
  // no zone chosen in Profile: the browser's
  mockEndpoint('getNoticeSettings', { error: 'none' }, 500);
});

test("a class later on the academy's day is upcoming for a reader whose day is already the next", async () => {
  // 21:54 on Sunday in an academy in Honolulu is 07:54 on Monday for this reader (UTC)
  jest.useFakeTimers({ now: new Date('2026-12-07T07:54:00Z'), advanceTimers: true });
  try {
    mockClasses([
      liveClass(1, 'Question and answer evening', '2026-12-06', { time: '22:00', time_zone: 'Pacific/Honolulu', starts_at: '2026-12-07T08:00:00Z' }),
    ]);
    renderClasses();
    expect(await screen.findByRole('heading', { name: 'Question and answer evening' })).toBeInTheDocument();
  } finally {
    jest.useRealTimers();
  }
});

test('splits classes into upcoming (soonest first) and past (latest first), with Not Assigned for no facilitator', async () => {
  const asked = mockClasses([
    liveClass(1, 'Next week', day(7)),
    liveClass(2, 'Today', day(0), { facilitator: null }),
    liveClass(3, 'Yesterday', day(-1)),
    liveClass(4, 'Last month', day(-30)),
    liveClass(5, 'Ended cohort', day(-2), { cla_cohort_end_date: day(-1) }),
  ]);
  renderClasses();
  expect(screen.getByRole('status')).toHaveTextContent('Loading live classes...');
  expect(await screen.findByRole('heading', { name: 'Today' })).toBeInTheDocument();
  expect(cardTitles()).toEqual(['Today', 'Next week']);
  const today = screen.getByRole('article', { name: 'Today' });
  expect(within(today).getByText('Not Assigned')).toBeInTheDocument();
  expect(within(today).getByText('Servant Leadership')).toBeInTheDocument();
  expect(within(today).getByText('8:00 AM UTC (60 min)')).toBeInTheDocument();
  expect(asked.map((request) => request.query)).toEqual([{}]);

  await user.click(screen.getByRole('tab', { name: 'Past Classes' }));
  expect(cardTitles()).toEqual(['Yesterday', 'Last month']);
});

test('each tab has its empty text', async () => {
  mockClasses([]);
  renderClasses();
  expect(await screen.findByText('No upcoming classes found.')).toBeInTheDocument();
  await user.click(screen.getByRole('tab', { name: 'Past Classes' }));
  expect(screen.getByText('No past classes found.')).toBeInTheDocument();
});

test('a failed load shows the failure toast and Retry loads again', async () => {
  mockEndpoint('listLiveClasses', { error: 'down' }, 500);
  renderClasses();
  const alert = await screen.findByText('Failed to fetch live classes. Please try again.', { selector: '.form-alert p' });
  expect(alert).toBeInTheDocument();
  expect(await screen.findByText('Failed to fetch live classes. Please try again.', { selector: '.Toastify *' })).toBeInTheDocument();
  mockClasses([liveClass(1, 'Tomorrow', day(1))]);
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('heading', { name: 'Tomorrow' })).toBeInTheDocument();
});

test('?course= lists that course only, and Show all goes back to every class', async () => {
  const asked = mockClasses([liveClass(1, 'Tomorrow', day(1))]);
  renderClasses('/portal/events?course=5');
  expect(await screen.findByText('Classes of Servant Leadership.')).toBeInTheDocument();
  expect(asked.map((request) => request.query)).toEqual([{ filter: 'course', filter_id: 5 }]);
  await user.click(screen.getByRole('button', { name: 'Show all live classes' }));
  await screen.findByRole('heading', { name: 'Tomorrow' });
  expect(asked.at(-1)?.query).toEqual({});
});

test('Join opens the meeting in a new tab without an opener, or alerts when there is no usable link', async () => {
  const open = jest.spyOn(window, 'open').mockReturnValue(null);
  const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
  mockClasses([
    liveClass(1, 'With link', day(1)),
    liveClass(2, 'Without link', day(2), { zoom_link: null }),
    liveClass(3, 'Script link', day(3), { zoom_link: 'javascript:alert(1)' }),
  ]);
  renderClasses();
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

test("a student's Join opens from 15 minutes before the start to the end: earlier it says when, in their zone, and after it offers the recording", async () => {
  const open = jest.spyOn(window, 'open').mockReturnValue(null);
  const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
  const startingIn = (id: number, name: string, minutes: number, extra: Partial<LiveClass> = {}) => {
    const start = Date.now() + minutes * 60_000;
    return liveClass(id, name, new Date(start).toISOString().slice(0, 10), {
      starts_at: new Date(start).toISOString(),
      join_opens_at: new Date(start - 15 * 60_000).toISOString(),
      join_closes_at: new Date(start + 60 * 60_000).toISOString(),
      ...extra,
    });
  };
  mockEndpoint('listCourseIds', { course_ids: [1] });
  mockClasses([
    // the API withholds the link before Join opens
    startingIn(1, 'In twenty minutes', 20, { zoom_link: null, has_meeting_link: true }),
    startingIn(2, 'In ten minutes', 10),
    // a one-minute class that began two minutes ago
    startingIn(3, 'Ended', -2, {
      zoom_link: null,
      has_meeting_link: true,
      join_closes_at: new Date(Date.now() - 60_000).toISOString(),
      recording_url: 'https://example.org/recording/3',
    }),
  ]);
  renderClasses('/portal/events', {}, studentUser());
  const early = await screen.findByRole('article', { name: 'In twenty minutes' });
  // the reader's zone is the browser's here, UTC: the moment names it
  const opens = within(early).getByText(/^Join opens at .+ UTC\.$/);
  // before the window, Join is unavailable and read with the note that says when it opens
  const earlyJoin = within(early).getByRole('button', { name: 'Join Class In twenty minutes' });
  expect(earlyJoin).toBeDisabled();
  expect(earlyJoin).toHaveAccessibleDescription(opens.textContent!);
  await user.click(earlyJoin);
  expect(alert).not.toHaveBeenCalled();
  expect(open).not.toHaveBeenCalled();

  await user.click(screen.getByRole('button', { name: 'Join Class In ten minutes' }));
  expect(open).toHaveBeenCalledWith('https://zoom.us/j/2', '_blank', 'noopener,noreferrer');
  expect(within(screen.getByRole('article', { name: 'In ten minutes' })).queryByText(/^Join opens at/)).not.toBeInTheDocument();

  const ended = screen.getByRole('article', { name: 'Ended' });
  expect(within(ended).getByText('This class has ended: Join opens its recording.')).toBeInTheDocument();
  await user.click(within(ended).getByRole('button', { name: 'Join Class Ended' }));
  expect(open).toHaveBeenLastCalledWith('https://example.org/recording/3', '_blank', 'noopener,noreferrer');
  open.mockRestore();
  alert.mockRestore();
});

test('a class of a course not open to the student yet says so on its card, its Join unavailable and read with it, rather than that it has no link', async () => {
  const open = jest.spyOn(window, 'open').mockReturnValue(null);
  const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
  mockEndpoint('listCourseIds', { course_ids: [1] });
  const endedAt = new Date(Date.now() - 60_000).toISOString();
  const locked = { zoom_link: null, has_meeting_link: false, course_locked: true };
  mockClasses([
    liveClass(1, 'Vision and planning', day(2), locked),
    // earlier today: over for everyone, which is what its card says
    liveClass(2, 'This morning', day(0), { ...locked, starts_at: endedAt, join_opens_at: endedAt, join_closes_at: endedAt }),
  ]);
  renderClasses('/portal/events', {}, studentUser());
  const card = await screen.findByRole('article', { name: 'Vision and planning' });
  within(card).getByText("This class's course is not open to you yet: Join works once it opens.");
  const join = within(card).getByRole('button', { name: 'Join Class Vision and planning' });
  expect(join).toBeDisabled();
  expect(join).toHaveAccessibleDescription("This class's course is not open to you yet: Join works once it opens.");

  const ended = screen.getByRole('article', { name: 'This morning' });
  expect(within(ended).queryByText(/not open to you yet/)).not.toBeInTheDocument();
  const endedJoin = within(ended).getByRole('button', { name: 'Join Class This morning' });
  expect(endedJoin).toBeDisabled();
  expect(endedJoin).toHaveAccessibleDescription('This class has ended.');
  expect(alert).not.toHaveBeenCalled();
  expect(open).not.toHaveBeenCalled();
  open.mockRestore();
  alert.mockRestore();
});

test('the role controls appear on each card and a removed class leaves the list; without them there are none', async () => {
  mockClasses([liveClass(1, 'First', day(1)), liveClass(2, 'Second', day(2))]);
  const { unmount } = renderClasses('/portal/events', {
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

  renderClasses();
  await screen.findByRole('heading', { name: 'First' });
  const buttons = within(screen.getByRole('article', { name: 'First' })).getAllByRole('button');
  expect(buttons.map((button) => button.textContent)).toEqual(['Join Class First', 'Add to calendar First']);
  await act(async () => undefined);
});

test("a student's classes are those of the cohort's courses: get_course_ids, then filter_id alone per course", async () => {
  const courseIds = mockEndpoint('listCourseIds', { course_ids: [5, 6] }).received;
  const { received } = mockEndpoint('listLiveClasses', ({ query }) => [liveClass(query.filter_id ?? 0, `Class of course ${query.filter_id}`, day(1))]);
  renderClasses('/portal/events', {}, studentUser({ cla_cohort_id: 3 }));
  expect(await screen.findByRole('heading', { name: 'Class of course 6' })).toBeInTheDocument();
  expect(cardTitles()).toEqual(['Class of course 5', 'Class of course 6']);
  expect(courseIds.map((request) => request.query)).toEqual([{ cla_cohort_id: 3 }]);
  expect(received.map((request) => request.query).sort((a, b) => (a.filter_id ?? 0) - (b.filter_id ?? 0))).toEqual([{ filter_id: 5 }, { filter_id: 6 }]);
});

test("a student whose course ids cannot be fetched gets that failure's toast, and Retry loads again", async () => {
  mockEndpoint('listCourseIds', { error: 'Something went wrong on our side. Please try again.' }, 500);
  const asked = mockClasses([liveClass(1, 'Tomorrow', day(1))]);
  renderClasses('/portal/events', {}, studentUser({ cla_cohort_id: 3 }));
  expect(await screen.findByText('Failed to fetch course IDs. Please try again.', { selector: '.Toastify *' })).toBeInTheDocument();
  expect(asked).toEqual([]);
  mockEndpoint('listCourseIds', { course_ids: [5] });
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('heading', { name: 'Tomorrow' })).toBeInTheDocument();
});

test('a past class with a recording offers it in a new tab; a link that is not a web address is not shown', async () => {
  mockClasses([
    liveClass(1, 'Recorded', day(-2), { recording_url: 'https://video.example.org/1' }),
    liveClass(2, 'Badly recorded', day(-3), { recording_url: 'javascript:alert(1)' }),
  ]);
  renderClasses();
  await user.click(await screen.findByRole('tab', { name: 'Past Classes' }));
  const link = screen.getByRole('link', { name: 'Watch recording of Recorded (opens in a new tab)' });
  expect(link).toHaveAttribute('href', 'https://video.example.org/1');
  expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  expect(screen.getAllByRole('link', { name: /Watch recording/ })).toHaveLength(1);
});

test('Add to calendar downloads the class as its own .ics file', async () => {
  mockClasses([liveClass(1, 'Tomorrow', day(1))]);
  const calendar = mockEndpoint('getLiveClassCalendar', 'BEGIN:VCALENDAR');
  const saved: string[] = [];
  URL.createObjectURL = jest.fn(() => 'blob:calendar');
  URL.revokeObjectURL = jest.fn();
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  renderClasses();
  await user.click(await screen.findByRole('button', { name: 'Add to calendar Tomorrow' }));
  await waitFor(() => expect(saved).toEqual(['live-class-1.ics']));
  expect(calendar.received.map((request) => request.params)).toEqual([{ id: 1 }]);
  click.mockRestore();
});

test('a class the role controls saved takes the place of the shown one', async () => {
  mockClasses([liveClass(1, 'First', day(1)), liveClass(2, 'Second', day(2))]);
  renderClasses('/portal/events', {
    renderActions: (lc, _onRemoved, onChanged) => (
      <button type="button" onClick={() => onChanged({ ...lc, name: `${lc.name} (moved)` })}>
        Change {lc.name}
      </button>
    ),
  });
  await user.click(await screen.findByRole('button', { name: 'Change First' }));
  expect(cardTitles()).toEqual(['First (moved)', 'Second']);
});

test('a student whose cohort has no courses sees the empty text, and no class list is asked for', async () => {
  mockEndpoint('listCourseIds', { course_ids: [] });
  const asked = mockClasses([liveClass(1, 'Tomorrow', day(1))]);
  renderClasses('/portal/events', {}, studentUser({ cla_cohort_id: 3 }));
  expect(await screen.findByText('No upcoming classes found.')).toBeInTheDocument();
  expect(asked).toEqual([]);
});
