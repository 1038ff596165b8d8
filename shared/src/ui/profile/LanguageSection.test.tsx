import { act, screen, within } from '@testing-library/react';
import { setLocale } from '@academy/shared/i18n/locale';
import { useSessionStore } from '@academy/shared/session/store';
import { holdEndpoint, mockEndpoint } from '@academy/shared/testing/api-mocks';
import { renderScreen } from '@academy/shared/testing/render-screen';
import { studentUser } from '@academy/shared/testing/users';
import PortalNav from '@academy/shared/ui/portal/PortalNav';
import ProfileScreen from '@academy/shared/ui/profile/ProfileScreen';
import { noticeSettings } from '@academy/shared/testing/reader-zone';

const student = studentUser({ id: 42, birthday: '2024-03-05' });

beforeEach(() => {
  mockEndpoint('getNoticeSettings', noticeSettings({ academy_time_zone: 'Africa/Lagos', calendar_url: 'https://api.example.org/calendar/x.ics' }));
  mockEndpoint('listSessions', []);
});

afterEach(async () => {
  await act(() => setLocale('en'));
});

/** The portal's navigation beside Profile, as the frame shows them. */
function renderPortalProfile() {
  return renderScreen(
    <>
      <PortalNav role="student" />
      <ProfileScreen />
    </>,
    { path: '/portal/profile', signedIn: student },
  );
}

test('choosing Français switches the navigation and Profile at once, dates too, and keeps it on the account', async () => {
  const saved = mockEndpoint('saveAccountLocale', { ...student, locale: 'fr' }).received;
  const { user } = renderPortalProfile();
  expect(screen.getByRole('combobox', { name: 'Show the portal in' })).toHaveValue('en');

  await user.selectOptions(screen.getByRole('combobox', { name: 'Show the portal in' }), 'Français');
  await user.click(screen.getByRole('button', { name: 'Save language' }));

  expect(await screen.findByRole('heading', { level: 1, name: 'Profil' })).toBeInTheDocument();
  const navigation = screen.getByRole('navigation', { name: 'Portail' });
  expect(within(navigation).getByRole('link', { name: 'Tableau de bord' })).toBeInTheDocument();
  expect(within(navigation).getByRole('link', { name: 'Mes notes' })).toBeInTheDocument();
  expect(screen.getByText('Date de naissance', { selector: 'dt' }).nextElementSibling).toHaveTextContent('5 mars 2024');
  expect(await screen.findByText('Langue enregistrée.')).toBeInTheDocument();
  expect(document.documentElement).toHaveAttribute('lang', 'fr');
  expect(saved.map((request) => request.body)).toEqual([{ locale: 'fr' }]);
  // the session's copy of the account has it, so this tab's next page opens in French
  expect(useSessionStore.getState().user?.locale).toBe('fr');
});

test('a language that could not be saved leaves the portal as it was, and says so', async () => {
  mockEndpoint('saveAccountLocale', { error: 'Something went wrong on our side. Please try again.' }, 500);
  const { user } = renderPortalProfile();
  await user.selectOptions(screen.getByRole('combobox', { name: 'Show the portal in' }), 'العربية');
  await user.click(screen.getByRole('button', { name: 'Save language' }));

  expect(await screen.findByText('The language could not be saved. Please try again.')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'Profile' })).toBeInTheDocument();
  expect(document.documentElement).not.toHaveAttribute('dir', 'rtl');
  expect(useSessionStore.getState().user?.locale).toBeNull();
});

test('each language is offered in its own name and read in it, and in development the pseudo-locale', () => {
  renderPortalProfile();
  const options = within(screen.getByRole('combobox', { name: 'Show the portal in' })).getAllByRole('option');
  expect(options.slice(0, 5).map((option) => [option.textContent, option.getAttribute('lang')])).toEqual([
    ['English', 'en'],
    ['Français', 'fr'],
    ['Español', 'es'],
    ['Português', 'pt'],
    ['العربية', 'ar'],
  ]);
  expect(options[5]).toHaveTextContent('Pseudo-locale (development)');
});

test('while the language saves, Save language stays enabled, so the keyboard keeps its place on it', async () => {
  holdEndpoint('saveAccountLocale');
  const { user } = renderPortalProfile();
  await user.selectOptions(screen.getByRole('combobox', { name: 'Show the portal in' }), 'Español');
  await user.click(screen.getByRole('button', { name: 'Save language' }));
  const saving = await screen.findByRole('button', { name: 'Saving...' });
  // a browser takes the focus from a disabled button
  expect(saving).toBeEnabled();
  expect(saving).toHaveAttribute('aria-disabled', 'true');
});
