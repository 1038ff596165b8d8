import { screen } from '@testing-library/react';
import { call } from '@academy/shared/api/call';
import { mockEndpoint } from '@academy/shared/testing/api-mocks';
import { renderScreen } from '@academy/shared/testing/render-screen';
import { facilitatorUser } from '@academy/shared/testing/users';
import { useSessionStore } from '@academy/shared/session/store';
import PasskeyRequiredGate from './PasskeyRequiredGate';

const DESK = <PasskeyRequiredGate>{<p>The desk itself</p>}</PasskeyRequiredGate>;

test('shows the desk until the API refuses it with passkey_required, then the screen that adds a passkey', async () => {
  mockEndpoint('listPasskeys', []);
  mockEndpoint('getDeskStats', { error: 'The academy asks staff to sign in with a passkey.', code: 'passkey_required' } as unknown as { error: string }, 403);
  renderScreen(DESK, { signedIn: facilitatorUser() });
  expect(screen.getByText('The desk itself')).toBeInTheDocument();

  await expect(call('getDeskStats', {})).rejects.toThrow();
  expect(await screen.findByRole('heading', { name: 'Add a passkey to continue' })).toBeInTheDocument();
  expect(screen.queryByText('The desk itself')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Add a passkey' })).toBeEnabled();
  expect(screen.getByRole('button', { name: 'Logout' })).toBeEnabled();

  // a passkey added (or a new sign-in) lifts it
  useSessionStore.getState().setPasskeyRequired(false);
  expect(await screen.findByText('The desk itself')).toBeInTheDocument();
});
