// The browser's side of passkeys (SimpleWebAuthn): the API hands out the options, the browser's
// authenticator answers them, the API checks the answer. Loaded only where a passkey is made or
// used (Profile, /login), so its code stays out of every other page.
import {
  browserSupportsWebAuthn,
  browserSupportsWebAuthnAutofill,
  startAuthentication,
  startRegistration,
  WebAuthnAbortService,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';
import { call } from '@academy/shared/api/call';
import type { SignedIn } from '@academy/contract/schemas/accounts';
import type { Passkey } from '@academy/contract/schemas/passkeys';

export { browserSupportsWebAuthn as canUsePasskeys };

/** The person cancelled the browser's dialog, or it timed out: nothing to report as a failure. */
export function wasCancelled(error: unknown): boolean {
  return (
    error instanceof Error &&
    (error.name === 'NotAllowedError' || error.name === 'AbortError' || (error as { code?: string }).code === 'ERROR_CEREMONY_ABORTED')
  );
}

/** The device's authenticator already holds a passkey of this account (the API names those it knows, so the browser adds no second). */
export function isAlreadyOnDevice(error: unknown): boolean {
  return error instanceof Error && (error.name === 'InvalidStateError' || (error as { code?: string }).code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED');
}

/** Adds a passkey of this device to the signed-in account. `currentPassword`: needed unless the sign-in is fresh. */
export async function addPasskey(name: string, currentPassword: string): Promise<Passkey> {
  const { options } = await call('startPasskeyRegistration', { body: currentPassword ? { current_password: currentPassword } : {} });
  const credential = await startRegistration({ optionsJSON: options as unknown as PublicKeyCredentialCreationOptionsJSON });
  return call('addPasskey', { body: { name, credential } });
}

export interface PasskeySignInOptions {
  /** Wait for the person to pick a passkey in the e-mail field's autofill (conditional UI) instead of opening the browser's dialog. */
  autofill?: boolean;
  rememberMe?: boolean;
}

/** Signs in with a passkey the browser holds for this site; resolves null when autofill is not supported. */
export async function signInWithPasskey({ autofill = false, rememberMe = false }: PasskeySignInOptions = {}): Promise<SignedIn | null> {
  if (autofill && !(await browserSupportsWebAuthnAutofill())) return null;
  const { options } = await call('startPasskeySignIn');
  const credential = await startAuthentication({ optionsJSON: options as unknown as PublicKeyCredentialRequestOptionsJSON, useBrowserAutofill: autofill });
  return call('signInWithPasskey', { body: { credential, remember_me: rememberMe, locale: document.documentElement.lang || undefined } });
}

/** Stops a pending autofill request (the screen goes away). */
export function cancelPasskeyRequest(): void {
  WebAuthnAbortService.cancelCeremony();
}
