import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { getLocale, setLocale } from '@academy/shared/i18n/locale';
import { useSessionStore } from '@academy/shared/session/store';
import { studentUser } from '@academy/shared/testing/users';
import PortalNav from '@academy/shared/ui/portal/PortalNav';
import { useAccountLocale } from '@academy/shared/i18n/account-locale';
import type { Locale } from '@academy/contract/rules/locales';

afterEach(async () => {
  await act(() => setLocale('en'));
});

/** What the portal frame does: nothing until the page is in the account's language, then the navigation. */
function Frame({ account }: { account: Locale | null }) {
  return useAccountLocale(account) ? <PortalNav role="student" /> : null;
}

function renderFrame(account: Locale | null) {
  useSessionStore.getState().signIn('test-token', studentUser({ locale: account }));
  return render(
    <MemoryRouter initialEntries={['/portal/dashboard']}>
      <Frame account={account} />
    </MemoryRouter>,
  );
}

test('a device signed in to an account in Spanish shows the portal in Spanish from its first paint, never in English first', async () => {
  renderFrame('es');
  expect(screen.queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
  expect(await screen.findByRole('link', { name: 'Panel' })).toBeInTheDocument();
  expect(document.documentElement).toHaveAttribute('lang', 'es');
});

test('an account that never chose a language keeps the language of the page', async () => {
  await act(() => setLocale('pt'));
  renderFrame(null);
  expect(screen.getByRole('link', { name: 'Painel' })).toBeInTheDocument();
  expect(getLocale()).toBe('pt');
});

test("the pseudo-locale chosen on this page stays while the account's language is unchanged", async () => {
  const { rerender } = renderFrame('en');
  await act(() => setLocale('en-XA'));
  rerender(
    <MemoryRouter initialEntries={['/portal/dashboard']}>
      <Frame account="en" />
    </MemoryRouter>,
  );
  expect(getLocale()).toBe('en-XA');
  expect(screen.getByRole('link', { name: /^\[Đåšĥƀöåŕđ ·+\]$/ })).toBeInTheDocument();
});
