// The WebAuthn ceremonies (SimpleWebAuthn): the relying party is the host of PUBLIC_APP_URL and an
// answer must come from that origin. Each challenge is kept in the database for one use
// (queries/passkeys.ts): the ceremony that answers it takes it, so a replayed answer finds none.
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type { Kysely } from 'kysely';
import { ACADEMY_NAME } from '@academy/contract/rules/brand';
import { PASSKEY_CHALLENGE_SECONDS } from '@academy/contract/rules/passkeys';
import type { DB } from '../db/schema';
import { passkeyByCredential, passkeyCredentials, storeChallenge, takeChallenge, type ChallengeOwner, type StoredPasskey } from '../queries/passkeys';

export interface RelyingParty {
  /** The host of PUBLIC_APP_URL: a passkey works on that host and its subdomains only. */
  id: string;
  /** The origin the browser's answers must name. */
  origin: string;
}

export function relyingParty(publicAppUrl: string): RelyingParty {
  const url = new URL(publicAppUrl);
  return { id: url.hostname, origin: url.origin };
}

/**
 * The user handle the authenticator keeps with a discoverable passkey: the account's id. A sign-in
 * answers it back, and it must be the id of the passkey's owner.
 */
export function userHandleOf(userId: number): Uint8Array<ArrayBuffer> {
  return new TextEncoder().encode(String(userId));
}

/** The client data's challenge (base64url), or null for an answer that cannot be read. */
function challengeOf(clientDataJSON: string): string | null {
  try {
    const data = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8')) as { challenge?: unknown };
    return typeof data.challenge === 'string' ? data.challenge : null;
  } catch {
    return null;
  }
}

export async function registrationOptions(db: Kysely<DB>, rp: RelyingParty, user: { id: number; name: string; email: string }, owner: ChallengeOwner) {
  const existing = await passkeyCredentials(db, user.id);
  const options = await generateRegistrationOptions({
    rpName: ACADEMY_NAME,
    rpID: rp.id,
    userName: user.email,
    userDisplayName: user.name,
    userID: userHandleOf(user.id),
    attestationType: 'none',
    excludeCredentials: existing.map((row) => ({ id: row.credential_id, transports: row.transports })),
    // a discoverable credential: signing in needs no e-mail address typed first
    authenticatorSelection: { residentKey: 'required', requireResidentKey: true, userVerification: 'required' },
    timeout: PASSKEY_CHALLENGE_SECONDS * 1000,
  });
  await storeChallenge(db, options.challenge, 'register', PASSKEY_CHALLENGE_SECONDS, owner);
  return options;
}

/** The new credential, verified against a challenge of this session; null when it does not verify. */
export async function verifyRegistration(db: Kysely<DB>, rp: RelyingParty, response: RegistrationResponseJSON, owner: ChallengeOwner) {
  const challenge = challengeOf(response.response.clientDataJSON);
  if (!challenge || !(await takeChallenge(db, challenge, 'register', owner))) return null;
  try {
    const result = await verifyRegistrationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: true,
    });
    if (!result.verified) return null;
    const { credential } = result.registrationInfo;
    return { credentialId: credential.id, publicKey: credential.publicKey, signCount: credential.counter, transports: credential.transports ?? [] };
  } catch {
    return null;
  }
}

export async function authenticationOptions(db: Kysely<DB>, rp: RelyingParty) {
  // no allowCredentials: the browser offers the passkeys it holds for this site (discoverable)
  const options = await generateAuthenticationOptions({ rpID: rp.id, userVerification: 'required', timeout: PASSKEY_CHALLENGE_SECONDS * 1000 });
  await storeChallenge(db, options.challenge, 'sign_in', PASSKEY_CHALLENGE_SECONDS);
  return options;
}

/**
 * The passkey that signed, with its new counter, when the answer verifies: a challenge handed out
 * for signing in and not used yet, a passkey some account holds, a user handle naming that
 * account, and a signature by its key from our origin. Null otherwise.
 */
export async function verifyAuthentication(
  db: Kysely<DB>,
  rp: RelyingParty,
  response: AuthenticationResponseJSON,
): Promise<{ passkey: StoredPasskey & { active: boolean }; newCounter: number } | null> {
  const challenge = challengeOf(response.response.clientDataJSON);
  if (!challenge || !(await takeChallenge(db, challenge, 'sign_in'))) return null;
  const passkey = await passkeyByCredential(db, response.id);
  if (!passkey) return null;
  const handle = response.response.userHandle;
  if (handle !== undefined && Buffer.from(handle, 'base64url').toString('utf8') !== String(passkey.userId)) return null;
  try {
    const result = await verifyAuthenticationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      credential: { id: passkey.credentialId, publicKey: new Uint8Array(passkey.publicKey), counter: passkey.signCount, transports: passkey.transports },
      requireUserVerification: true,
    });
    return result.verified ? { passkey, newCounter: result.authenticationInfo.newCounter } : null;
  } catch {
    return null;
  }
}
