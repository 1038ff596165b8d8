import { waitFor } from '@testing-library/react';
import { signOut } from '@academy/shared/api/auth';
import { logout } from '@academy/shared/session/logout';
import { useSessionStore } from '@academy/shared/session/store';
import { studentUser } from '@academy/shared/testing/users';

jest.mock('@academy/shared/api/auth', () => ({ signOut: jest.fn() }));

const student = studentUser({ id: 3 });

beforeEach(() => {
  jest.mocked(signOut).mockReset();
  useSessionStore.getState().signIn('tok-9', student);
});

test('forgets the session before the server answers, then revokes that token', async () => {
  let answer: () => void = () => undefined;
  jest.mocked(signOut).mockReturnValue(new Promise<void>((resolve) => (answer = resolve)));

  const done = logout();

  expect(useSessionStore.getState().token).toBeNull();
  expect(sessionStorage.getItem('authToken')).toBeNull();
  await waitFor(() => expect(signOut).toHaveBeenCalledWith('tok-9'));
  answer();
  await done;
});

test('a server that cannot be reached does not fail the logout', async () => {
  jest.mocked(signOut).mockRejectedValue(new Error('Network Error'));
  await expect(logout()).resolves.toBeUndefined();
  expect(useSessionStore.getState().token).toBeNull();
});
