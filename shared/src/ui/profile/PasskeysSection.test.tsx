import { screen, waitFor, within } from '@testing-library/react';
import type { Passkey } from '@academy/contract/schemas/passkeys';
import { holdEndpoint, mockEndpoint } from '@academy/shared/testing/api-mocks';
import { mockReaderZone } from '@academy/shared/testing/reader-zone';
import { renderScreen } from '@academy/shared/testing/render-screen';
import { studentUser } from '@academy/shared/testing/users';
import PasskeysSection from '@academy/shared/ui/profile/PasskeysSection';

const PHONE: Passkey = { id: 7, name: 'My phone', created_at: '2026-11-20T08:00:00.000Z', last_used_at: '2026-11-25T08:00:00.000Z' };
const LAPTOP: Passkey = { id: 8, name: 'Laptop', created_at: '2026-11-21T08:00:00.000Z', last_used_at: null };

beforeEach(() => mockReaderZone('Asia/Manila'));

test("lists the passkeys with when each was added and last used, in the reader's zone with the zone named", async () => {
  mockEndpoint('listPasskeys', [PHONE, LAPTOP]);
  renderScreen(<PasskeysSection />, { signedIn: studentUser() });
  const items = await screen.findAllByRole('listitem');
  // the reader's zone comes with their notice settings
  await waitFor(() => expect(items[0]).toHaveTextContent('Added: Fri, 20 Nov 2026, 4:00 PM GMT+8 (Asia/Manila)'));
  expect(items[0]).toHaveTextContent('Last used: Wed, 25 Nov 2026, 4:00 PM GMT+8 (Asia/Manila)');
  expect(items[1]).toHaveTextContent('Not used to sign in yet');
  // passkeys may share a name: each button says when its passkey was added
  expect(within(items[1]!).getByRole('button', { name: 'Remove the passkey Laptop, added Sat, 21 Nov 2026, 4:00 PM GMT+8 (Asia/Manila)' })).toBeEnabled();
});

test('removing sends the current password typed, and a refusal says why', async () => {
  mockEndpoint('listPasskeys', [PHONE]);
  // the API's sentence when it has no code the page knows
  const removed = mockEndpoint('removePasskey', { error: 'The current password is not correct.' }, 400).received;
  const { user } = renderScreen(<PasskeysSection />, { signedIn: studentUser() });
  await user.type(screen.getByLabelText('Current password', { exact: false }), 'not-it');
  await user.click(await screen.findByRole('button', { name: /^Remove the passkey My phone, added / }));
  // asked first: Cancel removes nothing
  const asking = screen.getByRole('alertdialog', { name: 'Remove the passkey My phone?' });
  expect(asking).toHaveTextContent('You will no longer sign in with it.');
  await user.click(within(asking).getByRole('button', { name: 'Cancel' }));
  expect(removed).toEqual([]);
  await user.click(screen.getByRole('button', { name: /^Remove the passkey My phone, added / }));
  await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Remove' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('The current password is not correct.');
  expect(removed.map((request) => [request.params, request.body])).toEqual([[{ id: 7 }, { current_password: 'not-it' }]]);
});

test('while a passkey is being removed, its button is named by the words it shows', async () => {
  mockEndpoint('listPasskeys', [PHONE]);
  holdEndpoint('removePasskey');
  const { user } = renderScreen(<PasskeysSection />, { signedIn: studentUser() });
  await user.click(await screen.findByRole('button', { name: /^Remove the passkey My phone, added / }));
  await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Remove' }));
  expect(screen.getAllByRole('button', { name: /^Removing/ })[0]).toBeDisabled();
});

test('says when there is none yet', async () => {
  mockEndpoint('listPasskeys', []);
  renderScreen(<PasskeysSection />, { signedIn: studentUser() });
  expect(await screen.findByText('You have no passkey yet.')).toBeInTheDocument();
});
