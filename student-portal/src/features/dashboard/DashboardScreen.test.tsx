import { act, configure, screen, within } from '@testing-library/react';
import { onlineManager } from '@tanstack/react-query';
import { setLocale } from '@academy/shared/i18n/locale';
import { mockEndpoint } from '@academy/shared/testing/api-mocks';
import type { StudentDashboard } from '@academy/shared/domain/types';
import { liveClassFixture } from '@academy/shared/testing/live-classes';
import { studentUser } from '@academy/shared/testing/users';
import { renderScreen } from '@academy/shared/testing/render-screen';
import { expectDeclaredFirstCalls } from '@academy/shared/testing/first-calls';
import { mockReaderZone } from '@academy/shared/testing/reader-zone';
import DashboardScreen from './DashboardScreen';

// a loaded machine (two cores, several builds) must not turn slow typing into a failure
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30000);

const student = studentUser({ id: 21, name: 'Ada Student', email: 'student@example.org' });

function renderDashboard() {
  return renderScreen(<DashboardScreen />, { path: '/portal/dashboard', signedIn: student });
}

const DASHBOARD: StudentDashboard = {
  course_stats: { total_courses: 3, completed_courses: 2, completion_percentage: 67 },
  score_stats: {
    score_percentage: 85,
    total_possible_score: 200,
    total_user_score: 170,
    weighted_percentage: 85,
    weighting: { assignments: 100, attendance: 0 },
  },
  assignment_stats: { total_assignments: 4, total_submissions: 3, submission_percentage: 75 },
  attendance_stats: { total_classes: 5, total_present: 4, excused_classes: 0, attendance_percentage: 80 },
  next_up: { next_class: null, due_soon: [], recently_marked: [] },
};

/** The dashboard's one read, its parts as given and the others as DASHBOARD. */
function mockDashboard(parts: Partial<StudentDashboard> = {}) {
  return mockEndpoint('getStudentDashboard', { ...DASHBOARD, ...parts });
}

function card(label: string): HTMLElement {
  return screen.getByText(label, { selector: '.academy-stat__label' }).closest('li') as HTMLElement;
}

beforeEach(() => {
  // the zone the student chose in Profile: times read in it
  mockReaderZone('Asia/Manila');
  mockDashboard();
  mockEndpoint('listAnnouncements', []);
  mockEndpoint(
    'listStandingNotes',
    [
      'The meeting room opens at 7:30 AM.',
      'Classes begin at 8:00 AM sharp.',
      'Attendance carries the highest share of your cumulative score.',
      'Submit your assignments before the deadline.',
    ].map((text, i) => ({ id: i + 1, text })),
  );
});

test("leads with Next up: tomorrow's class and work due in 3 days, in the reader's zone", async () => {
  const tomorrow = new Date(Date.now() + 86_400_000);
  const day = tomorrow.toISOString().slice(0, 10);
  mockDashboard({
    next_up: {
      next_class: liveClassFixture({ name: 'Pastoral care', date: day, time: '10:00', starts_at: `${day}T10:00:00Z`, zoom_link: 'https://zoom.us/j/1' }),
      due_soon: [{ id: 7, name: 'Gifts essay', course_name: 'Minister-Service Class', due_at: '2026-11-28T00:00:00.000Z' }],
      recently_marked: [{ submission_id: 3, assignment_name: 'Testimony', course_name: 'Believers', score: 85, marked_at: '2026-11-24T12:00:00.000Z' }],
    },
  });
  renderDashboard();
  const nextUp = await screen.findByRole('region', { name: 'Next up' });
  expect(await within(nextUp).findByText('Pastoral care', { selector: 'strong' })).toBeInTheDocument();
  expect(await within(nextUp).findByText(/6:00 PM GMT\+8 \(Asia\/Manila\)/)).toBeInTheDocument();
  expect(within(nextUp).getByText(/^Join opens at .*, 5:45 PM GMT\+8 \(Asia\/Manila\)\.$/)).toBeInTheDocument();
  expect(within(nextUp).getByRole('link', { name: 'Gifts essay' })).toHaveAttribute('href', '/portal/assignments/7');
  expect(within(nextUp).getByText(/due Sat, 28 Nov 2026, 8:00 AM GMT\+8 \(Asia\/Manila\)/)).toBeInTheDocument();
  expect(within(nextUp).getByText('Testimony (Believers): 85%')).toBeInTheDocument();
  const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
  expect(headings[0]).toBe('Next up');
});

test("without a network, Next up's Join Class is disabled and says why, as on Live Classes", async () => {
  // starting in ten minutes: Join is open
  const start = Date.now() + 10 * 60_000;
  const at = (ms: number) => new Date(ms).toISOString();
  mockDashboard({
    next_up: {
      next_class: liveClassFixture({
        name: 'Pastoral care',
        starts_at: at(start),
        join_opens_at: at(start - 15 * 60_000),
        join_closes_at: at(start + 60 * 60_000),
        zoom_link: 'https://zoom.us/j/1',
      }),
      due_soon: [],
      recently_marked: [],
    },
  });
  renderDashboard();
  const nextUp = await screen.findByRole('region', { name: 'Next up' });
  const join = await within(nextUp).findByRole('button', { name: 'Join Class Pastoral care' });
  expect(join).toBeEnabled();
  act(() => onlineManager.setOnline(false));
  try {
    expect(join).toBeDisabled();
    expect(join).toHaveAccessibleDescription('You are offline: this needs a connection.');
  } finally {
    act(() => onlineManager.setOnline(true));
  }
});

test("before its window, Next up's Join Class is unavailable and read with when it opens", async () => {
  const day = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  mockDashboard({
    next_up: {
      next_class: liveClassFixture({ name: 'Pastoral care', date: day, time: '10:00', starts_at: `${day}T10:00:00Z`, zoom_link: 'https://zoom.us/j/1' }),
      due_soon: [],
      recently_marked: [],
    },
  });
  renderDashboard();
  const nextUp = await screen.findByRole('region', { name: 'Next up' });
  const join = await within(nextUp).findByRole('button', { name: 'Join Class Pastoral care' });
  expect(join).toBeDisabled();
  expect(join).toHaveAccessibleDescription(/^Join opens at /);
});

test("shows the cohort's announcements above the fixed ones, links clickable and nothing else interpreted", async () => {
  const announcements = mockEndpoint('listAnnouncements', [
    {
      id: 1,
      cla_cohort_id: 3,
      title: 'Class moved',
      body: 'Tonight at 7 pm: https://zoom.us/j/123. <b>Bring notes</b>',
      pinned: true,
      ends_on: null,
      author_name: 'Grace Adeyemi',
      created_at: '2026-11-23T08:00:00Z',
    },
  ]);
  renderDashboard();
  const news = await screen.findByRole('region', { name: 'From your cohort' });
  expect(announcements.received.map((request) => request.query)).toEqual([{ cla_cohort_id: 3, lang: 'en' }]);
  expect(within(news).getByRole('heading', { name: 'Class moved Pinned' })).toBeInTheDocument();
  expect(within(news).getByRole('link', { name: 'https://zoom.us/j/123' })).toHaveAttribute('href', 'https://zoom.us/j/123');
  expect(within(news).getByText(/<b>Bring notes<\/b>/)).toBeInTheDocument();
  const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
  expect(headings.indexOf('From your cohort')).toBeLessThan(headings.indexOf('Announcements'));
});

test('shows the four figures of the signed-in student, read with Next up in one call', async () => {
  const dashboard = mockDashboard();
  renderDashboard();
  expect(screen.getAllByRole('status').map((status) => status.textContent)).toContain('Loading your statistics...');
  await screen.findByText('Courses', { selector: '.academy-stat__label' });
  await screen.findByText('No live class is scheduled yet.');
  expect(dashboard.received.map((request) => request.query)).toEqual([{ cla_cohort_id: 3, cla_user_id: 21 }]);
  expect(within(card('Courses')).getByText('67%')).toBeInTheDocument();
  expect(within(card('Courses')).getByText('2 of 3 completed')).toBeInTheDocument();
  expect(within(card('Scores')).getByText('85%')).toBeInTheDocument();
  expect(within(card('Scores')).getByText('170 of 200 points')).toBeInTheDocument();
  expect(within(card('Scores')).getByText('Weighted total: 85% (assignments count 100%, attendance 0%)')).toBeInTheDocument();
  expect(within(card('Assignments')).getByText('3 of 4 submitted')).toBeInTheDocument();
  expect(within(card('Attendance')).getByText('4 of 5 classes attended')).toBeInTheDocument();
  expect(screen.getByRole('progressbar', { name: 'Classes attended' })).toHaveAttribute('value', '80');
});

test('a newcomer with nothing to count yet reads "None yet" and why, not a row of 0%', async () => {
  mockDashboard({
    score_stats: { score_percentage: 0, total_possible_score: 0, total_user_score: 0, weighted_percentage: 0, weighting: { assignments: 100, attendance: 0 } },
    attendance_stats: { attendance_percentage: 0, total_classes: 0, total_present: 0, excused_classes: 0 },
  });
  renderDashboard();
  await screen.findByText('Courses', { selector: '.academy-stat__label' });
  expect(within(card('Scores')).getByText('None yet')).toBeInTheDocument();
  expect(within(card('Scores')).queryByText(/Weighted total/)).not.toBeInTheDocument();
  expect(within(card('Scores')).getByText('No marked work yet')).toBeInTheDocument();
  expect(within(card('Attendance')).getByText('No attendance taken yet')).toBeInTheDocument();
  expect(within(card('Attendance')).queryByRole('progressbar')).not.toBeInTheDocument();
  expect(within(card('Assignments')).getByText('3 of 4 submitted')).toBeInTheDocument();
});

test('a student whose only records are excused reads that they are, not that no attendance was taken', async () => {
  mockDashboard({ attendance_stats: { attendance_percentage: 0, total_classes: 0, total_present: 0, excused_classes: 1 } });
  renderDashboard();
  await screen.findByText('Courses', { selector: '.academy-stat__label' });
  expect(within(card('Attendance')).getByText('1 class excused: excused classes are not counted')).toBeInTheDocument();
  expect(within(card('Attendance')).queryByText('No attendance taken yet')).not.toBeInTheDocument();
});

test('asks for the reads the portal document asks for ahead of its code, at /portal and at /portal/dashboard', async () => {
  const { queryClient } = renderDashboard();
  await screen.findByText('Courses', { selector: '.academy-stat__label' });
  expect(await screen.findByText('Classes begin at 8:00 AM sharp.')).toBeInTheDocument();
  expectDeclaredFirstCalls(queryClient, '/portal/dashboard', student);
  expectDeclaredFirstCalls(queryClient, '/portal', student);
});

test('standing notes that cannot be loaded say so, and Retry loads them', async () => {
  mockEndpoint('listStandingNotes', { error: 'down' }, 500);
  const { user } = renderDashboard();
  const failure = await screen.findByText('Failed to fetch the announcements', { selector: '.form-alert p' });
  mockEndpoint('listStandingNotes', [{ id: 1, text: 'Classes begin at 8:00 AM sharp.' }]);
  await user.click(within(failure.parentElement!).getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('Classes begin at 8:00 AM sharp.')).toBeInTheDocument();
});

test('a note in the reader’s language says so, and an original says it is English', async () => {
  mockEndpoint('listStandingNotes', [
    { id: 1, text: 'La salle ouvre à 7 h 30.', lang: 'fr' },
    { id: 2, text: 'Classes begin at 8:00 AM sharp.', lang: 'en' },
  ]);
  renderDashboard();
  expect(await screen.findByText('La salle ouvre à 7 h 30.')).toHaveAttribute('lang', 'fr');
  expect(screen.getByText('Classes begin at 8:00 AM sharp.')).toHaveAttribute('lang', 'en');
});

test('shows the four fixed announcements', async () => {
  renderDashboard();
  await screen.findByText('Courses', { selector: '.academy-stat__label' });
  const announcements = screen.getByRole('heading', { name: 'Announcements' }).nextElementSibling as HTMLElement;
  expect(
    within(announcements)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual([
    'The meeting room opens at 7:30 AM.',
    'Classes begin at 8:00 AM sharp.',
    'Attendance carries the highest share of your cumulative score.',
    'Submit your assignments before the deadline.',
  ]);
});

test('figures that cannot be loaded give the statistics failure toast once; Retry loads them and Next up again', async () => {
  mockEndpoint('getStudentDashboard', { error: 'down' }, 500);
  const { user } = renderDashboard();
  expect(await screen.findByText('Failed to fetch dashboard statistics', { selector: '.Toastify *' })).toBeInTheDocument();
  mockDashboard();
  expect(screen.getByText('Failed to fetch dashboard statistics', { selector: '.form-alert p' })).toBeInTheDocument();
  expect(screen.getAllByText(/^Failed/, { selector: '.Toastify *' })).toHaveLength(1);
  await user.click(screen.getAllByRole('button', { name: 'Retry' })[1]!);
  expect(await screen.findByText('4 of 5 classes attended')).toBeInTheDocument();
  expect(screen.getByText('No live class is scheduled yet.')).toBeInTheDocument();
});

describe('in French', () => {
  beforeEach(() => act(() => setLocale('fr')));
  afterEach(() => act(() => setLocale('en')));

  test('the headings, figures, plurals and dates read in French, the month named in French', async () => {
    mockDashboard({
      attendance_stats: { total_classes: 1, total_present: 1, excused_classes: 0, attendance_percentage: 100 },
      next_up: {
        next_class: null,
        due_soon: [{ id: 7, name: 'Gifts essay', course_name: 'Minister-Service Class', due_at: '2026-11-28T00:00:00.000Z' }],
        recently_marked: [{ submission_id: 3, assignment_name: 'Testimony', course_name: 'Believers', score: 85, marked_at: '2026-11-24T12:00:00.000Z' }],
      },
    });
    renderDashboard();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Tableau de bord');
    expect(screen.getByText('Bienvenue, Ada Student.')).toBeInTheDocument();
    const nextUp = await screen.findByRole('region', { name: 'À venir' });
    expect(await within(nextUp).findByText('Aucun cours en direct n’est encore programmé.')).toBeInTheDocument();
    expect(within(nextUp).getByText(/\(Minister-Service Class\)\s: à rendre le sam\. 28 nov\. 2026, 08:00 UTC\+8 \(Asia\/Manila\)/)).toBeInTheDocument();
    expect(within(nextUp).getByText(/^Testimony \(Believers\)\s: 85\s%$/)).toBeInTheDocument();

    await screen.findByText('Cours', { selector: '.academy-stat__label' });
    expect(within(card('Cours')).getByText(/^67\s%$/)).toBeInTheDocument();
    expect(within(card('Cours')).getByText('2 sur 3 terminés')).toBeInTheDocument();
    expect(within(card('Présence')).getByText('1 sur 1 cours suivi')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Cours suivis' })).toHaveAttribute('value', '100');
    expect(screen.getByRole('heading', { level: 2, name: 'Votre progression' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mes notes, commentaires et présences' })).toBeInTheDocument();
  });
});
