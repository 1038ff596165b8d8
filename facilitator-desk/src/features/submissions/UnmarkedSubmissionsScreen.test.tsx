import { act, screen, within } from '@testing-library/react';
import type { Submission } from '@academy/shared/domain/types';
import { mockEndpoint } from '@academy/shared/testing/api-mocks';
import { renderScreen } from '@academy/shared/testing/render-screen';
import { unmarkedSubmission } from '@academy/shared/testing/submissions';
import { facilitatorUser } from '@academy/shared/testing/users';
import { mockReaderZone } from '@academy/shared/testing/reader-zone';
import UnmarkedSubmissionsScreen from './UnmarkedSubmissionsScreen';

// typing through user-event on a busy 2-core machine can pass the 5 s default; nothing here is timed
jest.setTimeout(30_000);

const facilitator = facilitatorUser({ email: 'grace@example.org', cla_cohort_id: 3, cla_cohort_name: 'Cohort 3' });

function submission(id: number, assignmentName: string): Submission {
  return unmarkedSubmission({ id, assignment_name: assignmentName });
}

/** The screen over a server whose unmarked list is `list` less what was marked since. */
async function renderUnmarked(list: Submission[]) {
  mockEndpoint('listSubmissions', () => list.filter((work) => !marked.has(work.id)));
  const rendered = renderScreen(<UnmarkedSubmissionsScreen />, { signedIn: facilitator });
  expect(screen.getByRole('heading', { name: 'Unmarked Submissions' })).toBeInTheDocument();
  await screen.findAllByText(list.length ? 'Ada Student' : 'No unmarked submissions.', { exact: true });
  return rendered;
}

function card(name: string) {
  return within(screen.getByRole('article', { name }));
}

let marked: Set<number>;

// the reader chose West Africa in Profile: every time is read there, the zone named
beforeEach(() => mockReaderZone('Africa/Lagos'));

beforeEach(() => {
  marked = new Set();
});

test('the score is required, a whole number and from 0 to 100; each message is tied to the input', async () => {
  const sent = mockEndpoint('markSubmission', ({ params }) => ({ ...submission(params.id, 'Essay'), status: 'marked' as const, score: 1 })).received;
  const { user } = await renderUnmarked([submission(17, 'Essay')]);
  const essay = card('Essay');
  const input = essay.getByLabelText('Score (%)');
  const mark = essay.getByRole('button', { name: 'Mark' });

  await user.click(mark);
  expect(input).toHaveAccessibleDescription(expect.stringContaining('Score is required.'));
  expect(input).toHaveFocus();
  await user.type(input, '101');
  await user.click(mark);
  expect(input).toHaveAccessibleDescription(expect.stringContaining('Score must be between 0 and 100.'));
  await user.clear(input);
  await user.type(input, '-3');
  await user.click(mark);
  expect(input).toHaveAccessibleDescription(expect.stringContaining('Score must be between 0 and 100.'));
  await user.clear(input);
  await user.type(input, '85.5');
  await user.click(mark);
  expect(input).toHaveAccessibleDescription(expect.stringContaining('Score must be a whole number.'));
  expect(sent).toEqual([]);
});

test('Mark saves the score once, toasts, and the card leaves the list', async () => {
  let answer: () => void = () => undefined;
  const sent = mockEndpoint(
    'markSubmission',
    ({ params, body }) =>
      new Promise<Submission>((resolve) => {
        answer = () => {
          marked.add(params.id);
          resolve({ ...submission(params.id, 'Essay'), status: 'marked', score: body.cla_submission.score });
        };
      }),
  ).received;
  const { user } = await renderUnmarked([submission(17, 'Essay'), submission(18, 'Report')]);
  await user.type(card('Essay').getByLabelText('Score (%)'), '85');
  await user.dblClick(card('Essay').getByRole('button', { name: 'Mark' }));
  expect(card('Essay').getByRole('button', { name: 'Marking...' })).toHaveAttribute('aria-disabled', 'true');
  await act(async () => undefined);
  expect(sent.map((request) => [request.params, request.body])).toEqual([[{ id: 17 }, { cla_submission: { score: 85, feedback: '' } }]]);

  await act(async () => answer());
  expect(await screen.findByText('Submission marked successfully!')).toBeInTheDocument();
  expect(screen.queryByRole('article', { name: 'Essay' })).not.toBeInTheDocument();
  expect(screen.getByRole('article', { name: 'Report' })).toBeInTheDocument();
});

test('a failed Mark toasts the required text and keeps the card and the score', async () => {
  mockEndpoint('markSubmission', { error: '' }, 500);
  const { user } = await renderUnmarked([submission(17, 'Essay')]);
  await user.type(card('Essay').getByLabelText('Score (%)'), '70');
  await user.click(card('Essay').getByRole('button', { name: 'Mark' }));
  expect(await screen.findByText('Failed to mark submission. Please try again.')).toBeInTheDocument();
  expect(card('Essay').getByLabelText('Score (%)')).toHaveValue(70);
});

test('no unmarked work says so', async () => {
  await renderUnmarked([]);
  expect(await screen.findByText('No unmarked submissions.')).toBeInTheDocument();
});

test("two pieces of one student's work are two marking forms told apart by their assignment", async () => {
  await renderUnmarked([submission(17, 'Essay'), submission(18, 'Reflection')]);
  expect(screen.getByRole('form', { name: "Mark Ada Student's work on Essay" })).toBeInTheDocument();
  expect(screen.getByRole('form', { name: "Mark Ada Student's work on Reflection" })).toBeInTheDocument();
});
