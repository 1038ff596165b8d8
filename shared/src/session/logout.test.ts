import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { appConfig } from '@academy/shared/config/app-config';
import { logout } from '@academy/shared/session/logout';
import { useSessionStore } from '@academy/shared/session/store';
import { apiServer, dropEndpoint } from '@academy/shared/testing/api-mocks';
import { studentUser } from '@academy/shared/testing/users';

const student = studentUser({ id: 3 });

beforeEach(() => {
  useSessionStore.getState().signIn('tok-9', student);
});

test('forgets the session before the server answers, then revokes that token', async () => {
  let answer: () => void = () => undefined;
  const answered = new Promise<void>((resolve) => (answer = resolve));
  const sentTokens: (string | null)[] = [];
  // the token a sign-out sends is what matters here, and the named mocks do not show headers
  apiServer.use(
    http.post(`${appConfig().apiBaseUrl}/sign_out`, async ({ request }) => {
      sentTokens.push(request.headers.get('authorization'));
      await answered;
      return new HttpResponse(null, { status: 204 });
    }),
  );

  const done = logout();

  expect(useSessionStore.getState().token).toBeNull();
  expect(sessionStorage.getItem('authToken')).toBeNull();
  await waitFor(() => expect(sentTokens).toEqual(['Bearer tok-9']));
  answer();
  await done;
});

test('a server that cannot be reached does not fail the logout', async () => {
  dropEndpoint('signOut');
  await expect(logout()).resolves.toBeUndefined();
  expect(useSessionStore.getState().token).toBeNull();
});

test('sends the revoke before it forgets the token, as a request that outlives the page', async () => {
  const order: string[] = [];
  const sent = jest.spyOn(globalThis, 'fetch');
  sent.mockImplementationOnce(async (_url, init) => {
    order.push(`revoke ${String(new Headers(init?.headers).get('authorization'))} keepalive=${String(init?.keepalive)}`);
    return new Response(null, { status: 204 });
  });
  const unsubscribe = useSessionStore.subscribe((state, before) => {
    if (before.token !== null && state.token === null) order.push('forgotten');
  });
  await logout();
  unsubscribe();
  sent.mockRestore();
  expect(order).toEqual(['revoke Bearer tok-9 keepalive=true', 'forgotten']);
});

test('a sign-out made offline ends the session on the server once the network is back, the page still open', async () => {
  useSessionStore.getState().signIn('tok-offline', student);
  const sentTokens: (string | null)[] = [];
  const sent = jest.spyOn(globalThis, 'fetch');
  sent.mockImplementation(async (_url, init) => {
    const token = new Headers(init?.headers).get('authorization');
    if (token !== 'Bearer tok-offline') return new Response(null, { status: 204 });
    sentTokens.push(token);
    if (sentTokens.length === 1) throw new TypeError('Failed to fetch');
    return new Response(null, { status: 204 });
  });
  try {
    await logout();
    expect(useSessionStore.getState().token).toBeNull();
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(sentTokens).toHaveLength(2));
    // once ended, nothing more is sent
    window.dispatchEvent(new Event('online'));
    expect(sentTokens).toHaveLength(2);
  } finally {
    sent.mockRestore();
  }
});
