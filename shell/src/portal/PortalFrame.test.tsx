import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLocale } from '@academy/shared/i18n/locale';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { createQueryClient } from '@academy/shared/api/query-client';
import type { User } from '@academy/shared/domain/types';
import { noteIntentionalLogout } from '@academy/shared/session/portal-access';
import { useSessionStore } from '@academy/shared/session/store';
import { studentUser } from '@academy/shared/testing/users';
import Toasts from '@academy/shared/ui/Toasts';
import PortalFrame from './PortalFrame';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), init: jest.fn() }));

const student = studentUser();
const facilitator: User = { ...student, id: 2, cla_role_id: 2, cla_role_name: 'facilitator', cla_cohort_id: null, cla_cohort_name: null };

function LoginProbe() {
  const location = useLocation();
  const state = location.state as { message?: string; returnTo?: string; returnFor?: number } | null;
  const whose = state?.returnFor === undefined ? '' : ` for user ${state.returnFor}`;
  return <p>{`login: ${state?.message ?? ''}${state?.returnTo ? `, then back to ${state.returnTo}${whose}` : ''}`}</p>;
}

function renderPortal(path = '/portal/courses') {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/portal/*" element={<PortalFrame />} />
          <Route path="/login" element={<LoginProbe />} />
          <Route path="/fr/login" element={<LoginProbe />} />
        </Routes>
        <Toasts />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  useSessionStore.getState().clear();
  jest.mocked(loadRemote).mockReset();
  jest.mocked(loadRemote).mockImplementation(async (id: string) => ({ default: () => <p>mounted {id}</p> }));
});

// first in the file: the page has asked for no language yet, as one opened on a portal address (Back after signing out)
test("a page opened without a session sends its reader to the login page in the first of their browser's languages the academy speaks", async () => {
  const languages = jest.spyOn(navigator, 'languages', 'get').mockReturnValue(['fr-FR', 'en']);
  try {
    renderPortal('/portal/courses');
    expect(await screen.findByText('login: Session expirée. Veuillez vous reconnecter., then back to /portal/courses')).toBeInTheDocument();
  } finally {
    languages.mockRestore();
    await act(() => setLocale('en'));
  }
});

test('a screen opened from the navigation with the keyboard takes the focus to its main content, where a screen reader reads it', async () => {
  useSessionStore.getState().signIn('tok', student);
  renderPortal();
  const nav = screen.getByRole('navigation', { name: 'Portal' });
  const assignments = within(nav).getByRole('link', { name: 'Assignments' });
  assignments.focus();
  await userEvent.keyboard('{Enter}');
  expect(within(nav).getByRole('link', { name: 'Assignments' })).toHaveAttribute('aria-current', 'page');
  expect(screen.getByRole('main')).toHaveFocus();
});

test('a student sees Dashboard and My Grades but not My Desk, the screen named in the tab, and the student portal', async () => {
  useSessionStore.getState().signIn('tok', student);
  renderPortal();
  const nav = screen.getByRole('navigation', { name: 'Portal' });
  expect(
    within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent),
  ).toEqual(['Dashboard', 'Courses', 'Assignments', 'Submissions', 'My Grades', 'Live Classes', 'Profile']);
  expect(within(nav).getByRole('link', { name: 'Courses' })).toHaveAttribute('aria-current', 'page');
  expect(document.title).toBe('Courses | Christian Leadership Academy');
  expect(await screen.findByText('mounted student_portal/portal-routes')).toBeInTheDocument();
});

test('a facilitator sees My Desk, not Dashboard; without a cohort only a warning', async () => {
  useSessionStore.getState().signIn('tok', facilitator);
  renderPortal('/portal/instructorDesk');
  const nav = screen.getByRole('navigation', { name: 'Portal' });
  expect(within(nav).getByRole('link', { name: 'My Desk' })).toHaveAttribute('href', '/portal/instructorDesk');
  expect(within(nav).queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
  expect(await screen.findByText('mounted facilitator_desk/portal-routes')).toBeInTheDocument();
  expect(await screen.findByText('Some features may be limited')).toBeInTheDocument();
});

test("a facilitator without a cohort whose account is in French is warned in French, not in the page's first language", async () => {
  useSessionStore.getState().signIn('tok', { ...facilitator, locale: 'fr' });
  try {
    renderPortal('/portal/instructorDesk');
    expect(await screen.findByText('Certaines fonctionnalités peuvent être limitées')).toBeInTheDocument();
    expect(screen.queryByText('Some features may be limited')).not.toBeInTheDocument();
  } finally {
    await act(() => setLocale('en'));
  }
});

test('no session: to /login with the session message and the address to come back to, nothing of the portal loads', async () => {
  renderPortal('/portal/assignments/7?tab=feedback');
  expect(await screen.findByText('login: Session expired. Please login again., then back to /portal/assignments/7?tab=feedback')).toBeInTheDocument();
  expect(loadRemote).not.toHaveBeenCalled();
});

test('in French, an ended session goes to the French login page, saying so in French', async () => {
  await act(() => setLocale('fr'));
  try {
    renderPortal('/portal/courses');
    expect(await screen.findByText('login: Session expirée. Veuillez vous reconnecter., then back to /portal/courses')).toBeInTheDocument();
  } finally {
    await act(() => setLocale('en'));
  }
});

test('an expired stored copy is refused and cleared', async () => {
  useSessionStore.getState().signIn('tok', student);
  useSessionStore.setState({ expiresAt: Date.now() - 1 });
  renderPortal();
  expect(await screen.findByText(`login: Session expired. Please login again., then back to /portal/courses for user ${student.id}`)).toBeInTheDocument();
  expect(sessionStorage.getItem('authToken')).toBeNull();
});

test('a student without a cohort, or a user without a role, must log in again', async () => {
  useSessionStore.getState().signIn('tok', { ...student, cla_cohort_id: null });
  const { unmount } = renderPortal();
  expect(
    await screen.findByText(`login: Cohort information not found. Please login again., then back to /portal/courses for user ${student.id}`),
  ).toBeInTheDocument();
  unmount();

  useSessionStore.getState().signIn('tok', { ...student, cla_role_name: 'guest' as User['cla_role_name'] });
  renderPortal();
  expect(await screen.findByText(`login: User role not found. Please login again., then back to /portal/courses for user ${student.id}`)).toBeInTheDocument();
});

test('when the session ends while in the portal (a 401 clears the store) the user goes to /login, to come back after it', async () => {
  useSessionStore.getState().signIn('tok', student);
  renderPortal();
  expect(await screen.findByText('mounted student_portal/portal-routes')).toBeInTheDocument();
  act(() => useSessionStore.getState().clear());
  // only that person returns there: another signing in on the device lands on their own page
  expect(await screen.findByText(`login: Session expired. Please login again., then back to /portal/courses for user ${student.id}`)).toBeInTheDocument();
});

test("a session that ends in the portal goes to the login page in the account's language, not the browser's", async () => {
  const languages = jest.spyOn(navigator, 'languages', 'get').mockReturnValue(['es-ES']);
  try {
    useSessionStore.getState().signIn('tok', { ...student, locale: 'fr' });
    renderPortal();
    expect(await screen.findByText('mounted student_portal/portal-routes')).toBeInTheDocument();
    act(() => useSessionStore.getState().clear());
    expect(
      await screen.findByText(`login: Session expirée. Veuillez vous reconnecter., then back to /portal/courses for user ${student.id}`),
    ).toBeInTheDocument();
  } finally {
    languages.mockRestore();
    await act(() => setLocale('en'));
  }
});

test("the academy's mark leads to the public home in the reader's language", async () => {
  useSessionStore.getState().signIn('tok', { ...student, locale: 'fr' });
  try {
    renderPortal();
    expect(await screen.findByRole('link', { name: 'Christian Leadership Academy' })).toHaveAttribute('href', '/fr/');
  } finally {
    await act(() => setLocale('en'));
  }
});

test('a logout the user chose in the portal goes to /login without the session message', async () => {
  useSessionStore.getState().signIn('tok', student);
  renderPortal();
  expect(await screen.findByText('mounted student_portal/portal-routes')).toBeInTheDocument();
  act(() => {
    noteIntentionalLogout();
    useSessionStore.getState().clear();
  });
  expect(await screen.findByText('login:')).toBeInTheDocument();
});
