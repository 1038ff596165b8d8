import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { mockEndpoint } from '@academy/shared/testing/api-mocks';
import { useSessionStore } from '@academy/shared/session/store';
import ConfirmEmailScreen from './ConfirmEmailScreen';

const page = (path: string) => (
  <MemoryRouter initialEntries={[path]}>
    <Routes>
      <Route path="/confirm-email" element={<ConfirmEmailScreen />} />
    </Routes>
  </MemoryRouter>
);

const renderAt = (path: string) => render(page(path));

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

test('the page the server prerenders (it sees no query) waits for the link, and the browser takes it over with its token and no mismatch', async () => {
  const confirmed = mockEndpoint('confirmEmail', { message: 'ok', user_id: 7, email: 'ada.new@example.org' }).received;
  const container = document.createElement('div');
  container.innerHTML = renderToString(page('/confirm-email'));
  expect(container.textContent).not.toMatch(/incomplete/);
  document.body.append(container);
  const mismatches = jest.spyOn(console, 'error');
  render(page('/confirm-email?token=from-the-mail'), { container, hydrate: true });
  await userEvent.click(screen.getByRole('button', { name: 'Confirm e-mail address' }));
  expect(await screen.findByRole('status')).toHaveTextContent('Your e-mail address is now ada.new@example.org.');
  expect(confirmed.map((request) => request.body)).toEqual([{ token: 'from-the-mail' }]);
  expect(mismatches).not.toHaveBeenCalled();
  mismatches.mockRestore();
});

test('a press before the page came alive (held for it) confirms once it is', async () => {
  const confirmed = mockEndpoint('confirmEmail', { message: 'ok', user_id: 7, email: 'ada.new@example.org' }).received;
  const container = document.createElement('div');
  container.innerHTML = renderToString(page('/confirm-email'));
  document.body.append(container);
  // what the page's inline script does with a form sent before the page's code ran
  container.querySelector('form')!.dataset.sentEarly = '';
  render(page('/confirm-email?token=from-the-mail'), { container, hydrate: true });
  expect(await screen.findByRole('status')).toHaveTextContent('Your e-mail address is now ada.new@example.org.');
  expect(confirmed.map((request) => request.body)).toEqual([{ token: 'from-the-mail' }]);
});
