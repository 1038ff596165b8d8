import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SignedIn } from '@academy/contract/schemas/accounts';
import { studentUser } from '@academy/shared/testing/users';
import { signInWithPasskey } from '@academy/shared/passkeys/ceremonies';
import PasskeySignIn from './PasskeySignIn';

// the browser's WebAuthn ceremony, which jsdom has not: the browser tests drive a real authenticator
jest.mock('@academy/shared/passkeys/ceremonies', () => ({
  canUsePasskeys: () => true,
  cancelPasskeyRequest: () => undefined,
  wasCancelled: () => false,
  signInWithPasskey: jest.fn(),
}));

const ceremony = jest.mocked(signInWithPasskey);
const answer: SignedIn = { token: 'tok-passkey', user: studentUser() };

test("once the autofill's passkey has signed in, the button starts no second sign-in while the portal opens", async () => {
  ceremony.mockImplementation(async ({ autofill } = {}) => (autofill ? answer : { ...answer, token: 'tok-second' }));
  const onSignedIn = jest.fn();
  // the screen stays shown after the sign-in while the portal's code arrives, as it does in the browser
  render(<PasskeySignIn onSignedIn={onSignedIn} rememberMe={false} />);
  await waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1));

  const button = screen.getByRole('button', { name: 'Logging in...' });
  expect(button).toBeDisabled();
  await userEvent.click(button);
  expect(ceremony).toHaveBeenCalledTimes(1);
  expect(onSignedIn.mock.calls).toEqual([[answer]]);
});

test('when both requests are answered, the later session is ended on the server, not left open where no page holds it', async () => {
  let answerAutofill: (value: SignedIn) => void = () => undefined;
  ceremony.mockImplementation(({ autofill } = {}) => (autofill ? new Promise((resolve) => (answerAutofill = resolve)) : Promise.resolve(answer)));
  const server = jest.spyOn(window, 'fetch').mockResolvedValue(new Response(null, { status: 204 }));
  const onSignedIn = jest.fn();
  render(<PasskeySignIn onSignedIn={onSignedIn} rememberMe={false} />);
  await waitFor(() => expect(ceremony).toHaveBeenCalledTimes(1));

  await userEvent.click(screen.getByRole('button', { name: 'Sign in with a passkey' }));
  await waitFor(() => expect(onSignedIn.mock.calls).toEqual([[answer]]));
  answerAutofill({ ...answer, token: 'tok-autofill' });

  await waitFor(() =>
    expect(server).toHaveBeenCalledWith(expect.stringMatching(/\/sign_out$/), expect.objectContaining({ headers: { Authorization: 'Bearer tok-autofill' } })),
  );
  expect(onSignedIn).toHaveBeenCalledTimes(1);
});
