import { act, render, screen, waitFor, within } from '@testing-library/react';
import { setLocale } from '@academy/shared/i18n/locale';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { AUTH_TOKEN_KEY, LOGOUT_EVENT, useSessionStore } from '@academy/shared/session/store';
import { mockEndpoint } from '@academy/shared/testing/api-mocks';
import Header from './Header';

function CurrentPath() {
  const { pathname, state } = useLocation();
  return (
    <>
      <output aria-label="current path">{pathname}</output>
      <output aria-label="current state">{JSON.stringify(state)}</output>
    </>
  );
}

function renderHeader(path = '/about', state?: unknown) {
  return render(
    <MemoryRouter initialEntries={[{ pathname: path, state }]}>
      <Header />
      <Routes>
        <Route path="*" element={<CurrentPath />} />
      </Routes>
    </MemoryRouter>,
  );
}

function accountLink() {
  return screen.getByRole('link', { name: /^(Login|Logout)$/ });
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  act(() => useSessionStore.getState().syncFromStorage());
});

test('shows the six page links and Login, to /login, without a token', () => {
  renderHeader();
  const nav = screen.getByRole('navigation', { name: 'Main' });
  const labels = Array.from(nav.querySelectorAll('a'), (a) => a.textContent);
  expect(labels).toEqual(['Home', 'About', 'Programs', 'Faculty', 'FAQs', 'Contact', 'Login']);
  expect(accountLink()).toHaveTextContent('Login');
  expect(accountLink()).toHaveAttribute('href', '/login');
});

test('shows Logout when a token is already in session storage on load', () => {
  sessionStorage.setItem(AUTH_TOKEN_KEY, 'token-from-an-earlier-login');
  renderHeader();
  expect(accountLink()).toHaveTextContent('Logout');
});

test('switches to Logout when another context stores a token (storage event for authToken)', () => {
  renderHeader();
  expect(accountLink()).toHaveTextContent('Login');
  act(() => {
    sessionStorage.setItem(AUTH_TOKEN_KEY, 'fresh-token');
    window.dispatchEvent(new StorageEvent('storage', { key: AUTH_TOKEN_KEY }));
  });
  expect(accountLink()).toHaveTextContent('Logout');
});

test('switches back to Login on a user-logout event', () => {
  sessionStorage.setItem(AUTH_TOKEN_KEY, 'token');
  renderHeader();
  expect(accountLink()).toHaveTextContent('Logout');
  act(() => {
    sessionStorage.removeItem(AUTH_TOKEN_KEY);
    window.dispatchEvent(new Event(LOGOUT_EVENT));
  });
  expect(accountLink()).toHaveTextContent('Login');
});

test('switches back to Login when storage is cleared as a whole (storage event without key)', () => {
  sessionStorage.setItem(AUTH_TOKEN_KEY, 'token');
  renderHeader();
  act(() => {
    sessionStorage.clear();
    window.dispatchEvent(new StorageEvent('storage', { key: null }));
  });
  expect(accountLink()).toHaveTextContent('Login');
});

test('Logout clears local and session storage, shows Login and goes home', async () => {
  const signedOut = mockEndpoint('signOut', null).received;
  sessionStorage.setItem(AUTH_TOKEN_KEY, 'token');
  localStorage.setItem('something-remembered', 'x');
  renderHeader('/faq');
  await userEvent.click(accountLink());

  expect(await screen.findByRole('link', { name: 'Login' })).toBeInTheDocument();
  expect(sessionStorage.length).toBe(0);
  expect(localStorage.length).toBe(0);
  expect(screen.getByRole('status', { name: 'current path' })).toHaveTextContent(/^\/$/);
  await waitFor(() => expect(signedOut).toHaveLength(1));
});

test('the menu button opens and closes the navigation', async () => {
  renderHeader();
  const button = screen.getByRole('button', { name: 'Menu' });
  const nav = screen.getByRole('navigation', { name: 'Main' });
  expect(button).toHaveAttribute('aria-controls', nav.id);
  expect(button).toHaveAttribute('aria-expanded', 'false');
  expect(nav).not.toHaveClass('ps-header__nav--open');

  await userEvent.click(button);
  expect(button).toHaveAttribute('aria-expanded', 'true');
  expect(nav).toHaveClass('ps-header__nav--open');

  await userEvent.click(button);
  expect(button).toHaveAttribute('aria-expanded', 'false');
  expect(nav).not.toHaveClass('ps-header__nav--open');
});

test('following a link from the open menu closes it', async () => {
  renderHeader();
  const button = screen.getByRole('button', { name: 'Menu' });
  await userEvent.click(button);
  await userEvent.click(screen.getByRole('link', { name: 'Programs' }));
  expect(button).toHaveAttribute('aria-expanded', 'false');
});

test('the open menu closes when the keyboard leaves it for the page', async () => {
  render(
    <MemoryRouter initialEntries={['/about']}>
      <Header />
      <button type="button">Apply here</button>
    </MemoryRouter>,
  );
  const user = userEvent.setup();
  const button = screen.getByRole('button', { name: 'Menu' });
  await user.click(button);
  screen.getByRole('link', { name: 'Login' }).focus();
  await user.tab();
  expect(screen.getByRole('button', { name: 'Apply here' })).toHaveFocus();
  expect(button).toHaveAttribute('aria-expanded', 'false');
});

test("on a public page each language is the page's address in it; on a certificate page, which has no address per language, it switches the page", async () => {
  const user = userEvent.setup();
  const { unmount } = renderHeader('/about');
  const languages = () => screen.getByRole('navigation', { name: 'Languages' });
  expect(within(languages()).getByRole('link', { name: 'Français' })).toHaveAttribute('href', '/fr/about');
  unmount();

  renderHeader('/certificate/verify/ABCD-2345');
  expect(within(languages()).queryAllByRole('link')).toEqual([]);
  expect(within(languages()).getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
  try {
    await user.click(within(languages()).getByRole('button', { name: 'العربية' }));
    await waitFor(() => expect(document.documentElement).toHaveAttribute('lang', 'ar'));
    expect(within(screen.getByRole('navigation', { name: 'اللغات' })).getByRole('button', { name: 'العربية' })).toHaveAttribute('aria-pressed', 'true');
    // the page stays where it is
    expect(screen.getByLabelText('current path')).toHaveTextContent('/certificate/verify/ABCD-2345');
  } finally {
    await act(() => setLocale('en'));
  }
});

test('another language keeps what the page was opened with: the account form opened to edit a profile stays in edit mode', async () => {
  const editing = { mode: 'edit', user: { id: 42, name: 'Ada Student' } };
  renderHeader('/JJRSFCLA', editing);
  await userEvent.click(within(screen.getByRole('navigation', { name: 'Languages' })).getByRole('link', { name: 'Français' }));
  expect(screen.getByLabelText('current path')).toHaveTextContent('/fr/JJRSFCLA');
  expect(screen.getByLabelText('current state')).toHaveTextContent(JSON.stringify(editing));
});
