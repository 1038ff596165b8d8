import { call } from '@academy/shared/api/call';
import { setLocale } from '@academy/shared/i18n/locale';
import { useSessionStore } from '@academy/shared/session/store';
import { mockEndpoint } from '@academy/shared/testing/api-mocks';
import { studentUser } from '@academy/shared/testing/users';

afterEach(() => setLocale('en'));

test("a deactivated account's session ends with the academy's sentence in the reader's language, for the login page", async () => {
  await setLocale('fr');
  useSessionStore.getState().signIn('tok-1', studentUser());
  mockEndpoint('listCourses', { error: 'This account has been deactivated by the academy.', code: 'account_deactivated' }, 401);

  await expect(call('listCourses')).rejects.toThrow();

  const { token, endedBecause } = useSessionStore.getState();
  expect(token).toBeNull();
  expect(endedBecause).toBe('Ce compte a été désactivé par l’académie. Écrivez à l’académie si vous pensez qu’il s’agit d’une erreur.');
});
