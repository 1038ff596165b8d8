import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { mockEndpoint } from '@academy/shared/testing/api-mocks';
import { useSessionStore } from '@academy/shared/session/store';
import ConfirmEmailScreen from './ConfirmEmailScreen';

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/confirm-email" element={<ConfirmEmailScreen />} />
      </Routes>
    </MemoryRouter>,
  );

test('confirms the new address only when asked, with the token of the link, and shows it in the open session', async () => {
  const user = { id: 42, name: 'Ada Student', email: 'ada@example.org' } as Parameters<ReturnType<typeof useSessionStore.getState>['updateUser']>[0];
  useSessionStore.getState().signIn('a-token', user);
  const confirmed = mockEndpoint('confirmEmail', {
    message: 'Your e-mail address is now ada.new@example.org.',
    user_id: 42,
    email: 'ada.new@example.org',
  }).received;
  renderAt('/confirm-email?token=from-the-mail');
  expect(confirmed).toEqual([]);

  await userEvent.click(screen.getByRole('button', { name: 'Confirm e-mail address' }));
  expect(await screen.findByRole('status')).toHaveTextContent('Your e-mail address is now ada.new@example.org.');
  expect(confirmed).toEqual([{ params: {}, query: {}, body: { token: 'from-the-mail' } }]);
  expect(useSessionStore.getState().user?.email).toBe('ada.new@example.org');
});

test('a link without its token says so and sends nothing', () => {
  renderAt('/confirm-email');
  expect(screen.getByRole('alert')).toHaveTextContent(/confirmation link is incomplete/);
  expect(screen.getByRole('button', { name: 'Confirm e-mail address' })).toBeDisabled();
});
