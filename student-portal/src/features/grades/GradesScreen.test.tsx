import { act, screen, waitFor, within } from '@testing-library/react';
import { onlineManager } from '@tanstack/react-query';
import type { Grades } from '@academy/shared/domain/types';
import { http, HttpResponse } from 'msw';
import { appConfig } from '@academy/shared/config/app-config';
import { apiServer, dropEndpoint, mockEndpoint } from '@academy/shared/testing/api-mocks';
import { useSessionStore } from '@academy/shared/session/store';
import { renderScreen } from '@academy/shared/testing/render-screen';
import { unmarkedSubmission } from '@academy/shared/testing/submissions';
import { mockReaderZone } from '@academy/shared/testing/reader-zone';
import { studentUser } from '@academy/shared/testing/users';
import Outbox from '@academy/shared/ui/offline/Outbox';
import { handIn } from '@academy/shared/offline/outbox';
import GradesScreen from './GradesScreen';

// typing through user-event on a busy 2-core machine can pass the 5 s default; nothing here is timed
jest.setTimeout(30_000);

const WORK = { late: false, submitted_at: '2026-03-05T10:00:00.000Z', feedback: null, download_link: 'https://docs.google.com/document/d/first-draft' };

function grades(): Grades {
  return {
    total_user_score: 85,
    total_possible_score: 200,
    score_percentage: 43,
    weighted_percentage: 43,
    weighting: { assignments: 100, attendance: 0 },
    courses: [
      {
        course_id: 5,
        course_name: 'Servant Leadership',
        total_user_score: 85,
        total_possible_score: 200,
        score_percentage: 43,
        weighted_percentage: 43,
        weighting: { assignments: 100, attendance: 0 },
        pass_mark: null,
        assignments: [
          {
            id: 9,
            name: 'Essay',
            due_date: '2026-03-05',
            due_at: '2026-03-05T23:59:00.000Z',
            past_due: true,
            weight: 1,
            missing: false,
            submission: { ...WORK, id: 17, status: 'marked', score: 85, feedback: 'Cite a second book.' },
          },
          {
            id: 10,
            name: 'Report',
            due_date: '2026-03-12',
            due_at: '2026-03-12T23:59:00.000Z',
            past_due: true,
            weight: 1,
            missing: false,
            submission: { ...WORK, id: 18, status: 'unmarked', score: null },
          },
          {
            id: 11,
            name: 'Reflection',
            due_date: '2026-03-19',
            due_at: '2026-03-19T23:59:00.000Z',
            past_due: true,
            weight: 1,
            missing: true,
            submission: null,
          },
        ],
      },
    ],
  };
}

function renderGrades() {
  return renderScreen(<GradesScreen />, { signedIn: studentUser() });
}

beforeEach(() => {
  mockEndpoint('listMyAttendance', []);
  // no zone chosen in Profile: the browser's
  mockEndpoint('getNoticeSettings', { error: 'none' }, 500);
});

test('a student without courses or attendance yet is told so once the grades are in', async () => {
  mockEndpoint('getMyGrades', {
    total_user_score: 0,
    total_possible_score: 0,
    score_percentage: 0,
    weighted_percentage: 0,
    weighting: { assignments: 100, attendance: 0 },
    courses: [],
  });
  renderGrades();
  expect(screen.getByRole('status')).toHaveTextContent('Loading your grades...');
  expect(await screen.findByText('No courses yet.')).toBeInTheDocument();
  expect(screen.getByText('Overall: no marked work yet')).toBeInTheDocument();
  expect(screen.getByText('No attendance recorded yet.')).toBeInTheDocument();
});

test('the attendance history lists each class by course with its status, when it was in the reader’s zone', async () => {
  mockReaderZone('Asia/Tokyo');
  mockEndpoint('getMyGrades', grades());
  // the academy's (UTC) Sunday evening is Monday morning in Tokyo
  mockEndpoint('listMyAttendance', [
    {
      course_id: 5,
      live_class_id: 1,
      course_name: 'Servant Leadership',
      class_name: 'Opening',
      date: '2026-03-01',
      starts_at: '2026-03-01T16:00:00.000Z',
      status: 'present',
    },
    {
      course_id: 5,
      live_class_id: 2,
      course_name: 'Servant Leadership',
      class_name: 'Second week',
      date: '2026-03-08',
      starts_at: '2026-03-08T16:00:00.000Z',
      status: 'late',
    },
  ]);
  renderGrades();
  const table = await screen.findByRole('table', { name: 'Servant Leadership' });
  await waitFor(() =>
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) =>
          within(row)
            .getAllByRole('cell')
            .map((cell) => cell.textContent),
        ),
    ).toEqual([
      ['Mon, 2 Mar 2026, 1:00 AM GMT+9 (Asia/Tokyo)', 'Opening', 'Present'],
      ['Mon, 9 Mar 2026, 1:00 AM GMT+9 (Asia/Tokyo)', 'Second week', 'Late'],
    ]),
  );
});

test('the overall figure, each course with its marks and feedback, and what is missing', async () => {
  mockEndpoint('getMyGrades', grades());
  renderGrades();
  expect(await screen.findByText('Overall: 43% (85 of 200)')).toBeInTheDocument();
  const course = screen.getByRole('article', { name: 'Servant Leadership' });
  expect(within(course).getByText('Cite a second book.')).toBeInTheDocument();
  expect(within(course).getByText('Waiting to be marked.')).toBeInTheDocument();
  expect(within(course).getByText('Missing: not submitted by the due time, counts as 0.')).toBeInTheDocument();
  expect(screen.getByText('No attendance recorded yet.')).toBeInTheDocument();
});

test('a course whose work is still waiting to be marked says so rather than 0%', async () => {
  const waiting = grades().courses[0]!;
  const onlyUnmarked = { ...waiting, total_user_score: 0, total_possible_score: 0, score_percentage: 0, assignments: waiting.assignments.slice(1, 2) };
  mockEndpoint('getMyGrades', { ...grades(), courses: [grades().courses[0]!, { ...onlyUnmarked, course_id: 6, course_name: 'Stewardship' }] });
  renderGrades();
  const course = await screen.findByRole('article', { name: 'Stewardship' });
  expect(within(course).getByText('Course total: no marked work yet')).toBeInTheDocument();
  expect(within(course).queryByText(/0%/)).not.toBeInTheDocument();
  expect(within(screen.getByRole('article', { name: 'Servant Leadership' })).getByText('Course total: 43% (85 of 200)')).toBeInTheDocument();
});

test('work due before the student joined the cohort is not missing: it says so and is not counted', async () => {
  const course = grades().courses[0]!;
  const joinedLate = { ...course, assignments: course.assignments.map((a) => (a.id === 11 ? { ...a, missing: false } : a)) };
  mockEndpoint('getMyGrades', { ...grades(), courses: [joinedLate] });
  renderGrades();
  expect(await screen.findByText('Due before you joined this cohort: not counted.')).toBeInTheDocument();
  expect(screen.queryByText('Missing: not submitted by the due time, counts as 0.')).not.toBeInTheDocument();
});

test('the link of unmarked work is replaced, and the grades are read again', async () => {
  const replaced = mockEndpoint('replaceSubmissionLink', ({ params }) => unmarkedSubmission({ id: params.id })).received;
  const reads = mockEndpoint('getMyGrades', grades()).received;
  const { user } = renderGrades();
  const form = await screen.findByRole('form', { name: 'Replace the link of Report' });
  // the link in place now, to check before replacing it
  const report = within(form.closest('li') as HTMLElement);
  expect(report.getByRole('link', { name: 'https://docs.google.com/document/d/first-draft' })).toHaveAttribute(
    'href',
    'https://docs.google.com/document/d/first-draft',
  );
  await user.type(within(form).getByLabelText('New document URL'), 'https://docs.google.com/document/d/new');
  await user.click(within(form).getByRole('button', { name: 'Replace link' }));
  expect(await screen.findByText('Link replaced.')).toBeInTheDocument();
  expect(replaced.map((request) => [request.params, request.body])).toEqual([
    [{ id: 18 }, { cla_submission: { download_link: 'https://docs.google.com/document/d/new' } }],
  ]);
  expect(reads.length).toBeGreaterThanOrEqual(2);
});

test('past the due time, the new link field says a new link makes the work late; before it, it does not', async () => {
  const book = grades();
  const report = book.courses[0]!.assignments[1]!;
  book.courses[0]!.assignments.push({
    ...report,
    id: 12,
    name: 'Plan',
    due_at: new Date(Date.now() + 86_400_000).toISOString(),
    past_due: false,
    submission: { ...WORK, id: 19, status: 'unmarked', score: null },
  });
  mockEndpoint('getMyGrades', book);
  renderGrades();
  const late = await screen.findByRole('form', { name: 'Replace the link of Report' });
  expect(within(late).getByLabelText('New document URL')).toHaveAccessibleDescription(
    'Allowed until your work is marked. The due time has passed: a new link counts as handed in now, so this work will count as late.',
  );
  const early = screen.getByRole('form', { name: 'Replace the link of Plan' });
  expect(within(early).getByLabelText('New document URL')).toHaveAccessibleDescription('Allowed until your work is marked.');
});

test('offline, a new link waits on the phone, warns once its due moment passes, and is sent once when the network is back', async () => {
  const dueSoon = grades();
  const report = dueSoon.courses[0]!.assignments[1]!;
  report.due_at = new Date(Date.now() + 1500).toISOString();
  report.past_due = false;
  mockEndpoint('getMyGrades', dueSoon);
  const replaced = mockEndpoint('replaceSubmissionLink', ({ params }) => unmarkedSubmission({ id: params.id })).received;
  // the one try made without a network
  dropEndpoint('replaceSubmissionLink', 1);
  const network = (online: boolean) => {
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
    act(() => onlineManager.setOnline(online));
  };
  try {
    const { user } = renderScreen(
      <>
        <Outbox />
        <GradesScreen />
      </>,
      { signedIn: studentUser() },
    );
    const form = await screen.findByRole('form', { name: 'Replace the link of Report' });
    network(false);
    await user.type(within(form).getByLabelText('New document URL'), 'https://docs.google.com/document/d/later');
    await user.click(within(form).getByRole('button', { name: 'Replace link' }));
    expect(await screen.findByText('Waiting to send', { selector: '[role=status]' })).toHaveTextContent(
      'Waiting to sendYour new link https://docs.google.com/document/d/later is kept on this device and is sent when you are back online.',
    );
    expect(screen.getByRole('heading', { name: '1 hand-in waiting to send' })).toBeInTheDocument();
    expect(replaced).toHaveLength(0);

    const warning = 'The due time passed while this waited: it will be marked late when it arrives.';
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(warning);
    expect(screen.getAllByText(warning)).toHaveLength(2);

    network(true);
    act(() => void window.dispatchEvent(new Event('online')));
    expect(await screen.findByText('Your work for Report was sent.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('heading', { name: /waiting to send/ })).not.toBeInTheDocument());
    expect(replaced.map((request) => [request.params, request.body])).toEqual([
      [{ id: 18 }, { cla_submission: { download_link: 'https://docs.google.com/document/d/later' } }],
    ]);
  } finally {
    network(true);
    // what a sign-out does: nothing waits for the next test
    act(() => useSessionStore.getState().clear());
  }
});

test('work handed in offline is said to wait on the device, not to be missing, until it is sent', async () => {
  mockEndpoint('getMyGrades', grades());
  dropEndpoint('submitAssignment');
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
  try {
    const student = studentUser();
    renderScreen(<GradesScreen />, { signedIn: student });
    await act(() =>
      handIn({ userId: student.id, assignmentId: 11, assignmentName: 'Reflection', link: 'https://docs.google.com/document/d/mine', facilitatorId: 3 }),
    );
    const reflection = (await screen.findByRole('heading', { name: 'Reflection' })).closest('li')!;
    expect(await within(reflection).findByRole('status')).toHaveTextContent(
      'Waiting to sendYour link https://docs.google.com/document/d/mine is kept on this device and is sent when you are back online.',
    );
    expect(within(reflection).queryByText(/Missing/)).not.toBeInTheDocument();
  } finally {
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => true });
    // what a sign-out does: nothing waits for the next test
    act(() => useSessionStore.getState().clear());
  }
});

test('a new link whose answer was lost is sent again with the same key, so the academy writes it once', async () => {
  mockEndpoint('getMyGrades', grades());
  const keys: string[] = [];
  apiServer.use(
    http.put(`${appConfig().apiBaseUrl}/cla_submissions/:id/link`, ({ request, params }) => {
      keys.push(request.headers.get('Idempotency-Key') ?? 'none');
      // the first reached the academy, but its answer was lost on the way back
      return keys.length === 1 ? HttpResponse.error() : HttpResponse.json(unmarkedSubmission({ id: Number(params.id) }));
    }),
  );
  const { user } = renderGrades();
  const form = await screen.findByRole('form', { name: 'Replace the link of Report' });
  await user.type(within(form).getByLabelText('New document URL'), 'https://docs.google.com/document/d/new');
  await user.click(within(form).getByRole('button', { name: 'Replace link' }));
  expect(await within(form).findByText('No response from server. Please check your internet connection.')).toBeInTheDocument();
  await user.click(within(form).getByRole('button', { name: 'Replace link' }));
  expect(await screen.findByText('Link replaced.')).toBeInTheDocument();
  expect(keys).toHaveLength(2);
  expect(keys[1]).toBe(keys[0]);
});

test('an empty new link is said on its field, which takes the focus, and nothing is sent', async () => {
  mockEndpoint('getMyGrades', grades());
  const replaced = mockEndpoint('replaceSubmissionLink', unmarkedSubmission()).received;
  const { user } = renderGrades();
  const form = await screen.findByRole('form', { name: 'Replace the link of Report' });
  await user.click(within(form).getByRole('button', { name: 'Replace link' }));
  const field = within(form).getByLabelText('New document URL');
  expect(field).toHaveAttribute('aria-invalid', 'true');
  expect(field).toHaveFocus();
  expect(replaced).toEqual([]);
});

test('a refused link says why in the form', async () => {
  mockEndpoint('getMyGrades', grades());
  mockEndpoint('replaceSubmissionLink', { error: 'This work has been marked: its link can no longer be replaced.' }, 409);
  const { user } = renderGrades();
  const form = await screen.findByRole('form', { name: 'Replace the link of Report' });
  await user.type(within(form).getByLabelText('New document URL'), 'https://docs.google.com/document/d/new');
  await user.click(within(form).getByRole('button', { name: 'Replace link' }));
  expect(await within(form).findByText('This work has been marked: its link can no longer be replaced.')).toBeInTheDocument();
});

test('grades that cannot be loaded say so, and Retry loads them', async () => {
  mockEndpoint('getMyGrades', { error: 'Something went wrong on our side. Please try again.' }, 500);
  const { user } = renderGrades();
  expect(await screen.findByText('Failed to load your grades.', { selector: '[role="alert"] p' })).toBeInTheDocument();
  expect(await screen.findByText('Failed to load your grades.', { selector: '.Toastify *' })).toBeInTheDocument();
  mockEndpoint('getMyGrades', grades());
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('Overall: 43% (85 of 200)')).toBeInTheDocument();
});
