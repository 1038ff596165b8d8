import { screen, within } from '@testing-library/react';
import type { AccountSession } from '@academy/contract/schemas/accounts';
import { holdEndpoint, mockEndpoint } from '@academy/shared/testing/api-mocks';
import { mockReaderZone } from '@academy/shared/testing/reader-zone';
import { renderScreen } from '@academy/shared/testing/render-screen';
import { studentUser } from '@academy/shared/testing/users';
import SessionsSection from '@academy/shared/ui/profile/SessionsSection';

const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:131.0) Gecko/20100101 Firefox/131.0';
const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

function session(id: number, userAgent: string | null, current = false): AccountSession {
  return { id, user_agent: userAgent, signed_in_at: '2026-11-20T08:00:00.000Z', last_used_at: '2026-11-25T08:00:00.000Z', current };
}

function renderSessions() {
  return renderScreen(<SessionsSection />, { signedIn: studentUser() });
}

// the reader chose South-East Asia in Profile
beforeEach(() => mockReaderZone('Asia/Manila'));

test('lists the sessions with their device, marks this one, and offers to sign out the others', async () => {
  mockEndpoint('listSessions', [session(1, FIREFOX, true), session(2, PHONE)]);
  renderSessions();
  const items = await screen.findAllByRole('listitem');
  expect(items.map((item) => within(item).getByText(/ on /).textContent)).toEqual(['Firefox on Windows', 'Safari on iOS']);
  expect(within(items[0]!).getByText('This device')).toBeInTheDocument();
  expect(within(items[0]!).queryByRole('button')).not.toBeInTheDocument();
  expect(
    await within(items[1]!).findByRole('button', { name: 'Sign out Safari on iOS, last used Wed, 25 Nov 2026, 4:00 PM GMT+8 (Asia/Manila)' }),
  ).toBeEnabled();
  expect(items[1]).toHaveTextContent('Last used Wed, 25 Nov 2026, 4:00 PM GMT+8 (Asia/Manila)');
  expect(screen.getByRole('button', { name: 'Sign out all other sessions' })).toBeEnabled();
});

test('signing one session out ends it, says so and shows the list again without it', async () => {
  mockEndpoint('listSessions', [session(1, FIREFOX, true), session(2, PHONE)]);
  const { user } = renderSessions();
  const ended = mockEndpoint('endSession', () => {
    mockEndpoint('listSessions', [session(1, FIREFOX, true)]);
    return null;
  }).received;
  await user.click(await screen.findByRole('button', { name: /^Sign out Safari on iOS/ }));
  expect(await screen.findByText('The session was signed out.')).toBeInTheDocument();
  expect(await screen.findByText('This is the only device signed in to your account.')).toBeInTheDocument();
  expect(ended.map((request) => request.params)).toEqual([{ id: 2 }]);
});

test('while a session is being signed out, its button is named by the words it shows', async () => {
  mockEndpoint('listSessions', [session(1, FIREFOX, true), session(2, PHONE)]);
  holdEndpoint('endSession');
  const { user } = renderSessions();
  await user.click(await screen.findByRole('button', { name: /^Sign out Safari on iOS/ }));
  expect(screen.getByRole('button', { name: 'Signing out...' })).toBeDisabled();
});

test('signing out every other session asks first; a failure says so in plain words', async () => {
  mockEndpoint('listSessions', [session(1, FIREFOX, true), session(2, PHONE), session(3, null)]);
  const asked = mockEndpoint('endOtherSessions', { error: 'Something went wrong on our side. Please try again.' }, 500).received;
  const { user } = renderSessions();
  const signOutOthers = await screen.findByRole('button', { name: 'Sign out all other sessions' });
  await user.click(signOutOthers);
  const dialog = screen.getByRole('alertdialog', { name: 'Sign out every other device?' });
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(asked).toEqual([]);
  expect(signOutOthers).toHaveFocus();

  await user.click(signOutOthers);
  await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Sign out all other sessions' }));
  expect(await screen.findByText('Something went wrong on our side. Please try again.')).toBeInTheDocument();
  expect(screen.getAllByRole('listitem')).toHaveLength(3);

  mockEndpoint('endOtherSessions', () => {
    mockEndpoint('listSessions', [session(1, FIREFOX, true)]);
    return null;
  });
  await user.click(screen.getByRole('button', { name: 'Sign out all other sessions' }));
  await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Sign out all other sessions' }));
  expect(await screen.findByText('Every other session was signed out.')).toBeInTheDocument();
  expect(await screen.findByText('This is the only device signed in to your account.')).toBeInTheDocument();
});

test('while loading it says so; a failed load says so with a Retry that loads again', async () => {
  holdEndpoint('listSessions');
  const { unmount } = renderSessions();
  expect(screen.getByRole('status')).toHaveTextContent('Loading your sessions...');
  unmount();

  // an answer without the server's own words: the screen's
  mockEndpoint('listSessions', {} as { error: string }, 500);
  const { user } = renderSessions();
  expect(await screen.findByRole('alert')).toHaveTextContent('Your sessions could not be loaded.');
  mockEndpoint('listSessions', [session(1, FIREFOX, true)]);
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('This is the only device signed in to your account.')).toBeInTheDocument();
});
