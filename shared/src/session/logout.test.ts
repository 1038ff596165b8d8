import { waitFor } from '@testing-library/react';
import { signOut } from '@academy/shared/api/auth';
import type { User } from '@academy/shared/domain/types';
import { logout } from '@academy/shared/session/logout';
import { useSessionStore } from '@academy/shared/session/store';

jest.mock('@academy/shared/api/auth', () => ({ signOut: jest.fn() }));

const student = { id: 3, name: 'Ada', email: 'ada@example.org', cla_role_name: 'student' } as User;

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
