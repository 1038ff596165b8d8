import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import {
  decideApproval,
  listAccounts,
  listAwaitingApproval,
  listUndeliveredMail,
  moveStudent,
  sendPasswordReset,
  setAccountActive,
} from '@academy/shared/api/admin';
import { confirmDeletionRequest, listDeletionRequests } from '@academy/shared/api/personal-data';
import { listMyCohorts } from '@academy/shared/api/reference-data';
import type { AdminUser } from '@academy/shared/domain/types';
import Toasts from '@academy/shared/ui/Toasts';
import AccountsScreen from './AccountsScreen';

jest.mock('@academy/shared/api/admin', () => ({
  listAccounts: jest.fn(),
  setAccountActive: jest.fn(),
  sendPasswordReset: jest.fn(),
  listAwaitingApproval: jest.fn(),
  decideApproval: jest.fn(),
  listUndeliveredMail: jest.fn(),
  moveStudent: jest.fn(),
}));
jest.mock('@academy/shared/api/reference-data', () => ({ listMyCohorts: jest.fn() }));
const moveMock = jest.mocked(moveStudent);
const cohortsMock = jest.mocked(listMyCohorts);
jest.mock('@academy/shared/api/personal-data', () => ({ listDeletionRequests: jest.fn(), confirmDeletionRequest: jest.fn() }));
const listMock = jest.mocked(listAccounts);
const waitingMock = jest.mocked(listAwaitingApproval);
const decideMock = jest.mocked(decideApproval);
const activeMock = jest.mocked(setAccountActive);
const resetMock = jest.mocked(sendPasswordReset);
const undeliveredMock = jest.mocked(listUndeliveredMail);

const ESTHER: AdminUser = {
  id: 3,
  name: 'Esther Mensah',
  email: 'student@example.org',
  cla_role_name: 'student',
  cla_cohort_id: 1,
  cla_cohort_name: 'Cohort 1',
  deactivated_at: null,
  awaiting_approval_since: null,
};
const NEWCOMER: AdminUser = { ...ESTHER, id: 40, name: 'Ama Newcomer', email: 'ama@example.org', awaiting_approval_since: '2026-11-23T09:00:00.000Z' };

function renderScreen() {
  render(
    <MemoryRouter>
      <AccountsScreen />
      <Toasts />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  jest.resetAllMocks();
  waitingMock.mockResolvedValue([]);
  undeliveredMock.mockResolvedValue([]);
  jest.mocked(listDeletionRequests).mockResolvedValue([]);
  cohortsMock.mockResolvedValue([
    { id: 1, name: 'Cohort 1' },
    { id: 2, name: 'Cohort 2' },
  ]);
});

test('lists the mail the mail server refused for good, with its reply', async () => {
  undeliveredMock.mockResolvedValue([
    {
      id: 9,
      kind: 'invitation',
      to: 'nobody@example.org',
      subject: 'You are invited',
      reason: '550 5.1.1 mailbox unavailable',
      failed_at: '2026-11-23T09:00:00.000Z',
    },
  ]);
  listMock.mockResolvedValue([ESTHER]);
  renderScreen();
  const table = await screen.findByRole('table', { name: 'Mail that could not be delivered' });
  expect(within(table).getByRole('rowheader', { name: 'nobody@example.org' })).toBeInTheDocument();
  expect(within(table).getByText('550 5.1.1 mailbox unavailable')).toBeInTheDocument();
  expect(within(table).getByText(/Mon, 23 Nov 2026, .* (UTC|GMT)/)).toBeInTheDocument();
});

test('shows no undelivered mail section while there is none', async () => {
  listMock.mockResolvedValue([ESTHER]);
  renderScreen();
  await screen.findByRole('table', { name: 'Accounts' });
  expect(screen.queryByRole('heading', { name: 'Mail that could not be delivered' })).toBeNull();
});

test('lists the requests to delete an account; Confirm deletes only after a second confirmation', async () => {
  jest.mocked(listDeletionRequests).mockResolvedValue([
    {
      id: 3,
      name: 'Esther Mensah',
      email: 'student@example.org',
      cla_role_name: 'student',
      cla_cohort_name: 'Cohort 1',
      requested_at: '2026-11-23T09:00:00.000Z',
    },
  ]);
  jest.mocked(confirmDeletionRequest).mockResolvedValue({ message: 'deleted' });
  listMock.mockResolvedValue([ESTHER]);
  renderScreen();
  const requests = await screen.findByRole('table', { name: 'Requests to delete an account' });
  await userEvent.click(within(requests).getByRole('button', { name: 'Confirm deleting Esther Mensah' }));
  await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(confirmDeletionRequest).not.toHaveBeenCalled();
  await userEvent.click(within(requests).getByRole('button', { name: 'Confirm deleting Esther Mensah' }));
  await userEvent.click(screen.getByRole('button', { name: 'Delete the account' }));
  expect(confirmDeletionRequest).toHaveBeenCalledWith(3);
  expect(await screen.findByText('The account of Esther Mensah was deleted; the academic records stay without a name.')).toBeInTheDocument();
  expect(screen.queryByRole('table', { name: 'Requests to delete an account' })).toBeNull();
});

test('moves a student to another cohort: the cohorts but their own, then a confirmation', async () => {
  listMock.mockResolvedValue([ESTHER]);
  moveMock.mockResolvedValue({ ...ESTHER, cla_cohort_id: 2, cla_cohort_name: 'Cohort 2' });
  renderScreen();
  const table = await screen.findByRole('table', { name: 'Accounts' });
  await userEvent.click(within(table).getByRole('button', { name: 'Move to another cohort for Esther Mensah' }));
  const dialog = screen.getByRole('alertdialog', { name: 'Move Esther Mensah to another cohort?' });
  const move = within(dialog).getByRole('button', { name: 'Move' });
  expect(move).toBeDisabled();
  const choice = within(dialog).getByLabelText('New cohort');
  expect(
    within(choice)
      .getAllByRole('option')
      .map((o) => o.textContent),
  ).toEqual(['Select a cohort', 'Cohort 2']);
  await userEvent.selectOptions(choice, 'Cohort 2');
  await userEvent.click(move);
  expect(moveMock).toHaveBeenCalledWith(3, 2);
  expect(await screen.findByText('Esther Mensah now belongs to Cohort 2.')).toBeInTheDocument();
  expect(within(table).getByText('Cohort 2')).toBeInTheDocument();
  expect(screen.queryByRole('alertdialog')).toBeNull();
});

test('filters by cohort and role', async () => {
  listMock.mockResolvedValue([ESTHER]);
  renderScreen();
  await screen.findByRole('table', { name: 'Accounts' });
  await userEvent.selectOptions(screen.getByLabelText('Role'), 'Students');
  await userEvent.selectOptions(await screen.findByLabelText('Cohort'), 'Cohort 2');
  await userEvent.click(screen.getByRole('button', { name: 'Search' }));
  expect(listMock).toHaveBeenLastCalledWith({ q: undefined, role: 'student', cla_cohort_id: 2 });
});

test('lists the students awaiting approval: Approve at once, Decline after a confirmation, each leaving the list', async () => {
  const other = { ...NEWCOMER, id: 41, name: 'Kofi Newcomer' };
  waitingMock.mockResolvedValue([NEWCOMER, other]);
  listMock.mockResolvedValue([NEWCOMER, ESTHER]);
  decideMock.mockImplementation(async (id) => ({ ...NEWCOMER, id, awaiting_approval_since: null }));
  renderScreen();
  const waiting = await screen.findByRole('table', { name: 'Students awaiting approval' });
  expect(within(await screen.findByRole('table', { name: 'Accounts' })).getByText('Awaiting approval')).toBeInTheDocument();

  await userEvent.click(within(waiting).getByRole('button', { name: 'Approve Ama Newcomer' }));
  expect(decideMock).toHaveBeenCalledWith(40, 'approve');
  expect(await screen.findByText('Ama Newcomer is approved.')).toBeInTheDocument();
  expect(within(waiting).queryByText('Ama Newcomer')).toBeNull();

  await userEvent.click(within(waiting).getByRole('button', { name: 'Decline Kofi Newcomer' }));
  expect(decideMock).not.toHaveBeenCalledWith(41, 'decline');
  await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Decline' }));
  expect(decideMock).toHaveBeenCalledWith(41, 'decline');
  // nobody waits any more: the section is gone
  await screen.findByText('Kofi Newcomer is declined; the account is deactivated.');
  expect(screen.queryByRole('table', { name: 'Students awaiting approval' })).toBeNull();
});

test('deactivates an account only after the confirmation, and shows its new state', async () => {
  listMock.mockResolvedValue([ESTHER]);
  activeMock.mockResolvedValue({ ...ESTHER, deactivated_at: '2026-11-23T10:00:00.000Z' });
  renderScreen();
  const row = (await screen.findByRole('row', { name: /Esther Mensah/ })) as HTMLElement;
  expect(within(row).getByText('Active')).toBeInTheDocument();

  await userEvent.click(within(row).getByRole('button', { name: 'Deactivate Esther Mensah' }));
  const dialog = screen.getByRole('alertdialog', { name: 'Deactivate Esther Mensah?' });
  expect(activeMock).not.toHaveBeenCalled();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Deactivate' }));

  expect(await within(row).findByText('Deactivated')).toBeInTheDocument();
  expect(activeMock).toHaveBeenCalledWith(3, false);
  expect(within(row).getByRole('button', { name: 'Reactivate Esther Mensah' })).toBeInTheDocument();
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
});

test('searches by name and role, and sends the reset mail with the answer as a toast', async () => {
  listMock.mockResolvedValue([ESTHER]);
  resetMock.mockResolvedValue('A password reset link was sent to student@example.org.');
  renderScreen();
  await screen.findByRole('row', { name: /Esther Mensah/ });
  await userEvent.type(screen.getByLabelText('Name or e-mail'), 'esther');
  await userEvent.selectOptions(screen.getByLabelText('Role'), 'student');
  await userEvent.click(screen.getByRole('button', { name: 'Search' }));
  expect(listMock).toHaveBeenLastCalledWith({ q: 'esther', role: 'student' });

  await userEvent.click(await screen.findByRole('button', { name: 'Send password reset to Esther Mensah' }));
  expect(await screen.findByText('A password reset link was sent to student@example.org.')).toBeInTheDocument();
});

test('no match shows the empty state; a failed load the message and Retry', async () => {
  listMock.mockResolvedValueOnce([]);
  renderScreen();
  expect(await screen.findByText('No account matches.')).toBeInTheDocument();
  listMock.mockRejectedValueOnce(new Error('down'));
  await userEvent.click(screen.getByRole('button', { name: 'Search' }));
  expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
});
