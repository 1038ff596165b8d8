import { AUTH_TOKEN_KEY, LOGOUT_EVENT, SESSION_COPY_KEY, SESSION_TTL_MS, hasLiveSession, useSessionStore } from '@academy/shared/session/store';
import { studentUser } from '@academy/shared/testing/users';

const student = studentUser({ name: 'Ada Student', birthday: '2000-03-05', cla_cohort_id: 1, cla_cohort_name: 'Cohort 1' });

beforeEach(() => {
  useSessionStore.getState().clear();
  jest.useRealTimers();
});

test('signing in keeps the token under authToken in session storage and a copy that expires in 7 days', () => {
  const before = Date.now();
  useSessionStore.getState().signIn('tok-1', student);

  expect(sessionStorage.getItem(AUTH_TOKEN_KEY)).toBe('tok-1');
  const copy = JSON.parse(sessionStorage.getItem(SESSION_COPY_KEY) ?? '{}');
  expect(copy.user.email).toBe('ada@example.org');
  expect(copy.expiresAt).toBeGreaterThanOrEqual(before + SESSION_TTL_MS);
  expect(localStorage.getItem(SESSION_COPY_KEY)).toBeNull();
  expect(hasLiveSession(useSessionStore.getState())).toBe(true);
});

test('remember me also keeps the copy in local storage, which restores the session in a new tab', () => {
  useSessionStore.getState().signIn('tok-2', student, { remember: true });
  sessionStorage.clear(); // a new tab starts with empty session storage

  useSessionStore.getState().syncFromStorage();

  expect(useSessionStore.getState().token).toBe('tok-2');
  expect(useSessionStore.getState().user?.id).toBe(7);
});

test('the session is no longer live once its 7 days have passed', () => {
  useSessionStore.getState().signIn('tok-3', student);
  const { expiresAt } = useSessionStore.getState();

  expect(hasLiveSession(useSessionStore.getState(), (expiresAt ?? 0) - 1)).toBe(true);
  expect(hasLiveSession(useSessionStore.getState(), expiresAt ?? 0)).toBe(false);
});

test('an expired remembered copy does not sign anyone in', () => {
  const expired = { token: 'old', user: student, expiresAt: Date.now() - 1 };
  localStorage.setItem(SESSION_COPY_KEY, JSON.stringify(expired));

  useSessionStore.getState().syncFromStorage();

  expect(useSessionStore.getState().token).toBeNull();
});

test('a token without a session copy counts as signed in but not as a live portal session', () => {
  sessionStorage.setItem(AUTH_TOKEN_KEY, 'bare-token');

  useSessionStore.getState().syncFromStorage();

  expect(useSessionStore.getState().token).toBe('bare-token');
  expect(hasLiveSession(useSessionStore.getState())).toBe(false);
});

test('clearing empties both storages and announces the logout to the page', () => {
  const onLogout = jest.fn();
  window.addEventListener(LOGOUT_EVENT, onLogout);
  localStorage.setItem('unrelated', 'x');
  useSessionStore.getState().signIn('tok-4', student, { remember: true });

  useSessionStore.getState().clear();

  expect(onLogout).toHaveBeenCalledTimes(1);
  expect(sessionStorage.length).toBe(0);
  expect(localStorage.length).toBe(0);
  expect(useSessionStore.getState().token).toBeNull();
  window.removeEventListener(LOGOUT_EVENT, onLogout);
});

test('storage cleared elsewhere (a storage event with no key) signs this page out', () => {
  useSessionStore.getState().signIn('tok-5', student);
  sessionStorage.clear();

  window.dispatchEvent(new StorageEvent('storage', { key: null }));

  expect(useSessionStore.getState().token).toBeNull();
});

test('a user-logout event from another part of the page re-reads storage', () => {
  useSessionStore.getState().signIn('tok-6', student);
  sessionStorage.removeItem(AUTH_TOKEN_KEY);

  window.dispatchEvent(new Event(LOGOUT_EVENT));

  expect(useSessionStore.getState().token).toBeNull();
});

test('updating the user keeps token and expiry', () => {
  useSessionStore.getState().signIn('tok-7', student);
  const { expiresAt } = useSessionStore.getState();

  useSessionStore.getState().updateUser({ ...student, name: 'Ada Renamed' });

  expect(useSessionStore.getState()).toMatchObject({ token: 'tok-7', expiresAt, user: { name: 'Ada Renamed' } });
  expect(JSON.parse(sessionStorage.getItem(SESSION_COPY_KEY) ?? '{}').user.name).toBe('Ada Renamed');
});
