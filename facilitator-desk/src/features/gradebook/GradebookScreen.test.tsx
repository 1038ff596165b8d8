import { act, screen, within } from '@testing-library/react';
import { setLocale } from '@academy/shared/i18n/locale';
import type { Gradebook } from '@academy/shared/domain/types';
import { mockEndpoint } from '@academy/shared/testing/api-mocks';
import { twoCohorts } from '@academy/shared/testing/cohorts';
import { courseFixture } from '@academy/shared/testing/courses';
import { renderScreen } from '@academy/shared/testing/render-screen';
import { facilitatorUser } from '@academy/shared/testing/users';
import { mockReaderZone } from '@academy/shared/testing/reader-zone';
import { STUDENT_PAGE } from '@academy/contract/rules/limits';
import GradebookScreen from './GradebookScreen';

// choosing in drop-downs on a busy 2-core machine can pass the 5 s default; nothing here is timed
jest.setTimeout(30_000);

const BOOK: Gradebook = {
  cohort_id: 1,
  course_id: null,
  assignments: [
    {
      id: 9,
      name: 'Essay',
      course_id: 5,
      course_name: 'Servant Leadership',
      due_date: '2026-03-05',
      due_at: '2026-03-05T23:59:00.000Z',
      past_due: true,
      average: 80,
    },
  ],
  students: [
    {
      user_id: 3,
      name: 'Ada Student',
      email: 'ada@example.org',
      deactivated: false,
      total_user_score: 80,
      total_possible_score: 100,
      score_percentage: 80,
      weighted_percentage: 80,
      weighting: { assignments: 100, attendance: 0 },
      submissions: [{ assignment_id: 9, submission_id: 17, score: 80, late: true, submitted_at: '2026-03-06T10:00:00.000Z' }],
      missing: [],
    },
    {
      user_id: 4,
      name: 'Ben Student',
      email: 'ben@example.org',
      deactivated: false,
      total_user_score: 0,
      total_possible_score: 100,
      score_percentage: 0,
      weighted_percentage: 0,
      weighting: { assignments: 100, attendance: 0 },
      submissions: [],
      missing: [9],
    },
    {
      user_id: 5,
      name: 'Cai Newcomer',
      email: 'cai@example.org',
      deactivated: false,
      total_user_score: 0,
      total_possible_score: 0,
      score_percentage: 0,
      weighted_percentage: 0,
      weighting: { assignments: 100, attendance: 0 },
      submissions: [],
      missing: [],
    },
  ],
};

// the reader chose West Africa in Profile: every time is read there, the zone named
beforeEach(() => mockReaderZone('Africa/Lagos'));

beforeEach(() => {
  mockEndpoint('listMyCohorts', twoCohorts());
  mockEndpoint('listCourses', [courseFixture({ id: 5, cla_cohort_id: 1 }), courseFixture({ id: 6, name: 'Other cohort', cla_cohort_id: 2 })]);
});

test('asks for a cohort first, then shows its students by assignment with totals and averages', async () => {
  const { received } = mockEndpoint('getGradebook', BOOK);
  const { user } = renderScreen(<GradebookScreen />, { signedIn: facilitatorUser() });
  expect(screen.getByText('Choose a cohort to see its gradebook.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Download CSV' })).toBeDisabled();

  await user.selectOptions(screen.getByLabelText('Cohort'), await screen.findByRole('option', { name: 'Cohort 1' }));
  const table = await screen.findByRole('table');
  // what "missing" and "not counted" mean is on the screen for everyone, and read with the table
  expect(screen.getByText(/^Scores by student and assignment\. Missing: not submitted by the due time/)).toBeVisible();
  expect(table).toHaveAccessibleDescription(expect.stringContaining('Not counted: due before the student joined the cohort.'));
  expect(received.map((request) => request.query)).toEqual([{ cla_cohort_id: 1, limit: STUDENT_PAGE }]);
  // a page shorter than a full one is the whole cohort: no pages to move through
  expect(screen.queryByRole('navigation', { name: 'Pages of students' })).not.toBeInTheDocument();
  const ada = within(table).getByRole('row', { name: /Ada Student/ });
  expect(within(ada).getByRole('link', { name: '80 late' })).toHaveAttribute('href', '/portal/submissions/17');
  expect(within(ada).getByText('80 / 100')).toBeInTheDocument();
  expect(within(ada).getByText('Weighted total: 80% (assignments count 100%, attendance 0%)')).toBeInTheDocument();
  expect(within(table).getByRole('row', { name: /Ben Student/ })).toHaveTextContent('missing');
  // joined the cohort after the essay was due: not charged for it
  expect(within(table).getByRole('row', { name: /Cai Newcomer/ })).toHaveTextContent('not counted');
  expect(
    within(within(table).getByRole('row', { name: /Cai Newcomer/ }))
      .getAllByRole('cell')
      .at(-1),
  ).toHaveTextContent('none yet');
  expect(within(table).getByRole('row', { name: /Average/ })).toHaveTextContent('80');
  expect(screen.getByRole('button', { name: 'Download CSV' })).toBeEnabled();
});

test('a facilitator of one cohort sees its gradebook at once: there is nothing to choose between', async () => {
  mockEndpoint('listMyCohorts', twoCohorts().slice(0, 1));
  const { received } = mockEndpoint('getGradebook', BOOK);
  renderScreen(<GradebookScreen />, { signedIn: facilitatorUser() });
  await screen.findByRole('table');
  expect(screen.getByLabelText('Cohort')).toHaveValue('1');
  expect(received.map((request) => request.query)).toEqual([{ cla_cohort_id: 1, limit: STUDENT_PAGE }]);
  expect(screen.getByRole('button', { name: 'Download CSV' })).toBeEnabled();
});

test("the course filter offers the cohort's courses and narrows the gradebook to one", async () => {
  const { received } = mockEndpoint('getGradebook', BOOK);
  const { user } = renderScreen(<GradebookScreen />, { signedIn: facilitatorUser() });
  await user.selectOptions(screen.getByLabelText('Cohort'), await screen.findByRole('option', { name: 'Cohort 1' }));
  await screen.findByRole('table');
  const course = screen.getByLabelText('Course');
  expect(within(course).queryByRole('option', { name: 'Other cohort' })).not.toBeInTheDocument();
  await user.selectOptions(course, 'Servant Leadership');
  await screen.findByRole('table');
  expect(received.map((request) => request.query)).toEqual([
    { cla_cohort_id: 1, limit: STUDENT_PAGE },
    { cla_cohort_id: 1, cla_course_id: 5, limit: STUDENT_PAGE },
  ]);
});

test('a gradebook that cannot be loaded says so, toasts, and Retry loads it', async () => {
  mockEndpoint('getGradebook', { error: 'Something went wrong on our side. Please try again.' }, 500);
  const { user } = renderScreen(<GradebookScreen />, { signedIn: facilitatorUser() });
  await user.selectOptions(screen.getByLabelText('Cohort'), await screen.findByRole('option', { name: 'Cohort 1' }));
  expect(await screen.findByText('Failed to load the gradebook.', { selector: '.Toastify *' })).toBeInTheDocument();
  mockEndpoint('getGradebook', { ...BOOK, students: [] });
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('This cohort has no students yet.')).toBeInTheDocument();
});

test("in French the gradebook's cells, totals and headings read in French, the dates with French month names", async () => {
  mockEndpoint('getGradebook', BOOK);
  const { user } = renderScreen(<GradebookScreen />, { signedIn: facilitatorUser() });
  await user.selectOptions(screen.getByLabelText('Cohort'), await screen.findByRole('option', { name: 'Cohort 1' }));
  const table = await screen.findByRole('table');
  await act(() => setLocale('fr'));
  try {
    expect(screen.getByRole('heading', { level: 1, name: 'Carnet de notes' })).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: '80 en retard' })).toHaveAttribute('href', '/portal/submissions/17');
    expect(within(table).getByRole('row', { name: /Ben Student/ })).toHaveTextContent('manquant');
    expect(within(table).getByRole('row', { name: /Cai Newcomer/ })).toHaveTextContent('non compté');
    expect(within(table).getByRole('columnheader', { name: /Essay/ })).toHaveTextContent(/À rendre le .*mars 2026/);
    expect(within(table).getByRole('rowheader', { name: 'Moyenne' })).toBeInTheDocument();
  } finally {
    await act(() => setLocale('en'));
  }
});

test('a cohort of more students than a page shows a page at a time: Next asks for the students after the last shown, Previous goes back', async () => {
  const template = BOOK.students[0]!;
  const student = (n: number) => ({ ...template, user_id: 100 + n, name: `Student ${String(n).padStart(3, '0')}`, submissions: [] });
  const { received } = mockEndpoint('getGradebook', { ...BOOK, students: Array.from({ length: STUDENT_PAGE }, (_, i) => student(i + 1)) });
  const { user } = renderScreen(<GradebookScreen />, { signedIn: facilitatorUser() });
  await user.selectOptions(screen.getByLabelText('Cohort'), await screen.findByRole('option', { name: 'Cohort 1' }));
  await screen.findByRole('table');
  const pager = screen.getByRole('navigation', { name: 'Pages of students' });
  expect(within(pager).getByText(`Students 1–${STUDENT_PAGE}`)).toBeInTheDocument();
  expect(within(pager).getByRole('button', { name: 'Previous students' })).toHaveAttribute('aria-disabled', 'true');

  const nextPage = mockEndpoint('getGradebook', { ...BOOK, students: [student(STUDENT_PAGE + 1)] });
  await user.click(within(pager).getByRole('button', { name: 'Next students' }));
  expect(await screen.findByRole('row', { name: new RegExp(`Student 0${STUDENT_PAGE + 1}`) })).toBeInTheDocument();
  expect(received.map((request) => request.query)).toEqual([{ cla_cohort_id: 1, limit: STUDENT_PAGE }]);
  expect(nextPage.received.map((request) => request.query)).toEqual([{ cla_cohort_id: 1, limit: STUDENT_PAGE, after_user_id: 100 + STUDENT_PAGE }]);
  const next = screen.getByRole('navigation', { name: 'Pages of students' });
  expect(within(next).getByText(`Students ${STUDENT_PAGE + 1}–${STUDENT_PAGE + 1}`)).toBeInTheDocument();
  expect(within(next).getByRole('button', { name: 'Next students' })).toHaveAttribute('aria-disabled', 'true');

  const firstPage = mockEndpoint('getGradebook', { ...BOOK, students: Array.from({ length: STUDENT_PAGE }, (_, i) => student(i + 1)) });
  await user.click(within(next).getByRole('button', { name: 'Previous students' }));
  expect(await screen.findByRole('row', { name: /Student 001/ })).toBeInTheDocument();
  expect(within(screen.getByRole('navigation', { name: 'Pages of students' })).getByRole('button', { name: 'Previous students' })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
  expect(firstPage.received.map((request) => request.query)).not.toContainEqual(expect.objectContaining({ after_user_id: expect.anything() }));
});
