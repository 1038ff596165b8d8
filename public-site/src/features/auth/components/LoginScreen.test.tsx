import 'fake-indexeddb/auto';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import type { SignedIn } from '@academy/contract/schemas/accounts';
import { SESSION_COPY_KEY, useSessionStore } from '@academy/shared/session/store';
import { dropEndpoint, mockEndpoint } from '@academy/shared/testing/api-mocks';
import { renderScreen } from '@academy/shared/testing/render-screen';
import { studentUser } from '@academy/shared/testing/users';
import { setLocale } from '@academy/shared/i18n/locale';
import { forgetEverything, writeKept } from '@academy/shared/offline/device-store';
import { OUTBOX_KEY } from '@academy/shared/offline/outbox';
import LoginScreen from './LoginScreen';
import { FORM_ECHO_KEY, PageDataContext } from '../../../app/page-data';

const student = studentUser();

function renderLogin(state?: unknown) {
  return renderScreen(<LoginScreen />, { path: '/login', state, otherPaths: ['/portal', '/portal/instructorDesk', '/portal/assignments/:id'] });
}

async function fillAndSubmit(email = 'ada@example.org', password = 'secret1') {
  if (email) await userEvent.type(screen.getByLabelText('Email'), email);
  if (password) await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Login' }));
}

beforeEach(() => {
  useSessionStore.getState().clear();
  // the academy's intakes: sign-up closed unless a test opens it
  mockEndpoint('getIntakes', { sign_up_open: false, cohorts: [] });
  // no identity provider unless a test configures one
  mockEndpoint('listSignInProviders', []);
});

test('offers "Create a student account" only while the academy takes sign-ups', async () => {
  mockEndpoint('getIntakes', { sign_up_open: true, cohorts: [] });
  renderLogin();
  expect(await screen.findByRole('link', { name: 'Create a student account' })).toHaveAttribute('href', '/JJRSFCLA');
});

test('shows the message passed in from registration', () => {
  renderLogin({ message: 'Your account is ready' });
  expect(screen.getByRole('status')).toHaveTextContent('Your account is ready');
});

test('email and password are required; focus goes to the first missing one', async () => {
  renderLogin();
  await userEvent.click(screen.getByRole('button', { name: 'Login' }));
  expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email is required.');
  expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Password is required.');
  expect(screen.getByLabelText('Email')).toHaveFocus();
  // no mock answers signIn: a request would fail the test
});

test('a student lands on /portal with the session stored for the tab only', async () => {
  const signedIn = mockEndpoint('signIn', { token: 'tok-1', user: student }).received;
  renderLogin();
  await fillAndSubmit();
  expect(await screen.findByText('Now at /portal')).toBeInTheDocument();
  expect(await screen.findByText('Login successful!')).toBeInTheDocument();
  // Without Remember me the server ends the session after a day unused.
  expect(signedIn.map((request) => request.body)).toEqual([{ user: { email: 'ada@example.org', password: 'secret1', remember_me: false } }]);
  expect(sessionStorage.getItem('authToken')).toBe('tok-1');
  expect(localStorage.getItem(SESSION_COPY_KEY)).toBeNull();
});

test("the sign-in tells the page's language, which the account keeps when it has none yet", async () => {
  const signedIn = mockEndpoint('signIn', { token: 'tok-4', user: { ...student, locale: 'fr' } }).received;
  document.documentElement.lang = 'fr';
  try {
    renderLogin();
    await fillAndSubmit();
    expect(await screen.findByText('Now at /portal')).toBeInTheDocument();
  } finally {
    document.documentElement.lang = '';
  }
  expect(signedIn[0]?.body.user.locale).toBe('fr');
  expect(useSessionStore.getState().user?.locale).toBe('fr');
});

test("the sign-in's toast is in the language the portal opens in: the account's, not the login page's", async () => {
  mockEndpoint('signIn', { token: 'tok-5', user: { ...student, locale: 'ar' } });
  renderLogin();
  await fillAndSubmit();
  expect(await screen.findByText('Login successful!')).toBeInTheDocument();
  // the portal frame switches the page to the account's language
  await act(() => setLocale('ar'));
  try {
    expect(await screen.findByText('تم تسجيل الدخول بنجاح!')).toBeInTheDocument();
    expect(screen.queryByText('Login successful!')).toBeNull();
  } finally {
    await act(() => setLocale('en'));
  }
});

test('Remember me keeps the 7-day copy in local storage; a facilitator lands on the desk', async () => {
  const signedIn = mockEndpoint('signIn', { token: 'tok-2', user: { ...student, cla_role_id: 2, cla_role_name: 'facilitator' } }).received;
  renderLogin();
  await userEvent.click(screen.getByLabelText('Remember me'));
  await fillAndSubmit();
  expect(await screen.findByText('Now at /portal/instructorDesk')).toBeInTheDocument();
  expect(JSON.parse(localStorage.getItem(SESSION_COPY_KEY) ?? '{}').token).toBe('tok-2');
  expect(signedIn[0]?.body.user.remember_me).toBe(true);
});

test('sent here from a portal screen, the user returns to it; a screen not of their role gives their landing page', async () => {
  mockEndpoint('signIn', { token: 'tok-3', user: student });
  renderLogin({ message: 'Session expired. Please login again.', returnTo: '/portal/assignments/7?tab=feedback' });
  await fillAndSubmit();
  expect(await screen.findByText('Now at /portal/assignments/:id')).toBeInTheDocument();
});

test("a facilitator's screen kept for a student's sign-in leads to the student's landing page", async () => {
  mockEndpoint('signIn', { token: 'tok-4', user: student });
  renderLogin({ message: 'Session expired. Please login again.', returnTo: '/portal/instructorDesk' });
  await fillAndSubmit();
  expect(await screen.findByText('Now at /portal')).toBeInTheDocument();
});

test('an answer without a token says Authentication failed and stores nothing', async () => {
  mockEndpoint('signIn', { user: student } as SignedIn);
  renderLogin();
  await fillAndSubmit();
  expect(await screen.findByRole('alert')).toHaveTextContent('Authentication failed');
  expect(sessionStorage.getItem('authToken')).toBeNull();
});

test('refused credentials give the login text; other failures the server error, else the login text', async () => {
  mockEndpoint('signIn', { error: 'The e-mail address or password is not correct.' }, 401);
  renderLogin();
  await fillAndSubmit();
  expect(await screen.findByRole('alert')).toHaveTextContent('Login failed. Please check your credentials.');

  mockEndpoint('signIn', { error: 'Too many attempts' }, 429);
  await userEvent.click(screen.getByRole('button', { name: 'Login' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts');

  mockEndpoint('signIn', {} as { error: string }, 500); // a body without `error`
  await userEvent.click(screen.getByRole('button', { name: 'Login' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Login failed. Please check your credentials.');
});

test("on a French page, every word is French: the form, its checks and refused credentials (the API's English is not shown)", async () => {
  await act(() => setLocale('fr'));
  try {
    renderLogin();
    expect(screen.getByRole('heading', { level: 1, name: 'Connexion' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription('Le champ «\u00a0E-mail\u00a0» est obligatoire.');
    mockEndpoint('signIn', { error: 'The e-mail address or password is not correct.' }, 401);
    await userEvent.type(screen.getByLabelText('E-mail'), 'ada@example.org');
    await userEvent.type(screen.getByLabelText('Mot de passe'), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Échec de la connexion. Veuillez vérifier vos identifiants.');

    mockEndpoint('signIn', { error: 'Too many attempts' }, 429);
    await userEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Trop de tentatives. Veuillez patienter quelques minutes puis réessayer.');
  } finally {
    await act(() => setLocale('en'));
  }
});

test("a new try's own field message replaces the last try's refusal", async () => {
  mockEndpoint('signIn', { error: 'The e-mail address or password is not correct.' }, 401);
  renderLogin();
  await fillAndSubmit('ada@example.org', 'wrong');
  expect(await screen.findByRole('alert')).toHaveTextContent('Login failed. Please check your credentials.');
  await userEvent.clear(screen.getByLabelText('Email'));
  await userEvent.type(screen.getByLabelText('Email'), 'ada@');
  await userEvent.click(screen.getByRole('button', { name: 'Login' }));
  expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Enter a valid email address.');
  expect(screen.queryByText('Login failed. Please check your credentials.')).toBeNull();
});

test('no answer at all gives the no-response text', async () => {
  dropEndpoint('signIn');
  renderLogin();
  await fillAndSubmit();
  expect(await screen.findByRole('alert')).toHaveTextContent('No response from server. Please check your internet connection.');
});

test('a double click sends one sign-in while the button shows its loading text', async () => {
  let answer: () => void = () => undefined;
  const answered = new Promise<void>((resolve) => (answer = resolve));
  const signedIn = mockEndpoint('signIn', async () => {
    await answered;
    return { token: 'tok', user: student };
  }).received;
  renderLogin();
  await userEvent.type(screen.getByLabelText('Email'), 'ada@example.org');
  await userEvent.type(screen.getByLabelText('Password'), 'secret1');
  await userEvent.dblClick(screen.getByRole('button', { name: 'Login' }));
  expect(screen.getByRole('button', { name: 'Logging in...' })).toHaveAttribute('aria-disabled', 'true');
  answer();
  expect(await screen.findByText('Now at /portal')).toBeInTheDocument();
  expect(signedIn).toHaveLength(1);
});

test('a login the page answered before its scripts ran keeps the e-mail and says to try again', () => {
  render(
    <PageDataContext value={{ [FORM_ECHO_KEY]: { email: 'ada@example.org' } }}>
      <MemoryRouter initialEntries={['/login']}>
        <LoginScreen />
      </MemoryRouter>
    </PageDataContext>,
  );
  expect(screen.getByLabelText('Email')).toHaveValue('ada@example.org');
  expect(screen.getByLabelText('Password')).toHaveValue('');
  expect(screen.getByRole('status')).toHaveTextContent('nothing was sent');
});

describe("sign-in through the academy's identity provider", () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  test('each configured provider gets its "Sign in with" link to the API\'s start', async () => {
    mockEndpoint('listSignInProviders', [
      { id: '1', label: 'Academy Google' },
      { id: '2', label: 'Academy Microsoft' },
    ]);
    renderLogin();
    const link = await screen.findByRole('link', { name: 'Sign in with Academy Google' });
    expect(link.getAttribute('href')).toMatch(/\/api\/v1\/auth\/oidc\/start\?provider=1$/);
    expect(screen.getByRole('link', { name: 'Sign in with Academy Microsoft' })).toBeInTheDocument();
  });

  test("on a French page the link names the page's language, so the browser comes back to the French login page", async () => {
    mockEndpoint('listSignInProviders', [{ id: '1', label: 'Academy Google' }]);
    await act(() => setLocale('fr'));
    try {
      renderLogin();
      const link = await screen.findByRole('link', { name: 'Se connecter avec Academy Google' });
      expect(link.getAttribute('href')).toMatch(/\/api\/v1\/auth\/oidc\/start\?provider=1&locale=fr$/);
    } finally {
      await act(() => setLocale('en'));
    }
  });

  test('without a provider no such link shows', async () => {
    const asked = mockEndpoint('listSignInProviders', []).received;
    renderLogin();
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(asked).toHaveLength(1);
    expect(screen.queryByRole('link', { name: /^Sign in with/ })).toBeNull();
  });

  test('back from the provider, the one-time code is exchanged once for the session and leaves the address bar', async () => {
    const redeemed = mockEndpoint('redeemSignInCode', { token: 'tok-sso', user: student, remember_me: false }).received;
    window.history.replaceState(null, '', '/login#sign_in_code=one-time-code');
    renderLogin();
    expect(await screen.findByText('Now at /portal')).toBeInTheDocument();
    expect(redeemed.map((request) => request.body)).toEqual([{ code: 'one-time-code' }]);
    expect(sessionStorage.getItem('authToken')).toBe('tok-sso');
    expect(window.location.hash).toBe('');
    expect(localStorage.getItem(SESSION_COPY_KEY)).toBeNull();
  });

  test('Remember me ticked before following the link goes to the API, and the session it started is kept across browser restarts', async () => {
    mockEndpoint('listSignInProviders', [{ id: '1', label: 'Academy Google' }]);
    renderLogin();
    const link = await screen.findByRole('link', { name: 'Sign in with Academy Google' });
    expect(link.getAttribute('href')).toMatch(/\?provider=1$/);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    expect(link.getAttribute('href')).toMatch(/\?provider=1&remember_me=true$/);
  });

  test('back from a sign-in started with Remember me, the session is kept in local storage too', async () => {
    mockEndpoint('redeemSignInCode', { token: 'tok-kept', user: student, remember_me: true });
    window.history.replaceState(null, '', '/login#sign_in_code=remembered-code');
    renderLogin();
    expect(await screen.findByText('Now at /portal')).toBeInTheDocument();
    expect(localStorage.getItem(SESSION_COPY_KEY)).not.toBeNull();
  });

  test('a refusal sent back by the API is said in words', async () => {
    window.history.replaceState(null, '', '/login#sign_in_error=provider_account_unknown');
    renderLogin();
    expect(await screen.findByRole('alert')).toHaveTextContent('There is no account here for the e-mail address of your academy account.');
    expect(window.location.hash).toBe('');
  });

  test('a sign-in cancelled at the provider is said as what the person chose, not as a failure', async () => {
    window.history.replaceState(null, '', '/login#sign_in_error=sign_in_provider_cancelled');
    renderLogin();
    expect(await screen.findByRole('status')).toHaveTextContent('You cancelled the sign-in with your academy account.');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  test('an address without an account continues to sign-up', async () => {
    mockEndpoint('redeemSignInCode', { sign_up: { name: 'Amina Diallo', email: 'amina@example.org' } });
    window.history.replaceState(null, '', '/login#sign_in_code=sign-up-code');
    renderScreen(<LoginScreen />, { path: '/login', otherPaths: ['/JJRSFCLA'] });
    expect(await screen.findByText('Now at /JJRSFCLA')).toBeInTheDocument();
    expect(useSessionStore.getState().token).toBeNull();
  });
});

describe('work waiting on this device from a session that ended', () => {
  afterEach(() => forgetEverything());

  test('the login page says it waits, and that only the account that handed it in sends it', async () => {
    await writeKept(OUTBOX_KEY, [
      { key: 'k1', userId: 4, assignmentId: 9, assignmentName: 'Essay', facilitatorId: 2, link: 'https://docs.example.org/e', queuedAt: 1 },
    ]);
    // as a reopened tab finds it: no session, and none ended here (the harness's sign-out would forget it)
    mockEndpoint('listSignInProviders', []);
    render(
      <MemoryRouter initialEntries={['/login']}>
        <LoginScreen />
      </MemoryRouter>,
    );
    expect(
      await screen.findByText(/Work handed in on this device is still waiting to be sent\. Sign in with the account that handed it in/),
    ).toBeInTheDocument();
  });

  test('with nothing waiting it says nothing', async () => {
    renderLogin();
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(screen.queryByText(/still waiting to be sent/)).toBeNull();
  });
});
