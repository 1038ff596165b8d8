import { act, screen, waitFor, within } from '@testing-library/react';
import { setLocale } from '@academy/shared/i18n/locale';
import type { AdminUser } from '@academy/shared/domain/types';
import { mockEndpoint } from '@academy/shared/testing/api-mocks';
import { twoCohorts } from '@academy/shared/testing/cohorts';
import { renderScreen } from '@academy/shared/testing/render-screen';
import { adminUser } from '@academy/shared/testing/users';
import { mockReaderZone } from '@academy/shared/testing/reader-zone';
import AccountsScreen from './AccountsScreen';

const ESTHER: AdminUser = {
  id: 3,
  name: 'Esther Mensah',
  email: 'student@example.org',
  cla_role_name: 'student',
  cla_cohort_id: 1,
  cla_cohort_name: 'Cohort 1',
  deactivated_at: null,
  awaiting_approval_since: null,
  anonymised_at: null,
};
const NEWCOMER: AdminUser = { ...ESTHER, id: 40, name: 'Ama Newcomer', email: 'ama@example.org', awaiting_approval_since: '2026-11-23T09:00:00.000Z' };

const renderAccounts = () => renderScreen(<AccountsScreen />);

/** The API's account list, changed by the calls the test answers with `change`. */
function serveAccounts(initial: AdminUser[]) {
  let accounts = initial;
  const list = mockEndpoint('listAccounts', () => accounts);
  const change = (changed: AdminUser) => {
    accounts = accounts.map((account) => (account.id === changed.id ? changed : account));
    return changed;
  };
  return { list, change };
}

// the reader chose West Africa in Profile: every time is read there, the zone named
beforeEach(() => mockReaderZone('Africa/Lagos'));

beforeEach(() => {
  mockEndpoint('listAwaitingApproval', []);
  mockEndpoint('listUndeliveredMail', []);
  mockEndpoint('listDeletionRequests', []);
  mockEndpoint('getAcademySettings', { staff_passkey_required: false });
  mockEndpoint('listMyCohorts', twoCohorts());
});

test('lists the mail the mail server refused for good, with its reply', async () => {
  mockEndpoint('listUndeliveredMail', [
    {
      id: 9,
      kind: 'invitation',
      to: 'nobody@example.org',
      subject: 'You are invited',
      reason: '550 5.1.1 mailbox unavailable',
      failed_at: '2026-11-23T09:00:00.000Z',
    },
  ]);
  mockEndpoint('listAccounts', [ESTHER]);
  renderAccounts();
  const table = await screen.findByRole('table', { name: 'Mail that could not be delivered' });
  expect(within(table).getByRole('rowheader', { name: 'nobody@example.org' })).toBeInTheDocument();
  expect(within(table).getByText('550 5.1.1 mailbox unavailable')).toBeInTheDocument();
  expect(await within(table).findByText('Mon, 23 Nov 2026, 10:00 AM GMT+1 (Africa/Lagos)')).toBeInTheDocument();
});

test('shows no undelivered mail section while there is none', async () => {
  mockEndpoint('listAccounts', [ESTHER]);
  renderAccounts();
  await screen.findByRole('table', { name: 'Accounts' });
  expect(screen.queryByRole('heading', { name: 'Mail that could not be delivered' })).toBeNull();
});

test('lists the requests to delete an account; Confirm deletes only after a second confirmation', async () => {
  let asked = [
    {
      id: 3,
      name: 'Esther Mensah',
      email: 'student@example.org',
      cla_role_name: 'student' as const,
      cla_cohort_name: 'Cohort 1',
      requested_at: '2026-11-23T09:00:00.000Z',
    },
  ];
  mockEndpoint('listDeletionRequests', () => asked);
  const confirm = mockEndpoint('confirmDeletionRequest', () => {
    asked = [];
    return { message: 'deleted' };
  });
  mockEndpoint('listAccounts', [ESTHER]);
  const { user } = renderAccounts();
  const requests = await screen.findByRole('table', { name: 'Requests to delete an account' });
  await user.click(within(requests).getByRole('button', { name: 'Confirm deleting Esther Mensah' }));
  await user.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(confirm.received).toEqual([]);
  await user.click(within(requests).getByRole('button', { name: 'Confirm deleting Esther Mensah' }));
  await user.click(screen.getByRole('button', { name: 'Delete the account' }));
  expect(await screen.findByText('The account of Esther Mensah was deleted; the academic records stay without a name.')).toBeInTheDocument();
  expect(confirm.received.map((request) => request.params)).toEqual([{ id: 3 }]);
  expect(screen.queryByRole('table', { name: 'Requests to delete an account' })).toBeNull();
});

test('moves a student to another cohort: the cohorts but their own, then a confirmation', async () => {
  const { change } = serveAccounts([ESTHER]);
  const moveCall = mockEndpoint('moveStudent', () => change({ ...ESTHER, cla_cohort_id: 2, cla_cohort_name: 'Cohort 2' }));
  const { user } = renderAccounts();
  const table = await screen.findByRole('table', { name: 'Accounts' });
  await user.click(within(table).getByRole('button', { name: 'Move to another cohort for Esther Mensah' }));
  const dialog = screen.getByRole('alertdialog', { name: 'Move Esther Mensah to another cohort?' });
  const move = within(dialog).getByRole('button', { name: 'Move' });
  expect(move).toBeDisabled();
  const choice = within(dialog).getByLabelText('New cohort');
  expect(
    within(choice)
      .getAllByRole('option')
      .map((o) => o.textContent),
  ).toEqual(['Select a cohort', 'Cohort 2']);
  await user.selectOptions(choice, 'Cohort 2');
  await user.click(move);
  expect(await screen.findByText('Esther Mensah now belongs to Cohort 2.')).toBeInTheDocument();
  expect(moveCall.received).toEqual([{ params: { id: 3 }, query: {}, body: { cla_cohort_id: 2 } }]);
  expect(await within(table).findByText('Cohort 2')).toBeInTheDocument();
  expect(screen.queryByRole('alertdialog')).toBeNull();
});

test('filters by cohort and role', async () => {
  const list = mockEndpoint('listAccounts', [ESTHER]);
  const { user } = renderAccounts();
  await screen.findByRole('table', { name: 'Accounts' });
  await user.selectOptions(screen.getByLabelText('Role'), 'Students');
  await user.selectOptions(await screen.findByLabelText('Cohort'), 'Cohort 2');
  await user.click(screen.getByRole('button', { name: 'Search' }));
  await waitFor(() => expect(list.received.at(-1)?.query).toEqual({ role: 'student', cla_cohort_id: 2, limit: 100, offset: 0 }));
});

test('lists the students awaiting approval: Approve at once, Decline after a confirmation, each leaving the list', async () => {
  const other = { ...NEWCOMER, id: 41, name: 'Kofi Newcomer' };
  let waitingList = [NEWCOMER, other];
  mockEndpoint('listAwaitingApproval', () => waitingList);
  const { change } = serveAccounts([NEWCOMER, ESTHER]);
  const decided = ({ params }: { params: { id: number } }) => {
    waitingList = waitingList.filter((account) => account.id !== params.id);
    return change({ ...NEWCOMER, id: params.id, awaiting_approval_since: null });
  };
  const approve = mockEndpoint('approveSignUp', decided);
  const decline = mockEndpoint('declineSignUp', decided);
  const { user } = renderAccounts();
  const waiting = await screen.findByRole('table', { name: 'Students awaiting approval' });
  expect(within(await screen.findByRole('table', { name: 'Accounts' })).getByText('Awaiting approval')).toBeInTheDocument();

  await user.click(within(waiting).getByRole('button', { name: 'Approve Ama Newcomer' }));
  expect(await screen.findByText('Ama Newcomer is approved.')).toBeInTheDocument();
  expect(approve.received.map((request) => request.params)).toEqual([{ id: 40 }]);
  await waitFor(() => expect(within(waiting).queryByText('Ama Newcomer')).toBeNull());

  await user.click(within(waiting).getByRole('button', { name: 'Decline Kofi Newcomer' }));
  expect(decline.received).toEqual([]);
  await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Decline' }));
  // nobody waits any more: the section is gone
  await screen.findByText('Kofi Newcomer is declined; the account is deactivated.');
  expect(decline.received.map((request) => request.params)).toEqual([{ id: 41 }]);
  expect(screen.queryByRole('table', { name: 'Students awaiting approval' })).toBeNull();
});

test('deactivates an account only after the confirmation, and shows its new state', async () => {
  const { change } = serveAccounts([ESTHER]);
  const deactivate = mockEndpoint('deactivateAccount', () => change({ ...ESTHER, deactivated_at: '2026-11-23T10:00:00.000Z' }));
  const { user } = renderAccounts();
  const row = (await screen.findByRole('row', { name: /Esther Mensah/ })) as HTMLElement;
  expect(within(row).getByText('Active')).toBeInTheDocument();

  await user.click(within(row).getByRole('button', { name: 'Deactivate Esther Mensah' }));
  const dialog = screen.getByRole('alertdialog', { name: 'Deactivate Esther Mensah?' });
  expect(deactivate.received).toEqual([]);
  await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));

  expect(await within(row).findByText('Deactivated')).toBeInTheDocument();
  expect(deactivate.received.map((request) => request.params)).toEqual([{ id: 3 }]);
  expect(within(row).getByRole('button', { name: 'Reactivate Esther Mensah' })).toBeInTheDocument();
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  expect(await screen.findByText("Esther Mensah's account is deactivated: they are signed out and cannot sign in.")).toBeInTheDocument();
});

test('Reactivate keeps the keyboard on the row: the same place then offers Deactivate', async () => {
  const { change } = serveAccounts([{ ...ESTHER, deactivated_at: '2026-11-23T10:00:00.000Z' }]);
  let answer: () => void = () => undefined;
  const answered = new Promise<void>((resolve) => (answer = resolve));
  mockEndpoint('reactivateAccount', async () => {
    await answered;
    return change(ESTHER);
  });
  const { user } = renderAccounts();
  const row = (await screen.findByRole('row', { name: /Esther Mensah/ })) as HTMLElement;
  const reactivate = within(row).getByRole('button', { name: 'Reactivate Esther Mensah' });
  await user.click(reactivate);
  // a browser takes the focus away from a disabled button: busy, the row's buttons only refuse presses
  await waitFor(() => expect(reactivate).toHaveAttribute('aria-disabled', 'true'));
  expect(reactivate).toBeEnabled();
  answer();
  expect(await within(row).findByText('Active')).toBeInTheDocument();
  expect(within(row).getByRole('button', { name: 'Deactivate Esther Mensah' })).toHaveFocus();
  expect(await screen.findByText("Esther Mensah's account is active again.")).toBeInTheDocument();
});

test("an administrator's own account offers no Deactivate, which the server would refuse", async () => {
  const me: AdminUser = {
    ...ESTHER,
    id: 1,
    name: 'Ada Boateng',
    email: 'admin@example.org',
    cla_role_name: 'admin',
    cla_cohort_id: null,
    cla_cohort_name: null,
  };
  serveAccounts([me, ESTHER]);
  renderScreen(<AccountsScreen />, { signedIn: adminUser() });
  const own = (await screen.findByRole('row', { name: /Ada Boateng/ })) as HTMLElement;
  expect(within(own).getByRole('button', { name: 'Send password reset to Ada Boateng' })).toBeInTheDocument();
  expect(within(own).queryByRole('button', { name: /Deactivate/ })).not.toBeInTheDocument();
  const other = screen.getByRole('row', { name: /Esther Mensah/ });
  expect(within(other).getByRole('button', { name: 'Deactivate Esther Mensah' })).toBeInTheDocument();
});

test("an account erased at its owner's request says so and offers nothing: no reset, move or Reactivate", async () => {
  const erased: AdminUser = {
    ...ESTHER,
    id: 11,
    name: 'Former member 11',
    email: 'former-member-11@anonymised.invalid',
    deactivated_at: '2026-12-01T10:00:00Z',
    anonymised_at: '2026-12-01T10:00:00Z',
  };
  serveAccounts([erased]);
  renderScreen(<AccountsScreen />, { signedIn: adminUser() });
  const row = (await screen.findByRole('row', { name: /Former member 11/ })) as HTMLElement;
  expect(within(row).getByText('Erased')).toBeInTheDocument();
  expect(within(row).queryByRole('button')).not.toBeInTheDocument();
});

test('searches by name and role, and sends the reset mail with the answer as a toast', async () => {
  const list = mockEndpoint('listAccounts', [ESTHER]);
  mockEndpoint('sendAccountPasswordReset', { message: 'A password reset link was sent to student@example.org.' });
  const { user } = renderAccounts();
  await screen.findByRole('row', { name: /Esther Mensah/ });
  await user.type(screen.getByLabelText('Name or e-mail'), 'esther');
  await user.selectOptions(screen.getByLabelText('Role'), 'student');
  await user.click(screen.getByRole('button', { name: 'Search' }));
  await waitFor(() => expect(list.received.at(-1)?.query).toEqual({ q: 'esther', role: 'student', limit: 100, offset: 0 }));
  // the rows change silently: what the search found is said
  expect(await screen.findByText('1 account matches.')).toHaveAttribute('role', 'status');

  await user.click(await screen.findByRole('button', { name: 'Send password reset to Esther Mensah' }));
  expect(await screen.findByText('A password reset link was sent to student@example.org.')).toBeInTheDocument();
});

test('in French, the reset mail is confirmed in French', async () => {
  mockEndpoint('listAccounts', [ESTHER]);
  mockEndpoint('sendAccountPasswordReset', { message: 'A password reset link was sent to student@example.org.' });
  await act(() => setLocale('fr'));
  try {
    const { user } = renderAccounts();
    await user.click(await screen.findByRole('button', { name: 'Envoyer la réinitialisation du mot de passe à Esther Mensah' }));
    expect(await screen.findByText('Un lien de réinitialisation du mot de passe a été envoyé à student@example.org.')).toBeInTheDocument();
  } finally {
    await act(() => setLocale('en'));
  }
});

test('no match shows the empty state; a failed load the message and Retry', async () => {
  mockEndpoint('listAccounts', []);
  const { user } = renderAccounts();
  expect(await screen.findByText('No account matches.')).toBeInTheDocument();
  mockEndpoint('listAccounts', { error: 'down' }, 500);
  await user.click(screen.getByRole('button', { name: 'Search' }));
  expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
});
