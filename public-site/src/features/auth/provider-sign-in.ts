// A sign-up that continues a sign-in through the academy's identity provider: the provider's name
// and verified address, handed from /login to the sign-up form in the route's state (never the URL).
import type { SignUpStart } from '@academy/contract/schemas/single-sign-on';

type Start = SignUpStart['sign_up'];

interface SignUpStartState {
  signUpStart: Start;
}

export function signUpStartState(start: Start): SignUpStartState {
  return { signUpStart: start };
}

/** The name and e-mail address the sign-up form starts with, when it was opened after a provider's sign-in. */
export function signUpStartFrom(state: unknown): Start | null {
  const start = (state as Partial<SignUpStartState> | null)?.signUpStart;
  return start && typeof start.email === 'string' && typeof start.name === 'string' ? { name: start.name, email: start.email } : null;
}
