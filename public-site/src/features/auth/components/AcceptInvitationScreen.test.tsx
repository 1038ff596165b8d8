import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AxiosError, AxiosHeaders } from 'axios';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { acceptInvitation, getInvitation } from '@academy/shared/api/invitations';
import { useSessionStore } from '@academy/shared/session/store';
import { studentUser } from '@academy/shared/testing/users';
import Toasts from '@academy/shared/ui/Toasts';
import AcceptInvitationScreen from './AcceptInvitationScreen';

jest.mock('@academy/shared/api/invitations', () => ({ getInvitation: jest.fn(), acceptInvitation: jest.fn() }));
const getMock = jest.mocked(getInvitation);
const acceptMock = jest.mocked(acceptInvitation);

const USED = 'This invitation was already used. Sign in with your e-mail address and the password you chose.';

function refused(error: string): AxiosError {
  const config = { headers: new AxiosHeaders() };
  return new AxiosError('bad', 'ERR_BAD_REQUEST', config, {}, { status: 400, statusText: '', headers: {}, config, data: { error } });
}

function renderScreen() {
  render(
    <MemoryRouter initialEntries={['/invitation?token=tok-1']}>
      <Routes>
        <Route path="/invitation" element={<AcceptInvitationScreen />} />
        <Route path="/portal" element={<p>portal home</p>} />
      </Routes>
      <Toasts />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  jest.resetAllMocks();
  useSessionStore.getState().clear();
});

test('shows who the link is for, checks the password twice, then signs the new account in and lands in the portal', async () => {
  getMock.mockResolvedValue({ name: 'Abena Owusu', email: 'abena@example.org', role: 'student', cohort_name: '2027 Intake' });
  const user = studentUser({ name: 'Abena Owusu', email: 'abena@example.org' });
  acceptMock.mockResolvedValue({ token: 'session-1', user });
  renderScreen();
  expect(await screen.findByText('Welcome, Abena Owusu. Choose a password for abena@example.org (2027 Intake).')).toBeInTheDocument();
  expect(getMock).toHaveBeenCalledWith('tok-1');

  await userEvent.type(screen.getByLabelText('New password'), 'Harvest-river-stone-27');
  await userEvent.type(screen.getByLabelText('Confirm new password'), 'Harvest-river-stone-2');
  await userEvent.click(screen.getByRole('button', { name: 'Set password and sign in' }));
  expect(acceptMock).not.toHaveBeenCalled();

  await userEvent.type(screen.getByLabelText('Confirm new password'), '7');
  await userEvent.click(screen.getByRole('button', { name: 'Set password and sign in' }));
  expect(await screen.findByText('portal home')).toBeInTheDocument();
  expect(acceptMock).toHaveBeenCalledWith('tok-1', 'Harvest-river-stone-27', 'Harvest-river-stone-27');
  expect(useSessionStore.getState()).toMatchObject({ token: 'session-1', user: { email: 'abena@example.org' } });
});

test("a refused link shows the server's reason, no form, and the way to Login", async () => {
  getMock.mockRejectedValue(refused(USED));
  renderScreen();
  expect(await screen.findByRole('alert')).toHaveTextContent(USED);
  expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
});
