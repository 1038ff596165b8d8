import { act, screen, waitFor } from '@testing-library/react';
import { setLocale } from '@academy/shared/i18n/locale';
import type { Assignment, Submission } from '@academy/shared/domain/types';
import { mockEndpoint } from '@academy/shared/testing/api-mocks';
import { essayAssignment } from '@academy/shared/testing/assignments';
import { courseFixture } from '@academy/shared/testing/courses';
import { renderScreen } from '@academy/shared/testing/render-screen';
import { unmarkedSubmission } from '@academy/shared/testing/submissions';
import { studentUser } from '@academy/shared/testing/users';
import { mockReaderZone } from '@academy/shared/testing/reader-zone';
import AssignmentDetailsScreen from './AssignmentDetailsScreen';

// typing through user-event on a busy 2-core machine can pass the 5 s default; nothing here is timed
jest.setTimeout(30_000);

const student = studentUser({ id: 42, name: 'Ada Student' });

const essay = essayAssignment();

const LINK = 'https://docs.google.com/document/d/abc/edit?usp=sharing';

async function renderDetails(assignment: Assignment = essay) {
  mockEndpoint('getAssignment', assignment);
  const rendered = renderScreen(<AssignmentDetailsScreen />, { path: '/portal/assignments/:id', url: '/portal/assignments/9', signedIn: student });
  await screen.findByRole('heading', { level: 1, name: (name) => name.startsWith(assignment.name) });
  return rendered;
}

// the reader chose West Africa in Profile: every time is read there, the zone named
beforeEach(() => mockReaderZone('Africa/Lagos'));

test('the document URL is required, then must be a real http(s) address; both messages are tied to the input', async () => {
  const sent = mockEndpoint('submitAssignment', unmarkedSubmission()).received;
  const { user } = await renderDetails();
  const input = screen.getByLabelText('Document URL');

  await user.click(screen.getByRole('button', { name: 'Submit' }));
  expect(input).toHaveAccessibleDescription(expect.stringContaining('Document URL is required.'));
  expect(input).toHaveAttribute('aria-invalid', 'true');
  expect(input).toHaveFocus();

  await user.type(input, 'docs.google.com/my-essay');
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  expect(input).toHaveAccessibleDescription(expect.stringContaining('Enter a full web address starting with https://.'));
  expect(sent).toEqual([]);
});

test('a link showing an error is checked as it is typed: the error says what is wrong now, and goes once it is put right', async () => {
  const { user } = await renderDetails();
  const input = screen.getByLabelText('Document URL');
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  expect(input).toHaveAccessibleDescription(expect.stringContaining('Document URL is required.'));
  await user.type(input, 'docs.google.com/my-essay');
  expect(input).not.toHaveAccessibleDescription(expect.stringContaining('Document URL is required.'));

  await user.type(input, '/v2');
  expect(input).toHaveAccessibleDescription(expect.stringContaining('Enter a full web address starting with https://.'));

  await user.clear(input);
  await user.type(input, LINK);
  expect(input).not.toHaveAccessibleDescription(expect.stringContaining('Enter a full web address'));
  expect(input).not.toHaveAttribute('aria-invalid');
});

test('work whose due time has passed says, before it is sent, that it will count as late', async () => {
  await renderDetails({ ...essay, due_at: '2020-01-10T23:59:00.000Z' });
  expect(screen.getByLabelText('Document URL')).toHaveAccessibleDescription(expect.stringContaining('The due time has passed: this work will count as late.'));
});

test('the due moment passing while the form is open is said at once to a screen reader, and the typed link stays', async () => {
  const { user } = await renderDetails({ ...essay, due_at: new Date(Date.now() + 1_500).toISOString() });
  await user.type(screen.getByLabelText('Document URL'), LINK);
  const late = 'The due time has passed: this work will count as late.';
  const saidLate = () => screen.queryAllByRole('status').some((status) => status.textContent === late);
  expect(saidLate()).toBe(false);
  await waitFor(() => expect(saidLate()).toBe(true), { timeout: 5_000 });
  expect(screen.getByLabelText('Document URL')).toHaveValue(LINK);
});

test("the assignment's weight in its course's total is shown beside its due date", async () => {
  await renderDetails({ ...essay, weight: 3 });
  const weight = screen.getByText("Weight in the course's total");
  expect(weight.nextElementSibling).toHaveTextContent('3');
});

test('Help reveals what to submit and hides it again', async () => {
  const { user } = await renderDetails();
  const help = screen.getByRole('button', { name: 'Help' });
  expect(help).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByText(/Anyone with the link/)).not.toBeVisible();
  await user.click(help);
  expect(help).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getByText(/Anyone with the link/)).toBeVisible();
  await user.click(help);
  expect(screen.queryByText(/Anyone with the link/)).not.toBeVisible();
});

test('a good link is sent once, toasts success and the form gives way to the submitted note', async () => {
  let answer: (submission: Submission) => void = () => undefined;
  const sent = mockEndpoint('submitAssignment', () => new Promise<Submission>((resolve) => (answer = resolve))).received;
  // the submitted note reads the student's hand-ins
  mockEndpoint('listSubmissions', [unmarkedSubmission({ download_link: LINK })]);
  const { user } = await renderDetails();
  await user.type(screen.getByLabelText('Document URL'), `  ${LINK} `);
  await user.dblClick(screen.getByRole('button', { name: 'Submit' }));

  expect(screen.getByRole('button', { name: 'Submitting...' })).toHaveAttribute('aria-disabled', 'true');
  await act(async () => undefined);
  expect(sent.map((request) => request.body)).toEqual([
    { cla_submission: { download_link: LINK, cla_assignment_id: 9, cla_facilitator_id: 2, cla_student_id: 42 } },
  ]);

  await act(async () => answer(unmarkedSubmission({ student_name: 'Ada', student_email: 'a@b.org', download_link: LINK })));
  expect(await screen.findByText('Assignment submitted successfully!')).toBeInTheDocument();
  expect(screen.queryByLabelText('Document URL')).not.toBeInTheDocument();
  expect(screen.getByText(/already submitted this assignment/)).toHaveFocus();
  expect(screen.getByRole('link', { name: 'See your submitted assignments' })).toHaveAttribute('href', '/portal/assignments?tab=submitted');
});

test('a failure toasts the required text; a server reason is shown in the form as well', async () => {
  mockEndpoint('submitAssignment', { error: 'Something went wrong on our side. Please try again.' }, 500);
  const { user } = await renderDetails();
  await user.type(screen.getByLabelText('Document URL'), LINK);
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  expect(await screen.findByText('Failed to submit assignment. Please try again.')).toBeInTheDocument();
  expect(screen.getByLabelText('Document URL')).toHaveValue(LINK);

  mockEndpoint('submitAssignment', { error: 'You have already submitted this assignment.' }, 409);
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  expect(await screen.findByText('You have already submitted this assignment.')).toHaveAttribute('role', 'alert');
});

test('a submitted assignment has no form and says why', async () => {
  mockEndpoint('listSubmissions', []);
  await renderDetails({ ...essay, submitted: true });
  expect(screen.queryByLabelText('Document URL')).not.toBeInTheDocument();
  expect(await screen.findByText('You have already submitted this assignment. Your work is waiting to be marked.')).toBeInTheDocument();
});

test('a submitted assignment that was marked shows its score and feedback, not that it waits to be marked', async () => {
  mockEndpoint('listSubmissions', [
    unmarkedSubmission({ id: 5, assignment_id: 3 }),
    unmarkedSubmission({ status: 'marked', score: 88, feedback: 'Clear and honest.' }),
  ]);
  await renderDetails({ ...essay, submitted: true });
  expect(await screen.findByText('You have submitted this assignment, and it has been marked.')).toBeInTheDocument();
  expect(screen.getByText('Score: 88%')).toBeInTheDocument();
  expect(screen.getByText('Clear and honest.')).toBeInTheDocument();
  expect(screen.queryByText(/waiting to be marked/)).not.toBeInTheDocument();
});

test("a locked assignment has no form and says why, in the words of its course's lock (a course not started has no earlier work to complete)", async () => {
  mockEndpoint('getCourse', courseFixture({ locked: true, lock: { reason: 'not_started', opens_on: '2026-12-01' } }));
  await renderDetails({ ...essay, locked: true });
  expect(screen.queryByLabelText('Document URL')).not.toBeInTheDocument();
  expect(screen.getByText('This assignment is locked until its course opens to you.')).toBeInTheDocument();
});

test('in French the assignment, its due time with the French month, the hand-in form and its checks read in French', async () => {
  await act(() => setLocale('fr'));
  try {
    const { user } = await renderDetails();
    // read in the zone the student chose, once it has come
    await waitFor(() =>
      expect(screen.getByText('Date limite', { selector: 'dt' }).nextElementSibling).toHaveTextContent(/^ven\. 6 mars 2026, 00:59 UTC\+1 \(Africa\/Lagos\)$/),
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Rendre votre travail' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Retour aux devoirs' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Aide' }));
    expect(screen.getByRole('heading', { level: 3, name: /^Que rendre\s\?$/ })).toBeVisible();
    const input = screen.getByLabelText('URL du document');
    // the essay's due time (March) has passed
    expect(input).toHaveAccessibleDescription(
      'Un lien vers votre travail que votre formateur peut ouvrir. L’échéance est passée\u00a0: ce travail comptera comme rendu en retard.',
    );
    // the form's checks name the field as it reads, in French
    await user.click(screen.getByRole('button', { name: 'Rendre' }));
    expect(input).toHaveAccessibleDescription(expect.stringMatching(/Le champ «\sURL du document\s» est obligatoire\./));
    await user.type(input, 'docs.google.com/my-essay');
    await user.click(screen.getByRole('button', { name: 'Rendre' }));
    expect(input).toHaveAccessibleDescription(expect.stringContaining('Saisissez une adresse web complète commençant par https://.'));
  } finally {
    await act(() => setLocale('en'));
  }
});
