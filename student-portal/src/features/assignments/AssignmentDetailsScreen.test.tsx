import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { getAssignment } from '@academy/shared/api/assignments';
import { submitAssignment } from '@academy/shared/api/submissions';
import type { Assignment, Submission } from '@academy/shared/domain/types';
import { useSessionStore } from '@academy/shared/session/store';
import { essayAssignment } from '@academy/shared/testing/assignments';
import { httpError } from '@academy/shared/testing/http-error';
import { unmarkedSubmission } from '@academy/shared/testing/submissions';
import { studentUser } from '@academy/shared/testing/users';
import Toasts from '@academy/shared/ui/Toasts';
import AssignmentDetailsScreen from './AssignmentDetailsScreen';

jest.mock('@academy/shared/api/assignments', () => ({ getAssignment: jest.fn() }));
jest.mock('@academy/shared/api/submissions', () => ({ submitAssignment: jest.fn() }));

// typing through user-event on a busy 2-core machine can pass the 5 s default; nothing here is timed
jest.setTimeout(30_000);

const student = studentUser({ id: 42, name: 'Ada Student' });

const essay = essayAssignment();

const LINK = 'https://docs.google.com/document/d/abc/edit?usp=sharing';

async function renderScreen(assignment: Assignment = essay) {
  jest.mocked(getAssignment).mockResolvedValue(assignment);
  render(
    <MemoryRouter initialEntries={['/portal/assignments/9']}>
      <Routes>
        <Route path="/portal/assignments/:id" element={<AssignmentDetailsScreen />} />
      </Routes>
      <Toasts />
    </MemoryRouter>,
  );
  await screen.findByRole('heading', { level: 1, name: (name) => name.startsWith(assignment.name) });
}

beforeEach(() => {
  jest.mocked(getAssignment).mockReset();
  jest.mocked(submitAssignment).mockReset();
  useSessionStore.getState().signIn('tok', student);
});

test('the document URL is required, then must be a real http(s) address; both messages are tied to the input', async () => {
  await renderScreen();
  const input = screen.getByLabelText('Document URL');

  await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
  expect(input).toHaveAccessibleDescription(expect.stringContaining('Document URL is required.'));
  expect(input).toHaveAttribute('aria-invalid', 'true');
  expect(input).toHaveFocus();

  await userEvent.type(input, 'docs.google.com/my-essay');
  await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
  expect(input).toHaveAccessibleDescription(expect.stringContaining('Enter a full web address starting with https://.'));
  expect(submitAssignment).not.toHaveBeenCalled();
});

test('Help reveals what to submit and hides it again', async () => {
  await renderScreen();
  const help = screen.getByRole('button', { name: 'Help' });
  expect(help).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByText(/Anyone with the link/)).not.toBeVisible();
  await userEvent.click(help);
  expect(help).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getByText(/Anyone with the link/)).toBeVisible();
  await userEvent.click(help);
  expect(screen.queryByText(/Anyone with the link/)).not.toBeVisible();
});

test('a good link is sent once, toasts success and the form gives way to the submitted note', async () => {
  let answer: (submission: Submission) => void = () => undefined;
  jest.mocked(submitAssignment).mockImplementation(() => new Promise((resolve) => (answer = resolve)));
  await renderScreen();
  await userEvent.type(screen.getByLabelText('Document URL'), `  ${LINK} `);
  await userEvent.dblClick(screen.getByRole('button', { name: 'Submit' }));

  expect(screen.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
  expect(submitAssignment).toHaveBeenCalledTimes(1);
  expect(submitAssignment).toHaveBeenCalledWith({ download_link: LINK, cla_assignment_id: 9, cla_facilitator_id: 2, cla_student_id: 42 });

  await act(async () => answer(unmarkedSubmission({ student_name: 'Ada', student_email: 'a@b.org', download_link: LINK })));
  expect(await screen.findByText('Assignment submitted successfully!')).toBeInTheDocument();
  expect(screen.queryByLabelText('Document URL')).not.toBeInTheDocument();
  expect(screen.getByText(/already submitted this assignment/)).toHaveFocus();
  expect(screen.getByRole('link', { name: 'See your submitted assignments' })).toHaveAttribute('href', '/portal/assignments?tab=submitted');
});

test('a failure toasts the required text; a server reason is shown in the form as well', async () => {
  jest.mocked(submitAssignment).mockRejectedValueOnce(httpError(500, {}));
  await renderScreen();
  await userEvent.type(screen.getByLabelText('Document URL'), LINK);
  await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
  expect(await screen.findByText('Failed to submit assignment. Please try again.')).toBeInTheDocument();
  expect(screen.getByLabelText('Document URL')).toHaveValue(LINK);

  jest.mocked(submitAssignment).mockRejectedValueOnce(httpError(409, { error: 'You have already submitted this assignment.' }));
  await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
  expect(await screen.findByText('You have already submitted this assignment.')).toHaveAttribute('role', 'alert');
});

test('a submitted assignment has no form and says why', async () => {
  await renderScreen({ ...essay, submitted: true });
  expect(screen.queryByLabelText('Document URL')).not.toBeInTheDocument();
  expect(screen.getByText(/already submitted this assignment/)).toBeInTheDocument();
});

test('a locked assignment has no form and says why', async () => {
  await renderScreen({ ...essay, locked: true });
  expect(screen.queryByLabelText('Document URL')).not.toBeInTheDocument();
  expect(screen.getByText(/This assignment is locked/)).toBeInTheDocument();
});
