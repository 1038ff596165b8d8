import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { listAccounts, sendPasswordReset, setAccountActive } from '@academy/shared/api/admin';
import type { AdminUser } from '@academy/shared/domain/types';
import Toasts from '@academy/shared/ui/Toasts';
import AccountsScreen from './AccountsScreen';

jest.mock('@academy/shared/api/admin', () => ({ listAccounts: jest.fn(), setAccountActive: jest.fn(), sendPasswordReset: jest.fn() }));
const listMock = jest.mocked(listAccounts);
const activeMock = jest.mocked(setAccountActive);
const resetMock = jest.mocked(sendPasswordReset);

const ESTHER: AdminUser = {
  id: 3,
  name: 'Esther Mensah',
  email: 'student@example.org',
  cla_role_name: 'student',
  cla_cohort_id: 1,
  cla_cohort_name: 'Cohort 1',
  deactivated_at: null,
};

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
